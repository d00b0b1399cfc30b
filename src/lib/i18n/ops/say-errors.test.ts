import { describe, expect, it } from 'vitest';
import type { Catalog, Templates } from '../../engine/words.js';
import { executeOperation, type OperationResult } from '../../engine/execute.js';
import type { Operation } from '../../engine/define.js';
import { ALL_CASES } from '../../ops/all-cases.js';
import { OPERATIONS } from '../../ops/registry.js';
import { inputJsonSchema } from '../../server/api/openapi.js';
import type { JsonSchema } from '../../tools/schema-form.js';
import en from '../messages/en/index.js';
import es from '../messages/es/index.js';
import ptBR from '../messages/pt-BR/index.js';
import { englishIn, englishPhrases } from '../../../../tests/unit/english-phrases.js';
import { sayIssue, sayOutcome } from './say.js';
import { errors as recipeErrors } from '../../engine/recipe-errors.js';
import { isRefusal, MAX_RECIPE_STEPS, prepareRecipe, runRecipe, type RecipeOutcome, type Refusal } from '../../engine/recipe.js';
import { createRouter } from '../../engine/router.js';

/**
 * Every error an operation gives in its reference cases and for its examples made invalid, and
 * every message inside a 200 answer of its cases and examples (a JSON text's reason, each of a
 * JSON Schema validation's errors), said by the app in pt-BR and es (sayOutcome, the formatter the
 * pages use): no message left as the API's English, and none holding an English sentence of the
 * catalogs (tests/unit/english-phrases.ts).
 */

const catalogs = [...Object.values(import.meta.glob<Catalog<Templates>>('../../ops/*/errors.ts', { eager: true, import: 'errors' })), recipeErrors].map((c) => c.english);
const ENGLISH = englishPhrases(catalogs);

/** A value of the wrong type for a field of this schema. */
function wrongType(schema: JsonSchema): unknown {
	const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
	if (types.includes('string')) return 12345;
	if (types.includes('number') || types.includes('integer') || types.includes('boolean') || types.includes('array') || types.includes('object')) return 'not this';
	return undefined;
}

/** An operation's first example, made invalid a field at a time: missing fields, wrong types, values past their bounds. */
function invalidVariants(op: Operation): { name: string; input: Record<string, unknown> }[] {
	const example = (op.examples[0]?.input ?? {}) as Record<string, unknown>;
	const schema = inputJsonSchema(op) as JsonSchema;
	const out = [{ name: 'no fields', input: {} }];
	for (const [field, prop] of Object.entries(schema.properties ?? {})) {
		const variant = (name: string, value: unknown) => out.push({ name: `${field} ${name}`, input: { ...example, [field]: value } });
		const wrong = wrongType(prop);
		if (wrong !== undefined) variant('of the wrong type', wrong);
		if (prop.maxLength !== undefined) variant('too long', 'a'.repeat(prop.maxLength + 1));
		if (typeof prop.maximum === 'number' && prop.maximum < Number.MAX_SAFE_INTEGER) variant('too large', prop.maximum + 1);
		if (typeof prop.minimum === 'number' && prop.minimum > Number.MIN_SAFE_INTEGER) variant('too small', prop.minimum - 1);
		if (prop.enum) variant('not a choice', 'zzz-not-a-choice');
		if (prop.pattern) variant('of the wrong form', '%%%');
	}
	return out;
}

/** Every failed answer of the cases and the variants, once each (by operation and message). */
async function failures(): Promise<{ name: string; outcome: OperationResult }[]> {
	const inputs = [
		...ALL_CASES.filter((c) => c.expected.status >= 400).map((c) => ({ name: `${c.op}: ${c.name}`, op: OPERATIONS.find((o) => o.id === c.op)!, input: c.input, now: c.now })),
		...OPERATIONS.flatMap((op) => invalidVariants(op).map((v) => ({ name: `${op.id}: ${v.name}`, op, input: v.input as unknown, now: undefined as number | undefined })))
	];
	const seen = new Set<string>();
	const out: { name: string; outcome: OperationResult }[] = [];
	for (const { name, op, input, now } of inputs) {
		let outcome: OperationResult;
		try {
			outcome = await executeOperation(op, input, { now: () => now ?? Date.UTC(2026, 10, 26) });
		} catch {
			continue; // an operation that needs a server's service to get this far (outbound, TLS): its refusals come before.
		}
		if (outcome.status < 400) continue;
		const key = `${op.id} ${JSON.stringify(outcome.body)}`;
		if (seen.has(key)) continue;
		seen.add(key);
		out.push({ name, outcome });
	}
	return out;
}

