import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { BATCH_CONCURRENCY, type ApiCore, type ApiResponse } from '../api/core.js';
import { createMemoryRateLimiter } from '../limits/rate-limiter.js';
import type { Principal } from '../store/types.js';
import { OPERATIONS } from '../../ops/registry.js';
import { createMcpHandler, type McpHttpRequest } from './http.js';
import { MAX_BATCH_MESSAGES } from './messages.js';
import { buildToolSet, type ToolSet } from './tools.js';

// What /mcp does with a POST's JSON-RPC messages before and around the SDK (docs/api.md, "MCP
// server"): batches by protocol version (the 2025-06-18 changelog: "Remove support for JSON-RPC
// batching"; 2025-03-26 had them), the batch cap, the protocol messages' per-minute limit, tool
// calls of one batch at most BATCH_CONCURRENCY at once, and tools/list from JSON built once.

const logger = pino({ level: 'silent' });
const principal: Principal = { keyId: 'k1', keyHash: 'h', accountId: 'acct-1', active: true, plan: { name: 'unlimited', perMinute: null, perMonth: null } };
const authenticator = { resolve: () => principal };
const ok: ApiResponse = { status: 200, headers: {}, body: '{"hashes":{}}' };

function handlerWith(options: { core?: Partial<ApiCore>; perMinute?: number; tools?: ToolSet } = {}) {
	return createMcpHandler({
		core: (options.core ?? { call: () => ok }) as ApiCore,
		authenticator,
		logger,
		tools: options.tools ?? buildToolSet(OPERATIONS.filter((op) => op.id === 'hash')),
		origins: { appOrigin: null, listenHost: '0.0.0.0' },
		protocolLimit: { limiter: createMemoryRateLimiter(), perMinute: options.perMinute ?? 300 }
	});
}

function post(body: unknown, version?: string): McpHttpRequest {
	const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': 'ukit_good' });
	if (version) headers.set('mcp-protocol-version', version);
	return { method: 'POST', url: '/mcp', headers, body: JSON.stringify(body), tooLarge: false };
}

const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
const hashCall = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'hash', arguments: { input: 'abc' } } });

describe('JSON-RPC batches', () => {
	it('refused with 400 and a JSON-RPC Invalid Request (-32600) for 2025-06-18 and every later version', async () => {
		const handle = handlerWith();
		const later = SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v >= '2025-06-18');
		expect(later).toEqual(expect.arrayContaining(['2025-06-18', '2025-11-25']));
		for (const version of later) {
			const answer = await handle(post([ping(1), ping(2)], version));
			expect(answer.status, version).toBe(400);
			const body = await answer.json();
			expect(body, version).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
			expect(body.error.message).toMatch(/no JSON-RPC batches/);
			// One message per request is what those versions take.
			expect((await handle(post(ping(3), version))).status, version).toBe(200);
		}
	});

	it('2025-03-26 (and no version header, which means it): up to the cap answered, one more refused, and an empty one', async () => {
		const handle = handlerWith();
		expect(MAX_BATCH_MESSAGES).toBe(20);
		for (const version of ['2025-03-26', undefined]) {
			const full = await handle(post(Array.from({ length: 20 }, (_, i) => ping(i + 1)), version));
			expect(full.status).toBe(200);
			expect(await full.json()).toHaveLength(20);
			const over = await handle(post(Array.from({ length: 21 }, (_, i) => ping(i + 1)), version));
			expect(over.status).toBe(400);
			expect(await over.json()).toMatchObject({ id: null, error: { code: -32600, message: 'Invalid Request: a batch holds at most 20 messages, this one 21' } });
			// JSON-RPC 2.0, section 6: `[]` is an invalid request.
			expect((await handle(post([], version))).status).toBe(400);
		}
	});

	it(`runs one batch's tool calls at most ${BATCH_CONCURRENCY} at once, in order`, async () => {
		let running = 0;
		let most = 0;
		const started: number[] = [];
		const pending: (() => void)[] = [];
		const core = {
			call: (_principal: Principal, _operation: string, input: { n: number }) => {
				started.push(input.n);
				most = Math.max(most, ++running);
				return new Promise<ApiResponse>((resolve) => pending.push(() => (running--, resolve(ok))));
			}
		};
		const handle = handlerWith({ core: core as unknown as ApiCore });
		const calls = Array.from({ length: 20 }, (_, i) => ({ ...hashCall(i + 1), params: { name: 'hash', arguments: { n: i } } }));
		const answer = handle(post(calls, '2025-03-26'));
		// Once as many run as may (or all have started), release one: the next may then start.
		while (started.length < 20 || pending.length) {
			await new Promise((r) => setImmediate(r));
			if (running === BATCH_CONCURRENCY || started.length === 20) pending.shift()?.();
		}
		const res = await answer;
		expect(res.status).toBe(200);
		expect(await res.json()).toHaveLength(20);
		expect(most).toBe(BATCH_CONCURRENCY);
		expect(started).toEqual(Array.from({ length: 20 }, (_, i) => i));
	});
});

