import tzlookup from '@photostructure/tz-lookup';
import moment from 'moment-timezone';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTimezoneData, OUTPUT, serializeTimezoneData } from '../../../../scripts/data/build-timezone-data.js';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { PLACES } from './places.js';
import { operations } from './index.js';
import { TZDB_VERSION as ANNOUNCED_VERSION } from './tzdb-version.js';
import { formatOffset, localIso, nauticalZone } from './timezone.js';
import { canonicalSpelling, getZone, LISTED_IDS, offsetVariesInYear, stateAt, TZDB_VERSION, unpackBase60 } from './tzdb.js';

replayCases(cases, operations);

const [timezone, timezoneList] = operations;
const run = (input: unknown, now = Date.UTC(2026, 6, 15, 12), timezoneAt?: (lat: number, lon: number) => string | null) =>
	executeOperation(timezone, input, { now: () => now, timezoneAt }) as { status: number; body: Record<string, unknown> };

/** Instants across the years the answers matter for: now-ish, both halves of the year, ahead. */
const INSTANTS = [
	Date.UTC(2019, 5, 1),
	Date.UTC(2024, 0, 15),
	Date.UTC(2025, 6, 15),
	Date.UTC(2026, 0, 15, 12),
	Date.UTC(2026, 6, 15, 12),
	Date.UTC(2026, 10, 21, 14, 20),
	Date.UTC(2030, 0, 15),
	Date.UTC(2037, 6, 15),
	Date.UTC(1970, 0, 1),
	Date.UTC(1985, 6, 1),
	Date.UTC(2099, 11, 31)
];

describe('shipped data', () => {
	it('is what scripts/data/build-timezone-data.js derives from moment-timezone', () => {
		// A mismatch means moment-timezone or the script changed: run `node scripts/data/build-timezone-data.js`.
		expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(serializeTimezoneData(buildTimezoneData()));
	});
});

describe('packed tzdb unpacker', () => {
	it('decodes base 60 as moment-timezone documents it', () => {
		expect(unpackBase60('0')).toBe(0);
		expect(unpackBase60('10')).toBe(60); // "-10" is one hour east
		expect(unpackBase60('a')).toBe(10);
		expect(unpackBase60('X')).toBe(59);
		expect(unpackBase60('-5u')).toBe(-(5 * 60 + 30));
		expect(unpackBase60('R.s')).toBeCloseTo(53 + 28 / 60, 10); // R = 36 + 17, s = 10 + 18
	});

	it('names in its attribution the release of the data it ships (tzdb-version.ts, read without the data)', () => {
		expect(ANNOUNCED_VERSION).toBe(TZDB_VERSION);
	});

	it('agrees with moment-timezone (an independent unpacker of the full data) for every accepted ID, 1970-2100', () => {
		expect(moment.tz.dataVersion).toBe(TZDB_VERSION);
		const ids = [...LISTED_IDS, 'Asia/Calcutta', 'US/Eastern', 'America/Argentina/ComodRivadavia'];
		for (const id of ids) {
			const zone = getZone(id)!;
			expect(zone, id).not.toBeNull();
			for (const at of INSTANTS) {
				const m = moment.tz(at, id);
				const ours = stateAt(zone, at);
				expect([id, at, ours.offset, ours.abbr]).toEqual([id, at, m.utcOffset(), m.zoneAbbr()]);
			}
		}
	});

	it("matches ICU's offsets (Intl longOffset) for every listed zone, except documented tzdb updates", () => {
		// Zones whose rules changed in tzdb releases newer than the ICU data of Node 20 (2025c):
		// Vancouver, Edmonton, Inuvik, Winnipeg keep summer offsets from November 2026; Havana from
		// 2026; Morocco stays on +00 from September 2026. Allowed only while ICU's data is older.
		const NEWER_RULES = new Set([
			'America/Vancouver',
			'America/Edmonton',
			'America/Inuvik',
			'America/Winnipeg',
			'America/Havana',
			'Africa/Casablanca',
			'Africa/El_Aaiun'
		]);
		const icuOlder = (process.versions.tz ?? '') < TZDB_VERSION;
		const differ: string[] = [];
		for (const id of LISTED_IDS) {
			const fmt = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longOffset' });
			for (const at of INSTANTS.slice(3, 8)) {
				const text = fmt.formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
				const m = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(text)!;
				const icu = m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
				const ours = stateAt(getZone(id)!, at).offset;
				if (icu !== ours) differ.push(id);
				// Our formatting of the offset is ICU's (which writes offset 0 as "GMT" or "GMT+00:00").
				if (icu === ours) expect(`GMT${formatOffset(ours)}`).toBe(text === 'GMT' ? 'GMT+00:00' : text);
			}
		}
		const unexpected = [...new Set(differ)].filter((id) => !(icuOlder && NEWER_RULES.has(id)));
		expect(unexpected).toEqual([]);
	});

	it('knows DST use per local calendar year', () => {
		const at = (id: string, t: number) => offsetVariesInYear(getZone(id)!, t);
		expect(at('America/Sao_Paulo', Date.UTC(2026, 0, 1))).toBe(false);
		expect(at('America/Sao_Paulo', Date.UTC(2019, 11, 31))).toBe(true);
		expect(at('America/Sao_Paulo', Date.UTC(2020, 0, 1, 12))).toBe(false);
		expect(at('Asia/Kolkata', Date.UTC(2026, 5, 1))).toBe(false);
		expect(at('Etc/UTC', Date.UTC(2026, 5, 1))).toBe(false);
		// Southern hemisphere: DST straddles the new year, still true in both years.
		expect(at('Australia/Sydney', Date.UTC(2026, 5, 1))).toBe(true);
		expect(at('Pacific/Auckland', Date.UTC(2026, 11, 31, 23))).toBe(true);
		expect(at('Europe/Berlin', Date.UTC(2026, 5, 1))).toBe(true);
	});
});

