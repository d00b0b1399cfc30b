import { decodeHTMLAttribute } from 'entities';
import * as xssModule from 'xss';

// xss is CommonJS and fills its exports in a loop, which Node's named-export detection cannot
// see: under Node its functions are on the namespace's `default`, under Vite on the namespace.
const xss = (xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule;
const { escapeAttrValue, FilterXSS, friendlyAttrValue } = xss;

/**
 * What the sanitizer lets through (src/lib/ops/markdown/README.md, "Markdown to HTML"): the elements markdown-it writes for
 * CommonMark and the GitHub extensions, plus the inline and block HTML people write in READMEs
 * (details, kbd, sup …). No script, style, iframe, object, embed, form or SVG; no event handler,
 * style or class attribute (except a fenced block's `language-…` class); URLs only of the schemes
 * in `SCHEMES`.
 */
const ALLOWED: xssModule.IWhiteList = {
	a: ['href', 'title'],
	img: ['src', 'alt', 'title', 'width', 'height'],
	code: ['class'],
	ol: ['start'],
	th: ['align', 'colspan', 'rowspan'],
	td: ['align', 'colspan', 'rowspan'],
	input: ['type', 'checked', 'disabled'],
	details: ['open'],
	abbr: ['title'],
	h1: ['id'],
	h2: ['id'],
	h3: ['id'],
	h4: ['id'],
	h5: ['id'],
	h6: ['id'],
	...Object.fromEntries(
		[
			'p', 'br', 'hr', 'em', 'strong', 'b', 'i', 'u', 'del', 's', 'ins', 'mark', 'small', 'sub', 'sup', 'kbd', 'q',
			'blockquote', 'pre', 'ul', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'caption',
			'summary', 'div', 'span'
		].map((tag) => [tag, []])
	)
};

/** Elements removed with everything inside them; other unknown elements lose their tags only (their text stays). */
const DROP_WITH_BODY = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'template', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'button'];

/** URL schemes a link may have; an image may also be a `data:` PNG, GIF, JPEG or WebP (what markdown-it itself allows). */
const SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'ftp']);
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp);/;

/**
 * The URL as a browser reads it: entities decoded (all of HTML5's, as in an attribute),
 * then every whitespace and control character removed (the URL parser strips leading ones and
 * tabs and newlines anywhere; removing all is stricter), lower-cased.
 */
export function urlAsRead(value: string): string {
	return decodeHTMLAttribute(value)
		.replace(/[\p{Cc}\p{Z}\s\u200b-\u200f\ufeff]/gu, '')
		.toLowerCase();
}

/** Whether an href or src may stay: a relative URL, or an absolute one of an allowed scheme. */
export function isSafeUrl(tag: string, value: string): boolean {
	const url = urlAsRead(value);
	const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
	if (!scheme) return !url.includes(':') || /^[^:]*[/?#]/.test(url);
	if (SCHEMES.has(scheme[1])) return true;
	return tag === 'img' && DATA_IMAGE.test(url);
}

const filter = new FilterXSS({
	whiteList: ALLOWED,
	stripIgnoreTag: true,
	stripIgnoreTagBody: DROP_WITH_BODY,
	allowCommentTag: false,
	css: false,
	// An unsafe URL drops the attribute itself: an empty href would still link to the page.
	onTagAttr(tag: string, name: string, value: string, isWhiteAttr: boolean) {
		if (isWhiteAttr && (name === 'href' || name === 'src') && !isSafeUrl(tag, value)) return '';
		return undefined;
	},
	safeAttrValue(tag: string, name: string, value: string) {
		if (name === 'href' || name === 'src') return escapeAttrValue(friendlyAttrValue(value));
		if (tag === 'input' && name === 'type') return 'checkbox';
		if (tag === 'code' && name === 'class') return /^language-[\w.+#-]+$/.test(value) ? value : '';
		return escapeAttrValue(friendlyAttrValue(value));
	}
});

/** Sanitizes HTML (markdown-it's output) with the allow-list above. */
export function sanitizeHtml(html: string): string {
	return filter.process(html);
}