const all = await failures();

describe.each([
	['pt-BR', ptBR],
	['es', es]
] as const)('every operation error said in %s', (locale, messages) => {
	it.each(all.map((f) => [f.name, f.outcome] as const))('%s', async (_, outcome) => {
		const body = outcome.body as { detail?: string; error?: string };
		const english = body.detail ?? body.error ?? '';
		const said = await sayOutcome(outcome, locale, messages.tool.form.problems);
		expect(said?.message, 'the error carries its words (an id, or zod issues)').toBeDefined();
		const texts: [string, string][] = [[said!.message!, english]];
		if (said!.field) texts.push([said!.field.text, outcome.words!.text]);
		(outcome.issues ?? []).forEach((issue, i) => texts.push([said!.issues![i], sayIssue(issue, en.tool.form.problems) ?? issue.message]));
		for (const [text, original] of texts) {
			expect(text, `still English: ${original}`).not.toBe(original);
			expect(englishIn(text, ENGLISH), text).toEqual([]);
		}
	});
});

/**
 * The recipe engine's own refusals and the frame around a failing step (engine/recipe.ts): each
 * recipe below fails once, before any step runs or at a step, as the recipe page runs it.
 */
const ENCODE_A = { op: '/encode', input: { input: 'a', scheme: 'base64', direction: 'encode' } };
const RECIPES: [string, unknown, RegExp][] = [
	['no steps', {}, /^steps: /],
	['too many steps', { steps: Array.from({ length: MAX_RECIPE_STEPS + 1 }, () => ({ op: '/hash' })) }, /^steps: /],
	['an operation path without its slash', { steps: [{ op: 'hash' }] }, /^steps\.0\.op: must be an operation path/],
	['an unknown operation', { steps: [{ op: '/hash' }, { op: '/no-such-operation' }] }, /^step 2: \/no-such-operation is not an operation$/],
	['a first step that takes fields', { steps: [{ op: '/hash', from: { input: '/output' } }] }, /^steps\.0\.from: the first step has no previous answer/],
	['a field given both in input and in from', { steps: [ENCODE_A, { op: '/hash', input: { input: 'a' }, from: { input: '/output' } }] }, /^steps\.1\.from\.input: "input" is given both/],
	['a pointer that is not one', { steps: [ENCODE_A, { op: '/hash', from: { input: 'output' } }] }, /^steps\.1\.from\.input: must be a JSON Pointer/],
	['a pointer that finds nothing', { steps: [ENCODE_A, { op: '/hash', from: { input: '/nothing/here' } }] }, /^step 2 \(\/hash\): from\.input: "\/nothing\/here" is not in the answer of step 1$/],
	[
		'a step refused by its own words',
		{ steps: [{ op: '/text/case', input: { input: '%%%', to: 'lower' } }, { op: '/encode', input: { scheme: 'base64', direction: 'decode' }, from: { input: '/output' } }] },
		/^step 2 \(\/encode\): input: /
	],
	['a step refused by its validation', { steps: [ENCODE_A, { op: '/hash', input: { algorithms: ['nope'] }, from: { input: '/output' } }] }, /^step 2 \(\/hash\): algorithms\.0: /],
	['a step with a missing field', { steps: [ENCODE_A, { op: '/text/case', from: { input: '/output' } }] }, /^step 2 \(\/text\/case\): to: /]
];

const router = createRouter(OPERATIONS);
const recipeFailures = await Promise.all(
	RECIPES.map(async ([name, body, detail]): Promise<[string, Refusal | RecipeOutcome, RegExp]> => {
		const prepared = prepareRecipe(body, router.find);
		if (isRefusal(prepared)) return [name, prepared, detail];
		return [name, await runRecipe(prepared, ({ op, params }, input) => executeOperation(op, { ...input, ...params }, { now: () => Date.UTC(2026, 10, 26) })), detail];
	})
);

