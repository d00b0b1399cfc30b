/**
 * Every operation's reference cases replayed over real HTTP, through both adapters of the one
 * API core: the lean node:http dispatcher (production default) and the SvelteKit route
 * (`API_DISPATCH=sveltekit`, also what `vite dev` uses). Both must answer identically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CASES } from '../../src/lib/ops/all-cases';
import { expectCase } from '../../src/lib/ops/cases';
import { OPERATIONS } from '../../src/lib/ops/registry';
import { startServer, startedTogether, type Server } from './harness';

let lean: Server;
let kit: Server;
let leanKey: string;
let kitKey: string;

beforeAll(async () => {
	[lean, kit] = await startedTogether([startServer(), startServer({ API_DISPATCH: 'sveltekit' })]);
	[leanKey, kitKey] = await Promise.all([
		lean.cli('keys', 'create', '--email', 'ops@example.com', '--plan', 'unlimited').then((s) => s.trim()),
		kit.cli('keys', 'create', '--email', 'ops@example.com', '--plan', 'unlimited').then((s) => s.trim())
	]);
});
afterAll(async () => {
	await Promise.all([lean?.stop(), kit?.stop()]);
});

/** Sends a case the way a client would: POST with a JSON body, or GET with path and query. */
function send(server: Server, key: string, opId: string, input: unknown): Promise<Response> {
	const op = OPERATIONS.find((o) => o.id === opId);
	if (!op) throw new Error(`unknown op ${opId}`);
	if (op.method === 'POST') return server.post(op.path, input, { 'x-api-key': key });
	const fields = { ...(input as Record<string, unknown>) };
	const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = encodeURIComponent(String(fields[name] ?? ''));
		delete fields[name];
		return value;
	});
	const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
	return server.get(query ? `${path}?${query}` : path, { 'x-api-key': key });
}

// Cases with a fixed clock (RFC 6238 times) run where the clock can be set: unit tests and the worker.
const httpCases = ALL_CASES.filter((c) => c.now === undefined);

describe('reference cases over HTTP', () => {
	it('has cases for every operation', () => {
		expect(new Set(httpCases.map((c) => c.op))).toEqual(new Set(OPERATIONS.map((o) => o.id)));
	});

	it.each(httpCases.map((c) => [`${c.op}: ${c.name}`, c] as const))('%s', async (_name, c) => {
		const [a, b] = await Promise.all([send(lean, leanKey, c.op, c.input), send(kit, kitKey, c.op, c.input)]);
		const [bodyA, bodyB] = await Promise.all([a.json(), b.json()]);
		expectCase(expect, { status: a.status, body: bodyA }, c);
		expectCase(expect, { status: b.status, body: bodyB }, c);
	});
});

describe('the two adapters answer identically', () => {
	const probes: [string, (s: Server, key: string) => Promise<Response>][] = [
		['no key', (s) => s.post('/hash', { input: 'a' })],
		['bad key', (s) => s.post('/hash', { input: 'a' }, { 'x-api-key': 'ukit_nope' })],
		['unknown path', (s, k) => s.post('/nope', {}, { 'x-api-key': k })],
		['root', (s, k) => s.get('', { 'x-api-key': k })],
		['wrong method', (s, k) => s.get('/hash', { 'x-api-key': k })],
		['trailing slash', (s, k) => s.post('/hash/', { input: 'a' }, { 'x-api-key': k })],
		['form post from another origin', (s, k) =>
			fetch(`${s.url}/api/v1/hash`, {
				method: 'POST',
				headers: { 'x-api-key': k, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
				body: 'input=a'
			})],
		['too large', (s, k) => s.post('/hash', { input: 'x'.repeat(1_100_000) }, { 'x-api-key': k })],
		['malformed JSON', (s, k) => s.post('/hash', '{', { 'x-api-key': k })],
		['array body', (s, k) => s.post('/hash', [1], { 'x-api-key': k })],
		['openapi', (s) => s.get('/openapi.json')],
		['success', (s, k) => s.post('/color-converter', { hex: '#0f766e' }, { 'x-api-key': k })]
	];
	const COMPARED_HEADERS = ['content-type', 'allow', 'retry-after', 'x-ratelimit-limit', 'x-quota-limit', 'cache-control'];

	it.each(probes)('%s', async (_name, probe) => {
		const [a, b] = await Promise.all([probe(lean, leanKey), probe(kit, kitKey)]);
		expect(b.status).toBe(a.status);
		expect(await b.text()).toBe(await a.text());
		for (const h of COMPARED_HEADERS) expect(b.headers.get(h), h).toBe(a.headers.get(h));
		expect(a.headers.get('x-request-id')).toBeTruthy();
		expect(b.headers.get('x-request-id')).toBeTruthy();
	});
});

describe('operator settings reach the operations', () => {
	it('CHAT_LINK_HOST sets the host of click-to-chat links', async () => {
		const custom = await startServer({ CHAT_LINK_HOST: 'https://chat.example.test/' });
		try {
			const key = (await custom.cli('keys', 'create', '--email', 'chat@example.com', '--plan', 'unlimited')).trim();
			const res = await custom.post('/wpp-url/generate', { phone: '+55 11 98765-4321', message: 'Olá mundo' }, { 'x-api-key': key });
			expect(res.status).toBe(200);
			// encodeURIComponent of "Olá mundo" per RFC 3986 percent-encoding of UTF-8 bytes.
			expect(await res.json()).toEqual({
				phone_normalized: '5511987654321',
				link: 'https://chat.example.test/5511987654321',
				link_with_message: 'https://chat.example.test/5511987654321?text=Ol%C3%A1%20mundo'
			});
		} finally {
			await custom.stop();
		}
	});
});
