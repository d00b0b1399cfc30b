/**
 * POST /ai-chat over real HTTP against the built server, with a fake OpenAI-compatible server
 * (tests/peers/openai-peer.ts, on 127.0.0.1) as AI_BASE_URL. The fake records every request and
 * answers by the last message's content. Every documented status and body key: 200, 400 {"error"},
 * 422 {"detail"} (malformed JSON, the platform's), 502 {"error"} (not configured, refused,
 * timeout, error status, malformed answer, no choices).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply, type PeerScript } from '../peers/http-peer.js';
import { chatCompletion as completion, chatStream, startOpenAiPeer, type OpenAiPeer } from '../peers/openai-peer.js';
import { freePort, startServer, startedTogether, type Server } from './harness';

const SECRET = 'sk-test-secret-123';
let fake: OpenAiPeer;
let withKey: Server;
let noKey: Server;
let refused: Server;
let unconfigured: Server;
const keys = new Map<Server, string>();

/** What the fake answers, by the last message's content; anything else: `echo: <content>`, no usage. */
const SCENARIOS: Record<string, PeerScript> = {
	usage: reply.json(200, completion('Lisbon.', { usage: { prompt_tokens: 21, completion_tokens: 3, total_tokens: 24 } })),
	reasoning: reply.json(200, completion('Seven.', { usage: { prompt_tokens: 30, completion_tokens: 50, total_tokens: 80, completion_tokens_details: { reasoning_tokens: 42 } } })),
	'no-usage': reply.json(200, completion('Hi there!')),
	'error-500': reply.json(500, { error: { message: `internal failure with ${SECRET}` } }),
	malformed: reply.malformedJson('{"choices": [{"message": '),
	'no-choices': reply.json(200, { choices: [] }),
	slow: reply.hang, // never answers; the server's AI_TIMEOUT_MS ends the wait
	streamed: chatStream(['Lis', 'bon', '.'], { usage: { prompt_tokens: 21, completion_tokens: 3, total_tokens: 24 } }),
	// Two pieces, then nothing: the server's AI_TIMEOUT_MS ends the wait after the reply began.
	'streamed-cut': chatStream(['Half ', 'a reply'], { complete: false })
};

beforeAll(async () => {
	fake = await startOpenAiPeer();
	fake.script = new Map(Object.entries(SCENARIOS));
	const closed = `http://127.0.0.1:${await freePort()}/v1`;
	[withKey, noKey, refused, unconfigured] = await startedTogether([
		startServer({ AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_API_KEY: SECRET, AI_TIMEOUT_MS: '1000' }),
		startServer({ AI_BASE_URL: fake.url }),
		startServer({ AI_BASE_URL: closed }),
		startServer({})
	]);
	await Promise.all(
		[withKey, noKey, refused, unconfigured].map(async (server) =>
			keys.set(server, (await server.cli('keys', 'create', '--email', 'ai@example.com', '--plan', 'unlimited')).trim())
		)
	);
});
afterAll(async () => {
	await Promise.all([withKey, noKey, refused, unconfigured].map((s) => s?.stop()));
	await fake?.close();
});

/** The requests the fake received, as the assertions below read them. */
const requests = () => fake.requests.map((r) => ({ url: r.url, authorization: r.headers.authorization, body: r.body }));

async function chat(server: Server, body: unknown) {
	const res = await server.post('/ai-chat', body, { 'x-api-key': keys.get(server)! });
	expect(res.headers.get('content-type')).toMatch(/^application\/json/);
	return { status: res.status, body: await res.json() };
}
const ask = (content: string) => ({ messages: [{ role: 'user', content }] });

