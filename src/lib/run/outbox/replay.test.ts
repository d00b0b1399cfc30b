import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, STALE_SENDING_MS, memoryStore, newEntry, ownership, removeForSignOut, signOutCounts, type OutboxEntry } from './outbox-entry.js';
import { fetchSender, replay, sessionAccount, type CurrentAccount, type Send } from './replay.js';
import { executeOperation } from '../../engine/execute.js';
import { getOperation } from '../../ops/registry.js';
import { bodyWithWords } from '../../server/api/answers.js';
import type { ApiRequest } from '../../server/api/types.js';
import { sayOutcome } from '../../i18n/ops/say.js';
import ptBR from '../../i18n/messages/pt-BR/index.js';
import { errorWords as sharedWords } from '../../ops/_shared/i18n.js';

const TARGET = { id: 'url-checker', title: 'URL checker', method: 'POST' as const, path: '/url-checker' };
const ANA = 'ana@example.com';
const BEN = 'ben@example.com';
/** An entry queued by `owner` (Ana unless said). */
const entry = (url: string, at: number, owner: string | null = ANA): OutboxEntry => ({ ...newEntry(TARGET, { url }, at, owner), id: url });
const ok: Send = async (e) => ({ status: 200, body: { url: e.input.url } });
/** The server says `email` is signed in (null: nobody). */
const signedIn =
	(email: string | null): CurrentAccount =>
	async () =>
		email;
const asAna = signedIn(ANA);

describe('replay', () => {
	it('sends queued entries oldest first and keeps each answer, 4xx included', async () => {
		const store = memoryStore([entry('b', 2), entry('a', 1)]);
		const order: unknown[] = [];
		const result = await replay(
			store,
			async (e) => {
				order.push(e.input.url);
				return e.input.url === 'a' ? { status: 422, body: { detail: 'no' } } : { status: 200, body: {} };
			},
			asAna
		);
		expect(order).toEqual(['a', 'b']);
		expect(result).toEqual({ sent: 2, networkDown: false });
		const [a, b] = await store.list();
		expect(a).toMatchObject({ state: 'done', result: { status: 422, body: { detail: 'no' } } });
		expect(b).toMatchObject({ state: 'done', result: { status: 200 } });
	});

	it('never sends an entry twice when two replayers run at once', async () => {
		const store = memoryStore([entry('a', 1), entry('b', 2), entry('c', 3)]);
		const sent: unknown[] = [];
		const slow: Send = async (e) => {
			sent.push(e.input.url);
			await new Promise((r) => setTimeout(r, 5));
			return { status: 200, body: {} };
		};
		const [one, two] = await Promise.all([replay(store, slow, asAna), replay(store, slow, asAna)]);
		expect([...sent].sort()).toEqual(['a', 'b', 'c']);
		expect(one.sent + two.sent).toBe(3);
	});

	it('puts the entry back and stops on a network failure; fails it after MAX_ATTEMPTS', async () => {
		const store = memoryStore([entry('a', 1), entry('b', 2)]);
		const down: Send = async () => {
			throw new TypeError('Failed to fetch');
		};
		expect(await replay(store, down, asAna)).toEqual({ sent: 0, networkDown: true });
		let [a, b] = await store.list();
		expect(a).toMatchObject({ state: 'queued', attempts: 1, error: 'The server could not be reached (Failed to fetch).', errorCause: 'Failed to fetch' });
		expect(b).toMatchObject({ state: 'queued', attempts: 0 });
		for (let i = 1; i < MAX_ATTEMPTS; i++) await replay(store, down, asAna);
		[a, b] = await store.list();
		expect(a).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
		// The next one gets its turn once the first has given up.
		expect(b.state).toBe('queued');
	});

	it('keeps a 401 queued, marked as needing a sign-in, and sends it after one', async () => {
		const store = memoryStore([entry('a', 1)]);
		let calls = 0;
		const out = await replay(
			store,
			async () => {
				calls++;
				return { status: 401, body: { detail: 'sign in' } };
			},
			asAna
		);
		expect(calls).toBe(1);
		expect(out.sent).toBe(0);
		expect((await store.list())[0]).toMatchObject({ state: 'queued', needsSignIn: true });
		await replay(store, ok, asAna);
		expect((await store.list())[0]).toMatchObject({ state: 'done', needsSignIn: false, result: { status: 200 } });
	});

	it('leaves entries another replayer is sending, and requeues ones left sending too long', async () => {
		const fresh = { ...entry('a', 1), state: 'sending' as const, updatedAt: 1000 };
		const stale = { ...entry('b', 2), state: 'sending' as const, updatedAt: 1000 - STALE_SENDING_MS - 1 };
		const store = memoryStore([fresh, stale]);
		const sent: unknown[] = [];
		await replay(store, async (e) => (sent.push(e.input.url), { status: 200, body: {} }), asAna, { now: () => 1000 });
		expect(sent).toEqual(['b']);
		expect((await store.list()).map((e) => e.state)).toEqual(['sending', 'done']);
	});

	it('under the replay lock, requeues and sends an entry left sending by a closed page at once', async () => {
		const orphan = { ...entry('a', 1), state: 'sending' as const, updatedAt: 1000 };
		const store = memoryStore([orphan]);
		const sent: unknown[] = [];
		await replay(store, async (e) => (sent.push(e.input.url), { status: 200, body: {} }), asAna, { now: () => 1001, exclusive: true });
		expect(sent).toEqual(['a']);
		expect((await store.list())[0]).toMatchObject({ state: 'done' });
	});

	it('does not send an entry cancelled meanwhile', async () => {
		const store = memoryStore([entry('a', 1), entry('b', 2)]);
		const sent: unknown[] = [];
		await replay(
			store,
			async (e) => {
				sent.push(e.input.url);
				if (e.input.url === 'a') expect(await store.remove('b', ['queued', 'failed'])).toBe(true);
				return { status: 200, body: {} };
			},
			asAna
		);
		expect(sent).toEqual(['a']);
	});
});

