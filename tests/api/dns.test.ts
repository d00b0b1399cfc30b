/**
 * POST /dns and POST /email/auth over real HTTP against the built server, with DNS_SERVER
 * pointing at a local DNS server (tests/peers/dns-peer.ts) whose zone is the reference: every
 * record type with its TTL, NXDOMAIN against NODATA, a truncated answer completed over TCP,
 * failures as 502, and SPF/DMARC/MTA-STS records with their issues.
 * (tests/api/operations.test.ts replays the reference cases against the default resolver.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RCODE, startDnsPeer, tableZone, type DnsPeer } from '../peers/dns-peer.js';
import { startServer, type Server } from './harness.js';

const txt = (...strings: string[]) => ({ type: 'TXT' as const, strings, ttl: 300 });

const ZONE = tableZone({
	'example.test': {
		records: [
			{ type: 'A', address: '192.0.2.10', ttl: 3600 },
			{ type: 'AAAA', address: '2001:db8::10', ttl: 3600 },
			{ type: 'MX', priority: 10, exchange: 'mx.example.test', ttl: 1800 },
			{ type: 'NS', target: 'ns1.example.test', ttl: 172800 },
			{ type: 'SOA', mname: 'ns1.example.test', rname: 'hostmaster.example.test', serial: 2026112701, refresh: 7200, retry: 900, expire: 1209600, minimum: 86400, ttl: 3600 },
			{ type: 'CAA', flags: 0, tag: 'issue', value: 'letsencrypt.org', ttl: 3600 },
			// RFC 7208 section 3.3: a long SPF record split into strings, joined without spaces.
			txt('v=spf1 ip4:192.0.2.0/24 include:_spf.exam', 'ple.net ~all'),
			txt('google-site-verification=abc')
		]
	},
	'_dmarc.example.test': { records: [txt('v=DMARC1; p=quarantine; pct=50; rua=mailto:dmarc@example.test')] },
	'_mta-sts.example.test': { records: [txt('v=STSv1; id=20260101000000Z;')] },
	'www.example.test': { records: [{ type: 'CNAME', target: 'example.test', ttl: 60 }] },
	'_imaps._tcp.example.test': { records: [{ type: 'SRV', priority: 0, weight: 1, port: 993, target: 'imap.example.test', ttl: 600 }] },
	'10.2.0.192.in-addr.arpa': { records: [{ type: 'PTR', target: 'example.test', ttl: 86400 }] },
	'xn--bcher-kva.test': { records: [{ type: 'A', address: '192.0.2.20', ttl: 60 }] },
	'big.test': { truncate: true, records: Array.from({ length: 30 }, (_, i) => txt(`entry ${i} `.padEnd(120, '-'))) },
	// Open relay of SPF, DMARC that only watches, no MTA-STS.
	'loose.test': { records: [txt('v=spf1 +all'), txt('v=spf1 mx -all')] },
	'_dmarc.loose.test': { records: [txt('v=DMARC1; p=none')] },
	'broken.test': { rcode: RCODE.SERVFAIL },
	'refused.test': { rcode: RCODE.REFUSED },
	'slow.test': { silent: true }
});

let peer: DnsPeer;
let server: Server;
let key: string;

beforeAll(async () => {
	peer = await startDnsPeer(ZONE);
	server = await startServer({ DNS_SERVER: peer.server });
	key = (await server.cli('keys', 'create', '--email', 'dns@example.com', '--plan', 'unlimited')).trim();
});
afterAll(async () => {
	await server?.stop();
	peer?.close();
});

async function post(path: string, body: unknown) {
	const res = await server.post(path, body, { 'x-api-key': key });
	return { status: res.status, body: await res.json() };
}

describe('POST /dns against a local DNS server', () => {
	it('answers each type with its typed records and TTLs', async () => {
		const q = (name: string, type: string) => post('/dns', { name, type });
		expect(await q('example.test', 'A')).toEqual({ status: 200, body: { name: 'example.test', type: 'A', status: 'NOERROR', answers: [{ address: '192.0.2.10', ttl: 3600 }] } });
		expect((await q('example.test', 'AAAA')).body.answers).toEqual([{ address: '2001:db8::10', ttl: 3600 }]);
		expect((await q('example.test', 'MX')).body.answers).toEqual([{ priority: 10, exchange: 'mx.example.test', ttl: 1800 }]);
		expect((await q('example.test', 'NS')).body.answers).toEqual([{ target: 'ns1.example.test', ttl: 172800 }]);
		expect((await q('example.test', 'SOA')).body.answers).toEqual([
			{ mname: 'ns1.example.test', rname: 'hostmaster.example.test', serial: 2026112701, refresh: 7200, retry: 900, expire: 1209600, minimum: 86400, ttl: 3600 }
		]);
		expect((await q('example.test', 'CAA')).body.answers).toEqual([{ flags: 0, tag: 'issue', value: 'letsencrypt.org', ttl: 3600 }]);
		expect((await q('example.test', 'TXT')).body.answers).toEqual([
			{ text: 'v=spf1 ip4:192.0.2.0/24 include:_spf.example.net ~all', ttl: 300 },
			{ text: 'google-site-verification=abc', ttl: 300 }
		]);
		expect((await q('www.example.test.', 'CNAME')).body).toEqual({ name: 'www.example.test', type: 'CNAME', status: 'NOERROR', answers: [{ target: 'example.test', ttl: 60 }] });
		expect((await q('_imaps._tcp.example.test', 'SRV')).body.answers).toEqual([{ priority: 0, weight: 1, port: 993, target: 'imap.example.test', ttl: 600 }]);
		expect((await q('192.0.2.10', 'PTR')).body).toEqual({ name: '10.2.0.192.in-addr.arpa', type: 'PTR', status: 'NOERROR', answers: [{ target: 'example.test', ttl: 86400 }] });
		expect((await q('Bücher.test', 'A')).body).toEqual({ name: 'xn--bcher-kva.test', type: 'A', status: 'NOERROR', answers: [{ address: '192.0.2.20', ttl: 60 }] });
	});

	it('tells NXDOMAIN from NODATA, and completes a truncated answer over TCP', async () => {
		expect((await post('/dns', { name: 'nowhere.example.test', type: 'A' })).body).toEqual({ name: 'nowhere.example.test', type: 'A', status: 'NXDOMAIN', answers: [] });
		expect((await post('/dns', { name: 'www.example.test', type: 'MX' })).body).toEqual({ name: 'www.example.test', type: 'MX', status: 'NODATA', answers: [] });
		const big = await post('/dns', { name: 'big.test', type: 'TXT' });
		expect(big.status).toBe(200);
		expect(big.body.answers).toHaveLength(30);
		expect(big.body.answers[29]).toEqual({ text: 'entry 29 '.padEnd(120, '-'), ttl: 300 });
		expect(peer.tcpQueries).toContain('big.test TXT');
	});

	it('answers 502 with a stable message when the server fails, refuses or stays silent', async () => {
		expect(await post('/dns', { name: 'broken.test', type: 'A' })).toEqual({
			status: 502,
			body: { detail: 'DNS lookup of broken.test A failed: the DNS server failed to answer (SERVFAIL)', code: 'upstream_error' }
		});
		expect((await post('/dns', { name: 'refused.test', type: 'NS' })).body.detail).toBe('DNS lookup of refused.test NS failed: the DNS server refused the query');
		expect(await post('/dns', { name: 'slow.test', type: 'A' })).toEqual({
			status: 502,
			body: { detail: 'DNS lookup of slow.test A failed: the DNS server did not answer within 3 s', code: 'upstream_error' }
		});
	});

	it('answers 422 naming the field for a bad name or type', async () => {
		expect(await post('/dns', { name: 'a..b', type: 'A' })).toEqual({ status: 422, body: { detail: 'name: has an empty label (two dots in a row, or a leading dot)', code: 'invalid_input' } });
		expect((await post('/dns', { name: 'example.test', type: 'HINFO' })).status).toBe(422);
		expect((await post('/dns', { name: 'example.test', type: 'PTR' })).body.detail).toBe('name: for PTR, an IPv4 or IPv6 address');
	});
});

describe('POST /email/auth against a local DNS server', () => {
	it('reads SPF, DMARC and MTA-STS and names what is loose', async () => {
		expect(await post('/email/auth', { domain: 'example.test' })).toEqual({
			status: 200,
			body: {
				domain: 'example.test',
				spf: {
					record: 'v=spf1 ip4:192.0.2.0/24 include:_spf.example.net ~all',
					mechanisms: ['ip4:192.0.2.0/24', 'include:_spf.example.net', '~all'],
					modifiers: [],
					all: '~all',
					lookups: 1
				},
				dmarc: { record: 'v=DMARC1; p=quarantine; pct=50; rua=mailto:dmarc@example.test', domain: '_dmarc.example.test', policy: 'quarantine', subdomain_policy: 'quarantine', pct: 50, rua: ['mailto:dmarc@example.test'] },
				mta_sts: { record: 'v=STSv1; id=20260101000000Z;', id: '20260101000000Z' },
				issues: ['DMARC pct is below 100: the policy applies to part of the failing mail']
			}
		});
		const loose = await post('/email/auth', { domain: 'loose.test' });
		expect(loose.body.issues).toEqual([
			'several SPF records: receivers answer permerror (RFC 7208 section 4.5)',
			'SPF ends in +all: any host may send mail as the domain',
			'DMARC policy is p=none: failing mail is only reported, not refused',
			'DMARC has no rua address: nobody receives aggregate reports',
			'no MTA-STS record'
		]);
	});

	it('answers 502 when a lookup fails', async () => {
		expect(await post('/email/auth', { domain: 'broken.test' })).toEqual({
			status: 502,
			body: { detail: 'DNS lookup of broken.test TXT failed: the DNS server failed to answer (SERVFAIL)', code: 'upstream_error' }
		});
	});
});

describe('a DNS server that cannot resolve public names, or is not there', () => {
	// A resolver cut off from the internet answers NXDOMAIN for every name (a sandbox's stub, a
	// captive network): its NXDOMAIN must not read as "no such domain" (src/lib/ops/dns/README.md).
	let cutOff: DnsPeer;
	let cutServer: Server;
	let closedServer: Server;
	let cutKey: string;
	let closedKey: string;

	beforeAll(async () => {
		const { freePort } = await import('./harness.js');
		cutOff = await startDnsPeer(() => undefined, { root: false });
		[cutServer, closedServer] = await Promise.all([startServer({ DNS_SERVER: cutOff.server }), startServer({ DNS_SERVER: `127.0.0.1:${await freePort()}` })]);
		cutKey = (await cutServer.cli('keys', 'create', '--email', 'cut@example.com', '--plan', 'unlimited')).trim();
		closedKey = (await closedServer.cli('keys', 'create', '--email', 'closed@example.com', '--plan', 'unlimited')).trim();
	});
	afterAll(async () => {
		await Promise.all([cutServer?.stop(), closedServer?.stop()]);
		cutOff?.close();
	});

	const ask = async (srv: Server, k: string, path: string, body: unknown) => {
		const res = await srv.post(path, body, { 'x-api-key': k });
		return { status: res.status, body: await res.json() };
	};

	it('answers 502 upstream_error with the reason, never NXDOMAIN, for /dns, /email/auth and the MX check', async () => {
		const reason = 'the DNS server cannot resolve public names (it says the root zone does not exist)';
		expect(await ask(cutServer, cutKey, '/dns', { name: 'gmail.com', type: 'MX' })).toEqual({
			status: 502,
			body: { detail: `DNS lookup of gmail.com MX failed: ${reason}`, code: 'upstream_error' }
		});
		expect(await ask(cutServer, cutKey, '/email/auth', { domain: 'gmail.com' })).toMatchObject({ status: 502, body: { code: 'upstream_error' } });
		expect(await ask(cutServer, cutKey, '/email-validation', { email: 'someone@gmail.com' })).toEqual({
			status: 502,
			body: { detail: `MX lookup for gmail.com failed: ${reason}`, code: 'upstream_error' }
		});
	});

	it('answers 502 upstream_error when nothing listens at DNS_SERVER', async () => {
		expect(await ask(closedServer, closedKey, '/dns', { name: 'example.com', type: 'A' })).toEqual({
			status: 502,
			body: { detail: 'DNS lookup of example.com A failed: the DNS server could not be reached', code: 'upstream_error' }
		});
	});
});
