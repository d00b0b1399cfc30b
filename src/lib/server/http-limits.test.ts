import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { requestTimeoutOptions } from './http-limits.js';

describe('HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS', () => {
	it('default to 15 s and 60 s, far below node:http’s own 60 s and 300 s', () => {
		const config = loadConfig({});
		expect([config.headersTimeoutMs, config.requestTimeoutMs]).toEqual([15_000, 60_000]);
	});

	it('refuse a headers timeout longer than the request’s (node:http would throw at start)', () => {
		expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' })).toThrow(/HEADERS_TIMEOUT_MS/);
		expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '1.5s' })).toThrow(/HEADERS_TIMEOUT_MS/);
	});

	it('a long headers timeout alone raises the request timeout’s default with it', () => {
		expect(loadConfig({ HEADERS_TIMEOUT_MS: '90000' }).requestTimeoutMs).toBe(90_000);
	});

	it('check for expired requests often enough that a timeout overshoots by at most a quarter (and 5 s)', () => {
		expect(requestTimeoutOptions({ headersTimeoutMs: 15_000, requestTimeoutMs: 60_000 })).toEqual({
			headersTimeout: 15_000,
			requestTimeout: 60_000,
			connectionsCheckingInterval: 3_750
		});
		expect(requestTimeoutOptions({ headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 }).connectionsCheckingInterval).toBe(5_000);
		expect(requestTimeoutOptions({ headersTimeoutMs: 200, requestTimeoutMs: 200 }).connectionsCheckingInterval).toBe(100);
	});
});
