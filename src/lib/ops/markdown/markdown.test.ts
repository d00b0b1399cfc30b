import fc from 'fast-check';
import { decodeHTMLAttribute } from 'entities';
import { parseDocument } from 'htmlparser2';
import render from 'dom-serializer';
import { type ChildNode, type Element, isTag } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import commonmark from './commonmark-examples.json';
import { markdown, MAX_MARKDOWN_BYTES } from './index.js';
import { renderMarkdown, Slugger } from './render.js';

const ctx = { now: () => 0 };
const run = async (text: string) => (await executeOperation(markdown, { markdown: text }, ctx)) as { status: number; body: { html: string; headings: { level: number; text: string; id: string }[] } };

/** Every element of a parsed fragment, depth first. */
function elements(nodes: ChildNode[]): Element[] {
	return nodes.flatMap((n) => (isTag(n) ? [n, ...elements(n.children)] : 'children' in n ? elements(n.children as ChildNode[]) : []));
}

/** The same markup, serialized one way: attributes sorted, `disabled=""` and `disabled` alike. */
function canonical(html: string): string {
	const doc = parseDocument(html, { lowerCaseAttributeNames: true });
	for (const el of elements(doc.children)) el.attribs = Object.fromEntries(Object.entries(el.attribs).sort(([a], [b]) => a.localeCompare(b)));
	return render(doc.children, { emptyAttrs: false, selfClosingTags: true, encodeEntities: 'utf8' });
}

const BAD_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed', 'style', 'frame', 'frameset', 'applet', 'base', 'link', 'meta', 'form', 'svg', 'math']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'cite', 'dynsrc', 'lowsrc']);

/** The checks of the brief: no bad element, no on* or style attribute, no URL that is javascript:, vbscript: or data:text/html once decoded. */
function expectInert(html: string, label: string): void {
	for (const el of elements(parseDocument(html).children)) {
		expect(BAD_ELEMENTS.has(el.name), `${label}: <${el.name}>`).toBe(false);
		for (const [name, value] of Object.entries(el.attribs)) {
			expect(/^on/i.test(name), `${label}: ${name} on <${el.name}>`).toBe(false);
			expect(name.toLowerCase(), label).not.toBe('style');
			if (URL_ATTRIBUTES.has(name.toLowerCase())) {
				// htmlparser2 decodes entities in attribute values already; decode once more for double encoding.
				const url = decodeHTMLAttribute(value).replace(/[\p{Cc}\s]/gu, '').toLowerCase();
				expect(/^(javascript|vbscript|livescript):|^data:text\/html/.test(url), `${label}: ${name}="${value}"`).toBe(false);
			}
		}
	}
}

describe('markdown cases (replayed through executeOperation)', () => {
	replayCases(cases, [markdown]);
});

describe('CommonMark 0.31.2 examples (the renderer before sanitizing)', () => {
	/**
	 * The GFM autolink extension (linkify) links the URLs inside these examples, which plain
	 * CommonMark leaves as text: GFM 0.29 "Autolinks (extension)" says so for text like this.
	 */
	const LINKIFIED = new Set([604, 610, 613, 614]);
	// markdown-it writes an empty block quote on one line; the spec's HTML has a newline inside (the same DOM).
	const normalize = (html: string) => html.replace(/(<h[1-6]) id="[^"]*"/g, '$1').replace(/<blockquote>\n<\/blockquote>/g, '<blockquote></blockquote>');
	const examples = commonmark.examples.filter((e) => !LINKIFIED.has(e.example));
	it.each(examples.map((e) => [`${e.example} (${e.section})`, e] as const))('example %s', (_, e) => {
		expect(normalize(renderMarkdown(e.markdown).html)).toBe(normalize(e.html));
	});
});

