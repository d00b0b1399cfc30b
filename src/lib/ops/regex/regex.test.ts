import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { regex } from './index.js';

describe('regex cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { matches: { match: string; index: number; groups: (string | null)[] }[]; replaced: string | null };
async function run(input: Record<string, unknown>) {
	return executeOperation(regex, input, { now: Date.now });
}

/** A literal's pattern, escaped by hand (every syntax character of ECMA-262 22.2.1 gets a backslash). */
const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

describe('properties', () => {
	it('a literal pattern with g finds exactly the non-overlapping occurrences indexOf finds', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ minLength: 1, maxLength: 3, unit: fc.constantFrom('a', 'b', '.', '*', '(') }), fc.string({ maxLength: 40, unit: fc.constantFrom('a', 'b', '.', '*', '(', 'c') }), async (needle, hay) => {
				const result = await run({ pattern: escape(needle), flags: 'g', input: hay, replacement: '' });
				expect(result.status).toBe(200);
				const body = result.body as Answer;
				const expected: number[] = [];
				for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) expected.push(at);
				expect(body.matches.map((m) => m.index)).toEqual(expected);
				expect(body.matches.every((m) => m.match === needle)).toBe(true);
				expect(body.replaced).toBe(hay.split(needle).join(''));
			}),
			fuzzParameters()
		);
	});

	it('any pattern answers 200 or 422, never 500, and every match lies inside the input', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 8, unit: fc.constantFrom('a', '(', ')', '?', '*', '+', '|', '\\', 'd', '[', ']', '^', '$', '<', '>', 'k') }), fc.constantFrom('', 'g', 'gi', 'u', 'gv', 'y', 'ms'), fc.string({ maxLength: 20 }), async (pattern, flags, input) => {
				const result = await run({ pattern, flags, input });
				expect([200, 422]).toContain(result.status);
				if (result.status === 200) {
					for (const m of (result.body as Answer).matches) expect(input.slice(m.index, m.index + m.match.length)).toBe(m.match);
				}
			}),
			fuzzParameters()
		);
	});
});

describe('limits', () => {
	it('more than 10,000 matches is 422 naming the limit', async () => {
		const result = await run({ pattern: 'a', flags: 'g', input: 'a'.repeat(10_001) });
		expect(result).toMatchObject({ status: 422, body: { detail: 'input: more than 10,000 matches; narrow the pattern or drop the g flag', code: 'invalid_input' } });
		expect((await run({ pattern: 'a', flags: 'g', input: 'a'.repeat(10_000) })).status).toBe(200);
	});

	it('the input, pattern and replacement have their sizes', async () => {
		expect((await run({ pattern: 'a', input: 'a'.repeat(100_001) })).body).toEqual({ detail: 'input: must be at most 100,000 characters, got 100,001', code: 'invalid_input' });
		expect((await run({ pattern: 'a'.repeat(1_001), input: '' })).body).toEqual({ detail: 'pattern: must be at most 1,000 characters, got 1,001', code: 'invalid_input' });
		expect((await run({ pattern: 'a', input: '', replacement: 'b'.repeat(10_001) })).body).toEqual({ detail: 'replacement: must be at most 10,000 characters, got 10,001', code: 'invalid_input' });
	});

	it('a replaced text over 1,000,000 characters is 422', async () => {
		const result = await run({ pattern: 'a', flags: 'g', input: 'a'.repeat(200), replacement: 'b'.repeat(5001) });
		expect(result).toMatchObject({ status: 422, body: { detail: 'replacement: the replaced text would be over 1,000,000 characters', code: 'invalid_input' } });
	});

	it('flags outside dgimsuvy are 422 naming flags', async () => {
		const result = await run({ pattern: 'a', flags: 'x', input: 'a' });
		expect(result.status).toBe(422);
		expect((result.body as { detail: string }).detail).toMatch(/^flags: /);
	});
});