describe('IDs and the list', () => {
	it('accepts IDs in any case and links, answering the tzdb spelling', () => {
		expect(canonicalSpelling('EUROPE/PARIS')).toBe('Europe/Paris');
		expect(canonicalSpelling('asia/calcutta')).toBe('Asia/Calcutta');
		expect(canonicalSpelling('us/eastern')).toBe('US/Eastern');
		expect(canonicalSpelling('Europe/Nowhere')).toBeNull();
		expect(canonicalSpelling('')).toBeNull();
	});

	it('lists sorted, unique IDs with their count', () => {
		const { status, body } = executeOperation(timezoneList, {}, { now: () => 0 }) as {
			status: number;
			body: { timezones: string[]; count: number };
		};
		expect(status).toBe(200);
		expect(body.count).toBe(body.timezones.length);
		expect(new Set(body.timezones).size).toBe(body.count);
		expect([...body.timezones].sort()).toEqual(body.timezones);
		for (const id of ['UTC', 'Etc/UTC', 'Europe/Copenhagen', 'America/Ciudad_Juarez', 'Asia/Kolkata', 'Etc/GMT+12']) {
			expect(body.timezones).toContain(id);
		}
		// Backward-compatibility aliases are accepted but not listed.
		for (const id of ['Asia/Calcutta', 'US/Eastern', 'Etc/Zulu']) expect(body.timezones).not.toContain(id);
		// Query parameters are ignored.
		expect((executeOperation(timezoneList, { x: '1' }, { now: () => 0 }) as { body: unknown }).body).toEqual(body);
	});

	it("accepts every zone ICU lists (Intl.supportedValuesOf), and every zone.tab ID", () => {
		const icu = Intl.supportedValuesOf('timeZone');
		expect(icu.filter((id) => !canonicalSpelling(id))).toEqual([]);
		// Every listed ID is one ICU knows too (listed or as an alias).
		const known = (id: string) => {
			try {
				new Intl.DateTimeFormat('en', { timeZone: id });
				return true;
			} catch {
				return false;
			}
		};
		expect(LISTED_IDS.filter((id) => !known(id))).toEqual([]);
	});

	it('rejects an ID longer than 100 characters by the schema', () => {
		expect(run({ timezone: 'A'.repeat(101) }).status).toBe(422);
		expect(run({ timezone: 42 }).body).toEqual({ detail: 'timezone: Invalid input: expected string, received number', code: 'invalid_input' });
	});
});

