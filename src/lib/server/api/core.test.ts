import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, OperationError } from '../../engine/define.js';
import { catalog } from '../../engine/words.js';
import { generateApiKey, hashApiKey, keyHint } from '../auth/api-keys.js';
import { Authenticator } from '../auth/authenticator.js';
import { createMemoryRateLimiter } from '../limits/rate-limiter.js';
import { UsageMeter, utcMonth } from '../limits/usage-meter.js';
import { createStore, type Store } from '../store/index.js';
import { createApiCore, type ApiRequest } from './core.js';

// An operation with a bug in it: the API must answer a stable 500 and keep the cause in the log.
const broken = defineOperation({
	id: 'broken',
	group: 'security',
	title: 'Broken',
	summary: 'Throws an unexpected error',
	keywords: [],
	method: 'POST',
	path: '/broken',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({}),
	output: z.object({}),
	errors: [],
	examples: [],
	run() {
		throw new Error('secret internal detail at /srv/db.ts:42');
	}
});
const slowBroken = defineOperation({ ...broken, id: 'slow-broken', path: '/slow-broken', run: async () => Promise.reject(new TypeError('boom')) });

let store: Store;
let dir: string;
const logged: string[] = [];
let key: string;
let accountId: string;

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-core-'));
	store = await createStore({ dataDir: dir, databaseUrl: null });
	await store.upsertPlan({ name: 'tiny', perMinute: 100, perMonth: 10 });
	const account = await store.createAccount('core@example.com', 'tiny');
	accountId = account.id;
	key = generateApiKey();
	await store.createApiKey({ accountId, keyHash: hashApiKey(key), hint: keyHint(key), name: null });
});
afterAll(async () => {
	await store.close();
	fs.rmSync(dir, { recursive: true, force: true });
});

function core(meter: UsageMeter, operations = [broken, slowBroken]) {
	return createApiCore({
		operations,
		authenticator: new Authenticator(store),
		limiter: createMemoryRateLimiter(),
		meter,
		logger: pino({ level: 'error' }, { write: (line: string) => logged.push(line) }),
		corsOrigins: [],
		openApiJson: '{}'
	});
}

const request = (p: string): ApiRequest => ({
	method: 'POST',
	path: p,
	search: '',
	header: (name) => ({ 'x-api-key': key, 'content-type': 'application/json' })[name],
	body: '{}',
	bodyTooLarge: false
});

describe('5xx answers', () => {
	it.each(['/broken', '/slow-broken'])('%s → 500 {"detail"} without internals; logged with the request id; not counted', async (p) => {
		const meter = new UsageMeter(store);
		const api = core(meter);
		const answer = await api.handle(request(p));
		expect(answer.status).toBe(500);
		expect(JSON.parse(answer.body)).toEqual({ detail: 'Internal Server Error', code: 'internal_error' });
		expect(answer.body).not.toMatch(/secret|srv|boom|Error:/);
		const line = logged.find((l) => l.includes(answer.headers['x-request-id']));
		expect(line).toBeDefined();
		expect(JSON.parse(line!).operation).toBe(p.slice(1));
		// The reserved quota unit was given back, and the answer says so (as a 5xx answer does): the
		// next one still shows the full quota left.
		expect(answer.headers['x-quota-remaining']).toBe('10');
		const again = await api.handle(request(p));
		expect(again.headers['x-quota-remaining']).toBe('10');
		await meter.flush();
		expect(await store.monthUsage(accountId, utcMonth(Date.now()))).toBe(0);
	});
});

