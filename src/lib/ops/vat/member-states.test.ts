/**
 * Format and check digits of every VIES country against numbers published elsewhere: real VAT
 * numbers collected by python-stdnum (tests/test_eu_vat.doctest "found online", test_gb_vat.doctest,
 * the modules' docstrings), and the same file's numbers mangled to fail. Nothing here was produced
 * by the code under test.
 */
import { describe, expect, it } from 'vitest';
import { OperationError } from '../../engine/define.js';
import { iso7064Mod11_10Valid, isCalendarDate, luhnCheckDigit, luhnValid, mod } from './check-digits.js';
import { MEMBER_STATES } from './member-states.js';
import { parseVatNumber } from './vat-number.js';

/** Valid numbers per country, as printed (spaces, dots, dashes and case as found). */
const VALID: Record<string, string[]> = {
	// test_eu_vat.doctest
	AT: ['ATU 142 43 102', 'ATU 15159209', 'ATU 54300000', 'ATU13585627', 'ATU46080404', 'ATU61195628'],
	BE: ['BE 0202.239.951', 'BE 0402 918 402', 'BE 0897290877', 'BE 444.503.092', 'BE0428759497', 'BE697449992'],
	BG: ['BG 103873594', 'BG 131 272 009', 'BG 175074752', 'BG7111042925', 'BG7523169263', 'BG7542011030', 'BG8032056031', 'Bg 200442771'],
	CY: ['CY 10246672X', 'CY 10263870R', 'CY-10008489 A', 'CY-10259033P', 'CY00632993 F'],
	CZ: ['CZ 25123891', 'CZ 640903926', 'CZ 682127228', 'CZ 6956220612', 'CZ 8058012314', 'CZ00023205', 'CZ450 33 145', 'CZ7652046248'],
	DE: ['DE - 113866163', 'DE 118619592', 'DE 181 207 708', 'DE 221.304.969', 'DE 813 11 38 75', 'DE136308783'],
	DK: ['DK 10 50 32 80', 'DK 2566 2202', 'DK-27630308', 'DK10150817', 'DK36149213'],
	EE: ['EE 100 931 558', 'EE 100523487', 'EE 101286639', 'EE101256753'],
	EL: ['EL 039868210', 'EL 094012834', 'EL 94051189', 'EL 998386804', 'EL-082857563', 'El 800 179 925'],
	ES: ['ES - Q0818001J', 'ES 54362315K', 'ES A-28184661', 'ES B64717838', 'ES J99216582', 'ES Q-2818015-F', 'ES W4003922D', 'ES X-5253868-R', 'ES Y5277343F', 'ES Z5277343K', 'ES-x-2482300w'],
	FI: ['FI 02459042', 'FI 0982651-1', 'FI 2094606-3', 'FI-214 95 540', 'FI18261444'],
	FR: ['FR 04409414364', 'FR 114 248 728 36', 'FR 19552143273', 'FR 61 954 506 077', 'FR K 7399859412', 'FR01712030113', 'Fr 40 303 265 045', 'FR16000063601', 'FR32000000330'],
	HU: ['HU -12509403', 'HU 10672101', 'HU 64241281', 'HU-14528114', 'HU13852467'],
	IE: ['IE 0005306C', 'IE 632 3420 C', 'IE 8223200u', 'IE-9696131F', 'IE6433435IH', 'IE6433435OA', 'IE8D79739I', 'IE9Y71814N'],
	IT: ['IT - 01404480202', 'IT 0 0 6 1 8 2 8 0 4 9 9', 'IT 00118439991', 'IT 09596821000', 'IT00743110157'],
	LT: ['LT 100001354118', 'LT 119511515', 'LT 757118413', 'LT-100000979812', 'LT290068995116'],
	LU: ['LU 10059929', 'LU 109 676 28', 'LU 22 22 12 68', 'LU.248.70.640', 'Lu 19980500'],
	LV: ['LV 4000 3521 600', 'LV 40003189718', 'LV 43603009384', 'LV 90000528023', 'LV-42103048183'],
	MT: ['MT 1039-6417', 'MT 1465 8213', 'MT 17025737', 'MT 20630321'],
	NL: ['NL 001241 643 B01', 'NL 806753742B01', 'NL 8225.69.759 b01', 'NL-8197.38.116.B.01', 'NL001162938B28', 'NL00449544B01', 'NL4495445B01', 'NL68357370B01'],
	PL: ['PL 5211355116', 'PL 584-030-44-72', 'PL 645-000-67-50', 'PL 777 26 68 285', 'PL-951-157-77-68', 'PL6772135826'],
	PT: ['PT 500 019 720', 'PT 500135.495', 'PT 502448911', 'PT-505 856 468', 'PT503038083'],
	RO: ['RO 11358544', 'RO 1822964', 'RO 185 472 90', 'RO 241 30 20', 'RO 573768', 'Ro 15071875'],
	SE: ['SE 202 100-5000 01', 'SE 556.383.740.901', 'SE 556058115801', 'SE-5562245190-01', 'Se 556250398601'],
	SI: ['SI 26808498', 'SI 3609 7152', 'SI 50223054', 'SI-89036999'],
	SK: ['SK 1078449064', 'SK 202 274 96 19', 'SK 2020 237 945', 'SK2022193459'],
	// hr/oib.py docstring; the Croatian VAT number is the OIB.
	HR: ['HR 33392005961'],
	// test_gb_vat.doctest (XI numbers are UK numbers): mod 97, 9755 ("restarting"), a branch, GD and HA.
	XI: ['XI 002 4257 28', 'XI 100 1950 75', 'XI 100190874', 'XI 242338087388', 'XI 980780684', 'XI653599494', 'XIGD100', 'XIHA501']
};

