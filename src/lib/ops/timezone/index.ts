import { z } from 'zod';
import { defineOperation, type OperationContext } from '../../engine/define.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { TZDB_VERSION } from './tzdb-version.js';
import { formHints } from '../form-hints.js';

// tz-lookup's boundaries (about 5 MiB resident) load on the first call, not with the registry;
// so does the tz database (tzdb.ts and the code that reads it).
const boundaries = lazyModule(() => import('@photostructure/tz-lookup'));
const zones = lazyModule(() => import('./timezone.js'));

const ATTRIBUTION =
	`IANA tz database ${TZDB_VERSION} (public domain) as packed by moment-timezone (MIT); ` +
	'coordinates: timezone-boundary-builder by Evan Siroky (ODbL 1.0) via tz-lookup (CC0) in the browser and geo-tz (MIT) on the server.';

/**
 * The zone at a point: the caller's lookup when it has one (the server's full-resolution
 * geo-tz), else tz-lookup's reduced-resolution boundaries (the browser worker). A name the
 * shipped tzdb does not know, or no answer at all, falls back to the nautical zone.
 */
function zoneAt(lat: number, lon: number, ctx: OperationContext): string {
	const { canonicalSpelling, nauticalZone } = zones.get();
	const found = ctx.timezoneAt ? ctx.timezoneAt(lat, lon) : boundaries.get().default(lat, lon);
	return (found && canonicalSpelling(found)) || nauticalZone(lon);
}

export const timezone = defineOperation({
	id: 'timezone',
	group: 'geo-time',
	title: 'Time zone',
	summary:
		'Current offset, abbreviation, local time and DST use of an IANA time zone, given by its ID or found from coordinates.',
	keywords: ['timezone', 'time zone', 'iana', 'tz', 'utc offset', 'dst', 'daylight saving', 'local time', 'coordinates', 'lat', 'lon'],
	method: 'POST',
	path: '/timezone',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		timezone: z.string().max(100).nullish().describe('IANA ID, any case: America/Sao_Paulo; links such as Asia/Calcutta too').meta(formHints({ widget: 'timezone' })),
		lat: z.number().min(-90).max(90).nullish().describe('Latitude, -90 to 90 (with lon)').meta(formHints({ widget: 'latitude', alone: true })),
		lon: z.number().min(-180).max(180).nullish().describe('Longitude, -180 to 180 (with lat)').meta(formHints({ widget: 'longitude' }))
	}),
	output: z.object({
		timezone: z.string().describe('IANA ID in tzdb spelling (the zone found at the coordinates, or the ID asked for)'),
		abbreviation: z.string().describe('As tzdb names it: "CET", "EDT", "-03"'),
		utc_offset: z.string().describe('+HH:MM / -HH:MM'),
		utc_offset_minutes: z.int(),
		current_local_time: z.string().describe('ISO 8601 to the second with the offset: 2026-11-21T11:20:00-03:00'),
		observes_dst: z.boolean().describe('Whether the UTC offset changes during the current local calendar year')
	}),
	errors: [
		{
			status: 422,
			when: 'neither timezone nor both lat and lon; timezone together with lat/lon; an unknown timezone ID; lat outside -90..90 or lon outside -180..180'
		}
	],
	attribution: ATTRIBUTION,
	examples: [
		{ name: 'By IANA ID', input: { timezone: 'America/Sao_Paulo' } },
		{ name: 'By coordinates (Paris)', input: { lat: 48.8566, lon: 2.3522 } }
	],
	prepare: () => Promise.all([boundaries.load(), zones.load()]).then(() => undefined),
	run(input, ctx) {
		const { canonicalSpelling, describeZone } = zones.get();
		const hasZone = input.timezone !== undefined && input.timezone !== null;
		const hasLat = input.lat !== undefined && input.lat !== null;
		const hasLon = input.lon !== undefined && input.lon !== null;
		if (hasZone && (hasLat || hasLon)) {
			throw errors.error('not_both');
		}
		let id: string;
		if (hasZone) {
			const spelt = canonicalSpelling(input.timezone!);
			if (!spelt) throw errors.error('unknown_zone', { zone: input.timezone!.trim() }, { field: 'timezone' });
			id = spelt;
		} else if (hasLat && hasLon) {
			id = zoneAt(input.lat!, input.lon!, ctx);
		} else if (hasLat || hasLon) {
			throw errors.error('both_coordinates', { missing: hasLat ? 'lon' : 'lat' });
		} else {
			throw errors.error('neither');
		}
		const info = describeZone(id, ctx.now());
		if (!info) throw new Error(`tz data lacks ${id}`);
		return info;
	}
});

export const timezoneList = defineOperation({
	id: 'timezone-list',
	group: 'geo-time',
	title: 'Time zone list',
	summary: 'Every IANA time zone ID the time zone operation lists: the zones of the tz database, the IDs zone.tab gives a country, and UTC.',
	keywords: ['timezone', 'time zone', 'iana', 'tz', 'list', 'zones'],
	method: 'GET',
	path: '/timezone/list',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({}),
	output: z.object({
		timezones: z.array(z.string()).describe('IANA IDs, sorted by code unit'),
		count: z.int()
	}),
	errors: [],
	attribution: ATTRIBUTION,
	examples: [{ name: 'All zones', input: {} }],
	prepare: zones.load,
	run() {
		const { LISTED_IDS } = zones.get();
		return { timezones: [...LISTED_IDS], count: LISTED_IDS.length };
	}
});

export const operations = [timezone, timezoneList];
