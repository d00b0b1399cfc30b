import type { OperationCase } from '../cases.js';

const MDN_EXEC = 'MDN, RegExp.prototype.exec(): "Using exec()" example (/quick\\s(?<color>brown).+?(jumps)/dgi on "The Quick Brown Fox Jumps Over The Lazy Dog")';
const MDN_REPLACE = 'MDN, String.prototype.replace(): "Switching words in a string" ($2, $1) and named groups ($<name>)';
const MDN_MATCHALL = 'MDN, String.prototype.matchAll(): /t(e)(st(\\d?))/g on "test1test2" gives "test1" at 0 (groups e, st1, 1) and "test2" at 5';
const ECMA = 'ECMA-262 22.2.2 (pattern semantics): a group that does not take part is undefined; \\b word boundaries; the i flag';
const INVALID = 'ECMA-262 22.2.3.1 (early errors: an unterminated group is a SyntaxError) and 22.2.6.4 (u and v together are invalid flags); messages as V8 words them';
const invalid = (detail: string) => ({ status: 422, body: { detail, code: 'invalid_input' } });

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
	}
];
