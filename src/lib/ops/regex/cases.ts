import type { OperationCase } from '../cases.js';

const MDN_EXEC = 'MDN, RegExp.prototype.exec(): "Using exec()" example (/quick\\s(?<color>brown).+?(jumps)/dgi on "The Quick Brown Fox Jumps Over The Lazy Dog")';
const MDN_REPLACE = 'MDN, String.prototype.replace(): "Switching words in a string" ($2, $1) and named groups ($<name>)';
const MDN_MATCHALL = 'MDN, String.prototype.matchAll(): /t(e)(st(\\d?))/g on "test1test2" gives "test1" at 0 (groups e, st1, 1) and "test2" at 5';
const ECMA = 'ECMA-262 22.2.2 (pattern semantics): a group that does not take part is undefined; \\b word boundaries; the i flag';
const INVALID = 'ECMA-262 22.2.3.1 (early errors: an unterminated group is a SyntaxError) and 22.2.6.4 (u and v together are invalid flags); messages as V8 words them';
const invalid = (detail: string) => ({ status: 422, body: { detail, code: 'invalid_input' } });
const CYBERCHEF = "CyberChef tests/operations/tests/ToFromInsensitiveRegex.mjs (gchq/CyberChef 2e048b0), the test's input and expectedOutput";
const SINGLE = "A pattern that matches exactly one string (no choice, no repetition range): python3 -c \"import re; print(re.fullmatch(r'PATTERN', 'SAMPLE'))\" matches it; the sample is that string, count times";
const SRE = 'Token boundaries and nesting as Python 3.11 prints them: python3 -c "import sys, re._parser as p; p.parse(sys.argv[1]).dump()" PATTERN (a SUBPATTERN or IN or ASSERT holds its children one level deeper; BRANCH/OR separate the alternatives); consecutive LITERALs are one part here';
const part = (token: string, kind: string, meaning: string, depth: number, args: Record<string, string | number> = {}, quantifier: { min: number; max: number | null; greedy: boolean } | null = null) => ({ token, kind, meaning, depth, args, quantifier });

