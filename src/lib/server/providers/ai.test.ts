/**
 * The chat provider against a fake OpenAI-compatible server on 127.0.0.1 (tests/peers/openai-peer.ts)
 * that records each request and answers by the last message's content: a reply with usage, with
 * reasoning tokens, without usage, an error status, malformed JSON, no answer at all, a huge body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedUrl, reply, type PeerScript } from '../../../../tests/peers/http-peer.js';
import { chatCompletion as completion, chatStream, lastContent, startOpenAiPeer, type OpenAiPeer } from '../../../../tests/peers/openai-peer.js';
import { CallerGoneError, UpstreamError, type ChatMessage } from '../../ops/_shared/upstreams.js';
import { loadConfig } from '../config.js';
import { AI_TIMEOUT_MS, ChatStreamReader, createChatUpstream, readCompletion, readUsage } from './ai.js';
import { UPSTREAM_MAX_BYTES } from './upstream-http.js';

let peer: OpenAiPeer;
let baseUrl: string;
let closedUrl: string;

const USAGE = { prompt_tokens: 19, completion_tokens: 10, total_tokens: 29 };

/** What the fake answers, by the last message's content. */
const SCENARIOS: Record<string, PeerScript> = {
	usage: reply.json(200, completion('Lisbon.', { usage: USAGE })),
	reasoning: reply.json(200, completion('Yes.', { usage: { ...USAGE, completion_tokens_details: { reasoning_tokens: 7, accepted_prediction_tokens: 0 } } })),
	'no-usage': reply.json(200, completion('Hi!')),
	parts: reply.json(200, completion([{ type: 'text', text: 'Hello, ' }, { type: 'image_url', image_url: { url: 'x' } }, { type: 'text', text: 'world.' }])),
	'only-reasoning': reply.json(200, { choices: [{ index: 0, message: { role: 'assistant', content: '', reasoning_content: 'Let me think…' }, finish_reason: 'length' }] }),
	refusal: reply.json(200, { choices: [{ message: { role: 'assistant', content: null, refusal: 'I can’t help with that.' }, finish_reason: 'stop' }] }),
	'no-choices': reply.json(200, { id: 'x', choices: [] }),
	'error-500': reply.json(500, { error: { message: 'secret internal trace sk-test-123' } }),
	'error-401': reply.json(401, { error: { message: 'Incorrect API key provided: sk-test-123' } }),
	'error-429': reply.json(429, { error: { message: 'Rate limit reached' } }),
	redirect: () => reply.redirect(307, `${baseUrl}/elsewhere`),
	malformed: reply.malformedJson('{"choices": ['),
	html: reply.html(200, '<html>proxy login</html>'),
	// Streamed: no content-length.
	huge: reply.raw(200, { 'content-type': 'application/json' }, Array.from({ length: 20 }, () => 'x'.repeat(64 * 1024))),
	// Refused on the header alone.
	'huge-declared': reply.raw(200, { 'content-type': 'application/json', 'content-length': String(UPSTREAM_MAX_BYTES + 1) }, '{', false),
	streamed: chatStream(['Lis', 'bon', '.'], { usage: USAGE }),
	'streamed-cut': chatStream(['Half a'], { complete: false }),
	'streamed-error': reply.raw(200, { 'content-type': 'text/event-stream' }, ['data: {"choices":[{"index":0,"delta":{"content":"Hi"}}]}\n\n', 'data: {"error":{"message":"overloaded sk-test-123"}}\n\n']),
	slow: reply.hang, // never answers; closed in afterAll
	// Headers and part of the body, then nothing.
	stall: reply.raw(200, { 'content-type': 'application/json' }, '{"choices": [', false)
};

beforeAll(async () => {
	peer = await startOpenAiPeer();
	peer.script = new Map(Object.entries(SCENARIOS));
	peer.otherwise = (request) => reply.json(200, completion(`echo: ${lastContent(request)}`, { usage: USAGE }));
	baseUrl = peer.url;
	closedUrl = await refusedUrl('/v1');
});
afterAll(() => peer.close());

/** The requests the fake received, as the assertions below read them. */
const requests = () =>
	peer.requests.map((r) => ({ method: r.method, url: r.url, authorization: r.headers.authorization, contentType: r.headers['content-type'], body: r.body }));

const user = (content: string): ChatMessage[] => [{ role: 'user', content }];
const chat = (options: Partial<Parameters<typeof createChatUpstream>[0]> = {}) =>
	createChatUpstream({ baseUrl, model: 'fake-model', apiKey: 'sk-test-123', ...options });

