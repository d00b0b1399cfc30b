// Check digits of product, security, bank and device identifiers. The npm port of python-stdnum
// (`stdnum`) exports only national numbers, so the algorithms here follow each standard (cited
// per function) with the behaviour of python-stdnum's modules of the same name, which the tests
// run as the reference.
import { luhnValid } from '../_shared/luhn.js';
import { hyphenateIsbn } from './isbn-ranges.js';

export const IDENTIFIER_TYPES = ['isbn', 'issn', 'ean', 'imei', 'isin', 'bic', 'luhn'] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

/** Why a number is not valid, in python-stdnum's terms (its exception classes). */
export const REASONS = ['format', 'length', 'checksum', 'component'] as const;
export type Reason = (typeof REASONS)[number];

export interface IdentifierCheck {
	valid: boolean;
	type: IdentifierType;
	compact: string;
	formatted: string | null;
	reason: Reason | null;
	isbn10?: string | null;
	isbn13?: string | null;
}

const DIGITS = /^[0-9]+$/;
const ALNUM = /^[0-9A-Z]+$/;

/** Removes the separators a standard allows (`chars`), upper-cases, trims. */
function clean(value: string, chars: string): string {
	let out = '';
	for (const ch of value.trim()) if (!chars.includes(ch)) out += ch;
	return out.toUpperCase();
}

/**
 * GS1 General Specifications §7.9.1: weights 3 and 1 from the right of the digits before the
 * check digit; the check digit makes the sum a multiple of ten.
 */
export function gs1CheckDigit(digits: string): string {
	let sum = 0;
	for (let i = digits.length - 1, w = 3; i >= 0; i--, w = 4 - w) sum += w * (digits.charCodeAt(i) - 48);
	return String((10 - (sum % 10)) % 10);
}

/** ISO 2108 (ISBN Users' Manual, 7th ed., §5): weights 10 … 2 on nine digits, modulus 11, 10 written X. */
export function isbn10CheckDigit(nine: string): string {
	let sum = 0;
	for (let i = 0; i < 9; i++) sum += (10 - i) * (nine.charCodeAt(i) - 48);
	const check = (11 - (sum % 11)) % 11;
	return check === 10 ? 'X' : String(check);
}

/** ISO 3297 (ISSN Manual §4): weights 8 … 2 on seven digits, modulus 11, 10 written X. */
export function issnCheckDigit(seven: string): string {
	let sum = 0;
	for (let i = 0; i < 7; i++) sum += (8 - i) * (seven.charCodeAt(i) - 48);
	const check = (11 - (sum % 11)) % 11;
	return check === 10 ? 'X' : String(check);
}

const ok = (type: IdentifierType, compact: string, formatted: string | null): IdentifierCheck => ({ valid: true, type, compact, formatted, reason: null });
const bad = (type: IdentifierType, compact: string, reason: Reason): IdentifierCheck => ({ valid: false, type, compact, formatted: null, reason });

/** EAN-8, UPC-A (12), EAN-13 and GTIN-14: digits, the GS1 check digit last. No presentation format. */
function ean(value: string): IdentifierCheck {
	const c = clean(value, ' -');
	if (!DIGITS.test(c)) return bad('ean', c, 'format');
	if (![8, 12, 13, 14].includes(c.length)) return bad('ean', c, 'length');
	if (gs1CheckDigit(c.slice(0, -1)) !== c.at(-1)) return bad('ean', c, 'checksum');
	return ok('ean', c, null);
}

/**
 * ISBN-10 or ISBN-13 (an EAN-13 in the 978 or 979 "Bookland" prefixes), written with hyphens by
 * the International ISBN Agency's ranges (isbn-ranges.ts), in the form it was given.
 */
