import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { LIMITS, regexJob, type RegexJob } from './regex.js';
import { GENERATE_LIMITS } from './generate.js';
import { runTreeAction } from './actions.js';

export const ACTIONS = ['match', 'generate', 'explain', 'case-insensitive', 'case-sensitive'] as const;
const n = (value: number) => value.toLocaleString('en-US');

const TIME_LIMIT_DETAIL = `pattern: the match ran longer than the time limit of ${LIMITS.timeMs.toLocaleString('en-US')} ms (catastrophic backtracking?); simplify the pattern or shorten the input`;

export const regex = defineOperation({
	id: 'regex',
	group: 'text',
	title: 'Regex tester',
	summary: 'Runs a JavaScript (ECMAScript) regular expression on a text: every match with its groups, and the text with a replacement applied. Also random strings the pattern matches, the pattern explained part by part, and letters rewritten as [aA] classes and back.',
	keywords: ['regex', 'regexp', 'regular expression', 'pattern', 'match', 'replace', 'test', 'capture groups', 'javascript', 'regex generator', 'random string from regex', 'randexp', 'explain regex', 'regex explainer', 'case insensitive regex', 'to case insensitive regex', 'from case insensitive regex'],
	method: 'POST',
	path: '/regex',
	runs: 'anywhere',
	cost: 'heavy',
	input: z.object({
		action: z
			.enum(ACTIONS)
			.default('match')
			.describe(
				`match (default): run the pattern on \`input\`; generate: \`count\` random strings the pattern fully matches; explain: the pattern's parts in words; case-insensitive: every letter as a class of both cases (\`abc\` → \`[aA][bB][cC]\`, CyberChef's To Case Insensitive Regex); case-sensitive: such classes back to one letter (CyberChef's From Case Insensitive Regex)`
			),
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
			.optional()
			.describe(`match: the text to search (required); at most ${LIMITS.input.toLocaleString('en-US')} characters`)
			.meta(formHints({ multiline: 6 })),
		replacement: stringOfAtMost(LIMITS.replacement)
			.optional()
			.describe(`Replacement text with ECMAScript's patterns ($1, $<name>, $&, $$); at most ${LIMITS.replacement.toLocaleString('en-US')} characters`)
			.meta(formHints({ monospace: true })),
		count: integer()
			.min(1)
			.max(GENERATE_LIMITS.count)
			.optional()
			.describe(`generate: how many strings, 1-${GENERATE_LIMITS.count}; default 5. Unbounded repetitions (\`*\`, \`+\`, \`{n,}\`) repeat at most ${GENERATE_LIMITS.repeatExtra} times beyond their minimum; characters are printable ASCII unless a class names others`),
		seed: z
			.union([z.int(), stringOfAtMost(GENERATE_LIMITS.seed)])
			.optional()
			.describe(`generate: the same seed, pattern, flags and count give the same strings (a Mersenne Twister seeded as Python's random.seed; an integer or a text of at most ${GENERATE_LIMITS.seed} characters). Without it: crypto.getRandomValues`)
			.meta(formHints({ placeholder: '42' }))
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
			.optional()
			.describe(`match: every match with the g flag (at most ${LIMITS.matches.toLocaleString('en-US')}), else the first; empty when none`),
		replaced: z.string().nullable().optional().describe('match: the input with the replacement applied (every match with g, the first without); null without `replacement`'),
		samples: z.array(z.string()).optional().describe(`generate: \`count\` strings, each fully matched by the pattern with its flags (checked by the engine); at most ${n(GENERATE_LIMITS.sampleLength)} characters each`),
		parts: z
			.array(
				z.object({
					token: z.string().describe('The source text of the part, its quantifier included'),
					kind: z.string().describe('What the part is, as a name (char, text, digit, class, range, capture, lookahead, or…), for a client to say it in its own words'),
					meaning: z.string().describe('The part in English words'),
					depth: z.int().describe('0 at the top, one more inside each group, lookaround or character class'),
					args: z
						.object({
							text: z.string().optional().describe('char, text: the characters'),
							from: z.string().optional().describe('range: its first character'),
							to: z.string().optional().describe('range: its last character'),
							n: z.int().optional().describe('capture, named-capture: the group number'),
							name: z.string().optional().describe('named-capture: the group name'),
							ref: z.string().optional().describe('backreference: the group number or name'),
							flags: z.string().optional().describe('modifier-group: the flags as written (i, -m…)'),
							property: z.string().optional().describe('property, not-property: Key=Value or the name')
						})
						.describe('The values the meaning names, for a client to word it in its own language'),
					quantifier: z
						.object({ min: z.int(), max: z.int().nullable().describe('null: unbounded'), greedy: z.boolean() })
						.nullable()
						.describe('How often the part repeats; null when it is not quantified')
				})
			)
			.optional()
			.describe('explain: the pattern\'s parts in source order; a run of plain characters is one part, alternatives are separated by a `|` part'),
		pattern: z.string().optional().describe('case-insensitive, case-sensitive: the rewritten pattern')
	}),
	errors: [
		{
			status: 422,
			when: `an invalid pattern or flags; match without \`input\`; generate: samples that could pass ${n(GENERATE_LIMITS.sampleLength)} characters, a walk of over ${n(GENERATE_LIMITS.steps)} steps, or fewer than \`count\` strings the engine accepts within ${GENERATE_LIMITS.triesPerSample} tries each (lookarounds the generator cannot honour); more than ${LIMITS.matches.toLocaleString('en-US')} matches; a replaced text over ${LIMITS.replaced.toLocaleString('en-US')} characters; a run longer than ${LIMITS.timeMs.toLocaleString('en-US')} ms`
		}
	],
	timeLimit: { ms: LIMITS.timeMs, detail: TIME_LIMIT_DETAIL },
	examples: [
		{ name: 'Dates with named groups', input: { pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})', flags: 'g', input: 'Released 2024-03-15, patched 2024-04-02.', replacement: '$<day>/$<month>/$<year>' } },
		{ name: 'Words, case-insensitive', input: { pattern: '\\bthe\\b', flags: 'gi', input: 'The cat saw the dog.' } },
		{ name: 'Five strings a pattern matches (seed 42)', input: { action: 'generate', pattern: '[A-Z]{3}-\\d{4}', count: 5, seed: '42' } },
		{ name: 'A pattern explained', input: { action: 'explain', pattern: '^(?<year>\\d{4})-(0[1-9]|1[0-2])$' } },
		{ name: 'Letters as [aA] classes', input: { action: 'case-insensitive', pattern: 'Mozilla/[0-9].[0-9] .*' } }
	],
	async run(input) {
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
		if (input.action !== 'match') return runTreeAction(input.action, input.pattern, flags, { count: input.count ?? 5, seed: input.seed });
		if (input.input === undefined) throw errors.error('input_needed', {}, { field: 'input' });
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