describe('GFM extensions that the sanitizer reserializes', () => {
	// GFM 0.29 examples 279 and 280, "Task list items (extension)": same elements and attributes, `disabled` written without `=""`.
	it.each([
		['- [ ] foo\n- [x] bar\n', '<ul>\n<li><input disabled="" type="checkbox"> foo</li>\n<li><input checked="" disabled="" type="checkbox"> bar</li>\n</ul>\n'],
		[
			'- [x] foo\n  - [ ] bar\n  - [x] baz\n- [ ] bim\n',
			'<ul>\n<li><input checked="" disabled="" type="checkbox"> foo\n<ul>\n<li><input disabled="" type="checkbox"> bar</li>\n<li><input checked="" disabled="" type="checkbox"> baz</li>\n</ul>\n</li>\n<li><input disabled="" type="checkbox"> bim</li>\n</ul>\n'
		]
	])('task list %#', async (md, html) => {
		expect(canonical((await run(md)).body.html)).toBe(canonical(html));
	});
});

describe('github-slugger fixtures (test/fixtures.json, one slugger in order)', () => {
	const fixtures: [string, string][] = [
		['alpha', 'alpha'], ['alpha', 'alpha-1'], ['bravoCharlieDelta', 'bravocharliedelta'], ['__proto__', '__proto__'], ['__proto__', '__proto__-1'],
		['hasOwnProperty', 'hasownproperty'], ['echo', 'echo'], ['echo', 'echo-1'], ['echo 1', 'echo-1-1'], ['echo-1', 'echo-1-2'], ['echo', 'echo-2'],
		['foxtrot-1', 'foxtrot-1'], ['foxtrot', 'foxtrot'], ['foxtrot', 'foxtrot-2'], ['heading with a - dash', 'heading-with-a---dash'],
		['heading with an _ underscore', 'heading-with-an-_-underscore'], ['heading with a period.txt', 'heading-with-a-periodtxt'],
		['exchange.bind_headers(exchange, routing [, bindCallback])', 'exchangebind_headersexchange-routing--bindcallback'],
		[' ', '-'], [' a', '-a'], ['a ', 'a-'], [' a ', '-a-'], ['-a-', '-a--1'], ['apostrophe’s should be trimmed', 'apostrophes-should-be-trimmed'],
		['golf', 'golf'], ['golf', 'golf-1'], ['golf', 'golf-2'], ['I ♥ unicode', 'i--unicode'], ['dash-dash', 'dash-dash'], ['en–dash', 'endash'],
		['em–dash', 'emdash'], ['😄 unicode emoji', '-unicode-emoji'], ['😄-😄 unicode emoji', '--unicode-emoji'], ['😄_😄 unicode emoji', '_-unicode-emoji'],
		['😄 - an emoji', '---an-emoji'], [':smile: - a gemoji', 'smile---a-gemoji'], ['Привет', 'привет'], ['Профили пользователей', 'профили-пользователей'],
		['Привет non-latin 你好', 'привет-non-latin-你好'], [':ok: No underscore', 'ok-no-underscore'], [':ok_hand: Single', 'ok_hand-single'],
		[':ok_hand::hatched_chick: Two in a row with no spaces', 'ok_handhatched_chick-two-in-a-row-with-no-spaces'], [':ok_hand: :hatched_chick: Two in a row', 'ok_hand-hatched_chick-two-in-a-row'],
		['a_ ‿ ⁀ ⁔ ︳ ︴ ﹍ ﹎ ﹏ ＿b', 'a_-‿-⁀-⁔-︳-︴-﹍-﹎-﹏-＿b'], ['a» ’ ” › ⸃ ⸅ ⸊ ⸍ ⸝ ⸡b', 'a---------b'], ['a« ‘ ‛ “ ‟ ‹ ⸂ ⸄ ⸉ ⸌ ⸜ ⸠b', 'a-----------b'], ['a\u2028b', 'ab']
	];
	it('gives every fixture its slug', () => {
		const slugger = new Slugger();
		expect(fixtures.map(([text]) => slugger.slug(text))).toEqual(fixtures.map(([, slug]) => slug));
	});
});

