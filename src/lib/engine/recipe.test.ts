import { describe, expect, it } from 'vitest';
import { getOperation, OPERATIONS } from '../ops/registry.js';
import { executeOperation } from './execute.js';
import { createRouter } from './router.js';
import fc from 'fast-check';
import { batchSchema, isRefusal, MAX_RECIPE_STEPS, plainBodyChecks, prepareBatch, prepareRecipe, recipeSchema, runRecipe, type PreparedRecipe, type Refusal } from './recipe.js';
import { fullText, type Words } from './words.js';
import { createHash } from 'node:crypto';
import type { Operation } from './define.js';

const router = createRouter(OPERATIONS);
const find = (path: string) => router.find(path);
const ctx = { now: () => Date.UTC(2026, 0, 1) };
const execute = ({ op, params }: { op: Operation; params: Record<string, string> }, input: Record<string, unknown>) =>
	executeOperation(op, { ...input, ...params }, ctx);

function prepared(body: unknown) {
	const recipe = prepareRecipe(body, find);
	if (isRefusal(recipe)) throw new Error(recipe.body.detail);
	return recipe as PreparedRecipe<{ op: Operation; params: Record<string, string> }>;
}

describe('runRecipe', () => {
	it('chains base64 encoding into SHA-256 (the digest from node:crypto)', async () => {
		const outcome = await runRecipe(
			prepared({
				steps: [
					{ op: '/encode', input: { input: 'hello', scheme: 'base64', direction: 'encode' } },
					{ op: '/hash', input: { algorithms: ['sha256'] }, from: { input: '/output' } }
				]
			}),
			execute
		);
		expect(outcome.status).toBe(200);
		const body = outcome.body as { output: unknown; steps: { op: string; status: number }[] };
		expect(body.steps.map((s) => [s.op, s.status])).toEqual([
			['/encode', 200],
			['/hash', 200]
		]);
		expect(body.output).toEqual({ input: 'aGVsbG8=', hashes: { sha256: createHash('sha256').update('aGVsbG8=').digest('hex') } });
		expect(outcome.ran).toBe(2);
	});

	it('ends at the first failing step with its status, numbered, and the steps that ran', async () => {
		const outcome = await runRecipe(
			prepared({ steps: [{ op: '/encode', input: { input: 'hi', scheme: 'base64', direction: 'encode' } }, { op: '/hash', input: { algorithms: ['nope'] }, from: { input: '/output' } }, { op: '/encode', input: { input: 'x' } }] }),
			execute
		);
		const hash = getOperation('hash')!;
		expect(outcome.status).toBe(hash.invalid.status);
		const body = outcome.body as { detail: string; code: string; step: number; steps: unknown[] };
		expect(body.detail).toMatch(/^step 2 \(\/hash\): algorithms\.0/);
		expect(body.code).toBe('invalid_input');
		expect(body.step).toBe(2);
		expect(body.steps).toHaveLength(2);
		expect(outcome.ran).toBe(2);
		// The frame by id, its message standing for the step's own problems by field.
		expect(outcome.words).toMatchObject({ module: 'recipe', id: 'step_failed', values: { step: 2, op: '/hash' }, text: body.detail });
		expect(outcome.issues?.map((issue) => issue.path)).toEqual(['algorithms.0']);
	});

	it("frames a step's own error with that error's words", async () => {
		// "%%%" is not base64 (RFC 4648, section 4: its alphabet has no "%").
		const outcome = await runRecipe(
			prepared({ steps: [{ op: '/text/case', input: { input: '%%%', to: 'lower' } }, { op: '/encode', input: { scheme: 'base64', direction: 'decode' }, from: { input: '/output' } }] }),
			execute
		);
		const inner = (outcome.body as { steps: { body: { detail: string } }[] }).steps[1].body.detail;
		expect(outcome.body).toMatchObject({ step: 2, detail: `step 2 (/encode): ${inner}` });
		expect(outcome.words).toMatchObject({ module: 'recipe', id: 'step_failed', values: { step: 2, op: '/encode', message: { module: 'encode', field: 'input' } } });
		expect(fullText((outcome.words!.values!.message as Words))).toBe(inner);
		expect(outcome.issues).toBeUndefined();
	});

	it('says which pointer found nothing', async () => {
		const outcome = await runRecipe(
			prepared({ steps: [{ op: '/encode', input: { input: 'hi', scheme: 'base64', direction: 'encode' } }, { op: '/hash', from: { input: '/nothing/here' } }] }),
			execute
		);
		expect(outcome.status).toBe(422);
		expect(outcome.body).toMatchObject({ step: 2, code: 'invalid_input', detail: 'step 2 (/hash): from.input: "/nothing/here" is not in the answer of step 1' });
		expect(outcome.ran).toBe(1);
		expect(outcome.words).toEqual({
			module: 'recipe',
			id: 'step_failed',
			values: {
				step: 2,
				op: '/hash',
				message: { module: 'recipe', id: 'pointer_not_found', values: { pointer: '"/nothing/here"', step: 1 }, field: 'from.input', text: '"/nothing/here" is not in the answer of step 1' }
			},
			text: 'step 2 (/hash): from.input: "/nothing/here" is not in the answer of step 1'
		});
	});

	it('passes path parameters of a GET operation', async () => {
		const outcome = await runRecipe(prepared({ steps: [{ op: '/country-info/BR' }] }), execute);
		expect(outcome.status).toBe(200);
		expect(JSON.stringify(outcome.body)).toContain('Brasília');
	});
});

