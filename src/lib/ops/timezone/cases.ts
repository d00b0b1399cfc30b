import type { OperationCase } from '../cases.js';

/*
 * Expectations are derived by hand from the IANA tz database source text (files `europe`,
 * `northamerica`, `southamerica`, `asia`, `australasia`, `etcetera`, `backward`), not from the
 * code under test. The rules used:
 * - EU (Rule EU): summer time from the last Sunday of March 01:00 UTC to the last Sunday of
 *   October 01:00 UTC. 2026-03-01 is a Sunday, so the last Sunday of March is the 29th; 2026-10-01
 *   is a Thursday, so the last Sunday of October is the 25th. Zone Europe/Paris 1:00 EU CE%sT.
 * - US (Rule US, since 2007): second Sunday of March 2:00 local to first Sunday of November
 *   2:00 local; 2026-03-08 02:00 EST = 07:00 UTC. Zone America/New_York -5:00 US E%sT;
 *   America/Denver -7:00 US M%sT; America/Ciudad_Juarez -7:00 US M%sT since 2022-11-30.
 * - Brazil: Rule Brazil 2016-2019 ends DST on Feb Sun>=15 (2019-02-17); no rule after 2019, so
 *   America/Sao_Paulo (-3:00 Brazil -03/-02) is -03 all year from then on.
 * - Asia/Kolkata 5:30 IST; Asia/Tokyo 9:00 Japan J%sT (no DST since 1951); Asia/Kathmandu 5:45
 *   +0545; Asia/Calcutta is a Link to Asia/Kolkata (file `backward`).
 * - Australia/Lord_Howe 10:30 LH +1030/+11: +30 min from first Sunday of October to first
 *   Sunday of April. Pacific/Chatham 12:45 Chatham +1245/+1345: +1 h from the last Sunday of
 *   September to the first Sunday of April.
 * - Etc/GMT+3 is -3 "-03" (POSIX sign); Etc/UTC 0 "UTC", UTC a Link to it.
 * Coordinates: well-known places whose zone tzdb's comments or zone.tab name (El Paso, TX uses
 * Mountain time; Ciudad Juárez its own zone since 2022; Badajoz Spain and Elvas Portugal either
 * side of the Caia), mid-ocean points the nautical zone of their longitude (15° bands).
 */
const TZDB = 'IANA tzdb source text (hand derivation in the comment at the top of cases.ts)';
const CONTRACT = 'Contract 2.5 and section 4: 422 when neither timezone nor both lat and lon';

const JAN = Date.UTC(2026, 0, 15, 12, 0, 0);
const JUL = Date.UTC(2026, 6, 15, 12, 0, 0);
const NOW = Date.UTC(2026, 10, 21, 14, 20, 0);

function ok(
	name: string,
	input: Record<string, unknown>,
	now: number,
	body: [timezone: string, abbreviation: string, utc_offset: string, minutes: number, local: string, dst: boolean],
	source = TZDB
): OperationCase {
	const [timezone, abbreviation, utc_offset, utc_offset_minutes, current_local_time, observes_dst] = body;
	return {
		name,
		op: 'timezone',
		input,
		now,
		expected: { status: 200, body: { timezone, abbreviation, utc_offset, utc_offset_minutes, current_local_time, observes_dst } },
		source
	};
}

function invalid(name: string, input: unknown, detail: string, source = CONTRACT): OperationCase {
	return { name, op: 'timezone', input, expected: { status: 422, body: { detail, code: 'invalid_input' } }, source };
}

