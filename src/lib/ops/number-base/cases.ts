import type { OperationCase } from '../cases.js';

const PYTHON = 'python3: int(value, base), bin/oct/hex/format(n, "x") and a base-36 loop (n % 36) for the digits';
const ROMAN = 'Wikipedia, "Roman numerals", the examples of standard form (39 = XXXIX, 246 = CCXLVI, 789 = DCCLXXXIX, 2421 = MMCDXXI, 1776 = MDCCLXXVI, 1954 = MCMLIV, 3999 = MMMCMXCIX)';
const CONTRACT = 'docs/spec/toolbox.md Part 1, /number-base: roman 1-3999; negative values keep -';

const ok = (name: string, input: Record<string, unknown>, results: Record<string, string>, source: string): OperationCase => ({
	name,
	op: 'number-base',
	input,
	expected: { status: 200, body: { results } },
	source
});
const invalid = (name: string, input: Record<string, unknown>, detail: string, source: string): OperationCase => ({
	name,
	op: 'number-base',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

export const cases: OperationCase[] = [
	ok('255 in the default bases', { value: '255', from: 10 }, { '2': '11111111', '8': '377', '10': '255', '16': 'ff' }, PYTHON),
	ok('2^64 − 1 (beyond a double)', { value: '18446744073709551615', from: 10, to: [16, 36] }, { '16': 'ffffffffffffffff', '36': '3w5e11264sgsf' }, PYTHON),
	ok('Upper-case hex in, lower case out', { value: 'FF', from: 16, to: [10] }, { '10': '255' }, PYTHON),
	ok('Base 36', { value: 'zz', from: 36, to: [10] }, { '10': '1295' }, PYTHON),
	ok('A negative keeps its sign', { value: '-1010', from: 2, to: [10, 16] }, { '10': '-10', '16': '-a' }, `${PYTHON}; ${CONTRACT}`),
	ok('Roman to decimal', { value: 'MCMLIV', from: 'roman', to: [10] }, { '10': '1954' }, ROMAN),
	ok('Decimal to Roman', { value: '39', from: 10, to: ['roman'] }, { roman: 'XXXIX' }, ROMAN),
	ok('246 to Roman', { value: '246', from: 10, to: ['roman'] }, { roman: 'CCXLVI' }, ROMAN),
	ok('789 to Roman', { value: '789', from: 10, to: ['roman'] }, { roman: 'DCCLXXXIX' }, ROMAN),
	ok('2421 to Roman', { value: '2421', from: 10, to: ['roman'] }, { roman: 'MMCDXXI' }, ROMAN),
	ok('1776 from Roman', { value: 'mdcclxxvi', from: 'roman', to: [10] }, { '10': '1776' }, ROMAN),
	ok('3999 to Roman', { value: '3999', from: 10, to: ['roman', 16] }, { roman: 'MMMCMXCIX', '16': 'f9f' }, ROMAN),
	invalid('4000 has no Roman numeral', { value: '4000', from: 10, to: ['roman'] }, 'to: roman numerals go from 1 to 3999 (got 4000)', CONTRACT),
	invalid('IIII is not standard form', { value: 'IIII', from: 'roman' }, 'value: not a Roman numeral in standard form (I to MMMCMXCIX)', ROMAN),
	invalid('A digit outside the base', { value: '129', from: 8 }, 'value: "9" is not a digit in base 8', CONTRACT)
];
