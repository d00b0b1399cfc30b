import { countrySpecs } from 'ibantools';
import { mod97 } from '../_shared/mod97.js';
import { characterCount } from '../_shared/schemas.js';

/** ISO 13616-1: an IBAN has at most 34 characters (2 letters, 2 check digits, BBAN of up to 30). */
export const MAX_IBAN_LENGTH = 34;

/**
 * Territories that have their own ISO 3166 code but no IBAN prefix of their own: the SWIFT IBAN
 * registry (release 100, row "Country code includes other countries/territories") files them
 * under FI, FR and GB, and their banks' IBANs start with that prefix. ibantools still lists most
 * of them as IBAN countries; an IBAN written with the territory's own code is refused here.
 */
export const TERRITORIES: Record<string, string> = {
	AX: 'FI',
	GF: 'FR',
	GP: 'FR',
	MQ: 'FR',
	RE: 'FR',
	PF: 'FR',
	TF: 'FR',
	YT: 'FR',
	NC: 'FR',
	BL: 'FR',
	MF: 'FR',
	PM: 'FR',
	WF: 'FR',
	IM: 'GB',
	JE: 'GB',
	GG: 'GB'
};

/**
 * BBAN structures (SWIFT notation) where ibantools 4.5.4 disagrees with the SWIFT IBAN registry,
 * release 100; the registry is the authority. ibantools is stricter for BY, DO (bank code letters
 * only), PK, PS (account digits only) and looser for GE, IE, VG (bank code letters or digits)
 * and TR (reserved 6th character a digit).
 */
export const REGISTRY_OVERRIDES: Record<string, string> = {
	BY: '4!c4!n16!c',
	DO: '4!c20!n',
	GE: '2!a16!n',
	IE: '4!a6!n8!n',
	PK: '4!a16!c',
	PS: '4!a21!c',
	TR: '5!n1!n16!c',
	VG: '4!a16!n'
};

/** One character class per BBAN position: n digit, a letter, c letter or digit (SWIFT notation). */
type Classes = string;

export interface CountryFormat {
	/** Total IBAN length. */
	length: number;
	/** Per-position classes of the BBAN, e.g. "nnnnaaaa". */
	classes: Classes;
	/** The country's own BBAN check (national check digits), where ibantools has one. */
	nationalCheck?: (bban: string) => boolean;
}

/** Expands SWIFT notation ("4!a6!n8!n") into per-position classes; null if it is not that notation. */
export function swiftClasses(structure: string): Classes | null {
	let out = '';
	const re = /(\d+)!([nac])/y;
	let m: RegExpExecArray | null;
	while (re.lastIndex < structure.length && (m = re.exec(structure))) out += m[2].repeat(Number(m[1]));
	return re.lastIndex === structure.length && out ? out : null;
}

const REGEX_CLASSES: Record<string, string> = { '0-9': 'n', 'A-Z': 'a', 'A-Z0-9': 'c', '0-9A-Z': 'c' };

/**
 * Expands one of ibantools' BBAN regular expressions ("^[0-9]{8}[A-Z0-9]{12}$") into per-position
 * classes; null for any other shape (none exists in 4.5.4; the tests check every country).
 */
export function regexClasses(regexp: string): Classes | null {
	const body = regexp.replace(/^\^/, '').replace(/\$$/, '');
	let out = '';
	const re = /\[([-0-9A-Z]+)\]\{(\d+)\}/y;
	let m: RegExpExecArray | null;
	while (re.lastIndex < body.length && (m = re.exec(body))) {
		const cls = REGEX_CLASSES[m[1]];
		if (!cls) return null;
		out += cls.repeat(Number(m[2]));
	}
	return re.lastIndex === body.length && out ? out : null;
}

/** Per-position classes back to compact SWIFT notation: "nnnnaa" → "4!n2!a". */
export function describeClasses(classes: Classes): string {
	return (classes.match(/(.)\1*/g) ?? []).map((run) => `${run.length}!${run[0]}`).join('');
}

const formats = new Map<string, CountryFormat | null>();

/**
 * The IBAN format of a country code: ibantools' length and BBAN structure, corrected by the
 * registry where they differ; null when there is none (unknown code, or a territory).
 */
export function countryFormat(code: string): CountryFormat | null {
	const cached = formats.get(code);
	if (cached !== undefined) return cached;
	let format: CountryFormat | null = null;
	const spec = Object.hasOwn(countrySpecs, code) && !Object.hasOwn(TERRITORIES, code) ? countrySpecs[code] : undefined;
	if (spec?.chars && spec.bban_regexp) {
		const classes = REGISTRY_OVERRIDES[code] ? swiftClasses(REGISTRY_OVERRIDES[code]) : regexClasses(spec.bban_regexp);
		if (classes && classes.length === spec.chars - 4) {
			format = { length: spec.chars, classes, nationalCheck: spec.bban_validation_func };
		}
	}
	formats.set(code, format);
	return format;
}

/** `\s` of ECMAScript (WhiteSpace and LineTerminator, ECMA-262 12.2 and 12.3), and the hyphen. */
function isSeparator(unit: number): boolean {
	if (unit <= 0x20) return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
	if (unit === 0x2d || unit === 0xa0 || unit === 0x1680 || unit === 0x2028 || unit === 0x2029 || unit === 0x202f || unit === 0x205f || unit === 0x3000 || unit === 0xfeff) return true;
	return unit >= 0x2000 && unit <= 0x200a;
}

const UTF16 = new TextDecoder('utf-16le');
/** Code units written at a time by String.fromCharCode (well under any engine's argument limit). */
const CHUNK = 8192;

