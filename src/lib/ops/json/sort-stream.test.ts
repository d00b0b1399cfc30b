import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { JsonSyntaxError, parseJsonText, writeJson } from '../_shared/json-text.js';
import { formatLarge } from './format-large.js';
import { formatHeld, HELD_CHARS, memberOrder } from './sort-stream.js';

/** Everything formatHeld writes, joined, and how many pieces it wrote. */
function held(text: string, indent: string, sortKeys: boolean, heldChars?: number): { output: string; pieces: number } {
	const pieces: string[] = [];
	formatHeld(text, indent, sortKeys, (piece) => pieces.push(piece), heldChars);
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

/**
 * JSON texts with what fc.jsonValue never makes: a name given twice in one object, names whose
 * order by UTF-16 code units differs from their order by code points ('\uffff' and '😀'),
 * `__proto__`, numbers written as they must be kept (1.0, 1E+2, -0, 12345678901234567890), and
 * random spacing.
 */
function jsonTexts(names: string[], numbers: string[], unit: 'binary' | 'grapheme' = 'binary'): fc.Arbitrary<string> {
	const space = fc.constantFrom('', ' ', '\n', '\t ', '\r\n  ');
	const { value } = fc.letrec<{ value: string }>((tie) => ({
		value: fc.oneof(
			{ depthSize: 'small', withCrossShrink: true },
			fc.constantFrom(...numbers, 'true', 'false', 'null'),
			fc.string({ unit, maxLength: 6 }).map((s) => JSON.stringify(s)),
			fc.tuple(fc.array(fc.tuple(space, tie('value')), { maxLength: 5 }), space).map(([items, end]) => '[' + items.map(([s, v]) => s + v).join(',') + end + ']'),
			fc
				.tuple(fc.array(fc.tuple(space, fc.constantFrom(...names), space, tie('value')), { maxLength: 6 }), space)
				.map(([members, end]) => '{' + members.map(([s, name, t, v]) => s + JSON.stringify(name) + t + ':' + v).join(',') + end + '}')
		)
	}));
	return value;
}

const NAMES = ['', 'a', 'b', 'B', 'ab', 'é', '\u0001', '"', '\\', '__proto__', '10', '2', '\uffff', '😀', 'z'];
const NUMBERS = ['0', '-0', '1', '1.0', '1E+2', '-2.5e-3', '12345678901234567890'];

// The oracle is the API's own formatter, the whole tree: writeJson(parseJsonText(text)), which
// json.test.ts checks against JSON.stringify and Python's json.dumps; Python checks this one too,
// at the end.
describe('sorted keys without the tree', () => {
	it('writes what the whole-tree formatter writes, names given twice included, however little it may hold', () => {
		fc.assert(
			fc.property(jsonTexts(NAMES, NUMBERS), fc.constantFrom('', '  ', '\t', '        '), fc.boolean(), fc.constantFrom(HELD_CHARS, 0, 1, 8, 40, 200), (text, indent, sortKeys, limit) => {
				expect(held(text, indent, sortKeys, limit).output).toBe(writeJson(parseJsonText(text), indent, sortKeys));
			}),
			fuzzParameters(4)
		);
	});

	it('writes what the whole tree writes for any fc.jsonValue', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.constantFrom('', '  ', '\t'), fc.constantFrom(HELD_CHARS, 0, 30), (value, indent, limit) => {
				const text = JSON.stringify(value, null, 1);
				expect(held(text, indent, true, limit).output).toBe(writeJson(parseJsonText(text), indent, true));
			}),
			fuzzParameters()
		);
	});

	it('fails where the tree reader fails, with the same words, line and column', () => {
		const mutated = fc
			.tuple(jsonTexts(NAMES, NUMBERS), fc.nat(), fc.constantFrom('', ',', ']', '}', '"', '\\', '0', '-', 'e', ' ', '\u0001', 'tru', ':', '{"a":1,"a":'))
			.map(([text, at, insert]) => {
				const i = text.length ? at % (text.length + 1) : 0;
				return text.slice(0, i) + insert + text.slice(i + (insert ? 0 : 1));
			});
		const outcome = (f: () => unknown) => {
			try {
				return f();
			} catch (error) {
				expect(error).toBeInstanceOf(JsonSyntaxError);
				const e = error as JsonSyntaxError;
				return `${e.message} ${e.line}:${e.column}`;
			}
		};
		fc.assert(
			fc.property(mutated, fc.constantFrom(HELD_CHARS, 0, 20), (text, limit) => {
				const tree = outcome(() => writeJson(parseJsonText(text), ' ', true));
				expect(outcome(() => held(text, ' ', true, limit).output)).toBe(tree);
			}),
			fuzzParameters(3)
		);
	});

	it('orders members by UTF-16 code units, keeping the last value of a name given twice', () => {
		// By code points '😀' (U+1F600) comes after '\uffff'; by UTF-16 units (0xD83D) before.
		expect(memberOrder(['b', '\uffff', 'a', '😀', 'b'], true)).toEqual([2, 4, 3, 1]);
		// Unsorted: the first place, the last value.
		expect(memberOrder(['b', 'a', 'b', 'c', 'a'], false)).toEqual([2, 4, 3]);
	});

	it('formatLarge sorts without the tree, and writes a name given twice with its first place and last value', () => {
		expect(formatted('{"b": 1, "a": {"d": 2, "c": 3}}', 'tab', true)).toBe('{\n\t"a": {\n\t\t"c": 3,\n\t\t"d": 2\n\t},\n\t"b": 1\n}');
		expect(formatted('{"a": 1, "b": [{"x": 1, "x": 2}], "a": 3}', 2, false)).toBe(JSON.stringify({ a: 3, b: [{ x: 2 }] }, null, 2));
		expect(formatted('{"b": 1, "a": 2,}', 2, true)).toMatchObject({ body: { valid: false, error: { line: 1, column: 17 } } });
	});

	it('a document held in one large object is written from offsets once it passes the limit, in pieces of about a megabyte', () => {
		const records = Array.from({ length: 12_000 }, (_, i) => ({ name: `record ${i}`, id: i, tags: ['b', 'a'], nested: { z: i, y: null } }));
		const text = JSON.stringify({ meta: { count: records.length }, data: records, big: Object.fromEntries(records.map((r) => [r.name, r])) });
		expect(text.length).toBeGreaterThan(2 ** 20);
		const tree = writeJson(parseJsonText(text), '  ', true);
		for (const limit of [HELD_CHARS, 1 << 16]) {
			const { output, pieces } = held(text, '  ', true, limit);
			expect(output).toBe(tree);
			expect(pieces).toBeGreaterThan(2);
		}
	});
});

