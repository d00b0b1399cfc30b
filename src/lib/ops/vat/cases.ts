import type { OperationCase } from '../cases.js';

/**
 * Cases whose answer never depends on VIES: every one is refused (422) before a lookup, so they
 * replay the same in unit tests (no upstream), over HTTP (the server's default VIES address,
 * unreachable in tests) and anywhere else. Lookups are tested in vat.test.ts with a fake
 * upstream, in src/lib/server/providers/vies.test.ts and tests/api/vat.test.ts against a fake
 * VIES. The detail texts are the ones src/lib/ops/vat/README.md documents.
 */
const CONTRACT = 'docs/spec/utility-api.md 2.19 and section 4 (/vat-validator: 422 on invalid VAT number format)';
const DECISIONS = 'docs/spec/decisions.md "VAT": a number failing its format or check digits is a 422 without calling the upstream';
const STDNUM_MANGLED = 'python-stdnum tests/test_eu_vat.doctest: numbers "mangled so their check digit is wrong"';
const STDNUM_FORMAT = 'python-stdnum tests/test_eu_vat.doctest: numbers "with some formatting flaws"';
const STDNUM_COMPONENT = 'python-stdnum tests/test_eu_vat.doctest: numbers with "an invalid or unknown value" (component)';
const STDNUM_LENGTH = 'python-stdnum tests/test_eu_vat.doctest: numbers with "the wrong length"';
/** A published valid number with its last digit changed: a single-digit change always breaks these checks. */
const altered = (valid: string) => `python-stdnum tests/test_eu_vat.doctest valid number ${valid}, last digit changed`;

const EXPECTED_CODES =
	'expected one of AT, BE, BG, CY, CZ, DE, DK, EE, EL, ES, FI, FR, HR, HU, IE, IT, LT, LU, LV, MT, NL, PL, PT, RO, SE, SI, SK (EU member states, EL for Greece) or XI (Northern Ireland)';
const GB = 'GB numbers are not in VIES since 2021; Northern Ireland traders use the prefix XI';

function refused(name: string, input: unknown, detail: string, source: string): OperationCase {
	return { name, op: 'vat-validator', input, expected: { status: 422, body: { detail, code: 'invalid_input' } }, source };
}

/** A number whose check digits do not hold. */
function checkDigits(name: string, vat: string, country: string, algorithm: string, source: string): OperationCase {
	return refused(name, { vat }, `vat: invalid ${country} VAT number: check digit mismatch (${algorithm})`, source);
}

/** A number without its country's format. */
function format(name: string, vat: string, country: string, expected: string, source: string): OperationCase {
	return refused(name, { vat }, `vat: invalid format for ${country}: expected ${expected}`, source);
}

