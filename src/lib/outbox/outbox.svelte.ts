import { CANCELLABLE, DISMISSABLE, isPending, memoryStore, newEntry, type OutboxEntry, type OutboxStore } from './outbox-entry.js';
import { idbStore } from './outbox-db.js';
import { OUTBOX_CHANNEL, announceChange, fetchSender, replay, withReplayLock } from './replay.js';

interface SyncManagerLike {
	register(tag: string): Promise<void>;
}

/**
 * The outbox as the app shows it: the entries, whether the browser is online, and the actions.
 * Started once by the header's indicator (every page has it). Replays on start when online, on
 * the `online` event, and when asked; other tabs and the service worker announce their changes
 * on a BroadcastChannel, so every open page shows the same list.
 */
class Outbox {
	entries = $state<OutboxEntry[]>([]);
	loaded = $state(false);
	online = $state(true);
	/** IndexedDB was refused (private mode): entries last for this page only. */
	memoryOnly = $state(false);
	pending = $derived(this.entries.filter(isPending).length);

	#store: OutboxStore = idbStore;
	#started = false;

	start(): () => void {
		if (this.#started) return () => {};
		this.#started = true;
		this.online = navigator.onLine;
		const onOnline = () => {
			this.online = true;
			void this.send();
		};
		const onOffline = () => (this.online = false);
		addEventListener('online', onOnline);
		addEventListener('offline', onOffline);
		const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
		if (channel) channel.onmessage = () => void this.refresh();
		void this.refresh().then(() => {
			if (navigator.onLine) void this.send();
		});
		return () => {
			this.#started = false;
			removeEventListener('online', onOnline);
			removeEventListener('offline', onOffline);
			channel?.close();
		};
	}

	async refresh(): Promise<void> {
		try {
			this.entries = await this.#store.list();
		} catch {
			// IndexedDB refused: keep queuing in memory rather than losing the request.
			this.#store = memoryStore();
			this.memoryOnly = true;
			this.entries = [];
		}
		this.loaded = true;
	}

	#changed = async () => {
		announceChange();
		await this.refresh();
	};

	/** Queues a request to a server tool; asks for a Background Sync where the browser has it. */
	async enqueue(target: { id: string; title: string; method: 'GET' | 'POST'; path: string }, input: Record<string, unknown>): Promise<OutboxEntry> {
		const entry = newEntry(target, input, Date.now());
		try {
			await this.#store.add(entry);
		} catch {
			this.#store = memoryStore();
			this.memoryOnly = true;
			await this.#store.add(entry);
		}
		await this.#changed();
		void this.#registerSync();
		// The browser may already be back (the request failed on a flaky network).
		if (navigator.onLine) void this.send();
		return entry;
	}

	async #registerSync(): Promise<void> {
		try {
			const registration = await navigator.serviceWorker?.getRegistration();
			const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
			await sync?.register(OUTBOX_CHANNEL);
		} catch {
			// No Background Sync (Firefox, Safari) or refused: the `online` event replays.
		}
	}

	/** Sends what is queued, unless another tab or the service worker is already at it (`wait`: after it). */
	async send(options: { wait?: boolean } = {}): Promise<void> {
		if (!this.loaded) await this.refresh();
		await withReplayLock((exclusive) => replay(this.#store, fetchSender(), { exclusive, onChange: () => void this.#changed() }), options);
		await this.refresh();
	}

	async cancel(id: string): Promise<boolean> {
		const removed = await this.#store.remove(id, CANCELLABLE);
		await this.#changed();
		return removed;
	}

	async dismiss(id: string): Promise<void> {
		await this.#store.remove(id, DISMISSABLE);
		await this.#changed();
	}

	async clearDone(): Promise<void> {
		for (const entry of this.entries) if (entry.state === 'done') await this.#store.remove(entry.id, DISMISSABLE);
		await this.#changed();
	}

	/** A failed entry goes back in the queue with its attempts reset. */
	async retry(id: string): Promise<void> {
		await this.#store.transition(id, ['failed'], { state: 'queued', attempts: 0, error: undefined, errorCause: undefined, updatedAt: Date.now() });
		await this.#changed();
		if (navigator.onLine) void this.send();
	}
}

export const outbox = new Outbox();
