/**
 * The offline outbox: requests to server tools made while offline, kept in this browser until
 * they can be sent. The types and the store interface live here so the page, the service
 * worker and the tests share them; `outbox-db.ts` is the IndexedDB store, `replay.ts` sends.
 */
import type { WordedAnswer } from '../message-ids.js';

/**
 * `queued` waits for the network (or for a sign-in, see `needsSignIn`); `sending` is claimed by
 * one replayer; `done` has the server's answer (any HTTP status: a 4xx is an answer too);
 * `failed` gave up after MAX_ATTEMPTS network failures while the browser said it was online.
 * Cancelling deletes the entry (its input may hold secrets), so there is no stored "cancelled".
 */
export type OutboxState = 'queued' | 'sending' | 'done' | 'failed';

/**
 * The server's answer as kept: its status and body (without `message_ids`: the API's own words,
 * as "Show the API call" shows them) and, beside them, what it says by message id, so the page
 * says it in its language (lib/run/message-ids.ts). Entries answered by a version before message
 * ids have the status and body only, and are shown in the API's English.
 */
export type OutboxResult = WordedAnswer;

export interface OutboxEntry {
	id: string;
	opId: string;
	/** The tool's title, for the list (the service worker has no registry to look it up). */
	title: string;
	/** Where the API answers it: enough to replay without the operations' metadata. */
	method: 'GET' | 'POST';
	path: string;
	input: Record<string, unknown>;
	/**
	 * The account it was queued under: the e-mail `GET /account/session` gave (the app knows no
	 * other stable field of the account; an address cannot be changed today, so it stays true).
	 * It is sent only while that account is signed in (docs/security.md, "Outbox per account").
	 * `null`: no account was known when it was queued; absent: queued by a version before owners.
	 * Neither is ever sent automatically; the /outbox page offers to send it or delete it.
	 */
	owner?: string | null;
	createdAt: number;
	updatedAt: number;
	state: OutboxState;
	/** Network failures so far. */
	attempts: number;
	/** The last try answered 401: it stays queued until the user signs in again. */
	needsSignIn?: boolean;
	result?: OutboxResult;
	/**
	 * Why the last try did not reach the server, in English (the service worker has no
	 * language); set together with `errorCause`, which the page words in the user's language.
	 */
	error?: string;
	/** The browser's own reason for that network failure (`Failed to fetch`), or '' when it gave none. */
	errorCause?: string;
}

/** Network failures (while the browser says it is online) before an entry is marked failed. */
export const MAX_ATTEMPTS = 5;
/**
 * A `sending` entry older than this was left by a page or worker that went away mid-request;
 * it is queued again. Longer than any API answer takes (the slowest upstream timeouts are 30 s).
 */
export const STALE_SENDING_MS = 2 * 60_000;

/**
 * The storage the replay needs. Every method is atomic: `transition` and `remove` check the
 * state and write in one step, so two replayers (the page and the service worker) can never
 * both claim an entry, and a cancel cannot delete an entry that is being sent.
 */
export interface OutboxStore {
	/** Every entry, oldest first. */
	list(): Promise<OutboxEntry[]>;
	add(entry: OutboxEntry): Promise<void>;
	/** Applies `change` when the entry's state is one of `from`; the updated entry, or null. */
	transition(id: string, from: OutboxState[], change: Partial<OutboxEntry>): Promise<OutboxEntry | null>;
	/** Deletes the entry when its state is one of `from`; whether it did. */
	remove(id: string, from: OutboxState[]): Promise<boolean>;
}

/** States a user may cancel (not while it is being sent) and dismiss. */
export const CANCELLABLE: OutboxState[] = ['queued', 'failed'];
export const DISMISSABLE: OutboxState[] = ['done'];
/** What a user may delete from the list (all but an entry being sent). */
export const DELETABLE: OutboxState[] = ['queued', 'failed', 'done'];
/** Every state: a sign-out deletes the account's entries whatever their state. */
export const ALL_STATES: OutboxState[] = ['queued', 'sending', 'done', 'failed'];

/**
 * A new queued entry of `owner` (the signed-in account's e-mail, or null when none is known);
 * the input is copied (a plain JSON clone, no $state proxies).
 */
export function newEntry(
	target: { id: string; title: string; method: 'GET' | 'POST'; path: string },
	input: Record<string, unknown>,
	now: number,
	owner: string | null
): OutboxEntry {
	return {
		id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
		opId: target.id,
		title: target.title,
		method: target.method,
		path: target.path,
		input: JSON.parse(JSON.stringify(input)) as Record<string, unknown>,
		owner,
		createdAt: now,
		updatedAt: now,
		state: 'queued',
		attempts: 0
	};
}

/** Entries that still need sending (the header's count). */
export const isPending = (entry: OutboxEntry) => entry.state === 'queued' || entry.state === 'sending';

/**
 * Whose an entry is, seen by `account` (the signed-in e-mail, or null): `mine`, `other` (another
 * account's: never sent now, its input and answer not shown), or nobody's: `unowned` (queued
 * while no account was known) and `legacy` (from a version before owners).
 */
export type Ownership = 'mine' | 'other' | 'unowned' | 'legacy';
export function ownership(entry: OutboxEntry, account: string | null): Ownership {
	if (entry.owner === undefined) return 'legacy';
	if (entry.owner === null) return 'unowned';
	return entry.owner === account ? 'mine' : 'other';
}

/**
 * What a sign-out of `account` deletes: its entries, and the ones of nobody (which no account
 * sends automatically, and whose inputs would otherwise stay behind). `queued` counts the
 * requests not answered yet (sending and failed included), `answers` the answers kept.
 */
export function signOutCounts(entries: OutboxEntry[], account: string): { queued: number; answers: number } {
	const leaving = entries.filter((entry) => ownership(entry, account) !== 'other');
	const answers = leaving.filter((entry) => entry.state === 'done').length;
	return { queued: leaving.length - answers, answers };
}

/** Deletes what a sign-out of `account` deletes (see `signOutCounts`); how many it deleted. */
export async function removeForSignOut(store: OutboxStore, account: string): Promise<number> {
	let removed = 0;
	for (const entry of await store.list()) {
		if (ownership(entry, account) !== 'other' && (await store.remove(entry.id, ALL_STATES))) removed++;
	}
	return removed;
}

/** An in-memory store with the same atomic semantics (tests, and browsers without IndexedDB). */
export function memoryStore(initial: OutboxEntry[] = []): OutboxStore {
	const entries = new Map(initial.map((e) => [e.id, structuredClone(e)]));
	return {
		list: async () => [...entries.values()].sort((a, b) => a.createdAt - b.createdAt).map((e) => structuredClone(e)),
		add: async (entry) => void entries.set(entry.id, structuredClone(entry)),
		transition: async (id, from, change) => {
			const entry = entries.get(id);
			if (!entry || !from.includes(entry.state)) return null;
			const next = { ...entry, ...structuredClone(change) };
			entries.set(id, next);
			return structuredClone(next);
		},
		remove: async (id, from) => {
			const entry = entries.get(id);
			if (!entry || !from.includes(entry.state)) return false;
			entries.delete(id);
			return true;
		}
	};
}