describe.each([
	['pt-BR', ptBR],
	['es', es]
] as const)('every recipe refusal said in %s', (locale, messages) => {
	it.each(recipeFailures)('%s', async (_, outcome, detail) => {
		expect(outcome.status).toBe(422);
		const english = (outcome.body as { detail: string }).detail;
		expect(english, 'the API’s English, unchanged').toMatch(detail);
		const said = await sayOutcome(outcome, locale, messages.tool.form.problems);
		expect(said?.message, 'the refusal carries its words (an id, or issues)').toBeDefined();
		expect(said!.message, `still English: ${english}`).not.toBe(english);
		expect(englishIn(said!.message!, ENGLISH), said!.message).toEqual([]);
	});

	it('says the step, then the step’s own message in the language', async () => {
		const [, pointer] = recipeFailures.find(([name]) => name === 'a pointer that finds nothing')!;
		const [, own] = recipeFailures.find(([name]) => name === 'a step refused by its own words')!;
		const step = locale === 'pt-BR' ? 'passo' : 'paso';
		expect((await sayOutcome(pointer, locale, messages.tool.form.problems))?.message).toMatch(new RegExp(`^${step} 2 \\(/hash\\): from\\.input: "/nothing/here" `));
		const inner = await sayOutcome({ status: 422, words: (own as RecipeOutcome).words!.values!.message as never }, locale, messages.tool.form.problems);
		expect((await sayOutcome(own, locale, messages.tool.form.problems))?.message).toBe(`${step} 2 (/encode): ${inner!.message}`);
	});
});

/** The value a JSON Pointer names in a body (RFC 6901). */
function at(body: unknown, pointer: string): unknown {
	let node = body;
	for (const token of pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))) node = (node as Record<string, unknown>)?.[token];
	return node;
}

/** Every 200 answer of the cases and the examples that carries messages by pointer, once each. */
async function answersWithWords(): Promise<{ name: string; outcome: OperationResult }[]> {
	const inputs = [
		...ALL_CASES.filter((c) => c.expected.status === 200).map((c) => ({ name: `${c.op}: ${c.name}`, op: OPERATIONS.find((o) => o.id === c.op)!, input: c.input, now: c.now })),
		...OPERATIONS.flatMap((op) => op.examples.map((e) => ({ name: `${op.id}: example ${e.name}`, op, input: e.input as unknown, now: undefined as number | undefined })))
	];
	const seen = new Set<string>();
	const out: { name: string; outcome: OperationResult }[] = [];
	for (const { name, op, input, now } of inputs) {
		let outcome: OperationResult;
		try {
			outcome = await executeOperation(op, input, { now: () => now ?? Date.UTC(2026, 10, 26) });
		} catch {
			continue;
		}
		if (outcome.status !== 200 || !outcome.answerWords) continue;
		const key = `${op.id} ${JSON.stringify(outcome.body)}`;
		if (seen.has(key)) continue;
		seen.add(key);
		out.push({ name, outcome });
	}
	return out;
}

const answers = await answersWithWords();

describe.each([
	['pt-BR', ptBR],
	['es', es]
] as const)('every message inside an answer said in %s', (locale, messages) => {
	it('covers the JSON formatter\'s reasons and the JSON Schema validator\'s errors', () => {
		const ops = new Set(answers.map((a) => a.name.split(':')[0]));
		expect([...ops]).toEqual(expect.arrayContaining(['json-format', 'json-schema-validate']));
	});

	it.each(answers.map((a) => [a.name, a.outcome] as const))('%s', async (_, outcome) => {
		const said = await sayOutcome(outcome, locale, messages.tool.form.problems);
		for (const pointer of Object.keys(outcome.answerWords!)) {
			const text = said?.answer?.[pointer];
			const english = at(outcome.body, pointer);
			expect(text, `${pointer}: still English`).not.toBe(english);
			expect(englishIn(text!, ENGLISH), text).toEqual([]);
		}
	});
});