describe('POST /ai-chat with an AI service', () => {
	it('200: forwards the conversation in order with its roles, the model and the key; maps usage', async () => {
		fake.requests.length = 0;
		const messages = [
			{ role: 'system', content: 'Answer in one word.' },
			{ role: 'user', content: 'Capital of Spain?' },
			{ role: 'assistant', content: 'Madrid.' },
			{ role: 'user', content: 'usage' }
		];
		expect(await chat(withKey, { messages })).toEqual({
			status: 200,
			body: { reply: 'Lisbon.', usage: { prompt_tokens: 21, completion_tokens: 3, total_tokens: 24, reasoning_tokens: 0 } }
		});
		expect(requests()).toEqual([{ url: '/v1/chat/completions', authorization: `Bearer ${SECRET}`, body: { model: 'fake-model', messages } }]);
	});

	it('200: reasoning_tokens from completion_tokens_details', async () => {
		expect((await chat(withKey, ask('reasoning'))).body).toEqual({
			reply: 'Seven.',
			usage: { prompt_tokens: 30, completion_tokens: 50, total_tokens: 80, reasoning_tokens: 42 }
		});
	});

	it('200: usage null when the service reports none', async () => {
		expect(await chat(withKey, ask('no-usage'))).toEqual({ status: 200, body: { reply: 'Hi there!', usage: null } });
	});

	it('sends no Authorization header and no model when AI_API_KEY and AI_MODEL are unset', async () => {
		fake.requests.length = 0;
		expect((await chat(noKey, ask('hello'))).body).toEqual({ reply: 'echo: hello', usage: null });
		expect(requests()).toHaveLength(1);
		expect(requests()[0].authorization).toBeUndefined();
		expect(requests()[0].body).toEqual({ messages: [{ role: 'user', content: 'hello' }] });
	});

	it('400 {"error"}: invalid messages never reach the service', async () => {
		fake.requests.length = 0;
		expect(await chat(withKey, {})).toEqual({ status: 400, body: { error: 'messages: is required', code: 'invalid_input' } });
		expect(await chat(withKey, { messages: [] })).toEqual({ status: 400, body: { error: 'messages: must hold at least 1 message', code: 'invalid_input' } });
		expect(await chat(withKey, { messages: [{ role: 'robot', content: 'hi' }] })).toEqual({
			status: 400,
			body: { error: 'messages.0.role: must be "user", "assistant" or "system"', code: 'invalid_input' }
		});
		expect(await chat(withKey, ask('x'.repeat(10_001)))).toEqual({
			status: 400,
			body: { error: 'messages.0.content: must be at most 10,000 characters, got 10,001', code: 'invalid_input' }
		});
		expect(requests()).toEqual([]);
	});

	it('422 {"detail"}: a body that is not JSON is the platform’s answer', async () => {
		expect(await chat(withKey, '{"messages": [')).toEqual({ status: 422, body: { detail: 'Request body is not valid JSON', code: 'invalid_json' } });
	});

	const failures: [string, string][] = [
		['error-500', 'AI service answered HTTP 500 (server error)'],
		['malformed', 'AI service sent a response that is not JSON (HTTP 200)'],
		['no-choices', 'AI service sent no reply (its response has no choices)'],
		['slow', 'AI service did not answer within 1 s']
	];
	it.each(failures)('502 {"error"} when the service answers %s', async (scenario, error) => {
		const answer = await chat(withKey, ask(scenario));
		expect(answer).toEqual({ status: 502, body: { error, code: 'upstream_error' } });
		expect(JSON.stringify(answer.body)).not.toContain(SECRET);
	});

	it('502 {"error"} when the service refuses connections', async () => {
		expect(await chat(refused, ask('hello'))).toEqual({ status: 502, body: { error: 'AI service could not be reached (connection refused)', code: 'upstream_error' } });
	});

	it('502 {"error"} when no AI service is configured', async () => {
		expect(await chat(unconfigured, ask('hello'))).toEqual({ status: 502, body: { error: 'AI service is not configured', code: 'upstream_not_configured' } });
	});

	it('documents 400 and 502 with the key "error" and a code in the OpenAPI document', async () => {
		const doc = await (await unconfigured.get('/openapi.json')).json();
		const responses = doc.paths['/ai-chat'].post.responses;
		for (const status of ['400', '502']) {
			expect(responses[status].content['application/json'].schema.required, status).toEqual(['error', 'code']);
		}
		expect(responses['502'].content['application/json'].schema.properties.code.enum).toEqual(['upstream_not_configured', 'upstream_error']);
	});
});

/** The events of a server-sent event stream, in order, with their data parsed. */
function parseEvents(text: string): { event: string; data: unknown }[] {
	return text
		.split('\n\n')
		.filter((block) => block.trim())
		.map((block) => {
			const lines = block.split('\n');
			const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
			return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
		});
}

