import { apiRequest } from '../../tools/api-request.js';
import { MESSAGE_IDS_HEADERS, withoutMessageIds } from '../message-ids.js';
import { MAX_ATTEMPTS, STALE_SENDING_MS, type OutboxEntry, type OutboxResult, type OutboxStore } from './outbox-entry.js';

/** Sends one entry: resolves to the HTTP answer, rejects when the server could not be reached. */
export type Send = (entry: OutboxEntry) => Promise<OutboxResult>;

/**
 * The account signed in right now, asked of the server before each entry goes out: its e-mail,
 * or null when signed out. Rejects when the server could not be asked (the network is down).
 */
export type CurrentAccount = () => Promise<string | null>;

export interface ReplayResult {
	/** Entries that got an answer. */
	sent: number;
	/** A send failed on the network: the rest wait for the next chance. */
	networkDown: boolean;
}

/**
 * Sends the queued entries, oldest first, one at a time. Each is claimed (queued → sending)
 * atomically before its request goes out, so a second replayer running at the same time skips
 * it: no entry is sent twice. Any HTTP answer is the result (done), except 401: the user was
 * signed out meanwhile, so the entry stays queued, marked to say a sign-in is needed (it is
 * tried again on the next replay). A network failure puts the entry back and stops the round.
 *
 * An entry goes out only under the account that queued it (docs/security.md, "Outbox per
 * account"): right before each one, `currentAccount` asks the server who is signed in (the
 * page's own state may be stale: another tab may have signed out and in as someone else).
 * Another account's entries are left as they are; entries of nobody (no owner known) are never
 * sent here; signed out, the owned entries are marked as needing a sign-in and nothing is sent.
 */
export async function replay(
	store: OutboxStore,
	send: Send,
	currentAccount: CurrentAccount,
	options: { now?: () => number; onChange?: () => void; exclusive?: boolean } = {}
): Promise<ReplayResult> {
	const now = options.now ?? Date.now;
	const changed = options.onChange ?? (() => {});
	const result: ReplayResult = { sent: 0, networkDown: false };

	// Left `sending` by a page closed (or navigated away) mid-request: it may or may not have
	// reached the server; sending again is the lesser evil than losing it (documented). Under the
	// replay lock (`exclusive`) nobody else can be sending, since every replayer holds the lock
	// and a closed page's lock is released with it: such entries are requeued at once. Without
	// Web Locks, only once they are older than any real request could be.
	for (const entry of await store.list()) {
		if (entry.state === 'sending' && (options.exclusive || now() - entry.updatedAt > STALE_SENDING_MS)) {
			await store.transition(entry.id, ['sending'], { state: 'queued', updatedAt: now() });
		}
	}

	// Each entry once per round, so 401s do not loop; the list is read again after each send
	// because the user may cancel, or another tab queue, meanwhile.
	const tried = new Set<string>();
	for (;;) {
		const next = (await store.list()).find((entry) => entry.state === 'queued' && typeof entry.owner === 'string' && !tried.has(entry.id));
		if (!next) break;
		tried.add(next.id);

		let account: string | null;
		try {
			account = await currentAccount();
		} catch {
			// Who is signed in cannot be known: nothing goes out, and no attempt is counted.
			result.networkDown = true;
			break;
		}
		if (account === null) {
			// Signed out: no owned entry can go out this round; each says a sign-in is needed.
			for (const entry of await store.list()) {
				if (entry.state === 'queued' && typeof entry.owner === 'string' && !entry.needsSignIn) {
					await store.transition(entry.id, ['queued'], { needsSignIn: true, updatedAt: now() });
				}
			}
			changed();
			break;
		}
		if (account !== next.owner) continue;

		const claimed = await store.transition(next.id, ['queued'], { state: 'sending', updatedAt: now() });
		if (!claimed) continue;
		changed();

		let answer: OutboxResult;
		try {
			answer = await send(claimed);
		} catch (err) {
			const attempts = claimed.attempts + 1;
			const cause = err instanceof Error ? err.message : '';
			await store.transition(claimed.id, ['sending'], {
				state: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
				attempts,
				error: cause ? `The server could not be reached (${cause}).` : 'The server could not be reached.',
				errorCause: cause,
				updatedAt: now()
			});
			changed();
			result.networkDown = true;
			break;
		}

		if (answer.status === 401) {
			await store.transition(claimed.id, ['sending'], { state: 'queued', needsSignIn: true, error: undefined, errorCause: undefined, updatedAt: now() });
		} else {
			await store.transition(claimed.id, ['sending'], {
				state: 'done',
				result: answer,
				needsSignIn: false,
				error: undefined,
				errorCause: undefined,
				updatedAt: now()
			});
			result.sent++;
		}
		changed();
	}
	return result;
}

/**
 * Sends an entry to /api/v1 the way the tool page does: same origin, so the session cookie goes
 * along, and asking for the answer's message ids, kept beside the body, so the outbox says the
 * answer in the page's language as a direct run does (lib/run/message-ids.ts).
 */
export function fetchSender(fetchFn: typeof fetch = (...args) => fetch(...args)): Send {
	return async (entry) => {
		const { url, body } = apiRequest(entry, entry.input);
		const accept = { accept: 'application/json', ...MESSAGE_IDS_HEADERS };
		const res = await fetchFn(url, {
			method: entry.method,
			credentials: 'same-origin',
			headers: body ? { 'content-type': 'application/json', ...accept } : accept,
			body
		});
		const text = await res.text();
		let parsed: unknown;
		try {
			parsed = JSON.parse(text);
		} catch {
			return { status: res.status, body: text };
		}
		return withoutMessageIds(res.status, parsed);
	};
}

/**
 * Asks the server who is signed in (`GET /account/session`, same origin, so the session cookie
 * goes along): the page and the service worker both use it, since the worker has no app state.
 */
export function sessionAccount(fetchFn: typeof fetch = (...args) => fetch(...args)): CurrentAccount {
	return async () => {
		const res = await fetchFn('/account/session', { credentials: 'same-origin', headers: { accept: 'application/json' }, cache: 'no-store' });
		if (!res.ok) throw new Error(`account/session answered ${res.status}`);
		const body = (await res.json()) as { account?: { email?: unknown } | null };
		const email = body.account?.email;
		return typeof email === 'string' ? email : null;
	};
}

export const OUTBOX_LOCK = 'utilkit-outbox';
/** The Background Sync tag and the BroadcastChannel name. */
export const OUTBOX_CHANNEL = 'utilkit-outbox';

/**
 * Runs `fn` unless another replayer (another tab, the service worker) holds the lock; without
 * the Web Locks API it just runs (the atomic claim still prevents double sends). With `wait`,
 * it runs after the holder instead: for a replay that must happen because something changed
 * (a sign-in), which the holder's round may have started too early to see.
 */
export async function withReplayLock<T>(fn: (exclusive: boolean) => Promise<T>, options: { wait?: boolean } = {}): Promise<T | undefined> {
	const locks = (globalThis.navigator as Navigator | undefined)?.locks;
	if (!locks) return fn(false);
	if (options.wait) return locks.request(OUTBOX_LOCK, () => fn(true));
	return locks.request(OUTBOX_LOCK, { ifAvailable: true }, (lock) => (lock ? fn(true) : undefined));
}

/** Tells the app's other contexts (tabs, the service worker's clients) that the outbox changed. */
export function announceChange(): void {
	if (typeof BroadcastChannel === 'undefined') return;
	const channel = new BroadcastChannel(OUTBOX_CHANNEL);
	channel.postMessage('changed');
	channel.close();
}
