import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildCountryData, OUTPUT, serializeCountryData } from '../../../../scripts/data/build-country-data.js';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases, ISO_PAIRS, NOT_A_CODE } from './cases.js';
import { COUNTRIES, countryInfo, findByCode, matchTier, rankCountries, searchCountry } from './country.js';
import { operations } from './index.js';
import { normalizeName } from './normalize.js';

// The answer as the API sends it (the worker's field issues for the form are not part of it).
const run = async (id: string, input: unknown) => {
	const { status, body } = await executeOperation(operations.find((o) => o.id === id)!, input, { now: () => 0 });
	return { status, body };
};
const byCca2 = (cca2: string) => COUNTRIES.find((c) => c.cca2 === cca2)!;

describe('country cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('countries.json', () => {
	it('is what scripts/data/build-country-data.js derives from the installed packages', () => {
		const committed = fs.readFileSync(path.join(import.meta.dirname, 'countries.json'), 'utf8');
		expect(path.resolve(OUTPUT)).toBe(path.resolve(import.meta.dirname, 'countries.json'));
		// A mismatch means the packages or the script changed: run `node scripts/data/build-country-data.js`.
		expect(serializeCountryData(buildCountryData())).toBe(committed);
	});

	it('stays small: under 160 kB raw and 40 kB gzipped (the browser downloads it)', () => {
		const text = fs.readFileSync(path.join(import.meta.dirname, 'countries.json'));
		expect(text.length).toBeLessThan(160_000);
		expect(gzipSync(text).length).toBeLessThan(40_000);
	});

	it('has the 249 officially assigned ISO 3166-1 entries plus Kosovo (XK), each code once', () => {
		expect(COUNTRIES).toHaveLength(250);
		expect(new Set(COUNTRIES.map((c) => c.cca2)).size).toBe(250);
		expect(new Set(COUNTRIES.map((c) => c.cca3)).size).toBe(250);
		for (const c of COUNTRIES) {
			expect(c.cca2).toMatch(/^[A-Z]{2}$/);
			expect(c.cca3).toMatch(/^[A-Z]{3}$/);
		}
		for (const [a2, a3] of ISO_PAIRS) expect(byCca2(a2).cca3).toBe(a3);
	});

	it('every flag is the two regional indicator symbols of the alpha-2 code (Unicode TR51)', () => {
		for (const c of COUNTRIES) {
			const expected = String.fromCodePoint(...[...c.cca2].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
			expect(c.flag, c.cca2).toBe(expected);
		}
	});

	it('borders name countries of the table, and each border is listed on both sides', () => {
		const byCca3 = new Map(COUNTRIES.map((c) => [c.cca3, c]));
		for (const c of COUNTRIES) {
			for (const b of c.borders) {
				expect(byCca3.has(b), `${c.cca3} → ${b}`).toBe(true);
				expect(byCca3.get(b)!.borders, `${b} should list ${c.cca3}`).toContain(c.cca3);
			}
		}
		// Documented correction: Sri Lanka and India share no land border.
		expect(byCca2('LK').borders).not.toContain('IND');
	});

	it('field formats: calling code, TLD, currencies, continents, strings', () => {
		const continents = ['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'];
		for (const c of COUNTRIES) {
			expect(c.calling_code, c.cca2).toMatch(/^(\+\d{1,7})?$/);
			expect(c.tld, c.cca2).toMatch(/^\.[a-z]{2}$/);
			expect(c.name && c.official_name && c.region, c.cca2).toBeTruthy();
			for (const cur of c.currencies) {
				expect(cur.code, c.cca2).toMatch(/^[A-Z]{3}$/);
				expect(cur.name && cur.symbol, `${c.cca2} ${cur.code}`).toBeTruthy();
			}
			expect(c.continents.length, c.cca2).toBeGreaterThanOrEqual(1);
			for (const k of c.continents) expect(continents, c.cca2).toContain(k);
			expect([...c.timezones].sort(), c.cca2).toEqual(c.timezones);
		}
		// Only Antarctica and Heard Island have no calling code; only Antarctica no currency.
		expect(COUNTRIES.filter((c) => !c.calling_code).map((c) => c.cca2)).toEqual(['AQ', 'HM']);
		expect(COUNTRIES.filter((c) => !c.currencies.length).map((c) => c.cca2)).toEqual(['AQ']);
		// No capital: Antarctica, Bouvet Island, Heard Island, Macau (world-countries gives none), US Minor Outlying Islands.
		expect(COUNTRIES.filter((c) => !c.capital).map((c) => c.cca2)).toEqual(['AQ', 'BV', 'HM', 'MO', 'UM']);
		// Exactly the documented transcontinental countries list two continents.
		expect(COUNTRIES.filter((c) => c.continents.length > 1).map((c) => c.cca2)).toEqual(['AZ', 'EG', 'GE', 'KZ', 'RU', 'TR']);
	});

	it('every calling code with several countries is a shared numbering plan (ITU-T E.164)', () => {
		const shared = new Map<string, string[]>();
		for (const c of COUNTRIES) if (c.calling_code) shared.set(c.calling_code, [...(shared.get(c.calling_code) ?? []), c.cca2]);
		const multi = Object.fromEntries([...shared].filter(([, v]) => v.length > 1));
		expect(multi).toEqual({
			'+1': ['CA', 'DO', 'PR', 'UM', 'US'], // NANP
			'+7': ['KZ', 'RU'],
			'+39': ['IT', 'VA'], // documented choice for the Vatican
			'+44': ['GB', 'GG', 'IM', 'JE'], // Crown Dependencies share the UK's plan
			'+47': ['BV', 'NO'],
			'+212': ['EH', 'MA'], // documented choice for Western Sahara
			'+262': ['RE', 'TF', 'YT'],
			'+500': ['FK', 'GS'],
			'+590': ['BL', 'GP', 'MF'],
			'+599': ['BQ', 'CW'],
			'+61': ['AU', 'CC', 'CX'],
			'+64': ['NZ', 'PN']
		});
	});
});

