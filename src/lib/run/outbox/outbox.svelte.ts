import { session } from '../../account/session.svelte.js';
import {
	CANCELLABLE,
	DELETABLE,
	DISMISSABLE,
	isPending,
	memoryStore,
	newEntry,
	ownership,
	removeForSignOut,
	signOutCounts,
	type OutboxEntry,
	type OutboxStore
} from './outbox-entry.js';
import { idbStore } from './outbox-db.js';
import { OUTBOX_CHANNEL, announceChange, fetchSender, replay, sessionAccount, withReplayLock } from './replay.js';

/** The first wait before a round the network stopped is tried again, and the longest. */
const RETRY_MS = 2_000;
const RETRY_MAX_MS = 60_000;

interface SyncManagerLike {
	register(tag: string): Promise<void>;
}

/**
 * The outbox as the app shows it: the entries, whether the browser is online, and the actions.
 * Started once by the header's indicator (every page has it). Replays on start when online, on
 * the `online` event, when asked, and again after a round the network stopped (send()); other tabs and the service worker announce their changes
 * on a BroadcastChannel, so every open page shows the same list. Each entry belongs to the
 * account signed in when it was queued and goes out only under it (docs/security.md, "Outbox
 * per account"); the counts are of the signed-in account's entries.
 */
class Outbox {
	entries = $state<OutboxEntry[]>([]);
	loaded = $state(false);
	online = $state(true);
	/** IndexedDB was refused (private mode): entries last for this page only. */
	memoryOnly = $state(false);
	/** The signed-in account's e-mail (offline: the one last known here), or null. */
	account = $derived(session.email);
	/** The signed-in account's entries. */
	mine = $derived(this.entries.filter((entry) => ownership(entry, this.account) === 'mine'));
	pending = $derived(this.mine.filter(isPending).length);

	#store: OutboxStore = idbStore;
	#started = false;

	start(): () => void {
		if (this.#started) return () => {};
		this.#started = true;
		this.online = navigator.onLine;
		const onOnline = () => {
			this.online = true;
			// After whoever holds the replay now (the service worker's Background Sync fires on the
			// same return of the network): its round may have ended early, still offline.
			void this.send({ wait: true });
		};
		const onOffline = () => {
			this.online = false;
			this.#cancelRetry();
		};
		addEventListener('online', onOnline);
		addEventListener('offline', onOffline);
		const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
		if (channel) channel.onmessage = () => void this.refresh();
		void this.refresh().then(() => {
			if (navigator.onLine) void this.send();
		});
		return () => {
			this.#started = false;
			this.#cancelRetry();
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
		// Queued under the account known now (offline: the last one known here; none: nobody's).
		await session.load();
		const entry = newEntry(target, input, Date.now(), session.email);
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

	/**
	 * Sends what is queued, unless another tab or the service worker is already at it (`wait`:
	 * after it). A round that the network stopped while the browser says it is online (the
	 * `online` event comes before the connection works, or the server is briefly unreachable)
	 * is tried again after RETRY_MS, doubling to RETRY_MAX_MS, instead of waiting for an
	 * `online` event that will not come.
	 */
	async send(options: { wait?: boolean } = {}): Promise<void> {
		if (!this.loaded) await this.refresh();
		const result = await withReplayLock((exclusive) => replay(this.#store, fetchSender(), sessionAccount(), { exclusive, onChange: () => void this.#changed() }), options);
		await this.refresh();
		if (result?.networkDown && navigator.onLine && this.#started) this.#scheduleRetry();
		else if (result) this.#retryMs = RETRY_MS;
	}

	#retryTimer: ReturnType<typeof setTimeout> | undefined;
	#retryMs = RETRY_MS;

	#scheduleRetry() {
		if (this.#retryTimer !== undefined) return;
		this.#retryTimer = setTimeout(() => {
			this.#retryTimer = undefined;
			void this.send();
		}, this.#retryMs);
		this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
	}

	#cancelRetry() {
		clearTimeout(this.#retryTimer);
		this.#retryTimer = undefined;
		this.#retryMs = RETRY_MS;
	}

	async cancel(id: string): Promise<boolean> {
		const removed = await this.#store.remove(id, CANCELLABLE);
		await this.#changed();
		return removed;
	}

	/** Deletes an entry that is not being sent, whoever's it is (another account's, nobody's). */
	async remove(id: string): Promise<boolean> {
		const removed = await this.#store.remove(id, DELETABLE);
		await this.#changed();
		return removed;
	}

	/**
	 * Sends an entry of nobody (an earlier version's, or queued while no account was known) as
	 * the account signed in now, which the server is asked for; false when nobody is signed in.
	 */
	async adopt(id: string): Promise<boolean> {
		let account: string | null = null;
		try {
			account = await sessionAccount()();
		} catch {
			return false;
		}
		if (!account) return false;
		const entry = this.entries.find((e) => e.id === id);
		if (!entry || (ownership(entry, account) !== 'legacy' && ownership(entry, account) !== 'unowned')) return false;
		const adopted = await this.#store.transition(id, ['queued', 'failed'], { owner: account, state: 'queued', attempts: 0, needsSignIn: false, error: undefined, errorCause: undefined, updatedAt: Date.now() });
		await this.#changed();
		if (adopted && navigator.onLine) void this.send();
		return !!adopted;
	}

	/** What signing `account` out deletes from this browser (counted from IndexedDB, not this page's copy). */
	async signOutCounts(account: string): Promise<{ queued: number; answers: number }> {
		await this.refresh();
		return signOutCounts(this.entries, account);
	}

	/** Deletes the entries of `account` and of nobody: called on sign-out (docs/security.md, "Outbox per account"). */
	async removeForSignOut(account: string): Promise<number> {
		const removed = await removeForSignOut(this.#store, account);
		await this.#changed();
		return removed;
	}

	async dismiss(id: string): Promise<void> {
		await this.#store.remove(id, DISMISSABLE);
		await this.#changed();
	}

	async clearDone(): Promise<void> {
		for (const entry of this.mine) if (entry.state === 'done') await this.#store.remove(entry.id, DISMISSABLE);
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
