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

const done = <T>(req: IDBRequest<T>) =>
	new Promise<T>((resolve, reject) => {
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error);
	});
const finished = (tx: IDBTransaction) =>
	new Promise<void>((resolve, reject) => {
		tx.oncomplete = () => resolve();
		tx.onerror = tx.onabort = () => reject(tx.error);
	});

let opening: Promise<IDBDatabase> | undefined;

function db(): Promise<IDBDatabase> {
	opening ??= new Promise<IDBDatabase>((resolve, reject) => {
		const req = indexedDB.open(DB_NAME, 1);
		req.onupgradeneeded = () => void req.result.createObjectStore(ENTRIES, { keyPath: 'id' });
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error);
		req.onblocked = () => reject(new Error('The outbox database is blocked by another tab'));
	}).catch((e: unknown) => {
		opening = undefined;
		throw e;
	});
	return opening;
}

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
