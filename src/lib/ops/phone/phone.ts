import { getCountries, getCountryCallingCode, parsePhoneNumberWithError, type PhoneNumberType } from 'libphonenumber-js/max';
import type { PhoneType } from './options.js';
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

export { MAX_PHONE_LENGTH, PHONE_TYPES, type PhoneType } from './options.js';

/**
 * What the contract strips before parsing: spaces, dashes, dots and parentheses. "Spaces" are
 * whitespace of any kind (tabs, no-break and thin spaces); "dashes" include the Unicode hyphens
 * and dashes U+2010-U+2015 and the minus sign U+2212 that copied text often carries.
 */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212.()]/g;

export interface PhoneResult {
	phone: string;
	valid: boolean;
	e164: string;
	country_code: string | null;
	calling_code: string;
	national_number: string;
	type: PhoneType | null;
}

/** Why a number cannot be parsed at all (the operation answers 422 with this text). */
export class UnparseablePhone extends WordedError {}

/** libphonenumber's parse errors (its codes are message ids of errors.ts); any other error is a bug and propagates. */
const PARSE_ERRORS = ['INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG', 'NOT_A_NUMBER'] as const;
const isParseError = (code: string): code is (typeof PARSE_ERRORS)[number] => (PARSE_ERRORS as readonly string[]).includes(code);

let regionsByCallingCode: Map<string, string[]> | undefined;

/** The regions (ISO 3166 alpha-2) that share a calling code, e.g. "7" → KZ, RU. */
export function regionsOf(callingCode: string): string[] {
	if (!regionsByCallingCode) {
		regionsByCallingCode = new Map();
		for (const region of getCountries()) {
			const code = getCountryCallingCode(region);
			regionsByCallingCode.set(code, [...(regionsByCallingCode.get(code) ?? []), region]);
		}
	}
	return regionsByCallingCode.get(callingCode) ?? [];
}

/**
 * Removes the separators the contract allows and checks what is left: a "+" and digits only.
 * @throws UnparseablePhone naming the first problem
 */
export function cleanPhone(phone: string): string {
	const cleaned = phone.replace(SEPARATORS, '');
	if (cleaned === '') throw new UnparseablePhone(errors.words('empty'));
	if (cleaned[0] !== '+') throw new UnparseablePhone(errors.words('no_plus'));
	const digits = Array.from(cleaned.slice(1));
	const bad = digits.findIndex((ch) => ch < '0' || ch > '9');
	if (bad >= 0) {
		throw new UnparseablePhone(errors.words('not_digits', { char: digits[bad] }));
	}
	if (digits.length === 0) throw new UnparseablePhone(errors.words('no_digits'));
	return cleaned;
}

/**
 * Parses an international number (libphonenumber with full metadata) and says whether the
 * national numbering plan allows it.
 * @throws UnparseablePhone when there is no "+", a character other than digits and separators,
 *   an unknown calling code, or too few or too many digits to be a number at all
 * @example validatePhone('+44 20 7946 0018') // { valid: true, e164: '+442079460018', country_code: 'GB', ... }
 */
export function validatePhone(phone: string): PhoneResult {
	const cleaned = cleanPhone(phone);
	let parsed;
	try {
		parsed = parsePhoneNumberWithError(cleaned);
	} catch (err) {
		if (err instanceof Error && isParseError(err.message)) throw new UnparseablePhone(errors.words(err.message));
		throw err;
	}
	const valid = parsed.isValid();
	const regions = regionsOf(parsed.countryCallingCode);
	const type = valid ? parsed.getType() : undefined;
	return {
		phone,
		valid,
		e164: parsed.number,
		country_code: parsed.country ?? (regions.length === 1 ? regions[0] : null),
		calling_code: `+${parsed.countryCallingCode}`,
		national_number: parsed.nationalNumber,
		type: type ? (type.toLowerCase() as Lowercase<PhoneNumberType>) : null
	};
}