describe('protocol messages per minute', () => {
	it('past the limit: 429, Retry-After and a JSON-RPC error with the request id; tool calls are not counted', async () => {
		const handle = handlerWith({ perMinute: 3 });
		for (let i = 1; i <= 3; i++) expect((await handle(post(ping(i)))).status, `ping ${i}`).toBe(200);
		const refused = await handle(post(ping(4)));
		expect(refused.status).toBe(429);
		const retryAfter = Number(refused.headers.get('retry-after'));
		expect(retryAfter).toBeGreaterThanOrEqual(1);
		expect(retryAfter).toBeLessThanOrEqual(60);
		expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', id: 4, error: { code: -32000, message: expect.stringMatching(/^Too many MCP protocol messages: at most 3 a minute/) } });
		// Tool calls go through the API core and its plan limits, not this one.
		const call = await handle(post(hashCall(5)));
		expect(call.status).toBe(200);
		expect((await call.json()).result.isError).toBeFalsy();
	});

	it('a batch counts each of its protocol messages, all or none', async () => {
		const handle = handlerWith({ perMinute: 5 });
		expect((await handle(post([ping(1), ping(2), hashCall(3)]))).status).toBe(200);
		// 2 used, 3 left: 4 more do not fit and count nothing; 3 do.
		expect((await handle(post([ping(4), ping(5), ping(6), ping(7)]))).status).toBe(429);
		expect((await handle(post([ping(8), ping(9), ping(10)]))).status).toBe(200);
		expect((await handle(post(ping(11)))).status).toBe(429);
	});

	it('notifications count too (answered 202)', async () => {
		const handle = handlerWith({ perMinute: 1 });
		expect((await handle(post({ jsonrpc: '2.0', method: 'notifications/initialized' }))).status).toBe(202);
		expect((await handle(post({ jsonrpc: '2.0', method: 'notifications/initialized' }))).status).toBe(429);
	});
});

describe('tools/list', () => {
	it('answers the JSON serialized once: the list is not serialized again per call', async () => {
		const tools = buildToolSet(OPERATIONS.filter((op) => op.id === 'hash' || op.id === 'encode'));
		const expected = structuredClone(tools.list.tools);
		// Counts every later serialization of the first tool (JSON.stringify calls toJSON).
		let serialized = 0;
		const first = tools.list.tools[0];
		Object.defineProperty(first, 'toJSON', {
			enumerable: false,
			value() {
				serialized++;
				return { ...first };
			}
		});
		const handle = handlerWith({ tools });
		for (let i = 1; i <= 5; i++) {
			const answer = await handle(post({ jsonrpc: '2.0', id: i, method: 'tools/list' }));
			expect(answer.status).toBe(200);
			expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: i, result: { tools: expected } });
		}
		const batch = await handle(post([{ jsonrpc: '2.0', id: 'a', method: 'tools/list' }, ping(7), { jsonrpc: '2.0', id: 'b', method: 'tools/list' }]));
		expect(await batch.json()).toEqual([
			{ jsonrpc: '2.0', id: 'a', result: { tools: expected } },
			{ jsonrpc: '2.0', id: 7, result: {} },
			{ jsonrpc: '2.0', id: 'b', result: { tools: expected } }
		]);
		expect(serialized).toBe(0);
	});
});
