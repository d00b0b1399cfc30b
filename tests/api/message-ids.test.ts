/**
 * The app's message ids over real HTTP against the built server (docs/api.md, "The app's message
 * ids"): a heavy operation's answer, run in the pool's threads, carries them like a light one's;
 * a recipe's refusal and its failing step's frame carry them too; without the header every body
 * is the contract's alone. The English texts are V8's (ECMA-262's early errors) and the recipe
 * contract's (docs/api.md, "Recipes").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';

const TOKEN = 'message-ids-metrics-token';
let server: Server;
let key: string;

beforeAll(async () => {
	server = await startServer({ METRICS_TOKEN: TOKEN });
	key = (await server.cli('keys', 'create', '--email', 'ids@example.com', '--plan', 'unlimited')).trim();
}, 120_000);
afterAll(() => server?.stop());

const IDS = { 'X-Utilkit-Message-Ids': '1' };

/** The same call without and with the header: both bodies and statuses. */
async function both(path: string, body: unknown) {
	const plain = await server.post(path, body, { 'X-API-Key': key });
	const asked = await server.post(path, body, { 'X-API-Key': key, ...IDS });
	return { plain: { status: plain.status, text: await plain.text() }, asked: { status: asked.status, body: (await asked.json()) as Record<string, unknown> } };
}

/** The pool's thread count, from /metrics: threads start on the first heavy call. */
async function heavyThreads(): Promise<number> {
	const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
	return Number(/^utilkit_heavy_threads (\d+)$/m.exec(text)![1]);
}

/** V8's words for the pattern "(a" (ECMA-262 22.2.3.1: an unterminated group is an early error). */
const UNTERMINATED = 'Invalid regular expression: /(a/: Unterminated group';

describe('a heavy operation, run in the pool', () => {
	it("gives its error's message ids when asked, and the contract's body byte for byte when not", async () => {
		expect(await heavyThreads()).toBe(0);
		const { plain, asked } = await both('/regex', { pattern: '(a', input: 'a' });
		// regex has no light-call bound: it ran in a thread of the pool.
		expect(await heavyThreads()).toBeGreaterThan(0);
		expect(plain.status).toBe(422);
		expect(plain.text).toBe(JSON.stringify({ detail: `pattern: ${UNTERMINATED}`, code: 'invalid_input' }));
		expect(asked.status).toBe(422);
		expect(asked.body).toEqual({
			detail: `pattern: ${UNTERMINATED}`,
			code: 'invalid_input',
			message_ids: { error: { module: 'regex', id: 'bad_pattern', values: { reason: UNTERMINATED }, field: 'pattern', text: UNTERMINATED } }
		});
	});

	it('gives the messages inside a 200 answer by pointer', async () => {
		// Past json-format's light-call bound (16,384 characters), so the pool runs it; JSON.parse agrees it is no JSON.
		const input = `[${'1,'.repeat(10_000)}]`;
		expect(() => JSON.parse(input)).toThrow(SyntaxError);
		const { plain, asked } = await both('/json/format', { input });
		const body = JSON.parse(plain.text) as { valid: boolean; error: { message: string } };
		expect(body.valid).toBe(false);
		expect(plain.text).not.toContain('message_ids');
		const { message_ids: ids, ...rest } = asked.body as { message_ids: { answer: Record<string, { module: string; text: string }> } };
		expect(rest).toEqual(body);
		expect(ids.answer['/error/message']).toMatchObject({ module: '_shared', text: body.error.message });
	});
});

describe('a recipe', () => {
	const encode = { op: '/encode', input: { input: 'hi', scheme: 'base64', direction: 'encode' } };

	it('gives its refusal by id: an operation that does not exist', async () => {
		const { plain, asked } = await both('/recipes/run', { steps: [encode, { op: '/nope' }] });
		const contract = { detail: 'step 2: /nope is not an operation', code: 'invalid_input', step: 2 };
		expect(plain.text).toBe(JSON.stringify(contract));
		expect(asked.body).toEqual({ ...contract, message_ids: { error: { module: 'recipe', id: 'not_an_operation', values: { step: 2, op: '/nope' }, text: contract.detail } } });
	});

	it("gives the frame around a failing heavy step with that step's own message ids", async () => {
		const { plain, asked } = await both('/recipes/run', { steps: [encode, { op: '/regex', input: { pattern: '(a' }, from: { input: '/output' } }] });
		const contract = JSON.parse(plain.text) as { detail: string; step: number };
		expect(plain.status).toBe(422);
		expect(contract).toMatchObject({ detail: `step 2 (/regex): pattern: ${UNTERMINATED}`, code: 'invalid_input', step: 2 });
		const { message_ids: ids, ...rest } = asked.body;
		expect(rest).toEqual(contract);
		expect(ids).toEqual({
			error: {
				module: 'recipe',
				id: 'step_failed',
				values: { step: 2, op: '/regex', message: { module: 'regex', id: 'bad_pattern', values: { reason: UNTERMINATED }, field: 'pattern', text: UNTERMINATED } },
				text: contract.detail
			}
		});
	});

	it('gives a pointer that finds nothing, and answers a success without ids', async () => {
		const { plain, asked } = await both('/recipes/run', { steps: [encode, { op: '/hash', from: { input: '/nothing' } }] });
		expect(JSON.parse(plain.text)).toMatchObject({ detail: 'step 2 (/hash): from.input: "/nothing" is not in the answer of step 1' });
		expect((asked.body.message_ids as { error: { values: { message: { id: string; field: string } } } }).error.values.message).toMatchObject({ id: 'pointer_not_found', field: 'from.input' });
		const ok = await both('/recipes/run', { steps: [encode] });
		expect(ok.asked.body).toEqual(JSON.parse(ok.plain.text));
	});
});
