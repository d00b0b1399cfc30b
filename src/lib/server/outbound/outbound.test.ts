/**
 * The outbound layer against real peers on loopback: a target HTTP server on 127.0.0.1 that
 * counts every request (a refused URL must cause none), a "public" site on 127.0.0.2 (allowed
 * through OUTBOUND_ALLOW_ADDRESSES, the way an operator allows one intranet host) and a local
 * DNS server that answers private addresses for public-looking names.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDnsPeer, type DnsPeer, type Record_ } from '../../../../tests/peers/dns-peer.js';
import { OutboundError } from '../../ops/_shared/upstreams.js';
import { blockedReason, createOutboundClient, MAX_REDIRECTS, parseAllowList, USER_AGENT } from './index.js';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function listen(host: string, handler: Handler): Promise<{ server: http.Server; port: number }> {
	const server = http.createServer(handler);
	await new Promise<void>((resolve) => server.listen(0, host, resolve));
	return { server, port: (server.address() as AddressInfo).port };
}

let target: { server: http.Server; port: number };
let target6: { server: http.Server; port: number } | undefined;
let site: { server: http.Server; port: number };
let hits = 0;
const siteRequests: http.IncomingMessage[] = [];
let dns: DnsPeer;
/** Answers of the DNS peer, changeable per test. */
let zone: Record<string, Record_[] | (() => Record_[])> = {};

beforeAll(async () => {
	const countHit: Handler = (_req, res) => {
		hits++;
		res.end('secret internal data');
	};
	target = await listen('127.0.0.1', countHit);
	// The same target on ::1 where the machine has IPv6 loopback.
	target6 = await listen('::1', countHit).catch(() => undefined);
	site = await listen('127.0.0.2', (req, res) => {
		siteRequests.push(req);
		const url = new URL(req.url!, 'http://site');
		const to = url.searchParams.get('to');
		if (url.pathname === '/redirect' && to) {
			res.writeHead(302, { location: to, 'set-cookie': 'session=abc; Path=/' }).end();
		} else if (url.pathname === '/chain') {
			const n = Number(url.searchParams.get('n'));
			res.writeHead(301, { location: n > 1 ? `/chain?n=${n - 1}` : '/done' }).end();
		} else if (url.pathname === '/big') {
			res.writeHead(200, { 'content-type': 'text/plain' });
			res.end(Buffer.alloc(5 * 1024 * 1024, 'a'));
		} else if (url.pathname === '/bomb') {
			// 64 MiB of zeros, about 64 KiB gzipped.
			res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
			res.end(zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024)));
		} else if (url.pathname === '/slow') {
			setTimeout(() => res.end('late'), 5000).unref();
		} else if (url.pathname === '/drip') {
			res.writeHead(200, { 'content-type': 'text/html' });
			const timer = setInterval(() => res.write('x'), 100);
			res.on('close', () => clearInterval(timer));
		} else {
			res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'a=b' });
			res.end('<title>ok</title>');
		}
	});
	dns = await startDnsPeer((name) => {
		const entry = zone[name];
		if (!entry) return undefined;
		return { records: typeof entry === 'function' ? entry() : entry };
	});
});

afterAll(() => {
	target?.server.close();
	target6?.server.close();
	site?.server.close();
	dns?.close();
});

beforeEach(() => {
	hits = 0;
	siteRequests.length = 0;
	dns.queries.length = 0;
});

const SITE = () => `http://127.0.0.2:${site.port}`;
/** The layer as the server builds it, with 127.0.0.2 as the one allowed non-public host. */
const client = (extra: Parameters<typeof createOutboundClient>[0] = {}) =>
	createOutboundClient({ allowList: parseAllowList('127.0.0.2'), dnsServer: dns.server, ...extra });

async function failure(url: string, c = client()): Promise<OutboundError> {
	const error = await c.fetch(url).then(
		() => undefined,
		(e: unknown) => e
	);
	expect(error, url).toBeInstanceOf(OutboundError);
	return error as OutboundError;
}