/** The text of UTF-16 code units, lone surrogates kept (TextDecoder would write U+FFFD for them). */
function textOfUnits(units: Uint16Array): string {
	const parts: string[] = [];
	for (let i = 0; i < units.length; i += CHUNK) parts.push(String.fromCharCode.apply(null, units.subarray(i, i + CHUNK) as unknown as number[]));
	return parts.join('');
}

/**
 * Normalises what a person types or pastes: removes whitespace of any kind and hyphens, an
 * "IBAN" or "IBAN:" prefix (the ISO 13616 paper format starts with "IBAN "), and upper-cases
 * ASCII letters (other characters are kept as they are, so they can be reported). One pass over
 * the code units: any string up to the 1 MiB body is read, and regular expressions cost per
 * match (a replace with a callback over "a1a1…" takes a tenth of a second).
 */
export function normaliseIban(input: string): string {
	const units = new Uint16Array(input.length);
	let used = 0;
	for (let i = 0; i < input.length; i++) {
		const unit = input.charCodeAt(i);
		// Digits and letters, the usual characters, skip the separator test.
		if ((unit <= 0x2d || unit >= 0xa0) && isSeparator(unit)) continue;
		units[used++] = unit >= 0x61 && unit <= 0x7a ? unit - 0x20 : unit;
	}
	const kept = units.subarray(0, used);
	const text = input.isWellFormed() ? UTF16.decode(kept) : textOfUnits(kept);
	// The prefix is matched as /^iban:?/i would: only ASCII letters fold to I, B, A, N.
	return text.startsWith('IBAN:') ? text.slice(5) : text.startsWith('IBAN') ? text.slice(4) : text;
}

/** ISO 7064 MOD 97-10 remainder of an IBAN (first four characters moved to the end; A = 10 … Z = 35). */
export function ibanRemainder(iban: string): number {
	return mod97(iban.slice(4) + iban.slice(0, 4));
}

/** ISO 13616-1 paper format: groups of four separated by single spaces. */
export function formatIban(iban: string): string {
	return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

export type IbanResult =
	| { iban: string; valid: true; formatted: string; country: string; bban: string }
	| { iban: string; valid: false; error: string };

const CLASS_WORDS: Record<string, string> = { n: 'a digit', a: 'a letter', c: 'a letter or digit' };
const FITS: Record<string, RegExp> = { n: /[0-9]/, a: /[A-Z]/, c: /[A-Z0-9]/ };

/** The first reason an (already normalised) IBAN is invalid, or null when it is valid. */
function firstProblem(iban: string): string | null {
	if (iban === '') return 'empty: no IBAN characters given';
	// Counted without an array of the characters: any string is read, up to the 1 MiB body.
	if (iban.length > MAX_IBAN_LENGTH) {
		const count = characterCount(iban);
		if (count > MAX_IBAN_LENGTH) return `too long: an IBAN has at most ${MAX_IBAN_LENGTH} characters, got ${count}`;
	}
	const chars = Array.from(iban);
	const bad = chars.findIndex((ch) => !/^[A-Z0-9]$/.test(ch));
	if (bad >= 0) {
		return `invalid character '${chars[bad]}' at position ${bad + 1}: only letters A-Z and digits 0-9 are allowed`;
	}
	const country = iban.slice(0, 2);
	if (!/^[A-Z]{2}$/.test(country)) return `must start with a two-letter country code, got '${country}'`;
	const format = countryFormat(country);
	if (!format) {
		const parent = TERRITORIES[country];
		return parent
			? `unknown country code ${country}: IBANs for ${country} use the ${parent} prefix (SWIFT IBAN registry)`
			: `unknown country code ${country}: no IBAN format is known for it`;
	}
	if (iban.length !== format.length) {
		return `wrong length for ${country}: expected ${format.length} characters, got ${iban.length}`;
	}
	const check = iban.slice(2, 4);
	if (!/^[0-9]{2}$/.test(check)) return `check digits must be two digits (positions 3 and 4), got '${check}'`;
	const bban = iban.slice(4);
	for (let i = 0; i < bban.length; i++) {
		const cls = format.classes[i];
		if (!FITS[cls].test(bban[i])) {
			return (
				`BBAN format wrong for ${country} (${describeClasses(format.classes)}): ` +
				`position ${i + 5} must be ${CLASS_WORDS[cls]}, got '${bban[i]}'`
			);
		}
	}
	if (check === '00' || check === '01' || check === '99') {
		return `check digits ${check} are out of range: ISO 13616 check digits run from 02 to 98`;
	}
	if (ibanRemainder(iban) !== 1) {
		return `check digit mismatch: check digits ${check} do not fit the rest of the IBAN (ISO 7064 mod 97-10)`;
	}
	if (format.nationalCheck && !format.nationalCheck(bban)) {
		return `national check digits wrong for ${country}: the BBAN fails the country's own checksum`;
	}
	return null;
}

/**
 * Validates an IBAN as typed or pasted (see normaliseIban) against ISO 13616 and its country's
 * registered format. Never throws: every string gets an answer.
 * @example validateIban('de89 3704 0044 0532 0130 00') // { valid: true, country: 'DE', ... }
 */
export function validateIban(input: string): IbanResult {
	const iban = normaliseIban(input);
	const error = firstProblem(iban);
	if (error !== null) return { iban, valid: false, error };
	return { iban, valid: true, formatted: formatIban(iban), country: iban.slice(0, 2), bban: iban.slice(4) };
}
