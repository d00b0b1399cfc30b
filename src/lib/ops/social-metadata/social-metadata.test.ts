import { describe, expect, it } from 'vitest';
// The server's real outbound client replays the reference cases: their non-public address
// answers are its refusals, made before any connection (tests only; operations never import it).
import { createOutboundClient } from '../../server/outbound/index.js';
import { expectCase } from '../cases.js';
import { fakeOutbound, outboundError, type FakePage } from '../../../../tests/unit/fake-outbound.js';
import { readHtml } from '../_shared/html-page.js';
import type { OutboundError } from '../_shared/upstreams.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { MAX_PAGE_BYTES, operations } from './index.js';
import { absoluteUrl, socialMetadata } from './social-metadata.js';

const op = operations[0];
const PAGE = 'https://www.example.com/blog/post.html';
const fetchMeta = (url: unknown, answer: (url: string) => FakePage | OutboundError) => {
	const outbound = fakeOutbound(answer);
	return Promise.resolve(executeOperation(op, { url }, { now: Date.now, outbound })).then((result) => ({ ...result, calls: outbound.calls }));
};
const html = (body: string, extra: FakePage = {}): FakePage => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, body, ...extra });
/** The 2.15 fields of `head` served at PAGE. */
const meta = (head: string, pageUrl = PAGE) => socialMetadata(readHtml(`<html><head>${head}</head><body></body></html>`), pageUrl);

const NOTHING = {
	title: null,
	description: null,
	image: null,
	site_name: null,
	favicon: 'https://www.example.com/favicon.ico',
	twitter: { card: null, title: null }
};

/** example.com's page as it is served (its title and no metadata tags), the stand-in of the documented example. */
const EXAMPLE_COM = '<!doctype html><html><head><title>Example Domain</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><h1>Example Domain</h1><p>This domain is for use in documentation examples without needing permission.</p></body></html>';

describe('the recorded answer', () => {
	it('of the example "A plain page" (shown by the API reference) is what the operation answers from the stand-in page', async () => {
		const example = op.examples.find((e) => e.name === 'A plain page')!;
		const { status, body } = await fetchMeta(example.input.url, () => html(EXAMPLE_COM, { elapsedMs: 120 }));
		expect({ status, body }).toEqual({ status: 200, body: example.answer });
	});
});

describe('reference cases, through the real outbound client', () => {
	const outbound = createOutboundClient({});
	it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
		expectCase(expect, await executeOperation(op, c.input, { now: Date.now, outbound }), c);
	});
});

