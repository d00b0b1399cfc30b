import packed from './tzdb.json' with { type: 'json' };

/**
 * The IANA tz database as moment-timezone ships it (`data/packed/latest.json`, MIT; the tz data
 * itself is public domain), trimmed to the periods in force from 1970 to 2100 by
 * scripts/data/build-timezone-data.js (tzdb.json; names, links and zone.tab rows untouched). Packed format, one zone per string:
 * `name|abbrs|offsets|indices|untils|population`, numbers in base 60 (digits 0-9, a-z, A-X,
 * optional `.` fraction, optional leading `-`); offsets are minutes WEST of UTC; indices pick one
 * abbreviation/offset per period; untils are the deltas, in minutes, between the instants at which
 * each period ends (the last period never ends). Links are `target|alias`.
 * See https://momentjs.com/timezone/docs/#/data-formats/packed-format/.
 */
interface PackedData {
	version: string;
	zones: string[];
	links: string[];
	countries: string[];
}

const data = packed as PackedData;

/** tzdb release of the shipped data, e.g. "2026f". */
export const TZDB_VERSION = data.version;

/** One zone, unpacked: period i lasts until `untils[i]` (ms since the epoch, exclusive). */
export interface Zone {
	name: string;
	abbrs: string[];
	/** Minutes EAST of UTC (the usual sign, unlike the packed data). */
	offsets: number[];
	untils: number[];
}

function digit(code: number): number {
	if (code > 96) return code - 87; // a-z → 10-35
	if (code > 64) return code - 29; // A-X → 36-59
	return code - 48; // 0-9
}

/** Decodes one base-60 number of the packed format, e.g. "-R.s" → -(27 + 54/60). */
export function unpackBase60(text: string): number {
	const negative = text.charCodeAt(0) === 45;
	const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
	let out = 0;
	for (let i = 0; i < whole.length; i++) out = out * 60 + digit(whole.charCodeAt(i));
	let scale = 1;
	for (let i = 0; i < fraction.length; i++) {
		scale /= 60;
		out += digit(fraction.charCodeAt(i)) * scale;
	}
	return negative ? -out : out;
}

/** Unpacks one packed zone string. */
export function unpackZone(line: string): Zone {
	const [name, abbrList, offsetList, indexList, untilList] = line.split('|');
	const abbrs = abbrList.split(' ');
	// `+ 0` turns -0 (from "0") into 0.
	const offsets = offsetList.split(' ').map((o) => -unpackBase60(o) + 0);
	const indices = indexList.split('').map((c) => digit(c.charCodeAt(0)));
	const deltas = untilList ? untilList.split(' ').map(unpackBase60) : [];
	const untils: number[] = [];
	let at = 0;
	for (let i = 0; i < indices.length - 1; i++) {
		at += deltas[i] * 60_000;
		untils.push(Math.round(at));
	}
	untils.push(Infinity);
	return { name, abbrs: indices.map((i) => abbrs[i]), offsets: indices.map((i) => offsets[i]), untils };
}

const zoneLines = new Map<string, string>();
for (const line of data.zones) zoneLines.set(line.slice(0, line.indexOf('|')), line);

/** Alias → zone, from tzdb's Link lines (`backward` and others). */
const links = new Map<string, string>();
for (const line of data.links) {
	const [target, alias] = line.split('|');
	links.set(alias, target);
}

/** Every accepted ID, lower case → tzdb spelling. */
const byLowerCase = new Map<string, string>();
for (const name of [...zoneLines.keys(), ...links.keys()]) byLowerCase.set(name.toLowerCase(), name);

/**
 * The IDs `GET /timezone/list` answers: every Zone of the data, every ID that zone.tab gives a
 * country (some of them are Links since tzdb merged zones alike since 1970, e.g.
 * Europe/Copenhagen → Europe/Berlin), and "UTC"; sorted by code unit.
 */
export const LISTED_IDS: readonly string[] = (() => {
	const ids = new Set<string>(zoneLines.keys());
	for (const line of data.countries) for (const id of line.split('|')[1].split(' ')) ids.add(id);
	ids.add('UTC');
	return [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
})();

/** The tzdb spelling of an accepted ID (case-insensitive, surrounding spaces ignored), or null. */
export function canonicalSpelling(id: string): string | null {
	return byLowerCase.get(id.trim().toLowerCase()) ?? null;
}

const unpacked = new Map<string, Zone>();

/** The zone data behind an ID (a Link resolves to its target), or null for an unknown ID. */
export function getZone(id: string): Zone | null {
	const name = links.get(id) ?? id;
	let zone = unpacked.get(name);
	if (!zone) {
		const line = zoneLines.get(name);
		if (!line) return null;
		zone = unpackZone(line);
		unpacked.set(name, zone);
	}
	return zone;
}

/** Index of the period that holds instant `at`. */
function periodAt(zone: Zone, at: number): number {
	let lo = 0;
	let hi = zone.untils.length - 1;
	while (lo < hi) {
		const mid = (lo + hi) >> 1;
		if (at < zone.untils[mid]) hi = mid;
		else lo = mid + 1;
	}
	return lo;
}

/** Offset (minutes east of UTC) and abbreviation in force at instant `at`. */
export function stateAt(zone: Zone, at: number): { offset: number; abbr: string } {
	const i = periodAt(zone, at);
	return { offset: zone.offsets[i], abbr: zone.abbrs[i] };
}

/**
 * Whether the zone's UTC offset changes at some instant of the local calendar year that holds
 * `at` (from local 1 January 00:00 to the next one).
 */
export function offsetVariesInYear(zone: Zone, at: number): boolean {
	const year = new Date(at + stateAt(zone, at).offset * 60_000).getUTCFullYear();
	const startLocal = Date.UTC(year, 0, 1);
	const endLocal = Date.UTC(year + 1, 0, 1);
	const start = startLocal - stateAt(zone, startLocal).offset * 60_000;
	const end = endLocal - stateAt(zone, endLocal).offset * 60_000;
	const first = periodAt(zone, start);
	const last = periodAt(zone, end - 1);
	for (let i = first + 1; i <= last; i++) if (zone.offsets[i] !== zone.offsets[first]) return true;
	return false;
}
