import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { LIMITS, regexJob, type RegexJob } from './regex.js';

const TIME_LIMIT_DETAIL = `pattern: the match ran longer than the time limit of ${LIMITS.timeMs.toLocaleString('en-US')} ms (catastrophic backtracking?); simplify the pattern or shorten the input`;

export const regex = defineOperation({
	id: 'regex',
	group: 'text',
	title: 'Regex tester',
	summary: 'Runs a JavaScript (ECMAScript) regular expression on a text: every match with its groups, and the text with a replacement applied.',
	keywords: ['regex', 'regexp', 'regular expression', 'pattern', 'match', 'replace', 'test', 'capture groups', 'javascript'],
	method: 'POST',
	path: '/regex',
	runs: 'anywhere',
	cost: 'heavy',
	input: z.object({
		pattern: stringOfAtMost(LIMITS.pattern)
			.describe(`ECMAScript pattern without slashes; at most ${LIMITS.pattern.toLocaleString('en-US')} characters`)
			.meta(formHints({ monospace: true, placeholder: '(\\d{4})-(\\d{2})-(\\d{2})' })),
		flags: z
			.string()
			.max(8)
			.regex(/^[dgimsuvy]*$/, { error: errors.zod('flags_letters') })
			.default('')
			.describe('Any of d, g, i, m, s, u, v, y, each once (u and v not together); default none. With g every match is listed, without it the first')
			.meta(formHints({ monospace: true, placeholder: 'g' })),
		input: stringOfAtMost(LIMITS.input)
			.describe(`The text to search; at most ${LIMITS.input.toLocaleString('en-US')} characters`)
			.meta(formHints({ multiline: 6 })),
		replacement: stringOfAtMost(LIMITS.replacement)
			.optional()
			.describe(`Replacement text with ECMAScript's patterns ($1, $<name>, $&, $$); at most ${LIMITS.replacement.toLocaleString('en-US')} characters`)
			.meta(formHints({ monospace: true }))
	}),
	output: z.object({
		matches: z
			.array(
				z.object({
					match: z.string(),
					index: z.int().describe('Position in the input in UTF-16 code units, as JavaScript counts'),
					groups: z.array(z.string().nullable()).describe('Capture groups 1…n; null for a group that did not take part'),
					named_groups: z.record(z.string(), z.string().nullable())
				})
			)
			.describe(`Every match with the g flag (at most ${LIMITS.matches.toLocaleString('en-US')}), else the first; empty when none`),
		replaced: z.string().nullable().describe('The input with the replacement applied (every match with g, the first without); null without `replacement`')
	}),
	errors: [
		{
			status: 422,
			when: `an invalid pattern or flags; more than ${LIMITS.matches.toLocaleString('en-US')} matches; a replaced text over ${LIMITS.replaced.toLocaleString('en-US')} characters; a run longer than ${LIMITS.timeMs.toLocaleString('en-US')} ms`
		}
	],
	timeLimit: { ms: LIMITS.timeMs, detail: TIME_LIMIT_DETAIL },
	examples: [
		{ name: 'Dates with named groups', input: { pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})', flags: 'g', input: 'Released 2024-03-15, patched 2024-04-02.', replacement: '$<day>/$<month>/$<year>' } },
		{ name: 'Words, case-insensitive', input: { pattern: '\\bthe\\b', flags: 'gi', input: 'The cat saw the dog.' } }
	],
	run(input) {
		const flags = input.flags;
		const problem = (err: unknown) => (err instanceof Error ? err.message : String(err));
		try {
			new RegExp('', flags);
		} catch (err) {
			throw errors.error('bad_flags', { reason: problem(err) }, { field: 'flags' });
		}
		try {
			new RegExp(input.pattern, flags);
		} catch (err) {
			throw errors.error('bad_pattern', { reason: problem(err) }, { field: 'pattern' });
		}
		const job: RegexJob = {
			pattern: input.pattern,
			flags,
			input: input.input,
			replacement: input.replacement ?? null,
			maxMatches: LIMITS.matches,
			maxReplaced: LIMITS.replaced
		};
		// Bounded where it runs: the server's pool and the browser's worker client stop it at `timeLimit`.
		const result = regexJob(job);
		if (result.over === 'matches') throw errors.error('too_many_matches', { max: LIMITS.matches }, { field: 'input' });
		if (result.over === 'replaced') throw errors.error('too_long', { max: LIMITS.replaced }, { field: 'replacement' });
		return { matches: result.matches, replaced: result.replaced };
	}
});

export const operations = [regex];
