/**
 * Proposes how a recipe step takes its input from the previous step's answer (the `from` of a
 * step, docs/api.md "Recipes"), from the two operations' JSON Schemas alone: the previous one's
 * output schema and the next one's input schema (what /recipes.json serves, so the page maps
 * fields without loading any operation's code). No proposal when the choice is not obvious: the
 * user then picks a field of the answer or types a value.
 */

import { lookupPointer } from '../engine/json-pointer.js';

export type Schema = Record<string, unknown>;

/** One field of an answer: its JSON Pointer, name and schema, and whether every answer holds it. */
export interface AnswerField {
	pointer: string;
	name: string;
	schema: Schema;
	/** Required at every level down from the answer's top (an optional one is there only sometimes: bech32's `hrp`). */
	always: boolean;
}

const escapeSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The schema's alternatives (anyOf / oneOf), or itself. */
function variants(schema: Schema): Schema[] {
	const list = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
	return Array.isArray(list) ? list : [schema];
}

/** The JSON type of a leaf schema (`string`, `number`…), nullable alternatives left out. */
function typeOf(schema: Schema): string | undefined {
	const types = variants(schema)
		.map((s) => (s.type === 'integer' ? 'number' : s.type))
		.filter((t) => t !== 'null' && t !== undefined);
	const unique = [...new Set(types)];
	return unique.length === 1 ? (unique[0] as string) : undefined;
}

/** A field whose values are a fixed list (`enum`, `const`): a choice, not data to pass on. */
function isChoice(schema: Schema): boolean {
	return variants(schema).some((s) => Array.isArray(s.enum) || 'const' in s);
}

/**
 * Every scalar field an answer can hold, shallowest first: objects' properties, the first item of
 * arrays (`/results/0/lat`) and each alternative of an anyOf, down to `depth` levels.
 */
export function answerFields(schema: Schema, depth = 4): AnswerField[] {
	const out: AnswerField[] = [];
	const seen = new Set<string>();
	const walk = (node: Schema, pointer: string, name: string, level: number, always: boolean) => {
		for (const s of variants(node)) {
			if (s.type === 'object' || s.properties) {
				if (level >= depth) continue;
				const required = new Set((s.required ?? []) as string[]);
				for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) walk(child, `${pointer}/${escapeSegment(key)}`, key, level + 1, always && required.has(key));
			} else if (s.type === 'array' && s.items && typeof s.items === 'object') {
				if (level >= depth) continue;
				walk(s.items as Schema, `${pointer}/0`, name, level + 1, always);
			} else if (pointer && !seen.has(pointer)) {
				seen.add(pointer);
				out.push({ pointer, name, schema: node, always });
			}
		}
	};
	walk(schema, '', '', 0, true);
	return out.sort((a, b) => a.pointer.split('/').length - b.pointer.split('/').length);
}

/** The one field of `list` at the smallest depth, or null when none or several tie there. */
function onlyShallowest(list: AnswerField[]): AnswerField | null {
	if (!list.length) return null;
	const depth = (f: AnswerField) => f.pointer.split('/').length;
	const top = list.filter((f) => depth(f) === depth(list[0]));
	return top.length === 1 ? top[0] : null;
}

/**
 * The proposed `from` for the next step, `{field: pointer}`, or null when nothing is obvious.
 * Same-named fields of the same type first (geocoding's lat/lon → timezone's lat/lon); else the
 * answer's one free-text string (not an enum) goes to the next operation's one required string
 * field (encode's output → hash's input, qr-code-decode's text → url-parse's url). `answer`, the
 * previous step's last answer when there is one, narrows the fields to those it holds.
 * @example autoMap(encodeOutput, hashInput) // { input: '/output' }
 */
export function autoMap(previousOutput: Schema | undefined, nextInput: Schema | undefined, answer?: unknown): Record<string, string> | null {
	if (!previousOutput || !nextInput) return null;
	// An answer at hand settles which alternative of an anyOf the operation gave (geocoding answers
	// a list of places, or one place for a reverse lookup): only the fields it really holds count.
	// Without one, a field only some answers hold (bech32's `hrp` in encode's) proposes nothing.
	const fields = answerFields(previousOutput).filter((f) => (answer === undefined ? f.always : lookupPointer(answer, f.pointer).found));
	const inputs = Object.entries((nextInput.properties ?? {}) as Record<string, Schema>);
	const byName: Record<string, string> = {};
	for (const [name, schema] of inputs) {
		const type = typeOf(schema);
		if (!type || isChoice(schema) || type === 'object' || type === 'array') continue;
		const found = onlyShallowest(fields.filter((f) => f.name === name && typeOf(f.schema) === type && !isChoice(f.schema)));
		if (found) byName[name] = found.pointer;
	}
	if (Object.keys(byName).length) return byName;

	const required = new Set((nextInput.required ?? []) as string[]);
	const targets = inputs.filter(([name, schema]) => required.has(name) && typeOf(schema) === 'string' && !isChoice(schema));
	// Top-level strings only: a string deep in a list is one of many, never "the" answer.
	const texts = fields.filter((f) => f.pointer.split('/').length === 2 && typeOf(f.schema) === 'string' && !isChoice(f.schema));
	if (targets.length === 1 && texts.length === 1) return { [targets[0][0]]: texts[0].pointer };
	return null;
}