describe('POST /ai-chat streamed (Accept: text/event-stream)', () => {
	const STREAM = { accept: 'text/event-stream' };
	async function streamChat(server: Server, body: unknown, accept = STREAM.accept) {
		const res = await server.post('/ai-chat', body, { 'x-api-key': keys.get(server)!, accept });
		return { status: res.status, type: res.headers.get('content-type'), headers: res.headers, text: await res.text() };
	}

	it('200 text/event-stream: one delta event per piece as the service writes it, then done with the whole answer', async () => {
		fake.requests.length = 0;
		const answer = await streamChat(withKey, ask('streamed'));
		expect(answer.status).toBe(200);
		expect(answer.type).toBe('text/event-stream; charset=utf-8');
		expect(answer.headers.get('cache-control')).toBe('no-store');
		expect(parseEvents(answer.text)).toEqual([
			{ event: 'delta', data: { delta: 'Lis' } },
			{ event: 'delta', data: { delta: 'bon' } },
			{ event: 'delta', data: { delta: '.' } },
			{ event: 'done', data: { reply: 'Lisbon.', usage: { prompt_tokens: 21, completion_tokens: 3, total_tokens: 24, reasoning_tokens: 0 } } }
		]);
		expect(requests()[0].body).toEqual({ model: 'fake-model', messages: ask('streamed').messages, stream: true, stream_options: { include_usage: true } });
	});

	it('also when text/event-stream is one of several accepted types; a service that does not stream gives one delta', async () => {
		const answer = await streamChat(withKey, ask('usage'), 'application/json, text/event-stream;q=0.9');
		expect(parseEvents(answer.text)).toEqual([
			{ event: 'delta', data: { delta: 'Lisbon.' } },
			{ event: 'done', data: { reply: 'Lisbon.', usage: { prompt_tokens: 21, completion_tokens: 3, total_tokens: 24, reasoning_tokens: 0 } } }
		]);
	});

	it('a failure before the first piece is the usual JSON error with its status; invalid input too', async () => {
		for (const [body, status, error] of [
			[ask('error-500'), 502, 'AI service answered HTTP 500 (server error)'],
			[{ messages: [] }, 400, 'messages: must hold at least 1 message']
		] as const) {
			const answer = await streamChat(withKey, body);
			expect(answer.type).toMatch(/^application\/json/);
			expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({ status, body: { error, code: status === 502 ? 'upstream_error' : 'invalid_input' } });
		}
		const unset = await streamChat(unconfigured, ask('hello'));
		expect({ status: unset.status, body: JSON.parse(unset.text) }).toEqual({ status: 502, body: { error: 'AI service is not configured', code: 'upstream_not_configured' } });
	});

	it('a failure after the reply began ends the stream with an error event carrying the status', async () => {
		const answer = await streamChat(withKey, ask('streamed-cut'));
		expect(answer.status).toBe(200);
		expect(parseEvents(answer.text)).toEqual([
			{ event: 'delta', data: { delta: 'Half ' } },
			{ event: 'delta', data: { delta: 'a reply' } },
			{ event: 'error', data: { error: 'AI service did not answer within 1 s', code: 'upstream_error', status: 502 } }
		]);
	});

	it('without Accept: text/event-stream the answer stays one JSON body', async () => {
		expect(await chat(withKey, ask('streamed-plain'))).toEqual({ status: 200, body: { reply: 'echo: streamed-plain', usage: null } });
		expect(fake.requests.at(-1)!.body).not.toHaveProperty('stream');
	});
});

describe('GET /capabilities says whether AI chat can answer here', () => {
	const capability = async (server: Server, id: string) => {
		// No key: what a client may call is known before it has one.
		const res = await server.get('/capabilities');
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		const { operations } = (await res.json()) as { operations: { id: string; available: boolean; reason?: string }[] };
		return operations.find((op) => op.id === id);
	};

	it('not configured: unavailable with the reason; operations that need nothing stay available', async () => {
		expect(await capability(unconfigured, 'ai-chat')).toEqual({ id: 'ai-chat', method: 'POST', path: '/ai-chat', runs: 'server', available: false, reason: 'not_configured' });
		expect(await capability(unconfigured, 'translate')).toMatchObject({ available: false, reason: 'not_configured' });
		expect(await capability(unconfigured, 'hash')).toEqual({ id: 'hash', method: 'POST', path: '/hash', runs: 'anywhere', available: true });
	});

	it('unreachable after a call to the upstream failed; available again once a call succeeds', async () => {
		expect(await chat(refused, ask('hello'))).toMatchObject({ status: 502 });
		expect(await capability(refused, 'ai-chat')).toMatchObject({ available: false, reason: 'unreachable' });
		expect(await chat(withKey, ask('error-500'))).toMatchObject({ status: 502 });
		expect(await capability(withKey, 'ai-chat')).toMatchObject({ available: false, reason: 'unreachable' });
		expect(await chat(withKey, ask('no-usage'))).toMatchObject({ status: 200 });
		expect(await capability(withKey, 'ai-chat')).toEqual({ id: 'ai-chat', method: 'POST', path: '/ai-chat', runs: 'server', available: true });
	});

	it('is in the OpenAPI document without a security requirement', async () => {
		const doc = await (await unconfigured.get('/openapi.json')).json();
		expect(doc.paths['/capabilities'].get.security).toEqual([]);
	});
});