describe('createChatUpstream against a fake OpenAI-compatible server', () => {
	it('posts the messages in order with their roles, the model and the key to /chat/completions', async () => {
		peer.requests.length = 0;
		const messages: ChatMessage[] = [
			{ role: 'system', content: 'Answer briefly.' },
			{ role: 'user', content: 'Capital of Portugal?' },
			{ role: 'assistant', content: 'Lisbon.' },
			{ role: 'user', content: 'usage' }
		];
		expect(await chat().complete(messages)).toEqual({
			reply: 'Lisbon.',
			usage: { prompt_tokens: 19, completion_tokens: 10, total_tokens: 29, reasoning_tokens: 0 }
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				url: '/v1/chat/completions',
				authorization: 'Bearer sk-test-123',
				contentType: 'application/json',
				body: { model: 'fake-model', messages }
			}
		]);
	});

	it('sends no Authorization header without a key, and no model when AI_MODEL is empty', async () => {
		peer.requests.length = 0;
		await chat({ apiKey: null, model: '' }).complete(user('hello'));
		expect(requests()[0].authorization).toBeUndefined();
		expect(requests()[0].body).toEqual({ messages: user('hello') });
	});

	it('maps completion_tokens_details.reasoning_tokens', async () => {
		expect((await chat().complete(user('reasoning'))).usage).toEqual({
			prompt_tokens: 19,
			completion_tokens: 10,
			total_tokens: 29,
			reasoning_tokens: 7
		});
	});

	it('answers usage null when the server reports none', async () => {
		expect(await chat().complete(user('no-usage'))).toEqual({ reply: 'Hi!', usage: null });
	});

	it('joins the text parts of a content-part array', async () => {
		expect((await chat().complete(user('parts'))).reply).toBe('Hello, world.');
	});

	it('takes a refusal as the reply', async () => {
		expect((await chat().complete(user('refusal'))).reply).toBe('I can’t help with that.');
	});

	const failures: [string, string][] = [
		['only-reasoning', 'AI service sent no reply text (only reasoning, finish_reason length)'],
		['no-choices', 'AI service sent no reply (its response has no choices)'],
		['error-500', 'AI service answered HTTP 500 (server error)'],
		['error-401', 'AI service answered HTTP 401 (API key missing or refused)'],
		['error-429', 'AI service answered HTTP 429 (rate limited)'],
		['redirect', 'AI service answered HTTP 307 (a redirect: check the base URL)'],
		['malformed', 'AI service sent a response that is not JSON (HTTP 200)'],
		['html', 'AI service sent a response that is not JSON (HTTP 200)'],
		['huge', 'AI service sent a response larger than 1 MiB'],
		['huge-declared', 'AI service sent a response larger than 1 MiB']
	];
	it.each(failures)('rejects %s with UpstreamError "%s"', async (scenario, message) => {
		const error = await chat().complete(user(scenario)).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(UpstreamError);
		expect((error as Error).message).toBe(message);
		expect((error as Error).message).not.toContain('sk-test');
		// A message of the shared catalog by kind (the app says it in its language), not a framed text.
		expect((error as UpstreamError).words).toMatchObject({ module: '_shared', text: message });
		expect((error as UpstreamError).words.id).not.toBe('upstream_failed');
	});

	it('rejects when the server is not listening', async () => {
		await expect(chat({ baseUrl: closedUrl }).complete(user('hi'))).rejects.toThrow('AI service could not be reached (connection refused)');
	});

	it('gives up after the timeout, naming it', async () => {
		await expect(chat({ timeoutMs: 200 }).complete(user('slow'))).rejects.toThrow('AI service did not answer within 0.2 s');
	});

	it('counts reading the body against the timeout', async () => {
		await expect(chat({ timeoutMs: 300 }).complete(user('stall'))).rejects.toThrow('AI service did not answer within 0.3 s');
	});

	it('defaults to a 60 s timeout and a 1 MiB body cap', () => {
		expect(AI_TIMEOUT_MS).toBe(60_000);
		expect(UPSTREAM_MAX_BYTES).toBe(1024 * 1024);
	});
});