describe('prepareRecipe', () => {
	it.each([
		[{}, /steps/],
		[{ steps: [] }, /steps/],
		[{ steps: Array.from({ length: MAX_RECIPE_STEPS + 1 }, () => ({ op: '/hash' })) }, /steps/],
		[{ steps: [{ op: 'hash' }] }, /must be an operation path/],
		[{ steps: [{ op: '/hash', form: {} }] }, /form/],
		[{ steps: [{ op: '/hash', from: { input: '/output' } }] }, /first step/],
		[{ steps: [{ op: '/encode' }, { op: '/hash', input: { input: 'a' }, from: { input: '/output' } }] }, /both in input and in from/],
		[{ steps: [{ op: '/encode' }, { op: '/hash', from: { input: 'output' } }] }, /JSON Pointer/]
	])('refuses %j', (body, detail) => {
		const refused = prepareRecipe(body, find);
		expect(isRefusal(refused)).toBe(true);
		expect((refused as { body: { detail: string } }).body.detail).toMatch(detail);
	});

	it('names the step whose operation does not exist, with its words beside the body', () => {
		expect(prepareRecipe({ steps: [{ op: '/hash' }, { op: '/nope' }] }, find)).toEqual({
			status: 422,
			body: { detail: 'step 2: /nope is not an operation', code: 'invalid_input', step: 2 },
			words: { module: 'recipe', id: 'not_an_operation', values: { step: 2, op: '/nope' }, text: 'step 2: /nope is not an operation' }
		});
	});

	it("gives the schema's problems by field, its own by id", () => {
		const refused = prepareRecipe({ steps: [{ op: 'hash' }, { op: '/hash', input: { input: 'a' }, from: { input: '/output', algorithms: 'output' } }] }, find);
		expect(isRefusal(refused)).toBe(true);
		const { body, issues } = refused as Refusal;
		expect(body.detail).toBe(
			'steps.0.op: must be an operation path such as "/hash"; steps.1.from.algorithms: must be a JSON Pointer such as "/output" or "" (the whole answer); steps.1.from.input: "input" is given both in input and in from'
		);
		expect(issues?.map((issue) => [issue.path, issue.words?.id, issue.words?.values])).toEqual([
			['steps.0.op', 'op_path', undefined],
			['steps.1.from.algorithms', 'json_pointer', undefined],
			['steps.1.from.input', 'given_twice', { field: 'input' }]
		]);
	});

	it('takes exactly the maximum of steps', () => {
		expect(isRefusal(prepareRecipe({ steps: Array.from({ length: MAX_RECIPE_STEPS }, () => ({ op: '/hash' })) }, find))).toBe(false);
	});
});

describe('prepareBatch', () => {
	it('takes 100 requests and refuses 101', () => {
		const requests = (n: number) => ({ requests: Array.from({ length: n }, () => ({ op: '/hash', input: { input: 'a' } })) });
		expect(isRefusal(prepareBatch(requests(100)))).toBe(false);
		expect(isRefusal(prepareBatch(requests(101)))).toBe(true);
	});
});

describe('the plain-body checks (the fast path before the schema)', () => {
	const { isPlainRecipe, isPlainBatch } = plainBodyChecks;
	const pointer = fc.oneof(fc.constant(''), fc.constant('/output'), fc.constant('/a~1b/0'), fc.string({ maxLength: 8 }));
	const step = fc.record(
		{
			op: fc.oneof(fc.constant('/hash'), fc.string({ maxLength: 6 })),
			input: fc.oneof(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }), fc.constant(null), fc.constant([])),
			from: fc.dictionary(fc.string({ maxLength: 5 }), pointer, { maxKeys: 2 }),
			form: fc.constant(1)
		},
		{ requiredKeys: [] }
	);
	const recipe = fc.oneof(fc.record({ steps: fc.array(step, { maxLength: 22 }) }), fc.anything());

	it('accept only what the schema accepts, unchanged', () => {
		fc.assert(
			fc.property(recipe, (body) => {
				if (!isPlainRecipe(body)) return;
				const parsed = recipeSchema.safeParse(body);
				expect(parsed.success).toBe(true);
				expect(parsed.data).toEqual(body);
			}),
			{ numRuns: 2000 }
		);
		const item = fc.record({ op: fc.oneof(fc.constant('/hash'), fc.string({ maxLength: 6 })), input: fc.oneof(fc.object({ maxDepth: 1 }), fc.constant(null)), x: fc.constant(1) }, { requiredKeys: [] });
		fc.assert(
			fc.property(fc.oneof(fc.record({ requests: fc.array(item, { maxLength: 102 }) }), fc.anything()), (body) => {
				if (!isPlainBatch(body)) return;
				const parsed = batchSchema.safeParse(body);
				expect(parsed.success).toBe(true);
				expect(parsed.data).toEqual(body);
			}),
			{ numRuns: 2000 }
		);
	});

	it('take the common bodies (or the fast path would never run)', () => {
		expect(isPlainRecipe({ steps: [{ op: '/encode', input: { input: 'a' } }, { op: '/hash', from: { input: '/output' } }] })).toBe(true);
		expect(isPlainBatch({ requests: [{ op: '/hash', input: { input: 'a' } }, { op: '/hash' }] })).toBe(true);
	});
});
