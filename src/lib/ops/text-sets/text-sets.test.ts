import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { MAX_LIST, MAX_RESULT_CHARS, textSets } from './index.js';

describe('text-sets cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { status: number; body: { result: (string | string[])[]; count: number; detail?: string } };
const run = async (input: Record<string, unknown>) => (await executeOperation(textSets, input, { now: Date.now })) as Answer;

describe('properties', () => {
	const list = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'ä', '😀'), { maxLength: 8 });

	it('the four set operations agree with Set algebra and keep first appearance', async () => {
		await fc.assert(
			fc.asyncProperty(list, list, async (a, b) => {
				const input = { a: a.join('\n'), b: b.join('\n') };
				const [A, B] = [new Set(a), new Set(b)];
				const union = (await run({ ...input, action: 'union' })).body.result;
				expect(union).toEqual([...new Set([...a, ...b])]);
				const inter = (await run({ ...input, action: 'intersection' })).body.result as string[];
				expect(new Set(inter)).toEqual(new Set([...A].filter((x) => B.has(x))));
				const sym = (await run({ ...input, action: 'symmetric-difference' })).body.result as string[];
				const diffAB = (await run({ ...input, action: 'difference' })).body.result as string[];
				const diffBA = (await run({ a: input.b, b: input.a, action: 'difference' })).body.result as string[];
				expect(sym).toEqual([...diffAB, ...diffBA]);
				expect(inter.length + sym.length).toBe(union.length);
			}),
			fuzzParameters(0.5)
		);
	});

	it('a power set has 2^n subsets, each in the items\u2019 order', async () => {
		await fc.assert(
			fc.asyncProperty(list, async (a) => {
				const items = [...new Set(a)];
				const { result, count } = (await run({ a: a.join('\n'), action: 'power-set' })).body;
				expect(count).toBe(2 ** items.length);
				expect(new Set(result.map((s) => JSON.stringify(s))).size).toBe(count);
				for (const subset of result as string[][]) expect(subset).toEqual(items.filter((x) => subset.includes(x)));
			}),
			fuzzParameters(0.5)
		);
	});
});

describe('limits', () => {
	it('caps each list and names the field', async () => {
		const over = await run({ a: 'a', b: 'b'.repeat(MAX_LIST + 1), action: 'union' });
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(/^b: must be at most 100,000 characters/);
	});

	it('refuses a product whose items would pass the character limit', async () => {
		const long = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(5_000, 'x')).join('\n');
		const b = Array.from({ length: 100 }, (_, i) => `b${i}`).join('\n');
		const over = await run({ a: long, b, action: 'cartesian' });
		expect(over.status).toBe(422);
		expect(over.body.detail).toContain(`over the limit of ${MAX_RESULT_CHARS.toLocaleString('en-US')}`);
	});
});
