import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { textCase } from './index.js';
import { CASES } from './text-case.js';

describe('text-case cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const convert = async (input: string, to: string) => {
	const result = await executeOperation(textCase, { input, to }, { now: Date.now });
	expect(result.status).toBe(200);
	return (result.body as { output: string }).output;
};

/** Words of letters (some accented) and digits, joined by the separators people use. */
const phrase = fc
	.array(fc.stringMatching(/^[A-Za-zÀ-ÖØ-Þà-öø-þ0-9]{1,8}$/), { minLength: 1, maxLength: 5 })
	.chain((words) => fc.array(fc.constantFrom(' ', '_', '-', '.', ', ', '  '), { minLength: words.length, maxLength: words.length }).map((seps) => words.map((w, i) => w + (i < words.length - 1 ? seps[i] : '')).join('')));

describe('properties', () => {
	it('a slug is lower-case ASCII letters and digits joined by single hyphens', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 40 }), async (text) => {
				expect(await convert(text, 'slug')).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
			}),
			fuzzParameters()
		);
	});

	it('snake, kebab, constant and dot are the same words joined differently', async () => {
		await fc.assert(
			fc.asyncProperty(phrase, async (text) => {
				const snake = await convert(text, 'snake');
				expect(await convert(text, 'kebab')).toBe(snake.replaceAll('_', '-'));
				expect(await convert(text, 'dot')).toBe(snake.replaceAll('_', '.'));
				expect(await convert(text, 'constant')).toBe(snake.toUpperCase());
				expect(snake).toBe(snake.toLowerCase());
			}),
			fuzzParameters()
		);
	});

	// Not camel and pascal: "A A" is "AA", which reads back as one word (an acronym), "Aa". Not
	// swap, which undoes itself, nor all, a list of the text's casings.
	it('converting is idempotent for every case that keeps separators', async () => {
		await fc.assert(
			fc.asyncProperty(phrase, fc.constantFrom(...CASES.filter((c) => !['camel', 'pascal', 'swap', 'all'].includes(c))), async (text, to) => {
				const once = await convert(text, to);
				expect(await convert(once, to)).toBe(once);
			}),
			fuzzParameters()
		);
	});

	it('camel and pascal drop the separators and differ only in the first letter', async () => {
		await fc.assert(
			fc.asyncProperty(phrase, async (text) => {
				const camel = await convert(text, 'camel');
				const pascal = await convert(text, 'pascal');
				// change-case keeps a "_" before a word that starts with a digit ("version_2").
				expect(camel).not.toMatch(/[\s.,-]|_(?!\d)/);
				expect(camel.slice(1)).toBe(pascal.slice(1));
				expect(camel[0]).toBe(camel[0].toLowerCase());
			}),
			fuzzParameters()
		);
	});

	it('input over 100,000 characters is 422', async () => {
		const result = await executeOperation(textCase, { input: 'a'.repeat(100_001), to: 'slug' }, { now: Date.now });
		expect(result).toMatchObject({ status: 422, body: { detail: 'input: must be at most 100,000 characters, got 100,001', code: 'invalid_input' } });
	});
});
