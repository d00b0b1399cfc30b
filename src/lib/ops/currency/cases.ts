import type { OperationCase } from '../cases.js';

// Answers that hold without the rates (checked before they are needed); conversions need the
// ECB document and are tested against a local one (currency.test.ts, rates.test.ts).
const CONTRACT = 'toolbox.md Part 2, /currency: `amount` number, `from`, `to` ISO 4217; 422 naming the field';

const invalid = (name: string, input: unknown, detail: string, source = CONTRACT): OperationCase => ({
	name,
	op: 'currency',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

export const cases: OperationCase[] = [
	invalid('amount missing', { from: 'USD', to: 'EUR' }, 'amount: is required'),
	invalid('amount as text', { amount: '10', from: 'USD', to: 'EUR' }, 'amount: must be a number'),
	invalid('amount over the limit', { amount: 2e13, from: 'USD', to: 'EUR' }, 'amount: must be at most 1e+13 in absolute value', 'src/lib/ops/currency/README.md, "Currency converter": the amount limit'),
	invalid('from not a code', { amount: 1, from: 'dollar', to: 'EUR' }, 'from: must be a three-letter ISO 4217 code, e.g. USD', 'ISO 4217: alphabetic codes are three letters'),
	invalid('to with a digit', { amount: 1, from: 'USD', to: 'EU1' }, 'to: must be a three-letter ISO 4217 code, e.g. USD', 'ISO 4217: alphabetic codes are three letters'),
	invalid('to missing', { amount: 1, from: 'USD' }, 'to: is required')
];
