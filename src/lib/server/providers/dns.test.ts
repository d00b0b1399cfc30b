/**
 * The MX resolver against a real DNS peer on 127.0.0.1 (tests/peers/dns-peer.ts), answering MX
 * queries from a table, NXDOMAIN for unknown names, SERVFAIL on request, or nothing at all.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
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
import { createDnsResolver, createMxResolver, DNS_TIMEOUT_MS, DnsLookupError, parseServer } from './dns.js';

const mx = (priority: number, exchange: string) => ({ type: 'MX' as const, priority, exchange });

/** Names the responder knows: MX records (in a deliberately unsorted order), or an rcode. */
const ZONE = tableZone({
	'example.test': { records: [mx(20, 'mx2.example.test'), mx(10, 'mx1.example.test'), mx(30, 'backup.example.net')] },
	'single.test': { records: [mx(0, 'mail.single.test')] },
	'nomx.test': { records: [] },
	'nullmx.test': { records: [mx(0, '')] },
	'broken.test': { rcode: RCODE.SERVFAIL },
	'refused.test': { rcode: RCODE.REFUSED },
	'notimp.test': { rcode: RCODE.NOTIMP },
	// Every type /dns asks for, with distinct TTLs (the peer is the reference: RFC 1035 encodings by hand).
	'all.test': {
		records: [
			{ type: 'A', address: '192.0.2.1', ttl: 300 },
			{ type: 'A', address: '192.0.2.2', ttl: 300 },
			{ type: 'AAAA', address: '2001:db8::1', ttl: 3600 },
			{ type: 'NS', target: 'ns1.all.test', ttl: 86400 },
			{ type: 'TXT', strings: ['v=spf1 ip4:192.0.2.0/24 ', '-all'], ttl: 120 },
			{ type: 'TXT', strings: ['café ☕'], ttl: 120 },
			{ type: 'SOA', mname: 'ns1.all.test', rname: 'hostmaster.all.test', serial: 2026112701, refresh: 7200, retry: 3600, expire: 1209600, minimum: 300, ttl: 900 },
			{ type: 'CAA', flags: 128, tag: 'issue', value: 'ca.example.net; account=230123', ttl: 60 },
			{ type: 'MX', priority: 10, exchange: 'mx.all.test', ttl: 4294967295 }
		]
	},
	'www.all.test': { records: [{ type: 'CNAME', target: 'all.test', ttl: 30 }] },
	'_sip._tcp.all.test': { records: [{ type: 'SRV', priority: 10, weight: 60, port: 5060, target: 'sip.all.test', ttl: 600 }] },
	'1.2.0.192.in-addr.arpa': { records: [{ type: 'PTR', target: 'all.test', ttl: 3600 }] },
	'big.test': { truncate: true, records: Array.from({ length: 40 }, (_, i) => ({ type: 'TXT' as const, strings: [`record ${i} `.padEnd(100, 'x')], ttl: 5 })) },
	'forged.test': { wrongId: true, records: [{ type: 'A', address: '192.0.2.9', ttl: 7 }] },
	'quiet.test': { silent: true }
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
		await expect(resolveMx('broken.test')).rejects.toMatchObject({ message: 'the DNS server failed to answer (SERVFAIL)', code: 'ESERVFAIL', words: { module: '_shared', id: 'dns_servfail', values: { rcode: 'SERVFAIL' } } });
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
		},
		10_000
	);

	it('honours a shorter bound', async () => {
		const started = performance.now();
		await expect(createMxResolver({ server: silentServer, timeoutMs: 300 })('example.test')).rejects.toThrow(
			'did not answer within 0.3 s'
		);
		// It gave up before the default bound would have.
		expect(performance.now() - started).toBeLessThan(DNS_TIMEOUT_MS);
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

describe('createDnsResolver against a local DNS server', () => {
	it('answers every record type with its TTL', async () => {
		const dns = createDnsResolver({ server });
		expect(await dns.query('all.test', 'A')).toEqual({ status: 'NOERROR', answers: [{ ttl: 300, address: '192.0.2.1' }, { ttl: 300, address: '192.0.2.2' }] });
		expect(await dns.query('all.test', 'AAAA')).toEqual({ status: 'NOERROR', answers: [{ ttl: 3600, address: '2001:db8::1' }] });
		expect(await dns.query('all.test', 'NS')).toEqual({ status: 'NOERROR', answers: [{ ttl: 86400, target: 'ns1.all.test' }] });
		expect(await dns.query('all.test', 'MX')).toEqual({ status: 'NOERROR', answers: [{ ttl: 4294967295, priority: 10, exchange: 'mx.all.test' }] });
		// RFC 7208 section 3.3: the strings of one TXT record are joined without spaces.
		expect(await dns.query('all.test', 'TXT')).toEqual({
			status: 'NOERROR',
			answers: [{ ttl: 120, text: 'v=spf1 ip4:192.0.2.0/24 -all' }, { ttl: 120, text: 'café ☕' }]
		});
		expect(await dns.query('all.test', 'SOA')).toEqual({
			status: 'NOERROR',
			answers: [{ ttl: 900, mname: 'ns1.all.test', rname: 'hostmaster.all.test', serial: 2026112701, refresh: 7200, retry: 3600, expire: 1209600, minimum: 300 }]
		});
		expect(await dns.query('all.test', 'CAA')).toEqual({ status: 'NOERROR', answers: [{ ttl: 60, flags: 128, tag: 'issue', value: 'ca.example.net; account=230123' }] });
		expect(await dns.query('www.all.test', 'CNAME')).toEqual({ status: 'NOERROR', answers: [{ ttl: 30, target: 'all.test' }] });
		expect(await dns.query('_sip._tcp.all.test', 'SRV')).toEqual({ status: 'NOERROR', answers: [{ ttl: 600, priority: 10, weight: 60, port: 5060, target: 'sip.all.test' }] });
		expect(await dns.query('1.2.0.192.in-addr.arpa', 'PTR')).toEqual({ status: 'NOERROR', answers: [{ ttl: 3600, target: 'all.test' }] });
	});

	it('tells NXDOMAIN (no such name) from NODATA (the name, without that type)', async () => {
		const dns = createDnsResolver({ server });
		expect(await dns.query('missing.all.test', 'A')).toEqual({ status: 'NXDOMAIN', answers: [] });
		expect(await dns.query('www.all.test', 'TXT')).toEqual({ status: 'NODATA', answers: [] });
		expect(await dns.query('all.test', 'SRV')).toEqual({ status: 'NODATA', answers: [] });
	});

	it('asks again over TCP when the UDP answer is truncated', async () => {
		const answer = await createDnsResolver({ server }).query('big.test', 'TXT');
		expect(answer.answers).toHaveLength(40);
		expect(answer.answers[39]).toEqual({ ttl: 5, text: 'record 39 '.padEnd(100, 'x') });
		expect(responder.tcpQueries).toContain('big.test TXT');
	});

	it('ignores answers with another id or another question (RFC 5452), and takes the right one', async () => {
		expect(await createDnsResolver({ server }).query('forged.test', 'A')).toEqual({ status: 'NOERROR', answers: [{ ttl: 7, address: '192.0.2.9' }] });
	});

	it('rejects error rcodes and silence with stable messages', async () => {
		const dns = createDnsResolver({ server, timeoutMs: 300 });
		await expect(dns.query('broken.test', 'A')).rejects.toThrow('the DNS server failed to answer (SERVFAIL)');
		await expect(dns.query('refused.test', 'TXT')).rejects.toThrow('the DNS server refused the query');
		await expect(dns.query('notimp.test', 'CAA')).rejects.toThrow('the DNS server answered with an error (NOTIMP)');
		await expect(dns.query('quiet.test', 'A')).rejects.toThrow('the DNS server did not answer within 0.3 s');
	});

	it('believes NXDOMAIN only from a server that knows the root zone (asked once, then remembered)', async () => {
		const dns = createDnsResolver({ server });
		const rootQuestions = () => responder.queries.filter((q) => q === ' NS').length;
		const before = rootQuestions();
		expect(await dns.query('missing-one.all.test', 'A')).toEqual({ status: 'NXDOMAIN', answers: [] });
		expect(await dns.query('missing-two.all.test', 'MX')).toEqual({ status: 'NXDOMAIN', answers: [] });
		expect(rootQuestions() - before).toBe(1);
		// Answers with records never need the check.
		await createDnsResolver({ server }).query('all.test', 'A');
		expect(rootQuestions() - before).toBe(1);
	});

	it('fails the lookup when the server answers NXDOMAIN even for the root zone (a resolver cut off from the internet)', async () => {
		const cutOff = await startDnsPeer(ZONE, { root: false });
		try {
			const dns = createDnsResolver({ server: cutOff.server });
			const error = await dns.query('gmail.com', 'MX').catch((e: unknown) => e);
			expect(error).toMatchObject({ name: 'DnsLookupError', message: 'the DNS server cannot resolve public names (it says the root zone does not exist)', code: 'ENOROOT', words: { id: 'dns_no_root' } });
			// What it does know is still answered: records are evidence enough.
			expect((await dns.query('all.test', 'A')).status).toBe('NOERROR');
			// The MX lookup of e-mail validation fails too, instead of "no MX records".
			await expect(createMxResolver({ server: cutOff.server })('gmail.com')).rejects.toThrow('cannot resolve public names');
		} finally {
			cutOff.close();
		}
	});

	it('fails the lookup when the root check itself fails (SERVFAIL for the root)', async () => {
		const failing = await startDnsPeer((name) => (name === '' ? { rcode: RCODE.SERVFAIL } : undefined));
		try {
			await expect(createDnsResolver({ server: failing.server }).query('example.test', 'A')).rejects.toThrow('the DNS server failed to answer (SERVFAIL)');
		} finally {
			failing.close();
		}
	});

	it('reports a server nobody listens on as unreachable', async () => {
		const closed = await startDnsPeer(ZONE);
		closed.close();
		await expect(createDnsResolver({ server: closed.server }).query('all.test', 'A')).rejects.toThrow('the DNS server could not be reached');
	});

	it('reads DNS_SERVER in its documented forms', () => {
		expect(parseServer('192.0.2.53')).toEqual({ host: '192.0.2.53', port: 53, family: 4 });
		expect(parseServer('192.0.2.53:5353')).toEqual({ host: '192.0.2.53', port: 5353, family: 4 });
		expect(parseServer('2001:db8::53')).toEqual({ host: '2001:db8::53', port: 53, family: 6 });
		expect(parseServer('[2001:db8::53]:5353')).toEqual({ host: '2001:db8::53', port: 5353, family: 6 });
		expect(parseServer('dns.example')).toBeNull();
		expect(parseServer('192.0.2.53:70000')).toBeNull();
	});

	// dig (ISC BIND's client), where installed, is a second reading of the same zone.
	const dig = (() => {
		try {
			execFileSync('dig', ['-v'], { stdio: 'ignore' });
			return true;
		} catch {
			return false;
		}
	})();
	it.skipIf(!dig)('agrees with dig on every type', async () => {
		const dns = createDnsResolver({ server });
		const [host, port] = server.split(':');
		const questions: [string, 'A' | 'AAAA' | 'MX' | 'TXT' | 'NS' | 'CNAME' | 'SOA' | 'CAA' | 'SRV' | 'PTR'][] = [
			['all.test', 'A'], ['all.test', 'AAAA'], ['all.test', 'MX'], ['all.test', 'NS'], ['all.test', 'SOA'], ['all.test', 'CAA'],
			['www.all.test', 'CNAME'], ['_sip._tcp.all.test', 'SRV'], ['1.2.0.192.in-addr.arpa', 'PTR']
		];
		for (const [name, type] of questions) {
			// Asynchronously: the peer answers from this process's event loop.
			const { stdout: out } = await promisify(execFile)('dig', [`@${host}`, '-p', port, '+noall', '+answer', '+nottlunits', name, type], { encoding: 'utf8' });
			// dig's lines: owner TTL class type rdata (names with their trailing dot).
			const digged = out.trim().split('\n').map((line) => {
				const [, ttl, , , ...rdata] = line.split(/\s+/);
				return { ttl: Number(ttl), rdata: rdata.join(' ').replace(/\.(\s|$)/g, '$1').replace(/"/g, '') };
			});
			const ours = (await dns.query(name, type)).answers.map((r) => {
				const { ttl, ...rest } = r as Record<string, unknown> & { ttl: number };
				return { ttl, rdata: Object.values(rest).join(' ') };
			});
			expect(ours, `${name} ${type}`).toEqual(digged);
		}
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
