import { cleanText, type HtmlSummary } from '../_shared/html-page.js';

export interface SocialMetadata {
	title: string | null;
	description: string | null;
	image: string | null;
	site_name: string | null;
	favicon: string;
	twitter: { card: string | null; title: string | null };
}

/** Meta keys in order of preference; the first one present wins. */
const TITLE = ['og:title', 'twitter:title'];
const DESCRIPTION = ['og:description', 'twitter:description', 'description'];
const IMAGE = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'];

/**
 * Icon links in order of preference: a plain icon (`icon`, `shortcut icon`) is the favicon
 * proper; Apple touch icons are larger home-screen images, used only when no icon link exists.
 */
const ICON_RELS = ['icon', 'apple-touch-icon', 'apple-touch-icon-precomposed'];

const firstMeta = (page: HtmlSummary, keys: string[]) => keys.map((k) => page.meta.get(k)).find((v) => v !== undefined);

/** `href` as an absolute http(s) URL against `base`, or null (unparsable, or data:, javascript: …). */
export function absoluteUrl(href: string, base: string): string | null {
	let url: URL;
	try {
		url = new URL(href.trim(), base);
	} catch {
		return null;
	}
	return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * The 2.15 fields of a page read by readHtml. `pageUrl` is the URL that answered (after
 * redirects); relative URLs resolve against the page's `<base href>` when it has one.
 */
export function socialMetadata(page: HtmlSummary, pageUrl: string): SocialMetadata {
	const base = (page.baseHref !== null && absoluteUrl(page.baseHref, pageUrl)) || pageUrl;
	const resolved = (hrefs: (string | undefined)[]) =>
		hrefs.reduce<string | null>((found, href) => found ?? (href === undefined ? null : absoluteUrl(href, base)), null);

	const icons = ICON_RELS.flatMap((rel) => page.links.filter((link) => link.rel.includes(rel) && link.href.trim() !== ''));
	return {
		title: cleanText(firstMeta(page, TITLE) ?? page.title),
		description: cleanText(firstMeta(page, DESCRIPTION)),
		image: resolved(IMAGE.map((k) => page.meta.get(k))),
		site_name: cleanText(page.meta.get('og:site_name')),
		favicon: resolved(icons.map((link) => link.href)) ?? new URL('/favicon.ico', pageUrl).href,
		twitter: { card: cleanText(page.meta.get('twitter:card')), title: cleanText(page.meta.get('twitter:title')) }
	};
}