describe('address policy (IANA special-purpose registries)', () => {
	it.each([
		['127.0.0.1', 'loopback'],
		['10.1.2.3', 'private'],
		['172.31.255.255', 'private'],
		['192.168.0.1', 'private'],
		['100.64.0.1', 'carrier-grade NAT'],
		['169.254.169.254', 'link-local'],
		['0.0.0.0', 'unspecified'],
		['224.0.0.1', 'multicast'],
		['255.255.255.255', 'reserved'],
		['192.0.2.1', 'documentation'],
		['198.51.100.7', 'documentation'],
		['203.0.113.9', 'documentation'],
		['198.18.0.1', 'benchmarking'],
		['240.0.0.1', 'reserved'],
		['::1', 'loopback'],
		['::', 'unspecified'],
		['fe80::1', 'link-local'],
		['fd12:3456::1', 'unique local'],
		['ff02::1', 'multicast'],
		['2001:db8::1', 'documentation'],
		['::ffff:127.0.0.1', 'loopback'],
		['::ffff:a9fe:a9fe', 'link-local'],
		['64:ff9b::10.0.0.1', 'private'],
		['2002:7f00:1::1', '6to4'],
		['100::1', 'discard'],
		['::127.0.0.1', 'reserved']
	])('%s is refused: %s', (address, reason) => {
		expect(blockedReason(address)).toContain(reason);
	});

	it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001::1', '::ffff:8.8.8.8'])('%s is public', (address) => {
		expect(blockedReason(address)).toBeNull();
	});

	it('an allow list takes addresses and CIDR ranges, and refuses anything else', () => {
		const list = parseAllowList('10.1.2.3, 192.168.50.0/24,fd00::/8');
		expect(list.check('10.1.2.3', 'ipv4')).toBe(true);
		expect(list.check('192.168.50.77', 'ipv4')).toBe(true);
		expect(list.check('192.168.51.1', 'ipv4')).toBe(false);
		expect(list.check('fd00::5', 'ipv6')).toBe(true);
		expect(() => parseAllowList('intranet.local')).toThrow(/OUTBOUND_ALLOW_ADDRESSES/);
		expect(() => parseAllowList('10.0.0.0/33')).toThrow(/OUTBOUND_ALLOW_ADDRESSES/);
	});
});