export const cases: OperationCase[] = [
	{
		name: 'MDN exec example: first match without g, named group',
		op: 'regex',
		input: { pattern: 'quick\\s(?<color>brown).+?(jumps)', flags: 'di', input: 'The Quick Brown Fox Jumps Over The Lazy Dog' },
		expected: {
			status: 200,
			body: { matches: [{ match: 'Quick Brown Fox Jumps', index: 4, groups: ['Brown', 'Jumps'], named_groups: { color: 'Brown' } }], replaced: null }
		},
		source: MDN_EXEC
	},
	{
		name: 'MDN matchAll example: every match with g',
		op: 'regex',
		input: { pattern: 't(e)(st(\\d?))', flags: 'g', input: 'test1test2' },
		expected: {
			status: 200,
			body: {
				matches: [
					{ match: 'test1', index: 0, groups: ['e', 'st1', '1'], named_groups: {} },
					{ match: 'test2', index: 5, groups: ['e', 'st2', '2'], named_groups: {} }
				],
				replaced: null
			}
		},
		source: MDN_MATCHALL
	},
	{
		name: 'MDN replace example: switching words',
		op: 'regex',
		input: { pattern: '(\\w+)\\s(\\w+)', input: 'Maria Cruz', replacement: '$2, $1' },
		expected: { status: 200, body: { matches: [{ match: 'Maria Cruz', index: 0, groups: ['Maria', 'Cruz'], named_groups: {} }], replaced: 'Cruz, Maria' } },
		source: MDN_REPLACE
	},
	{
		name: 'Dates with named groups, replaced',
		op: 'regex',
		input: { pattern: '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})', flags: 'g', input: 'Released 2024-03-15, patched 2024-04-02.', replacement: '$<day>/$<month>/$<year>' },
		expected: {
			status: 200,
			body: {
				matches: [
					{ match: '2024-03-15', index: 9, groups: ['2024', '03', '15'], named_groups: { year: '2024', month: '03', day: '15' } },
					{ match: '2024-04-02', index: 29, groups: ['2024', '04', '02'], named_groups: { year: '2024', month: '04', day: '02' } }
				],
				replaced: 'Released 15/03/2024, patched 02/04/2024.'
			}
		},
		source: MDN_REPLACE
	},
	{
		name: 'A group that does not take part is null; case-insensitive word boundaries',
		op: 'regex',
		input: { pattern: '\\bthe\\b( cat)?', flags: 'gi', input: 'The cat saw the dog.' },
		expected: {
			status: 200,
			body: {
				matches: [
					{ match: 'The cat', index: 0, groups: [' cat'], named_groups: {} },
					{ match: 'the', index: 12, groups: [null], named_groups: {} }
				],
				replaced: null
			}
		},
		source: ECMA
	},
	{
		name: 'No match',
		op: 'regex',
		input: { pattern: 'xyz', flags: 'g', input: 'abc', replacement: '-' },
		expected: { status: 200, body: { matches: [], replaced: 'abc' } },
		source: ECMA
	},
	{
		name: 'Unterminated group is an invalid pattern',
		op: 'regex',
		input: { pattern: '(a', input: 'a' },
		expected: invalid('pattern: Invalid regular expression: /(a/: Unterminated group'),
		source: INVALID
	},
	{
		name: 'u and v together are invalid flags',
		op: 'regex',
		input: { pattern: 'a', flags: 'uv', input: 'a' },
		expected: invalid("flags: Invalid flags supplied to RegExp constructor 'uv'"),
		source: INVALID
	},
	{
		name: 'A flag twice is invalid',
		op: 'regex',
		input: { pattern: 'a', flags: 'gg', input: 'a' },
		expected: invalid("flags: Invalid flags supplied to RegExp constructor 'gg'"),
		source: INVALID
	},
	// generate: only patterns with a single string, so the expected samples need no code of ours.
	{
		name: 'generate: a pattern with one string gives it every time',
		op: 'regex',
		input: { action: 'generate', pattern: 'abc{3}', count: 3 },
		expected: { status: 200, body: { samples: ['abccc', 'abccc', 'abccc'] } },
		source: `${SINGLE} (abc{3} → abccc; sre_parse: LITERAL 97, LITERAL 98, MAX_REPEAT 3 3 LITERAL 99)`
	},
	{
		name: 'generate: a backreference repeats the group',
		op: 'regex',
		input: { action: 'generate', pattern: '(ab)\\1-\\d{0}', count: 2 },
		expected: { status: 200, body: { samples: ['abab-', 'abab-'] } },
		source: `${SINGLE} ((ab)\\1-\\d{0} → abab-)`
	},
	{
		name: 'generate: a lookahead nothing can satisfy',
		op: 'regex',
		input: { action: 'generate', pattern: 'a(?=b)', count: 2 },
		expected: invalid("pattern: could not generate 2 matching strings in 40 tries: the pattern's lookarounds, anchors or boundaries constrain it beyond what the generator follows"),
		source: 'ECMA-262 22.2.2.4 (a lookahead consumes nothing): a(?=b) can match no whole string, as python3 -c "import re; print(re.fullmatch(\'a(?=b)\', \'a\'), re.fullmatch(\'a(?=b)\', \'ab\'))" prints None None'
	},
	// explain
	{
		name: 'explain: anchors, a named group, a quantified escape and alternatives',
		op: 'regex',
		input: { action: 'explain', pattern: '^(?<year>\\d{4})-(0[1-9]|1[0-2])$' },
		expected: {
			status: 200,
			body: {
				parts: [
					// AT AT_BEGINNING
					part('^', 'start', 'the start of the text', 0),
					// SUBPATTERN 1 / MAX_REPEAT 4 4 / IN CATEGORY_DIGIT (the IN of one category is the escape itself)
					part('(?<year>\\d{4})', 'named-capture', 'capture group 1, named "year"', 0, { n: 1, name: 'year' }),
					part('\\d{4}', 'digit', 'a digit (0-9), exactly 4 times', 1, {}, { min: 4, max: 4, greedy: true }),
					// LITERAL 45
					part('-', 'char', 'the character "-"', 0, { text: '-' }),
					// SUBPATTERN 2 / BRANCH LITERAL 48, IN RANGE (49, 57) / OR LITERAL 49, IN RANGE (48, 50)
					part('(0[1-9]|1[0-2])', 'capture', 'capture group 2', 0, { n: 2 }),
					part('0', 'char', 'the character "0"', 1, { text: '0' }),
					part('[1-9]', 'class', 'one character of this set', 1),
					part('1-9', 'range', 'a character from "1" to "9"', 2, { from: '1', to: '9' }),
					part('|', 'or', 'or', 1),
					part('1', 'char', 'the character "1"', 1, { text: '1' }),
					part('[0-2]', 'class', 'one character of this set', 1),
					part('0-2', 'range', 'a character from "0" to "2"', 2, { from: '0', to: '2' }),
					// AT AT_END
					part('$', 'end', 'the end of the text', 0)
				]
			}
		},
		source: `${SRE}, pattern ^(?P<year>\\d{4})-(0[1-9]|1[0-2])$ (Python's spelling of the named group)`
	},
	{
		name: 'explain: an optional letter, a class and a top-level alternation',
		op: 'regex',
		input: { action: 'explain', pattern: 'colou?r|gr[ae]y' },
		expected: {
			status: 200,
			body: {
				parts: [
					// BRANCH LITERAL 99 111 108 111, MAX_REPEAT 0 1 LITERAL 117, LITERAL 114
					part('colo', 'text', 'the text "colo"', 0, { text: 'colo' }),
					part('u?', 'char', 'the character "u", optional', 0, { text: 'u' }, { min: 0, max: 1, greedy: true }),
					part('r', 'char', 'the character "r"', 0, { text: 'r' }),
					// OR LITERAL 103 114, IN LITERAL 97 LITERAL 101, LITERAL 121
					part('|', 'or', 'or', 0),
					part('gr', 'text', 'the text "gr"', 0, { text: 'gr' }),
					part('[ae]', 'class', 'one character of this set', 0),
					part('a', 'char', 'the character "a"', 1, { text: 'a' }),
					part('e', 'char', 'the character "e"', 1, { text: 'e' }),
					part('y', 'char', 'the character "y"', 0, { text: 'y' })
				]
			}
		},
		source: `${SRE}, pattern colou?r|gr[ae]y`
	},
	{
		name: 'explain: lookbehind, lazy repetition and a negated class',
		op: 'regex',
		input: { action: 'explain', pattern: '(?<!x)[^a-z\\d]+?(?=b)' },
		expected: {
			status: 200,
			body: {
				parts: [
					// ASSERT_NOT -1 / LITERAL 120
					part('(?<!x)', 'negative-lookbehind', 'not preceded by', 0),
					part('x', 'char', 'the character "x"', 1, { text: 'x' }),
					// MIN_REPEAT 1 MAXREPEAT / IN NEGATE, RANGE (97, 122), CATEGORY_DIGIT
					part('[^a-z\\d]+?', 'negated-class', 'one character not in this set, one or more times, as few as possible', 0, {}, { min: 1, max: null, greedy: false }),
					part('a-z', 'range', 'a character from "a" to "z"', 1, { from: 'a', to: 'z' }),
					part('\\d', 'digit', 'a digit (0-9)', 1),
					// ASSERT 1 / LITERAL 98
					part('(?=b)', 'lookahead', 'followed by (not consumed)', 0),
					part('b', 'char', 'the character "b"', 1, { text: 'b' })
				]
			}
		},
		source: `${SRE}, pattern (?<!x)[^a-z\\d]+?(?=b)`
	},
	// CyberChef's To/From Case Insensitive Regex, where its tests and the syntax agree (README: where they do not).
	...(
		[
			['To: nothing', '', ''],
			['To: simple test', 'S0meth!ng', '[sS]0[mM][eE][tT][hH]![nN][gG]'],
			['To: [A-Z] -> [A-Za-z]', '[A-Z]', '[A-Za-z]'],
			['To: [a-z] -> [A-Za-z]', '[a-z]', '[A-Za-z]'],
			['To: [H-d] -> [A-DH-dh-z]', '[H-d]', '[A-DH-dh-z]'],
			['To: [!-D] -> [!-Da-d]', '[!-D]', '[!-Da-d]'],
			['To: [%-^] -> [%-^a-z]', '[%-^]', '[%-^a-z]'],
			['To: [K-`] -> [K-`k-z]', '[K-`]', '[K-`k-z]'],
			['To: [[-}] -> [[-}A-Z]', '[[-}]', '[[-}A-Z]'],
			['To: [b-}] -> [b-}B-Z]', '[b-}]', '[b-}B-Z]'],
			['To: [<-j] -> [<-z]', '[<-j]', '[<-z]']
		] as const
	).map(
		([name, pattern, output]): OperationCase => ({
			name: `CyberChef To Case Insensitive Regex: ${name.slice(4)}`,
			op: 'regex',
			input: { action: 'case-insensitive', pattern },
			expected: { status: 200, body: { pattern: output } },
			source: CYBERCHEF
		})
	),
	{
		name: "CyberChef To Case Insensitive Regex: its description's example",
		op: 'regex',
		input: { action: 'case-insensitive', pattern: 'Mozilla/[0-9].[0-9] .*' },
		expected: { status: 200, body: { pattern: '[mM][oO][zZ][iI][lL][lL][aA]/[0-9].[0-9] .*' } },
		source: 'CyberChef src/core/operations/ToCaseInsensitiveRegex.mjs, the description: "Mozilla/[0-9].[0-9] .* becomes [mM][oO][zZ][iI][lL][lL][aA]/[0-9].[0-9] .*"'
	},
	{
		name: "CyberChef From Case Insensitive Regex: its description's example",
		op: 'regex',
		input: { action: 'case-sensitive', pattern: '[mM][oO][zZ][iI][lL][lL][aA]/[0-9].[0-9] .*' },
		expected: { status: 200, body: { pattern: 'mozilla/[0-9].[0-9] .*' } },
		// The description says "Mozilla"; its code keeps each class's first letter ("no guarantee on it being the proper original casing").
		source: 'CyberChef src/core/operations/FromCaseInsensitiveRegex.mjs, its rule in Python: python3 -c "import re; print(re.sub(r\'\\[[a-z]{2}\\]\', lambda m: m[0][1] if m[0][1].upper()==m[0][2].upper() else m[0], \'[mM][oO][zZ][iI][lL][lL][aA]/[0-9].[0-9] .*\', flags=re.I))"'
	},
	{
		name: 'CyberChef From Case Insensitive Regex: nothing',
		op: 'regex',
		input: { action: 'case-sensitive', pattern: '' },
		expected: { status: 200, body: { pattern: '' } },
		source: CYBERCHEF
	},
	{
		name: 'CyberChef From Case Insensitive Regex: simple test',
		op: 'regex',
		input: { action: 'case-sensitive', pattern: '[sS]0[mM][eE][tT][hH]![nN][Gg] [wr][On][g]?' },
		expected: { status: 200, body: { pattern: 's0meth!nG [wr][On][g]?' } },
		source: CYBERCHEF
	},
	{
		name: 'CyberChef To Case Insensitive Regex: erroneous test (an unterminated class)',
		op: 'regex',
		input: { action: 'case-insensitive', pattern: 'Mozilla[A-Z' },
		expected: invalid('pattern: Invalid regular expression: /Mozilla[A-Z/: Unterminated character class'),
		source: `${CYBERCHEF} (an error there too); the message as V8 words it (ECMA-262 22.2.3.1)`
	}
];
