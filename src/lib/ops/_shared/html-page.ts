import { Parser } from 'htmlparser2';

// What the URL checker (title) and social metadata (meta tags, icon links) read from a fetched
// page: the bytes decoded in the page's own character encoding, then one pass of an HTML
// tokenizer (htmlparser2: entities decoded, <title> read as text, <script>/<style> skipped).

/** The media type of a Content-Type header, lower case, without parameters ('' when absent). */
export function mediaType(contentType: string | undefined): string {
	return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** text/html or application/xhtml+xml: the responses whose title and meta tags are read. */
export function isHtml(contentType: string | undefined): boolean {
	const type = mediaType(contentType);
	return type === 'text/html' || type === 'application/xhtml+xml';
}

/** The canonical name TextDecoder knows `label` by, or null when it supports no such encoding. */
function encodingOf(label: string | null): string | null {
	if (!label) return null;
	try {
		return new TextDecoder(label.trim()).encoding;
	} catch {
		return null;
	}
}

/** The `charset` parameter of a Content-Type header value, unquoted. */
export function charsetParameter(contentType: string | undefined): string | null {
	for (const part of (contentType ?? '').split(';').slice(1)) {
		const eq = part.indexOf('=');
		if (eq < 0 || part.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
		const value = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
		return value || null;
	}
	return null;
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';

/**
 * The HTML standard's "algorithm for extracting a character encoding from a meta element", for
 * `<meta http-equiv="Content-Type" content="text/html; charset=...">`.
 */
export function charsetFromMetaContent(content: string): string | null {
	const lower = content.toLowerCase();
	let from = 0;
	for (;;) {
		let i = lower.indexOf('charset', from);
		if (i < 0) return null;
		i += 'charset'.length;
		while (i < lower.length && isSpace(lower[i])) i++;
		if (lower[i] !== '=') {
			from = i;
			continue;
		}
		i++;
		while (i < lower.length && isSpace(lower[i])) i++;
		const quote = content[i];
		if (quote === '"' || quote === "'") {
			const end = content.indexOf(quote, i + 1);
			return end < 0 ? null : content.slice(i + 1, end) || null;
		}
		let end = i;
		while (end < content.length && !isSpace(content[end]) && content[end] !== ';') end++;
		return content.slice(i, end) || null;
	}
}

/** How many leading bytes are searched for a `<meta>` charset (the HTML standard's prescan). */
export const PRESCAN_BYTES = 1024;

/** The encoding a `<meta>` in the first 1024 bytes declares, as the HTML prescan maps it. */
function charsetFromMeta(head: Uint8Array): string | null {
	// Any ASCII-compatible decoding will do for finding ASCII markup; windows-1252 maps every byte.
	const text = new TextDecoder('windows-1252').decode(head);
	let found: string | null = null;
	const parser = new Parser(
		{
			onopentag(name, attrs) {
				if (found || name !== 'meta') return;
				const label = attrs.charset ?? (attrs['http-equiv']?.trim().toLowerCase() === 'content-type' && attrs.content ? charsetFromMetaContent(attrs.content) : null);
				let encoding = encodingOf(label ?? null);
				// The HTML prescan's own corrections: a meta tag cannot mean UTF-16 (the bytes read so far
				// were ASCII) and x-user-defined means windows-1252 there, whether or not this Node's
				// TextDecoder knows x-user-defined (Node 24's does, Node 20's does not).
				if (encoding?.startsWith('utf-16')) encoding = 'utf-8';
				if (label?.trim().toLowerCase() === 'x-user-defined') encoding = 'windows-1252';
				if (encoding) found = encoding;
			}
		},
		{ decodeEntities: true }
	);
	parser.write(text);
	parser.end();
	return found;
}

/**
 * The character encoding of an HTML body: a byte order mark, else the Content-Type header's
 * charset, else a `<meta charset>` or `<meta http-equiv="Content-Type">` in the first 1024
 * bytes, else UTF-8. Labels TextDecoder does not support are skipped.
 * @example htmlEncoding(bytes, 'text/html; charset=Shift_JIS') // 'shift_jis'
 */
export function htmlEncoding(body: Uint8Array, contentType: string | undefined): string {
	if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
	if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
	if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
	return encodingOf(charsetParameter(contentType)) ?? charsetFromMeta(body.subarray(0, PRESCAN_BYTES)) ?? 'utf-8';
}

/**
 * The body as text in its encoding (htmlEncoding). A `truncated` body may end inside a
 * multi-byte character; that partial character is dropped instead of becoming U+FFFD.
 */
export function decodeHtml(body: Uint8Array, contentType: string | undefined, truncated = false): string {
	const decoder = new TextDecoder(htmlEncoding(body, contentType));
	// Always streaming, then flushing unless truncated: since Node 20.18.3 the one-shot decode
	// of windows-1252 takes a Latin-1 shortcut that turns 0x80–0x9F (€, –, “ …) into C1
	// controls; the streaming path goes through ICU and decodes them right (nodejs/node#60888).
	const text = decoder.decode(body, { stream: true });
	return truncated ? text : text + decoder.decode();
}

/** White space runs (any Unicode space, no-break spaces too) as one space, trimmed; null when empty. */
export function cleanText(text: string | null | undefined): string | null {
	const cleaned = (text ?? '').replace(/\s+/g, ' ').trim();
	return cleaned === '' ? null : cleaned;
}

export interface HtmlLink {
	/** The rel attribute's tokens, lower case. */
	rel: string[];
	href: string;
}

/** What the operations read from a page, in document order. */
export interface HtmlSummary {
	/** The first HTML `<title>` element's text (not SVG's), as written; null without one. */
	title: string | null;
	/** `<meta>` content by name and by property (lower case), the first non-empty one of each. */
	meta: Map<string, string>;
	links: HtmlLink[];
	/** The first `<base href>`, as written. */
	baseHref: string | null;
}

/**
 * Title, meta tags, links and base of an HTML document, in one pass.
 * @example readHtml('<title>Hi &amp; bye</title>').title // 'Hi & bye'
 */
export function readHtml(html: string): HtmlSummary {
	const summary: HtmlSummary = { title: null, meta: new Map(), links: [], baseHref: null };
	let foreignDepth = 0; // inside <svg> or <math>, whose <title> is not the document's
	let titleText: string | null = null; // collecting the first title's text
	let titleDone = false;
	const parser = new Parser(
		{
			onopentag(name, attrs) {
				if (name === 'svg' || name === 'math') foreignDepth++;
				else if (name === 'title' && foreignDepth === 0 && !titleDone) titleText = '';
				else if (name === 'meta') {
					const content = attrs.content?.trim();
					if (!content) return;
					for (const key of [attrs.property, attrs.name]) {
						const k = key?.trim().toLowerCase();
						if (k && !summary.meta.has(k)) summary.meta.set(k, content);
					}
				} else if (name === 'link' && attrs.rel !== undefined && attrs.href !== undefined) {
					summary.links.push({ rel: attrs.rel.toLowerCase().split(/[\t\n\f\r ]+/).filter(Boolean), href: attrs.href });
				} else if (name === 'base' && attrs.href !== undefined && summary.baseHref === null) {
					summary.baseHref = attrs.href;
				}
			},
			ontext(text) {
				if (titleText !== null) titleText += text;
			},
			onclosetag(name) {
				if (name === 'svg' || name === 'math') foreignDepth = Math.max(0, foreignDepth - 1);
				else if (name === 'title' && titleText !== null) {
					summary.title = titleText;
					titleText = null;
					titleDone = true;
				}
			}
		},
		{ decodeEntities: true }
	);
	parser.write(html);
	parser.end();
	// A body cut off inside <title> still gives the text read so far.
	if (titleText !== null) summary.title = titleText;
	return summary;
}
