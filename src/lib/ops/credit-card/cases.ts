import type { OperationCase } from '../cases.js';

const OP = 'credit-card-validator';
const CONTRACT = 'docs/spec/utility-api.md 2.17 and section 4 (/credit-card-validator: 422 when `number` missing)';
const RULES = 'src/lib/ops/credit-card/README.md (masking and input rules)';

/** Where each published test number comes from (processors' public test-card lists). */
const STRIPE = 'Stripe docs "Testing" (docs.stripe.com/testing), cards by brand';
const PAYPAL = 'PayPal Payflow "Test Credit Card Account Numbers" (paypalobjects.com credit_card_numbers)';
const ADYEN = 'Adyen docs "Test card numbers" (docs.adyen.com/development-resources/test-cards-and-credentials/test-card-numbers)';
const EBANX = 'EBANX sandbox test cards (as listed in gist claudiosanches/e566ba431e0ffad97e11)';
const MERCADO_PAGO = 'Mercado Pago Brazil developers "Cartões de teste" (Elo debit)';
const WIKIPEDIA_LUHN = 'Wikipedia "Luhn algorithm" worked example: 7992739871 has check digit 3; other check digits fail';

type Brand = 'Visa' | 'Mastercard' | 'Amex' | 'Discover' | 'Diners' | 'JCB' | 'Elo' | 'Hipercard' | 'Unknown';

/**
 * A published test number: valid (processors run Luhn and length checks on them), with its digit
 * count and masked form written by hand from the documented rule (first four, last four, the
 * rest as `*` in groups of four).
 */
const published = (number: string, brand: Brand, digits: number, masked: string, source: string): OperationCase => ({
	name: `${brand} ${number} (${source.split(' ')[0]})`,
	op: OP,
	input: { number },
	expected: { status: 200, body: { valid: true, luhn_valid: true, length_valid: true, brand, digits, masked } },
	source: `${source}; brand ranges as in src/lib/ops/credit-card/README.md`
});

const answer = (
	name: string,
	number: string,
	body: { valid: boolean; luhn_valid: boolean; length_valid: boolean; brand: Brand; digits: number; masked: string },
	source: string
): OperationCase => ({ name, op: OP, input: { number }, expected: { status: 200, body }, source });

const invalid = (name: string, input: unknown, detail: string, why = CONTRACT): OperationCase => ({
	name: `${name} → 422`,
	op: OP,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: why
});

