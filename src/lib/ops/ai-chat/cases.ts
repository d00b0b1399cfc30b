import type { OperationCase } from '../cases.js';

/**
 * Cases that hold without an AI service: request validation (400 `{"error"}`) and, for valid
 * requests, the 502 that docs/spec/decisions.md fixes for a server without `AI_BASE_URL`. Answers from a
 * model are tested in ai-chat.test.ts and tests/api/ai-chat.test.ts against a fake
 * OpenAI-compatible server.
 */
const CONTRACT = 'docs/spec/utility-api.md 2.9, section 4 (/ai-chat 400, body key `error`) and section 8 (1 to 50 messages, 10,000 characters)';
const MESSAGES = 'src/lib/ops/ai-chat/README.md "Validation" (message wording)';
const NOT_CONFIGURED = 'docs/spec/decisions.md "Upstream configuration": unset AI_BASE_URL → 502 {"error": "AI service is not configured"}';

const hello = { role: 'user', content: 'Hello' };

function invalid(name: string, input: unknown, error: string): OperationCase {
	return { name, op: 'ai-chat', input, expected: { status: 400, body: { error, code: 'invalid_input' } }, source: `${CONTRACT}; ${MESSAGES}` };
}

function notConfigured(name: string, input: unknown, source = NOT_CONFIGURED): OperationCase {
	return { name, op: 'ai-chat', input, expected: { status: 502, body: { error: 'AI service is not configured', code: 'upstream_not_configured' } }, source };
}

export const cases: OperationCase[] = [
	invalid('messages missing', {}, 'messages: is required'),
	invalid('messages a string', { messages: 'Hello' }, 'messages: must be an array of messages'),
	invalid('messages null', { messages: null }, 'messages: must be an array of messages'),
	invalid('messages an object', { messages: hello }, 'messages: must be an array of messages'),
	invalid('no messages', { messages: [] }, 'messages: must hold at least 1 message'),
	invalid('51 messages', { messages: Array.from({ length: 51 }, () => hello) }, 'messages: must hold at most 50 messages, got 51'),
	invalid('a message that is a string', { messages: ['Hello'] }, 'messages.0: must be an object with role and content'),
	invalid('a message that is null', { messages: [hello, null] }, 'messages.1: must be an object with role and content'),
	invalid('an unknown role', { messages: [{ role: 'bot', content: 'Hello' }] }, 'messages.0.role: must be "user", "assistant" or "system"'),
	invalid('a role in capitals', { messages: [{ role: 'User', content: 'Hello' }] }, 'messages.0.role: must be "user", "assistant" or "system"'),
	invalid('role missing', { messages: [{ content: 'Hello' }] }, 'messages.0.role: is required'),
	invalid('content missing', { messages: [{ role: 'user' }] }, 'messages.0.content: is required'),
	invalid('content a number', { messages: [hello, { role: 'assistant', content: 42 }] }, 'messages.1.content: must be a string'),
	invalid('content of 10,001 characters', { messages: [{ role: 'user', content: 'a'.repeat(10_001) }] }, 'messages.0.content: must be at most 10,000 characters, got 10,001'),
	invalid('two problems in two messages', { messages: [{ role: 'bot', content: 'Hi' }, { role: 'user' }] }, 'messages.0.role: must be "user", "assistant" or "system"; messages.1.content: is required'),
	invalid('a body that is an array', [hello], 'body: Invalid input: expected object, received array'),
	notConfigured('one user message', { messages: [hello] }),
	notConfigured('a persona, history and a question', {
		messages: [
			{ role: 'system', content: 'You are terse.' },
			{ role: 'user', content: 'Hi' },
			{ role: 'assistant', content: 'Hello.' },
			{ role: 'user', content: 'Bye' }
		]
	}),
	notConfigured('50 messages of 10,000 characters (both limits inclusive)', {
		messages: Array.from({ length: 50 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'a'.repeat(10_000) }))
	}, `${NOT_CONFIGURED}; ${CONTRACT}`),
	notConfigured('10,000 emoji are 10,000 characters', { messages: [{ role: 'user', content: '😀'.repeat(10_000) }] }, `${NOT_CONFIGURED}; src/lib/ops/ai-chat/README.md: characters are Unicode code points`),
	notConfigured('empty content', { messages: [{ role: 'user', content: '' }] }, `${NOT_CONFIGURED}; contract 2.9 sets no minimum length`),
	notConfigured('fields beyond messages are ignored', { messages: [hello], model: 'gpt-4o', temperature: 2 }, `${NOT_CONFIGURED}; docs/api.md: unknown fields are ignored`)
];
