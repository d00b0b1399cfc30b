import type { OperationCase } from '../cases.js';

const op = 'phone-validation';

interface Parts {
	e164: string;
	country: string | null;
	national: string;
	type: string | null;
	valid?: boolean;
}

/** A 200 answer: the calling code is the digits of `e164` before the national number. */
function answer(phone: string, { e164, country, national, type, valid = true }: Parts) {
	if (!e164.endsWith(national)) throw new Error(`case data: ${e164} does not end with ${national}`);
	return {
		phone,
		valid,
		e164,
		country_code: country,
		calling_code: e164.slice(0, e164.length - national.length),
		national_number: national,
		type
	};
}

const ok = (name: string, phone: string, parts: Parts, source: string): OperationCase => ({
	name,
	op,
	input: { phone },
	expected: { status: 200, body: answer(phone, parts) },
	source
});

const unparseable = (name: string, input: unknown, detail: string, source: string): OperationCase => ({
	name: `${name} → 422`,
	op,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

const OFCOM =
	'Ofcom, "Telephone numbers for use in TV and radio drama" (020 7946 0000-0999 London, 0113 496 0000-0999 Leeds, 07700 900000-900999 mobile) and the National Telephone Numbering Plan (020 + 8 digits = London geographic; 01xx geographic; the trunk 0 is not dialled after +44)';
const NANPA =
	'NANPA: 555-0100 to 555-0199 are reserved for fictional use; numbers are NPA-NXX-XXXX with N = 2-9; NPA 201 New Jersey (US), 416 Toronto (CA), 787 Puerto Rico (PR); NANP does not separate mobile from fixed numbers';
const ANATEL =
	'Anatel numbering plan: DDD 11 (São Paulo) + subscriber; mobile (SMP) numbers have 9 digits starting with 9 (ninth digit completed in 2016), fixed (STFC) numbers 8 digits starting with 2-5';
const ARCEP = 'ARCEP numbering plan: 10-digit numbers, 01 Île-de-France geographic, 06/07 mobile; the leading 0 is a trunk prefix, not dialled after +33';
const BNETZA = 'Bundesnetzagentur numbering plan: 030 Berlin geographic (trunk 0 not dialled after +49), 015x mobile (0151 + 8 digits)';
const DOT = 'India National Numbering Plan 2003 (DoT): mobile numbers are 10 digits starting with 6-9; Delhi SDCA code 011 + 8-digit subscriber number';
const MIC = 'Japan MIC numbering plan: 090 mobile (11 digits with the trunk 0), Tokyo 03 + 8 digits; trunk 0 not dialled after +81';
const ACMA = 'ACMA, "Phone numbers for use in TV shows, films and creative works": 0491 570 156/157/158/159/110/006 are mobile numbers reserved for fiction; the trunk 0 is not dialled after +61';
const AGCOM = 'AGCOM Italian numbering plan: geographic numbers keep their leading 0 after +39 (Rome 06)';
const KZ = 'ITU-T E.164 list: +7 shared by Russia and Kazakhstan; Rossvyaz plan: 495 Moscow geographic; Kazakhstan plan: 700-708, 747, 771, 775-778 mobile';
const ITU_800 = 'ITU-T E.169.1: Universal International Freephone Numbers are +800 followed by 8 digits; +800 belongs to no country';
const CONTRACT = 'docs/spec/utility-api.md 2.22 (must start with + and a calling code; spaces, dashes, dots and parentheses stripped) and section 4 (422 on invalid or unparseable number)';
const ITU_LIST = 'ITU-T E.164 assigned country codes (Operational Bulletin list): 210 and 999 are spare, no code starts with 0';

const LONDON = { e164: '+442079460018', country: 'GB', national: '2079460018', type: 'fixed_line' };
const US_555 = { e164: '+12015550123', country: 'US', national: '2015550123', type: 'fixed_line_or_mobile' };
const PARIS = { e164: '+33123456789', country: 'FR', national: '123456789', type: 'fixed_line' };

export const cases: OperationCase[] = [
	// United Kingdom (Ofcom drama numbers).
	ok('UK London drama number 020 7946 0018', '+44 20 7946 0018', LONDON, OFCOM),
	ok('UK London drama number, end of the range', '+44 20 7946 0999', { ...LONDON, e164: '+442079460999', national: '2079460999' }, OFCOM),
	ok('UK "(0)" trunk-prefix convention is dropped', '+44 (0)20 7946 0018', LONDON, `${OFCOM}; src/lib/ops/phone/README.md`),
	ok('UK Leeds drama number 0113 496 0000', '+44 113 496 0000', { e164: '+441134960000', country: 'GB', national: '1134960000', type: 'fixed_line' }, OFCOM),
	ok(
		'UK drama mobile 07700 900123: reserved, never allocated → valid false, region undetermined',
		'+44 7700 900123',
		{ e164: '+447700900123', country: null, national: '7700900123', type: null, valid: false },
		`${OFCOM}; +44 is shared by GB, GG, IM and JE, and an unallocated number is given to none of them (src/lib/ops/phone/README.md)`
	),
	// NANP.
	ok('US fictional 201-555-0123 with parentheses and a dash', '+1 (201) 555-0123', US_555, `${NANPA}; ${CONTRACT}`),
	ok('US fictional 555-0100 (start of the range)', '+1 201 555 0100', { ...US_555, e164: '+12015550100', national: '2015550100' }, NANPA),
	ok('Canada (Toronto) fictional 416-555-0199', '+1 416 555 0199', { e164: '+14165550199', country: 'CA', national: '4165550199', type: 'fixed_line_or_mobile' }, NANPA),
	ok('Puerto Rico fictional 787-555-0100', '+1 787 555 0100', { e164: '+17875550100', country: 'PR', national: '7875550100', type: 'fixed_line_or_mobile' }, NANPA),
	ok(
		'NANP exchange starting with 1 is not a number (+1 201 155 0123)',
		'+1 201 155 0123',
		{ e164: '+12011550123', country: null, national: '2011550123', type: null, valid: false },
		`${NANPA}; +1 is shared by 25 regions, none is given for an invalid number`
	),
	ok(
		'NANP number without an area code (7 digits)',
		'+1 555 0100',
		{ e164: '+15550100', country: null, national: '5550100', type: null, valid: false },
		`${NANPA}: NANP numbers have 10 digits`
	),
	// Brazil (Anatel).
	ok('Brazil mobile +55 11 91234-5678', '+55 11 91234-5678', { e164: '+5511912345678', country: 'BR', national: '11912345678', type: 'mobile' }, ANATEL),
	ok('Brazil fixed line +55 (11) 3456-7890', '+55 (11) 3456-7890', { e164: '+551134567890', country: 'BR', national: '1134567890', type: 'fixed_line' }, ANATEL),
	ok(
		'Brazil old 8-digit mobile +55 11 8123-4567 → valid false',
		'+55 11 8123-4567',
		{ e164: '+551181234567', country: 'BR', national: '1181234567', type: null, valid: false },
		`${ANATEL}; +55 is Brazil's alone`
	),
	ok(
		'Brazil fixed number starting with 1 → valid false',
		'+55 11 1234-5678',
		{ e164: '+551112345678', country: 'BR', national: '1112345678', type: null, valid: false },
		ANATEL
	),
	// France (ARCEP).
	ok('France Île-de-France 01 23 45 67 89', '+33 1 23 45 67 89', PARIS, ARCEP),
	ok('France with dots', '+33.1.23.45.67.89', PARIS, `${ARCEP}; ${CONTRACT}`),
	ok('France mobile 06 12 34 56 78', '+33 6 12 34 56 78', { e164: '+33612345678', country: 'FR', national: '612345678', type: 'mobile' }, ARCEP),
	// Germany (Bundesnetzagentur).
	ok('Germany Berlin 030 12345678', '+49 30 12345678', { e164: '+493012345678', country: 'DE', national: '3012345678', type: 'fixed_line' }, BNETZA),
	ok('Germany mobile 0151 23456789 with dashes', '+49-151-23456789', { e164: '+4915123456789', country: 'DE', national: '15123456789', type: 'mobile' }, `${BNETZA}; ${CONTRACT}`),
	// India (DoT).
	ok('India mobile 98765 43210', '+91 98765 43210', { e164: '+919876543210', country: 'IN', national: '9876543210', type: 'mobile' }, DOT),
	ok('India Delhi 011 2345 6789', '+91 11 2345 6789', { e164: '+911123456789', country: 'IN', national: '1123456789', type: 'fixed_line' }, DOT),
	// Japan (MIC).
	ok('Japan mobile 090-1234-5678', '+81 90-1234-5678', { e164: '+819012345678', country: 'JP', national: '9012345678', type: 'mobile' }, MIC),
	ok('Japan Tokyo 03-1234-5678', '+81 3-1234-5678', { e164: '+81312345678', country: 'JP', national: '312345678', type: 'fixed_line' }, MIC),
	// Australia (ACMA fiction numbers).
	ok('Australia fiction mobile 0491 570 156', '+61 491 570 156', { e164: '+61491570156', country: 'AU', national: '491570156', type: 'mobile' }, ACMA),
	ok('Australia fiction mobile 0491 570 006', '+61 491 570 006', { e164: '+61491570006', country: 'AU', national: '491570006', type: 'mobile' }, ACMA),
	// Italy: the leading 0 belongs to the number.
	ok('Italy Rome 06 1234 5678 keeps its 0', '+39 06 1234 5678', { e164: '+390612345678', country: 'IT', national: '0612345678', type: 'fixed_line' }, AGCOM),
	// +7: Russia and Kazakhstan.
	ok('+7 495: Russia (Moscow)', '+7 495 123-45-67', { e164: '+74951234567', country: 'RU', national: '4951234567', type: 'fixed_line' }, KZ),
	ok('+7 700: Kazakhstan mobile', '+7 700 123 4567', { e164: '+77001234567', country: 'KZ', national: '7001234567', type: 'mobile' }, KZ),
	// Non-geographic.
	ok('Universal freephone +800 1234 5678: no country', '+800 1234 5678', { e164: '+80012345678', country: null, national: '12345678', type: 'toll_free' }, ITU_800),
	// Separators.
	ok('no-break spaces and a tab', '+44\u00a020\u00a07946\t0018', LONDON, `${OFCOM}; ${CONTRACT} (spaces of any kind)`),
	ok('en dashes and a non-breaking hyphen', '+44 20\u20137946\u20110018', LONDON, `${OFCOM}; src/lib/ops/phone/README.md (Unicode dashes are dashes)`),
	ok('parentheses around the calling code', '(+44) 20 7946 0018', LONDON, `${OFCOM}; ${CONTRACT}`),
	// 422.
	unparseable('00 instead of +', { phone: '0044 20 7946 0018' }, 'phone: must start with + and the country calling code', CONTRACT),
	unparseable('no + at all', { phone: '44 20 7946 0018' }, 'phone: must start with + and the country calling code', CONTRACT),
	unparseable('national format', { phone: '020 7946 0018' }, 'phone: must start with + and the country calling code', CONTRACT),
	unparseable('letters', { phone: '+49 30 ABC' }, "phone: only digits may follow the +, with spaces, dashes, dots and parentheses between them; found 'A'", CONTRACT),
	unparseable('vanity number', { phone: '+1-800-FLOWERS' }, "phone: only digits may follow the +, with spaces, dashes, dots and parentheses between them; found 'F'", `${CONTRACT}; src/lib/ops/phone/README.md (letters are refused)`),
	unparseable('an extension', { phone: '+44 20 7946 0018 ext. 12' }, "phone: only digits may follow the +, with spaces, dashes, dots and parentheses between them; found 'e'", `${CONTRACT}; src/lib/ops/phone/README.md (no extensions)`),
	unparseable('slashes', { phone: '+49 30/12345678' }, "phone: only digits may follow the +, with spaces, dashes, dots and parentheses between them; found '/'", `${CONTRACT} (slash is not among the stripped characters)`),
	unparseable('two plus signs', { phone: '++44 20 7946 0018' }, "phone: only digits may follow the +, with spaces, dashes, dots and parentheses between them; found '+'", CONTRACT),
	unparseable('only a plus', { phone: '+' }, 'phone: no digits after the +', CONTRACT),
	unparseable('empty', { phone: '' }, 'phone: is empty', CONTRACT),
	unparseable('only separators', { phone: ' (-.) ' }, 'phone: is empty', CONTRACT),
	unparseable('spare calling code +210', { phone: '+210 123 4567' }, 'phone: unknown country calling code', ITU_LIST),
	unparseable('spare calling code +999', { phone: '+999 123 4567' }, 'phone: unknown country calling code', ITU_LIST),
	unparseable('calling code 0', { phone: '+0 123 4567' }, 'phone: unknown country calling code', ITU_LIST),
	unparseable('calling code only', { phone: '+44' }, 'phone: too short to be a phone number', `${CONTRACT}; src/lib/ops/phone/README.md (at least 2 digits after the calling code)`),
	unparseable('one digit after the calling code', { phone: '+49 1' }, 'phone: too short to be a phone number', 'src/lib/ops/phone/README.md (at least 2 digits after the calling code)'),
	unparseable('18 digits after the calling code', { phone: '+49 123456789012345678' }, 'phone: too long to be a phone number', 'src/lib/ops/phone/README.md (at most 17 digits after the calling code, as libphonenumber parses)'),
	unparseable('phone missing', {}, 'phone: is required', CONTRACT),
	unparseable('phone a number', { phone: 442079460018 }, 'phone: Invalid input: expected string, received number', CONTRACT),
	unparseable('phone over 100 characters', { phone: `+44 ${' '.repeat(97)}` }, 'phone: Too big: expected string to have <=100 characters', 'src/lib/ops/phone/README.md (at most 100 characters as submitted)')
];
