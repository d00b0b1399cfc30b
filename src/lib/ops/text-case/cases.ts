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
	ok('two words', 'train', 'Two-Words', 'change-case README, the table of cases for "two words": trainCase → Two-Words'),
	ok('twoWords', 'no', 'two words', 'change-case README, the table of cases for "two words": noCase → two words'),
	ok('two words', 'path', 'two/words', 'change-case README, the table of cases for "two words": pathCase → two/words'),
	ok('content type', 'header', 'Content-Type', 'RFC 9110 section 8.3: the header field name Content-Type, as HTTP writes it'),
	ok('Hello, World!', 'swap', 'hELLO, wORLD!', 'CyberChef tests/operations/tests/SwapCase.mjs, "Swap Case: basic example" (python3: "Hello, World!".swapcase())'),
	ok('Hello, world!', 'alternating', 'hElLo, WoRlD!', 'CyberChef tests/operations/tests/AlternatingCaps.mjs, "AlternatingCaps: Basic Example"'),
	ok('alternative caps', 'alternating', 'aLtErNaTiVe CaPs', 'the rule of CyberChef AlternatingCaps.mjs (letters alternate starting lower; other characters kept and not counted), worked by hand'),
	ok('test', 'all', 'test\nTest\ntEst\nTEst\nteSt\nTeSt\ntESt\nTESt\ntesT\nTesT\ntEsT\nTEsT\nteST\nTeST\ntEST\nTEST', 'CyberChef tests/operations/tests/GetAllCasings.mjs, "All casings of test"'),
	ok('t', 'all', 't\nT', 'CyberChef tests/operations/tests/GetAllCasings.mjs, "All casings of t"'),
	ok('', 'all', '', 'CyberChef tests/operations/tests/GetAllCasings.mjs, "All casings of null"'),
	{
		name: 'all: over 16 characters is refused, naming the limit',
		op: 'text-case',
		input: { input: 'seventeen letters', to: 'all' },
		expected: { status: 422, body: { detail: 'input: every casing of a text doubles with each character: at most 16 characters for `to` all, got 17', code: 'invalid_input' } },
		source: 'this module\'s README (Limits): 2^16 casings of 16 characters are about 1.1 MB'
	},
	{
		name: 'unknown case',
		op: 'text-case',
		input: { input: 'x', to: 'sponge' },
		expected: { status: 422, body: { detail: 'to: Invalid option: expected one of "camel"|"pascal"|"snake"|"kebab"|"constant"|"dot"|"title"|"sentence"|"lower"|"upper"|"slug"|"train"|"header"|"path"|"swap"|"alternating"|"all"|"no"', code: 'invalid_input' } },
		source: CONTRACT
	}
];
