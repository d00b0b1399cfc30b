import { z } from 'zod';
import { describeOutboundError, isRefusedUrl, OutboundError, outboundCode } from '../_shared/outbound-failure.js';
import { outboundOf, parseWebUrl, urlInput } from '../_shared/web-url.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf, fullText, withWords } from '../../engine/words.js';
import { lazyModule } from '../../engine/lazy.js';

// The HTML parser (htmlparser2, entities), for the page's title, loads on the first call, not with the registry.
const htmlPage = lazyModule(() => import('../_shared/html-page.js'));

/**
 * Bytes of body read at most. The checker reads the body only for the title, which sits in the
 * head of any real page; the cap also bounds the time spent on a large download.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

export const urlChecker = defineOperation({
	id: 'url-checker',
	group: 'validation',
	title: 'URL checker',
	summary: 'Fetches a URL and reports whether it answers, its status code, where redirects end, its page title and the response time.',
	keywords: ['url', 'link', 'check', 'reachable', 'status', 'http', 'redirect', 'uptime', 'title', 'dead link'],
	method: 'POST',
	path: '/url-checker',
	runs: 'server',
	cost: 'light',
	service: 'outbound',
	input: z.object({ url: urlInput }),
	output: z.object({
		url: z.string().describe('The URL as requested, normalised by the WHATWG URL parser'),
		reachable: z.boolean().describe('An HTTP response of any status arrived'),
		status_code: z.int().nullable().describe('The last response’s status; null when unreachable'),
		final_url: z.string().nullable().describe('The URL that answered, after redirects; null when unreachable'),
		title: z.string().nullable().describe('The <title> of an HTML response (text/html or application/xhtml+xml)'),
		redirect_count: z.int().describe('Redirects followed (at most 10)'),
		response_time_ms: z.int().describe('From the first request to the last byte read (or the failure), in ms'),
		error: z.string().optional().describe('Why no response arrived; present only when reachable is false')
	}),
	errors: [
		{
			status: 422,
			when: '`url` missing, not a string, without an http:// or https:// scheme, unparsable, with credentials, or its host is or resolves to a non-public address (`url_blocked`)',
			codes: ['url_blocked']
		}
	],
	examples: [
		{
			name: 'A web page',
			input: { url: 'https://example.com' },
			// Recorded from the stand-in page of url-checker.test.ts ("the recorded answer"): example.com's title, 120 ms.
			answer: { url: 'https://example.com/', reachable: true, status_code: 200, final_url: 'https://example.com/', title: 'Example Domain', redirect_count: 0, response_time_ms: 120 }
		},
		{ name: 'A redirect', input: { url: 'http://github.com' } }
	],
	prepare: htmlPage.load,
	async run({ url }, ctx) {
		const { cleanText, decodeHtml, isHtml, readHtml } = htmlPage.get();
		const target = parseWebUrl(url);
		const outbound = outboundOf(ctx, 'url-checker');
		try {
			const res = await outbound.fetch(target, { maxBytes: MAX_BODY_BYTES });
			const contentType = res.headers['content-type'];
			return {
				url: target,
				reachable: true,
				status_code: res.status,
				final_url: res.finalUrl,
				title: isHtml(contentType) ? cleanText(readHtml(decodeHtml(res.body, contentType, res.truncated)).title) : null,
				redirect_count: res.redirects,
				response_time_ms: Math.round(res.elapsedMs)
			};
		} catch (err) {
			if (!(err instanceof OutboundError)) throw err;
			const why = describeOutboundError(err);
			if (isRefusedUrl(err)) throw errorOf(why, { field: 'url', code: outboundCode(err) });
			// The reason is the server's English; the app says it by its kind (engine/words.ts).
			const answer = {
				url: target,
				reachable: false,
				status_code: null,
				final_url: null,
				title: null,
				redirect_count: err.redirects,
				response_time_ms: Math.round(err.elapsedMs),
				error: fullText(why)
			};
			return withWords(answer, { '/error': why });
		}
	}
});

export const operations = [urlChecker];
