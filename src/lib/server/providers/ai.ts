import { CallerGoneError, UpstreamError, type ChatMessage, type ChatStreaming, type ChatUpstream, type ChatUsage } from '../../ops/_shared/upstreams.js';
import { errors } from '../../ops/_shared/errors.js';
import { upstreamRequest, upstreamStream } from './upstream-http.js';

/** Default bound on one chat completion: local models on a CPU are slow, hosted ones rarely need this long. */
export const AI_TIMEOUT_MS = 60_000;

const SERVICE = errors.words('service_ai');

export interface ChatUpstreamOptions {
	/** `AI_BASE_URL` without a trailing slash, e.g. `http://127.0.0.1:8080/v1`. */
	baseUrl: string;
	/** `AI_MODEL`; '' sends no `model` and lets a single-model server (llama-server) use its own. */
	model: string;
	/** `AI_API_KEY`; null sends no Authorization header (local servers need none). */
	apiKey: string | null;
	/** `AI_TIMEOUT_MS`; null or absent: AI_TIMEOUT_MS. */
	timeoutMs?: number | null;
}

/**
 * OpenAI-compatible chat completions (`POST {baseUrl}/chat/completions`) for `ctx.chat`:
 * llama.cpp's llama-server, Ollama, vLLM, OpenAI and the like. The messages go out in order with
 * their roles and nothing else; the reply is the first choice's content. With `streaming` the
 * request asks for `stream: true` (and the usage in the last chunk) and the reply's pieces are
 * handed on as the server-sent events arrive; a server that answers JSON instead still works.
 * Rejects with UpstreamError naming the cause (see upstream-http.ts, readCompletion and ChatStreamReader).
 * @example await createChatUpstream({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: null }).complete([{ role: 'user', content: 'Hi' }])
 */
export function createChatUpstream(options: ChatUpstreamOptions): ChatUpstream {
	const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
	const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
	const request = (messages: ChatMessage[]) => ({
		service: SERVICE,
		url: `${options.baseUrl}/chat/completions`,
		method: 'POST' as const,
		headers,
		json: {
			...(options.model && { model: options.model }),
			messages: messages.map(({ role, content }) => ({ role, content }))
		} as Record<string, unknown>,
		timeoutMs
	});
	// The body of a failure is not read: it may echo the request or name the key.
	const refused = (status: number) => new UpstreamError(errors.words('upstream_status', { service: SERVICE, status }));
	return {
		async complete(messages, streaming) {
			if (streaming) return streamCompletion(request(messages), streaming, refused);
			const answer = await upstreamRequest(request(messages));
			if (answer.status < 200 || answer.status > 299) throw refused(answer.status);
			return readCompletion(answer.json());
		}
	};
}

async function streamCompletion(
	base: Parameters<typeof upstreamStream>[0] & { json: Record<string, unknown> },
	streaming: ChatStreaming,
	refused: (status: number) => UpstreamError
): Promise<{ reply: string; usage: ChatUsage | null }> {
	try {
		return await readStream(base, streaming, refused);
	} catch (err) {
		throw streaming.signal.aborted ? new CallerGoneError() : err;
	}
}

async function readStream(
	base: Parameters<typeof upstreamStream>[0] & { json: Record<string, unknown> },
	streaming: ChatStreaming,
	refused: (status: number) => UpstreamError
): Promise<{ reply: string; usage: ChatUsage | null }> {
	const answer = await upstreamStream({
		...base,
		headers: { ...base.headers, accept: 'text/event-stream, application/json' },
		json: { ...base.json, stream: true, stream_options: { include_usage: true } },
		signal: streaming.signal
	});
	if (answer.status < 200 || answer.status > 299) {
		await answer.cancel();
		throw refused(answer.status);
	}
	if (answer.type !== 'text/event-stream') {
		// A server that does not stream answers one completion: the reply is one piece.
		let text = '';
		for await (const piece of answer.text()) text += piece;
		let body: unknown;
		try {
			body = JSON.parse(text);
		} catch {
			throw new UpstreamError(errors.words('upstream_not_json', { service: SERVICE, status: answer.status }));
		}
		const completion = readCompletion(body);
		streaming.onDelta(completion.reply);
		return completion;
	}
	const reader = new ChatStreamReader(streaming.onDelta);
	for await (const piece of answer.text()) {
		reader.push(piece);
		if (reader.done) break;
	}
	return reader.result();
}

/**
 * Reads OpenAI's streamed chat completion (server-sent events, one `data: {chunk}` per event,
 * `data: [DONE]` at the end): each `choices[0].delta.content` goes to `onDelta` as it comes, the
 * usage is the last chunk that carries one. Reasoning deltas are never the reply. A stream that
 * ends without `[DONE]` or a finish reason was cut short: an UpstreamError, like an `error` chunk.
 */
export class ChatStreamReader {
	done = false;
	private buffer = '';
	private reply = '';
	private usage: ChatUsage | null = null;
	private finish: string | null = null;
	private reasoned = false;

	constructor(private readonly onDelta: (text: string) => void) {}

