import { z } from 'zod';
import { describeOutboundError, OutboundError, outboundCode } from '../_shared/outbound-failure.js';
import { outboundOf, parseWebUrl, urlInput } from '../_shared/web-url.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';

// The HTML parser (htmlparser2, entities) loads on the first call, not with the registry.
const logic = lazyModule(() => Promise.all([import('../_shared/html-page.js'), import('./social-metadata.js')]).then(([page, meta]) => ({ ...page, ...meta })));

/** Bytes of page read at most: meta tags live in the head; what comes after this is not seen. */
export const MAX_PAGE_BYTES = 1024 * 1024;

export const socialMetadataOp = defineOperation({
	id: 'social-metadata',
	group: 'web',
	title: 'Social metadata',
	summary: 'Fetches a web page and extracts its link-preview metadata: Open Graph and Twitter card tags, title, description, image and favicon.',
	keywords: ['open graph', 'og', 'meta', 'metadata', 'twitter card', 'link preview', 'unfurl', 'favicon', 'title', 'description', 'seo'],
	method: 'POST',
	path: '/social-metadata',
	runs: 'server',
	cost: 'light',
	service: 'outbound',
	input: z.object({ url: urlInput.describe('An absolute http:// or https:// URL of a public web page') }),
	output: z.object({
		url: z.string().describe('The URL as requested, normalised by the WHATWG URL parser'),
		title: z.string().nullable().describe('og:title, else twitter:title, else the <title> element'),
		description: z.string().nullable().describe('og:description, else twitter:description, else <meta name="description">'),
		image: z.string().nullable().describe('og:image (or og:image:url, og:image:secure_url), else twitter:image; absolute'),
		site_name: z.string().nullable().describe('og:site_name'),
		favicon: z.string().describe('The page’s icon link (absolute), else /favicon.ico at the page’s origin'),
		twitter: z.object({
			card: z.string().nullable().describe('twitter:card'),
			title: z.string().nullable().describe('twitter:title')
		})
	}),
	errors: [
		{
			status: 422,
			when: '`url` invalid (missing, not a string, no http:// or https:// scheme, unparsable, with credentials, or a non-public address: `url_blocked`), or the page cannot be read (`url_unreachable`): no response (DNS, refused, TLS, timeout, too many redirects; a redirect to a non-public address is `url_blocked`), a status other than 2xx, or a response that is not HTML',
			codes: ['url_blocked', 'url_unreachable']
		}
	],
	examples: [
		{ name: 'A page with Open Graph tags', input: { url: 'https://github.com' } },
		{
			name: 'A plain page',
			input: { url: 'https://example.com' },
			// Recorded from the stand-in page of social-metadata.test.ts ("the recorded answer"): example.com's, with no tags.
			answer: { url: 'https://example.com/', title: 'Example Domain', description: null, image: null, site_name: null, favicon: 'https://example.com/favicon.ico', twitter: { card: null, title: null } }
		}
	],
	prepare: logic.load,
	async run({ url }, ctx) {
		const { decodeHtml, isHtml, mediaType, readHtml, socialMetadata } = logic.get();
		const target = parseWebUrl(url);
		const outbound = outboundOf(ctx, 'social-metadata');
		let res;
		try {
			res = await outbound.fetch(target, { maxBytes: MAX_PAGE_BYTES });
		} catch (err) {
			if (!(err instanceof OutboundError)) throw err;
			throw errorOf(describeOutboundError(err), { field: 'url', code: outboundCode(err) });
		}
		if (res.status < 200 || res.status > 299) {
			throw errors.error('http_status', { status: res.status }, { field: 'url', code: 'url_unreachable' });
		}
		const contentType = res.headers['content-type'];
		if (!isHtml(contentType)) {
			const type = mediaType(contentType);
			throw type ? errors.error('not_html', { type }, { field: 'url', code: 'url_unreachable' }) : errors.error('not_html_untyped', {}, { field: 'url', code: 'url_unreachable' });
		}
		const page = readHtml(decodeHtml(res.body, contentType, res.truncated));
		return { url: target, ...socialMetadata(page, res.finalUrl) };
	}
});

export const operations = [socialMetadataOp];
