import { describe, expect, it } from 'vitest';
import { charsetFromMetaContent, charsetParameter, cleanText, decodeHtml, htmlEncoding, isHtml, readHtml } from './html-page.js';

const ascii = (text: string) => new TextEncoder().encode(text);
const bytes = (...parts: (string | number[])[]) =>
	new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...ascii(p)] : p)));

// Byte sequences from the WHATWG Encoding Standard's indexes (index-jis0208 for Shift_JIS,
// index-windows-1252, index-gb18030, index-iso-8859-2), written out by hand.
const SJIS_NIHONGO = [0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea]; // 日本語
const CP1252_CAFE = [0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x80, 0x35]; // Café – €5
const GB_ZHONGWEN = [0xd6, 0xd0, 0xce, 0xc4]; // 中文
const LATIN2_LODZ = [0xa3, 0xf3, 0x64, 0xbc]; // Łódź

describe('isHtml', () => {
	it('accepts text/html and application/xhtml+xml with parameters and in any case', () => {
		for (const type of ['text/html', 'TEXT/HTML; charset=utf-8', ' application/xhtml+xml ', 'text/html;charset=Shift_JIS']) expect(isHtml(type), type).toBe(true);
		for (const type of [undefined, '', 'text/plain', 'application/json', 'image/svg+xml', 'text/htmlx', 'application/xml']) expect(isHtml(type), String(type)).toBe(false);
	});
});

describe('charset sources', () => {
	it('reads the charset parameter, quoted or not, among others', () => {
		expect(charsetParameter('text/html; charset=Shift_JIS')).toBe('Shift_JIS');
		expect(charsetParameter('text/html; q=1; Charset="windows-1252"')).toBe('windows-1252');
		expect(charsetParameter('text/html')).toBeNull();
		expect(charsetParameter('text/html; charset=')).toBeNull();
		expect(charsetParameter(undefined)).toBeNull();
	});

	it('extracts a charset from a meta content attribute as the HTML standard does', () => {
		expect(charsetFromMetaContent('text/html; charset=iso-8859-2')).toBe('iso-8859-2');
		expect(charsetFromMetaContent('text/html;charset = "euc-kr"')).toBe('euc-kr');
		expect(charsetFromMetaContent("text/html; CHARSET='gb2312'; x=y")).toBe('gb2312');
		expect(charsetFromMetaContent('text/html; charset="unterminated')).toBeNull();
		expect(charsetFromMetaContent('text/html; charsetx; charset=utf-8')).toBe('utf-8');
		expect(charsetFromMetaContent('text/html')).toBeNull();
	});
});

describe('htmlEncoding', () => {
	it('takes a byte order mark first, then the header, then a meta tag, else UTF-8', () => {
		const meta = ascii('<meta charset="windows-1252"><title>x</title>');
		expect(htmlEncoding(bytes([0xef, 0xbb, 0xbf], '<title>x</title>'), 'text/html; charset=shift_jis')).toBe('utf-8');
		expect(htmlEncoding(new Uint8Array([0xff, 0xfe, 0x3c, 0]), 'text/html')).toBe('utf-16le');
		expect(htmlEncoding(new Uint8Array([0xfe, 0xff, 0, 0x3c]), 'text/html')).toBe('utf-16be');
		expect(htmlEncoding(meta, 'text/html; charset=Shift_JIS')).toBe('shift_jis');
		expect(htmlEncoding(meta, 'text/html')).toBe('windows-1252');
		expect(htmlEncoding(ascii('<title>x</title>'), 'text/html')).toBe('utf-8');
	});

	it('maps labels to their WHATWG encoding (latin1 and ascii are windows-1252, gb2312 is gbk)', () => {
		expect(htmlEncoding(ascii(''), 'text/html; charset=ISO-8859-1')).toBe('windows-1252');
		expect(htmlEncoding(ascii(''), 'text/html; charset=us-ascii')).toBe('windows-1252');
		expect(htmlEncoding(ascii(''), 'text/html; charset=gb2312')).toBe('gbk');
		expect(htmlEncoding(ascii(''), 'text/html; charset=x-sjis')).toBe('shift_jis');
	});

	it('skips an unsupported header charset for the meta tag', () => {
		expect(htmlEncoding(ascii('<meta charset="iso-8859-2">'), 'text/html; charset=klingon')).toBe('iso-8859-2');
	});

	it('reads <meta http-equiv="Content-Type"> too, in any case, after other tags and comments', () => {
		const page = ascii('<!doctype html><!-- <meta charset="koi8-r"> --><HTML><HEAD><META HTTP-EQUIV="content-type" CONTENT="text/html; charset=EUC-KR">');
		expect(htmlEncoding(page, undefined)).toBe('euc-kr');
	});

	it('corrects a UTF-16 meta label to UTF-8 and x-user-defined to windows-1252', () => {
		expect(htmlEncoding(ascii('<meta charset="utf-16">'), 'text/html')).toBe('utf-8');
		expect(htmlEncoding(ascii('<meta charset="x-user-defined">'), 'text/html')).toBe('windows-1252');
	});

	it('takes the first meta with a supported encoding', () => {
		expect(htmlEncoding(ascii('<meta charset="nonsense"><meta charset="big5">'), 'text/html')).toBe('big5');
	});

	it('looks for the meta tag in the first 1024 bytes only (the HTML prescan)', () => {
		const late = ascii(`<!--${' '.repeat(1020)}--><meta charset="windows-1252">`);
		expect(htmlEncoding(late, 'text/html')).toBe('utf-8');
		const early = ascii(`<!--${' '.repeat(960)}--><meta charset="windows-1252">`);
		expect(early.length).toBeLessThan(1024);
		expect(htmlEncoding(early, 'text/html')).toBe('windows-1252');
	});
});

