import { databaseOpener, requestDone as done, transactionDone as finished } from '../../state/idb.js';
import type { OutboxEntry, OutboxState, OutboxStore } from './outbox-entry.js';

/**
 * The outbox in IndexedDB: database `utilkit-outbox` (its own, so the history's schema version
 * is not shared), store `entries` keyed by id. Used by the page and by the service worker.
 * `transition` and `remove` read and write in one readwrite transaction; IndexedDB runs
 * readwrite transactions on the same store one after another, across tabs and workers, which
 * is what makes a claim atomic.
 */
const DB_NAME = 'utilkit-outbox';
const ENTRIES = 'entries';

const db = databaseOpener(DB_NAME, 1, 'outbox', (d) => void d.createObjectStore(ENTRIES, { keyPath: 'id' }));

export const idbStore: OutboxStore = {
	async list() {
		const tx = (await db()).transaction(ENTRIES, 'readonly');
		const all = await done(tx.objectStore(ENTRIES).getAll() as IDBRequest<OutboxEntry[]>);
		return all.sort((a, b) => a.createdAt - b.createdAt);
	},
	async add(entry) {
		const tx = (await db()).transaction(ENTRIES, 'readwrite');
		tx.objectStore(ENTRIES).add(entry);
		await finished(tx);
	},
	async transition(id: string, from: OutboxState[], change: Partial<OutboxEntry>) {
		const tx = (await db()).transaction(ENTRIES, 'readwrite');
		const store = tx.objectStore(ENTRIES);
		const entry = await done(store.get(id) as IDBRequest<OutboxEntry | undefined>);
		let next: OutboxEntry | null = null;
		if (entry && from.includes(entry.state)) {
			next = { ...entry, ...change };
			store.put(next);
		}
		await finished(tx);
		return next;
	},
	async remove(id: string, from: OutboxState[]) {
		const tx = (await db()).transaction(ENTRIES, 'readwrite');
		const store = tx.objectStore(ENTRIES);
		const entry = await done(store.get(id) as IDBRequest<OutboxEntry | undefined>);
		const ok = !!entry && from.includes(entry.state);
		if (ok) store.delete(id);
		await finished(tx);
		return ok;
	}
};
