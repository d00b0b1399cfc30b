import fc from 'fast-check';
import { countrySpecs, validateIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import {
	checkDigits,
	cases,
	NOT_GROUPS_OF_FOUR,
	OUTSIDE_REGISTRY,
	SWIFT_REGISTRY,
	withCheckDigits
} from './cases.js';
import {
	countryFormat,
	describeClasses,
	ibanRemainder,
	MAX_IBAN_LENGTH,
	normaliseIban,
	regexClasses,
	REGISTRY_OVERRIDES,
	TERRITORIES,
	validateIban
} from './iban.js';
import { operations } from './index.js';

const op = operations[0];
const run = (iban: unknown) => executeOperation(op, { iban }, { now: () => 0 });

/** The test's own reading of SWIFT notation ("4!a6!n8!n"), independent of iban.ts. */
function expand(structure: string): string {
	const parts = structure.split(/(?<=[nac])/);
	return parts.map((p) => p.slice(-1).repeat(parseInt(p, 10))).join('');
}

/** Groups of four, the test's own way. */
const groupsOfFour = (s: string) => (s.match(/.{1,4}/g) ?? []).join(' ');

const ibantoolsCodes = Object.entries(countrySpecs)
	.filter(([, spec]) => spec.chars)
	.map(([code]) => code);

describe('IBAN cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('the reference data itself', () => {
	it('has the 89 codes of SWIFT IBAN Registry release 100, each once', () => {
		expect(SWIFT_REGISTRY).toHaveLength(89);
		expect(new Set(SWIFT_REGISTRY.map(([code]) => code)).size).toBe(89);
	});

	it.each(SWIFT_REGISTRY)('%s (%s): the examples agree with each other and with ISO 7064', (code, _, electronic, print, structure) => {
		expect(electronic.slice(0, 2)).toBe(code);
		expect(print.replace(/ /g, '')).toBe(electronic);
		expect(electronic.length).toBe(4 + expand(structure).length);
		// Independent BigInt mod 97: the printed check digits are the computed ones.
		expect(checkDigits(code, electronic.slice(4))).toBe(electronic.slice(2, 4));
		// The print example is the ISO paper format (groups of four) except where noted by hand.
		const hand = NOT_GROUPS_OF_FOUR[code];
		if (hand) {
			expect(print).not.toBe(groupsOfFour(electronic));
			expect(hand).toBe(groupsOfFour(electronic));
		} else {
			expect(print).toBe(groupsOfFour(electronic));
		}
	});

	it('the Swiss QR-IBAN example passes the independent mod 97', () => {
		expect(checkDigits('CH', '31999123000889012')).toBe('44');
	});

	it('the independent mod 97 agrees with a textbook worked example (GB82 WEST 1234 5698 7654 32)', () => {
		// The ISO 13616 / ECBS worked example: WEST12345698765432GB00 → 3214282912345698765432161100 mod 97 = 16, 98 - 16 = 82.
		expect(checkDigits('GB', 'WEST12345698765432')).toBe('82');
		expect(BigInt('3214282912345698765432161100') % 97n).toBe(16n);
	});
});

describe('country formats: ibantools 4.5.4 against the registry', () => {
	it.each(SWIFT_REGISTRY)('%s (%s): length and BBAN structure are the registry\'s', (code, _, electronic, __, structure) => {
		const format = countryFormat(code);
		expect(format).not.toBeNull();
		expect(format!.length).toBe(electronic.length);
		expect(format!.classes).toBe(expand(structure));
	});

	it('the overrides are exactly the countries where ibantools differs from the registry', () => {
		const differ = SWIFT_REGISTRY.filter(([code, , , , structure]) => regexClasses(countrySpecs[code].bban_regexp!) !== expand(structure)).map(
			([code]) => code
		);
		expect(differ).toEqual(Object.keys(REGISTRY_OVERRIDES).sort());
		for (const [code, structure] of Object.entries(REGISTRY_OVERRIDES)) {
			expect(structure).toBe(SWIFT_REGISTRY.find(([c]) => c === code)![4]);
		}
	});

	it('every code ibantools knows is in the registry, outside it (accepted) or a territory (refused)', () => {
		const registry = SWIFT_REGISTRY.map(([code]) => code);
		const outside = OUTSIDE_REGISTRY.map(([code]) => code);
		const territories = Object.keys(TERRITORIES).filter((code) => ibantoolsCodes.includes(code));
		expect([...registry, ...outside, ...territories].sort()).toEqual([...ibantoolsCodes].sort());
		for (const code of Object.keys(TERRITORIES)) {
			expect(registry).not.toContain(code);
			expect(countryFormat(code)).toBeNull();
		}
	});

	it.each(OUTSIDE_REGISTRY)('%s: the structure in cases.ts is ibantools\' (%i characters, %s)', (code, length, structure) => {
		expect(countrySpecs[code].chars).toBe(length);
		expect(regexClasses(countrySpecs[code].bban_regexp!)).toBe(expand(structure));
		expect(countryFormat(code)).toEqual(expect.objectContaining({ length, classes: expand(structure) }));
	});

	it('every ibantools BBAN expression is understood (none falls through)', () => {
		for (const code of ibantoolsCodes) {
			const classes = regexClasses(countrySpecs[code].bban_regexp!);
			expect(classes, code).not.toBeNull();
			expect(classes!.length, code).toBe(countrySpecs[code].chars! - 4);
		}
	});

	it('describeClasses writes runs in SWIFT notation', () => {
		expect(describeClasses(expand('4!a6!n8!n'))).toBe('4!a14!n');
		expect(describeClasses(expand('8!n5!n10!n1!a1!c'))).toBe('23!n1!a1!c');
	});
});

