import {
	isCalendarDate,
	iso7064Mod11_10Valid,
	luhnCheckDigit,
	luhnValid,
	mod,
	mod97,
	weightedSum
} from './check-digits.js';
import type { Words } from '../../engine/words.js';
import { errors } from './errors.js';

/**
 * One VIES country: how its VAT numbers look and how their check digits work. Algorithms follow
 * the national tax authorities' published rules as collected in src/lib/ops/vat/README.md (with python-stdnum
 * and the Commission's VIES format list as cross-references); where sources differ, the rule that
 * refuses fewer real numbers is taken, since VIES still has the last word.
 */
export interface MemberState {
	/** The VIES prefix: ISO 3166 alpha-2 except EL (Greece) and XI (Northern Ireland). */
	code: string;
	name: string;
	/** The number in canonical form (short forms padded), or null when it does not have the format. */
	shape(number: string): string | null;
	/** null when the check digits hold, else the reason: "check digit mismatch (ISO 7064 MOD 11,10)". */
	verify(number: string): Words | null;
}

const mismatch = (algorithm: string) => errors.words('mismatch', { algorithm });

/** A shape from a pattern, with an optional canonical form for short spellings. */
const matching =
	(pattern: RegExp, canonical: (n: string) => string = (n) => n) =>
	(n: string) =>
		pattern.test(n) ? canonical(n) : null;

/** A verifier from a boolean test. */
const holds = (test: (n: string) => boolean, algorithm: string) => (n: string) => (test(n) ? null : mismatch(algorithm));

/** The last digit of a digit string. */
const lastDigit = (n: string) => n.charCodeAt(n.length - 1) - 48;

// ---- Austria: UID, "U" + 7 digits + check digit (BMF, UID-Nummer Prüfziffernberechnung).
function austria(n: string): boolean {
	const body = n.slice(1, 8);
	// The BMF's rule: S = C1 + Q(2·C2) + C3 + Q(2·C4) + C5 + Q(2·C6) + C7, check = (10 − (S + 4) mod 10) mod 10,
	// where Q is the digit sum: the Luhn sum of the 7 digits.
	let s = 0;
	for (let i = 0; i < 7; i++) {
		const d = body.charCodeAt(i) - 48;
		s += i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
	}
	return (10 - ((s + 4) % 10)) % 10 === lastDigit(n);
}

