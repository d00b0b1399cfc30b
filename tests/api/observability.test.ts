/**
 * Observability over real HTTP against the built server: /healthz, /readyz and /metrics at the
 * root (no key, no usage, no rate limit; /metrics behind METRICS_TOKEN), X-Request-Id on every
 * API answer, one access log line per API request, and no key, password, session cookie or
 * request body in the server's output (its stdout and stderr, as the harness captures them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type Server } from './harness';

const TOKEN = 'metrics-token-for-tests-5d1e';
const PASSWORD = 'PASSWORD-MARKER-correct horse 81c2';
const BODY_MARKER = 'BODY-MARKER-a9f07c';
let server: Server;
let key: string;
let limitedKey: string;

beforeAll(async () => {
	// VIES on a closed port: every VAT lookup is an upstream error.
	server = await startServer({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, VIES_BASE_URL: `http://127.0.0.1:${await freePort()}` });
	key = (await server.cli('keys', 'create', '--email', 'obs@example.com', '--plan', 'unlimited')).trim();
	await server.cli('plans', 'set', 'one-a-minute', '--per-minute', '1', '--per-month', 'unlimited');
	limitedKey = (await server.cli('keys', 'create', '--email', 'limited@example.com', '--plan', 'one-a-minute')).trim();
});
afterAll(() => server?.stop());

const root = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const metrics = async () => (await root('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();

/** The value of one sample of a Prometheus text exposition, by name and exact label set (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
	const want = Object.entries(labels)
		.map(([k, v]) => `${k}="${v}"`)
		.sort()
		.join(',');
	for (const line of text.split('\n')) {
		const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
		if (m && m[1] === name && (m[2] ?? '').split(',').filter(Boolean).sort().join(',') === want) return Number(m[3]);
	}
	return 0;
}

/** The server's JSON log lines. */
function logLines(): Record<string, unknown>[] {
	return server
		.output()
		.split('\n')
		.filter((l) => l.startsWith('{'))
		.map((l) => JSON.parse(l));
}

describe('/healthz', () => {
	it('200 {"status":"ok"} and nothing about the process, uncached, without a key; HEAD too; other methods 405', async () => {
		const res = await root('/healthz');
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(await res.json()).toEqual({ status: 'ok' });
		expect((await root('/healthz?probe=1', { method: 'HEAD' })).status).toBe(200);
		const post = await root('/healthz', { method: 'POST' });
		expect(post.status).toBe(405);
		expect(post.headers.get('allow')).toBe('GET, HEAD');
	});
});

describe('/readyz', () => {
	it('200 with each check when the store answers', async () => {
		const res = await root('/readyz');
		expect(res.status).toBe(200);
		expect(res.headers.get('cache-control')).toBe('no-store');
		const body = await res.json();
		expect(body.status).toBe('ok');
		expect(body.checks.store).toBe('ok');
		expect(Object.values(body.checks).every((s) => s === 'ok')).toBe(true);
	});
});

describe('probes are not API calls', () => {
	it('neither counted as usage nor rate limited, and not in the request metrics', async () => {
		for (let i = 0; i < 5; i++) {
			expect((await root('/healthz', { headers: { 'x-api-key': limitedKey } })).status).toBe(200);
			expect((await root('/readyz', { headers: { 'x-api-key': limitedKey } })).status).toBe(200);
		}
		// The one request a minute of this plan is still there.
		const first = await server.post('/hash', { input: 'x', algorithms: ['md5'] }, { 'x-api-key': limitedKey });
		expect(first.status).toBe(200);
		const second = await server.post('/hash', { input: 'x', algorithms: ['md5'] }, { 'x-api-key': limitedKey });
		expect(second.status).toBe(429);
		const text = await metrics();
		expect(text).not.toMatch(/operation="(healthz|readyz|metrics)"/);
		expect(sample(text, 'utilkit_rate_limit_rejections_total', { plan: 'one-a-minute' })).toBe(1);
		// The access line is written after the answer leaves: wait for it, as the tests below do.
		await expect.poll(() => logLines().filter((l) => l.msg === 'request' && l.status === 429).length).toBe(1);
	});
});