describe('every registry country, mutated', () => {
	it.each(SWIFT_REGISTRY)('%s (%s): lower case and re-spaced input is accepted', async (code, _, electronic) => {
		const messy = ` ${electronic.toLowerCase().replace(/(.{3})/g, '$1 ')}\t`;
		const { status, body } = await run(messy);
		expect(status).toBe(200);
		expect(body).toEqual({ iban: electronic, valid: true, formatted: groupsOfFour(electronic), country: code, bban: electronic.slice(4) });
	});

	it.each(SWIFT_REGISTRY)('%s (%s): every single-character substitution is judged as the independent mod 97 says', (code, _, electronic, __, structure) => {
		const classes = expand(structure);
		const bban = electronic.slice(4);
		const DIGITS = '0123456789';
		const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
		for (let i = 0; i < bban.length; i++) {
			const alphabet = { n: DIGITS, a: LETTERS, c: DIGITS + LETTERS }[classes[i]]!;
			for (const ch of alphabet) {
				if (ch === bban[i]) continue;
				const mutated = electronic.slice(0, 4 + i) + ch + electronic.slice(5 + i);
				const fits = checkDigits(code, mutated.slice(4)) === electronic.slice(2, 4);
				// ISO 7064 mod 97-10 catches every substitution of a digit by a digit or a letter by a
				// letter. A digit for a letter (or back) changes the length of the digit string and can
				// slip through (about 1 in 97): then the check digits do fit.
				const sameKind = DIGITS.includes(ch) === DIGITS.includes(bban[i]);
				if (sameKind) expect(fits, mutated).toBe(false);
				const result = validateIban(mutated);
				if (!fits) {
					expect(result.valid === false && result.error, mutated).toMatch(/^check digit mismatch: check digits \d\d do not fit/);
				} else {
					expect(result.valid || /^national check digits/.test(result.error), mutated).toBe(true);
				}
			}
		}
	});

	it.each(SWIFT_REGISTRY)('%s (%s): a wrong check digit is a mismatch (or out of range)', (code, _, electronic) => {
		for (const position of [2, 3]) {
			const digit = String((Number(electronic[position]) + 1) % 10);
			const mutated = electronic.slice(0, position) + digit + electronic.slice(position + 1);
			const result = validateIban(mutated);
			const check = mutated.slice(2, 4);
			const expected = ['00', '01', '99'].includes(check)
				? `check digits ${check} are out of range: ISO 13616 check digits run from 02 to 98`
				: `check digit mismatch: check digits ${check} do not fit the rest of the IBAN (ISO 7064 mod 97-10)`;
			expect(result, mutated).toEqual({ iban: mutated, valid: false, error: expected });
			expect(code).toBe(mutated.slice(0, 2));
		}
	});

	it.each(SWIFT_REGISTRY)('%s (%s): one character short or long is the wrong length', (code, _, electronic) => {
		const short = electronic.slice(0, -1);
		expect(validateIban(short)).toEqual({
			iban: short,
			valid: false,
			error: `wrong length for ${code}: expected ${electronic.length} characters, got ${electronic.length - 1}`
		});
		const long = `${electronic}0`;
		expect(validateIban(long)).toEqual({
			iban: long,
			valid: false,
			error: `wrong length for ${code}: expected ${electronic.length} characters, got ${electronic.length + 1}`
		});
	});

	it.each(SWIFT_REGISTRY)('%s (%s): a letter for a digit or a digit for a letter breaks the BBAN format, even with fitting check digits', (code, _, electronic, __, structure) => {
		const classes = expand(structure);
		const bban = electronic.slice(4);
		let tried = 0;
		for (let i = 0; i < classes.length; i++) {
			if (classes[i] === 'c') continue;
			const wrong = classes[i] === 'n' ? 'K' : '7';
			const iban = withCheckDigits(code, bban.slice(0, i) + wrong + bban.slice(i + 1));
			expect(ibanRemainder(iban)).toBe(1);
			const result = validateIban(iban);
			expect(result, iban).toEqual({
				iban,
				valid: false,
				error: `BBAN format wrong for ${code} (${describeClasses(classes)}): position ${i + 5} must be ${classes[i] === 'n' ? 'a digit' : 'a letter'}, got '${wrong}'`
			});
			tried++;
		}
		// Only GT (4!c20!c) and MD (2!c18!c) have no position reserved to digits or to letters.
		expect(tried === 0, code).toBe(code === 'GT' || code === 'MD');
	});
});