export const cases: OperationCase[] = [
	published('4111111111111111', 'Visa', 16, '4111 **** **** 1111', PAYPAL),
	published('4242424242424242', 'Visa', 16, '4242 **** **** 4242', STRIPE),
	published('4012888888881881', 'Visa', 16, '4012 **** **** 1881', STRIPE),
	published('4000056655665556', 'Visa', 16, '4000 **** **** 5556', STRIPE),
	published('4222222222222', 'Visa', 13, '4222 **** * 2222', `${PAYPAL} (13-digit Visa)`),
	published('5555555555554444', 'Mastercard', 16, '5555 **** **** 4444', STRIPE),
	published('5105105105105100', 'Mastercard', 16, '5105 **** **** 5100', PAYPAL),
	published('5200828282828210', 'Mastercard', 16, '5200 **** **** 8210', STRIPE),
	published('2223003122003222', 'Mastercard', 16, '2223 **** **** 3222', `${STRIPE} (Mastercard 2-series)`),
	published('378282246310005', 'Amex', 15, '3782 **** *** 0005', STRIPE),
	published('371449635398431', 'Amex', 15, '3714 **** *** 8431', PAYPAL),
	published('370000000000002', 'Amex', 15, '3700 **** *** 0002', ADYEN),
	published('6011111111111117', 'Discover', 16, '6011 **** **** 1117', STRIPE),
	published('6011000990139424', 'Discover', 16, '6011 **** **** 9424', PAYPAL),
	published('6011981111111113', 'Discover', 16, '6011 **** **** 1113', `${STRIPE} (Discover debit)`),
	published('30569309025904', 'Diners', 14, '3056 **** ** 5904', PAYPAL),
	published('38520000023237', 'Diners', 14, '3852 **** ** 3237', PAYPAL),
	published('36227206271667', 'Diners', 14, '3622 **** ** 1667', `${STRIPE} (14-digit Diners)`),
	published('3056930009020004', 'Diners', 16, '3056 **** **** 0004', STRIPE),
	published('3530111333300000', 'JCB', 16, '3530 **** **** 0000', PAYPAL),
	published('3566002020360505', 'JCB', 16, '3566 **** **** 0505', STRIPE),
	published('5066991111111118', 'Elo', 16, '5066 **** **** 1118', `${ADYEN} (Elo, BIN 506699)`),
	published('6362970000457013', 'Elo', 16, '6362 **** **** 7013', `${EBANX} (Elo, BIN 636297)`),
	published('5067766783888311', 'Elo', 16, '5067 **** **** 8311', `${MERCADO_PAGO} (BIN 506776)`),
	published('6062828888666688', 'Hipercard', 16, '6062 **** **** 6688', `${ADYEN} (Hipercard, BIN 606282)`),
	published('6062825624254001', 'Hipercard', 16, '6062 **** **** 4001', `${EBANX} (Hipercard)`),
	answer(
		'spaces and dashes are ignored',
		'4111 1111-1111 1111',
		{ valid: true, luhn_valid: true, length_valid: true, brand: 'Visa', digits: 16, masked: '4111 **** **** 1111' },
		`${CONTRACT}: spaces and dashes ignored; ${PAYPAL}`
	),
	answer(
		'Amex written in its 4-6-5 groups',
		'3782 822463 10005',
		{ valid: true, luhn_valid: true, length_valid: true, brand: 'Amex', digits: 15, masked: '3782 **** *** 0005' },
		`${CONTRACT}; ${STRIPE}`
	),
	answer(
		'tabs, newlines and an en dash count as separators',
		'4242\t4242\n4242\u20134242',
		{ valid: true, luhn_valid: true, length_valid: true, brand: 'Visa', digits: 16, masked: '4242 **** **** 4242' },
		`${RULES}: any whitespace and Unicode dashes are separators; ${STRIPE}`
	),
	answer(
		"Stripe's incorrect-number card fails Luhn",
		'4242424242424241',
		{ valid: false, luhn_valid: false, length_valid: true, brand: 'Visa', digits: 16, masked: '4242 **** **** 4241' },
		`${STRIPE}: 4242424242424241 is the "incorrect_number" card (fails the Luhn check)`
	),
	answer(
		'UnionPay is not a brand of the contract: Unknown, so length_valid is false',
		'6200000000000005',
		{ valid: false, luhn_valid: true, length_valid: false, brand: 'Unknown', digits: 16, masked: '6200 **** **** 0005' },
		`${STRIPE} (UnionPay test card); contract 2.17 brand list; ${RULES}`
	),
	answer(
		'Luhn worked example 79927398713 (no brand starts with 7)',
		'79927398713',
		{ valid: false, luhn_valid: true, length_valid: false, brand: 'Unknown', digits: 11, masked: '7992 *** 8713' },
		WIKIPEDIA_LUHN
	),
	answer(
		'Luhn worked example with the wrong check digit 0',
		'79927398710',
		{ valid: false, luhn_valid: false, length_valid: false, brand: 'Unknown', digits: 11, masked: '7992 *** 8710' },
		WIKIPEDIA_LUHN
	),
	/**
	 * 424242424242424242 (18 digits): from the right the digits alternate 2 (kept) and 4 (doubled
	 * to 8), nine pairs of 2 + 8 = 90, a multiple of 10: Luhn passes, but Visa has 13, 16 or 19 digits.
	 */
	answer(
		'Visa with 18 digits passes Luhn but not the length',
		'424242424242424242',
		{ valid: false, luhn_valid: true, length_valid: false, brand: 'Visa', digits: 18, masked: '4242 **** **** ** 4242' },
		'Luhn worked by hand (comment in cases.ts); Visa lengths 13, 16, 19 (Wikipedia "Payment card number")'
	),
	answer(
		'a letter makes it not a card number (the digits found are still counted and masked)',
		'4111-1111-1111-111a',
		{ valid: false, luhn_valid: false, length_valid: false, brand: 'Unknown', digits: 15, masked: '4111 **** *** 1111' },
		RULES
	),
	answer(
		'empty string',
		'',
		{ valid: false, luhn_valid: false, length_valid: false, brand: 'Unknown', digits: 0, masked: '' },
		RULES
	),
	answer(
		'eight digits or fewer are masked entirely',
		'4111 1111',
		{ valid: false, luhn_valid: false, length_valid: false, brand: 'Visa', digits: 8, masked: '**** ****' },
		`${RULES}; Luhn by hand: 4111 1111 → 1+2+1+2+1+2+1+8 = 18, not a multiple of 10`
	),
	invalid('number missing', {}, 'number: is required'),
	invalid('number as a JSON number', { number: 4111111111111111 }, 'number: Invalid input: expected string, received number', `${CONTRACT}; number is a string`),
	invalid('number null', { number: null }, 'number: Invalid input: expected string, received null', `${CONTRACT}; number is a string`),
	invalid('number of 101 characters', { number: '4'.repeat(101) }, 'number: Too big: expected string to have <=100 characters', RULES)
];