function isbn(value: string): IdentifierCheck {
	let c = clean(value, ' -');
	// python-stdnum reads nine digits as an SBN, the ISBN-10 with its leading 0 left off.
	if (c.length === 9) c = '0' + c;
	const result = (check: IdentifierCheck, isbn10: string | null = null, isbn13: string | null = null) => ({ ...check, isbn10, isbn13 });
	if (!DIGITS.test(c.slice(0, -1))) return result(bad('isbn', c, 'format'));
	if (c.length === 10) {
		if (isbn10CheckDigit(c.slice(0, 9)) !== c.at(-1)) return result(bad('isbn', c, 'checksum'));
		const twelve = '978' + c.slice(0, 9);
		return result(ok('isbn', c, hyphenateIsbn(c)), c, twelve + gs1CheckDigit(twelve));
	}
	if (c.length === 13) {
		if (!DIGITS.test(c)) return result(bad('isbn', c, 'format'));
		if (gs1CheckDigit(c.slice(0, 12)) !== c.at(-1)) return result(bad('isbn', c, 'checksum'));
		if (!c.startsWith('978') && !c.startsWith('979')) return result(bad('isbn', c, 'component'));
		// Only the 978 prefix maps back to ISBN-10 (ISBN Users' Manual §5): 979 numbers have none.
		const isbn10 = c.startsWith('978') ? c.slice(3, 12) + isbn10CheckDigit(c.slice(3, 12)) : null;
		return result(ok('isbn', c, hyphenateIsbn(c)), isbn10, c);
	}
	return result(bad('isbn', c, 'length'));
}

/** ISSN: seven digits and a check character, written NNNN-NNNN (ISO 3297 §4). */
function issn(value: string): IdentifierCheck {
	const c = clean(value, ' -');
	if (!DIGITS.test(c.slice(0, -1))) return bad('issn', c, 'format');
	if (c.length !== 8) return bad('issn', c, 'length');
	if (issnCheckDigit(c.slice(0, 7)) !== c.at(-1)) return bad('issn', c, 'checksum');
	return ok('issn', c, `${c.slice(0, 4)}-${c.slice(4)}`);
}

/**
 * IMEI (3GPP TS 23.003 §6.2.1 and annex B): 14 digits (TAC 8 + serial 6), 15 with the Luhn check
 * digit, or 16 for an IMEISV (its two software-version digits replace the check digit). Written
 * as python-stdnum does: AA-BBBBBB-CCCCCC-D.
 */
function imei(value: string): IdentifierCheck {
	const c = clean(value, ' -');
	if (!DIGITS.test(c)) return bad('imei', c, 'format');
	if (![14, 15, 16].includes(c.length)) return bad('imei', c, 'length');
	if (c.length === 15 && !luhnValid(c)) return bad('imei', c, 'checksum');
	const parts = [c.slice(0, 2), c.slice(2, 8), c.slice(8, 14), c.slice(14)].filter(Boolean);
	return ok('imei', c, parts.join('-'));
}

/**
 * ISIN (ISO 6166 annex C): two letters, nine letters or digits, a check digit: letters become
 * their values A = 10 … Z = 35, then the Luhn digit over the resulting digit string. The prefix
 * is checked to be letters, not against the ISO 3166 list (which changes, and ISIN adds XS, EU…).
 */
function isin(value: string): IdentifierCheck {
	const c = clean(value, ' ');
	if (!ALNUM.test(c)) return bad('isin', c, 'format');
	if (c.length !== 12) return bad('isin', c, 'length');
	if (!/^[A-Z]{2}/.test(c)) return bad('isin', c, 'component');
	let digits = '';
	for (const ch of c) digits += parseInt(ch, 36).toString();
	if (!DIGITS.test(c.at(-1)!) || !luhnValid(digits)) return bad('isin', c, 'checksum');
	return ok('isin', c, c);
}

/** BIC (ISO 9362): 4 letters (party), 2 letters (country), 2 letters or digits (location), an optional 3 (branch). */
function bic(value: string): IdentifierCheck {
	const c = clean(value, ' -');
	if (c.length !== 8 && c.length !== 11) return bad('bic', c, 'length');
	if (!/^[A-Z]{6}[0-9A-Z]{2}([0-9A-Z]{3})?$/.test(c)) return bad('bic', c, 'format');
	return ok('bic', c, c);
}

/** The bare Luhn check (ISO/IEC 7812-1 annex B) over digits; no separators are removed but spaces. */
function luhn(value: string): IdentifierCheck {
	const c = clean(value, ' ');
	if (!DIGITS.test(c)) return bad('luhn', c, 'format');
	if (!luhnValid(c)) return bad('luhn', c, 'checksum');
	return ok('luhn', c, null);
}

const CHECKS: Record<IdentifierType, (value: string) => IdentifierCheck> = { isbn, issn, ean, imei, isin, bic, luhn };

/**
 * Checks `value` as a `type` identifier.
 * @example checkIdentifier('issn', '0378-5955') // { valid: true, compact: '03785955', formatted: '0378-5955', … }
 */
export function checkIdentifier(type: IdentifierType, value: string): IdentifierCheck {
	return CHECKS[type](value);
}