describe('agreement with ibantools.validateIBAN (a second implementation of the checks)', () => {
	it('agrees on every case of cases.ts, except the documented differences', () => {
		const differences: string[] = [];
		for (const c of cases) {
			if (c.expected.status !== 200) continue;
			const body = c.expected.body as { iban: string; valid: boolean };
			if (validateIBAN(body.iban).valid !== body.valid) differences.push(body.iban.slice(0, 4));
		}
		expect(differences.sort()).toEqual(
			[
				// Territories: ibantools still knows GF and AX as IBAN countries (the registry files them under FR, FI).
				'AX' + checkDigits('AX', '12345600000785'),
				'GF' + checkDigits('GF', '20041010050500013M02606'),
				// BY bank code with a digit: the registry's 4!c allows it; ibantools says letters.
				'BY' + checkDigits('BY', 'NB1B3600900000002Z00AB00'),
				// IE bank code with a digit: the registry's 4!a forbids it; ibantools allows it.
				'IE' + checkDigits('IE', 'A1BK93115212345678')
			].sort()
		);
	});
});

describe('normalisation and limits', () => {
	it('removes whitespace of every kind and hyphens, an IBAN prefix, and upper-cases ASCII only', () => {
		expect(normaliseIban(' iban:\u2003de89-3704\u202f0044\r\n0532 0130 00 ')).toBe('DE89370400440532013000');
		expect(normaliseIban('IBANDE89')).toBe('DE89');
		// ß would upper-case to "SS" (two characters); it is kept and reported as it was typed.
		expect(normaliseIban('deß9')).toBe('DEß9');
		// "IBAN" only counts at the start.
		expect(normaliseIban('DE89IBAN')).toBe('DE89IBAN');
	});

	it('normalises any text as the regular expressions that define it do (ECMAScript \\s, a hyphen, /^iban:?/i, ASCII a-z)', () => {
		const reference = (input: string) =>
			input
				.replace(/[\s-]+/g, '')
				.replace(/^iban:?/i, '')
				.replace(/[a-z]+/g, (s) => s.toUpperCase());
		const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
		const likely = fc.constantFrom(' ', '-', '\u00a0', '\u2003', '\ufeff', '\u180e', 'i', 'I', 'b', 'a', 'n', 'N', ':', 'ı', 'ß', 'é', 'z', '{', '`', '\uD83C', '\uDFE6');
		fc.assert(
			fc.property(fc.oneof(fc.string({ unit: anyUnit }), fc.string({ unit: likely, maxLength: 40 }), fc.string({ unit: anyUnit, minLength: 8190, maxLength: 8200 })), (text) => {
				expect(normaliseIban(text)).toBe(reference(text));
			})
		);
	});

	it(`accepts up to ${MAX_IBAN_LENGTH} characters and reports more as too long`, () => {
		const at = `XX${'0'.repeat(MAX_IBAN_LENGTH - 2)}`;
		expect(validateIban(at)).toEqual({ iban: at, valid: false, error: 'unknown country code XX: no IBAN format is known for it' });
		const over = `${at}0`;
		expect(validateIban(over)).toEqual({ iban: over, valid: false, error: `too long: an IBAN has at most 34 characters, got 35` });
		// Counted in characters, not UTF-16 units: 34 emoji are 34 characters (68 units).
		expect(validateIban('🏦'.repeat(34))).toEqual(expect.objectContaining({ error: expect.stringMatching(/^invalid character '🏦' at position 1/) }));
		expect(validateIban('🏦'.repeat(35))).toEqual(expect.objectContaining({ error: 'too long: an IBAN has at most 34 characters, got 35' }));
	});

	// Its time at that size is measured in npm run bench:light (a timing belongs in a benchmark).
	it('answers a string near the 1 MiB body limit with a 200 that gives its length', async () => {
		const big = 'de89 '.repeat(200_000);
		const { status, body } = await run(big);
		expect(status).toBe(200);
		expect(body).toEqual({ iban: 'DE89'.repeat(200_000), valid: false, error: 'too long: an IBAN has at most 34 characters, got 800000' });
	});

	it('ibanRemainder agrees with BigInt arithmetic on random alphanumeric strings', () => {
		const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
		for (let n = 0; n < 500; n++) {
			const length = 5 + (n % 30);
			const s = Array.from({ length }, () => alphabet[Math.floor(Math.random() * 36)]).join('');
			const digits = [...s.slice(4) + s.slice(0, 4)].map((ch) => parseInt(ch, 36)).join('');
			expect(ibanRemainder(s), s).toBe(Number(BigInt(digits) % 97n));
		}
	});

	it('every example of the operation answers 200', async () => {
		for (const example of op.examples) expect((await executeOperation(op, example.input, { now: () => 0 })).status).toBe(200);
	});
});