export const cases: OperationCase[] = [
	// Check digits, one or more per country (src/lib/ops/vat/README.md names each algorithm).
	checkDigits('AT check digit', 'ATU 143 43 102', 'AT (Austria)', 'weighted digit sum, mod 10', STDNUM_MANGLED),
	checkDigits('BE check digits', 'BE 0406.139.583', 'BE (Belgium)', 'mod 97', STDNUM_MANGLED),
	checkDigits('BG legal entity check digit', 'BG 131 172 009', 'BG (Bulgaria)', 'weighted mod 11', STDNUM_MANGLED),
	refused(
		'BG 10-digit number matching no algorithm',
		{ vat: 'BG 1037735942' },
		"vat: invalid BG (Bulgaria) VAT number: check digit mismatch (not a valid EGN, foreigner's number or other 10-digit number)",
		STDNUM_MANGLED
	),
	checkDigits('CY check letter', 'CY 10246672F', 'CY (Cyprus)', 'weighted mod 26 letter', STDNUM_MANGLED),
	checkDigits('CZ legal entity check digit', 'CZ 25557481', 'CZ (Czechia)', 'weighted mod 11', STDNUM_MANGLED),
	checkDigits('CZ birth number check digit', 'CZ 8058018314', 'CZ (Czechia)', 'birth number, mod 11', STDNUM_MANGLED),
	checkDigits('DE check digit', 'DE 125014855', 'DE (Germany)', 'ISO 7064 MOD 11,10', STDNUM_MANGLED),
	checkDigits('DK check digit', 'DK 11 96 56 58', 'DK (Denmark)', 'weighted mod 11', STDNUM_MANGLED),
	checkDigits('EE check digit', 'EE 100525487', 'EE (Estonia)', 'weighted mod 10', STDNUM_MANGLED),
	checkDigits('EL check digit', 'EL 094013834', 'EL (Greece)', 'powers of 2, mod 11', STDNUM_MANGLED),
	checkDigits('ES DNI letter', 'ES 54362415K', 'ES (Spain)', 'DNI letter, mod 23', STDNUM_MANGLED),
	checkDigits('ES CIF check digit', 'Es-a48951310', 'ES (Spain)', 'CIF, Luhn', STDNUM_MANGLED),
	checkDigits('FI check digit', 'FI 20774741', 'FI (Finland)', 'weighted mod 11', altered('FI 20774740')),
	checkDigits('FR key', 'FR 21 326 565 603', 'FR (France)', 'key, mod 97', STDNUM_MANGLED),
	checkDigits('FR SIREN', 'FR 04409414264', 'FR (France)', 'SIREN, Luhn', STDNUM_MANGLED),
	checkDigits('HR check digit', 'HR 33392005962', 'HR (Croatia)', 'ISO 7064 MOD 11,10', 'python-stdnum stdnum/hr/oib.py docstring: 33392005962 "invalid check digit"'),
	checkDigits('HU check digit', 'HU 10672102', 'HU (Hungary)', 'weighted mod 10', altered('HU 10672101')),
	checkDigits('IE check letter', 'IE 4731823H', 'IE (Ireland)', 'weighted mod 23 letter', STDNUM_MANGLED),
	checkDigits('IT check digit', 'IT 00743110158', 'IT (Italy)', 'Luhn', 'python-stdnum stdnum/it/iva.py docstring: 00743110158 "invalid check digit"'),
	checkDigits('LT check digit', 'LT 119511516', 'LT (Lithuania)', 'weighted mod 11', altered('LT 119511515')),
	checkDigits('LU check digits', 'LU 10059928', 'LU (Luxembourg)', 'mod 89', altered('LU 10059929')),
	checkDigits('LV check digit', 'LV 40003189715', 'LV (Latvia)', 'weighted mod 11', STDNUM_MANGLED),
	checkDigits('MT check digits', 'MT 17025738', 'MT (Malta)', 'weighted mod 37', altered('MT 17025737')),
	refused(
		'NL check digits (neither mod 11 nor mod 97)',
		{ vat: 'NL 123456789B90' },
		'vat: invalid NL (Netherlands) VAT number: check digit mismatch (neither the mod 11 nor the mod 97 check holds)',
		'python-stdnum stdnum/nl/btw.py docstring: 123456789B90 "InvalidChecksum"'
	),
	checkDigits('PL check digit', 'PL 5211355117', 'PL (Poland)', 'weighted mod 11', altered('PL 5211355116')),
	checkDigits('PT check digit', 'PT 502448912', 'PT (Portugal)', 'weighted mod 11', altered('PT 502448911')),
	checkDigits('RO check digit', 'RO 185 472 91', 'RO (Romania)', 'weighted mod 11', 'python-stdnum stdnum/ro/cf.py docstring: 185 472 91 "InvalidChecksum"'),
	checkDigits('SE check digit', 'SE 556058115901', 'SE (Sweden)', 'Luhn', 'python-stdnum tests/test_eu_vat.doctest valid number SE 556058115801, tenth digit changed'),
	checkDigits('SI check digit', 'SI 50223055', 'SI (Slovenia)', 'weighted mod 11', 'python-stdnum stdnum/si/ddv.py docstring: 50223055 "invalid check digits"'),
	checkDigits('SK check digits', 'SK 2020457679', 'SK (Slovakia)', 'mod 11', STDNUM_MANGLED),
	checkDigits('XI check digits', 'XI 802311781', 'XI (Northern Ireland)', 'weighted mod 97 or 9755', 'python-stdnum tests/test_gb_vat.doctest: 802311781 "invalid check digit" (XI numbers are UK numbers)'),

	// Formats.
	format('AT letter among the digits', 'ATU 1515B209', 'AT (Austria)', 'U followed by 8 digits', STDNUM_FORMAT),
	format('AT too long', 'ATU 151592092', 'AT (Austria)', 'U followed by 8 digits', STDNUM_LENGTH),
	format('DE leading zero', 'DE 011125440', 'DE (Germany)', '9 digits, the first not 0', STDNUM_FORMAT),
	format('NL suffix B00', 'NL 009122746B00', 'NL (Netherlands)', '9 digits, B and 2 digits other than 00 (7 or 8 digits before the B get leading zeros)', STDNUM_FORMAT),
	format('CY starting with 12', 'CY-12259033P', 'CY (Cyprus)', '8 digits and a letter, not starting with 12', STDNUM_COMPONENT),
	format('CZ 8 digits starting with 9', 'CZ 95123891', 'CZ (Czechia)', '8 digits (the first not 9), or 9 or 10 digits', STDNUM_COMPONENT),
	format(
		'IT unknown office code',
		'IT 00687129980',
		'IT (Italy)',
		'11 digits: a company number (not all zeros), an office code (001 to 100, 120, 121, 888 or 999) and a check digit',
		STDNUM_COMPONENT
	),
	format('LT 8th digit not 1', 'LT 100001354', 'LT (Lithuania)', '9 digits with 1 as the 8th, or 12 digits with 1 as the 11th', STDNUM_COMPONENT),
	format('SE 11 digits', 'SE 55643359201', 'SE (Sweden)', '12 digits: the 10-digit organisation or personal number followed by 01', STDNUM_LENGTH),
	format(
		'ES too long',
		'ES B-583784312',
		'ES (Spain)',
		'9 characters: 8 digits and a letter (DNI); X, Y, Z, K, L or M, 7 digits and a letter (NIE, NIF); or one of A B C D E F G H J N P Q R S U V W, 7 digits and a digit or a letter A to J (CIF)',
		STDNUM_LENGTH
	),
	format('FR key with I and O', 'FR IO334175221', 'FR (France)', 'a 2-character key (digits or letters other than I and O) and the 9-digit SIREN', 'python-stdnum stdnum/fr/tva.py docstring: IO334175221 "the letters cannot by I or O"'),
	format('XI government department number too high', 'XI GD600', 'XI (Northern Ireland)', '9 or 12 digits, GD and 3 digits below 500, or HA and 3 digits from 500', 'python-stdnum tests/test_gb_vat.doctest: GD600 "government department with high number"'),
	format('prefix alone', 'DE', 'DE (Germany)', '9 digits, the first not 0', 'src/lib/ops/vat/README.md: a prefix with no number has no format'),

	// How the input is read: any case, separators, GR for EL, prefix and country.
	checkDigits('lower case and separators', 'de 125.014-855', 'DE (Germany)', 'ISO 7064 MOD 11,10', `${STDNUM_MANGLED}; src/lib/ops/vat/README.md: spaces, dots, dashes and case ignored`),
	checkDigits('GR accepted for Greece, answered as EL', 'GR 094013834', 'EL (Greece)', 'powers of 2, mod 11', `${STDNUM_MANGLED}; src/lib/ops/vat/README.md: GR is an alias of EL`),
	refused('number without prefix, country apart (any case)', { vat: '125014855', country: 'de' }, 'vat: invalid DE (Germany) VAT number: check digit mismatch (ISO 7064 MOD 11,10)', `${CONTRACT}: country needed only without prefix; ${STDNUM_MANGLED}`),
	refused('prefix and matching country', { vat: 'DE125014855', country: 'DE' }, 'vat: invalid DE (Germany) VAT number: check digit mismatch (ISO 7064 MOD 11,10)', `${CONTRACT}; ${STDNUM_MANGLED}`),
	refused('prefix and country disagree', { vat: 'DE136695976', country: 'FR' }, 'vat: the prefix DE does not match country FR', 'src/lib/ops/vat/README.md: prefix and country must agree'),
	refused('no prefix and no country', { vat: '136695976' }, 'vat: no country prefix; add one (e.g. DE136695976) or give country', `${CONTRACT}: country needed when vat has no prefix`),
	refused('no prefix, empty country', { vat: '136695976', country: '' }, 'vat: no country prefix; add one (e.g. DE136695976) or give country', 'src/lib/ops/vat/README.md: an empty country counts as absent'),
	refused('no prefix, null country', { vat: '136695976', country: null }, 'vat: no country prefix; add one (e.g. DE136695976) or give country', 'src/lib/ops/vat/README.md: a null country counts as absent'),
	refused('unknown prefix', { vat: 'US123456789' }, `vat: unknown country prefix "US"; ${EXPECTED_CODES}`, `${CONTRACT}: EU codes only`),
	refused('unknown country', { vat: '123456789', country: 'US' }, `country: "US" is not an EU member state code; ${EXPECTED_CODES}`, `${CONTRACT}: country is an EU code`),
	refused('GB prefix', { vat: 'GB980780684' }, `vat: ${GB}`, 'European Commission VIES: GB numbers left VIES on 1 January 2021; XI since then'),
	refused('GB country', { vat: '980780684', country: 'gb' }, `country: ${GB}`, 'European Commission VIES: GB numbers left VIES on 1 January 2021; XI since then'),
	refused('stray character', { vat: 'DE 136/695/976' }, 'vat: unexpected character "/"; only letters and digits, with spaces, dots or dashes, are allowed', 'src/lib/ops/vat/README.md: only spaces, dots and dashes are ignored'),
	refused('separators only', { vat: ' - . ' }, 'vat: is empty', 'src/lib/ops/vat/README.md: separators are ignored, leaving nothing'),
	refused('vat empty', { vat: '' }, 'vat: is empty', CONTRACT),
	refused('vat missing', {}, 'vat: is required', `${CONTRACT}; ${DECISIONS}`),
	refused('vat missing, country given', { country: 'DE' }, 'vat: is required', CONTRACT),
	refused('vat not a string', { vat: 136695976 }, 'vat: must be a string', `${CONTRACT}: vat is a string`),
	refused('vat null', { vat: null }, 'vat: must be a string', `${CONTRACT}: vat is a string`),
	refused('country not a string', { vat: 'DE136695976', country: 49 }, 'country: must be a string', `${CONTRACT}: country is a string`),
	refused('vat over 64 characters', { vat: `DE ${'1'.repeat(62)}` }, 'vat: must be at most 64 characters, got 65', 'src/lib/ops/vat/README.md: vat holds at most 64 characters')
];
