import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '../../ops/define.js';
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

function core(meter: UsageMeter) {
	return createApiCore({
		operations: [broken, slowBroken],
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
		// The reserved quota unit was given back: the next answer still shows the full quota left.
		const again = await api.handle(request(p));
		expect(again.headers['x-quota-remaining']).toBe('9');
		await meter.flush();
		expect(await store.monthUsage(accountId, utcMonth(Date.now()))).toBe(0);
	});
});