describe('replay: an entry goes out only under the account that queued it', () => {
	it("sends the signed-in account's entries and leaves another account's queued, untouched", async () => {
		const store = memoryStore([entry('ana-1', 1, ANA), entry('ben-1', 2, BEN), entry('ana-2', 3, ANA)]);
		const sent: unknown[] = [];
		const result = await replay(store, async (e) => (sent.push(e.input.url), { status: 200, body: {} }), signedIn(BEN));
		expect(sent).toEqual(['ben-1']);
		expect(result).toEqual({ sent: 1, networkDown: false });
		const byId = Object.fromEntries((await store.list()).map((e) => [e.id, e]));
		expect(byId['ana-1']).toMatchObject({ state: 'queued', attempts: 0, owner: ANA });
		expect(byId['ana-1'].needsSignIn).toBeUndefined();
		expect(byId['ana-2']).toMatchObject({ state: 'queued', attempts: 0, owner: ANA });
		expect(byId['ben-1']).toMatchObject({ state: 'done', owner: BEN });
	});

	it('asks who is signed in before each entry: a switch of account mid-round stops the rest', async () => {
		const store = memoryStore([entry('a', 1), entry('b', 2), entry('c', 3)]);
		// Ana for the first check; then another tab signs out and in as Ben.
		const answers = [ANA, BEN, BEN];
		let asked = 0;
		const current: CurrentAccount = async () => answers[asked++];
		const sent: unknown[] = [];
		await replay(store, async (e) => (sent.push(e.input.url), { status: 200, body: {} }), current);
		expect(sent).toEqual(['a']);
		expect(asked).toBe(3);
		expect((await store.list()).map((e) => e.state)).toEqual(['done', 'queued', 'queued']);
	});

	it('signed out: sends nothing and marks the owned entries as needing a sign-in', async () => {
		const store = memoryStore([entry('a', 1), entry('b', 2, BEN)]);
		let calls = 0;
		const result = await replay(store, async () => (calls++, { status: 200, body: {} }), signedIn(null));
		expect(calls).toBe(0);
		expect(result).toEqual({ sent: 0, networkDown: false });
		expect((await store.list()).map((e) => [e.state, e.needsSignIn])).toEqual([
			['queued', true],
			['queued', true]
		]);
	});

	it('never sends an entry of nobody: queued with no account known, or by a version before owners', async () => {
		const legacy = entry('legacy', 1);
		delete legacy.owner;
		const store = memoryStore([legacy, entry('unowned', 2, null), entry('mine', 3)]);
		const sent: unknown[] = [];
		await replay(store, async (e) => (sent.push(e.input.url), { status: 200, body: {} }), asAna);
		expect(sent).toEqual(['mine']);
		const [a, b] = await store.list();
		expect(a).toMatchObject({ id: 'legacy', state: 'queued' });
		expect(b).toMatchObject({ id: 'unowned', state: 'queued', owner: null });
	});

	it('when the server cannot say who is signed in, sends nothing and counts no attempt', async () => {
		const store = memoryStore([entry('a', 1)]);
		let calls = 0;
		const unknown: CurrentAccount = async () => {
			throw new TypeError('Failed to fetch');
		};
		expect(await replay(store, async () => (calls++, { status: 200, body: {} }), unknown)).toEqual({ sent: 0, networkDown: true });
		expect(calls).toBe(0);
		expect((await store.list())[0]).toMatchObject({ state: 'queued', attempts: 0 });
	});

	it("sign-out deletes the account's entries in every state and nobody's, keeps another account's", async () => {
		const legacy = entry('legacy', 1);
		delete legacy.owner;
		const entries = [
			legacy,
			entry('unowned', 2, null),
			entry('queued', 3),
			{ ...entry('failed', 4), state: 'failed' as const },
			{ ...entry('sending', 5), state: 'sending' as const },
			{ ...entry('done', 6), state: 'done' as const, result: { status: 200, body: {} } },
			entry('ben', 7, BEN),
			{ ...entry('ben-done', 8, BEN), state: 'done' as const }
		];
		// Ana's: queued, failed, sending (not answered: 3) + nobody's 2 = 5 queued; 1 answer.
		expect(signOutCounts(entries, ANA)).toEqual({ queued: 5, answers: 1 });
		expect(signOutCounts(entries, BEN)).toEqual({ queued: 3, answers: 1 });
		const store = memoryStore(entries);
		expect(await removeForSignOut(store, ANA)).toBe(6);
		expect((await store.list()).map((e) => e.id)).toEqual(['ben', 'ben-done']);
	});

	it('names whose an entry is', () => {
		const legacy = entry('legacy', 1);
		delete legacy.owner;
		expect(ownership(entry('a', 1), ANA)).toBe('mine');
		expect(ownership(entry('a', 1), BEN)).toBe('other');
		expect(ownership(entry('a', 1), null)).toBe('other');
		expect(ownership(entry('a', 1, null), ANA)).toBe('unowned');
		expect(ownership(legacy, ANA)).toBe('legacy');
	});
});

