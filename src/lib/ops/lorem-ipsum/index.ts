import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { lorem, UNITS } from './lorem.js';

/** Units a call (the contract's 1–100). */
export const MAX_COUNT = 100;
const MAX_SEED_CHARS = 256;

export const loremIpsum = defineOperation({
	id: 'lorem-ipsum',
	group: 'generation',
	title: 'Lorem ipsum generator',
	summary: 'Placeholder text in the traditional lorem ipsum words: a number of words, sentences or paragraphs, starting with "Lorem ipsum dolor sit amet" if you like.',
	keywords: ['lorem ipsum', 'lorem ipsum generator', 'generate lorem ipsum', 'lipsum', 'placeholder text', 'dummy text', 'filler text', 'latin text', 'cicero'],
	method: 'POST',
	path: '/lorem-ipsum',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		unit: z.enum(UNITS).optional().describe('words, sentences or paragraphs; default paragraphs'),
		count: integer().min(1).max(MAX_COUNT).optional().describe(`How many of the unit, 1-${MAX_COUNT}; default 3`),
		start_with_lorem: z.boolean().default(true).describe('Start with "Lorem ipsum dolor sit amet" (sentences and paragraphs: with the sentence "Lorem ipsum dolor sit amet, consectetur adipiscing elit."); default true'),
		seed: z
			.union([z.int(), stringOfAtMost(MAX_SEED_CHARS)])
			.optional()
			.describe(`The same seed gives the same text (MT19937 seeded as Python's random.seed, as in /random); without it the words come from crypto.getRandomValues`)
			.meta(formHints({ placeholder: '42' }))
	}),
	output: z.object({
		output: z.string().describe('The text: words separated by spaces; sentences (8-15 words, capitalised, a comma in those of 10 words or more, ending with a full stop) separated by spaces; paragraphs (3-8 sentences) separated by a blank line'),
		count: z.int().describe('How many words, sentences or paragraphs it holds')
	}),
	errors: [{ status: 422, when: `\`count\` outside 1-${MAX_COUNT}; an unknown \`unit\`; a text seed over ${MAX_SEED_CHARS} characters` }],
	examples: [
		{ name: 'Three paragraphs', input: { unit: 'paragraphs', count: 3 } },
		{ name: 'Two sentences', input: { unit: 'sentences', count: 2 } },
		{ name: 'Fifty words, not starting with lorem', input: { unit: 'words', count: 50, start_with_lorem: false } },
		// Seeded, so the API reference shows one answer on every build.
		{ name: 'Reproducible sentences (seed 42)', input: { unit: 'sentences', count: 3, seed: '42' } }
	],
	run(input) {
		const unit = input.unit ?? 'paragraphs';
		const count = input.count ?? 3;
		return { output: lorem(unit, count, input.start_with_lorem, input.seed), count };
	}
});

export const operations = [loremIpsum];