/**
 * ICU (and so Intl in Node and Chromium) still names some zones by their older CLDR spelling and
 * lists only that one in supportedValuesOf; the IANA name is accepted as an alias of it.
 */
const CLDR_SPELLINGS: Record<string, string> = {
	'Africa/Asmara': 'Africa/Asmera',
	'America/Argentina/Buenos_Aires': 'America/Buenos_Aires',
	'America/Argentina/Catamarca': 'America/Catamarca',
	'America/Argentina/Cordoba': 'America/Cordoba',
	'America/Argentina/Jujuy': 'America/Jujuy',
	'America/Argentina/Mendoza': 'America/Mendoza',
	'America/Atikokan': 'America/Coral_Harbour',
	'America/Indiana/Indianapolis': 'America/Indianapolis',
	'America/Kentucky/Louisville': 'America/Louisville',
	'America/Nuuk': 'America/Godthab',
	'Asia/Ho_Chi_Minh': 'Asia/Saigon',
	'Asia/Kathmandu': 'Asia/Katmandu',
	'Asia/Kolkata': 'Asia/Calcutta',
	'Asia/Yangon': 'Asia/Rangoon',
	'Atlantic/Faroe': 'Atlantic/Faeroe',
	'Europe/Kyiv': 'Europe/Kiev',
	'Pacific/Chuuk': 'Pacific/Truk',
	'Pacific/Kanton': 'Pacific/Enderbury',
	'Pacific/Pohnpei': 'Pacific/Ponape'
};

describe('timezones', () => {
	it("every ID is known to Intl: listed by supportedValuesOf, or a documented alias of a listed one", () => {
		const supported = new Set(Intl.supportedValuesOf('timeZone'));
		const ids = [...new Set(COUNTRIES.flatMap((c) => c.timezones))];
		expect(ids.length).toBeGreaterThan(400);
		for (const id of ids) {
			const resolved = new Intl.DateTimeFormat('en-US', { timeZone: id }).resolvedOptions().timeZone;
			// An ICU that already uses the IANA name lists it; an older one resolves it to the CLDR spelling.
			if (supported.has(id)) continue;
			expect(CLDR_SPELLINGS[id], `${id} resolves to ${resolved}`).toBe(resolved);
			expect(supported.has(resolved), id).toBe(true);
		}
	});

	it('no deprecated tzdb name survives (US/Eastern, Asia/Calcutta, Europe/Kiev …)', () => {
		const ids = new Set(COUNTRIES.flatMap((c) => c.timezones));
		for (const legacy of ['US/Eastern', 'US/Pacific', 'Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev', 'Brazil/East', 'GB', 'Etc/GMT-7', 'Singapore']) {
			expect(ids.has(legacy), legacy).toBe(false);
		}
		for (const cldr of Object.values(CLDR_SPELLINGS)) expect(ids.has(cldr), cldr).toBe(false);
	});

	it('every inhabited entry has at least one zone; Bouvet and Heard Island have none in tzdb', () => {
		expect(COUNTRIES.filter((c) => !c.timezones.length).map((c) => c.cca2)).toEqual(['BV', 'HM']);
	});
});

