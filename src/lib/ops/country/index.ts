import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';

// The countries' data (280 KB of JSON) and its indexes load on the first call (src/lib/engine/README.md, "How operations load").
const logic = lazyModule(() => import('./country.js'));

/** world-countries is ODbL 1.0 (attribution required); GeoNames is CC BY 4.0. */
const COUNTRY_DATA_ATTRIBUTION =
	'world-countries by Mohammed Le Doze (ODbL 1.0, github.com/mledoze/countries) and GeoNames (CC BY 4.0, geonames.org).';

/** Contract 2.4. */
const countryOutput = z.object({
	cca2: z.string().describe('ISO 3166-1 alpha-2'),
	cca3: z.string().describe('ISO 3166-1 alpha-3'),
	name: z.string().describe('Common name (English)'),
	official_name: z.string(),
	capital: z.string().describe('The first capital; "" when there is none (Antarctica, Macau …)'),
	region: z.string(),
	subregion: z.string().describe('"" for the Antarctic territories'),
	population: z.int().min(0).describe('GeoNames figure; 0 for uninhabited territories'),
	area_km2: z.number(),
	flag: z.string().describe('Flag emoji'),
	currencies: z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string() })),
	languages: z.array(z.string()),
	calling_code: z.string().describe('With leading +, e.g. "+55"; "" when there is none'),
	tld: z.string().describe('With leading dot, e.g. ".br"'),
	borders: z.array(z.string()).describe('Alpha-3 codes of land neighbours'),
	timezones: z.array(z.string()).describe("IANA IDs as in tzdb's zone.tab, sorted"),
	continents: z.array(z.string())
});

export const countryInfoByCode = defineOperation({
	id: 'country-info',
	group: 'geo-time',
	title: 'Country info',
	summary: `Facts about a country or territory by its ISO 3166-1 alpha-2 or alpha-3 code.`,
	keywords: ['country', 'iso 3166', 'alpha-2', 'alpha-3', 'capital', 'currency', 'calling code', 'timezone', 'flag', 'population'],
	method: 'GET',
	path: '/country-info/{code}',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		code: z.string().max(100).describe('ISO 3166-1 alpha-2 or alpha-3 code, any case: BR, bra').meta(formHints({ widget: 'country', monospace: true }))
	}),
	output: countryOutput,
	errors: [{ status: 422, when: 'the code is not 2 or 3 letters, or no country has it (`no_match`)', codes: ['no_match'] }],
	attribution: COUNTRY_DATA_ATTRIBUTION,
	examples: [
		{ name: 'Brazil (alpha-2)', input: { code: 'BR' } },
		{ name: 'Japan (alpha-3)', input: { code: 'jpn' } }
	],
	prepare: logic.load,
	run({ code }) {
		const { CODE_PATTERN, countryInfo, findByCode } = logic.get();
		const trimmed = code.trim();
		if (!CODE_PATTERN.test(trimmed)) {
			throw errors.error('not_a_code', {}, { field: 'code' });
		}
		const record = findByCode(trimmed);
		if (!record) throw errors.error('no_code', { code: trimmed.toUpperCase() }, { code: 'no_match' });
		return countryInfo(record);
	}
});

export const countrySearch = defineOperation({
	id: 'country-search',
	group: 'geo-time',
	title: 'Country search',
	summary: `The country whose name best matches a search term, in any case and with or without accents.`,
	keywords: ['country', 'search', 'name', 'lookup', 'capital', 'currency', 'calling code', 'timezone', 'flag'],
	method: 'GET',
	path: '/country-info',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		search: z
			.string()
			.trim()
			.min(1, { error: 'must not be empty' })
			.max(200)
			.describe('A name: common, official, native or an alternative spelling (Brasil, USA, cote divoire)')
	}),
	output: countryOutput,
	errors: [{ status: 422, when: '`search` missing or empty, or no country name matches it (`no_match`)', codes: ['no_match'] }],
	attribution: COUNTRY_DATA_ATTRIBUTION,
	examples: [
		{ name: 'Native name', input: { search: 'Brasil' } },
		{ name: 'Without accents', input: { search: 'cote divoire' } },
		{ name: 'Prefix', input: { search: 'united' } }
	],
	prepare: logic.load,
	run({ search }) {
		const { countryInfo, searchCountry } = logic.get();
		const record = searchCountry(search);
		if (!record) throw errors.error('no_name', { search }, { code: 'no_match' });
		return countryInfo(record);
	}
});

export const operations = [countryInfoByCode, countrySearch];
