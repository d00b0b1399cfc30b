import tzlookup from '@photostructure/tz-lookup';
import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import { executeOperation } from '../../engine/execute.js';
import { operations } from '../../ops/timezone/index.js';
import { PLACES } from '../../ops/timezone/places.js';
import { canonicalSpelling } from '../../ops/timezone/tzdb.js';
import { timezoneAt } from './timezone.js';

describe('geo-tz provider', () => {
	it.each(PLACES)('%s', (_, lat, lon, zone) => {
		expect(timezoneAt(lat, lon)).toBe(zone);
	});

	it('is what the operation uses when the server hands it over', async () => {
		// Awaited: the first call of the operation in a process loads its code first (a promise),
		// later ones answer at once; which one this is depends on the files run before it.
		const r = await executeOperation(operations[0], { lat: 31.6904, lon: -106.4245 }, { now: () => Date.UTC(2026, 6, 15, 12), timezoneAt });
		expect(r).toEqual({
			status: 200,
			body: {
				timezone: 'America/Ciudad_Juarez',
				abbreviation: 'MDT',
				utc_offset: '-06:00',
				utc_offset_minutes: -360,
				current_local_time: '2026-07-15T06:00:00-06:00',
				observes_dst: true
			}
		});
	});

	it('answers the nautical zone at sea and at the poles', () => {
		expect(timezoneAt(0, -30)).toBe('Etc/GMT+2');
		expect(timezoneAt(-40, -130)).toBe('Etc/GMT+9');
		expect(typeof timezoneAt(90, 0)).toBe('string');
		expect(typeof timezoneAt(-90, 180)).toBe('string');
	});

	// A sanity bound, not the measurement (scripts/bench/measure-timezone-lookup.js, src/lib/ops/timezone/README.md).
	it('names only zones the shipped tzdb knows, and agrees with tz-lookup on the offsets of most land points (3° grid)', () => {
		const jan = Date.UTC(2026, 0, 15, 12);
		const jul = Date.UTC(2026, 6, 15, 12);
		const pair = (id: string) => `${moment.tz(jan, id).utcOffset()}/${moment.tz(jul, id).utcOffset()}`;
		let land = 0;
		let differ = 0;
		const unknown = new Set<string>();
		for (let lat = -88.5; lat < 90; lat += 3) {
			for (let lon = -178.5; lon < 180; lon += 3) {
				const server = timezoneAt(lat, lon)!;
				if (!canonicalSpelling(server)) unknown.add(server);
				if (server.startsWith('Etc/')) continue;
				land++;
				if (pair(server) !== pair(tzlookup(lat, lon))) differ++;
			}
		}
		expect([...unknown]).toEqual([]);
		expect(land).toBeGreaterThan(2000);
		expect(differ / land).toBeLessThan(0.08);
	});
});
