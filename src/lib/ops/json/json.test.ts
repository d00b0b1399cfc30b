import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { jsonFormat } from './index.js';
import { JsonSyntaxError, lineColumn, MAX_DEPTH, parseJsonText, toValue, writeJson } from '../_shared/json-text.js';

const run = (input: Record<string, unknown>) => executeOperation(jsonFormat, input, { now: () => 0 });

describe('json-format cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('properties', () => {
	it('any JSON.stringify output reads back to the same value, and formats like JSON.stringify', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.constantFrom('', '  ', '\t', '    '), (value, indent) => {
				const text = JSON.stringify(value);
				const tree = parseJsonText(text);
				expect(toValue(tree)).toEqual(JSON.parse(text));
				expect(writeJson(tree, indent)).toBe(JSON.stringify(JSON.parse(text), null, indent));
			}),
			fuzzParameters()
		);
	});

	it('agrees with JSON.parse on which texts are JSON (mutated JSON and noise)', () => {
		const mutated = fc
			.tuple(fc.jsonValue().map((v) => JSON.stringify(v, null, 1)), fc.nat(), fc.constantFrom('', ',', ']', '}', '"', '\\', '0', '-', 'e', ' ', '\u0001', 'tru'))
			.map(([text, at, insert]) => {
				const i = text.length ? at % (text.length + 1) : 0;
				return text.slice(0, i) + insert + text.slice(i + (insert ? 0 : 1));
			});
		fc.assert(
			fc.property(fc.oneof(mutated, fc.string({ maxLength: 12 })), (text) => {
				let native = true;
				try {
					JSON.parse(text);
				} catch {
					native = false;
				}
				let ours = true;
				try {
					parseJsonText(text);
				} catch (error) {
					expect(error).toBeInstanceOf(JsonSyntaxError);
					ours = false;
				}
				expect(ours, JSON.stringify(text)).toBe(native);
			}),
			fuzzParameters(3)
		);
	});

	it('formatting is idempotent and sort_keys sorts every level', async () => {
		await fc.assert(
			fc.asyncProperty(fc.jsonValue(), fc.constantFrom(0, 2, 'tab'), fc.boolean(), async (value, indent, sort_keys) => {
				const first = (await run({ input: JSON.stringify(value), indent, sort_keys })).body as { valid: boolean; output: string };
				expect(first.valid).toBe(true);
				const second = (await run({ input: first.output, indent, sort_keys })).body as { output: string };
				expect(second.output).toBe(first.output);
				if (sort_keys) {
					const check = (v: unknown): void => {
						if (v && typeof v === 'object' && !Array.isArray(v)) {
							// JSON.parse puts integer-like names first whatever the text's order; the others keep it.
							const names = Object.keys(v).filter((k) => !/^(0|[1-9]\d*)$/.test(k));
							expect(names).toEqual([...names].sort());
							Object.values(v).forEach(check);
						} else if (Array.isArray(v)) v.forEach(check);
					};
					check(JSON.parse(first.output));
				}
			}),
			fuzzParameters()
		);
	});
});

describe('against python3 json, run now', () => {
	it('pretty-prints like json.dumps(indent=2, ensure_ascii=False) and sorts like sort_keys=True', () => {
		const samples = ['{"b":1,"a":[true,false,null,{"é":"ü\\u0001"}],"c":{}}', '[[],{},[[1]],"\\u2028"]', '{"z":{"y":{"x":[1,-2.5,3e-7]}}}'];
		const expected = JSON.parse(
			execFileSync('python3', ['-c', 'import json,sys;print(json.dumps([[json.dumps(json.loads(s),indent=2,ensure_ascii=False),json.dumps(json.loads(s),indent=2,ensure_ascii=False,sort_keys=True)] for s in json.loads(sys.argv[1])]))', JSON.stringify(samples)], { encoding: 'utf8' })
		) as [string, string][];
		samples.forEach((s, i) => {
			// Python writes 3e-07 for the float it read; compare the structure, not the float spelling.
			const norm = (t: string) => t.replace('3e-07', '3e-7');
			expect(norm(writeJson(parseJsonText(s), '  '))).toBe(norm(expected[i][0]));
			expect(norm(writeJson(parseJsonText(s), '  ', true))).toBe(norm(expected[i][1]));
		});
	});
});

describe('details', () => {
	it('lines and columns: CRLF is one line break, an astral character one column', () => {
		expect(lineColumn('a\r\nb\rc\nd', 7)).toEqual({ line: 4, column: 1 });
		expect(lineColumn('"😀x', 3)).toEqual({ line: 1, column: 3 });
	});
	it('keeps the first place and the last value of a duplicate name, as JSON.parse', () => {
		expect(writeJson(parseJsonText('{"a":1,"b":2,"a":3}'), '')).toBe('{"a":3,"b":2}');
	});
	it('__proto__ is an ordinary name', () => {
		const value = toValue(parseJsonText('{"__proto__":{"x":1}}')) as Record<string, unknown>;
		expect(Object.keys(value)).toEqual(['__proto__']);
		expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
	});
	it(`nesting: ${MAX_DEPTH} levels read, one more is an error with its position`, async () => {
		expect((await run({ input: '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH) })).body).toMatchObject({ valid: true });
		expect((await run({ input: '['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1) })).body).toEqual({
			valid: false,
			error: { message: `Nesting deeper than ${MAX_DEPTH} levels`, line: 1, column: MAX_DEPTH + 1 }
		});
	});
	it('a byte order mark at the start is skipped; elsewhere it is an error', () => {
		expect(() => parseJsonText('\ufeff{}')).not.toThrow();
		expect(() => parseJsonText('{}\ufeff')).toThrow('Unexpected U+FEFF after the JSON value');
	});
	it('the largest input (524,288 characters) formats (its time is in npm run bench:light)', async () => {
		const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `item ${i}` }))).slice(0, 524_288 - 10);
		const text = big.slice(0, big.lastIndexOf('},') + 1) + ']';
		expect(((await run({ input: text })).body as { valid: boolean }).valid).toBe(true);
	});
});