describe('the operation', () => {
	it('is the contract 2.15 endpoint, run on the server', () => {
		expect(operations.map(({ id, method, path, runs, group }) => ({ id, method, path, runs, group }))).toEqual([
			{ id: 'social-metadata', method: 'POST', path: '/social-metadata', runs: 'server', group: 'web' }
		]);
	});

	it('extracts Open Graph and Twitter tags, the URL as requested (normalised)', async () => {
		const page = `<!doctype html><html><head>
			<title>Ignored when og:title exists</title>
			<meta property="og:title" content="The Rock">
			<meta property="og:description" content="Sean Connery found fame and fortune as the suave, sophisticated British agent, James Bond.">
			<meta property="og:image" content="https://ia.media-imdb.com/images/rock.jpg">
			<meta property="og:site_name" content="IMDb">
			<meta name="twitter:card" content="summary_large_image">
			<meta name="twitter:title" content="The Rock (1996)">
			<link rel="icon" href="/favicon-32.png">
		</head><body></body></html>`;
		const result = await fetchMeta('HTTP://WWW.IMDB.COM/title/tt0117500', () => html(page));
		expect(result.status).toBe(200);
		expect(result.body).toEqual({
			url: 'http://www.imdb.com/title/tt0117500',
			title: 'The Rock',
			description: 'Sean Connery found fame and fortune as the suave, sophisticated British agent, James Bond.',
			image: 'https://ia.media-imdb.com/images/rock.jpg',
			site_name: 'IMDb',
			favicon: 'http://www.imdb.com/favicon-32.png',
			twitter: { card: 'summary_large_image', title: 'The Rock (1996)' }
		});
		expect(op.output.safeParse(result.body).error).toBeUndefined();
		expect(result.calls).toEqual([{ url: 'http://www.imdb.com/title/tt0117500', request: { maxBytes: MAX_PAGE_BYTES } }]);
	});

	it('resolves relative URLs against the URL that answered, after redirects', async () => {
		const { body } = await fetchMeta('http://example.com/', () =>
			html('<meta property="og:image" content="img/card.png"><link rel="icon" href="../icon.svg">', { finalUrl: 'https://www.example.com/en/home', redirects: 2 })
		);
		expect(body).toMatchObject({ url: 'http://example.com/', image: 'https://www.example.com/en/img/card.png', favicon: 'https://www.example.com/icon.svg' });
	});

	it('decodes the page in its charset (header, meta tag)', async () => {
		// 日本語 in Shift_JIS; "Café – €5" in windows-1252 (WHATWG Encoding Standard indexes).
		const enc = (s: string) => [...new TextEncoder().encode(s)];
		const sjis = new Uint8Array([...enc('<meta property="og:title" content="'), 0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea, ...enc('">')]);
		const cp1252 = new Uint8Array([...enc('<meta charset="windows-1252"><title>'), 0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x80, 0x35, ...enc('</title>')]);
		expect((await fetchMeta('http://example.jp/', () => ({ headers: { 'content-type': 'text/html; charset=shift_jis' }, body: sjis }))).body).toMatchObject({ title: '日本語' });
		expect((await fetchMeta('http://example.com/', () => ({ headers: { 'content-type': 'text/html' }, body: cp1252 }))).body).toMatchObject({ title: 'Café – €5' });
	});

	it('reads the head of a page cut at the byte cap', async () => {
		const big = `<head><meta property="og:title" content="Big"></head><body>${'x'.repeat(MAX_PAGE_BYTES)}<meta property="og:description" content="too late"></body>`;
		const { status, body } = await fetchMeta('http://example.com/', () => html(big));
		expect(status).toBe(200);
		expect(body).toMatchObject({ title: 'Big', description: null });
	});

	describe('422 when the page cannot be read', () => {
		// The codes as docs/api.md ("Error codes") names them: a non-public address at any hop is
		// url_blocked, a URL that cannot be fetched at all invalid_input, anything else url_unreachable.
		const failures: [string, OutboundError, string, string][] = [
			['dns', outboundError('dns', 'nowhere.example does not resolve (no such host)'), 'url: nowhere.example does not resolve (no such host)', 'url_unreachable'],
			['refused', outboundError('refused', 'example.com refused the connection'), 'url: example.com refused the connection', 'url_unreachable'],
			['tls', outboundError('tls', 'TLS with example.com failed (CERT_HAS_EXPIRED)'), 'url: TLS with example.com failed (CERT_HAS_EXPIRED)', 'url_unreachable'],
			['timeout', outboundError('timeout', 'no answer within 10 s'), 'url: no answer within 10 s', 'url_unreachable'],
			['network', outboundError('network', 'example.com sent an invalid HTTP response'), 'url: example.com sent an invalid HTTP response', 'url_unreachable'],
			['too-large', outboundError('too-large', 'the body is larger than 1 MiB'), 'url: the body is larger than 1 MiB', 'url_unreachable'],
			['blocked', outboundError('blocked', '10.0.0.1 is not a public address: private (RFC 1918)'), 'url: 10.0.0.1 is not a public address: private (RFC 1918)', 'url_blocked'],
			['invalid-url', outboundError('invalid-url', 'the URL has no host'), 'url: the URL has no host', 'invalid_input'],
			[
				'too-many-redirects',
				outboundError('too-many-redirects', 'more than 10 redirects', 10, 'http://example.com/r/10'),
				'url: redirect 10 to http://example.com/r/10: more than 10 redirects',
				'url_unreachable'
			],
			[
				'redirect into a non-public address',
				outboundError('blocked', '169.254.169.254 is not a public address: link-local (RFC 3927; cloud metadata services live here)', 1, 'http://169.254.169.254/'),
				'url: redirect 1 to http://169.254.169.254/: 169.254.169.254 is not a public address: link-local (RFC 3927; cloud metadata services live here)',
				'url_blocked'
			]
		];
		it.each(failures)('%s', async (_, err, detail, code) => {
			const { status, body } = await fetchMeta('http://example.com/', () => err);
			expect({ status, body }).toEqual({ status: 422, body: { detail, code } });
		});

		it('a status other than 2xx', async () => {
			for (const status of [404, 410, 500, 503, 304]) {
				const { body } = await fetchMeta('http://example.com/gone', () => html('<meta property="og:title" content="Error page">', { status }));
				expect(body).toEqual({ detail: `url: the page answered with HTTP status ${status}`, code: 'url_unreachable' });
			}
			for (const status of [200, 203, 206]) {
				expect((await fetchMeta('http://example.com/', () => html('', { status }))).status, String(status)).toBe(200);
			}
		});

		it('a response that is not HTML', async () => {
			expect((await fetchMeta('http://example.com/a.png', () => ({ headers: { 'content-type': 'image/png' }, body: 'PNG' }))).body).toEqual({
				detail: 'url: the page is not HTML (content type image/png)',
				code: 'url_unreachable'
			});
			expect((await fetchMeta('http://example.com/a.json', () => ({ headers: { 'content-type': 'Application/JSON; charset=utf-8' }, body: '{}' }))).body).toEqual({
				detail: 'url: the page is not HTML (content type application/json)',
				code: 'url_unreachable'
			});
			expect((await fetchMeta('http://example.com/x', () => ({ headers: {}, body: '<title>x</title>' }))).body).toEqual({
				detail: 'url: the page is not HTML (no content type)',
				code: 'url_unreachable'
			});
		});
	});

	it('needs the server’s outbound client', async () => {
		await expect(Promise.resolve(executeOperation(op, { url: 'http://example.com/' }, { now: Date.now }))).rejects.toThrow(/ctx\.outbound/);
	});
});

