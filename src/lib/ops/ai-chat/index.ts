import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { UpstreamError } from '../_shared/upstreams.js';
import { errorOf } from '../../engine/words.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';

/** Contract 2.9 and section 8. */
export const MAX_MESSAGES = 50;
export const MAX_CONTENT_CHARS = 10_000;

export const NOT_CONFIGURED = errors.english.not_configured;

/** Wrong values say what was expected; a missing one says "is required" like the rest of the API. */
const expected = (what: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : what) });

const message = z.object(
	{
		role: z.enum(['user', 'assistant', 'system'], expected('must be "user", "assistant" or "system"')).describe('`system` sets behaviour or persona'),
		content: stringOfAtMost(MAX_CONTENT_CHARS).describe(`At most ${MAX_CONTENT_CHARS.toLocaleString('en-US')} characters`)
	},
	expected('must be an object with role and content')
);

export const aiChat = defineOperation({
	id: 'ai-chat',
	group: 'ai',
	title: 'AI chat',
	summary: 'Replies to a conversation with the operator’s OpenAI-compatible chat model.',
	keywords: ['ai', 'chat', 'llm', 'gpt', 'assistant', 'openai', 'llama', 'completion', 'conversation'],
	method: 'POST',
	path: '/ai-chat',
	runs: 'server',
	cost: 'light',
	service: 'chat',
	streams: 'reply',
	input: z.object({
		messages: z
			.array(message, expected('must be an array of messages'))
			.min(1, 'must hold at least 1 message')
			.max(MAX_MESSAGES, { error: errors.zod('too_many', (issue) => ({ max: MAX_MESSAGES, got: (issue.input as unknown[]).length })) })
			.describe(`The whole conversation, oldest first: 1 to ${MAX_MESSAGES} messages`).meta(formHints({ secret: true }))
	}),
	output: z.object({
		reply: z.string().describe('The assistant’s answer to the last message'),
		usage: z
			.object({
				prompt_tokens: z.number(),
				completion_tokens: z.number(),
				total_tokens: z.number(),
				reasoning_tokens: z.number().describe('0 when the model does not report reasoning')
			})
			.nullable()
			.describe('null when the AI service reports no usage')
	}),
	invalid: { status: 400, key: 'error' },
	errors: [
		{
			status: 400,
			when: '`messages` missing, not an array, empty, over 50 items, an item not an object, a role other than user/assistant/system, or `content` missing, not a string or over 10,000 characters; body `{"error"}`'
		},
		{
			status: 502,
			when: 'the AI service is not configured, unreachable, slower than its timeout (60 s by default), answers an error status, or sends no usable reply; body `{"error"}`',
			key: 'error'
		}
	],
	examples: [
		{
			name: 'One question',
			input: { messages: [{ role: 'user', content: 'What is the capital of Portugal?' }] },
			// Recorded from the OpenAI-compatible stand-in of the API tests (tests/peers/openai-peer.ts,
			// which echoes the question; tests/api/docs-examples.test.ts replays it): a model's reply differs.
			answer: { reply: 'echo: What is the capital of Portugal?', usage: null }
		},
		{
			name: 'A persona and a follow-up',
			input: {
				messages: [
					{ role: 'system', content: 'You answer in one short sentence.' },
					{ role: 'user', content: 'Name a prime number.' },
					{ role: 'assistant', content: 'Seven is a prime number.' },
					{ role: 'user', content: 'And an even one?' }
				]
			}
		}
	],
	async run({ messages }, ctx) {
		if (!ctx.chat) throw errors.error('not_configured', {}, { status: 502, key: 'error', code: 'upstream_not_configured' });
		try {
			const { stream } = ctx;
			return await ctx.chat.complete(messages, stream && { onDelta: (text) => stream.delta(text), signal: stream.signal });
		} catch (err) {
			if (err instanceof UpstreamError) throw errorOf(err.words, { status: 502, key: 'error', code: 'upstream_error' });
			throw err;
		}
	}
});

export const operations = [aiChat];
