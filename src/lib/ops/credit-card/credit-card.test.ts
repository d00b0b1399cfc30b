import { Faker, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { checkCard, detectBrand, luhn, maskDigits, type Brand } from './credit-card.js';
import { operations } from './index.js';

const op = operations[0];
const run = (number: unknown) => executeOperation(op, { number }, { now: () => 0 }) as { status: number; body: ReturnType<typeof checkCard> };

/**
 * The Luhn check digit as ISO/IEC 7812-1 annex B describes it, written independently of
 * credit-card.ts: double every second digit counting from the right of the payload (the digit
 * next to the check digit first), sum the digits of the products, and the check digit brings the
 * total to a multiple of 10.
 */
function luhnCheckDigit(payload: string): number {
	const sum = [...payload]
		.reverse()
		.map((ch, i) => (i % 2 === 0 ? Number(ch) * 2 : Number(ch)))
		.reduce((total, n) => total + Math.floor(n / 10) + (n % 10), 0);
	return (10 - (sum % 10)) % 10;
}

/** A number with the given prefix and length, zero-filled, completed with its Luhn check digit. */
function cardNumber(prefix: string, length = 16): string {
	const payload = prefix.padEnd(length - 1, '0');
	return payload + luhnCheckDigit(payload);
}

describe('credit-card cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('the test helpers themselves', () => {
	it('the independent Luhn check digit matches the Wikipedia worked example and the published test cards', () => {
		expect(luhnCheckDigit('7992739871')).toBe(3);
		for (const n of ['4111111111111111', '378282246310005', '5066991111111118', '6062828888666688', '36227206271667']) {
			expect(luhnCheckDigit(n.slice(0, -1))).toBe(Number(n.at(-1)));
		}
	});
});

describe('luhn', () => {
	it('accepts only check digit 3 for 7992739871 (Wikipedia worked example)', () => {
		for (let d = 0; d <= 9; d++) expect(luhn(`7992739871${d}`)).toBe(d === 3);
	});

	it('agrees with the independent check digit on 2,000 numbers of every length 2 to 19', () => {
		let seed = 1;
		const nextDigit = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % 10);
		for (let i = 0; i < 2000; i++) {
			const length = 2 + (i % 18);
			const payload = Array.from({ length: length - 1 }, nextDigit).join('');
			const good = luhnCheckDigit(payload);
			expect(luhn(payload + good)).toBe(true);
			expect(luhn(payload + ((good + 1 + (i % 9)) % 10))).toBe(false);
		}
	});

	it('never passes fewer than two digits', () => {
		expect(luhn('')).toBe(false);
		expect(luhn('0')).toBe(false);
		expect(luhn('00')).toBe(true);
	});
});

/**
 * BIN → brand, from the published ranges (src/lib/ops/credit-card/README.md): every range's ends, and the
 * numbers just outside them, which fall to the brand around them or to Unknown.
 */
