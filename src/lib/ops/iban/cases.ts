import type { OperationCase } from '../cases.js';

/**
 * The SWIFT IBAN Registry, release 100 (the registry's TXT edition, as published by SWIFT, the
 * ISO 13616 registration authority): for each of its 89 IBAN country codes, the "IBAN electronic
 * format example", the "IBAN print format example" and the "BBAN structure", copied from the
 * registry's text. Columns: code, country name, electronic example, print example, BBAN structure.
 */
export const SWIFT_REGISTRY: [string, string, string, string, string][] = [
	['AD', 'Andorra', 'AD1200012030200359100100', 'AD12 0001 2030 2003 5910 0100', '4!n4!n12!c'],
	['AE', 'United Arab Emirates (The)', 'AE070331234567890123456', 'AE07 0331 2345 6789 0123 456', '3!n16!n'],
	['AL', 'Albania', 'AL47212110090000000235698741', 'AL47 2121 1009 0000 0002 3569 8741', '8!n16!c'],
	['AT', 'Austria', 'AT611904300234573201', 'AT61 1904 3002 3457 3201', '5!n11!n'],
	['AZ', 'Azerbaijan', 'AZ21NABZ00000000137010001944', 'AZ21 NABZ 0000 0000 1370 1000 1944', '4!a20!c'],
	['BA', 'Bosnia and Herzegovina', 'BA391290079401028494', 'BA39 1290 0794 0102 8494', '3!n3!n8!n2!n'],
	['BE', 'Belgium', 'BE68539007547034', 'BE68 5390 0754 7034', '3!n7!n2!n'],
	['BG', 'Bulgaria', 'BG80BNBG96611020345678', 'BG80 BNBG 9661 1020 3456 78', '4!a4!n2!n8!c'],
	['BH', 'Bahrain', 'BH67BMAG00001299123456', 'BH67 BMAG 0000 1299 1234 56', '4!a14!c'],
	['BI', 'Burundi', 'BI4210000100010000332045181', 'BI42 10000 10001 00003320451 81', '5!n5!n11!n2!n'],
	['BR', 'Brazil', 'BR1800360305000010009795493C1', 'BR18 0036 0305 0000 1000 9795 493C 1', '8!n5!n10!n1!a1!c'],
	['BY', 'Belarus', 'BY13NBRB3600900000002Z00AB00', 'BY13 NBRB 3600 9000 0000 2Z00 AB00', '4!c4!n16!c'],
	['CH', 'Switzerland', 'CH9300762011623852957', 'CH93 0076 2011 6238 5295 7', '5!n12!c'],
	['CR', 'Costa Rica', 'CR05015202001026284066', 'CR05 0152 0200 1026 2840 66', '4!n14!n'],
	['CY', 'Cyprus', 'CY17002001280000001200527600', 'CY17 0020 0128 0000 0012 0052 7600', '3!n5!n16!c'],
	['CZ', 'Czechia', 'CZ6508000000192000145399', 'CZ65 0800 0000 1920 0014 5399', '4!n6!n10!n'],
	['DE', 'Germany', 'DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', '8!n10!n'],
	['DJ', 'Djibouti', 'DJ2100010000000154000100186', 'DJ21 0001 0000 0001 5400 0100 186', '5!n5!n11!n2!n'],
	['DK', 'Denmark', 'DK5000400440116243', 'DK50 0040 0440 1162 43', '4!n9!n1!n'],
	['DO', 'Dominican Republic', 'DO28BAGR00000001212453611324', 'DO28 BAGR 0000 0001 2124 5361 1324', '4!c20!n'],
	['EE', 'Estonia', 'EE382200221020145685', 'EE38 2200 2210 2014 5685', '2!n14!n'],
	['EG', 'Egypt', 'EG380019000500000000263180002', 'EG38 0019 0005 0000 0000 2631 8000 2', '4!n4!n17!n'],
	['ES', 'Spain', 'ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332', '4!n4!n1!n1!n10!n'],
	['FI', 'Finland', 'FI2112345600000785', 'FI21 1234 5600 0007 85', '3!n11!n'],
	['FK', 'Falkland Islands (Malvinas)', 'FK88SC123456789012', 'FK88 SC12 3456 7890 12', '2!a12!n'],
	['FO', 'Faroe Islands', 'FO6264600001631634', 'FO62 6460 0001 6316 34', '4!n9!n1!n'],
	['FR', 'France', 'FR1420041010050500013M02606', 'FR14 2004 1010 0505 0001 3M02 606', '5!n5!n11!c2!n'],
	['GB', 'United Kingdom', 'GB29NWBK60161331926819', 'GB29 NWBK 6016 1331 9268 19', '4!a6!n8!n'],
	['GE', 'Georgia', 'GE29NB0000000101904917', 'GE29 NB00 0000 0101 9049 17', '2!a16!n'],
	['GI', 'Gibraltar', 'GI75NWBK000000007099453', 'GI75 NWBK 0000 0000 7099 453', '4!a15!c'],
	['GL', 'Greenland', 'GL8964710001000206', 'GL89 6471 0001 0002 06', '4!n9!n1!n'],
	['GR', 'Greece', 'GR1601101250000000012300695', 'GR16 0110 1250 0000 0001 2300 695', '3!n4!n16!c'],
	['GT', 'Guatemala', 'GT82TRAJ01020000001210029690', 'GT82 TRAJ 0102 0000 0012 1002 9690', '4!c20!c'],
	['HN', 'Honduras', 'HN88CABF00000000000250005469', 'HN88 CABF 0000 0000 0002 5000 5469', '4!a20!n'],
	['HR', 'Croatia', 'HR1210010051863000160', 'HR12 1001 0051 8630 0016 0', '7!n10!n'],
	['HU', 'Hungary', 'HU42117730161111101800000000', 'HU42 1177 3016 1111 1018 0000 0000', '3!n4!n1!n15!n1!n'],
	['IE', 'Ireland', 'IE29AIBK93115212345678', 'IE29 AIBK 9311 5212 3456 78', '4!a6!n8!n'],
	['IL', 'Israel', 'IL620108000000099999999', 'IL62 0108 0000 0009 9999 999', '3!n3!n13!n'],
	['IQ', 'Iraq', 'IQ98NBIQ850123456789012', 'IQ98 NBIQ 8501 2345 6789 012', '4!a3!n12!n'],
	['IS', 'Iceland', 'IS140159260076545510730339', 'IS14 0159 2600 7654 5510 7303 39', '4!n2!n6!n10!n'],
	['IT', 'Italy', 'IT60X0542811101000000123456', 'IT60 X054 2811 1010 0000 0123 456', '1!a5!n5!n12!c'],
	['JO', 'Jordan', 'JO94CBJO0010000000000131000302', 'JO94 CBJO 0010 0000 0000 0131 0003 02', '4!a4!n18!c'],
	['KW', 'Kuwait', 'KW81CBKU0000000000001234560101', 'KW81 CBKU 0000 0000 0000 1234 5601 01', '4!a22!c'],
	['KZ', 'Kazakhstan', 'KZ86125KZT5004100100', 'KZ86 125K ZT50 0410 0100', '3!n13!c'],
	['LB', 'Lebanon', 'LB62099900000001001901229114', 'LB62 0999 0000 0001 0019 0122 9114', '4!n20!c'],
	['LC', 'Saint Lucia', 'LC55HEMM000100010012001200023015', 'LC55 HEMM 0001 0001 0012 0012 0002 3015', '4!a24!c'],
	['LI', 'Liechtenstein', 'LI21088100002324013AA', 'LI21 0881 0000 2324 013A A', '5!n12!c'],
	['LT', 'Lithuania', 'LT121000011101001000', 'LT12 1000 0111 0100 1000', '5!n11!n'],
	['LU', 'Luxembourg', 'LU280019400644750000', 'LU28 0019 4006 4475 0000', '3!n13!c'],
	['LV', 'Latvia', 'LV80BANK0000435195001', 'LV80 BANK 0000 4351 9500 1', '4!a13!c'],
	['LY', 'Libya', 'LY83002048000020100120361', 'LY83 002 048 000020100120361', '3!n3!n15!n'],
	['MC', 'Monaco', 'MC5811222000010123456789030', 'MC58 1122 2000 0101 2345 6789 030', '5!n5!n11!c2!n'],
	['MD', 'Moldova, Republic of', 'MD24AG000225100013104168', 'MD24 AG00 0225 1000 1310 4168', '2!c18!c'],
	['ME', 'Montenegro', 'ME25505000012345678951', 'ME25 5050 0001 2345 6789 51', '3!n13!n2!n'],
	['MK', 'North Macedonia', 'MK07250120000058984', 'MK07 2501 2000 0058 984', '3!n10!c2!n'],
	['MN', 'Mongolia', 'MN121234123456789123', 'MN12 1234 1234 5678 9123', '4!n12!n'],
	['MR', 'Mauritania', 'MR1300020001010000123456753', 'MR13 0002 0001 0100 0012 3456 753', '5!n5!n11!n2!n'],
	['MT', 'Malta', 'MT84MALT011000012345MTLCAST001S', 'MT84 MALT 0110 0001 2345 MTLC AST0 01S', '4!a5!n18!c'],
	['MU', 'Mauritius', 'MU17BOMM0101101030300200000MUR', 'MU17 BOMM 0101 1010 3030 0200 000M UR', '4!a2!n2!n12!n3!n3!a'],
	['NI', 'Nicaragua', 'NI45BAPR00000013000003558124', 'NI45 BAPR 0000 0013 0000 0355 8124', '4!a20!n'],
	['NL', 'Netherlands (The)', 'NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00', '4!a10!n'],
	['NO', 'Norway', 'NO9386011117947', 'NO93 8601 1117 947', '4!n6!n1!n'],
	['OM', 'Oman', 'OM810180000001299123456', 'OM81 0180 0000 0129 9123 456', '3!n16!c'],
	['PK', 'Pakistan', 'PK36SCBL0000001123456702', 'PK36 SCBL 0000 0011 2345 6702', '4!a16!c'],
	['PL', 'Poland', 'PL61109010140000071219812874', 'PL61 1090 1014 0000 0712 1981 2874', '8!n16!n'],
	['PS', 'Palestine, State of', 'PS92PALS000000000400123456702', 'PS92 PALS 0000 0000 0400 1234 5670 2', '4!a21!c'],
	['PT', 'Portugal', 'PT50000201231234567890154', 'PT50 0002 0123 1234 5678 9015 4', '4!n4!n11!n2!n'],
	['QA', 'Qatar', 'QA58DOHB00001234567890ABCDEFG', 'QA58 DOHB 0000 1234 5678 90AB CDEF G', '4!a21!c'],
	['RO', 'Romania', 'RO49AAAA1B31007593840000', 'RO49 AAAA 1B31 0075 9384 0000', '4!a16!c'],
	['RS', 'Serbia', 'RS35260005601001611379', 'RS35 2600 0560 1001 6113 79', '3!n13!n2!n'],
	['RU', 'Russian Federation', 'RU0304452522540817810538091310419', 'RU03 0445 2522 5408 1781 0538 0913 1041 9', '9!n5!n15!c'],
	['SA', 'Saudi Arabia', 'SA0380000000608010167519', 'SA03 8000 0000 6080 1016 7519', '2!n18!c'],
	['SC', 'Seychelles', 'SC18SSCB11010000000000001497USD', 'SC18 SSCB 1101 0000 0000 0000 1497 USD', '4!a2!n2!n16!n3!a'],
	['SD', 'Sudan', 'SD2129010501234001', 'SD21 2901 0501 2340 01', '2!n12!n'],
	['SE', 'Sweden', 'SE4550000000058398257466', 'SE45 5000 0000 0583 9825 7466', '3!n16!n1!n'],
	['SI', 'Slovenia', 'SI56263300012039086', 'SI56 2633 0001 2039 086', '5!n8!n2!n'],
	['SK', 'Slovakia', 'SK3112000000198742637541', 'SK31 1200 0000 1987 4263 7541', '4!n6!n10!n'],
	['SM', 'San Marino', 'SM86U0322509800000000270100', 'SM86 U032 2509 8000 0000 0270 100', '1!a5!n5!n12!c'],
	['SO', 'Somalia', 'SO211000001001000100141', 'SO21 1000 0010 0100 0100 141', '4!n3!n12!n'],
	['ST', 'Sao Tome and Principe', 'ST23000100010051845310146', 'ST23 0001 0001 0051 8453 1014 6', '4!n4!n11!n2!n'],
	['SV', 'El Salvador', 'SV62CENR00000000000000700025', 'SV 62 CENR 00000000000000700025', '4!a20!n'],
	['TL', 'Timor-Leste', 'TL380080012345678910157', 'TL38 0080 0123 4567 8910 157', '3!n14!n2!n'],
	['TN', 'Tunisia', 'TN5910006035183598478831', 'TN59 1000 6035 1835 9847 8831', '2!n3!n13!n2!n'],
	['TR', 'Turkiye', 'TR330006100519786457841326', 'TR33 0006 1005 1978 6457 8413 26', '5!n1!n16!c'],
	['UA', 'Ukraine', 'UA213223130000026007233566001', 'UA21 3223 1300 0002 6007 2335 6600 1', '6!n19!c'],
	['VA', 'Holy See', 'VA59001123000012345678', 'VA59 001 1230 0001 2345 678', '3!n15!n'],
	['VG', 'Virgin Islands (British)', 'VG96VPVG0000012345678901', 'VG96 VPVG 0000 0123 4567 8901', '4!a16!n'],
	['XK', 'Kosovo', 'XK051212012345678906', 'XK05 1212 0123 4567 8906', '4!n10!n2!n'],
	['YE', 'Yemen', 'YE15CBYE0001018861234567891234', 'YE15 CBYE 0001 0188 6123 4567 8912 34', '4!a4!n18!c']
];

