import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { MAX_INPUT, MAX_OUTPUT, textLines } from './index.js';
import { compareCodePoints, foldLine, splitLines } from './text-lines.js';

describe('text-lines cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { status: number; body: { output: string; count: number; detail?: string } };
const run = async (input: Record<string, unknown>) => (await executeOperation(textLines, input, { now: Date.now })) as Answer;
/** The lines of an answer: `count` tells one empty line ("") from none. */
const linesOut = (body: Answer['body']) => (body.count === 0 ? [] : body.output.split('\n'));

describe('properties', () => {
	const text = fc.array(fc.string({ maxLength: 12, unit: 'grapheme' }).map((s) => s.replace(/[\r\n]/g, '')), { maxLength: 30 }).map((lines) => lines.join('\n'));

	it('sort gives a permutation in order, and desc reverses asc for distinct lines', async () => {
		await fc.assert(
			fc.asyncProperty(text, fc.constantFrom('text', 'numeric', 'natural', 'ip'), async (input, mode) => {
				const lines = splitLines(input, '\n');
				const asc = (await run({ input, action: 'sort', mode })).body;
				expect(asc.count).toBe(lines.length);
				expect(linesOut(asc).sort()).toEqual([...lines].sort());
				if (new Set(lines).size === lines.length && mode === 'text') {
					const desc = (await run({ input, action: 'sort', mode, order: 'desc' })).body;
					expect(linesOut(desc)).toEqual(linesOut(asc).reverse());
				}
			}),
			fuzzParameters(0.5)
		);
	});

	it('code-point order is what comparing the code point arrays gives', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
				const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);
				const [x, y] = [cps(a), cps(b)];
				let expected = x.length - y.length;
				for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) { expected = x[i] - y[i]; break; }
				expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(expected));
			}),
			fuzzParameters(1)
		);
	});

	it('a shuffle is a permutation, and a seed repeats it', async () => {
		await fc.assert(
			fc.asyncProperty(text, fc.nat(), async (input, seed) => {
				const once = (await run({ input, action: 'shuffle', seed })).body;
				expect((await run({ input, action: 'shuffle', seed })).body.output).toBe(once.output);
				expect(linesOut(once).sort()).toEqual(splitLines(input, '\n').sort());
				expect(linesOut((await run({ input, action: 'shuffle' })).body).sort()).toEqual(splitLines(input, '\n').sort());
			}),
			fuzzParameters(0.5)
		);
	});

	it('a file tree has one line per distinct folder or file, each name once under its parent', async () => {
		const path = fc.array(fc.constantFrom('a', 'b', 'c.txt'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
		await fc.assert(
			fc.asyncProperty(fc.array(path, { maxLength: 20 }), async (paths) => {
				const prefixes = new Set(paths.flatMap((p) => p.split('/').map((_, i, all) => all.slice(0, i + 1).join('/'))));
				const body = (await run({ input: paths.join('\n'), action: 'file-tree', tree_style: 'lines' })).body;
				expect(body.count).toBe(prefixes.size);
			}),
			fuzzParameters(0.5)
		);
	});

	it('hard wrap keeps every character and cuts only at the width', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 200, unit: fc.constantFrom('a', 'b', ' ', 'é') }), fc.integer({ min: 1, max: 30 }), (line, width) => {
				const pieces = foldLine(line, width, true);
				expect(pieces.join('')).toBe(line);
				pieces.slice(0, -1).forEach((piece) => expect(Array.from(piece).length).toBe(width));
			}),
			fuzzParameters(1)
		);
	});

	it('wrap keeps every character and no piece passes the width unless it is one character', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 200, unit: fc.constantFrom('a', 'b', ' ', 'é', 'xyz') }), fc.integer({ min: 1, max: 30 }), (line, width) => {
				const pieces = foldLine(line, width);
				expect(pieces.join('')).toBe(line);
				for (const piece of pieces) expect(Array.from(piece).length <= width || Array.from(piece).length === 1).toBe(true);
			}),
			fuzzParameters(1)
		);
	});

	it('split then join with the same separator gives the text back', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 60, unit: fc.constantFrom('a', ',', ' ', 'b') }), async (input) => {
				const split = (await run({ input, action: 'split', separator: ',', delimiter: '\u0001' })).body.output;
				expect((await run({ input: split, action: 'join', separator: ',', delimiter: '\u0001' })).body.output).toBe(input.split(',').filter((_, i, all) => !(i === all.length - 1 && all[i] === '' && all.length > 0)).join(','));
			}),
			fuzzParameters(0.5)
		);
	});
});

describe('limits', () => {
	it('caps the input and names the field', async () => {
		const over = await run({ input: 'a'.repeat(MAX_INPUT + 1), action: 'reverse' });
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(/^input: must be at most 200,000 characters/);
	});

	it('refuses an answer past the output limit before building it', async () => {
		const over = await run({ input: '\n'.repeat(100_000), action: 'prefix', text: 'x'.repeat(100) });
		expect(over.status).toBe(422);
		expect(over.body.detail).toContain(`limit of ${MAX_OUTPUT.toLocaleString('en-US')} characters`);
	});

	it('refuses a file tree whose drawing would pass the output limit, before drawing it', async () => {
		// 20,000 levels: 80 KB of paths, 800 million characters of indentation.
		const deep = await run({ input: 'a/'.repeat(20_000), action: 'file-tree' });
		expect(deep.status).toBe(422);
		expect(deep.body.detail).toContain(`limit of ${MAX_OUTPUT.toLocaleString('en-US')} characters`);
		const drawn = await run({ input: 'a/'.repeat(20_000), action: 'file-tree', tree_style: 'lines' });
		expect(drawn.status).toBe(422);
	});

	it('refuses padding past the output limit', async () => {
		const over = await run({ input: 'x\n'.repeat(2_000), action: 'pad', length: 1_000 });
		expect(over.status).toBe(422);
	});

	it('never runs expand-range as a light call (three characters can name a million)', () => {
		expect(textLines.lightCall!({ input: 'a-z', action: 'expand-range' })).toBe(false);
	});

	it('is a light call below the bound, except filter', () => {
		expect(textLines.lightCall!({ input: 'a\nb', action: 'sort' })).toBe(true);
		expect(textLines.lightCall!({ input: 'a\nb', action: 'filter' })).toBe(false);
		expect(textLines.lightCall!({ input: 'a'.repeat(50_000), action: 'sort' })).toBe(false);
	});
});
