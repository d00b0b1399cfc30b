import type { OperationCase } from '../cases.js';

const README = 'change-case README, the table of cases for the input "two words" (twoWords, TwoWords, two_words, two-words, TWO_WORDS, two.words, Two Words, Two words)';
const CONTRACT = 'docs/spec/toolbox.md Part 1, /text/case: slug is lower-case ASCII with -, accents removed ("Crème Brûlée" → "creme-brulee"); words split at case changes, digits, spaces and punctuation';
const ok = (input: string, to: string, output: string, source: string, name?: string): OperationCase => ({
	name: name ?? `${to}: ${input}`,
	op: 'text-case',
	input: { input, to },
	expected: { status: 200, body: { output } },
	source
});

export const cases: OperationCase[] = [
	ok('two words', 'camel', 'twoWords', README),
	ok('two words', 'pascal', 'TwoWords', README),
	ok('two words', 'snake', 'two_words', README),
	ok('two words', 'kebab', 'two-words', README),
	ok('two words', 'constant', 'TWO_WORDS', README),
	ok('two words', 'dot', 'two.words', README),
	ok('two words', 'title', 'Two Words', README),
	ok('two words', 'sentence', 'Two words', README),
	ok('Crème Brûlée', 'slug', 'creme-brulee', CONTRACT, 'slug: the contract example'),
	ok('  Hello, World! 2026 ', 'slug', 'hello-world-2026', CONTRACT, 'slug: punctuation and spaces collapse, ends trimmed'),
	ok('userAccountID', 'snake', 'user_account_id', CONTRACT, 'snake: split at case changes'),
	ok('version2Update', 'kebab', 'version-2-update', CONTRACT, 'kebab: split at digits'),
	ok('user_account-id.name', 'camel', 'userAccountIdName', CONTRACT, 'camel: split at punctuation'),
	ok('Hello World', 'upper', 'HELLO WORLD', CONTRACT),
	ok('Hello World', 'lower', 'hello world', CONTRACT),
	{
		name: 'unknown case',
		op: 'text-case',
		input: { input: 'x', to: 'sponge' },
		expected: { status: 422, body: { detail: 'to: Invalid option: expected one of "camel"|"pascal"|"snake"|"kebab"|"constant"|"dot"|"title"|"sentence"|"lower"|"upper"|"slug"', code: 'invalid_input' } },
		source: CONTRACT
	}
];