/**
 * The registry's print example is the ISO 13616 paper format (groups of four) for every country
 * but these four, whose print examples follow the national grouping; the contract asks for groups
 * of four, written out here by hand.
 */
export const NOT_GROUPS_OF_FOUR: Record<string, string> = {
	BI: 'BI42 1000 0100 0100 0033 2045 181',
	LY: 'LY83 0020 4800 0020 1001 2036 1',
	SV: 'SV62 CENR 0000 0000 0000 0070 0025',
	VA: 'VA59 0011 2300 0012 3456 78'
};

/**
 * Codes that ibantools 4.5.4 knows but the SWIFT registry (release 100) does not list: national
 * IBAN formats of central banks outside the registry (BCEAO and BEAC zones, Maghreb, Iran, ...),
 * with ibantools' structure. No official example exists, so the cases below build one per
 * country: a BBAN that fits the structure, and check digits from `checkDigits` (below).
 */
export const OUTSIDE_REGISTRY: [string, number, string][] = [
	['AO', 25, '21!n'],
	['BF', 28, '2!c22!n'],
	['BJ', 28, '2!c22!n'],
	['CF', 27, '23!n'],
	['CG', 27, '23!n'],
	['CI', 28, '1!a23!n'],
	['CM', 27, '23!n'],
	['CV', 25, '21!n'],
	['DZ', 26, '22!n'],
	['GA', 27, '23!n'],
	['GQ', 27, '23!n'],
	['GW', 25, '2!a19!n'],
	['IR', 26, '22!n'],
	['KM', 27, '23!n'],
	['MA', 28, '24!n'],
	['MG', 27, '23!n'],
	['ML', 28, '2!c22!n'],
	['MZ', 25, '21!n'],
	['NE', 28, '2!a22!n'],
	['SN', 28, '2!a22!n'],
	['TD', 27, '23!n'],
	['TG', 28, '2!a22!n']
];