/**
 * Payloads from the OWASP XSS Filter Evasion Cheat Sheet (cheatsheetseries.owasp.org) and
 * PortSwigger's XSS cheat sheet (portswigger.net/web-security/cross-site-scripting/cheat-sheet),
 * in raw HTML and in markdown's own links, images and autolinks.
 */
const PAYLOADS = [
	'<script>alert(1)</script>',
	'<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
	'<IMG SRC="javascript:alert(\'XSS\');">',
	'<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
	'<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
	'<a onmouseover="alert(document.cookie)">xxs link</a>',
	'<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
	'<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
	'<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
	'<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
	'<IMG SRC="jav\tascript:alert(\'XSS\');">',
	'<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
	'<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
	'<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
	'<a href="java&Tab;script:alert(1)">tab entity</a>',
	'<a href="javascript&colon;alert(1)">colon entity</a>',
	'<a href="&#x6A;avascript:alert(1)">hex entity</a>',
	'<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
	'<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
	'<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
	'<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
	'<iframe src=http://xss.rocks/scriptlet.html <',
	'</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
	'<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
	'<BODY BACKGROUND="javascript:alert(\'XSS\')">',
	'<IMG DYNSRC="javascript:alert(\'XSS\')">',
	'<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
	'<svg/onload=alert(\'XSS\')>',
	'<svg><script>alert(1)</script></svg>',
	'<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
	'<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
	'<IMG SRC=\'vbscript:msgbox("XSS")\'>',
	'<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
	'<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
	'<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
	'<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
	'<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
	'<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
	'<DIV STYLE="width: expression(alert(\'XSS\'));">',
	'<BASE HREF="javascript:alert(\'XSS\');//">',
	'<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
	'<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
	'<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
	'<img src="data:text/html,<script>alert(1)</script>">',
	'<details open ontoggle=alert(1)>',
	'<video><source onerror="alert(1)">',
	'<audio src/onerror=alert(1)>',
	'<body onpageshow=alert(1)>',
	'<xss id=x tabindex=1 onfocus=alert(1)></xss>',
	'<a href="%0Aj%0Aa%0Av%0Aa%0As%0Ac%0Ar%0Ai%0Ap%0At%0A%3Aalert(1)">percent</a>',
	'<form><button formaction=javascript:alert(1)>X</button></form>',
	'<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
	'<!--<img src="--><img src=x onerror=alert(1)//">',
	'<style><img src="</style><img src=x onerror=alert(1)//">',
	'<template><img src=x onerror=alert(1)></template>',
	'[click](javascript:alert(1))',
	'[click](JAVASCRIPT:alert(1))',
	'[click](&#106;avascript:alert(1))',
	'[click](java%0ascript:alert(1))',
	'[click](vbscript:msgbox(1))',
	'[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
	'[click](<javascript:alert(1)>)',
	'[a]: javascript:alert(1)\n\n[a]',
	'![img](javascript:alert(1))',
	'![img](x "title" onerror="alert(1)")',
	'![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
	'<javascript:alert(1)>',
	'<vbscript:msgbox(1)>',
	'<data:text/html,<script>alert(1)</script>>',
	'[x](javascript:alert(1) "t")',
	'<a href="jav&#x0D;ascript:alert(1)">cr</a>',
	'<a href="\u0001javascript:alert(1)">control</a>',
	'<a href=" javascript:alert(1)">space</a>',
	'<img src=x:alert(alt) onerror=eval(src) alt=0>',
	'<a href="javascript&#58alert(1)">no semicolon</a>',
	'<a href="&#X6A&#X61&#X76&#X61&#X73&#X63&#X72&#X69&#X70&#X74&#X3A;alert(1)">upper X</a>',
	'<a href="javas&NewLine;cript:alert(1)">newline entity</a>',
	'<a href="j&#x61;vascript:alert(1)" style="color:red">styled</a>'
];

