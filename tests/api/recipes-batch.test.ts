/**
 * `POST /recipes/run` and `POST /batch` over real HTTP against the built server (docs/api.md,
 * "Recipes" and "Batch"): answers checked against node:crypto and the RFC 4648 alphabet, limits
 * at their exact boundaries (a recipe takes one unit per step, all or none; a batch item is a
 * single call of its own).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';

let server: Server;
const keys: Record<string, string> = {};

beforeAll(async () => {
	server = await startServer();
	await server.cli('plans', 'set', 'five-a-minute', '--per-minute', '5', '--per-month', 'unlimited');
	await server.cli('plans', 'set', 'six-a-month', '--per-minute', 'unlimited', '--per-month', '6');
	await server.cli('plans', 'set', 'three-a-minute', '--per-minute', '3', '--per-month', 'unlimited');
	for (const [name, plan] of [
		['open', 'unlimited'],
		['minute', 'five-a-minute'],
		['month', 'six-a-month'],
		['batchMinute', 'three-a-minute'],
		['batchMonth', 'six-a-month']
	]) {
		keys[name] = (await server.cli('keys', 'create', '--email', `${name.toLowerCase()}@example.com`, '--plan', plan)).trim();
	}
}, 120_000);
afterAll(() => server?.stop());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const encode = (input: string) => ({ op: '/encode', input: { input, scheme: 'base64', direction: 'encode' } });
const hashOf = { op: '/hash', input: { algorithms: ['sha256'] }, from: { input: '/output' } };
const run = (key: string, body: unknown) => server.post('/recipes/run', body, { 'x-api-key': key });

describe('POST /recipes/run', () => {
	it('chains base64 into SHA-256: the last answer, and every step', async () => {
		const res = await run(keys.open, { steps: [encode('hello'), hashOf] });
		expect(res.status).toBe(200);
		const body = await res.json();
		expect(body.output).toEqual({ input: 'aGVsbG8=', hashes: { sha256: sha256('aGVsbG8=') } });
		expect(body.steps).toEqual([
			{ op: '/encode', status: 200, body: { output: 'aGVsbG8=', scheme: 'base64', direction: 'encode' } },
			{ op: '/hash', status: 200, body: body.output }
		]);
	});

	it('a GET operation with a path parameter is a step too', async () => {
		const res = await run(keys.open, { steps: [{ op: '/country-info/PT' }, { op: '/hash', input: { algorithms: ['sha256'] }, from: { input: '/capital' } }] });
		expect(res.status).toBe(200);
		expect((await res.json()).output.hashes.sha256).toBe(sha256('Lisbon'));
	});

	it('the first failing step ends the run with its status, its number and the steps that ran', async () => {
		const res = await run(keys.open, { steps: [encode('a'), { op: '/hash', input: { algorithms: ['sha-256'] }, from: { input: '/output' } }, hashOf] });
		expect(res.status).toBe(422);
		const body = await res.json();
		expect(body.step).toBe(2);
		expect(body.code).toBe('invalid_input');
		expect(body.detail).toMatch(/^step 2 \(\/hash\): algorithms\.0: /);
		expect(body.steps.map((s: { status: number }) => s.status)).toEqual([200, 422]);
	});

	it.each([
		['no steps', { steps: [] }, /steps/],
		['21 steps', { steps: Array.from({ length: 21 }, () => encode('a')) }, /steps/],
		['an unknown operation', { steps: [encode('a'), { op: '/nope' }] }, /^step 2: \/nope is not an operation$/],
		['a pointer that is not one', { steps: [encode('a'), { op: '/hash', from: { input: 'output' } }] }, /JSON Pointer/],
		['an unknown key', { steps: [{ ...encode('a'), form: {} }] }, /form/]
	])('422 for %s, before anything runs or counts', async (_name, body, detail) => {
		const res = await run(keys.month, body);
		expect(res.status).toBe(422);
		const answer = await res.json();
		expect(answer.code).toBe('invalid_input');
		expect(answer.detail).toMatch(detail);
		expect(res.headers.get('x-quota-remaining')).toBeNull();
	});

	it('answers 401 without a key, 415 without JSON, 405 for GET', async () => {
		expect((await server.post('/recipes/run', { steps: [encode('a')] })).status).toBe(401);
		expect((await server.post('/recipes/run', 'steps', { 'x-api-key': keys.open, 'content-type': 'text/plain' })).status).toBe(415);
		const get = await server.get('/recipes/run', { 'x-api-key': keys.open });
		expect(get.status).toBe(405);
		expect(get.headers.get('allow')).toBe('POST');
	});

	it('takes one unit of the minute per step, all or none (5 a minute)', async () => {
		const three = await run(keys.minute, { steps: [encode('a'), hashOf, encode('b')] });
		expect(three.status).toBe(200);
		expect(three.headers.get('x-ratelimit-remaining')).toBe('2');
		// Three more do not fit in the two left: refused whole, nothing runs, nothing is taken.
		const refused = await run(keys.minute, { steps: [encode('a'), hashOf, encode('b')] });
		expect(refused.status).toBe(429);
		expect((await refused.json()).detail).toMatch(/needs 3 requests and 2 are left/);
		expect(refused.headers.get('retry-after')).toBe('60');
		const two = await run(keys.minute, { steps: [encode('a'), hashOf] });
		expect(two.status).toBe(200);
		expect(two.headers.get('x-ratelimit-remaining')).toBe('0');
		expect((await run(keys.minute, { steps: [encode('a')] })).status).toBe(429);
	});

	it('takes one unit of the month per step; steps that never ran give theirs back (6 a month)', async () => {
		const four = await run(keys.month, { steps: [encode('a'), hashOf, encode('b'), hashOf] });
		expect(four.status).toBe(200);
		expect(four.headers.get('x-quota-remaining')).toBe('2');
		expect((await run(keys.month, { steps: [encode('a'), hashOf, encode('b')] })).status).toBe(402);
		// Fails at step 1 of 2: one unit counts (a 422 counts, as a single call's does), one comes back.
		const failing = await run(keys.month, { steps: [{ op: '/encode', input: { input: '***', scheme: 'base64', direction: 'decode' } }, hashOf] });
		expect(failing.status).toBe(422);
		expect(failing.headers.get('x-quota-remaining')).toBe('1');
		const last = await server.post('/hash', { input: 'x' }, { 'x-api-key': keys.month });
		expect(last.status).toBe(200);
		expect(last.headers.get('x-quota-remaining')).toBe('0');
		expect((await server.post('/hash', { input: 'x' }, { 'x-api-key': keys.month })).status).toBe(402);
	});
});

describe('POST /batch', () => {
	it('answers 100 hashes in order, each as its own call would (node:crypto)', async () => {
		const texts = Array.from({ length: 100 }, (_, i) => `text ${i} ✓`);
		const res = await server.post('/batch', { requests: texts.map((input) => ({ op: '/hash', input: { input, algorithms: ['sha256'] } })) }, { 'x-api-key': keys.open });
		expect(res.status).toBe(200);
		const { responses } = await res.json();
		expect(responses).toHaveLength(100);
		responses.forEach((r: { status: number; body: { hashes: { sha256: string } } }, i: number) => {
			expect(r.status).toBe(200);
			expect(r.body.hashes.sha256).toBe(sha256(texts[i]));
		});
	});

	it('gives each item its own status: bad input, an unknown operation, an unknown country', async () => {
		const res = await server.post(
			'/batch',
			{ requests: [{ op: '/hash', input: { input: 'a', algorithms: ['md5'] } }, { op: '/hash', input: {} }, { op: '/nope', input: {} }, { op: '/country-info/XX' }] },
			{ 'x-api-key': keys.open }
		);
		expect(res.status).toBe(200);
		const { responses } = await res.json();
		expect(responses[0]).toEqual({ status: 200, body: { input: 'a', hashes: { md5: createHash('md5').update('a').digest('hex') } } });
		expect(responses[1].status).toBe(422);
		expect(responses[1].body.code).toBe('invalid_input');
		expect(responses[2]).toEqual({ status: 404, body: { detail: '/nope is not an operation', code: 'not_found' } });
		// The same answer as the single call gives.
		const single = await server.get('/country-info/XX', { 'x-api-key': keys.open });
		expect(responses[3]).toEqual({ status: single.status, body: await single.json() });
	});

	it('refuses 101 requests and a body that is not a batch with 422', async () => {
		const many = await server.post('/batch', { requests: Array.from({ length: 101 }, () => ({ op: '/hash', input: { input: 'a' } })) }, { 'x-api-key': keys.open });
		expect(many.status).toBe(422);
		expect((await many.json()).detail).toMatch(/requests/);
		expect((await server.post('/batch', { steps: [] }, { 'x-api-key': keys.open })).status).toBe(422);
		expect((await server.post('/batch', { requests: [] })).status).toBe(401);
	});

	it('checks the minute per item: past the limit, items answer 429 in place (3 a minute)', async () => {
		const res = await server.post('/batch', { requests: Array.from({ length: 5 }, (_, i) => ({ op: '/hash', input: { input: String(i) } })) }, { 'x-api-key': keys.batchMinute });
		expect(res.status).toBe(200);
		const { responses } = await res.json();
		expect(responses.map((r: { status: number }) => r.status)).toEqual([200, 200, 200, 429, 429]);
		expect(responses[3].body.code).toBe('rate_limited');
		expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
	});

	it('checks the month per item; an unknown operation uses no quota (6 a month)', async () => {
		const items = [...Array.from({ length: 4 }, () => ({ op: '/hash', input: { input: 'a' } })), { op: '/nope' }, ...Array.from({ length: 3 }, () => ({ op: '/hash', input: { input: 'b' } }))];
		const res = await server.post('/batch', { requests: items }, { 'x-api-key': keys.batchMonth });
		const { responses } = await res.json();
		expect(responses.map((r: { status: number }) => r.status)).toEqual([200, 200, 200, 200, 404, 200, 200, 402]);
		expect(res.headers.get('x-quota-remaining')).toBe('0');
	});
});