describe('hostile URLs never reach the target', () => {
	const spellings = () => {
		const p = target.port;
		return [
			`http://127.0.0.1:${p}/`,
			`http://2130706433:${p}/`, // decimal
			`http://0x7f000001:${p}/`, // hex
			`http://0177.0.0.1:${p}/`, // octal
			`http://0x7f.1:${p}/`, // mixed, short
			`http://127.1:${p}/`, // short form
			`http://127.0.0.1.:${p}/`, // trailing dot
			`http://%31%32%37.0.0.1:${p}/`, // percent-encoded
			`http://１２７.０.０.１:${p}/`, // full-width digits
			`http://user:pass@127.0.0.1:${p}/`,
			`http://0.0.0.0:${p}/`, // reaches the local host on Linux
			`http://0:${p}/`,
			`http://[::1]:${p}/`,
			`http://[::]:${p}/`,
			`http://[::ffff:127.0.0.1]:${p}/`,
			`http://[::ffff:7f00:1]:${p}/`,
			`http://[0:0:0:0:0:ffff:7f00:1]:${p}/`,
			`http://[64:ff9b::7f00:1]:${p}/`,
			`HTTP://LOCALHOST:${p}/`,
			`http://localhost.:${p}/`,
			'http://169.254.169.254/latest/meta-data/',
			'http://[fe80::1]/',
			'http://10.0.0.1/',
			'http://100.64.0.1/'
		];
	};

	it('every spelling of a non-public address is refused before any connection', async () => {
		for (const url of spellings()) {
			const error = await failure(url, client({ dnsServer: null }));
			expect(error.failure, url).toBe('blocked');
			expect(error.hop, url).toBe(0);
		}
		expect(hits).toBe(0);
	});

	it('names that resolve to non-public addresses are refused, whichever address comes first', async () => {
		zone = {
			'intranet.example.com': [{ type: 'A', address: '127.0.0.1' }],
			'v6.example.com': [{ type: 'AAAA', address: '::1' }],
			'mixed.example.com': [
				{ type: 'A', address: '93.184.216.34' },
				{ type: 'A', address: '127.0.0.1' }
			],
			'metadata.example.com': [{ type: 'A', address: '169.254.169.254' }],
			'mapped.example.com': [{ type: 'AAAA', address: '::ffff:7f00:1' }]
		};
		for (const name of Object.keys(zone)) {
			const error = await failure(`http://${name}:${target.port}/`);
			expect(error.failure, name).toBe('blocked');
			// Nothing of what the name resolved to: neither the address nor its kind (docs/security.md).
			expect(error.message, name).toBe(`${name} does not resolve to a public address`);
		}
		expect(hits).toBe(0);
	});

	it('other schemes are refused as invalid', async () => {
		for (const url of ['file:///etc/passwd', `ftp://127.0.0.1:${target.port}/`, 'gopher://127.0.0.1/', 'javascript:alert(1)', 'data:text/html,hi', 'not a url', '//127.0.0.1/']) {
			expect((await failure(url)).failure, url).toBe('invalid-url');
		}
		expect(hits).toBe(0);
	});

	it('a redirect into a non-public address ends the fetch at that hop', async () => {
		for (const to of [`http://127.0.0.1:${target.port}/`, `http://2130706433:${target.port}/`, `http://[::1]:${target.port}/`, 'http://169.254.169.254/']) {
			const error = await failure(`${SITE()}/redirect?to=${encodeURIComponent(to)}`);
			expect(error.failure, to).toBe('blocked');
			expect(error.hop, to).toBe(1);
			expect(error.redirects).toBe(1);
		}
		zone = { 'rebind.example.com': [{ type: 'A', address: '127.0.0.1' }] };
		const error = await failure(`${SITE()}/redirect?to=${encodeURIComponent(`http://rebind.example.com:${target.port}/`)}`);
		expect(error.failure).toBe('blocked');
		expect(hits).toBe(0);
	});

	it('a name is resolved once per hop and the connection goes to the checked address (no DNS rebinding)', async () => {
		let answers = 0;
		// First answer: the allowed host; every later one: the target. A second lookup would hit it.
		zone = { 'rebinding.example.com': () => [{ type: 'A', address: answers++ === 0 ? '127.0.0.2' : '127.0.0.1' }] };
		const page = await client().fetch(`http://rebinding.example.com:${site.port}/`);
		expect(page.status).toBe(200);
		expect(dns.queries.filter((q) => q === 'rebinding.example.com A')).toHaveLength(1);
		expect(siteRequests).toHaveLength(1);
		expect(siteRequests[0].headers.host).toBe(`rebinding.example.com:${site.port}`);
		expect(hits).toBe(0);
	});

	it('OUTBOUND_ALLOW_PRIVATE lifts the rule', async () => {
		const page = await client({ allowPrivate: true }).fetch(`http://127.0.0.1:${target.port}/`);
		expect(page.status).toBe(200);
		expect(hits).toBe(1);
	});
});

describe('redirects, limits and what is sent', () => {
	it(`follows ${MAX_REDIRECTS} redirects and refuses the ${MAX_REDIRECTS + 1}th`, async () => {
		const page = await client().fetch(`${SITE()}/chain?n=${MAX_REDIRECTS}`);
		expect(page.redirects).toBe(MAX_REDIRECTS);
		expect(page.finalUrl).toBe(`${SITE()}/done`);
		expect(page.url).toBe(`${SITE()}/chain?n=${MAX_REDIRECTS}`);
		const error = await failure(`${SITE()}/chain?n=${MAX_REDIRECTS + 1}`);
		expect(error.failure).toBe('too-many-redirects');
		expect(error.redirects).toBe(MAX_REDIRECTS);
	});

	it('sends a Utilkit User-Agent, no cookies (even those set on the way) and no credentials', async () => {
		await client().fetch(`http://someone:secret@127.0.0.2:${site.port}/redirect?to=/page`);
		expect(siteRequests).toHaveLength(2);
		for (const req of siteRequests) {
			expect(req.headers['user-agent']).toBe(USER_AGENT);
			expect(req.headers.cookie).toBeUndefined();
			expect(req.headers.authorization).toBeUndefined();
		}
		expect(USER_AGENT).toMatch(/^Utilkit\//);
	});

	it('drops Set-Cookie from the headers it reports', async () => {
		const page = await client().fetch(`${SITE()}/`);
		expect(page.headers['set-cookie']).toBeUndefined();
		expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
		expect(new TextDecoder().decode(page.body)).toBe('<title>ok</title>');
		expect(page.truncated).toBe(false);
	});

	it('reads a body only up to the cap', async () => {
		const page = await client().fetch(`${SITE()}/big`, { maxBytes: 100_000 });
		expect(page.body.length).toBe(100_000);
		expect(page.truncated).toBe(true);
	});

	it('stops a compressed bomb at the cap of decoded bytes', async () => {
		const page = await client().fetch(`${SITE()}/bomb`, { maxBytes: 1024 * 1024 });
		expect(page.body.length).toBe(1024 * 1024);
		expect(page.truncated).toBe(true);
	});

	it('gives up at the deadline, waiting for headers or for a dripping body', async () => {
		const c = client({ deadlineMs: 500 });
		expect((await failure(`${SITE()}/slow`, c)).failure).toBe('timeout');
		expect((await failure(`${SITE()}/drip`, c)).failure).toBe('timeout');
	});

	it("a caller's longer timeout does not extend the layer's deadline", async () => {
		const error = await client({ deadlineMs: 500 })
			.fetch(`${SITE()}/slow`, { timeoutMs: 60_000 })
			.catch((e: unknown) => e);
		expect((error as OutboundError).failure).toBe('timeout');
	});

	it('names refused connections and unknown hosts', async () => {
		const closed = await listen('127.0.0.2', () => undefined);
		const port = closed.port;
		await new Promise((r) => closed.server.close(r));
		expect((await failure(`http://127.0.0.2:${port}/`)).failure).toBe('refused');
		zone = {};
		const error = await failure('http://no-such-host.example.com/');
		expect(error.failure).toBe('dns');
		expect(error.message).toBe('no-such-host.example.com does not resolve (no such host)');
	});
});
