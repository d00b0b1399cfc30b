/**
 * POST /ai-chat over real HTTP against the built server, with a fake OpenAI-compatible server
 * (node:http on 127.0.0.1) as AI_BASE_URL. The fake records every request and answers by the
 * last message's content. Every documented status and body key: 200, 400 {"error"},
 * 422 {"detail"} (malformed JSON, the platform's), 502 {"error"} (not configured, refused,
 * timeout, error status, malformed answer, no choices).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type Server } from './harness';

interface Recorded {
	url: string;
	authorization: string | undefined;
	body: Record<string, unknown>;
}

const SECRET = 'sk-test-secret-123';
const requests: Recorded[] = [];
let fake: http.Server;
let withKey: Server;
let noKey: Server;
let refused: Server;
let unconfigured: Server;
const keys = new Map<Server, string>();

const completion = (content: string, usage?: unknown) => ({
	id: 'chatcmpl-1',
	object: 'chat.completion',
	model: 'fake-model',
	choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
	...(usage !== undefined && { usage })
});

function answer(res: http.ServerResponse, scenario: string) {
	const json = (status: number, body: unknown) => {
		res.writeHead(status, { 'content-type': 'application/json' });
		res.end(typeof body === 'string' ? body : JSON.stringify(body));
	};
	switch (scenario) {
		case 'usage':
			return json(200, completion('Lisbon.', { prompt_tokens: 21, completion_tokens: 3, total_tokens: 24 }));
		case 'reasoning':
			return json(200, completion('Seven.', { prompt_tokens: 30, completion_tokens: 50, total_tokens: 80, completion_tokens_details: { reasoning_tokens: 42 } }));
		case 'no-usage':
			return json(200, completion('Hi there!'));
		case 'error-500':
			return json(500, { error: { message: `internal failure with ${SECRET}` } });
		case 'malformed':
			return json(200, '{"choices": [{"message": ');
		case 'no-choices':
			return json(200, { choices: [] });
		case 'slow':
			return; // never answers; the server's AI_TIMEOUT_MS ends the wait
		default:
			return json(200, completion(`echo: ${scenario}`));
	}
}

beforeAll(async () => {
	fake = http.createServer((req, res) => {
		let raw = '';
		req.on('data', (d) => (raw += d));
		req.on('end', () => {
			const body = JSON.parse(raw || '{}');
			requests.push({ url: req.url!, authorization: req.headers.authorization, body });
			const messages = body.messages as { content: string }[] | undefined;
			answer(res, messages?.at(-1)?.content ?? '');
		});
	});
	await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
	const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
	const closed = `http://127.0.0.1:${await freePort()}/v1`;
	[withKey, noKey, refused, unconfigured] = await Promise.all([
		startServer({ AI_BASE_URL: base, AI_MODEL: 'fake-model', AI_API_KEY: SECRET, AI_TIMEOUT_MS: '1000' }),
		startServer({ AI_BASE_URL: base }),
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
	fake?.closeAllConnections();
	await new Promise((resolve) => fake?.close(resolve));
});

async function chat(server: Server, body: unknown) {
	const res = await server.post('/ai-chat', body, { 'x-api-key': keys.get(server)! });
	expect(res.headers.get('content-type')).toMatch(/^application\/json/);
	return { status: res.status, body: await res.json() };
}
const ask = (content: string) => ({ messages: [{ role: 'user', content }] });

describe('POST /ai-chat with an AI service', () => {
	it('200: forwards the conversation in order with its roles, the model and the key; maps usage', async () => {
		requests.length = 0;
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
		expect(requests).toEqual([{ url: '/v1/chat/completions', authorization: `Bearer ${SECRET}`, body: { model: 'fake-model', messages } }]);
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
		requests.length = 0;
		expect((await chat(noKey, ask('hello'))).body).toEqual({ reply: 'echo: hello', usage: null });
		expect(requests).toHaveLength(1);
		expect(requests[0].authorization).toBeUndefined();
		expect(requests[0].body).toEqual({ messages: [{ role: 'user', content: 'hello' }] });
	});

	it('400 {"error"}: invalid messages never reach the service', async () => {
		requests.length = 0;
		expect(await chat(withKey, {})).toEqual({ status: 400, body: { error: 'messages: is required' } });
		expect(await chat(withKey, { messages: [] })).toEqual({ status: 400, body: { error: 'messages: must hold at least 1 message' } });
		expect(await chat(withKey, { messages: [{ role: 'robot', content: 'hi' }] })).toEqual({
			status: 400,
			body: { error: 'messages.0.role: must be "user", "assistant" or "system"' }
		});
		expect(await chat(withKey, ask('x'.repeat(10_001)))).toEqual({
			status: 400,
			body: { error: 'messages.0.content: must be at most 10,000 characters, got 10,001' }
		});
		expect(requests).toEqual([]);
	});

	it('422 {"detail"}: a body that is not JSON is the platform’s answer', async () => {
		expect(await chat(withKey, '{"messages": [')).toEqual({ status: 422, body: { detail: 'Request body is not valid JSON' } });
	});

	const failures: [string, string][] = [
		['error-500', 'AI service answered HTTP 500 (server error)'],
		['malformed', 'AI service sent a response that is not JSON (HTTP 200)'],
		['no-choices', 'AI service sent no reply (its response has no choices)'],
		['slow', 'AI service did not answer within 1 s']
	];
	it.each(failures)('502 {"error"} when the service answers %s', async (scenario, error) => {
		const answer = await chat(withKey, ask(scenario));
		expect(answer).toEqual({ status: 502, body: { error } });
		expect(JSON.stringify(answer.body)).not.toContain(SECRET);
	});

	it('502 {"error"} when the service refuses connections', async () => {
		expect(await chat(refused, ask('hello'))).toEqual({ status: 502, body: { error: 'AI service could not be reached (connection refused)' } });
	});

	it('502 {"error"} when no AI service is configured', async () => {
		expect(await chat(unconfigured, ask('hello'))).toEqual({ status: 502, body: { error: 'AI service is not configured' } });
	});

	it('documents 400 and 502 with the key "error" in the OpenAPI document', async () => {
		const doc = await (await unconfigured.get('/openapi.json')).json();
		const responses = doc.paths['/ai-chat'].post.responses;
		for (const status of ['400', '502']) {
			expect(responses[status].content['application/json'].schema.required, status).toEqual(['error']);
		}
	});
});