describe('population and area', () => {
	it('population is an integer, positive except for the uninhabited BV, HM and UM', () => {
		for (const c of COUNTRIES) expect(Number.isInteger(c.population), c.cca2).toBe(true);
		expect(COUNTRIES.filter((c) => c.population <= 0).map((c) => c.cca2)).toEqual(['BV', 'HM', 'UM']);
	});

	// Plausibility only: GeoNames figures are from around 2010 and differ from other sources.
	it.each([
		['CN', 1.2e9, 1.5e9],
		['IN', 1.0e9, 1.5e9],
		['US', 2.8e8, 3.5e8],
		['BR', 1.7e8, 2.2e8],
		['NG', 1.2e8, 2.3e8],
		['DE', 7.5e7, 9.0e7],
		['XK', 1.5e6, 2.2e6],
		['TV', 8e3, 1.3e4],
		['VA', 400, 1000]
	])('%s population within %d..%d', (cca2, min, max) => {
		const { population } = byCca2(cca2);
		expect(population).toBeGreaterThanOrEqual(min);
		expect(population).toBeLessThanOrEqual(max);
	});

	// CIA World Factbook, "Area: total"; world-countries takes other national figures, so 1 %.
	it.each([
		['RU', 17_098_242],
		['CA', 9_984_670],
		['BR', 8_515_770],
		['IN', 3_287_263],
		['JP', 377_915],
		['DE', 357_022],
		['XK', 10_887]
	])('%s area within 1 %% of the CIA World Factbook total (%d km²)', (cca2, cia) => {
		expect(Math.abs(byCca2(cca2).area_km2 - cia) / cia).toBeLessThan(0.01);
	});

	it('US area lies between the CIA World Factbook land (9,147,593) and total (9,833,517) areas', () => {
		const { area_km2 } = byCca2('US');
		expect(area_km2).toBeGreaterThan(9_147_593);
		expect(area_km2).toBeLessThan(9_833_517);
	});

	it('every area is positive (SJ takes the GeoNames figure where world-countries has -1)', () => {
		for (const c of COUNTRIES) expect(c.area_km2, c.cca2).toBeGreaterThan(0);
		expect(byCca2('SJ').area_km2).toBe(62049);
	});
});

describe('normalizeName', () => {
	it.each([
		["Côte d'Ivoire", 'cote divoire'],
		['Côte d’Ivoire', 'cote divoire'],
		['  COTE   D IVOIRE ', 'cote d ivoire'],
		['Guinea-Bissau', 'guinea bissau'],
		['U.S.A.', 'usa'],
		['São Tomé and Príncipe', 'sao tome and principe'],
		['Åland', 'aland'],
		['Bouvetøya', 'bouvetoya'],
		['Færøerne', 'faeroerne'],
		['Polska Rzeczpospolita Ludowa Łódź', 'polska rzeczpospolita ludowa lodz'],
		['Türkiye', 'turkiye'],
		['İstanbul', 'istanbul'],
		['Korea, Republic of', 'korea republic of'],
		['Bosnia & Herzegovina', 'bosnia herzegovina'],
		['대한민국', '대한민국'],
		['Россия', 'россия'],
		['!!!', '']
	])('%s → %s', (input, expected) => {
		expect(normalizeName(input)).toBe(expected);
	});

	it('is idempotent on every stored key', () => {
		for (const c of COUNTRIES) {
			for (const k of [c.search.name, c.search.official, ...c.search.other]) expect(normalizeName(k)).toBe(k);
		}
	});
});