/**
 * ISO 13616 check digits, written independently of the module (BigInt arithmetic on the whole
 * number instead of the module's running remainder): move country code and "00" behind the
 * BBAN, letters to 10..35, check digits = 98 - (number mod 97), two digits.
 */
export function checkDigits(country: string, bban: string): string {
	const digits = [...`${bban}${country}00`].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
	return String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
}

/** A complete IBAN with correct ISO 13616 check digits. */
export const withCheckDigits = (country: string, bban: string) => `${country}${checkDigits(country, bban)}${bban}`;

/** A BBAN of the given SWIFT structure: digits 1,2,3... for n, letters A,B,C... for a and c. */
function sampleBban(structure: string): string {
	let out = '';
	for (const [, count, kind] of structure.matchAll(/(\d+)!([nac])/g)) {
		for (let i = 0; i < Number(count); i++) out += kind === 'n' ? String((out.length + 1) % 10) : 'ABCDEFGHIJ'[out.length % 10];
	}
	return out;
}

const REGISTRY = 'SWIFT IBAN Registry release 100: IBAN electronic format example';
const PRINT = 'SWIFT IBAN Registry release 100: IBAN print format example';
const DECISION = 'docs/spec/decisions.md "IBAN" (any string → 200; valid:false names the reason)';
const HAND = 'check digits by the BigInt ISO 7064 mod 97-10 in iban/cases.ts (independent of the module)';

