import { UpstreamError, type ChatMessage, type ChatUpstream, type ChatUsage } from '../../ops/_shared/upstreams.js';
import { describeStatus, upstreamRequest } from './upstream-http.js';

/** Default bound on one chat completion: local models on a CPU are slow, hosted ones rarely need this long. */
export const AI_TIMEOUT_MS = 60_000;

const SERVICE = 'AI service';

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
 * OpenAI-compatible chat completions (`POST {baseUrl}/chat/completions`, non-streaming) for
 * `ctx.chat`: llama.cpp's llama-server, Ollama, vLLM, OpenAI and the like. The messages go out
 * in order with their roles and nothing else; the reply is the first choice's content.
 * Rejects with UpstreamError naming the cause (see upstream-http.ts and readCompletion).
 * @example await createChatUpstream({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: null }).complete([{ role: 'user', content: 'Hi' }])
 */
export function createChatUpstream(options: ChatUpstreamOptions): ChatUpstream {
	const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
	const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
	return {
		async complete(messages: ChatMessage[]) {
			const answer = await upstreamRequest({
				service: SERVICE,
				url: `${options.baseUrl}/chat/completions`,
				method: 'POST',
				headers,
				json: {
					...(options.model && { model: options.model }),
					messages: messages.map(({ role, content }) => ({ role, content }))
				},
				timeoutMs
			});
			// The body of a failure is not read: it may echo the request or name the key.
			if (answer.status < 200 || answer.status > 299) throw new UpstreamError(`${SERVICE} answered ${describeStatus(answer.status)}`);
			return readCompletion(answer.json());
		}
	};
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
	if (!isObject(choice)) throw new UpstreamError(`${SERVICE} sent no reply (its response has no choices)`);
	const message = isObject(choice.message) ? choice.message : {};
	const refusal = typeof message.refusal === 'string' && message.refusal ? message.refusal : null;
	const reasoned = [message.reasoning_content, message.reasoning].some((r) => typeof r === 'string' && r !== '');
	let reply = contentText(message.content);
	if (!reply && refusal) reply = refusal;
	if (reply === null || (reply === '' && reasoned)) {
		const finish = typeof choice.finish_reason === 'string' && /^[a-z_]{1,32}$/.test(choice.finish_reason) ? choice.finish_reason : null;
		const why = [reasoned && 'only reasoning', finish && `finish_reason ${finish}`].filter(Boolean).join(', ');
		throw new UpstreamError(`${SERVICE} sent no reply text${why ? ` (${why})` : ''}`);
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