describe('streamed answers (Accept: text/event-stream)', () => {
	/** Writes the pieces it is given, failing after them when told to; hangs until the caller leaves with `hang`. */
	const writer = defineOperation({
		...broken,
		id: 'writer',
		path: '/writer',
		streams: 'text',
		input: z.object({ pieces: z.array(z.string()), fail: z.boolean().default(false), hang: z.boolean().default(false) }),
		output: z.object({ text: z.string() }),
		async run({ pieces, fail, hang }, ctx) {
			for (const piece of pieces) {
				ctx.stream?.delta(piece);
				await Promise.resolve();
			}
			if (hang) await new Promise((resolve) => ctx.stream!.signal.addEventListener('abort', resolve));
			if (fail || hang) throw new OperationError(502, 'the upstream stopped', { code: 'upstream_error' });
			return { text: pieces.join('') };
		}
	});
	const streamingCore = (meter: UsageMeter) => core(meter, [writer]);
	const streamRequest = (body: unknown): ApiRequest => ({
		...request('/writer'),
		header: (name) => ({ 'x-api-key': key, 'content-type': 'application/json', accept: 'text/event-stream' })[name],
		body: JSON.stringify(body)
	});
	async function read(events: AsyncIterable<string>) {
		let text = '';
		for await (const chunk of events) text += chunk;
		return text;
	}
	async function monthUsage(meter: UsageMeter) {
		await meter.flush();
		return store.monthUsage(accountId, utcMonth(Date.now()));
	}

	it('a stream written to its end counts one unit when it ends; one that fails on the way gives it back', async () => {
		const meter = new UsageMeter(store);
		const api = streamingCore(meter);
		const before = await monthUsage(meter);
		const ok = await api.handle(streamRequest({ pieces: ['a', 'b'] }));
		expect(ok.headers['content-type']).toBe('text/event-stream; charset=utf-8');
		expect(await read(ok.events!)).toBe('event: delta\ndata: {"delta":"a"}\n\nevent: delta\ndata: {"delta":"b"}\n\nevent: done\ndata: {"text":"ab"}\n\n');
		expect(await ok.events!.finished).toBe(true);
		expect(await monthUsage(meter)).toBe(before + 1);

		const failed = await api.handle(streamRequest({ pieces: ['a'], fail: true }));
		expect(await read(failed.events!)).toMatch(/event: error\ndata: {"detail":"the upstream stopped","code":"upstream_error","status":502}\n\n$/);
		expect(await monthUsage(meter)).toBe(before + 1);
	});

	it('a reader that stops early aborts the operation and gives the unit back', async () => {
		const meter = new UsageMeter(store);
		const api = streamingCore(meter);
		const before = await monthUsage(meter);
		const answer = await api.handle(streamRequest({ pieces: ['a'], hang: true }));
		const events = answer.events![Symbol.asyncIterator]();
		expect((await events.next()).value).toContain('"delta":"a"');
		await events.return(undefined);
		expect(answer.events!.signal.aborted).toBe(true);
		expect(await answer.events!.finished).toBe(false);
		expect(await monthUsage(meter)).toBe(before);
	});

	it('a failure before the first piece is a plain JSON answer with its status', async () => {
		const answer = await streamingCore(new UsageMeter(store)).handle(streamRequest({ pieces: [], fail: true }));
		expect(answer.events).toBeUndefined();
		expect(answer.status).toBe(502);
		expect(JSON.parse(answer.body)).toEqual({ detail: 'the upstream stopped', code: 'upstream_error' });
	});
});

describe("the app's message ids (docs/api.md)", () => {
	const said = catalog('core-test', { too_short: ({ min }: { min: number }) => `is shorter than ${min} letters` });
	const picky = defineOperation({
		...broken,
		id: 'picky',
		path: '/picky',
		input: z.object({ word: z.string().max(5) }),
		output: z.object({ word: z.string() }),
		run({ word }) {
			if (word.length < 2) throw said.error('too_short', { min: 2 }, { field: 'word' });
			return { word };
		}
	});
	const ask = (body: unknown, withIds: boolean): ApiRequest => ({
		...request('/picky'),
		header: (name) => ({ 'x-api-key': key, 'content-type': 'application/json', ...(withIds && { 'x-utilkit-message-ids': '1' }) })[name],
		body: JSON.stringify(body)
	});

	it('are in the body only when asked for: an error by its id, a validation failure by its issues', async () => {
		const api = core(new UsageMeter(store), [picky]);
		const plain = JSON.parse((await api.handle(ask({ word: 'a' }, false))).body);
		expect(plain).toEqual({ detail: 'word: is shorter than 2 letters', code: 'invalid_input' });
		const asked = JSON.parse((await api.handle(ask({ word: 'a' }, true))).body);
		expect(asked).toEqual({
			...plain,
			message_ids: { error: { module: 'core-test', id: 'too_short', values: { min: 2 }, field: 'word', text: 'is shorter than 2 letters' } }
		});
		const invalid = JSON.parse((await api.handle(ask({ word: 'toolong' }, true))).body);
		expect(invalid.detail).toBe('word: Too big: expected string to have <=5 characters');
		expect(invalid.message_ids.issues).toEqual([expect.objectContaining({ path: 'word', code: 'too_big', origin: 'string', maximum: 5 })]);
		// An answer with nothing to say by id is the contract's alone.
		expect(JSON.parse((await api.handle(ask({ word: 'ok' }, true))).body)).toEqual({ word: 'ok' });
	});
});