const BIN_TABLE: [string, Brand][] = [
	// Visa 4, except Elo's BINs inside it
	['4', 'Visa'], ['400000', 'Visa'], ['401177', 'Visa'], ['401178', 'Elo'], ['401179', 'Elo'], ['401180', 'Visa'],
	['431274', 'Elo'], ['431275', 'Visa'], ['438935', 'Elo'], ['438934', 'Visa'], ['451416', 'Elo'], ['451417', 'Visa'],
	['457393', 'Elo'], ['457392', 'Visa'], ['457631', 'Elo'], ['457632', 'Elo'], ['457633', 'Visa'], ['499999', 'Visa'],
	// Mastercard 51–55 and 2221–2720
	['50', 'Unknown'], ['51', 'Mastercard'], ['55', 'Mastercard'], ['56', 'Unknown'], ['2220', 'Unknown'], ['2221', 'Mastercard'],
	['2500', 'Mastercard'], ['2720', 'Mastercard'], ['2721', 'Unknown'],
	// Elo in the 50s and 60s
	['504174', 'Unknown'], ['504175', 'Elo'], ['504176', 'Unknown'], ['506698', 'Unknown'], ['506699', 'Elo'], ['506778', 'Elo'],
	['506779', 'Unknown'], ['508999', 'Unknown'], ['509000', 'Elo'], ['509999', 'Elo'], ['627779', 'Unknown'], ['627780', 'Elo'],
	['627781', 'Unknown'], ['636297', 'Elo'], ['636368', 'Elo'], ['636369', 'Unknown'],
	// Elo inside Discover's 65
	['650030', 'Discover'], ['650031', 'Elo'], ['650033', 'Elo'], ['650034', 'Discover'], ['650035', 'Elo'], ['650051', 'Elo'],
	['650052', 'Discover'], ['650404', 'Discover'], ['650405', 'Elo'], ['650439', 'Elo'], ['650440', 'Discover'],
	['650484', 'Discover'], ['650485', 'Elo'], ['650538', 'Elo'], ['650539', 'Discover'], ['650540', 'Discover'], ['650541', 'Elo'],
	['650598', 'Elo'], ['650599', 'Discover'], ['650699', 'Discover'], ['650700', 'Elo'], ['650718', 'Elo'], ['650719', 'Discover'],
	['650720', 'Elo'], ['650727', 'Elo'], ['650728', 'Discover'], ['650900', 'Discover'], ['650901', 'Elo'], ['650978', 'Elo'],
	['650979', 'Discover'], ['651651', 'Discover'], ['651652', 'Elo'], ['651679', 'Elo'], ['651680', 'Discover'],
	['654999', 'Discover'], ['655000', 'Elo'], ['655019', 'Elo'], ['655020', 'Discover'], ['655021', 'Elo'], ['655058', 'Elo'],
	['655059', 'Discover'],
	// Discover 6011, 644–649, 65, 622126–622925
	['6010', 'Unknown'], ['6011', 'Discover'], ['6012', 'Unknown'], ['643', 'Unknown'], ['644', 'Discover'], ['649', 'Discover'],
	['65', 'Discover'], ['622125', 'Unknown'], ['622126', 'Discover'], ['622925', 'Discover'], ['622926', 'Unknown'],
	// Hipercard 606282 and 384100, 384140, 384160 (inside Diners' 38)
	['606281', 'Unknown'], ['606282', 'Hipercard'], ['606283', 'Unknown'], ['384100', 'Hipercard'], ['384140', 'Hipercard'],
	['384160', 'Hipercard'], ['384120', 'Diners'], ['384101', 'Diners'],
	// Amex, Diners, JCB
	['34', 'Amex'], ['37', 'Amex'], ['35', 'Unknown'], ['33', 'Unknown'], ['299', 'Unknown'], ['300', 'Diners'], ['305', 'Diners'],
	['306', 'Unknown'], ['36', 'Diners'], ['38', 'Diners'], ['39', 'Diners'], ['3527', 'Unknown'], ['3528', 'JCB'], ['3589', 'JCB'],
	['3590', 'Unknown'],
	// Not covered by the contract's brands
	['1', 'Unknown'], ['62', 'Unknown'], ['6200', 'Unknown'], ['7', 'Unknown'], ['8', 'Unknown'], ['9', 'Unknown'], ['0', 'Unknown']
];

describe('brand detection', () => {
	it.each(BIN_TABLE)('BIN %s → %s', (bin, brand) => {
		expect(detectBrand(cardNumber(bin))).toBe(brand);
	});

	it('an Elo or Hipercard BIN wins however long the number is (detection looks at the prefix only)', () => {
		for (const length of [13, 16, 19]) {
			expect(detectBrand(cardNumber('509123', length))).toBe('Elo');
			expect(detectBrand(cardNumber('384140', length))).toBe('Hipercard');
		}
	});

	it('a number shorter than a BIN matches only shorter prefixes', () => {
		expect(detectBrand('4011')).toBe('Visa');
		expect(detectBrand('3841')).toBe('Diners');
		expect(detectBrand('65')).toBe('Discover');
		expect(detectBrand('')).toBe('Unknown');
	});
});

/** Lengths per brand (src/lib/ops/credit-card/README.md). */
const LENGTHS: [Brand, string, number[]][] = [
	['Visa', '4', [13, 16, 19]],
	['Mastercard', '5100', [16]],
	['Mastercard', '2221', [16]],
	['Amex', '37', [15]],
	['Discover', '6011', [16, 17, 18, 19]],
	['Diners', '36', [14, 15, 16, 17, 18, 19]],
	['JCB', '3566', [16, 17, 18, 19]],
	['Elo', '636368', [16]],
	['Hipercard', '606282', [13, 16, 19]],
	['Unknown', '9', []]
];