describe('streamed replies', () => {
	/** Streams `content`'s scenario, collecting the pieces handed on. */
	async function streamed(content: string, options: Partial<Parameters<typeof createChatUpstream>[0]> = {}, signal = new AbortController().signal) {
		const pieces: string[] = [];
		const result = await chat(options).complete(user(content), { onDelta: (text) => pieces.push(text), signal });
		return { pieces, result };
	}

	it('asks for a stream with the usage, hands on each piece in order, and ends with the whole reply and usage', async () => {
		peer.requests.length = 0;
		expect(await streamed('streamed')).toEqual({
			pieces: ['Lis', 'bon', '.'],
			result: { reply: 'Lisbon.', usage: { ...USAGE, reasoning_tokens: 0 } }
		});
		expect(peer.requests[0].body).toEqual({ model: 'fake-model', messages: user('streamed'), stream: true, stream_options: { include_usage: true } });
		expect(peer.requests[0].headers.accept).toBe('text/event-stream, application/json');
	});

	it('takes a server that answers one JSON completion instead: the reply is one piece', async () => {
		expect(await streamed('usage')).toEqual({ pieces: ['Lisbon.'], result: { reply: 'Lisbon.', usage: { ...USAGE, reasoning_tokens: 0 } } });
	});

	it('rejects a stream cut short, an error event, and the same failures as without streaming', async () => {
		await expect(streamed('streamed-cut', { timeoutMs: 300 })).rejects.toThrow('AI service did not answer within 0.3 s');
		await expect(streamed('streamed-error')).rejects.toThrow('AI service reported an error while writing the reply');
		await expect(streamed('error-500')).rejects.toThrow('AI service answered HTTP 500 (server error)');
		await expect(streamed('x', { baseUrl: closedUrl })).rejects.toThrow('AI service could not be reached (connection refused)');
	});

	it('stops when the caller goes away, saying so (not an upstream failure)', async () => {
		// The caller leaves after the first piece; the upstream would otherwise hold on for 60 s.
		const gone = new AbortController();
		const pending = chat({ timeoutMs: 60_000 }).complete(user('streamed-cut'), { onDelta: () => gone.abort(), signal: gone.signal });
		await expect(pending).rejects.toBeInstanceOf(CallerGoneError);
	});

	it('reads events cut anywhere, CRLF lines, reasoning that is never the reply, and a missing end', () => {
		const text =
			'data: {"choices":[{"delta":{"reasoning_content":"hmm"}}]}\r\n\r\n' +
			'data: {"choices":[{"delta":{"content":"Olá, "}}]}\n\n' +
			': a comment line\n\n' +
			'data: {"choices":[{"delta":{"content":"mundo"},"finish_reason":"stop"}]}\n\n' +
			'data: [DONE]\n\n';
		for (const size of [1, 3, 7, text.length]) {
			const pieces: string[] = [];
			const reader = new ChatStreamReader((piece) => pieces.push(piece));
			for (let i = 0; i < text.length; i += size) reader.push(text.slice(i, i + size));
			expect(reader.result()).toEqual({ reply: 'Olá, mundo', usage: null });
			expect(pieces).toEqual(['Olá, ', 'mundo']);
		}
		const cut = new ChatStreamReader(() => {});
		cut.push('data: {"choices":[{"delta":{"content":"Hal"}}]}\n\n');
		expect(() => cut.result()).toThrow('AI service closed the stream before the reply was complete');
		const thinking = new ChatStreamReader(() => {});
		thinking.push('data: {"choices":[{"delta":{"reasoning_content":"…"},"finish_reason":"length"}]}\n\ndata: [DONE]\n\n');
		expect(() => thinking.result()).toThrow('AI service sent no reply text (only reasoning, finish_reason length)');
	});
});

describe('readCompletion and readUsage', () => {
	it('reads an empty reply as an empty string when there is no reasoning', () => {
		expect(readCompletion(completion(''))).toEqual({ reply: '', usage: null });
	});

	it('rejects a message without content, refusal or text parts', () => {
		expect(() => readCompletion(completion(null))).toThrow('AI service sent no reply text (finish_reason stop)');
		expect(() => readCompletion(completion([{ type: 'image_url' }]))).toThrow('AI service sent no reply text');
		expect(() => readCompletion({ choices: [{}] })).toThrow('AI service sent no reply text');
		expect(() => readCompletion({ choices: 'no' })).toThrow('no choices');
		expect(() => readCompletion(null)).toThrow('no choices');
	});

	it('does not repeat an unexpected finish_reason', () => {
		expect(() => readCompletion({ choices: [{ message: { content: null }, finish_reason: 'x'.repeat(40) }] })).toThrow(
			/^AI service sent no reply text$/
		);
	});

	it('sums a missing total and rejects usage without prompt or completion counts', () => {
		expect(readUsage({ usage: { prompt_tokens: 3, completion_tokens: 4 } })).toEqual({
			prompt_tokens: 3,
			completion_tokens: 4,
			total_tokens: 7,
			reasoning_tokens: 0
		});
		expect(readUsage({ usage: { total_tokens: 9 } })).toBeNull();
		expect(readUsage({ usage: { prompt_tokens: '3', completion_tokens: 4 } })).toBeNull();
		expect(readUsage({ usage: null })).toBeNull();
		expect(readUsage({})).toBeNull();
	});
});

describe('configuration from the environment', () => {
	it('reads AI_BASE_URL, AI_MODEL, AI_API_KEY and AI_TIMEOUT_MS', () => {
		expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1/', AI_TIMEOUT_MS: '1500' }).ai).toEqual({
			baseUrl: 'http://127.0.0.1:8080/v1',
			model: '',
			apiKey: null,
			timeoutMs: 1500
		});
		expect(loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: ' sk-x ' }).ai).toEqual({
			baseUrl: 'https://api.openai.com/v1',
			model: 'gpt-4o-mini',
			apiKey: 'sk-x',
			timeoutMs: null
		});
		expect(loadConfig({ AI_MODEL: 'x', AI_API_KEY: 'y' }).ai).toBeNull();
	});

	it('refuses a timeout that is not a positive integer', () => {
		expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
		expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_TIMEOUT_MS: '1.5s' })).toThrow(/AI_TIMEOUT_MS/);
	});
});