// ---- Bulgaria: 9 digits for legal entities, 10 for persons (EGN), foreigners (PNF) and others.
function bulgariaLegal(n: string): boolean {
	let s = weightedSum(n, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
	if (s === 10) s = weightedSum(n, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
	return s % 10 === lastDigit(n);
}

/** ЕГН: YYMMDD (month + 20 for 1800s, + 40 for 2000s), 3-digit serial, check digit. */
function bulgarianEgn(n: string): boolean {
	let year = 1900 + Number(n.slice(0, 2));
	let month = Number(n.slice(2, 4));
	if (month > 40) [year, month] = [year + 100, month - 40];
	else if (month > 20) [year, month] = [year - 100, month - 20];
	if (!isCalendarDate(year, month, Number(n.slice(4, 6)))) return false;
	return (weightedSum(n, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === lastDigit(n);
}

/** ЛНЧ, personal number of a foreigner. */
const bulgarianPnf = (n: string) => weightedSum(n, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === lastDigit(n);

/** Other 10-digit numbers (a remainder of 10 has no check digit). */
const bulgarianOther = (n: string) => mod(11 - weightedSum(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) === lastDigit(n);

function bulgaria(n: string): Words | null {
	if (n.length === 9) return bulgariaLegal(n) ? null : mismatch('weighted mod 11');
	return bulgarianEgn(n) || bulgarianPnf(n) || bulgarianOther(n)
		? null
		: errors.words('mismatch_bg');
}

// ---- Cyprus: 8 digits + check letter.
const CYPRUS_EVEN = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
function cyprus(n: string): boolean {
	let s = 0;
	for (let i = 0; i < 8; i++) s += i % 2 === 0 ? CYPRUS_EVEN[n.charCodeAt(i) - 48] : n.charCodeAt(i) - 48;
	return String.fromCharCode(65 + (s % 26)) === n[8];
}

// ---- Czechia and Slovakia: rodné číslo (birth number), YYMMDD + serial (+ check digit since 1954).
/** null when `n` (9 or 10 digits) is a valid birth number, else why not. */
function birthNumberProblem(n: string): Words | null {
	let year = 1900 + Number(n.slice(0, 2));
	// Women have 50 added to the month, and 20 is added when a day's serials run out (since 2004).
	const month = (Number(n.slice(2, 4)) % 50) % 20;
	if (n.length === 9) {
		if (year >= 1980) year -= 100;
		if (year > 1953) return errors.words('birth_number_year');
	} else if (year < 1954) year += 100;
	if (!isCalendarDate(year, month, Number(n.slice(4, 6)))) return errors.words('birth_number_date');
	if (n.length === 10 && (Number(n.slice(0, 9)) % 11) % 10 !== lastDigit(n)) return mismatch('birth number, mod 11');
	return null;
}

function czechia(n: string): Words | null {
	if (n.length === 8) {
		const c = mod(11 - weightedSum(n, [8, 7, 6, 5, 4, 3, 2]), 11);
		return (c === 0 ? 1 : c) % 10 === lastDigit(n) ? null : mismatch('weighted mod 11');
	}
	if (n.length === 9 && n[0] === '6') {
		// Individuals without a birth number: the check skips the leading 6.
		const s = weightedSum(n.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
		return mod(8 - mod(10 - s, 11), 10) === lastDigit(n) ? null : mismatch('weighted mod 11');
	}
	return birthNumberProblem(n);
}

// ---- Greece: 9 digits, Σ dᵢ·2^(8−i) mod 11 mod 10.
const greece = (n: string) => (weightedSum(n, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === lastDigit(n);

// ---- Spain: DNI, NIE, NIF K/L/M and CIF.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dniLetter = (digits: string) => DNI_LETTERS[Number(digits) % 23];
function spain(n: string): Words | null {
	const first = n[0];
	if (first >= '0' && first <= '9') return dniLetter(n.slice(0, 8)) === n[8] ? null : mismatch('DNI letter, mod 23');
	if ('XYZ'.includes(first)) return dniLetter('XYZ'.indexOf(first) + n.slice(1, 8)) === n[8] ? null : mismatch('NIE letter, mod 23');
	if ('KLM'.includes(first)) return dniLetter(n.slice(1, 8)) === n[8] ? null : mismatch('NIF letter, mod 23');
	// CIF: a Luhn digit over the 7 digits, written as that digit or as a letter (J = 0, A = 1 … I = 9);
	// which entity types use which form is not consistently published, so either is accepted.
	const c = luhnCheckDigit(n.slice(1, 8));
	return n[8] === String(c) || n[8] === 'JABCDEFGHI'[c] ? null : mismatch('CIF, Luhn');
}

// ---- France: 2-character key + SIREN.
const FRENCH_KEY = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function france(n: string): Words | null {
	const siren = n.slice(2);
	// Monaco's numbers (SIREN-like part starting 000) are not SIRENs.
	if (!siren.startsWith('000') && !luhnValid(siren)) return mismatch('SIREN, Luhn');
	if (/^\d\d$/.test(n.slice(0, 2))) {
		return Number(n.slice(0, 2)) === Number(siren + '12') % 97 ? null : mismatch('key, mod 97');
	}
	// New-style keys with a letter (DGFiP): the key encodes a mod 11 check of the SIREN.
	const [a, b] = [FRENCH_KEY.indexOf(n[0]), FRENCH_KEY.indexOf(n[1])];
	const check = a < 10 ? a * 24 + b - 10 : a * 34 + b - 100;
	return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11 ? null : mismatch('alphanumeric key, mod 11');
}

// ---- Ireland: 7 digits + check letter (+ a second letter since 2013), or the old style.
const IRISH_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
function ireland(n: string): boolean {
	if (/^\d{7}/.test(n)) {
		const s = weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) + 9 * IRISH_LETTERS.indexOf(n[8] ?? 'W');
		return IRISH_LETTERS[s % 23] === n[7];
	}
	// Old style: digit, letter (or + or *), 5 digits, letter; the check runs over 0 + the 5 digits + the first digit.
	const rearranged = '0' + n.slice(2, 7) + n[0];
	return IRISH_LETTERS[weightedSum(rearranged, [8, 7, 6, 5, 4, 3, 2]) % 23] === n[7];
}

// ---- Italy: partita IVA, 7-digit number + 3-digit office code + Luhn digit.
function italianShape(n: string): string | null {
	if (!/^\d{11}$/.test(n) || /^0{7}/.test(n)) return null;
	const office = Number(n.slice(7, 10));
	return (office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office) ? n : null;
}

// ---- Lithuania: 9 digits (legal entities, 8th digit 1) or 12 (temporary / persons, 11th digit 1).
function lithuania(n: string): boolean {
	const body = n.slice(0, -1);
	let s = 0;
	for (let i = 0; i < body.length; i++) s += (1 + (i % 9)) * (body.charCodeAt(i) - 48);
	s %= 11;
	if (s === 10) {
		s = 0;
		for (let i = 0; i < body.length; i++) s += (1 + ((i + 2) % 9)) * (body.charCodeAt(i) - 48);
		s %= 11;
	}
	return s % 10 === lastDigit(n);
}

// ---- Latvia: legal entities (first digit above 3) or personal codes.
function latvia(n: string): Words | null {
	if (n[0] > '3') return weightedSum(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3 ? null : mismatch('weighted mod 11');
	// Personal codes issued since July 2017 start with 32 and hold no birth date; their check is not
	// published, so they are checked for length only.
	if (n.startsWith('32')) return null;
	const year = 1800 + 100 * (n.charCodeAt(6) - 48) + Number(n.slice(4, 6));
	if (!isCalendarDate(year, Number(n.slice(2, 4)), Number(n.slice(0, 2)))) return errors.words('personal_code_date');
	const c = mod(1101 - weightedSum(n, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]), 11) % 10;
	return c === lastDigit(n) ? null : mismatch('personal code, weighted mod 11');
}

// ---- Netherlands: btw-id, RSIN/BSN + B + 2 digits; since 2020 sole traders get a mod 97 number.
function netherlands(n: string): Words | null {
	const elfproef = mod(weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2, -1]), 11) === 0;
	return elfproef || mod97('NL' + n) === 1 ? null : errors.words('mismatch_nl');
}

// ---- Slovakia: IČ DPH, 10 digits divisible by 11; birth numbers of individuals are accepted too.
function slovakia(n: string): Words | null {
	if (birthNumberProblem(n) === null) return null;
	if (n[0] === '0' || !'234789'.includes(n[2])) {
		return errors.words('neither_sk');
	}
	return Number(n) % 11 === 0 ? null : mismatch('mod 11');
}

// ---- Northern Ireland (and the UK's numbering): 9 digits, a branch's 12, or GD/HA numbers.
function northernIreland(n: string): boolean {
	if (n.startsWith('GD') || n.startsWith('HA')) return true; // no check digits; the range is the format
	const s = weightedSum(n, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
	// Mod 97 (the original scheme) or "9755" (numbers issued since 2010: the sum + 55 is divisible by 97).
	return s === 0 || (s === 42 && n[0] !== '0');
}

const STATES: MemberState[] = [
	{
		code: 'AT',
		name: 'Austria',
		shape: matching(/^U\d{8}$/),
		verify: holds(austria, 'weighted digit sum, mod 10')
	},
	{
		code: 'BE',
		name: 'Belgium',
		shape: matching(/^(\d{9}|[01]\d{9})$/, (n) => n.padStart(10, '0')),
		verify: holds((n) => 97 - mod97(n.slice(0, 8)) === Number(n.slice(8)), 'mod 97')
	},
	{ code: 'BG', name: 'Bulgaria', shape: matching(/^\d{9,10}$/), verify: bulgaria },
	{
		code: 'CY',
		name: 'Cyprus',
		shape: matching(/^(?!12)\d{8}[A-Z]$/),
		verify: holds(cyprus, 'weighted mod 26 letter')
	},
	{
		code: 'CZ',
		name: 'Czechia',
		shape: matching(/^([0-8]\d{7}|\d{9,10})$/),
		verify: czechia
	},
	{
		code: 'DE',
		name: 'Germany',
		shape: matching(/^[1-9]\d{8}$/),
		verify: holds(iso7064Mod11_10Valid, 'ISO 7064 MOD 11,10')
	},
	{
		code: 'DK',
		name: 'Denmark',
		shape: matching(/^[1-9]\d{7}$/),
		verify: holds((n) => weightedSum(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0, 'weighted mod 11')
	},
	{
		code: 'EE',
		name: 'Estonia',
		shape: matching(/^\d{9}$/),
		verify: holds((n) => mod(-weightedSum(n, [3, 7, 1, 3, 7, 1, 3, 7]), 10) === lastDigit(n), 'weighted mod 10')
	},
	{
		code: 'EL',
		name: 'Greece',
		shape: matching(/^\d{8,9}$/, (n) => n.padStart(9, '0')),
		verify: holds(greece, 'powers of 2, mod 11')
	},
	{
		code: 'ES',
		name: 'Spain',
		shape: matching(/^(\d{8}[A-Z]|[XYZKLM]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/),
		verify: spain
	},
	{
		code: 'FI',
		name: 'Finland',
		shape: matching(/^\d{8}$/),
		verify: holds((n) => weightedSum(n, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0, 'weighted mod 11')
	},
	{
		code: 'FR',
		name: 'France',
		shape: matching(/^[0-9A-HJ-NP-Z]{2}\d{9}$/),
		verify: france
	},
	{
		code: 'HR',
		name: 'Croatia',
		shape: matching(/^\d{11}$/),
		verify: holds(iso7064Mod11_10Valid, 'ISO 7064 MOD 11,10')
	},
	{
		code: 'HU',
		name: 'Hungary',
		shape: matching(/^\d{8}$/),
		verify: holds((n) => weightedSum(n, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0, 'weighted mod 10')
	},
	{
		code: 'IE',
		name: 'Ireland',
		shape: matching(/^(\d{7}[A-W][A-W]?|\d[A-Z+*]\d{5}[A-W])$/),
		verify: holds(ireland, 'weighted mod 23 letter')
	},
	{
		code: 'IT',
		name: 'Italy',
		shape: italianShape,
		verify: holds(luhnValid, 'Luhn')
	},
	{
		code: 'LT',
		name: 'Lithuania',
		shape: matching(/^(\d{7}1\d|\d{10}1\d)$/),
		verify: holds(lithuania, 'weighted mod 11')
	},
	{
		code: 'LU',
		name: 'Luxembourg',
		shape: matching(/^\d{8}$/),
		verify: holds((n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)), 'mod 89')
	},
	{ code: 'LV', name: 'Latvia', shape: matching(/^\d{11}$/), verify: latvia },
	{
		code: 'MT',
		name: 'Malta',
		shape: matching(/^[1-9]\d{7}$/),
		verify: holds((n) => weightedSum(n, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0, 'weighted mod 37')
	},
	{
		code: 'NL',
		name: 'Netherlands',
		shape: matching(/^\d{7,9}B(?!00)\d\d$/, (n) => n.padStart(12, '0')),
		verify: netherlands
	},
	{
		code: 'PL',
		name: 'Poland',
		shape: matching(/^\d{10}$/),
		verify: holds((n) => weightedSum(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === lastDigit(n), 'weighted mod 11')
	},
	{
		code: 'PT',
		name: 'Portugal',
		shape: matching(/^[1-9]\d{8}$/),
		verify: holds((n) => (11 - (weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11 % 10 === lastDigit(n), 'weighted mod 11')
	},
	{
		code: 'RO',
		name: 'Romania',
		shape: matching(/^[1-9]\d{1,9}$/),
		verify: holds(
			(n) => ((weightedSum(n.slice(0, -1).padStart(9, '0'), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10 === lastDigit(n),
			'weighted mod 11'
		)
	},
	{
		code: 'SE',
		name: 'Sweden',
		shape: matching(/^\d{10}01$/),
		verify: holds((n) => luhnValid(n.slice(0, 10)), 'Luhn')
	},
	{
		code: 'SI',
		name: 'Slovenia',
		shape: matching(/^[1-9]\d{7}$/),
		verify: holds((n) => {
			const c = 11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
			return c !== 11 && c % 10 === lastDigit(n);
		}, 'weighted mod 11')
	},
	{ code: 'SK', name: 'Slovakia', shape: matching(/^\d{10}$/), verify: slovakia },
	{
		code: 'XI',
		name: 'Northern Ireland',
		shape: matching(/^(\d{9}|\d{12}|GD[0-4]\d\d|HA[5-9]\d\d)$/),
		verify: holds(northernIreland, 'weighted mod 97 or 9755')
	}
];

/** The 27 member states (Greece as EL) and Northern Ireland (XI), by VIES prefix. */
export const MEMBER_STATES: ReadonlyMap<string, MemberState> = new Map(STATES.map((s) => [s.code, s]));