/** More valid numbers from the modules' docstrings and tests (python-stdnum), one kind each. */
const MORE_VALID: [string, string][] = [
	['BG 7501020018', 'bg vat doctest: physical person (EGN)'],
	['BG 7153849522', 'bg vat doctest: others'],
	['BG 7111042925', 'bg pnf docstring: foreigner (PNF)'],
	['CZ 7103192745', 'cz dic docstring: birth number (RČ)'],
	['CZ 991231123', 'cz rc docstring: 9-digit birth number (before 1954)'],
	['ES 11111111H', 'es vat doctest: DNI'],
	['ES A11111119', 'es vat doctest: CIF'],
	['ES X1111111G', 'es vat doctest: NIE'],
	['ES L1111111G', 'es vat doctest: NIF starting with L'],
	['FR 23334175221', 'fr tva docstring'],
	['FR 53000004605', 'fr tva doctest: Monaco (no SIREN)'],
	['LV 16117519997', 'lv pvn docstring: personal code'],
	['NL000099998B57', 'Belastingdienst example btw-id (sole trader, mod 97, since 2020)']
];

/** Numbers that fail their check digits (test_eu_vat.doctest, "mangled so their check digit is wrong", and docstrings). */
const BAD_CHECK: string[] = [
	'ATU 143 43 102', 'ATU 15169209', 'ATU46080904', 'ATU61191628',
	'BE 0406.139.583', 'BE 0793 013 186', 'BE 456.973.432', 'BE697449982',
	'BG 1037735942', 'BG 131 172 009', 'BG 147147471', 'BG 200940556', 'BG 175074751',
	'CY 10246672F', 'CY-10009489 A', 'CY-10257074Y', 'CY00632893 F',
	'CZ 25557481', 'CZ 48207726', 'CZ 640913926', 'CZ 8058018314', 'CZ 7103192746',
	'DE 125014855', 'DE 246 495 415', 'DE 813 91 38 75', 'DE - 266297673',
	'DK 11 96 56 58', 'DK 2565 2202', 'DK-27996592', 'DK10159817',
	'EE 100 941 558', 'EE 100525487', 'EE 101586639', 'EE101256754',
	'ES 54362415K', 'ES K-2814015-F', 'ES-x-2322300w', 'Es-a48951310', 'ES 11111111T', 'ES A11111118', 'ES X1111111A', 'ES L1111111C',
	'EL 094013834', 'EL 094068733', 'EL094501140', 'EL 094269805',
	'FR 04409414264', 'FR 21 326 565 603', 'FR K 7399859312', 'FR L 7399859412', 'FR 84 323 140 391',
	'HR 33392005962',
	'IE 4731823H', 'IE 632 3421 C', 'IE 5339273F', 'IE8D79729I', 'IE 6433435E',
	'IT 00743110158',
	'LV 40003189715', 'LV 90000528022', 'LV-10103241337', 'LV-42103048181', 'LV 40003521601',
	'NL 123456789B90',
	'RO 185 472 91',
	'SI 50223055',
	'SK 1078449164', 'SK 302 274 96 19', 'SK 2030 237 945', 'SK 2020457679', 'SK 202 274 96 18',
	'XI 802311781', 'XI 001234567'
];