describe('against python3 json, run now', () => {
	it('writes what json.dumps(json.loads(text), sort_keys=True, ensure_ascii=False) writes', () => {
		// Where the two formats coincide: integers only (Python rewrites 1.0 and 1E+2), no lone
		// surrogates (Python would write them raw), no names
		// whose code-point and UTF-16 orders differ; Python's indent 0 is lines without indent, so
		// minified is separators=(',', ':').
		const texts = fc.sample(jsonTexts(NAMES.filter((n) => n !== '\uffff'), ['0', '1', '-7', '12345678901234567890'], 'grapheme'), { numRuns: 300, seed: 32 });
		const indents: [string, number | string | null][] = [
			['', null],
			['  ', 2],
			['\t', '\t']
		];
		const script = [
			'import json,sys',
			'cases=json.load(sys.stdin)',
			"print(json.dumps([json.dumps(json.loads(t),indent=i,separators=(',',':') if i is None else (',',': '),sort_keys=True,ensure_ascii=False) for t,i in cases]))"
		].join('\n');
		const cases = texts.flatMap((text) => indents.map(([, python]) => [text, python]));
		const expected = JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' })) as string[];
		let i = 0;
		for (const text of texts)
			for (const [ours] of indents) {
				expect(held(text, ours, true, 64).output, text).toBe(expected[i]);
				expect(held(text, ours, true).output, text).toBe(expected[i++]);
			}
	});
});