export const cases: OperationCase[] = [
	ok('Paris in winter: CET', { timezone: 'Europe/Paris' }, JAN, ['Europe/Paris', 'CET', '+01:00', 60, '2026-01-15T13:00:00+01:00', true]),
	ok('Paris in summer: CEST', { timezone: 'Europe/Paris' }, JUL, ['Europe/Paris', 'CEST', '+02:00', 120, '2026-07-15T14:00:00+02:00', true]),
	ok('EU spring forward: last second of CET', { timezone: 'Europe/Paris' }, Date.UTC(2026, 2, 29, 0, 59, 59), [
		'Europe/Paris', 'CET', '+01:00', 60, '2026-03-29T01:59:59+01:00', true
	]),
	ok('EU spring forward: first second of CEST (01:00 UTC)', { timezone: 'Europe/Paris' }, Date.UTC(2026, 2, 29, 1), [
		'Europe/Paris', 'CEST', '+02:00', 120, '2026-03-29T03:00:00+02:00', true
	]),
	ok('EU fall back: last second of CEST', { timezone: 'Europe/Paris' }, Date.UTC(2026, 9, 25, 0, 59, 59), [
		'Europe/Paris', 'CEST', '+02:00', 120, '2026-10-25T02:59:59+02:00', true
	]),
	ok('EU fall back: first second of CET (01:00 UTC)', { timezone: 'Europe/Paris' }, Date.UTC(2026, 9, 25, 1), [
		'Europe/Paris', 'CET', '+01:00', 60, '2026-10-25T02:00:00+01:00', true
	]),
	ok('Sao Paulo: -03, no DST since 2019; milliseconds dropped', { timezone: 'America/Sao_Paulo' }, NOW + 999, [
		'America/Sao_Paulo', '-03', '-03:00', -180, '2026-11-21T11:20:00-03:00', false
	]),
	ok('Sao Paulo in 2019: the offset still changed in February', { timezone: 'America/Sao_Paulo' }, Date.UTC(2019, 5, 1, 12), [
		'America/Sao_Paulo', '-03', '-03:00', -180, '2019-06-01T09:00:00-03:00', true
	]),
	ok('New York in winter: EST', { timezone: 'America/New_York' }, JAN, ['America/New_York', 'EST', '-05:00', -300, '2026-01-15T07:00:00-05:00', true]),
	ok('New York in summer: EDT', { timezone: 'America/New_York' }, JUL, ['America/New_York', 'EDT', '-04:00', -240, '2026-07-15T08:00:00-04:00', true]),
	ok('US spring forward: last second of EST', { timezone: 'America/New_York' }, Date.UTC(2026, 2, 8, 6, 59, 59), [
		'America/New_York', 'EST', '-05:00', -300, '2026-03-08T01:59:59-05:00', true
	]),
	ok('US spring forward: first second of EDT (07:00 UTC)', { timezone: 'America/New_York' }, Date.UTC(2026, 2, 8, 7), [
		'America/New_York', 'EDT', '-04:00', -240, '2026-03-08T03:00:00-04:00', true
	]),
	ok('Kolkata: IST +05:30', { timezone: 'Asia/Kolkata' }, NOW, ['Asia/Kolkata', 'IST', '+05:30', 330, '2026-11-21T19:50:00+05:30', false]),
	ok('Tokyo: JST', { timezone: 'Asia/Tokyo' }, NOW, ['Asia/Tokyo', 'JST', '+09:00', 540, '2026-11-21T23:20:00+09:00', false]),
	ok('Kathmandu: +05:45', { timezone: 'Asia/Kathmandu' }, NOW, ['Asia/Kathmandu', '+0545', '+05:45', 345, '2026-11-21T20:05:00+05:45', false]),
	ok('Lord Howe in July: +10:30', { timezone: 'Australia/Lord_Howe' }, JUL, [
		'Australia/Lord_Howe', '+1030', '+10:30', 630, '2026-07-15T22:30:00+10:30', true
	]),
	ok('Lord Howe in January: half-hour DST, +11:00', { timezone: 'Australia/Lord_Howe' }, JAN, [
		'Australia/Lord_Howe', '+11', '+11:00', 660, '2026-01-15T23:00:00+11:00', true
	]),
	ok('Chatham in July: +12:45', { timezone: 'Pacific/Chatham' }, JUL, ['Pacific/Chatham', '+1245', '+12:45', 765, '2026-07-16T00:45:00+12:45', true]),
	ok('Chatham in January: +13:45', { timezone: 'Pacific/Chatham' }, JAN, ['Pacific/Chatham', '+1345', '+13:45', 825, '2026-01-16T01:45:00+13:45', true]),
	ok('A link answers under the name asked for (Asia/Calcutta)', { timezone: 'Asia/Calcutta' }, NOW, [
		'Asia/Calcutta', 'IST', '+05:30', 330, '2026-11-21T19:50:00+05:30', false
	]),
	ok('Any case and surrounding spaces; tzdb spelling in the answer', { timezone: ' america/new_york ' }, JAN, [
		'America/New_York', 'EST', '-05:00', -300, '2026-01-15T07:00:00-05:00', true
	]),
	ok('UTC: +00:00, not Z', { timezone: 'utc' }, NOW, ['UTC', 'UTC', '+00:00', 0, '2026-11-21T14:20:00+00:00', false]),
	ok('Etc/GMT+3 is three hours behind UTC', { timezone: 'Etc/GMT+3' }, NOW, ['Etc/GMT+3', '-03', '-03:00', -180, '2026-11-21T11:20:00-03:00', false]),
	ok('null coordinates count as absent', { timezone: 'Asia/Tokyo', lat: null, lon: null }, NOW, [
		'Asia/Tokyo', 'JST', '+09:00', 540, '2026-11-21T23:20:00+09:00', false
	]),

	ok('Coordinates: Paris', { lat: 48.8566, lon: 2.3522 }, JUL, ['Europe/Paris', 'CEST', '+02:00', 120, '2026-07-15T14:00:00+02:00', true]),
	ok('Coordinates: El Paso, Texas keeps Mountain time', { lat: 31.7619, lon: -106.485 }, JUL, [
		'America/Denver', 'MDT', '-06:00', -360, '2026-07-15T06:00:00-06:00', true
	]),
	ok('Coordinates: Ciudad Juárez', { lat: 31.6904, lon: -106.4245 }, JUL, [
		'America/Ciudad_Juarez', 'MDT', '-06:00', -360, '2026-07-15T06:00:00-06:00', true
	]),
	ok('Coordinates: Badajoz, Spain', { lat: 38.8794, lon: -6.9707 }, JUL, ['Europe/Madrid', 'CEST', '+02:00', 120, '2026-07-15T14:00:00+02:00', true]),
	ok('Coordinates: Elvas, Portugal', { lat: 38.8809, lon: -7.163 }, JUL, ['Europe/Lisbon', 'WEST', '+01:00', 60, '2026-07-15T13:00:00+01:00', true]),
	ok('Coordinates: Mumbai', { lat: 19.076, lon: 72.8777 }, NOW, ['Asia/Kolkata', 'IST', '+05:30', 330, '2026-11-21T19:50:00+05:30', false]),
	ok('Coordinates: mid-Atlantic answers the nautical zone', { lat: 0, lon: -30 }, NOW, [
		'Etc/GMT+2', '-02', '-02:00', -120, '2026-11-21T12:20:00-02:00', false
	]),

	invalid('nothing given', {}, 'Provide either timezone or both lat and lon'),
	invalid('lat without lon', { lat: 10 }, 'Provide both lat and lon (lon is missing)'),
	invalid('lon without lat', { lon: 10 }, 'Provide both lat and lon (lat is missing)'),
	invalid('timezone and coordinates', { timezone: 'Europe/Paris', lat: 48.8, lon: 2.3 }, 'Provide either timezone or lat and lon, not both'),
	invalid('unknown ID', { timezone: 'Mars/Olympus_Mons' }, 'timezone: unknown IANA time zone ID "Mars/Olympus_Mons"'),
	invalid('abbreviation is not an ID', { timezone: 'PST' }, 'timezone: unknown IANA time zone ID "PST"'),
	invalid('lat over 90', { lat: 90.5, lon: 0 }, 'lat: Too big: expected number to be <=90'),
	invalid('lon under -180', { lat: 0, lon: -180.5 }, 'lon: Too small: expected number to be >=-180'),
	invalid('lat as a string', { lat: '10', lon: 0 }, 'lat: Invalid input: expected number, received string'),
	{
		// The members are the shipped data's choice (src/lib/ops/timezone/README.md), checked against zone.tab
		// and ICU in timezone.test.ts; here only the shape docs/spec/decisions.md fixes (output schema).
		name: 'the list answers {timezones, count}',
		op: 'timezone-list',
		input: {},
		expected: { status: 200, partial: true, body: {} },
		source: 'docs/spec/decisions.md: GET /timezone/list → {"timezones": [IANA IDs, sorted], "count": N}'
	}
];
