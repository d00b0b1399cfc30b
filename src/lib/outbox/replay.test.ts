import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, STALE_SENDING_MS, memoryStore, newEntry, type OutboxEntry } from './outbox-entry.js';
import { fetchSender, replay, type Send } from './replay.js';

const TARGET = { id: 'url-checker', title: 'URL checker', method: 'POST' as const, path: '/url-checker' };
const entry = (url: string, at: number): OutboxEntry => ({ ...newEntry(TARGET, { url }, at), id: url });
const ok: Send = async (e) => ({ status: 200, body: { url: e.input.url } });

describe('replay', () => {
	it('sends queued entries oldest first and keeps each answer, 4xx included', async () => {
		const store = memoryStore([entry('b', 2), entry('a', 1)]);
		const order: unknown[] = [];
		const result = await replay(store, async (e) => {
			order.push(e.input.url);
			return e.input.url === 'a' ? { status: 422, body: { detail: 'no' } } : { status: 200, body: {} };
		});
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
		const [one, two] = await Promise.all([replay(store, slow), replay(store, slow)]);
		expect([...sent].sort()).toEqual(['a', 'b', 'c']);
		expect(one.sent + two.sent).toBe(3);
	});

	it('puts the entry back and stops on a network failure; fails it after MAX_ATTEMPTS', async () => {
		const store = memoryStore([entry('a', 1), entry('b', 2)]);
		const down: Send = async () => {
			throw new TypeError('Failed to fetch');
		};
		expect(await replay(store, down)).toEqual({ sent: 0, networkDown: true });
		let [a, b] = await store.list();
		expect(a).toMatchObject({ state: 'queued', attempts: 1, error: 'The server could not be reached (Failed to fetch).', errorCause: 'Failed to fetch' });
		expect(b).toMatchObject({ state: 'queued', attempts: 0 });
		for (let i = 1; i < MAX_ATTEMPTS; i++) await replay(store, down);
		[a, b] = await store.list();
		expect(a).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
		// The next one gets its turn once the first has given up.
		expect(b.state).toBe('queued');
	});

	it('keeps a 401 queued, marked as needing a sign-in, and sends it after one', async () => {
		const store = memoryStore([entry('a', 1)]);
		let calls = 0;
		const out = await replay(store, async () => {
			calls++;
			return { status: 401, body: { detail: 'sign in' } };
		});
		expect(calls).toBe(1);
		expect(out.sent).toBe(0);
		expect((await store.list())[0]).toMatchObject({ state: 'queued', needsSignIn: true });
		await replay(store, ok);
		expect((await store.list())[0]).toMatchObject({ state: 'done', needsSignIn: false, result: { status: 200 } });
	});

	it('leaves entries another replayer is sending, and requeues ones left sending too long', async () => {
		const fresh = { ...entry('a', 1), state: 'sending' as const, updatedAt: 1000 };
		const stale = { ...entry('b', 2), state: 'sending' as const, updatedAt: 1000 - STALE_SENDING_MS - 1 };
		const store = memoryStore([fresh, stale]);
		const sent: unknown[] = [];
		await replay(store, async (e) => (sent.push(e.input.url), { status: 200, body: {} }), { now: () => 1000 });
		expect(sent).toEqual(['b']);
		expect((await store.list()).map((e) => e.state)).toEqual(['sending', 'done']);
	});

	it('under the replay lock, requeues and sends an entry left sending by a closed page at once', async () => {
		const orphan = { ...entry('a', 1), state: 'sending' as const, updatedAt: 1000 };
		const store = memoryStore([orphan]);
		const sent: unknown[] = [];
		await replay(store, async (e) => (sent.push(e.input.url), { status: 200, body: {} }), { now: () => 1001, exclusive: true });
		expect(sent).toEqual(['a']);
		expect((await store.list())[0]).toMatchObject({ state: 'done' });
	});

	it('does not send an entry cancelled meanwhile', async () => {
		const store = memoryStore([entry('a', 1), entry('b', 2)]);
		const sent: unknown[] = [];
		await replay(store, async (e) => {
			sent.push(e.input.url);
			if (e.input.url === 'a') expect(await store.remove('b', ['queued', 'failed'])).toBe(true);
			return { status: 200, body: {} };
		});
		expect(sent).toEqual(['a']);
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
		const queued = newEntry(TARGET, input, 5);
		input.nested.a = 2;
		expect(queued).toMatchObject({ opId: 'url-checker', state: 'queued', attempts: 0, createdAt: 5, input: { nested: { a: 1 } } });
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
	});
});