describe('socialMetadata', () => {
	it('gives nulls and the default favicon for a page without metadata', () => {
		expect(meta('')).toEqual(NOTHING);
		expect(socialMetadata(readHtml(''), 'http://example.com:8080/a/b?c')).toMatchObject({ favicon: 'http://example.com:8080/favicon.ico' });
	});

	it('falls back: title from twitter:title then <title>, description from twitter:description then meta description', () => {
		expect(meta('<title> Plain  title </title><meta name="description" content="Plain description">')).toMatchObject({
			title: 'Plain title',
			description: 'Plain description',
			twitter: { card: null, title: null }
		});
		expect(meta('<title>Plain</title><meta name="twitter:title" content="Tweet title"><meta name="twitter:description" content="Tweet desc"><meta name="description" content="Plain">')).toMatchObject({
			title: 'Tweet title',
			description: 'Tweet desc',
			twitter: { title: 'Tweet title' }
		});
		expect(meta('<meta property="og:title" content=""><title>Empty og:title falls back</title>')).toMatchObject({ title: 'Empty og:title falls back' });
	});

	it('accepts Open Graph and Twitter tags with name= or property=, in any case', () => {
		expect(meta('<meta name="og:title" content="By name"><meta property="twitter:card" content="summary"><meta NAME="OG:SITE_NAME" content="Site">')).toMatchObject({
			title: 'By name',
			site_name: 'Site',
			twitter: { card: 'summary' }
		});
	});

	it('takes the first of repeated tags', () => {
		expect(meta('<meta property="og:image" content="/first.png"><meta property="og:image" content="/second.png">').image).toBe('https://www.example.com/first.png');
	});

	it('decodes entities and collapses white space in text values', () => {
		expect(meta('<meta property="og:title" content="Tom &amp; Jerry&#8217;s &quot;Show&quot;"><meta property="og:description" content="  two\n\n lines\t&nbsp;">')).toMatchObject({
			title: 'Tom & Jerry’s "Show"',
			description: 'two lines'
		});
		expect(meta('<meta property="og:image" content="/img?a=1&amp;b=2">').image).toBe('https://www.example.com/img?a=1&b=2');
	});

	it('takes og:image, og:image:url, og:image:secure_url, twitter:image, twitter:image:src in that order', () => {
		const tags = {
			'og:image': 'a.png',
			'og:image:url': 'b.png',
			'og:image:secure_url': 'https://cdn.example.com/c.png',
			'twitter:image': 'd.png',
			'twitter:image:src': 'e.png'
		};
		const expected = ['https://www.example.com/blog/a.png', 'https://www.example.com/blog/b.png', 'https://cdn.example.com/c.png', 'https://www.example.com/blog/d.png', 'https://www.example.com/blog/e.png'];
		const keys = Object.keys(tags) as (keyof typeof tags)[];
		keys.forEach((_, i) => {
			const head = keys.slice(i).reverse().map((k) => `<meta property="${k}" content="${tags[k]}">`).join('');
			expect(meta(head).image, keys[i]).toBe(expected[i]);
		});
	});

	it('resolves image and favicon against <base href>, itself relative to the page', () => {
		expect(meta('<base href="/static/"><meta property="og:image" content="card.png"><link rel="icon" href="fav.ico">')).toMatchObject({
			image: 'https://www.example.com/static/card.png',
			favicon: 'https://www.example.com/static/fav.ico'
		});
		expect(meta('<base href="https://cdn.example.net/assets/"><link rel="icon" href="i.png">').favicon).toBe('https://cdn.example.net/assets/i.png');
		// The default favicon is the page's origin's, whatever the base.
		expect(meta('<base href="https://cdn.example.net/assets/">').favicon).toBe('https://www.example.com/favicon.ico');
		// An unusable base is ignored.
		expect(meta('<base href="http://[bad"><link rel="icon" href="i.png">').favicon).toBe('https://www.example.com/blog/i.png');
	});

	it('keeps absolute and protocol-relative image URLs, and refuses data:, javascript: and unparsable ones', () => {
		expect(meta('<meta property="og:image" content="//cdn.example.com/x.jpg">').image).toBe('https://cdn.example.com/x.jpg');
		expect(meta('<meta property="og:image" content="data:image/png;base64,iVBORw0KGgo=">').image).toBeNull();
		expect(meta('<meta property="og:image" content="javascript:alert(1)"><meta name="twitter:image" content="/t.png">').image).toBe('https://www.example.com/t.png');
		expect(meta('<meta property="og:image" content="http://[::1">').image).toBeNull();
		expect(absoluteUrl('  /a b  ', PAGE)).toBe('https://www.example.com/a%20b');
	});

	it('picks the favicon: icon (incl. shortcut icon), then apple-touch-icon, then apple-touch-icon-precomposed, then /favicon.ico', () => {
		expect(
			meta('<link rel="apple-touch-icon" href="/apple.png"><link rel="shortcut icon" href="/shortcut.ico"><link rel="icon" href="/icon.png">').favicon
		).toBe('https://www.example.com/shortcut.ico');
		expect(meta('<link rel="apple-touch-icon-precomposed" href="/pre.png"><link rel="apple-touch-icon" href="/apple.png">').favicon).toBe(
			'https://www.example.com/apple.png'
		);
		expect(meta('<link rel="apple-touch-icon-precomposed" href="/pre.png">').favicon).toBe('https://www.example.com/pre.png');
		expect(meta('<link rel="ICON" href="/upper.png">').favicon).toBe('https://www.example.com/upper.png');
	});

	it('does not take mask-icon, stylesheets, empty hrefs or icons without href as the favicon', () => {
		expect(meta('<link rel="mask-icon" href="/mask.svg"><link rel="stylesheet" href="/s.css"><link rel="icon" href=""><link rel="icon">').favicon).toBe(
			'https://www.example.com/favicon.ico'
		);
		expect(meta('<link rel="icon" href="data:image/x-icon;base64,AAAB"><link rel="icon" href="/real.ico">').favicon).toBe('https://www.example.com/real.ico');
	});
});