/** Numbers without their country's format (test_eu_vat.doctest formatting flaws, wrong components and lengths; test_gb_vat.doctest). */
const BAD_FORMAT: string[] = [
	'AT1 142 43 102', 'ATU 1515B209', 'ATU 151592092',
	'BE 02A2.239.951',
	'BG 10X8735941',
	'CY-102590Z3P', 'CY-12259033P', 'CY-1225903322',
	'CZ 95123891',
	'DE 246X595 415', 'DE 011125440',
	'ES B-583784312',
	'FR000076090', 'FR IO334175221',
	'IE 4550C59S', 'IE 069385V8', 'IE 111222333', 'IE 1234567ABC',
	'IT 00687129980',
	'LT 100001354', 'LT 100001509922',
	'NL 001241643801', 'NL 009122746B00', 'NL B06753742B01', 'NL 82X569759b01', 'NL006866304B021',
	'SE 55643359201', 'SE 5567003255201',
	'SK A078449064',
	'XI 9807806B4', 'XI GD600', 'XI HA201', 'XI 9807806842'
];

/** The 422 detail for a number, or null when it passes. */
function refusal(vat: string): string | null {
	try {
		parseVatNumber(vat);
		return null;
	} catch (err) {
		if (err instanceof OperationError && err.status === 422) return err.message;
		throw err;
	}
}

