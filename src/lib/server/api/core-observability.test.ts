import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../ops/registry.js';
import { generateApiKey, hashApiKey, keyHint } from '../auth/api-keys.js';
import { Authenticator } from '../auth/authenticator.js';
import { createMemoryRateLimiter } from '../limits/rate-limiter.js';
import { UsageMeter } from '../limits/usage-meter.js';
import { ApiMetrics } from '../observability/metrics.js';
import { createStore, type Store } from '../store/index.js';
import { acceptedRequestId, createApiCore, type ApiRequest } from './core.js';

let store: Store;
let dir: string;
let key: string;
let accountId: string;

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-core-obs-'));
	store = await createStore({ dataDir: dir, databaseUrl: null });
	await store.upsertPlan({ name: 'two-a-minute', perMinute: 2, perMonth: null });
	const account = await store.createAccount('obs@example.com', 'two-a-minute');
	accountId = account.id;
	key = generateApiKey();
	await store.createApiKey({ accountId, keyHash: hashApiKey(key), hint: keyHint(key), name: null });
});
afterAll(async () => {
	await store.close();
	fs.rmSync(dir, { recursive: true, force: true });
});

function setup() {
	const lines: string[] = [];
	const metrics = new ApiMetrics(OPERATIONS.map((op) => op.id));
	const api = createApiCore({
		operations: OPERATIONS,
		authenticator: new Authenticator(store),
		limiter: createMemoryRateLimiter(),
		meter: new UsageMeter(store),
		logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
		corsOrigins: [],
		openApiJson: '{}',
		metrics,
		now: () => Date.UTC(2026, 0, 1, 12, 0, 10)
	});
	return { api, metrics, lines };
}

const request = (headers: Record<string, string>, body = '{"input":"abc","algorithms":["sha256"]}'): ApiRequest => ({
	method: 'POST',
	path: '/hash',
	search: '',
	header: (name) => headers[name],
	body,
	bodyTooLarge: false
});

describe('request ids', () => {
	it.each([
		['abc-123_X.y', true],
		['a'.repeat(128), true],
		['a'.repeat(129), false],
		['', false],
		['has space', false],
		['semi;colon', false],
		['ünïcode', false],
		['line\nbreak', false]
	])('%j accepted: %s', (value, ok) => {
		expect(acceptedRequestId(value)).toBe(ok ? value : null);
	});

	it('echoes a sane incoming X-Request-Id and replaces any other, on successes and errors alike', async () => {
		const { api } = setup();
		const kept = await api.handle(request({ 'x-api-key': key, 'content-type': 'application/json', 'x-request-id': 'edge-42.a_b' }));
		expect(kept.status).toBe(200);
		expect(kept.headers['x-request-id']).toBe('edge-42.a_b');
		const replaced = await api.handle(request({ 'x-request-id': 'bad id\r\nx-injected: 1' }));
		expect(replaced.status).toBe(401);
		expect(replaced.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]+-[0-9a-z]+$/);
		const a = await api.handle({ ...request({}), path: '/nowhere' });
		const b = await api.handle({ ...request({}), path: '/nowhere' });
		expect(a.status).toBe(404);
		expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
	});
});

describe('access log and metrics', () => {
	it('one line per request with ids, status and time; never the key or the body', async () => {
		const { api, lines } = setup();
		const marker = 'BODY-MARKER-7f3a';
		const answer = await api.handle(request({ 'x-api-key': key, 'content-type': 'application/json' }, JSON.stringify({ input: marker, algorithms: ['md5'] })));
		expect(answer.status).toBe(200);
		expect(lines).toHaveLength(1);
		const line = JSON.parse(lines[0]);
		expect(line).toMatchObject({
			msg: 'request',
			requestId: answer.headers['x-request-id'],
			method: 'POST',
			operation: 'hash',
			route: '/hash',
			status: 200,
			accountId
		});
		expect(typeof line.durationMs).toBe('number');
		expect(lines[0]).not.toContain(key);
		expect(lines[0]).not.toContain(marker);
	});

	it('counts answers, the 429s of the rate limit by plan, and leaves nothing in flight', async () => {
		const { api, metrics } = setup();
		const headers = { 'x-api-key': key, 'content-type': 'application/json' };
		const statuses = [];
		for (let i = 0; i < 3; i++) statuses.push((await api.handle(request(headers))).status);
		expect(statuses).toEqual([200, 200, 429]);
		expect(metrics.forOperation('hash').statuses[200 - 100]).toBe(2);
		expect(metrics.forOperation('hash').statuses[429 - 100]).toBe(1);
		expect(metrics.forOperation('hash').count).toBe(3);
		expect(metrics.inFlight).toBe(0);
		const text = await metrics.render();
		expect(text).toContain('utilkit_rate_limit_rejections_total{plan="two-a-minute"} 1');
	});
});
