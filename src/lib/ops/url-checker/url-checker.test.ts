import { describe, expect, it } from 'vitest';
// The server's real outbound client replays the reference cases: their non-public address
// answers are its refusals, made before any connection (tests only; operations never import it).
import { createOutboundClient } from '../../server/outbound/index.js';
import { expectCase } from '../cases.js';
import { fakeOutbound, outboundError, type FakePage } from '../../../../tests/unit/fake-outbound.js';
import type { OutboundError } from '../_shared/upstreams.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { MAX_BODY_BYTES, operations } from './index.js';

const op = operations[0];
const check = (url: unknown, answer: (url: string) => FakePage | OutboundError) => {
	const outbound = fakeOutbound(answer);
	return Promise.resolve(executeOperation(op, { url }, { now: Date.now, outbound })).then((result) => ({ ...result, calls: outbound.calls }));
};
const html = (body: string, extra: FakePage = {}): FakePage => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, body, ...extra });

/** example.com's page as it is served (its title and no metadata tags), the stand-in of the documented example. */
const EXAMPLE_COM = '<!doctype html><html><head><title>Example Domain</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><h1>Example Domain</h1><p>This domain is for use in documentation examples without needing permission.</p></body></html>';

describe('the recorded answer', () => {
	it('of the example "A web page" (shown by the API reference) is what the operation answers from the stand-in page', async () => {
		const example = op.examples.find((e) => e.name === 'A web page')!;
		const { status, body } = await check(example.input.url, () => html(EXAMPLE_COM, { elapsedMs: 120 }));
		expect({ status, body }).toEqual({ status: 200, body: example.answer });
	});
});

describe('reference cases, through the real outbound client', () => {
	const outbound = createOutboundClient({});
	it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
		const result = await executeOperation(op, c.input, { now: Date.now, outbound });
		expectCase(expect, result, c);
		if (result.status === 200) expect(op.output.safeParse(result.body).error).toBeUndefined();
	});

	it('refuses malformed URLs before fetching anything', async () => {
		for (const c of cases.filter((k) => !/address|loopback|resolves/.test(k.name))) {
			const { status, calls } = await check((c.input as { url?: unknown }).url, () => html('<title>x</title>'));
			expect(status, c.name).toBe(422);
			expect(calls, c.name).toEqual([]);
		}
	});
});

