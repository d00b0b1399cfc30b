import * as en from '@zxcvbn-ts/language-en';
import * as es from '@zxcvbn-ts/language-es-es';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { passwordGenerate, passwordStrength } from './index.js';
import { AMBIGUOUS, CLASSES, classSets, generatePassword, uniformIndex } from './password.js';
import { crackTimeWords } from './strength-words.js';

const ctx = { now: () => Date.now() };

describe('password cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('password-generate', () => {
	it('property: every chosen class appears in every password, nothing else does, the length is exact', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.record({
					length: fc.integer({ min: 4, max: 64 }),
					lowercase: fc.boolean(),
					uppercase: fc.boolean(),
					digits: fc.boolean(),
					symbols: fc.boolean(),
					exclude_ambiguous: fc.boolean(),
					count: fc.integer({ min: 1, max: 5 })
				}),
				async (input) => {
					const chosen = (['lowercase', 'uppercase', 'digits', 'symbols'] as const).filter((k) => input[k]);
					const result = await executeOperation(passwordGenerate, input, ctx);
					if (chosen.length === 0) {
						expect(result.status).toBe(422);
						return;
					}
					const body = result.body as { passwords: string[]; entropy_bits: number };
					const sets = chosen.map((k) => [...CLASSES[k]].filter((c) => !(input.exclude_ambiguous && AMBIGUOUS.includes(c))));
					const alphabet = new Set(sets.flat());
					expect(body.passwords).toHaveLength(input.count);
					for (const p of body.passwords) {
						expect([...p]).toHaveLength(input.length);
						for (const c of p) expect(alphabet.has(c), `${c} in ${p}`).toBe(true);
						for (const set of sets) expect(set.some((c) => p.includes(c)), p).toBe(true);
					}
					expect(body.entropy_bits).toBeCloseTo(input.length * Math.log2(alphabet.size), 2);
				}
			),
			{ numRuns: 200 }
		);
	});

	it('the symbols are the 32 printable ASCII punctuation characters', () => {
		const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).filter((c) => /[^\sA-Za-z0-9]/.test(c));
		expect([...CLASSES.symbols].sort()).toEqual(printable.sort());
	});

	it('uniformIndex rejects the words that would bias the modulo', () => {
		// n = 3: 2^32 is not a multiple of 3; the top word 0xffffffff (= 2^32 - 1) lies above the limit.
		const words = [0xffffffff, 0xfffffffe, 4];
		let i = 0;
		const random = (count: number) => Uint32Array.from({ length: count }, () => words[Math.min(i++, words.length - 1)]);
		// The limit is floor(2^32 / 3) * 3 = 0xffffffff: that word is drawn again, 0xfffffffe is taken.
		expect(uniformIndex(3, random)).toBe(0xfffffffe % 3);
	});

	it('is uniform: a chi-squared test over 60,000 digits', () => {
		// With digits only (10 symbols), each position's digit should be uniform.
		const counts = new Array(10).fill(0);
		const sets = classSets(['digits'], false);
		for (let i = 0; i < 15_000; i++) for (const c of generatePassword(4, sets)) counts[Number(c)]++;
		const expected = 6000;
		const chi2 = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
		// 9 degrees of freedom: P(chi2 > 27.88) = 0.001.
		expect(chi2).toBeLessThan(27.88);
	});

	it('a count of 100 passwords of 256 characters answers quickly', async () => {
		const started = performance.now();
		const { status } = await executeOperation(passwordGenerate, { length: 256, count: 100 }, ctx);
		expect(status).toBe(200);
		expect(performance.now() - started).toBeLessThan(2000);
	});
});

describe('password-strength', () => {
	it('the score does not depend on the language asked', async () => {
		for (const password of ['Tr0ub4dour&3', 'senha123', 'contraseña', 'maria1985']) {
			const scores = new Set<number>();
			for (const locale of ['en', 'pt-BR', 'es']) scores.add(((await executeOperation(passwordStrength, { password, locale }, ctx)).body as { score: number }).score);
			expect(scores.size, password).toBe(1);
		}
	});

	it('user_inputs lower the estimate of a password built on them', async () => {
		const plain = (await executeOperation(passwordStrength, { password: 'zebulon-quaxford' }, ctx)).body as { guesses_log10: number };
		const told = (await executeOperation(passwordStrength, { password: 'zebulon-quaxford', user_inputs: ['zebulon', 'quaxford'] }, ctx)).body as { guesses_log10: number; warning_key: string | null };
		expect(told.guesses_log10).toBeLessThan(plain.guesses_log10);
	});

	it('crackTimeWords follows zxcvbn-ts: the words of the API in every language', async () => {
		expect(crackTimeWords(3 * 3600, en.translations)).toBe('3 hours');
		expect(crackTimeWords(1, en.translations)).toBe('1 second');
		expect(crackTimeWords(0.2, ptBr.translations)).toBe('menos de um segundo');
		expect(crackTimeWords(1e12, es.translations)).toBe(es.translations.timeEstimation.centuries);
		// The same words the API gave for the cases.
		for (const password of ['D0g..................', 'temppass22', 'briansmith4mayor']) {
			const body = (await executeOperation(passwordStrength, { password }, ctx)).body as { crack_time_seconds: number; crack_time_display: string };
			expect(crackTimeWords(body.crack_time_seconds, en.translations)).toBe(body.crack_time_display);
		}
	});

	it('64 characters of digits, symbols or l33t take well under a second', async () => {
		await executeOperation(passwordStrength, { password: 'warm up' }, ctx);
		for (const alphabet of ['0123456789', '4@8({[<3=6&#!|1l0$5+7%2013', CLASSES.symbols + CLASSES.lowercase]) {
			const password = generatePassword(64, [alphabet]);
			const started = performance.now();
			expect((await executeOperation(passwordStrength, { password }, ctx)).status).toBe(200);
			expect(performance.now() - started, alphabet).toBeLessThan(1500);
		}
	});

	it('limits: 51 user_inputs or one of 101 characters → 422 naming the field', async () => {
		expect(await executeOperation(passwordStrength, { password: 'x', user_inputs: new Array(51).fill('a') }, ctx)).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^user_inputs: /) } });
		expect(await executeOperation(passwordStrength, { password: 'x', user_inputs: ['a'.repeat(101)] }, ctx)).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^user_inputs\.0: must be at most 100/) } });
	});
});