describe('formatting', () => {
	it('formats offsets with sign, hours and minutes', () => {
		expect(formatOffset(0)).toBe('+00:00');
		expect(formatOffset(-570)).toBe('-09:30');
		expect(formatOffset(825)).toBe('+13:45');
		expect(formatOffset(-720)).toBe('-12:00');
		expect(formatOffset(840)).toBe('+14:00');
	});

	it('formats local time to the second, dropping milliseconds', () => {
		expect(localIso(Date.UTC(2026, 0, 1, 0, 0, 0, 999), 0)).toBe('2026-01-01T00:00:00+00:00');
		expect(localIso(Date.UTC(2026, 11, 31, 23, 30), 60)).toBe('2027-01-01T00:30:00+01:00');
		expect(localIso(Date.UTC(2026, 0, 1, 0, 15), -30)).toBe('2025-12-31T23:45:00-00:30');
		// Agrees with Date#toISOString at offset 0.
		const t = Date.UTC(2026, 10, 21, 14, 20, 5);
		expect(localIso(t, 0)).toBe(new Date(t).toISOString().replace('.000Z', '+00:00'));
	});

	it('names the nautical zone of a longitude', () => {
		expect(nauticalZone(0)).toBe('Etc/GMT');
		expect(nauticalZone(-30)).toBe('Etc/GMT+2');
		expect(nauticalZone(7.4)).toBe('Etc/GMT');
		expect(nauticalZone(7.6)).toBe('Etc/GMT-1');
		expect(nauticalZone(-180)).toBe('Etc/GMT+12');
		expect(nauticalZone(180)).toBe('Etc/GMT-12');
		for (let lon = -180; lon <= 180; lon += 2.5) expect(getZone(nauticalZone(lon)), String(lon)).not.toBeNull();
	});
});

describe('coordinates without a provider (tz-lookup, as in the browser)', () => {
	it.each(PLACES)('%s', (_, lat, lon, zone) => {
		expect(run({ lat, lon }).body.timezone).toBe(zone);
	});

	it('only meets names the shipped tzdb knows (1° grid)', () => {
		const unknown = new Set<string>();
		for (let lat = -89.5; lat < 90; lat += 1) {
			for (let lon = -179.5; lon < 180; lon += 1) {
				const id = tzlookup(lat, lon);
				if (!canonicalSpelling(id)) unknown.add(id);
			}
		}
		expect([...unknown]).toEqual([]);
	});

	it('accepts the extremes of the ranges', () => {
		for (const [lat, lon] of [
			[90, 180],
			[-90, -180],
			[90, 0],
			[-90, 0]
		]) {
			const r = run({ lat, lon });
			expect(r.status, `${lat},${lon}`).toBe(200);
		}
	});
});

describe('coordinates with a provider (ctx.timezoneAt, as on the server)', () => {
	it('uses the provider when given', () => {
		const seen: number[][] = [];
		const r = run({ lat: 1, lon: 2 }, undefined, (lat, lon) => (seen.push([lat, lon]), 'asia/tokyo'));
		expect(r.body.timezone).toBe('Asia/Tokyo');
		expect(seen).toEqual([[1, 2]]);
	});

	it('falls back to the nautical zone when the provider finds nothing or an unknown name', () => {
		expect(run({ lat: 0, lon: -45 }, undefined, () => null).body.timezone).toBe('Etc/GMT+3');
		expect(run({ lat: 0, lon: 100 }, undefined, () => 'Mars/Base').body.timezone).toBe('Etc/GMT-7');
	});

	it('is not called for an ID', () => {
		const r = run({ timezone: 'Asia/Tokyo' }, undefined, () => {
			throw new Error('called');
		});
		expect(r.status).toBe(200);
	});
});