const op = 'iban-validator';

const validBody = (iban: string, formatted: string) => ({
	iban,
	valid: true,
	formatted,
	country: iban.slice(0, 2),
	bban: iban.slice(4)
});

const invalid = (name: string, input: string, iban: string, error: string, source: string): OperationCase => ({
	name: `${name} → valid: false`,
	op,
	input: { iban: input },
	expected: { status: 200, body: { iban, valid: false, error } },
	source
});

const formattedOf = (code: string, print: string) => NOT_GROUPS_OF_FOUR[code] ?? print;

// Mutations of the German registry example DE89 3704 0044 0532 0130 00.
const DE = 'DE89370400440532013000';
const DE_LETTER = withCheckDigits('DE', '37040044053201300A');
const NL_DIGIT_BANK = withCheckDigits('NL', '1BNA0417164300');
const IE_DIGIT_BANK = withCheckDigits('IE', 'A1BK93115212345678');
const BY_DIGIT_BANK = withCheckDigits('BY', 'NB1B3600900000002Z00AB00');
// Belgian BBAN: 3-digit bank, 7-digit account, 2 check digits = first ten digits mod 97 (5390075470
// mod 97 = 34, as in the registry example); 35 is wrong, the IBAN check digits still fit.
const BE_NATIONAL = withCheckDigits('BE', '539007547035');