describe('the operation', () => {
	it('is the contract 2.21 endpoint, run on the server', () => {
		expect(operations.map(({ id, method, path, runs, group }) => ({ id, method, path, runs, group }))).toEqual([
			{ id: 'url-checker', method: 'POST', path: '/url-checker', runs: 'server', group: 'validation' }
		]);
	});

	it('reports a page that answers: status, final URL, redirects, title, time', async () => {
		const result = await check('https://Example.COM', () =>
			html('<html><head><title>\n  Example   Domain\n</title></head></html>', { finalUrl: 'https://www.example.com/home', redirects: 2, elapsedMs: 123.6 })
		);
		expect(result.status).toBe(200);
		expect(result.body).toEqual({
			url: 'https://example.com/',
			reachable: true,
			status_code: 200,
			final_url: 'https://www.example.com/home',
			title: 'Example Domain',
			redirect_count: 2,
			response_time_ms: 124
		});
		expect(op.output.safeParse(result.body).error).toBeUndefined();
		expect(result.calls).toEqual([{ url: 'https://example.com/', request: { maxBytes: MAX_BODY_BYTES } }]);
		expect(MAX_BODY_BYTES).toBe(1024 * 1024);
	});

	it('is reachable whatever the status: 404 and 500 pages have their status and title', async () => {
		for (const status of [404, 500, 503, 301, 204]) {
			const { body } = await check('http://example.com/missing', () => html('<title>Not here</title>', { status }));
			expect(body, String(status)).toMatchObject({ reachable: true, status_code: status, final_url: 'http://example.com/missing', title: 'Not here' });
			expect(body, String(status)).not.toHaveProperty('error');
		}
	});

	it('gives a title only for text/html and application/xhtml+xml responses', async () => {
		const page = '<title>Looks like HTML</title>';
		for (const [type, title] of [
			['text/html', 'Looks like HTML'],
			['application/xhtml+xml; charset=utf-8', 'Looks like HTML'],
			['text/plain', null],
			['application/json', null],
			['image/svg+xml', null]
		] as const) {
			const { body } = await check('http://example.com/', () => ({ headers: { 'content-type': type }, body: page }));
			expect(body, type).toMatchObject({ reachable: true, title });
		}
		const { body } = await check('http://example.com/', () => ({ headers: {}, body: page }));
		expect(body).toMatchObject({ reachable: true, title: null });
	});

	it('gives title null for a page without one, or with an empty one', async () => {
		for (const page of ['<html><body>hi</body></html>', '<title></title>', '<title> \n </title>', '<svg><title>icon</title></svg>', '']) {
			const { body } = await check('http://example.com/', () => html(page));
			expect(body, page).toMatchObject({ reachable: true, title: null });
		}
	});

	it('decodes the title in the page’s charset: header, meta tag, or UTF-8', async () => {
		// 日本語 in Shift_JIS; "Café – €5" in windows-1252 (WHATWG Encoding Standard indexes).
		const sjis = new Uint8Array([...new TextEncoder().encode('<title>'), 0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea, ...new TextEncoder().encode('</title>')]);
		const cp1252 = new Uint8Array([
			...new TextEncoder().encode('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><title>'),
			0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x80, 0x35,
			...new TextEncoder().encode('</title>')
		]);
		expect((await check('http://example.jp/', () => ({ headers: { 'content-type': 'text/html; charset=Shift_JIS' }, body: sjis }))).body).toMatchObject({ title: '日本語' });
		expect((await check('http://example.com/', () => ({ headers: { 'content-type': 'text/html' }, body: cp1252 }))).body).toMatchObject({ title: 'Café – €5' });
		expect((await check('http://example.com/', () => html('<title>Ünïcödé ✓</title>', { headers: { 'content-type': 'text/html' } }))).body).toMatchObject({ title: 'Ünïcödé ✓' });
	});

	it('decodes entities in the title', async () => {
		const { body } = await check('http://example.com/', () => html('<title>Q&amp;A &ndash; &quot;Ask&quot; &#128512;</title>'));
		expect(body).toMatchObject({ title: 'Q&A – "Ask" 😀' });
	});

	it('reads the title from a body cut at the byte cap', async () => {
		const big = `<html><head><title>Big page</title></head><body>${'x'.repeat(MAX_BODY_BYTES * 2)}</body></html>`;
		const { body } = await check('http://example.com/big', () => html(big));
		expect(body).toMatchObject({ reachable: true, status_code: 200, title: 'Big page' });
	});

	describe('no response: 200 with reachable false', () => {
		const failures: [string, OutboundError][] = [
			['dns', outboundError('dns', 'nowhere.example does not resolve (no such host)', 0, 'http://nowhere.example/')],
			['refused', outboundError('refused', 'example.com:81 refused the connection')],
			['tls', outboundError('tls', 'TLS with example.com failed (CERT_HAS_EXPIRED)')],
			['timeout', outboundError('timeout', 'no answer within 10 s', 0, 'http://example.com/', 10_000)],
			['network', outboundError('network', 'example.com sent an invalid HTTP response')],
			['too-large', outboundError('too-large', 'the body is larger than 1 MiB')]
		];
		it.each(failures)('%s', async (_, err) => {
			const { status, body } = await check('http://example.com/', () => err);
			expect(status).toBe(200);
			expect(body).toEqual({
				url: 'http://example.com/',
				reachable: false,
				status_code: null,
				final_url: null,
				title: null,
				redirect_count: 0,
				response_time_ms: err.elapsedMs,
				error: err.message
			});
			expect(op.output.safeParse(body).error).toBeUndefined();
		});

		it('too many redirects: the 10 followed are counted', async () => {
			const err = outboundError('too-many-redirects', 'more than 10 redirects', 10, 'http://example.com/r/10');
			const { body } = await check('http://example.com/r/0', () => err);
			expect(body).toMatchObject({ reachable: false, status_code: null, final_url: null, redirect_count: 10, error: 'redirect 10 to http://example.com/r/10: more than 10 redirects' });
		});

		it('a redirect target that fails names the redirect and where it led', async () => {
			const err = outboundError('refused', '127.0.0.1:9 refused the connection', 2, 'http://dead.example/');
			const { body } = await check('http://example.com/', () => err);
			expect(body).toMatchObject({ reachable: false, redirect_count: 2, error: 'redirect 2 to http://dead.example/: 127.0.0.1:9 refused the connection' });
		});

		it('a redirect into a non-public address ends the fetch, named in error', async () => {
			const err = outboundError('blocked', '10.0.0.1 is not a public address: private (RFC 1918)', 1, 'http://10.0.0.1/admin');
			const { status, body } = await check('http://example.com/', () => err);
			expect(status).toBe(200);
			expect(body).toMatchObject({
				reachable: false,
				status_code: null,
				redirect_count: 1,
				error: 'redirect 1 to http://10.0.0.1/admin: 10.0.0.1 is not a public address: private (RFC 1918)'
			});
		});

		it('a redirect to an invalid or non-http URL is unreachable too (the URL given was fine)', async () => {
			const err = outboundError('invalid-url', 'only http and https URLs can be fetched, not ftp', 1, 'ftp://example.com/');
			const { status, body } = await check('http://example.com/', () => err);
			expect(status).toBe(200);
			expect(body).toMatchObject({ reachable: false, redirect_count: 1, error: 'redirect 1 to ftp://example.com/: only http and https URLs can be fetched, not ftp' });
		});
	});

	it('answers 422 when the URL itself is refused (non-public or invalid for the client)', async () => {
		const blocked = await check('http://intranet.example/', () => outboundError('blocked', 'intranet.example does not resolve to a public address'));
		expect(blocked).toMatchObject({ status: 422, body: { detail: 'url: intranet.example does not resolve to a public address' } });
		const invalid = await check('http://example.com/', () => outboundError('invalid-url', 'the URL has no host'));
		expect(invalid).toMatchObject({ status: 422, body: { detail: 'url: the URL has no host' } });
	});

	it('lets an unexpected error through (a bug, not an answer)', async () => {
		await expect(check('http://example.com/', () => {
			throw new TypeError('boom');
		})).rejects.toThrow('boom');
	});

	it('needs the server’s outbound client', async () => {
		await expect(Promise.resolve(executeOperation(op, { url: 'http://example.com/' }, { now: Date.now }))).rejects.toThrow(/ctx\.outbound/);
	});
});
