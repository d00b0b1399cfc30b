import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { JsonSyntaxError, parseJsonText } from '../_shared/json-text.js';
import { formatLarge } from './format-large.js';
import { DuplicateNameError, reindentJson } from './reindent.js';

/** Everything `reindentJson` writes, joined. */
function reindented(text: string, indent: string): { output: string; pieces: number } {
	const pieces: string[] = [];
	reindentJson(text, indent, (piece) => pieces.push(piece));
	return { output: pieces.join(''), pieces: pieces.length };
}

/** What formatLarge writes into its last writer, or its refusal. */
function formatted(text: string, indent: number | 'tab', sortKeys: boolean) {
	let written: string[] = [];
	const answer = formatLarge(text, indent, sortKeys, () => {
		written = [];
		return (piece) => written.push(piece);
	});
	return 'formatted' in answer ? written.join('') : answer;
}

// The oracle is the engine's own JSON: JSON.stringify(JSON.parse(text), null, indent), the layout
// the operation documents (numbers as JSON.stringify writes them, so the texts below have
// canonical numbers; json.test.ts covers numbers kept as written).
describe('re-indenting without the tree', () => {
	it('writes what JSON.stringify writes, for any JSON and indent', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.constantFrom('', '  ', '\t', '    '), fc.constantFrom(0, 1, 2), (value, indent, spacing) => {
				const text = JSON.stringify(value, null, spacing);
				expect(reindented(text, indent).output).toBe(JSON.stringify(JSON.parse(text), null, indent));
			}),
			fuzzParameters()
		);
	});

	it('fails where the tree reader fails, with the same words, line and column', () => {
		const mutated = fc
			.tuple(fc.jsonValue().map((v) => JSON.stringify(v, null, 1)), fc.nat(), fc.constantFrom('', ',', ']', '}', '"', '\\', '0', '-', 'e', ' ', '\u0001', 'tru', '{"a":1,"a":2}'))
			.map(([text, at, insert]) => {
				const i = text.length ? at % (text.length + 1) : 0;
				return text.slice(0, i) + insert + text.slice(i + (insert ? 0 : 1));
			});
		fc.assert(
			fc.property(mutated, (text) => {
				const outcome = (f: () => unknown) => {
					try {
						f();
						return 'ok';
					} catch (error) {
						if (error instanceof DuplicateNameError) return 'duplicate';
						expect(error).toBeInstanceOf(JsonSyntaxError);
						const e = error as JsonSyntaxError;
						return `${e.message} ${e.line}:${e.column}`;
					}
				};
				const tree = outcome(() => parseJsonText(text));
				const streamed = outcome(() => reindented(text, '  '));
				// A name given twice: the writer hands the text to the held formatter (formatLarge, sort-stream.ts).
				if (streamed !== 'duplicate') expect(streamed).toBe(tree);
			}),
			fuzzParameters(3)
		);
	});

	it('hands a name given twice to the held formatter, which keeps the first place and the last value as JSON.parse does', () => {
		const text = '{"a": 1, "b": [{"x": 1, "x": 2}], "a": 3}';
		expect(() => reindented(text, ' ')).toThrow(DuplicateNameError);
		expect(formatted(text, 2, false)).toBe(JSON.stringify(JSON.parse(text), null, 2));
	});

	it('sorts names as the objects close, and answers a text that is not JSON as the operation does', () => {
		expect(formatted('{"b": 1, "a": {"d": 2, "c": 3}}', 'tab', true)).toBe('{\n\t"a": {\n\t\t"c": 3,\n\t\t"d": 2\n\t},\n\t"b": 1\n}');
		expect(formatted('[1, 2,]', 2, false)).toMatchObject({ body: { valid: false, error: { line: 1, column: 7 } } });
	});

	it('writes a long text in pieces of about a megabyte', () => {
		const records = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `record ${i}`, tags: ['a', 'b'], ok: i % 2 === 0 }));
		const text = JSON.stringify(records);
		const { output, pieces } = reindented(text, '  ');
		expect(output).toBe(JSON.stringify(records, null, 2));
		expect(pieces).toBeGreaterThan(2);
	});
});
