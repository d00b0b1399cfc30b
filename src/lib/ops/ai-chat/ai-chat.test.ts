import { describe, expect, it, vi } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { UpstreamError, type ChatMessage, type ChatUpstream } from '../_shared/upstreams.js';
import type { OperationContext } from '../../engine/define.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { operations } from './index.js';

const op = operations[0];
/** What the API answers: the status and the body (the result's message ids are the app's). */
const run = async (input: unknown, ctx: Partial<OperationContext> = {}) => {
	const { status, body } = await executeOperation(op, input, { now: () => 0, ...ctx });
	return { status, body };
};
const usage = { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17, reasoning_tokens: 0 };

describe('reference cases', () => replayCases(cases, operations));

describe('the operation', () => {
	it('is the contract 2.9 endpoint, run on the server, with 400 {"error"} for bad input', () => {
		expect({ id: op.id, method: op.method, path: op.path, runs: op.runs, group: op.group, invalid: op.invalid }).toEqual({
			id: 'ai-chat',
			method: 'POST',
			path: '/ai-chat',
			runs: 'server',
			group: 'ai',
			invalid: { status: 400, key: 'error' }
		});
	});

	it('hands the messages to the upstream in order, with their roles and nothing else', async () => {
		const complete = vi.fn<ChatUpstream['complete']>(async () => ({ reply: 'Lisbon.', usage }));
		const messages: (ChatMessage & { name?: string })[] = [
			{ role: 'system', content: 'Be brief.' },
			{ role: 'user', content: 'Capital of Portugal?', name: 'jane' },
			{ role: 'assistant', content: 'Lisbon.' },
			{ role: 'user', content: 'And of Spain?' }
		];
		expect(await run({ messages }, { chat: { complete } })).toEqual({ status: 200, body: { reply: 'Lisbon.', usage } });
		expect(complete).toHaveBeenCalledTimes(1);
		expect(complete.mock.calls[0][0]).toEqual(messages.map(({ role, content }) => ({ role, content })));
	});

	it('answers usage null when the upstream reports none', async () => {
		const chat = { complete: async () => ({ reply: 'Hi!', usage: null }) };
		expect(await run({ messages: [{ role: 'user', content: 'Hi' }] }, { chat })).toEqual({ status: 200, body: { reply: 'Hi!', usage: null } });
	});

	it('answers 502 {"error"} with the upstream failure as the provider words it', async () => {
		const chat = {
			complete: async () => {
				throw new UpstreamError('AI service did not answer within 60 s');
			}
		};
		expect(await run({ messages: [{ role: 'user', content: 'Hi' }] }, { chat })).toEqual({
			status: 502,
			body: { error: 'AI service did not answer within 60 s', code: 'upstream_error' }
		});
	});

	it('lets any other error through (the API answers 500 and logs it)', async () => {
		const chat = {
			complete: async () => {
				throw new TypeError('bug');
			}
		};
		await expect(run({ messages: [{ role: 'user', content: 'Hi' }] }, { chat })).rejects.toThrow('bug');
	});

	it('does not call the upstream for invalid input', async () => {
		const complete = vi.fn<ChatUpstream['complete']>();
		expect((await run({ messages: [] }, { chat: { complete } })).status).toBe(400);
		expect(complete).not.toHaveBeenCalled();
	});
});
