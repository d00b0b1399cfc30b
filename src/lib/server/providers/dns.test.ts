/**
 * The MX resolver against a real DNS peer on 127.0.0.1 (tests/peers/dns-peer.ts), answering MX
 * queries from a table, NXDOMAIN for unknown names, SERVFAIL on request, or nothing at all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RCODE, startDnsPeer, tableZone, type DnsPeer } from '../../../../tests/peers/dns-peer.js';
import { operations as emailValidation } from '../../ops/email-validation/index.js';
import { createApiCore } from '../api/core.js';
import { generateApiKey, hashApiKey, keyHint } from '../auth/api-keys.js';
import { Authenticator } from '../auth/authenticator.js';
import { createMemoryRateLimiter } from '../limits/rate-limiter.js';
import { UsageMeter } from '../limits/usage-meter.js';
import { createStore } from '../store/index.js';
import { createMxResolver, DNS_TIMEOUT_MS, DnsLookupError } from './dns.js';

const mx = (priority: number, exchange: string) => ({ type: 'MX' as const, priority, exchange });

/** Names the responder knows: MX records (in a deliberately unsorted order), or an rcode. */
const ZONE = tableZone({
	'example.test': { records: [mx(20, 'mx2.example.test'), mx(10, 'mx1.example.test'), mx(30, 'backup.example.net')] },
	'single.test': { records: [mx(0, 'mail.single.test')] },
	'nomx.test': { records: [] },
	'nullmx.test': { records: [mx(0, '')] },
	'broken.test': { rcode: RCODE.SERVFAIL },
	'refused.test': { rcode: RCODE.REFUSED }
});

let responder: DnsPeer;
let silent: DnsPeer;
let server: string;
let silentServer: string;

beforeAll(async () => {
	responder = await startDnsPeer(ZONE);
	silent = await startDnsPeer(ZONE, { silent: true }); // reads queries and never answers
	server = responder.server;
	silentServer = silent.server;
});
afterAll(() => {
	responder?.close();
	silent?.close();
});

describe('createMxResolver against a local DNS server', () => {
	it('returns the MX records sorted by priority, without trailing dots', async () => {
		const resolveMx = createMxResolver({ server });
		expect(await resolveMx('example.test')).toEqual([
			{ priority: 10, exchange: 'mx1.example.test' },
			{ priority: 20, exchange: 'mx2.example.test' },
			{ priority: 30, exchange: 'backup.example.net' }
		]);
		expect(await resolveMx('single.test')).toEqual([{ priority: 0, exchange: 'mail.single.test' }]);
		expect(responder.queries).toContain('example.test MX');
	});

	it('resolves NXDOMAIN and a name without MX records to []', async () => {
		const resolveMx = createMxResolver({ server });
		expect(await resolveMx('unknown.test')).toEqual([]);
		expect(await resolveMx('nomx.test')).toEqual([]);
	});

	it('passes a null MX (RFC 7505) through with the root as exchange', async () => {
		expect(await createMxResolver({ server })('nullmx.test')).toEqual([{ priority: 0, exchange: '' }]);
	});

	it('reuses an answer for a while and shares a lookup in flight, but never caches a failure', async () => {
		const count = (name: string) => responder.queries.filter((q) => q === `${name} MX`).length;
		const resolveMx = createMxResolver({ server, cacheMs: 300 });
		const before = count('single.test');
		const [a, b] = await Promise.all([resolveMx('single.test'), resolveMx('SINGLE.test')]);
		expect(a).toEqual(b);
		await resolveMx('single.test');
		expect(count('single.test') - before).toBe(1);
		await new Promise((r) => setTimeout(r, 350));
		await resolveMx('single.test');
		expect(count('single.test') - before).toBe(2);
		// NXDOMAIN is an answer (cached); SERVFAIL is a failure (asked again).
		const nx = count('unknown-cached.test');
		await resolveMx('unknown-cached.test');
		await resolveMx('unknown-cached.test');
		expect(count('unknown-cached.test') - nx).toBe(1);
		const broken = count('broken.test');
		await resolveMx('broken.test').catch(() => undefined);
		await resolveMx('broken.test').catch(() => undefined);
		expect(count('broken.test') - broken).toBe(2);
	});

	it('rejects SERVFAIL and REFUSED with a readable DnsLookupError', async () => {
		const resolveMx = createMxResolver({ server });
		await expect(resolveMx('broken.test')).rejects.toThrow(new DnsLookupError('the DNS server failed to answer (SERVFAIL)', 'ESERVFAIL'));
		await expect(resolveMx('refused.test')).rejects.toThrow('the DNS server refused the query');
	});

	it(
		'gives up on a server that never answers within the 3 s bound',
		async () => {
			const resolveMx = createMxResolver({ server: silentServer });
			const started = performance.now();
			const error = await resolveMx('example.test').catch((e: unknown) => e);
			const elapsed = performance.now() - started;
			expect(error).toBeInstanceOf(DnsLookupError);
			expect((error as DnsLookupError).code).toBe('ETIMEOUT');
			expect((error as Error).message).toBe('the DNS server did not answer within 3 s');
			expect(elapsed).toBeGreaterThanOrEqual(DNS_TIMEOUT_MS - 50);
			expect(elapsed).toBeLessThan(DNS_TIMEOUT_MS + 500);
		},
		10_000
	);

	it('honours a shorter bound', async () => {
		const started = performance.now();
		await expect(createMxResolver({ server: silentServer, timeoutMs: 300 })('example.test')).rejects.toThrow(
			'did not answer within 0.3 s'
		);
		expect(performance.now() - started).toBeLessThan(800);
	});

	it('keeps concurrent lookups independent (one timing out does not cancel the other)', async () => {
		const slow = createMxResolver({ server: silentServer, timeoutMs: 200 });
		const fast = createMxResolver({ server });
		const [a, b] = await Promise.allSettled([slow('example.test'), fast('single.test')]);
		expect(a.status).toBe('rejected');
		expect(b).toEqual({ status: 'fulfilled', value: [{ priority: 0, exchange: 'mail.single.test' }] });
	});

	it('refuses a DNS_SERVER that is not an IP address at creation', () => {
		expect(() => createMxResolver({ server: 'dns.example:53' })).toThrow(/DNS_SERVER must be an IP address/);
		expect(() => createMxResolver({ server: '[::1]:5353' })).not.toThrow();
		expect(() => createMxResolver({ server: '192.0.2.53' })).not.toThrow();
	});
});

