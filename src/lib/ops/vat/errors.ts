import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `country` is a VIES prefix and its English name ("DE (Germany)"); check-digit algorithms are
 * named as their sources name them, in every language.
 */
export const errors = catalog('vat', {
	not_configured: 'VAT validation is not available: no VIES upstream is configured',
	gb: 'GB numbers are not in VIES since 2021; Northern Ireland traders use the prefix XI',
	not_member_state: ({ given, expected }: { given: string; expected: string }) =>
		`${given} is not an EU member state code; expected one of ${expected} (EU member states, EL for Greece) or XI (Northern Ireland)`,
	empty: 'is empty',
	stray_character: ({ char }: { char: string }) => `unexpected character ${char}; only letters and digits, with spaces, dots or dashes, are allowed`,
	unknown_prefix: ({ letters, expected }: { letters: string; expected: string }) =>
		`unknown country prefix "${letters}"; expected one of ${expected} (EU member states, EL for Greece) or XI (Northern Ireland)`,
	prefix_mismatch: ({ prefix, country }: { prefix: string; country: string }) => `the prefix ${prefix} does not match country ${country}`,
	no_prefix: 'no country prefix; add one (e.g. DE136695976) or give country',
	bad_format: ({ code, name, format }: { code: string; name: string; format: string }) => `invalid format for ${code} (${name}): expected ${format}`,
	bad_number: ({ code, name, problem }: { code: string; name: string; problem: string }) => `invalid ${code} (${name}) VAT number: ${problem}`,
	// What the check digits say (member-states.ts).
	mismatch: ({ algorithm }: { algorithm: string }) => `check digit mismatch (${algorithm})`,
	mismatch_bg: "check digit mismatch (not a valid EGN, foreigner's number or other 10-digit number)",
	mismatch_nl: 'check digit mismatch (neither the mod 11 nor the mod 97 check holds)',
	birth_number_year: 'a 9-digit number of an individual (birth number) must be from before 1954',
	birth_number_date: 'the birth number does not hold a valid date',
	personal_code_date: 'the personal code does not hold a valid date',
	neither_sk: 'neither an IČ DPH (first digit not 0, third digit 2, 3, 4, 7, 8 or 9) nor a valid birth number',
	// Each member state's format, by its VIES prefix.
	format_AT: 'U followed by 8 digits',
	format_BE: '10 digits starting with 0 or 1 (9 digits get a leading 0)',
	format_BG: '9 or 10 digits',
	format_CY: '8 digits and a letter, not starting with 12',
	format_CZ: '8 digits (the first not 9), or 9 or 10 digits',
	format_DE: '9 digits, the first not 0',
	format_DK: '8 digits, the first not 0',
	format_EE: '9 digits',
	format_EL: '9 digits (8 digits get a leading 0)',
	format_ES: '9 characters: 8 digits and a letter (DNI); X, Y, Z, K, L or M, 7 digits and a letter (NIE, NIF); or one of A B C D E F G H J N P Q R S U V W, 7 digits and a digit or a letter A to J (CIF)',
	format_FI: '8 digits',
	format_FR: 'a 2-character key (digits or letters other than I and O) and the 9-digit SIREN',
	format_HR: '11 digits (the OIB)',
	format_HU: '8 digits',
	format_IE: '7 digits and 1 or 2 letters, or (old style) a digit, a letter, + or *, 5 digits and a letter',
	format_IT: '11 digits: a company number (not all zeros), an office code (001 to 100, 120, 121, 888 or 999) and a check digit',
	format_LT: '9 digits with 1 as the 8th, or 12 digits with 1 as the 11th',
	format_LU: '8 digits',
	format_LV: '11 digits',
	format_MT: '8 digits, the first not 0',
	format_NL: '9 digits, B and 2 digits other than 00 (7 or 8 digits before the B get leading zeros)',
	format_PL: '10 digits',
	format_PT: '9 digits, the first not 0',
	format_RO: '2 to 10 digits, the first not 0',
	format_SE: '12 digits: the 10-digit organisation or personal number followed by 01',
	format_SI: '8 digits, the first not 0',
	format_SK: '10 digits',
	format_XI: '9 or 12 digits, GD and 3 digits below 500, or HA and 3 digits from 500',
});

/** The id of a member state's format in the catalog. */
export type FormatId = `format_${string}` & keyof typeof errors.english;