describe('/metrics', () => {
	it('401 without the bearer token or with a wrong one', async () => {
		const none = await root('/metrics');
		expect(none.status).toBe(401);
		expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
		expect(Object.keys(await none.json())).toEqual(['detail']);
		expect((await root('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
		expect((await root('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
	});

	it('requests per operation and status, latency histograms, upstream errors, process metrics', async () => {
		const before = await metrics();
		const hash = () => server.post('/hash', { input: 'abc', algorithms: ['sha256'] }, { 'x-api-key': key });
		for (let i = 0; i < 3; i++) expect((await hash()).status).toBe(200);
		expect((await server.post('/hash', { input: 'abc' })).status).toBe(401);
		expect((await server.post('/no-such-thing', {}, { 'x-api-key': key })).status).toBe(404);
		expect((await server.post('/vat-validator', { vat: 'DE136695976' }, { 'x-api-key': key })).status).toBe(502);

		const res = await root('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
		const after = await res.text();
		const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
		expect(delta('utilkit_http_requests_total', { operation: 'hash', status: '200' })).toBe(3);
		expect(delta('utilkit_http_requests_total', { operation: 'hash', status: '401' })).toBe(1);
		expect(delta('utilkit_http_requests_total', { operation: 'unmatched', status: '404' })).toBe(1);
		expect(delta('utilkit_http_requests_total', { operation: 'vat-validator', status: '502' })).toBe(1);
		expect(delta('utilkit_http_request_duration_seconds_count', { operation: 'hash' })).toBe(4);
		expect(delta('utilkit_http_request_duration_seconds_bucket', { operation: 'hash', le: '+Inf' })).toBe(4);
		expect(delta('utilkit_upstream_errors_total', { upstream: 'vies' })).toBe(1);
		expect(sample(after, 'utilkit_upstream_errors_total', { upstream: 'ai' })).toBe(0);
		expect(after).toContain('# TYPE utilkit_http_request_duration_seconds histogram');
		expect(after).toContain('process_cpu_user_seconds_total');
		expect(after).toContain('nodejs_heap_size_used_bytes');
		// Labels are operation ids, never URLs.
		expect(after).not.toContain('no-such-thing');
	});
});

describe('X-Request-Id', () => {
	it('on every API answer, errors included; a sane incoming id is kept, anything else replaced', async () => {
		const answers = await Promise.all([
			server.post('/hash', { input: 'abc', algorithms: ['md5'] }, { 'x-api-key': key }),
			server.post('/hash', { input: 'abc' }),
			server.post('/hash', '{not json', { 'x-api-key': key }),
			server.get('/hash', { 'x-api-key': key }),
			server.get('/nowhere'),
			server.get('/openapi.json')
		]);
		expect(answers.map((r) => r.status)).toEqual([200, 401, 422, 405, 404, 200]);
		const ids = answers.map((r) => r.headers.get('x-request-id'));
		for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
		expect(new Set(ids).size).toBe(ids.length);

		const kept = await server.post('/hash', { input: 'abc', algorithms: ['md5'] }, { 'x-api-key': key, 'x-request-id': 'lb-7f3e.9_A' });
		expect(kept.headers.get('x-request-id')).toBe('lb-7f3e.9_A');
		for (const bad of ['has space', 'x'.repeat(129), 'semi;colon']) {
			const res = await server.post('/hash', { input: 'abc', algorithms: ['md5'] }, { 'x-api-key': key, 'x-request-id': bad });
			expect(res.headers.get('x-request-id')).not.toBe(bad);
			expect(res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
		}
	});
});

describe('logs', () => {
	it('one access line per API request: request id, method, operation, status, duration, account', async () => {
		const res = await server.post('/hash', { input: 'abc', algorithms: ['md5'] }, { 'x-api-key': key, 'x-request-id': 'access-line-check' });
		expect(res.status).toBe(200);
		await expect.poll(() => logLines().filter((l) => l.requestId === 'access-line-check').length).toBe(1);
		const line = logLines().find((l) => l.requestId === 'access-line-check')!;
		expect(line).toMatchObject({ level: 30, msg: 'request', method: 'POST', operation: 'hash', route: '/hash', status: 200 });
		expect(typeof line.durationMs).toBe('number');
		expect(line.accountId).toEqual(expect.any(String));
		expect(typeof line.time).toBe('number');
	});

	it('never holds a key, a password, a session cookie or a request body', async () => {
		// A key, on success and on a failure.
		expect((await server.post('/hash', { input: BODY_MARKER, algorithms: ['md5'] }, { 'x-api-key': key })).status).toBe(200);
		expect((await server.post('/hash', { input: BODY_MARKER, algorithms: ['nope'] }, { 'x-api-key': key })).status).toBe(422);
		expect((await server.post('/hash', BODY_MARKER, { 'x-api-key': key })).status).toBe(422);
		expect((await server.get(`/hash?input=${BODY_MARKER}`, { 'x-api-key': key })).status).toBe(405);
		// A password: sign-up, a wrong sign-in, a right one; then the session on the API.
		const account = (path: string, body: unknown, headers: Record<string, string> = {}) =>
			root(`/account${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
		expect((await account('/signup', { email: 'logs@example.com', password: PASSWORD })).status).toBe(200);
		expect((await account('/signin', { email: 'logs@example.com', password: `${PASSWORD}-wrong` })).status).toBe(401);
		const signin = await account('/signin', { email: 'logs@example.com', password: PASSWORD });
		expect(signin.status).toBe(200);
		const session = /utilkit_session=([^;]+)/.exec(signin.headers.get('set-cookie') ?? '')![1];
		const viaSession = await server.post('/hash', { input: BODY_MARKER, algorithms: ['md5'] }, { cookie: `utilkit_session=${session}` });
		expect(viaSession.status).toBe(200);
		// A revoked key and a malformed one.
		expect((await server.post('/hash', { input: 'x', algorithms: ['md5'] }, { 'x-api-key': `${key}0` })).status).toBe(401);

		await expect.poll(() => logLines().some((l) => l.requestId === viaSession.headers.get('x-request-id'))).toBe(true);
		const output = server.output();
		expect(logLines().filter((l) => l.msg === 'request').length).toBeGreaterThan(10);
		for (const secret of [key, key.slice(5), PASSWORD, session, BODY_MARKER]) expect(output).not.toContain(secret);
	});
});