describe('POST /email-validation through the API core, with this resolver in its context', () => {
	it('answers from the DNS server: MX sorted, NXDOMAIN as mx false, SERVFAIL as 502', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-dns-'));
		const store = await createStore({ dataDir: dir, databaseUrl: null });
		try {
			const account = await store.createAccount('dns@example.com', 'unlimited');
			const key = generateApiKey();
			await store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: null });
			const api = createApiCore({
				operations: emailValidation,
				authenticator: new Authenticator(store),
				limiter: createMemoryRateLimiter(),
				meter: new UsageMeter(store),
				logger: pino({ level: 'silent' }),
				corsOrigins: [],
				openApiJson: '{}',
				services: { resolveMx: createMxResolver({ server }) }
			});
			const post = async (email: string) => {
				const answer = await api.handle({
					method: 'POST',
					path: '/email-validation',
					search: '',
					header: (name) => ({ 'x-api-key': key, 'content-type': 'application/json' })[name],
					body: JSON.stringify({ email }),
					bodyTooLarge: false
				});
				return { status: answer.status, body: JSON.parse(answer.body) };
			};
			expect(await post('Postmaster@Example.TEST')).toEqual({
				status: 200,
				body: {
					email: 'Postmaster@Example.TEST',
					valid: true,
					checks: { format: true, mx: true, role: true },
					mx_records: [
						{ priority: 10, exchange: 'mx1.example.test' },
						{ priority: 20, exchange: 'mx2.example.test' },
						{ priority: 30, exchange: 'backup.example.net' }
					],
					suggestion: null
				}
			});
			expect((await post('jane@unknown.test')).body).toMatchObject({ valid: false, checks: { format: true, mx: false }, mx_records: [] });
			expect((await post('jane@nullmx.test')).body).toMatchObject({ valid: false, checks: { mx: false }, mx_records: [{ priority: 0, exchange: '.' }] });
			expect(await post('jane@broken.test')).toEqual({
				status: 502,
				body: { detail: 'MX lookup for broken.test failed: the DNS server failed to answer (SERVFAIL)', code: 'upstream_error' }
			});
		} finally {
			await store.close();
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});
});