/**
 * Three DE IBANs that pass mod 97 with check digits outside 02..98 (ISO 13616): a BBAN whose
 * proper check digits are 98, 97 or 02 also "passes" with 01, 00 or 99 (the same value mod 97).
 */
function outOfRange(proper: string, written: string): string {
	for (let n = 0; ; n++) {
		const bban = `37040044${String(n).padStart(10, '0')}`;
		if (checkDigits('DE', bban) === proper) return `DE${written}${bban}`;
	}
}
const DE_01 = outOfRange('98', '01');
const DE_00 = outOfRange('97', '00');
const DE_99 = outOfRange('02', '99');

export const cases: OperationCase[] = [
	...SWIFT_REGISTRY.map(
		([code, name, electronic, print]): OperationCase => ({
			name: `${code} ${name}: registry example, electronic format`,
			op,
			input: { iban: electronic },
			expected: { status: 200, body: validBody(electronic, formattedOf(code, print)) },
			source: `${REGISTRY}; formatted from the print example${NOT_GROUPS_OF_FOUR[code] ? ' regrouped by four by hand' : ''}`
		})
	),
	...SWIFT_REGISTRY.map(
		([code, name, electronic, print]): OperationCase => ({
			name: `${code} ${name}: registry example, print format (spaces)`,
			op,
			input: { iban: print },
			expected: { status: 200, body: validBody(electronic, formattedOf(code, print)) },
			source: `${PRINT}; contract 2.18: spaces ignored`
		})
	),
	...OUTSIDE_REGISTRY.map(([code, length, structure]): OperationCase => {
		const iban = withCheckDigits(code, sampleBban(structure));
		return {
			name: `${code} (outside the SWIFT registry, ${length} characters): built example`,
			op,
			input: { iban },
			expected: { status: 200, body: validBody(iban, iban.replace(/(.{4})(?=.)/g, '$1 ')) },
			source: `ibantools 4.5.4 country format (no registry example exists); ${HAND}`
		};
	}),
	{
		name: 'lower case with spaces',
		op,
		input: { iban: 'de89 3704 0044 0532 0130 00' },
		expected: { status: 200, body: validBody(DE, 'DE89 3704 0044 0532 0130 00') },
		source: `${REGISTRY} (DE); contract 2.18: normalised to upper case without spaces`
	},
	{
		name: 'paper format with the "IBAN" prefix, tabs, a no-break space and a newline',
		op,
		input: { iban: 'IBAN DE89\t3704\u00a00044 0532\n0130 00' },
		expected: { status: 200, body: validBody(DE, 'DE89 3704 0044 0532 0130 00') },
		source: `${REGISTRY} (DE); ISO 13616-1 paper format is "IBAN " + groups of four`
	},
	{
		name: '"IBAN:" prefix, lower case, and hyphens between groups',
		op,
		input: { iban: 'iban: gb29-nwbk-6016-1331-9268-19' },
		expected: { status: 200, body: validBody('GB29NWBK60161331926819', 'GB29 NWBK 6016 1331 9268 19') },
		source: `${REGISTRY} (GB); src/lib/ops/iban/README.md: hyphens and an "IBAN" prefix are ignored`
	},
	{
		name: 'Swiss QR-IBAN (IID 30000-31999) is an IBAN like any other',
		op,
		input: { iban: 'CH44 3199 9123 0008 8901 2' },
		expected: { status: 200, body: validBody('CH4431999123000889012', 'CH44 3199 9123 0008 8901 2') },
		source: `SIX Swiss Implementation Guidelines for the QR-bill, example QR-IBAN; mod 97 checked by hand in iban.test.ts`
	},
	{
		name: 'BY bank code with a digit: allowed by the registry (4!c), though ibantools says letters',
		op,
		input: { iban: BY_DIGIT_BANK },
		expected: { status: 200, body: validBody(BY_DIGIT_BANK, BY_DIGIT_BANK.replace(/(.{4})(?=.)/g, '$1 ')) },
		source: `SWIFT IBAN Registry release 100: BY BBAN structure 4!c4!n16!c; ${HAND}`
	},
	invalid('check digits changed (89 → 88)', 'DE88 3704 0044 0532 0130 00', 'DE88370400440532013000', 'check digit mismatch: check digits 88 do not fit the rest of the IBAN (ISO 7064 mod 97-10)', `${REGISTRY} (DE), one digit changed; mod 97 ≠ 1 checked in iban.test.ts`),
	invalid('GB check digits changed (29 → 28)', 'GB28 NWBK 6016 1331 9268 19', 'GB28NWBK60161331926819', 'check digit mismatch: check digits 28 do not fit the rest of the IBAN (ISO 7064 mod 97-10)', `${REGISTRY} (GB), one digit changed`),
	invalid('account digit changed (last 0 → 1)', 'DE89370400440532013001', 'DE89370400440532013001', 'check digit mismatch: check digits 89 do not fit the rest of the IBAN (ISO 7064 mod 97-10)', `${REGISTRY} (DE), one digit changed`),
	invalid('two adjacent digits swapped (…0130 → …1030)', 'DE89 3704 0044 0532 1030 00', 'DE89370400440532103000', 'check digit mismatch: check digits 89 do not fit the rest of the IBAN (ISO 7064 mod 97-10)', `${REGISTRY} (DE); ISO 7064 mod 97-10 detects every adjacent transposition`),
	invalid('check digits 01 (pass mod 97 like 98, but outside 02-98)', DE_01, DE_01, 'check digits 01 are out of range: ISO 13616 check digits run from 02 to 98', `ISO 13616-1 (check digits 02 to 98); ${HAND}`),
	invalid('check digits 00 (pass mod 97 like 97)', DE_00, DE_00, 'check digits 00 are out of range: ISO 13616 check digits run from 02 to 98', `ISO 13616-1; ${HAND}`),
	invalid('check digits 99 (pass mod 97 like 02)', DE_99, DE_99, 'check digits 99 are out of range: ISO 13616 check digits run from 02 to 98', `ISO 13616-1; ${HAND}`),
	invalid('one character short', 'DE89 3704 0044 0532 0130 0', 'DE8937040044053201300', 'wrong length for DE: expected 22 characters, got 21', `${REGISTRY} (DE, IBAN length 22)`),
	invalid('one character long', 'NL91ABNA04171643001', 'NL91ABNA04171643001', 'wrong length for NL: expected 18 characters, got 19', `${REGISTRY} (NL, IBAN length 18)`),
	invalid('country code and check digits only', 'DE89', 'DE89', 'wrong length for DE: expected 22 characters, got 4', `${REGISTRY} (DE, IBAN length 22)`),
	invalid('unknown country XX', 'XX89 3704 0044 0532 0130 00', 'XX89370400440532013000', 'unknown country code XX: no IBAN format is known for it', 'SWIFT IBAN Registry release 100 (no XX); ibantools 4.5.4 (no XX)'),
	invalid('US has no IBAN', 'US12 3456 7890 1234 5678 90', 'US12345678901234567890', 'unknown country code US: no IBAN format is known for it', 'SWIFT IBAN Registry release 100 (no US)'),
	invalid('French Guiana written with its own code GF', withCheckDigits('GF', '20041010050500013M02606'), withCheckDigits('GF', '20041010050500013M02606'), 'unknown country code GF: IBANs for GF use the FR prefix (SWIFT IBAN registry)', 'SWIFT IBAN Registry release 100, FR "Country code includes other countries/territories: GF, GP, …"'),
	invalid('Åland written with its own code AX', withCheckDigits('AX', '12345600000785'), withCheckDigits('AX', '12345600000785'), 'unknown country code AX: IBANs for AX use the FI prefix (SWIFT IBAN registry)', 'SWIFT IBAN Registry release 100, FI "Country code includes …: AX"'),
	invalid('Jersey written with its own code JE', withCheckDigits('JE', 'NWBK60161331926819'), withCheckDigits('JE', 'NWBK60161331926819'), 'unknown country code JE: IBANs for JE use the GB prefix (SWIFT IBAN registry)', 'SWIFT IBAN Registry release 100, GB "Country code includes …: IM, JE, GG"'),
	invalid('digits where the country code goes', '1289 3704 0044 0532 0130 00', '1289370400440532013000', "must start with a two-letter country code, got '12'", 'ISO 13616-1: the IBAN starts with the ISO 3166 alpha-2 country code'),
	invalid('letters where the check digits go', 'DEAB 3704 0044 0532 0130 00', 'DEAB370400440532013000', "check digits must be two digits (positions 3 and 4), got 'AB'", 'ISO 13616-1: positions 3-4 are two check digits'),
	invalid('"!" at the end', 'DE89 3704 0044 0532 0130 0!', 'DE8937040044053201300!', "invalid character '!' at position 22: only letters A-Z and digits 0-9 are allowed", 'ISO 13616-1: IBAN characters are A-Z and 0-9'),
	invalid('dots between groups', 'DE89.3704.0044.0532.0130.00', 'DE89.3704.0044.0532.0130.00', "invalid character '.' at position 5: only letters A-Z and digits 0-9 are allowed", 'ISO 13616-1; src/lib/ops/iban/README.md: only whitespace and hyphens are ignored'),
	invalid('a non-ASCII letter (é)', 'dé89 3704 0044 0532 0130 00', 'Dé89370400440532013000', "invalid character 'é' at position 2: only letters A-Z and digits 0-9 are allowed", 'ISO 13616-1: IBAN characters are A-Z and 0-9'),
	invalid('an emoji counts as one character', 'DE89🏦3704', 'DE89🏦3704', "invalid character '🏦' at position 5: only letters A-Z and digits 0-9 are allowed", 'ISO 13616-1'),
	invalid('a letter in a numeric German BBAN (check digits recomputed)', DE_LETTER, DE_LETTER, "BBAN format wrong for DE (18!n): position 22 must be a digit, got 'A'", `${REGISTRY}: DE BBAN 8!n10!n; ${HAND}`),
	invalid('a digit in the Dutch bank code (check digits recomputed)', NL_DIGIT_BANK, NL_DIGIT_BANK, "BBAN format wrong for NL (4!a10!n): position 5 must be a letter, got '1'", `SWIFT IBAN Registry release 100: NL BBAN 4!a10!n; ${HAND}`),
	invalid('a digit in the Irish bank code (registry 4!a; ibantools would allow it)', IE_DIGIT_BANK, IE_DIGIT_BANK, "BBAN format wrong for IE (4!a14!n): position 6 must be a letter, got '1'", `SWIFT IBAN Registry release 100: IE BBAN 4!a6!n8!n; ${HAND}`),
	invalid('Belgian national check digits wrong (IBAN check digits fit)', BE_NATIONAL, BE_NATIONAL, "national check digits wrong for BE: the BBAN fails the country's own checksum", `Belgian account check (first 10 digits mod 97) worked by hand; ${HAND}`),
	invalid('empty string', '', '', 'empty: no IBAN characters given', DECISION),
	invalid('only spaces', '   ', '', 'empty: no IBAN characters given', DECISION),
	invalid('only the word IBAN', 'IBAN', '', 'empty: no IBAN characters given', DECISION),
	invalid('33 characters: within 34, wrong for DE', 'DE89 3704 0044 0532 0130 0012 3456 7890 1', 'DE8937040044053201300012345678901', 'wrong length for DE: expected 22 characters, got 33', `${REGISTRY} (DE)`),
	invalid('longer than 34 characters', 'X'.repeat(35), 'X'.repeat(35), 'too long: an IBAN has at most 34 characters, got 35', 'ISO 13616-1: at most 34 characters'),
	{
		name: 'iban missing → 422',
		op,
		input: {},
		expected: { status: 422, body: { detail: 'iban: is required', code: 'invalid_input' } },
		source: DECISION + ' (422 only when missing or not a string)'
	},
	{
		name: 'iban a number → 422',
		op,
		input: { iban: 12345 },
		expected: { status: 422, body: { detail: 'iban: Invalid input: expected string, received number', code: 'invalid_input' } },
		source: DECISION
	},
	{
		name: 'iban null → 422',
		op,
		input: { iban: null },
		expected: { status: 422, body: { detail: 'iban: Invalid input: expected string, received null', code: 'invalid_input' } },
		source: DECISION
	}
];