	/** The next piece of the event stream's text, cut anywhere. */
	push(text: string): void {
		this.buffer += text;
		let end: number;
		while (!this.done && (end = this.buffer.indexOf('\n')) !== -1) {
			const line = this.buffer.slice(0, end).replace(/\r$/, '');
			this.buffer = this.buffer.slice(end + 1);
			if (line.startsWith('data:')) this.data(line.slice(5).trimStart());
		}
	}

	private data(data: string): void {
		if (data === '[DONE]') {
			this.done = true;
			return;
		}
		let chunk: unknown;
		try {
			chunk = JSON.parse(data);
		} catch {
			throw new UpstreamError(errors.words('ai_stream_not_json'));
		}
		if (!isObject(chunk)) return;
		if (chunk.error !== undefined) throw new UpstreamError(errors.words('ai_stream_error'));
		this.usage = readUsage(chunk) ?? this.usage;
		const choice = Array.isArray(chunk.choices) && isObject(chunk.choices[0]) ? chunk.choices[0] : null;
		if (!choice) return;
		if (typeof choice.finish_reason === 'string' && /^[a-z_]{1,32}$/.test(choice.finish_reason)) this.finish = choice.finish_reason;
		const delta = isObject(choice.delta) ? choice.delta : {};
		if ([delta.reasoning_content, delta.reasoning].some((r) => typeof r === 'string' && r !== '')) this.reasoned = true;
		const text = contentText(delta.content) ?? (typeof delta.refusal === 'string' ? delta.refusal : null);
		if (text) {
			this.reply += text;
			this.onDelta(text);
		}
	}

	/** The whole reply once the stream has ended. */
	result(): { reply: string; usage: ChatUsage | null } {
		if (this.buffer.trim()) this.push('\n');
		if (!this.done && this.finish === null) throw new UpstreamError(errors.words('ai_stream_cut'));
		if (this.reply === '' && (this.reasoned || this.finish !== 'stop')) throw noReplyText(this.reasoned, this.finish);
		return { reply: this.reply, usage: this.usage };
	}
}

/** A completion without reply text: whether the model only reasoned, and the finish reason it gave. */
function noReplyText(reasoned: boolean, finish: string | null): UpstreamError {
	if (finish === null) return new UpstreamError(errors.words(reasoned ? 'ai_no_text_reasoning' : 'ai_no_text'));
	return new UpstreamError(errors.words(reasoned ? 'ai_no_text_reasoning_finish' : 'ai_no_text_finish', { finish }));
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The reply and usage of a chat completion. The reply is `choices[0].message.content`: a string,
 * or an array of content parts whose text parts are joined. When there is none, a refusal
 * (`message.refusal`, OpenAI) is the reply. Reasoning (`reasoning_content`, `reasoning`) is never
 * the reply: when a model produced only reasoning (it ran out of tokens thinking) the answer
 * is an UpstreamError, as is a response without choices.
 */
export function readCompletion(body: unknown): { reply: string; usage: ChatUsage | null } {
	const choice = isObject(body) && Array.isArray(body.choices) ? body.choices[0] : undefined;
	if (!isObject(choice)) throw new UpstreamError(errors.words('ai_no_choices'));
	const message = isObject(choice.message) ? choice.message : {};
	const refusal = typeof message.refusal === 'string' && message.refusal ? message.refusal : null;
	const reasoned = [message.reasoning_content, message.reasoning].some((r) => typeof r === 'string' && r !== '');
	let reply = contentText(message.content);
	if (!reply && refusal) reply = refusal;
	if (reply === null || (reply === '' && reasoned)) {
		const finish = typeof choice.finish_reason === 'string' && /^[a-z_]{1,32}$/.test(choice.finish_reason) ? choice.finish_reason : null;
		throw noReplyText(reasoned, finish);
	}
	return { reply, usage: readUsage(body) };
}

/** A message's content as text: the string, or the text parts of a content-part array. */
function contentText(content: unknown): string | null {
	if (typeof content === 'string') return content;
	if (!Array.isArray(content)) return null;
	const texts = content.filter((p): p is { text: string } => isObject(p) && p.type === 'text' && typeof p.text === 'string');
	return texts.length ? texts.map((p) => p.text).join('') : null;
}

const tokens = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/**
 * OpenAI's `usage`, or null when the upstream sends none or one without prompt and completion
 * counts. `total_tokens` defaults to their sum; `reasoning_tokens` comes from
 * `completion_tokens_details` and is 0 when absent (contract 2.9).
 */
export function readUsage(body: unknown): ChatUsage | null {
	const usage = isObject(body) && isObject(body.usage) ? body.usage : null;
	if (!usage) return null;
	const prompt = tokens(usage.prompt_tokens);
	const completion = tokens(usage.completion_tokens);
	if (prompt === null || completion === null) return null;
	const details = isObject(usage.completion_tokens_details) ? usage.completion_tokens_details : {};
	return {
		prompt_tokens: prompt,
		completion_tokens: completion,
		total_tokens: tokens(usage.total_tokens) ?? prompt + completion,
		reasoning_tokens: tokens(details.reasoning_tokens) ?? 0
	};
}