describe('code lookup', () => {
	it('finds every entry by alpha-2 and alpha-3 in upper, lower and mixed case', () => {
		for (const c of COUNTRIES) {
			for (const code of [c.cca2, c.cca3, c.cca2.toLowerCase(), c.cca3.toLowerCase(), c.cca3[0] + c.cca3.slice(1).toLowerCase()]) {
				expect(findByCode(code)?.cca2, code).toBe(c.cca2);
			}
		}
	});

	it('rejects what is not two or three ASCII letters', () => {
		for (const code of ['', 'B', 'BRAZ', 'B1', '076', 'ÄB', 'B R']) expect(findByCode(code), code).toBeUndefined();
	});

	it('answers a copy: changing it leaves the table alone', async () => {
		const answer = (await run('country-info', { code: 'BR' })).body as ReturnType<typeof countryInfo>;
		answer.timezones.push('Mars/Olympus_Mons');
		answer.currencies[0].symbol = 'X';
		expect(byCca2('BR').timezones).not.toContain('Mars/Olympus_Mons');
		expect(byCca2('BR').currencies[0].symbol).toBe('R$');
		expect(answer).not.toHaveProperty('search');
	});

	it('an empty or missing code is 422 (only reachable without HTTP: GET /country-info/ is the search)', async () => {
		expect(await run('country-info', { code: '' })).toEqual({ status: 422, body: { detail: NOT_A_CODE, code: 'invalid_input' } });
		expect(await run('country-info', { code: '   ' })).toEqual({ status: 422, body: { detail: NOT_A_CODE, code: 'invalid_input' } });
		expect(await run('country-info', {})).toEqual({ status: 422, body: { detail: 'code: is required', code: 'invalid_input' } });
	});

	it('takes a 100-character code at most (then it is not a code anyway)', async () => {
		expect((await run('country-info', { code: 'A'.repeat(101) })).status).toBe(422);
		expect((await run('country-info', { code: 42 })).body).toEqual({ detail: 'code: Invalid input: expected string, received number', code: 'invalid_input' });
	});
});

describe('name search ranking', () => {
	it('assigns the five tiers in the documented order', () => {
		const br = byCca2('BR');
		expect(matchTier(br, 'brazil')).toBe(0);
		expect(matchTier(br, 'federative republic of brazil')).toBe(1);
		expect(matchTier(br, 'brasil')).toBe(2);
		expect(matchTier(br, 'br')).toBe(2); // the alpha-2 code is one of its alternative spellings
		expect(matchTier(br, 'braz')).toBe(3);
		expect(matchTier(br, 'republic of')).toBe(4);
		expect(matchTier(br, 'peru')).toBe(-1);
	});

	it('"united": every prefix match, by population (GeoNames figures)', () => {
		// US 310,232,863 > MX 112,468,855 > GB 62,348,447 > TZ 41,892,895 > AE 4,975,593 > VI 108,708 > UM 0.
		expect(rankCountries('united').map((m) => [m.record.cca2, m.tier])).toEqual([
			['US', 3],
			['MX', 3],
			['GB', 3],
			['TZ', 3],
			['AE', 3],
			['VI', 3],
			['UM', 3]
		]);
	});

	it('equal populations fall back to the alpha-2 code (BV, HM, UM are all 0)', () => {
		const zero = rankCountries('island')
			.map((m) => m.record)
			.filter((c) => c.population === 0)
			.map((c) => c.cca2);
		expect(zero).toEqual(['BV', 'HM', 'UM']);
	});

	it('"congo": the exact alternative spelling beats a more populous prefix match', () => {
		expect(rankCountries('congo').map((m) => [m.record.cca2, m.tier])).toEqual([
			['CG', 2],
			['CD', 3]
		]);
	});

	it('finds nothing for terms that normalise to nothing or match no name', () => {
		expect(searchCountry('')).toBeUndefined();
		expect(searchCountry(' - ')).toBeUndefined();
		expect(searchCountry('atlantis')).toBeUndefined();
	});

	it('a 200-character term is accepted (and matches nothing)', async () => {
		const result = await run('country-search', { search: 'z'.repeat(200) });
		expect(result).toEqual({ status: 422, body: { detail: `Country not found: no country name matches "${'z'.repeat(200)}"`, code: 'no_match' } });
	});

	it('answers the same 2.4 shape as the code lookup', async () => {
		const [bySearch, byCode] = await Promise.all([run('country-search', { search: 'Brasil' }), run('country-info', { code: 'BR' })]);
		expect(bySearch).toEqual(byCode);
	});
});

describe('module', () => {
	it('defines the two GET operations of the contract', () => {
		expect(operations.map(({ id, method, path, runs, group }) => ({ id, method, path, runs, group }))).toEqual([
			{ id: 'country-info', method: 'GET', path: '/country-info/{code}', runs: 'anywhere', group: 'geo-time' },
			{ id: 'country-search', method: 'GET', path: '/country-info', runs: 'anywhere', group: 'geo-time' }
		]);
	});

	it('uses no Node built-ins in the code that reaches the browser', () => {
		for (const file of ['index.ts', 'country.ts', 'normalize.js']) {
			expect(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'), file).not.toMatch(/from 'node:|require\(/);
		}
	});

	it('every example input gives 200', async () => {
		for (const op of operations) {
			for (const example of op.examples) expect((await run(op.id, example.input)).status, example.name).toBe(200);
		}
	});
});
