/**
 * The SSRF rules over real HTTP, as a caller meets them (docs/security.md): the built server with
 * the default rules, a local DNS server (DNS_SERVER) that answers private addresses for
 * public-looking names, a target on 127.0.0.1 that counts every request it gets, and a "public"
 * site on 127.0.0.2 (let through with OUTBOUND_ALLOW_ADDRESSES, as an operator would allow one
 * intranet host). No refused URL may reach the target.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsPeer, type DnsPeer, type Record_ } from '../peers/dns-peer';
import { startServer, type Server } from './harness';

let target: http.Server;
let site: http.Server;
let P: number; // the target's port
let S: number; // the site's port
let hits = 0;
let dns: DnsPeer;
let server: Server;
let key: string;
let rebindAnswers = 0;

const ZONE: Record<string, () => Record_[]> = {
	'intranet.example.com': () => [{ type: 'A', address: '127.0.0.1' }],
	'metadata.example.com': () => [{ type: 'A', address: '169.254.169.254' }],
	'loopback6.example.com': () => [{ type: 'AAAA', address: '::1' }],
	'both.example.com': () => [
		{ type: 'A', address: '127.0.0.2' },
		{ type: 'A', address: '127.0.0.1' }
	],
	'site.example.com': () => [{ type: 'A', address: '127.0.0.2' }],
	// The allowed site on the first query, the target on any later one.
	'rebind.example.com': () => [{ type: 'A', address: rebindAnswers++ === 0 ? '127.0.0.2' : '127.0.0.1' }]
};

async function listen(host: string, handler: http.RequestListener): Promise<[http.Server, number]> {
	const s = http.createServer(handler);
	await new Promise<void>((resolve) => s.listen(0, host, resolve));
	return [s, (s.address() as AddressInfo).port];
}

beforeAll(async () => {
	[target, P] = await listen('127.0.0.1', (_req, res) => {
		hits++;
		res.writeHead(200, { 'content-type': 'text/html' }).end('<title>internal</title>');
	});
	[site, S] = await listen('127.0.0.2', (req, res) => {
		const to = new URL(req.url!, 'http://x').searchParams.get('to');
		if (to) res.writeHead(302, { location: to }).end();
		else res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Public site</title><meta property="og:title" content="Public">');
	});
	dns = await startDnsPeer((name) => (ZONE[name] ? { records: ZONE[name]() } : undefined));
	server = await startServer({ DNS_SERVER: dns.server, OUTBOUND_ALLOW_ADDRESSES: '127.0.0.2' });
	key = (await server.cli('keys', 'create', '--email', 'ssrf@example.com', '--plan', 'unlimited')).trim();
});

afterAll(async () => {
	await server?.stop();
	target?.close();
	site?.close();
	dns?.close();
});

const call = async (op: string, url: string) => {
	const res = await server.post(`/${op}`, { url }, { 'x-api-key': key });
	return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('hostile URLs over the API', () => {
	const hostile = () => [
		`http://127.0.0.1:${P}/`,
		`http://2130706433:${P}/`,
		`http://0x7f000001:${P}/`,
		`http://0177.0.0.1:${P}/`,
		`http://127.1:${P}/`,
		`http://[::1]:${P}/`,
		`http://[::ffff:127.0.0.1]:${P}/`,
		`http://0.0.0.0:${P}/`,
		`http://localhost:${P}/`,
		`http://intranet.example.com:${P}/`,
		`http://loopback6.example.com:${P}/`,
		`http://both.example.com:${P}/`,
		'http://metadata.example.com/latest/meta-data/',
		'http://169.254.169.254/latest/meta-data/'
	];

	/**
	 * The refusal's wording: an address names the rule it breaks; a name (other than localhost)
	 * only that it does not resolve to a public address, never what it resolved to (docs/security.md).
	 */
	const refusal = (url: string) => {
		const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
		if (net.isIP(host) || /localhost/i.test(host)) return /is not a public address/;
		return new RegExp(`${host.replace(/\./g, '\\.')} does not resolve to a public address$`);
	};

	it('both operations answer 422 {"detail", "code": "url_blocked"} naming the block, and the target is never reached', async () => {
		for (const url of hostile()) {
			for (const op of ['url-checker', 'social-metadata']) {
				const { status, body } = await call(op, url);
				expect(status, `${op} ${url}`).toBe(422);
				expect(Object.keys(body), `${op} ${url}`).toEqual(['detail', 'code']);
				expect(body.detail, `${op} ${url}`).toMatch(refusal(url));
				expect(body.code, `${op} ${url}`).toBe('url_blocked');
			}
		}
		expect(hits).toBe(0);
	});

	it('a redirect into the target: url-checker 200 reachable false, social-metadata 422', async () => {
		for (const to of [`http://127.0.0.1:${P}/`, `http://intranet.example.com:${P}/`, `http://[::1]:${P}/`]) {
			const url = `http://site.example.com:${S}/?to=${encodeURIComponent(to)}`;
			const checked = await call('url-checker', url);
			expect(checked.status, to).toBe(200);
			expect(checked.body, to).toMatchObject({ reachable: false, status_code: null, redirect_count: 1 });
			expect(checked.body.error, to).toMatch(refusal(to));
			const meta = await call('social-metadata', url);
			expect(meta.status, to).toBe(422);
		}
		expect(hits).toBe(0);
	});

	it('a name that changes its answer after the check cannot reach the target (DNS rebinding)', async () => {
		rebindAnswers = 0;
		const { status, body } = await call('url-checker', `http://rebind.example.com:${S}/`);
		expect(status).toBe(200);
		expect(body).toMatchObject({ reachable: true, status_code: 200, title: 'Public site' });
		expect(dns.queries.filter((q) => q === 'rebind.example.com A')).toHaveLength(1);
		expect(hits).toBe(0);
	});

	it('the allowed host answers normally', async () => {
		const { status, body } = await call('social-metadata', `http://site.example.com:${S}/`);
		expect(status).toBe(200);
		expect(body.title).toBe('Public');
	});
});
