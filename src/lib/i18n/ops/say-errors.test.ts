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

/**
 * Every error an operation gives in its reference cases and for its examples made invalid, and
 * every message inside a 200 answer of its cases and examples (a JSON text's reason, each of a
 * JSON Schema validation's errors), said by the app in pt-BR and es (sayOutcome, the formatter the
 * pages use): no message left as the API's English, and none holding an English sentence of the
 * catalogs (tests/unit/english-phrases.ts).
 */

const catalogs = Object.values(import.meta.glob<Catalog<Templates>>('../../ops/*/errors.ts', { eager: true, import: 'errors' })).map((c) => c.english);
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
