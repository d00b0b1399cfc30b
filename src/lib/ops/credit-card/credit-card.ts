export const BRANDS = ['Visa', 'Mastercard', 'Amex', 'Discover', 'Diners', 'JCB', 'Elo', 'Hipercard', 'Unknown'] as const;
export type Brand = (typeof BRANDS)[number];

/** An inclusive range of equal-length prefixes, e.g. ['2221', '2720']; a single prefix is [p, p]. */
type PrefixRange = readonly [string, string];

interface BrandRule {
	brand: Exclude<Brand, 'Unknown'>;
	prefixes: readonly PrefixRange[];
	lengths: readonly number[];
}

const one = (prefix: string): PrefixRange => [prefix, prefix];
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Brand rules, checked in this order. Elo and Hipercard come first because their BINs sit inside
 * other brands' ranges (Elo inside Visa's 4 and Discover's 65; Hipercard's 3841x0 inside Diners'
 * 38). Sources are listed in src/lib/ops/credit-card/README.md.
 */
export const RULES: readonly BrandRule[] = [
	{
		brand: 'Elo',
		prefixes: [
			...['401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632', '504175'].map(one),
			['506699', '506778'],
			['509000', '509999'],
			...['627780', '636297', '636368'].map(one),
			['650031', '650033'],
			['650035', '650051'],
			['650405', '650439'],
			['650485', '650538'],
			['650541', '650598'],
			['650700', '650718'],
			['650720', '650727'],
			['650901', '650978'],
			['651652', '651679'],
			['655000', '655019'],
			['655021', '655058']
		],
		lengths: [16]
	},
	{ brand: 'Hipercard', prefixes: ['606282', '384100', '384140', '384160'].map(one), lengths: [13, 16, 19] },
	{ brand: 'Visa', prefixes: [one('4')], lengths: [13, 16, 19] },
	{ brand: 'Mastercard', prefixes: [['51', '55'], ['2221', '2720']], lengths: [16] },
	{ brand: 'Amex', prefixes: [one('34'), one('37')], lengths: [15] },
	{ brand: 'Discover', prefixes: [one('6011'), ['644', '649'], one('65'), ['622126', '622925']], lengths: span(16, 19) },
	{ brand: 'Diners', prefixes: [['300', '305'], one('36'), one('38'), one('39')], lengths: span(14, 19) },
	{ brand: 'JCB', prefixes: [['3528', '3589']], lengths: span(16, 19) }
];

/** Characters ignored in `number`: whitespace and dashes (ASCII hyphen, Unicode dashes, minus). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/** The brand whose prefixes start `digits` (decimal digits only), else Unknown. */
export function detectBrand(digits: string): Brand {
	for (const rule of RULES) {
		for (const [from, to] of rule.prefixes) {
			const prefix = digits.slice(0, from.length);
			if (prefix.length === from.length && prefix >= from && prefix <= to) return rule.brand;
		}
	}
	return 'Unknown';
}

/**
 * The Luhn (mod 10) check of ISO/IEC 7812-1: from the right, every second digit is doubled
 * (9 subtracted when over 9) and the total must end in 0. Fewer than two digits never pass.
 * @example luhn('79927398713') // true (the worked example of the Luhn algorithm's description)
 */
export function luhn(digits: string): boolean {
	if (digits.length < 2) return false;
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		let d = digits.charCodeAt(digits.length - 1 - i) - 48;
		if (i % 2 === 1) {
			d *= 2;
			if (d > 9) d -= 9;
		}
		sum += d;
	}
	return sum % 10 === 0;
}

/**
 * First four and last four digits kept, the digits between as `*` in groups of four:
 * `4111 **** **** 1111`, `3782 **** *** 0005`. Up to eight digits, every digit is hidden.
 */
export function maskDigits(digits: string): string {
	if (digits.length <= 8) return groupsOfFour('*'.repeat(digits.length));
	const middle = groupsOfFour('*'.repeat(digits.length - 8));
	return `${digits.slice(0, 4)} ${middle} ${digits.slice(-4)}`;
}

const groupsOfFour = (text: string) => (text.match(/.{1,4}/g) ?? []).join(' ');

export interface CardCheck {
	valid: boolean;
	luhn_valid: boolean;
	length_valid: boolean;
	brand: Brand;
	digits: number;
	masked: string;
}

/**
 * The structural check of contract 2.17. Separators are dropped first; a number holding any other
 * non-digit is not a card number (every check false, brand Unknown) and is described by the
 * decimal digits it contains.
 */
export function checkCard(number: string): CardCheck {
	const compact = number.replace(SEPARATORS, '');
	const numeric = /^[0-9]*$/.test(compact);
	const digits = numeric ? compact : compact.replace(/[^0-9]/g, '');
	const brand = numeric ? detectBrand(digits) : 'Unknown';
	const rule = RULES.find((r) => r.brand === brand);
	const luhnValid = numeric && luhn(digits);
	const lengthValid = rule !== undefined && rule.lengths.includes(digits.length);
	return {
		valid: luhnValid && lengthValid,
		luhn_valid: luhnValid,
		length_valid: lengthValid,
		brand,
		digits: digits.length,
		masked: maskDigits(digits)
	};
}
