import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { loremIpsum } from './index.js';
import { CLASSIC_WORDS } from './lorem.js';

describe('lorem-ipsum cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const run = async (input: Record<string, unknown>) => ((await executeOperation(loremIpsum, input, { now: Date.now })) as { body: { output: string; count: number } }).body;

/** The vocabulary as Python derives it from the classic text (the oracle script); the module's own list without python3. */
const VOCABULARY: Set<string> = (() => {
	try {
		return new Set(JSON.parse(execFileSync('python3', ['src/lib/ops/lorem-ipsum/oracle/lorem_oracle.py', '--vocabulary']).toString()) as string[]);
	} catch {
		console.warn('python3 not found: the vocabulary is checked against the module\'s own list');
		return new Set(CLASSIC_WORDS);
	}
})();

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

describe('unseeded texts', () => {
	it('the vocabulary is the classic passage\'s 63 distinct words', () => {
		expect(new Set(CLASSIC_WORDS)).toEqual(VOCABULARY);
		expect(VOCABULARY.size).toBe(63);
	});

	for (const start of [true, false]) {
		it(`words: exactly count of them, all from the vocabulary${start ? ', the opening first' : ', lower case'}`, async () => {
			for (const count of [1, 4, 5, 6, 37, 100]) {
				const { output } = await run({ unit: 'words', count, start_with_lorem: start });
				const words = output.split(' ');
				expect(words).toHaveLength(count);
				expect(words.every((w) => VOCABULARY.has(w.toLowerCase()))).toBe(true);
				if (start) expect('Lorem ipsum dolor sit amet'.startsWith(words.slice(0, 5).join(' '))).toBe(true);
				else expect(output).toBe(output.toLowerCase());
			}
		});

		it(`sentences and paragraphs: the counts, lengths and punctuation${start ? ', starting with lorem' : ''}`, async () => {
			const sentences = (await run({ unit: 'sentences', count: 100, start_with_lorem: start })).output;
			const list = sentences.split(/(?<=\.) /);
			expect(list).toHaveLength(100);
			for (const [i, s] of list.entries()) {
				expect(s).toMatch(/^[A-Z][a-z]*(,? [a-z]+)*\.$/);
				if (i > 0 || !start) expect(wordsOf(s).length).toBeGreaterThanOrEqual(8);
				expect(wordsOf(s).length).toBeLessThanOrEqual(15);
				expect(wordsOf(s).every((w) => VOCABULARY.has(w))).toBe(true);
			}
			expect(sentences.startsWith('Lorem ipsum dolor sit amet')).toBe(start);
			const paragraphs = (await run({ unit: 'paragraphs', count: 100, start_with_lorem: start })).output.split('\n\n');
			expect(paragraphs).toHaveLength(100);
			for (const p of paragraphs) {
				const n = p.split(/(?<=\.) /).length;
				expect(n).toBeGreaterThanOrEqual(3);
				expect(n).toBeLessThanOrEqual(8);
			}
		});
	}

	it('two unseeded texts differ', async () => {
		expect((await run({ unit: 'paragraphs', count: 3 })).output).not.toBe((await run({ unit: 'paragraphs', count: 3 })).output);
	});
});
