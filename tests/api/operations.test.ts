/**
 * Every operation's reference cases replayed over real HTTP against the built server, and the
 * common answers of the API's order of checks (docs/api.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CASES } from '../../src/lib/ops/all-cases';
import { expectCase } from '../../src/lib/ops/cases';
import { OPERATIONS } from '../../src/lib/ops/registry';
import { startServer, type Server } from './harness';

let server: Server;
let key: string;

beforeAll(async () => {
	server = await startServer();
	key = (await server.cli('keys', 'create', '--email', 'ops@example.com', '--plan', 'unlimited')).trim();
});
afterAll(async () => {
	await server?.stop();
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
		const res = await send(server, key, c.op, c.input);
		expectCase(expect, { status: res.status, body: await res.json() }, c);
	});
});

// Status and code from docs/api.md ("Order of checks", "Error codes"); every answer has its request id.
describe('the common answers', () => {
	const probes: [string, (s: Server, key: string) => Promise<Response>, number, string | null][] = [
		['no key', (s) => s.post('/hash', { input: 'a' }), 401, 'missing_api_key'],
		['bad key', (s) => s.post('/hash', { input: 'a' }, { 'x-api-key': 'ukit_nope' }), 401, 'invalid_api_key'],
		['unknown path', (s, k) => s.post('/nope', {}, { 'x-api-key': k }), 404, 'not_found'],
		['root', (s, k) => s.get('', { 'x-api-key': k }), 404, 'not_found'],
		['wrong method', (s, k) => s.get('/hash', { 'x-api-key': k }), 405, 'method_not_allowed'],
		// One trailing slash is ignored by the router (src/lib/engine/router.test.ts).
		['trailing slash', (s, k) => s.post('/hash/', { input: 'a' }, { 'x-api-key': k }), 200, null],
		[
			'form post from another origin',
			(s, k) =>
				fetch(`${s.url}/api/v1/hash`, {
					method: 'POST',
					headers: { 'x-api-key': k, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
					body: 'input=a'
				}),
			415,
			'unsupported_media_type'
		],
		['too large', (s, k) => s.post('/hash', { input: 'x'.repeat(1_100_000) }, { 'x-api-key': k }), 413, 'payload_too_large'],
		['malformed JSON', (s, k) => s.post('/hash', '{', { 'x-api-key': k }), 422, 'invalid_json'],
		['array body', (s, k) => s.post('/hash', [1], { 'x-api-key': k }), 422, 'invalid_input'],
		['openapi', (s) => s.get('/openapi.json'), 200, null],
		['success', (s, k) => s.post('/color-converter', { hex: '#0f766e' }, { 'x-api-key': k }), 200, null]
	];

	it.each(probes)('%s', async (_name, probe, status, code) => {
		const res = await probe(server, key);
		expect(res.status).toBe(status);
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		const body = await res.json();
		if (code) expect(body).toMatchObject({ detail: expect.any(String), code });
		if (status === 405) expect(res.headers.get('allow')).toBe('POST');
		expect(res.headers.get('x-request-id')).toBeTruthy();
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
