/**
 * A fake OpenAI-compatible chat server for tests, on 127.0.0.1 (a free port): `POST
 * {url}/chat/completions` answering in the shape of OpenAI's chat completions API (`{id, object,
 * created, model, choices: [{index, message: {role, content}, finish_reason}], usage?}`). What it
 * answers is chosen by the content of the request's last message: a test lists contents and
 * their answers in `script` (see http-peer.ts `reply`); any other content gets `otherwise`,
 * by default a completion `echo: <content>` without usage. Any other path is a 404. It records
 * every request, headers included (so a test sees the Authorization header the upstream got).
 */
import { reply, startHttpPeer, type HttpPeer, type PeerAnswer, type PeerRequest, type PeerScript } from './http-peer.js';

export interface OpenAiPeer extends HttpPeer {
	/** `http://127.0.0.1:port/v1`, what AI_BASE_URL takes. */
	url: string;
	/** Last-message contents and how to answer them. */
	script: Map<string, PeerScript>;
	/** The answer to any other content. */
	otherwise: PeerScript;
}

/** A chat completion as OpenAI documents it, with `content` as the assistant's message. */
export function chatCompletion(content: unknown, extra: Record<string, unknown> = {}) {
	return {
		id: 'chatcmpl-1',
		object: 'chat.completion',
		created: 1_700_000_000,
		model: 'fake-model',
		choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
		...extra
	};
}

/**
 * A streamed chat completion as OpenAI documents it (server-sent events of
 * `chat.completion.chunk` objects): a first chunk with the role, one chunk per piece, a chunk
 * with the finish reason, the usage chunk when given (`stream_options.include_usage`), then
 * `data: [DONE]`. `complete: false` stops after the pieces and leaves the connection open.
 */
export function chatStream(pieces: string[], { usage, complete = true }: { usage?: Record<string, unknown>; complete?: boolean } = {}): PeerAnswer {
	const event = (chunk: Record<string, unknown>) =>
		`data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'fake-model', ...chunk })}\n\n`;
	const choice = (delta: Record<string, unknown>, finish: string | null = null) => ({ choices: [{ index: 0, delta, finish_reason: finish }] });
	const chunks = [event(choice({ role: 'assistant', content: '' })), ...pieces.map((content) => event(choice({ content })))];
	if (complete) {
		chunks.push(event(choice({}, 'stop')));
		if (usage) chunks.push(event({ choices: [], usage }));
		chunks.push('data: [DONE]\n\n');
	}
	return reply.raw(200, { 'content-type': 'text/event-stream' }, chunks, complete);
}

/** Whether a chat request asked for a streamed answer (`stream: true`). */
export const wantsStream = (request: PeerRequest) => (request.body as { stream?: unknown } | null)?.stream === true;

/** The messages of a chat request (empty when the body has none). */
export function chatMessages(request: PeerRequest): { role?: unknown; content?: unknown }[] {
	const messages = (request.body as { messages?: unknown } | null)?.messages;
	return Array.isArray(messages) ? messages : [];
}

/** The content of a chat request's last message ('' when there is none, or it is not text). */
export function lastContent(request: PeerRequest): string {
	const content = chatMessages(request).at(-1)?.content;
	return typeof content === 'string' ? content : '';
}

export async function startOpenAiPeer(): Promise<OpenAiPeer> {
	const state = {
		script: new Map<string, PeerScript>(),
		otherwise: ((request) => {
			const echo = `echo: ${lastContent(request)}`;
			// Streamed word by word when asked, as a real server does.
			return wantsStream(request) ? chatStream(echo.split(/(?<= )/)) : reply.json(200, chatCompletion(echo));
		}) as PeerScript
	};
	const server = await startHttpPeer((request) => {
		if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return reply.json(404, { error: { message: 'not found' } });
		return state.script.get(lastContent(request)) ?? state.otherwise;
	});
	return Object.assign(state, { ...server, url: `${server.url}/v1` });
}