describe('member states', () => {
	it('covers the 27 member states (Greece as EL) and Northern Ireland (XI)', () => {
		expect([...MEMBER_STATES.keys()].sort()).toEqual(
			['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']
		);
		expect(Object.keys(VALID).sort()).toEqual([...MEMBER_STATES.keys()].sort());
	});

	describe.each(Object.entries(VALID))('%s', (code, numbers) => {
		it.each(numbers)('accepts %s', (vat) => {
			expect(refusal(vat)).toBeNull();
			expect(parseVatNumber(vat).country).toBe(code);
		});
	});

	it.each(MORE_VALID)('accepts %s (%s)', (vat) => expect(refusal(vat)).toBeNull());

	it.each(BAD_CHECK)('refuses %s: check digits', (vat) => expect(refusal(vat)).toMatch(/^vat: invalid [A-Z]{2} \([A-Za-z ]+\) VAT number: /));

	it.each(BAD_FORMAT)('refuses %s: format', (vat) => expect(refusal(vat)).toMatch(/^vat: (invalid format for|unexpected character)/));

	it('checks every country’s check digits: one digit off is refused everywhere it has digits', () => {
		// The last character of each valid number changed to the next digit (or letter): a check
		// that ignored its check digit would let these through.
		for (const [code, numbers] of Object.entries(VALID)) {
			for (const vat of numbers) {
				const { number } = parseVatNumber(vat);
				if (/^(GD|HA)/.test(number)) continue; // no check digits
				const last = number.at(-1)!;
				const changed = /\d/.test(last) ? String((Number(last) + 1) % 10) : last === 'Z' ? 'A' : String.fromCharCode(last.charCodeAt(0) + 1);
				const variant = code + number.slice(0, -1) + changed;
				// Not check digits: a Dutch number's B suffix, a UK branch's last three digits. A
				// Bulgarian 10-digit number passes if any of three schemes holds, so one change may
				// land on another's.
				if (code === 'NL' || (code === 'XI' && number.length === 12) || (code === 'BG' && number.length === 10)) continue;
				expect(refusal(variant), variant).not.toBeNull();
			}
		}
	});

	it('names the expected format in the detail', () => {
		expect(refusal('DE 011125440')).toBe('vat: invalid format for DE (Germany): expected 9 digits, the first not 0');
		expect(refusal('CZ 1103492745')).toBe('vat: invalid CZ (Czechia) VAT number: the birth number does not hold a valid date');
		expect(refusal('CZ 590312123')).toBe(
			'vat: invalid CZ (Czechia) VAT number: a 9-digit number of an individual (birth number) must be from before 1954'
		);
		expect(refusal('LV 16137519997')).toBe('vat: invalid LV (Latvia) VAT number: the personal code does not hold a valid date');
		expect(refusal('SK 2010 237 945')).toBe(
			'vat: invalid SK (Slovakia) VAT number: neither an IČ DPH (first digit not 0, third digit 2, 3, 4, 7, 8 or 9) nor a valid birth number'
		);
	});

	it('accepts Latvian personal codes from 2017 on (32…) by length only', () => {
		expect(refusal('LV 32000000000')).toBeNull();
		expect(refusal('LV 3200000000')).toBe('vat: invalid format for LV (Latvia): expected 11 digits');
	});

	it('pads short forms to the canonical one', () => {
		expect(parseVatNumber('BE 444.503.092')).toEqual({ country: 'BE', number: '0444503092' });
		expect(parseVatNumber('EL 94051189')).toEqual({ country: 'EL', number: '094051189' });
		expect(parseVatNumber('NL4495445B01')).toEqual({ country: 'NL', number: '004495445B01' });
		expect(parseVatNumber('NL 68357370B01')).toEqual({ country: 'NL', number: '068357370B01' });
	});
});

describe('check-digit arithmetic', () => {
	it('ISO 7064 MOD 11,10: the standard’s worked example and OIB', () => {
		// ISO 7064 annex: 0794 → check digit 5 (MOD 11,10); hr/oib.py docstring 33392005961.
		expect(iso7064Mod11_10Valid('07945')).toBe(true);
		expect(iso7064Mod11_10Valid('07944')).toBe(false);
		expect(iso7064Mod11_10Valid('33392005961')).toBe(true);
	});

	it('Luhn: the ISO/IEC 7812 example 7992739871 → 3', () => {
		expect(luhnCheckDigit('7992739871')).toBe(3);
		expect(luhnValid('79927398713')).toBe(true);
		expect(luhnValid('79927398710')).toBe(false);
	});

	it('mod is never negative', () => {
		expect(mod(-9, 11)).toBe(2);
		expect(mod(20, 11)).toBe(9);
	});

	it('knows the calendar', () => {
		expect(isCalendarDate(2000, 2, 29)).toBe(true);
		expect(isCalendarDate(1900, 2, 29)).toBe(false);
		expect(isCalendarDate(2024, 2, 29)).toBe(true);
		expect(isCalendarDate(2023, 2, 29)).toBe(false);
		expect(isCalendarDate(2023, 4, 31)).toBe(false);
		expect(isCalendarDate(2023, 13, 1)).toBe(false);
		expect(isCalendarDate(2023, 0, 1)).toBe(false);
		expect(isCalendarDate(2023, 12, 31)).toBe(true);
	});
});