describe('XSS payloads come out inert', () => {
	it.each(PAYLOADS.map((p) => [p.slice(0, 60), p]))('%s', async (_, payload) => {
		for (const text of [payload, `> ${payload}`, `- ${payload}`, `| a |\n|---|\n| ${payload.replace(/\|/g, '\\|')} |`]) {
			const { status, body } = await run(text);
			expect(status).toBe(200);
			expectInert(body.html, payload);
		}
	});

	it('keeps what is safe: relative and https links, data: PNG images, the fenced block language', async () => {
		const { body } = await run('[a](docs/x.md) [b](https://example.com/?q=1&r=2) ![c](data:image/png;base64,iVBORw0KGgo=)\n\n```js\nx\n```\n');
		expect(body.html).toContain('<a href="docs/x.md">a</a>');
		expect(body.html).toContain('<a href="https://example.com/?q=1&amp;r=2">b</a>');
		expect(body.html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="c" />');
		expect(body.html).toContain('<code class="language-js">');
	});
});

describe('limits', () => {
	it('counts UTF-8 bytes: 131,072 "é" (2 bytes each) pass, one more is refused', async () => {
		expect((await run('é'.repeat(MAX_MARKDOWN_BYTES / 2))).status).toBe(200);
		const over = await executeOperation(markdown, { markdown: 'é'.repeat(MAX_MARKDOWN_BYTES / 2 + 1) }, ctx);
		expect(over).toMatchObject({ status: 422, body: { detail: 'markdown: must be at most 262,144 bytes (256 KiB) of UTF-8, got 262,146' } });
	});

	it('a 256 KiB document of nested structure renders (its time is in npm run bench:light)', async () => {
		const nested = '> '.repeat(100) + '*a **b '.repeat(2000);
		const text = (nested + '\n').repeat(Math.floor(MAX_MARKDOWN_BYTES / (nested.length + 1)));
		expect((await run(text)).status).toBe(200);
	});
});

describe('properties', () => {
	const mdPieces = fc.constantFrom('# ', '## ', '- [ ] ', '- [x] ', '> ', '| a | b |\n|---|:-:|\n', '~~', '**', '_', '`', '```\n', '[', '](', ')', '<', '>', 'javascript:', 'www.example.com', '<img src=x onerror=alert(1)>', '<a href="', '"', '&#106;', '\n', ' ', 'text', 'é', '😄', '\t');
	const mdText = fc.oneof(fc.string({ unit: 'grapheme-composite', maxLength: 200 }), fc.array(mdPieces, { maxLength: 60 }).map((a) => a.join('')));

	it('never fails, and the output is always inert', async () => {
		await fc.assert(
			fc.asyncProperty(mdText, async (text) => {
				const { status, body } = await run(text);
				expect(status).toBe(200);
				expectInert(body.html, JSON.stringify(text));
			}),
			{ numRuns: 300 }
		);
	});

	it('heading ids are unique and each non-empty one is on an element of the output', async () => {
		const headingDoc = fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom('Intro', 'intro', 'Intro 1', 'Intro-1', 'A.b', 'Ünïcode', '😄', 'x y', '')), { maxLength: 12 });
		await fc.assert(
			fc.asyncProperty(headingDoc, async (list) => {
				const { body } = await run(list.map(([level, text]) => `${'#'.repeat(level)} ${text}`).join('\n'));
				const ids = body.headings.map((h) => h.id);
				expect(new Set(ids).size).toBe(ids.length);
				expect(body.headings.map((h) => h.level)).toEqual(list.map(([level]) => level));
				const onElements = new Set(elements(parseDocument(body.html).children).map((e) => e.attribs.id));
				for (const id of ids) if (id) expect(onElements.has(id)).toBe(true);
			})
		);
	});
});
