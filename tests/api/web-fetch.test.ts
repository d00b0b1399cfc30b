/**
 * POST /url-checker and POST /social-metadata over real HTTP against the built server, fetching
 * pages from a local site (node:http on 127.0.0.1) through the real outbound client.
 *
 * - `open`: OUTBOUND_ALLOW_PRIVATE=1 (the site is on loopback) and OUTBOUND_TIMEOUT_MS=1000 so
 *   the hanging pages end fast (the default and maximum is the contract's 10 s).
 * - `guarded`: the default rules, with only 127.0.0.1 let through (OUTBOUND_ALLOW_ADDRESSES), so
 *   that a redirect from the site to 127.0.0.2 is a redirect into a non-public address.
 *
 * Every documented status and body key: 200 (reachable true / false; metadata), 422 {"detail"}.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, freePort, startServer, startedTogether, type Server } from './harness';

let site: http.Server;
let base: string; // http://127.0.0.1:port
let port: number;
let closedPort: number;
let open: Server;
let guarded: Server;
const keys = new Map<Server, string>();
const requests: { path: string; userAgent?: string; cookie?: string }[] = [];
const hanging = new Set<http.ServerResponse>();

const enc = (s: string) => [...Buffer.from(s, 'utf8')];
// 日本語 in Shift_JIS; "Café – €5" in windows-1252 (WHATWG Encoding Standard indexes).
const SJIS_NIHONGO = [0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea];
const CP1252_CAFE = [0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x80, 0x35];
// Larger than loopback socket buffers can hold, so a reader that stops early leaves it unsent.
const HUGE_BYTES = 32 * 1024 * 1024;
const hugeSent: boolean[] = [];

const OG_PAGE = `<!doctype html>
<html><head>
<meta charset="utf-8">
<title>Local page (title element)</title>
<meta property="og:title" content="Local &amp; Open Graph">
<meta property="og:description" content="A page   served
  by the test.">
<meta property="og:image" content="/images/card.png">
<meta property="og:site_name" content="Test Site">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="Local on Twitter">
<link rel="apple-touch-icon" href="/apple.png">
<link rel="shortcut icon" href="/static/favicon.ico">
</head><body><h1>Hello</h1></body></html>`;

const PLAIN_PAGE = `<html><head><title>  Plain
 page </title><meta name="description" content="Only a description."></head><body>hi</body></html>`;

function send(res: http.ServerResponse, status: number, type: string | null, body: string | Buffer | number[], extra: Record<string, string> = {}) {
	res.writeHead(status, { ...(type ? { 'content-type': type } : {}), ...extra });
	res.end(Array.isArray(body) ? Buffer.from(body) : body);
}

function route(req: http.IncomingMessage, res: http.ServerResponse) {
	const path = req.url ?? '/';
	requests.push({ path, userAgent: req.headers['user-agent'], cookie: req.headers.cookie });
	const html = 'text/html; charset=utf-8';
	let m: RegExpExecArray | null;
	if (path === '/og') return send(res, 200, html, OG_PAGE, { 'set-cookie': 'session=abc' });
	if (path === '/plain') return send(res, 200, html, PLAIN_PAGE);
	if (path === '/no-title') return send(res, 200, html, '<html><body><svg><title>icon</title></svg></body></html>');
	if (path === '/sub/dir/page') {
		return send(res, 200, html, '<base href="/assets/"><meta property="og:image" content="img/x.png"><link rel="icon" href="../icon.svg">');
	}
	if ((m = /^\/chain\/(\d+)$/.exec(path))) {
		const n = Number(m[1]);
		if (n === 0) return send(res, 200, html, '<title>End of the chain</title>');
		// Alternate the redirect statuses and absolute / relative Location headers.
		const status = [301, 302, 303, 307, 308][n % 5];
		return send(res, status, null, '', { location: n % 2 ? `/chain/${n - 1}` : `${base}/chain/${n - 1}` });
	}
	if ((m = /^\/loop\/(\d+)$/.exec(path))) return send(res, 302, null, '', { location: `/loop/${Number(m[1]) + 1}` });
	if (path === '/missing') return send(res, 404, html, '<title>Not Found</title><meta property="og:title" content="Error page">');
	if (path === '/broken') return send(res, 500, 'text/plain', 'Internal Server Error');
	if (path === '/json') return send(res, 200, 'application/json', '{"title": "not html"}');
	if (path === '/untyped') return send(res, 200, null, '<title>No content type</title>');
	if (path === '/sjis') {
		return send(res, 200, 'text/html; charset=Shift_JIS', [...enc('<title>'), ...SJIS_NIHONGO, ...enc('</title><meta property="og:site_name" content="'), ...SJIS_NIHONGO, ...enc('">')]);
	}
	if (path === '/cp1252') {
		return send(res, 200, 'text/html', [...enc('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><title>'), ...CP1252_CAFE, ...enc('</title>')]);
	}
	if (path === '/gzip') {
		return send(res, 200, html, zlib.gzipSync('<title>Compressed</title><meta name="description" content="gzip">'), { 'content-encoding': 'gzip' });
	}
	if (path === '/huge') {
		res.writeHead(200, { 'content-type': html });
		res.write('<html><head><title>Huge page</title><meta property="og:title" content="Huge"></head><body>');
		const chunk = Buffer.alloc(64 * 1024, 'x');
		let sent = 0;
		const pump = () => {
			while (sent < HUGE_BYTES) {
				sent += chunk.length;
				if (!res.write(chunk)) return void res.once('drain', pump);
			}
			res.end('<meta name="description" content="after 32 MiB"></body></html>');
		};
		res.on('error', () => {});
		res.on('close', () => hugeSent.push(res.writableFinished));
		return pump();
	}
	if (path === '/hang') return void hanging.add(res); // never answers
	if (path === '/hang-body') {
		res.writeHead(200, { 'content-type': html });
		res.write('<title>Started');
		return void hanging.add(res);
	}
	if (path === '/to-closed') return send(res, 302, null, '', { location: `http://127.0.0.1:${closedPort}/` });
	if (path === '/to-ftp') return send(res, 302, null, '', { location: 'ftp://ftp.example.com/pub/' });
	if (path === '/to-private') return send(res, 302, null, '', { location: `http://127.0.0.2:${port}/og` });
	send(res, 404, 'text/plain', 'no such page');
}

beforeAll(async () => {
	site = http.createServer(route);
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
	port = (site.address() as AddressInfo).port;
	base = `http://127.0.0.1:${port}`;
	closedPort = await freePort();
	[open, guarded] = await startedTogether([
		startServer({ OUTBOUND_ALLOW_PRIVATE: '1', OUTBOUND_TIMEOUT_MS: '1000' }),
		startServer({ OUTBOUND_ALLOW_ADDRESSES: '127.0.0.1' })
	]);
	for (const server of [open, guarded]) keys.set(server, (await server.cli('keys', 'create', '--email', 'web@example.com', '--plan', 'unlimited')).trim());
});

afterAll(async () => {
	await Promise.all([open?.stop(), guarded?.stop()]);
	for (const res of hanging) res.destroy();
	site?.closeAllConnections();
	await new Promise((resolve) => site?.close(resolve));
});

async function call(server: Server, op: 'url-checker' | 'social-metadata', input: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
	const res = await server.post(`/${op}`, input, { 'x-api-key': keys.get(server)! });
	return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const check = (url: string, server = open) => call(server, 'url-checker', { url });
const metadata = (url: string, server = open) => call(server, 'social-metadata', { url });

describe('POST /url-checker', () => {
	it('reports a page: status, final URL, title, no redirects, whole-millisecond time, no error key', async () => {
		const { status, body } = await check(`${base}/og`);
		expect(status).toBe(200);
		expect(body).toEqual({
			url: `${base}/og`,
			reachable: true,
			status_code: 200,
			final_url: `${base}/og`,
			title: 'Local page (title element)',
			redirect_count: 0,
			response_time_ms: expect.any(Number)
		});
		expect(Number.isInteger(body.response_time_ms)).toBe(true);
		expect(body.response_time_ms as number).toBeGreaterThanOrEqual(0);
	});

	it('normalises the URL it echoes', async () => {
		const { body } = await check(`HTTP://127.0.0.1:${port}/plain#section`);
		expect(body).toMatchObject({ url: `${base}/plain#section`, reachable: true, final_url: `${base}/plain`, title: 'Plain page' });
	});

	it('sends the Utilkit User-Agent and no cookies', async () => {
		requests.length = 0;
		await check(`${base}/og`);
		await check(`${base}/og`);
		expect(requests.map((r) => r.path)).toEqual(['/og', '/og']);
		for (const r of requests) {
			expect(r.userAgent).toMatch(/^Utilkit\//);
			expect(r.cookie).toBeUndefined();
		}
	});

	it('follows redirect chains and counts them (301, 302, 303, 307, 308; relative and absolute)', async () => {
		for (const n of [1, 3, 5]) {
			const { body } = await check(`${base}/chain/${n}`);
			expect(body, String(n)).toMatchObject({ url: `${base}/chain/${n}`, reachable: true, status_code: 200, final_url: `${base}/chain/0`, title: 'End of the chain', redirect_count: n });
		}
	});

	it('follows exactly 10 redirects; the 11th makes it unreachable', async () => {
		expect((await check(`${base}/chain/10`)).body).toMatchObject({ reachable: true, status_code: 200, redirect_count: 10, final_url: `${base}/chain/0` });
		const { status, body } = await check(`${base}/chain/11`);
		expect(status).toBe(200);
		expect(body).toEqual({
			url: `${base}/chain/11`,
			reachable: false,
			status_code: null,
			final_url: null,
			title: null,
			redirect_count: 10,
			response_time_ms: expect.any(Number),
			error: `redirect 10 to ${base}/chain/1: more than 10 redirects`
		});
		expect((await check(`${base}/loop/0`)).body).toMatchObject({ reachable: false, redirect_count: 10, error: `redirect 10 to ${base}/loop/10: more than 10 redirects` });
	});

	it('is reachable for error statuses, with the error page’s title', async () => {
		expect((await check(`${base}/missing`)).body).toMatchObject({ reachable: true, status_code: 404, final_url: `${base}/missing`, title: 'Not Found' });
		const broken = (await check(`${base}/broken`)).body;
		expect(broken).toMatchObject({ reachable: true, status_code: 500, title: null });
		expect(broken).not.toHaveProperty('error');
	});

	it('gives a title only for HTML responses', async () => {
		expect((await check(`${base}/json`)).body).toMatchObject({ reachable: true, status_code: 200, title: null });
		expect((await check(`${base}/untyped`)).body).toMatchObject({ reachable: true, status_code: 200, title: null });
		expect((await check(`${base}/no-title`)).body).toMatchObject({ reachable: true, title: null });
	});

	it('decodes titles in the page’s charset, and compressed bodies', async () => {
		expect((await check(`${base}/sjis`)).body).toMatchObject({ title: '日本語' });
		expect((await check(`${base}/cp1252`)).body).toMatchObject({ title: 'Café – €5' });
		expect((await check(`${base}/gzip`)).body).toMatchObject({ title: 'Compressed' });
	});

	it('reads the title of a huge page without reading all of it', async () => {
		hugeSent.length = 0;
		const { status, body } = await check(`${base}/huge`);
		expect(status).toBe(200);
		expect(body).toMatchObject({ reachable: true, status_code: 200, title: 'Huge page' });
		await eventually(async () => expect(hugeSent).toEqual([false]));
	});

	it('a connection refused: 200, reachable false, status_code null, error', async () => {
		const { status, body } = await check(`http://127.0.0.1:${closedPort}/`);
		expect(status).toBe(200);
		expect(body).toEqual({
			url: `http://127.0.0.1:${closedPort}/`,
			reachable: false,
			status_code: null,
			final_url: null,
			title: null,
			redirect_count: 0,
			response_time_ms: expect.any(Number),
			error: `127.0.0.1:${closedPort} refused the connection`
		});
	});

	it('a redirect to a dead server names the redirect', async () => {
		expect((await check(`${base}/to-closed`)).body).toMatchObject({
			reachable: false,
			status_code: null,
			redirect_count: 1,
			error: `redirect 1 to http://127.0.0.1:${closedPort}/: 127.0.0.1:${closedPort} refused the connection`
		});
	});

	it('a redirect to a non-http URL is unreachable, not 422', async () => {
		const { status, body } = await check(`${base}/to-ftp`);
		expect(status).toBe(200);
		expect(body).toMatchObject({ reachable: false, redirect_count: 1, error: expect.stringMatching(/^redirect 1 to ftp:\/\/ftp\.example\.com\/pub\/: /) });
	});

	it('a page that never answers, or stops sending its body, times out: reachable false', async () => {
		expect((await check(`${base}/hang`)).body).toMatchObject({ reachable: false, status_code: null, final_url: null, redirect_count: 0, error: 'no answer within 1 s' });
		expect((await check(`${base}/hang-body`)).body).toMatchObject({ reachable: false, status_code: null, error: 'the body did not arrive within 1 s' });
	});

	it('422 for URLs that are not http(s) or malformed, before fetching', async () => {
		requests.length = 0;
		for (const [url, detail] of [
			['ftp://127.0.0.1/', 'url: the scheme must be http or https, got ftp'],
			[`127.0.0.1:${port}/og`, 'url: must include a scheme, http:// or https://'],
			['http://exa mple.com/', 'url: is not a valid URL'],
			[`http://user:pw@127.0.0.1:${port}/og`, 'url: must not contain a user name or password']
		]) {
			expect(await check(url), url).toEqual({ status: 422, body: { detail, code: 'invalid_input' } });
		}
		expect((await call(open, 'url-checker', {})).body).toEqual({ detail: 'url: is required', code: 'invalid_input' });
		expect(requests).toEqual([]);
	});

	describe('with the default address rules', () => {
		it('422 for a URL whose host is non-public, whatever the notation', async () => {
			for (const [url, detail] of [
				[`http://127.0.0.2:${port}/og`, 'url: 127.0.0.2 is not a public address: loopback (RFC 1122)'],
				[`http://localhost:${port}/og`, 'url: localhost is not a public address: a loopback name (RFC 6761)'],
				[`http://[::1]:${port}/og`, 'url: ::1 is not a public address: loopback (RFC 4291)'],
				['http://0x7f000002/', 'url: 127.0.0.2 is not a public address: loopback (RFC 1122)'],
				['http://169.254.169.254/latest/meta-data/', 'url: 169.254.169.254 is not a public address: link-local (RFC 3927; cloud metadata services live here)']
			]) {
				expect(await check(url, guarded), url).toEqual({ status: 422, body: { detail, code: 'url_blocked' } });
			}
		});

		it('a redirect into a non-public address: 200, reachable false, error naming the block', async () => {
			requests.length = 0;
			const { status, body } = await check(`${base}/to-private`, guarded);
			expect(status).toBe(200);
			expect(body).toMatchObject({
				url: `${base}/to-private`,
				reachable: false,
				status_code: null,
				final_url: null,
				redirect_count: 1,
				error: `redirect 1 to http://127.0.0.2:${port}/og: 127.0.0.2 is not a public address: loopback (RFC 1122)`
			});
			expect(requests.map((r) => r.path)).toEqual(['/to-private']);
		});
	});
});

describe('POST /social-metadata', () => {
	it('extracts Open Graph and Twitter tags; image and favicon absolute', async () => {
		const { status, body } = await metadata(`${base}/og`);
		expect(status).toBe(200);
		expect(body).toEqual({
			url: `${base}/og`,
			title: 'Local & Open Graph',
			description: 'A page served by the test.',
			image: `${base}/images/card.png`,
			site_name: 'Test Site',
			favicon: `${base}/static/favicon.ico`,
			twitter: { card: 'summary_large_image', title: 'Local on Twitter' }
		});
	});

	it('falls back to <title>, meta description and /favicon.ico on a page without Open Graph tags', async () => {
		expect((await metadata(`${base}/plain`)).body).toEqual({
			url: `${base}/plain`,
			title: 'Plain page',
			description: 'Only a description.',
			image: null,
			site_name: null,
			favicon: `${base}/favicon.ico`,
			twitter: { card: null, title: null }
		});
	});

	it('resolves against the URL the redirects ended at, and <base href>', async () => {
		const first = (await metadata(`${base}/chain/2`)).body;
		expect(first).toMatchObject({ url: `${base}/chain/2`, title: 'End of the chain', favicon: `${base}/favicon.ico` });
		expect((await metadata(`${base}/sub/dir/page`)).body).toMatchObject({ image: `${base}/assets/img/x.png`, favicon: `${base}/icon.svg` });
	});

	it('decodes odd charsets and compressed pages', async () => {
		expect((await metadata(`${base}/sjis`)).body).toMatchObject({ title: '日本語', site_name: '日本語' });
		expect((await metadata(`${base}/cp1252`)).body).toMatchObject({ title: 'Café – €5' });
		expect((await metadata(`${base}/gzip`)).body).toMatchObject({ title: 'Compressed', description: 'gzip' });
	});

	it('reads the head of a huge page; what lies past the first MiB is not seen', async () => {
		expect((await metadata(`${base}/huge`)).body).toMatchObject({ title: 'Huge', description: null });
	});

	it('422 when the page cannot be read', async () => {
		for (const [path, detail] of [
			['/missing', 'url: the page answered with HTTP status 404'],
			['/broken', 'url: the page answered with HTTP status 500'],
			['/json', 'url: the page is not HTML (content type application/json)'],
			['/untyped', 'url: the page is not HTML (no content type)'],
			['/chain/11', `url: redirect 10 to ${base}/chain/1: more than 10 redirects`],
			['/to-closed', `url: redirect 1 to http://127.0.0.1:${closedPort}/: 127.0.0.1:${closedPort} refused the connection`],
			['/hang', 'url: no answer within 1 s']
		]) {
			expect(await metadata(`${base}${path}`), path).toEqual({ status: 422, body: { detail, code: 'url_unreachable' } });
		}
		expect(await metadata(`http://127.0.0.1:${closedPort}/`)).toEqual({
			status: 422,
			body: { detail: `url: 127.0.0.1:${closedPort} refused the connection`, code: 'url_unreachable' }
		});
	});

	it('422 for malformed URLs', async () => {
		expect(await metadata('mailto:jane@example.com')).toEqual({ status: 422, body: { detail: 'url: the scheme must be http or https, got mailto', code: 'invalid_input' } });
		expect(await call(open, 'social-metadata', { url: 7 })).toEqual({ status: 422, body: { detail: 'url: must be a string', code: 'invalid_input' } });
	});

	describe('with the default address rules', () => {
		it('422 for a non-public address, and for a redirect into one', async () => {
			expect(await metadata(`http://127.0.0.2:${port}/og`, guarded)).toEqual({
				status: 422,
				body: { detail: 'url: 127.0.0.2 is not a public address: loopback (RFC 1122)', code: 'url_blocked' }
			});
			expect(await metadata(`${base}/to-private`, guarded)).toEqual({
				status: 422,
				body: { detail: `url: redirect 1 to http://127.0.0.2:${port}/og: 127.0.0.2 is not a public address: loopback (RFC 1122)`, code: 'url_blocked' }
			});
		});

		it('reads an allowed address as usual', async () => {
			expect((await metadata(`${base}/og`, guarded)).body).toMatchObject({ title: 'Local & Open Graph' });
		});
	});
});