describe('decodeHtml', () => {
	it('decodes Shift_JIS, windows-1252, GB18030 and ISO-8859-2 bodies', () => {
		expect(decodeHtml(bytes('<title>', SJIS_NIHONGO, '</title>'), 'text/html; charset=Shift_JIS')).toBe('<title>日本語</title>');
		expect(decodeHtml(bytes('<meta charset=windows-1252><title>', CP1252_CAFE, '</title>'), 'text/html')).toBe('<meta charset=windows-1252><title>Café – €5</title>');
		expect(decodeHtml(bytes('<title>', GB_ZHONGWEN, '</title>'), 'text/html; charset=gb18030')).toBe('<title>中文</title>');
		expect(decodeHtml(bytes('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2"><b>', LATIN2_LODZ), undefined)).toContain('Łódź');
	});

	it('drops a multi-byte character cut off by truncation instead of showing U+FFFD', () => {
		const cut = bytes('<title>caf', [0xc3]);
		expect(decodeHtml(cut, 'text/html', true)).toBe('<title>caf');
		expect(decodeHtml(cut, 'text/html', false)).toBe('<title>caf\ufffd');
	});

	it('replaces invalid bytes instead of failing', () => {
		expect(decodeHtml(bytes('a', [0xff], 'b'), 'text/html; charset=utf-8')).toBe('a\ufffdb');
	});
});

describe('readHtml', () => {
	it('reads the first title, entities decoded, markup inside kept as text', () => {
		expect(readHtml('<html><head><title>Tom &amp; Jerry &lt;3 &#x263A; &eacute;</title></head><body><title>no</title>').title).toBe('Tom & Jerry <3 ☺ é');
		expect(readHtml('<title>a <b>bold</b> claim</title>').title).toBe('a <b>bold</b> claim');
	});

	it('ignores the <title> of inline SVG and MathML', () => {
		expect(readHtml('<body><svg><title>icon</title></svg><title>Page</title>').title).toBe('Page');
		expect(readHtml('<svg/><title>After a self-closed svg</title>').title).toBe('After a self-closed svg');
		expect(readHtml('<svg><title>only svg</title></svg>').title).toBeNull();
	});

	it('does not see tags inside scripts, styles or comments', () => {
		const page = readHtml('<script>document.write("<title>js</title><meta property=og:title content=js>")</script><!-- <title>comment</title> --><title>real</title>');
		expect(page.title).toBe('real');
		expect(page.meta.size).toBe(0);
	});

	it('keeps the text of a title cut off by the end of the body', () => {
		expect(readHtml('<head><title>Cut here').title).toBe('Cut here');
	});

	it('indexes meta content by property and by name, lower case, first non-empty one winning', () => {
		const page = readHtml(
			'<meta property="OG:Title" content=" First "><meta property="og:title" content="Second">' +
				'<meta name="description" content=""><meta name="description" content="Desc &amp; more">' +
				'<meta name="twitter:card" property="og:type" content="summary"><meta property="og:image">'
		);
		expect(Object.fromEntries(page.meta)).toEqual({ 'og:title': 'First', description: 'Desc & more', 'twitter:card': 'summary', 'og:type': 'summary' });
	});

	it('lists links with their rel tokens and the first base href', () => {
		const page = readHtml('<base href="/a/"><base href="/b/"><link rel="Shortcut  Icon" href="f.ico"><link rel=stylesheet href=s.css><link href="x">');
		expect(page.baseHref).toBe('/a/');
		expect(page.links).toEqual([
			{ rel: ['shortcut', 'icon'], href: 'f.ico' },
			{ rel: ['stylesheet'], href: 's.css' }
		]);
	});

	it('returns nothing for an empty or non-HTML-looking text', () => {
		expect(readHtml('')).toEqual({ title: null, meta: new Map(), links: [], baseHref: null });
		expect(readHtml('{"title": "json"}').title).toBeNull();
	});
});

describe('cleanText', () => {
	it('collapses white space (no-break spaces too), trims, and gives null when nothing is left', () => {
		expect(cleanText('  Hello,\n\t  world \u00a0 ')).toBe('Hello, world');
		expect(cleanText(' \n\u00a0')).toBeNull();
		expect(cleanText(null)).toBeNull();
		expect(cleanText(undefined)).toBeNull();
	});
});
