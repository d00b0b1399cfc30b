/**
 * The upstreams of the property tests that tests/peers does not hold ready-made, reduced to what
 * a fuzzer needs. The chat service: tests/peers/openai-peer.ts, answering every conversation
 * with a completion that echoes the last message and counts usage. And a web server for the
 * outbound client: HTML pages with Open Graph tags, redirects, errors and non-HTML answers chosen
 * by the path, so url-checker and social-metadata read real responses (every generated host name
 * resolves to 127.0.0.1, see fuzz-server.ts). Translation needs nothing more than
 * tests/peers/libretranslate-peer.ts as it starts.
 */
import { reply, startHttpPeer, type HttpPeer } from '../../peers/http-peer.js';
import { chatCompletion, chatMessages, lastContent, startOpenAiPeer, type OpenAiPeer } from '../../peers/openai-peer.js';

/** An OpenAI-compatible chat server that echoes the last message, with usage. */
export async function startChatServer(): Promise<OpenAiPeer> {
	const peer = await startOpenAiPeer();
	peer.otherwise = (request) => {
		const turns = chatMessages(request).length;
		const usage = { prompt_tokens: turns, completion_tokens: 1, total_tokens: turns + 1 };
		return reply.json(200, chatCompletion(`echo: ${lastContent(request)}`, { usage }));
	};
	return peer;
}

/** A web site: the path picks the answer (any host name, since they all resolve here). */
export function startPageServer(): Promise<HttpPeer> {
	return startHttpPeer(({ url: path }) => {
		if (path.startsWith('/redirect')) return reply.redirect(302, path.length > 9 ? `/${path.slice(9)}` : '/');
		if (path.startsWith('/loop')) return reply.redirect(301, path);
		if (path.startsWith('/missing')) return reply.html(404, '<h1>Not found</h1>');
		if (path.startsWith('/json')) return reply.json(200, { not: 'html' });
		if (path.startsWith('/broken')) return reply.raw(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }, 'this is not gzip');
		// The path, escaped, in the title and meta tags: hostile URLs become hostile metadata.
		const text = decodeLoose(path).replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
		return reply.raw(
			200,
			{ 'content-type': 'text/html; charset=utf-8' },
			`<!doctype html><html><head><title>${text}</title>` +
				`<meta property="og:title" content="${text}"><meta property="og:image" content="/img/${text}.png">` +
				`<meta name="description" content="${text}"><meta name="twitter:card" content="summary">` +
				`<link rel="icon" href="/favicon.ico"></head><body>${text}</body></html>`
		);
	});
}

function decodeLoose(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}
