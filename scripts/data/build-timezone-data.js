// `node scripts/data/build-timezone-data.js`
// Derives src/lib/ops/timezone/tzdb.json, the tz database the timezone operations ship (to the
// server and to the browser worker), from moment-timezone's data/packed/latest.json (MIT; the
// IANA tz data is public domain). Every Zone, Link and zone.tab row is kept under its own name
// (no merging of zones alike, unlike moment's filterLinkPack); each zone keeps only the periods
// in force from 1970 to 2100 (moment-timezone-utils' filterYears), which halves the gzip size.
// Answers for instants before 1970 use the period in force at 1970; after 2100, the last one.
// timezone.test.ts rebuilds the data in memory and checks that the committed file is identical.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUTPUT = path.join(ROOT, 'src/lib/ops/timezone/tzdb.json');
export const FIRST_YEAR = 1970;
export const LAST_YEAR = 2100;

/** The trimmed data: `{version, zones, links, countries}` in moment's packed format. */
export function buildTimezoneData() {
	const moment = require('moment-timezone/moment-timezone-utils');
	/** @type {{version: string, zones: string[], links: string[], countries: string[]}} */
	const source = require('moment-timezone/data/packed/latest.json');
	const zones = source.zones.map((/** @type {string} */ line) =>
		moment.tz.pack(moment.tz.filterYears(moment.tz.unpack(line), FIRST_YEAR, LAST_YEAR))
	);
	return { version: source.version, zones, links: source.links, countries: source.countries };
}

/** One zone, link or country per line: small diffs when the data changes, still compact. */
export function serializeTimezoneData(/** @type {ReturnType<typeof buildTimezoneData>} */ data) {
	const list = (/** @type {string[]} */ items) => '[\n' + items.map((s) => JSON.stringify(s)).join(',\n') + '\n]';
	return (
		`{\n"version": ${JSON.stringify(data.version)},\n"zones": ${list(data.zones)},\n` +
		`"links": ${list(data.links)},\n"countries": ${list(data.countries)}\n}\n`
	);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const text = serializeTimezoneData(buildTimezoneData());
	fs.writeFileSync(OUTPUT, text);
	const raw = Buffer.byteLength(text);
	const gzip = gzipSync(text, { level: 9 }).length;
	console.log(`${path.relative(ROOT, OUTPUT)}: ${raw} bytes, ${gzip} bytes gzipped`);
}