describe('the store', () => {
	it('refuses to cancel an entry being sent, and to dismiss one not done', async () => {
		const store = memoryStore([{ ...entry('a', 1), state: 'sending' }, entry('b', 2)]);
		expect(await store.remove('a', ['queued', 'failed'])).toBe(false);
		expect(await store.remove('b', ['done'])).toBe(false);
		expect(await store.remove('b', ['queued', 'failed'])).toBe(true);
		expect((await store.list()).map((e) => e.id)).toEqual(['a']);
	});

	it('copies the input when queuing', () => {
		const input = { url: 'https://example.com', nested: { a: 1 } };
		const queued = newEntry(TARGET, input, 5, ANA);
		input.nested.a = 2;
		expect(queued).toMatchObject({ opId: 'url-checker', state: 'queued', attempts: 0, createdAt: 5, owner: ANA, input: { nested: { a: 1 } } });
	});
});

describe('fetchSender', () => {
	it('calls /api/v1 with the same-origin session and reads the JSON answer', async () => {
		const calls: [string, RequestInit][] = [];
		const send = fetchSender(async (url, init) => {
			calls.push([String(url), init!]);
			return new Response('{"reachable":false}', { status: 200 });
		});
		expect(await send(entry('https://example.com', 1))).toEqual({ status: 200, body: { reachable: false } });
		expect(calls[0][0]).toBe('/api/v1/url-checker');
		expect(calls[0][1]).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"url":"https://example.com"}' });
		expect(new Headers(calls[0][1].headers).get('x-utilkit-message-ids')).toBe('1');
	});
});

/**
 * /api/v1/url-checker as the server answers it: the operation run as the API core runs it, its
 * body written by the core's own answers.ts for the request's headers (with the message ids only
 * when the request asks for them).
 */
const urlCheckerApi: typeof fetch = async (url, init) => {
	expect(String(url)).toBe('/api/v1/url-checker');
	const headers = new Headers(init!.headers);
	const request = { method: 'POST', path: '/url-checker', search: '', body: String(init!.body), bodyTooLarge: false, header: (name: string) => headers.get(name) ?? undefined } satisfies ApiRequest;
	const result = await executeOperation(getOperation('url-checker')!, JSON.parse(request.body), { now: () => 0 });
	return new Response(JSON.stringify(bodyWithWords(request, result)), { status: result.status, headers: { 'content-type': 'application/json' } });
};

describe('the replay keeps what an answer says by message id', () => {
	it("asks for the ids, keeps them beside the API's own body, and the page can say the answer in its language", async () => {
		// docs/api.md, "The app's message ids": a URL without a scheme is refused by its words.
		const store = memoryStore([entry('example.com', 1)]);
		expect(await replay(store, fetchSender(urlCheckerApi), asAna)).toEqual({ sent: 1, networkDown: false });
		const [done] = await store.list();
		const plain = await urlCheckerApi('/api/v1/url-checker', { method: 'POST', body: '{"url":"example.com"}' });
		expect(done.result).toEqual({
			status: 422,
			body: await plain.json(),
			words: { module: '_shared', id: 'url_no_scheme', field: 'url', text: 'must include a scheme, http:// or https://' }
		});
		const said = await sayOutcome(done.result!, 'pt-BR', ptBR.tool.form.problems);
		expect(said?.message).toBe(`url: ${sharedWords['pt-BR'].url_no_scheme}`);
	});
});

describe('sessionAccount', () => {
	it('asks GET /account/session with the same-origin session and reads the e-mail', async () => {
		const calls: [string, RequestInit][] = [];
		const answers = ['{"account":{"email":"ana@example.com","name":"Ana"}}', '{"account":null}'];
		const current = sessionAccount(async (url, init) => {
			calls.push([String(url), init!]);
			return new Response(answers[calls.length - 1], { status: 200 });
		});
		expect(await current()).toBe(ANA);
		expect(await current()).toBeNull();
		expect(calls[0][0]).toBe('/account/session');
		expect(calls[0][1]).toMatchObject({ credentials: 'same-origin' });
		expect(calls[0][1].method ?? 'GET').toBe('GET');
	});

	it('rejects on an answer other than 200, so nothing is sent on a guess', async () => {
		const current = sessionAccount(async () => new Response('{"detail":"down"}', { status: 503 }));
		await expect(current()).rejects.toThrow();
	});
});
