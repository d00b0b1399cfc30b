import data from './countries.json' with { type: 'json' };
import { normalizeName } from './normalize.js';

/** Contract 2.4: one country or territory. */
export interface CountryInfo {
	cca2: string;
	cca3: string;
	name: string;
	official_name: string;
	capital: string;
	region: string;
	subregion: string;
	population: number;
	area_km2: number;
	flag: string;
	currencies: { code: string; name: string; symbol: string }[];
	languages: string[];
	calling_code: string;
	tld: string;
	borders: string[];
	timezones: string[];
	continents: string[];
}

/** A row of countries.json: the answer plus its normalised names (scripts/data/build-country-data.js). */
export interface CountryRecord extends CountryInfo {
	search: { name: string; official: string; other: string[] };
}

export const COUNTRIES: readonly CountryRecord[] = data as CountryRecord[];

/**
 * Codes outside ISO 3166-1 that name a country of the table: Kosovo's user-assigned XK has the
 * alpha-3 UNK in world-countries (the UN's), while the EU and IMF write XKX.
 */
const CODE_ALIASES: Record<string, string> = { XKX: 'XK' };

const byCode = new Map<string, CountryRecord>();
for (const c of COUNTRIES) {
	byCode.set(c.cca2, c);
	byCode.set(c.cca3, c);
}
for (const [alias, cca2] of Object.entries(CODE_ALIASES)) byCode.set(alias, byCode.get(cca2)!);

/** Two or three ASCII letters. */
export const CODE_PATTERN = /^[A-Za-z]{2,3}$/;

/** The answer for a record: a copy without the search keys. */
export function countryInfo(record: CountryRecord): CountryInfo {
	const { search: _search, currencies, languages, borders, timezones, continents, ...rest } = record;
	return {
		...rest,
		currencies: currencies.map((c) => ({ ...c })),
		languages: [...languages],
		borders: [...borders],
		timezones: [...timezones],
		continents: [...continents]
	};
}

/**
 * The country with an ISO 3166-1 alpha-2 or alpha-3 code, any case (plus XKX for Kosovo).
 * @example findByCode('bRa')?.cca2 === 'BR'
 */
export function findByCode(code: string): CountryRecord | undefined {
	return CODE_PATTERN.test(code) ? byCode.get(code.toUpperCase()) : undefined;
}

/** How well a country's names match a term; lower is better (docs/spec/decisions.md "Country search"). */
export const TIERS = ['exact common name', 'exact official name', 'exact alternative or native name', 'prefix', 'substring'] as const;

/** The best (lowest) tier at which `record` matches the normalised `term`, or -1. */
export function matchTier(record: CountryRecord, term: string): number {
	const { name, official, other } = record.search;
	if (name === term) return 0;
	if (official === term) return 1;
	if (other.includes(term)) return 2;
	const keys = [name, official, ...other];
	if (keys.some((k) => k.startsWith(term))) return 3;
	if (keys.some((k) => k.includes(term))) return 4;
	return -1;
}

/**
 * Every country matching `term`, best first: by tier, then larger population, then alpha-2 code
 * (so the order is total). The search operation answers the first.
 * @example rankCountries('united')[0].record.cca2 === 'US'
 */
export function rankCountries(term: string): { record: CountryRecord; tier: number }[] {
	const normalised = normalizeName(term);
	if (!normalised) return [];
	return COUNTRIES.map((record) => ({ record, tier: matchTier(record, normalised) }))
		.filter((m) => m.tier >= 0)
		.sort((a, b) => a.tier - b.tier || b.record.population - a.record.population || a.record.cca2.localeCompare(b.record.cca2));
}

/** The single best match for a name, or undefined. */
export function searchCountry(term: string): CountryRecord | undefined {
	return rankCountries(term)[0]?.record;
}
