import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { JsonSyntaxError, MAX_DEPTH, parseJsonText, type JsonNode } from '../_shared/json-text.js';
import { formHints } from '../form-hints.js';
import { errors } from './errors.js';
import { diffJson, DiffTooLarge, patchOf } from './diff.js';
import { MAX_CHANGES, MAX_PATH_CHARS, MAX_TEXT } from './limits.js';

export { MAX_CHANGES, MAX_PATH_CHARS, MAX_TEXT };

const fmt = (n: number) => n.toLocaleString('en-US');
const OPS = ['add', 'remove', 'replace'] as const;
const value = z.unknown().describe('A JSON value');

function read(text: string, field: 'old' | 'new'): JsonNode {
	try {
		return parseJsonText(text);
	} catch (error) {
		if (error instanceof JsonSyntaxError) throw errors.error('not_json', { line: error.line, column: error.column, reason: error.words }, { field });
		throw error;
	}
}

export const jsonDiff = defineOperation({
	id: 'json-diff',
	group: 'data',
	title: 'JSON diff and patch',
	summary: 'Compares two JSON documents and lists what was added, removed and changed, with JSON Pointer paths, and the JSON Patch (RFC 6902) that turns the old one into the new one.',
	keywords: ['json', 'diff', 'compare', 'json diff', 'json patch', 'rfc 6902', 'json pointer', 'difference', 'changes', 'delta'],
	method: 'POST',
	path: '/json/diff',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'the comparison ran longer than the time limit of 5,000 ms; compare smaller documents' },
	input: z.object({
		old: stringOfAtMost(MAX_TEXT)
			.describe(`The old JSON document (any JSON value); at most ${fmt(MAX_TEXT)} characters and ${MAX_DEPTH} levels of nesting`)
			.meta(formHints({ multiline: 10, monospace: true, placeholder: '{"name": "Utilkit", "tags": ["json"]}' })),
		new: stringOfAtMost(MAX_TEXT)
			.describe(`The new JSON document; at most ${fmt(MAX_TEXT)} characters and ${MAX_DEPTH} levels of nesting`)
			.meta(formHints({ multiline: 10, monospace: true, placeholder: '{"name": "Utilkit", "tags": ["json", "diff"]}' }))
	}),
	output: z.object({
		equal: z.boolean().describe('Whether the two documents are the same JSON value (names in any order, numbers by value)'),
		patch: z
			.array(z.object({ op: z.enum(OPS).describe('add, remove or replace'), path: z.string().describe('JSON Pointer (RFC 6901) of the value'), value: value.optional().describe('The value to add or put in place (none for remove)') }))
			.describe('The JSON Patch (RFC 6902) that turns `old` into `new` when applied in order; empty when equal'),
		changes: z
			.array(
				z.object({
					op: z.enum(OPS).describe('add, remove or replace'),
					path: z.string().describe('JSON Pointer (RFC 6901) of the value; "" for the whole document'),
					old: value.optional().describe('The value in `old` (none for add)'),
					new: value.optional().describe('The value in `new` (none for remove)')
				})
			)
			.describe(`The patch's steps with the values they replace, in the same order; at most ${fmt(MAX_CHANGES)}`),
		additions: z.int().describe('How many changes are add'),
		removals: z.int().describe('How many changes are remove'),
		replacements: z.int().describe('How many changes are replace')
	}),
	errors: [
		{ status: 422, when: `\`old\` or \`new\` missing, over ${fmt(MAX_TEXT)} characters, nested deeper than ${MAX_DEPTH} levels, or not JSON (the line and column say where)` },
		{ status: 422, when: `documents that differ in more than ${fmt(MAX_CHANGES)} places, or whose changes' paths would be over ${fmt(MAX_PATH_CHARS)} characters together` }
	],
	examples: [
		{
			name: 'Compare two records',
			input: { old: '{\n  "name": "Utilkit",\n  "version": 1,\n  "tags": ["json", "yaml"],\n  "beta": true\n}', new: '{\n  "name": "Utilkit",\n  "version": 2,\n  "tags": ["json", "yaml", "toml"],\n  "license": "MIT"\n}' }
		},
		{ name: 'Same data, other order', input: { old: '{"a": 1, "b": [1, 2]}', new: '{"b": [1, 2], "a": 1.0}' } }
	],
	run(input) {
		const old = read(input.old, 'old');
		const now = read(input.new, 'new');
		try {
			const changes = diffJson(old, now, MAX_CHANGES, MAX_PATH_CHARS);
			const tally = (op: string) => changes.filter((c) => c.op === op).length;
			return { equal: changes.length === 0, patch: patchOf(changes), changes, additions: tally('add'), removals: tally('remove'), replacements: tally('replace') };
		} catch (error) {
			if (error instanceof DiffTooLarge) throw errors.error(error.id, { max: error.id === 'too_many_changes' ? MAX_CHANGES : MAX_PATH_CHARS });
			throw error;
		}
	}
});

export const operations = [jsonDiff];