describe('lengths', () => {
	it.each(LENGTHS)('%s (%s…): valid only with %j digits', async (brand, prefix, lengths) => {
		for (let length = 8; length <= 22; length++) {
			const number = cardNumber(prefix, length);
			const { status, body } = await run(number);
			expect(status).toBe(200);
			expect(body.brand, number).toBe(brand);
			expect(body.digits).toBe(length);
			expect(body.luhn_valid, number).toBe(true);
			expect(body.length_valid, number).toBe(lengths.includes(length));
			expect(body.valid, number).toBe(lengths.includes(length));
		}
	});
});

describe('numbers from another generator (@faker-js/faker, seeded)', () => {
	const faker = new Faker({ locale: [en] });
	faker.seed(20240501);
	const issuers: [string, Brand[]][] = [
		['visa', ['Visa', 'Elo']],
		['mastercard', ['Mastercard']],
		['american_express', ['Amex']],
		['discover', ['Discover', 'Elo']],
		['diners_club', ['Diners']],
		['jcb', ['JCB']]
	];
	it.each(issuers)('500 %s numbers pass Luhn and are detected as %j', async (issuer, brands) => {
		for (let i = 0; i < 500; i++) {
			const number = faker.finance.creditCardNumber(issuer);
			const { body } = await run(number);
			expect(body.luhn_valid, number).toBe(true);
			expect(brands, number).toContain(body.brand);
			// Elo BINs inside Visa/Discover ranges have their own length rule.
			if (body.brand === brands[0]) expect(body.valid, number).toBe(true);
		}
	});
});

describe('masking', () => {
	it('keeps the first and last four digits and hides the rest in groups of four', () => {
		expect(maskDigits('4111111111111111')).toBe('4111 **** **** 1111');
		expect(maskDigits('378282246310005')).toBe('3782 **** *** 0005');
		expect(maskDigits('36227206271667')).toBe('3622 **** ** 1667');
		expect(maskDigits('4222222222222')).toBe('4222 **** * 2222');
		expect(maskDigits('6205500000000000004')).toBe('6205 **** **** *** 0004');
		expect(maskDigits('123456789')).toBe('1234 * 6789');
		expect(maskDigits('12345678')).toBe('**** ****');
		expect(maskDigits('123')).toBe('***');
		expect(maskDigits('')).toBe('');
	});

	it('never shows more than eight digits, and hides every digit between them', () => {
		for (let length = 0; length <= 40; length++) {
			const digits = '7'.repeat(length);
			const masked = maskDigits(digits);
			const shown = masked.replace(/[^0-9]/g, '').length;
			expect(shown).toBe(length > 8 ? 8 : 0);
			expect(masked.replace(/[^*]/g, '').length).toBe(length - shown);
			for (const group of masked.split(' ').filter(Boolean)) expect(group.length).toBeLessThanOrEqual(4);
		}
	});
});

describe('input forms and limits', () => {
	it('ignores spaces, dashes and other whitespace anywhere, even leading and trailing', async () => {
		const plain = (await run('5555555555554444')).body;
		for (const form of ['  5555 5555 5555 4444  ', '5555-5555-5555-4444', '5-5-5-5 5555\u00a05555\u20144444', '\t5555555555554444\r\n']) {
			expect((await run(form)).body, JSON.stringify(form)).toEqual(plain);
		}
	});

	it('any other character makes the answer not valid, brand Unknown (never a 422)', async () => {
		for (const form of ['4111.1111.1111.1111', '4111/1111/1111/1111', '+4111111111111111', '４１１１111111111111', 'abcd', 'x']) {
			const { status, body } = await run(form);
			expect(status).toBe(200);
			expect(body).toMatchObject({ valid: false, luhn_valid: false, length_valid: false, brand: 'Unknown' });
		}
		expect((await run('4111.1111.1111.1111')).body.digits).toBe(16);
		expect((await run('4111.1111.1111.1111')).body.masked).toBe('4111 **** **** 1111');
	});

	it('accepts 100 characters and refuses 101', async () => {
		const hundred = '4111 1111 1111 1111'.padEnd(100, ' ');
		expect((await run(hundred)).body.valid).toBe(true);
		expect((await run(hundred + ' ')).status).toBe(422);
	});

	it('a long run of digits is answered, not valid', async () => {
		const { body } = await run('4'.repeat(100));
		expect(body).toMatchObject({ digits: 100, brand: 'Visa', length_valid: false, valid: false });
		expect(body.masked.startsWith('4444 **** ')).toBe(true);
	});
});
