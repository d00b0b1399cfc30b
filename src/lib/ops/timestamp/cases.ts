import type { OperationCase } from '../cases.js';

/**
 * Expected answers computed by python3 (datetime, zoneinfo with the system tz database, email.utils)
 * from the instant each input names: `tsReference` in timestamp.test.ts is the same code and runs
 * again at test time, with GNU date on the parsed texts.
 */
export const cases: OperationCase[] = [
	{
		name: "Unix seconds",
		op: 'timestamp',
		input: {"value": 1795714347},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T17:32:27.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "s"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3: arithmetic"
	},
	{
		name: "milliseconds in São Paulo",
		op: 'timestamp',
		input: {"value": 1795714347123, "timezone": "America/Sao_Paulo"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347123, "iso_utc": "2026-11-26T17:32:27.123Z", "iso_local": "2026-11-26T14:32:27.123-03:00", "timezone": "America/Sao_Paulo", "utc_offset": "-03:00", "rfc2822": "Thu, 26 Nov 2026 14:32:27 -0300", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "ms"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "ISO 8601 UTC text in Kolkata (+05:30)",
		op: 'timestamp',
		input: {"value": "2026-11-26T17:32:27Z", "timezone": "Asia/Kolkata"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T23:02:27.000+05:30", "timezone": "Asia/Kolkata", "utc_offset": "+05:30", "rfc2822": "Thu, 26 Nov 2026 23:02:27 +0530", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 datetime.fromisoformat"
	},
	{
		name: "RFC 2822 text with -0500",
		op: 'timestamp',
		input: {"value": "Thu, 26 Nov 2026 12:32:27 -0500"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T17:32:27.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 email.utils.parsedate_to_datetime"
	},
	{
		name: "the epoch",
		op: 'timestamp',
		input: {"value": 0},
		expected: { status: 200, body: {"unix_seconds": 0, "unix_ms": 0, "iso_utc": "1970-01-01T00:00:00.000Z", "iso_local": "1970-01-01T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 01 Jan 1970 00:00:00 +0000", "day_of_week": 4, "iso_week": "1970-W01", "day_of_year": 1, "unit": "s"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "one millisecond before the epoch",
		op: 'timestamp',
		input: {"value": -1, "unit": "ms"},
		expected: { status: 200, body: {"unix_seconds": -1, "unix_ms": -1, "iso_utc": "1969-12-31T23:59:59.999Z", "iso_local": "1969-12-31T23:59:59.999+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Wed, 31 Dec 1969 23:59:59 +0000", "day_of_week": 3, "iso_week": "1970-W01", "day_of_year": 365, "unit": "ms"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "nanoseconds as digits (beyond 2^53), auto unit",
		op: 'timestamp',
		input: {"value": "1795714347123456789"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347123, "iso_utc": "2026-11-26T17:32:27.123Z", "iso_local": "2026-11-26T17:32:27.123+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "ns"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3: 1795714347123456789 // 10**6"
	},
	{
		name: "microseconds",
		op: 'timestamp',
		input: {"value": 1795714347123456, "unit": "us"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347123, "iso_utc": "2026-11-26T17:32:27.123Z", "iso_local": "2026-11-26T17:32:27.123+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "us"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "ISO week 53 of 2020 on 1 January 2021 (Berlin)",
		op: 'timestamp',
		input: {"value": "2021-01-01T00:00:00Z", "timezone": "Europe/Berlin"},
		expected: { status: 200, body: {"unix_seconds": 1609459200, "unix_ms": 1609459200000, "iso_utc": "2021-01-01T00:00:00.000Z", "iso_local": "2021-01-01T01:00:00.000+01:00", "timezone": "Europe/Berlin", "utc_offset": "+01:00", "rfc2822": "Fri, 01 Jan 2021 01:00:00 +0100", "day_of_week": 5, "iso_week": "2020-W53", "day_of_year": 1, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 date.isocalendar()"
	},
	{
		name: "a wall time in the spring-forward gap lands after it (New York 02:30 → 03:30 EDT)",
		op: 'timestamp',
		input: {"value": "2026-03-08 02:30", "timezone": "America/New_York"},
		expected: { status: 200, body: {"unix_seconds": 1772955000, "unix_ms": 1772955000000, "iso_utc": "2026-03-08T07:30:00.000Z", "iso_local": "2026-03-08T03:30:00.000-04:00", "timezone": "America/New_York", "utc_offset": "-04:00", "rfc2822": "Sun, 08 Mar 2026 03:30:00 -0400", "day_of_week": 7, "iso_week": "2026-W10", "day_of_year": 67, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 zoneinfo, fold=0 (PEP 495: the offset before the transition), as Temporal \"compatible\""
	},
	{
		name: "a repeated wall time takes the earlier (New York 01:30 on 1 Nov 2026, EDT)",
		op: 'timestamp',
		input: {"value": "2026-11-01 01:30", "timezone": "America/New_York"},
		expected: { status: 200, body: {"unix_seconds": 1793511000, "unix_ms": 1793511000000, "iso_utc": "2026-11-01T05:30:00.000Z", "iso_local": "2026-11-01T01:30:00.000-04:00", "timezone": "America/New_York", "utc_offset": "-04:00", "rfc2822": "Sun, 01 Nov 2026 01:30:00 -0400", "day_of_week": 7, "iso_week": "2026-W44", "day_of_year": 305, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 zoneinfo fold=0; GNU date: TZ=America/New_York date -d \"2026-11-01 01:30\" +%s → 1793511000"
	},
	{
		name: "a zone link in any case answers in tzdb spelling",
		op: 'timestamp',
		input: {"value": 1795714347, "timezone": "asia/calcutta"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T23:02:27.000+05:30", "timezone": "Asia/Calcutta", "utc_offset": "+05:30", "rfc2822": "Thu, 26 Nov 2026 23:02:27 +0530", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "s"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); tzdb backward link Asia/Calcutta → Asia/Kolkata"
	},
	{
		name: "fractional seconds",
		op: 'timestamp',
		input: {"value": 1795714347.5},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347500, "iso_utc": "2026-11-26T17:32:27.500Z", "iso_local": "2026-11-26T17:32:27.500+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "s"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "a date alone is midnight in the zone",
		op: 'timestamp',
		input: {"value": "2026-11-26"},
		expected: { status: 200, body: {"unix_seconds": 1795651200, "unix_ms": 1795651200000, "iso_utc": "2026-11-26T00:00:00.000Z", "iso_local": "2026-11-26T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 00:00:00 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); ISO 8601 calendar date"
	},
	{
		name: "ISO 8601 basic format",
		op: 'timestamp',
		input: {"value": "20261126T173227Z"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T17:32:27.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); ISO 8601 basic format (no separators)"
	},
	{
		name: "an offset of +05:45 on a leap day (Kathmandu)",
		op: 'timestamp',
		input: {"value": "2024-02-29T12:00:00+05:45", "timezone": "Asia/Kathmandu"},
		expected: { status: 200, body: {"unix_seconds": 1709187300, "unix_ms": 1709187300000, "iso_utc": "2024-02-29T06:15:00.000Z", "iso_local": "2024-02-29T12:00:00.000+05:45", "timezone": "Asia/Kathmandu", "utc_offset": "+05:45", "rfc2822": "Thu, 29 Feb 2024 12:00:00 +0545", "day_of_week": 4, "iso_week": "2024-W09", "day_of_year": 60, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 datetime.fromisoformat"
	},
	{
		name: "RFC 2822 obsolete zone EST across the end of February",
		op: 'timestamp',
		input: {"value": "Sat, 29 Feb 2020 23:59:59 EST"},
		expected: { status: 200, body: {"unix_seconds": 1583038799, "unix_ms": 1583038799000, "iso_utc": "2020-03-01T04:59:59.000Z", "iso_local": "2020-03-01T04:59:59.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Sun, 01 Mar 2020 04:59:59 +0000", "day_of_week": 7, "iso_week": "2020-W09", "day_of_year": 61, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); RFC 2822 4.3 (EST = -0500); python3 email.utils"
	},
	{
		name: "a fraction below the millisecond is cut, before 1970 too",
		op: 'timestamp',
		input: {"value": "1969-12-31T23:59:59.9995Z"},
		expected: { status: 200, body: {"unix_seconds": -1, "unix_ms": -1, "iso_utc": "1969-12-31T23:59:59.999Z", "iso_local": "1969-12-31T23:59:59.999+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Wed, 31 Dec 1969 23:59:59 +0000", "day_of_week": 3, "iso_week": "1970-W01", "day_of_year": 365, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); floor: 0.5 µs before 00:00:00 is millisecond -1"
	},
	{
		name: "negative digits are seconds before the epoch",
		op: 'timestamp',
		input: {"value": "-1500"},
		expected: { status: 200, body: {"unix_seconds": -1500, "unix_ms": -1500000, "iso_utc": "1969-12-31T23:35:00.000Z", "iso_local": "1969-12-31T23:35:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Wed, 31 Dec 1969 23:35:00 +0000", "day_of_week": 3, "iso_week": "1970-W01", "day_of_year": 365, "unit": "s"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "local mean time before standard time (São Paulo, 1900)",
		op: 'timestamp',
		input: {"value": "1900-01-01T12:00:00Z", "timezone": "America/Sao_Paulo"},
		expected: { status: 200, body: {"unix_seconds": -2208945600, "unix_ms": -2208945600000, "iso_utc": "1900-01-01T12:00:00.000Z", "iso_local": "1900-01-01T08:53:32.000-03:06:28", "timezone": "America/Sao_Paulo", "utc_offset": "-03:06:28", "rfc2822": "Mon, 01 Jan 1900 08:53:32 -0306", "day_of_week": 1, "iso_week": "1900-W01", "day_of_year": 1, "unit": null} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 zoneinfo: LMT -3:06:28 until 1914"
	},
	{
		name: "text that is no date → 422",
		op: 'timestamp',
		input: {"value": "yesterday"},
		expected: { status: 422, body: { detail: "value: not a Unix time, ISO 8601 or RFC 2822 date", code: 'invalid_input' } },
		source: "docs/spec/toolbox.md /timestamp: unparseable → 422"
	},
	{
		name: "30 February → 422",
		op: 'timestamp',
		input: {"value": "2026-02-30"},
		expected: { status: 422, body: { detail: "value: day out of range for the month", code: 'invalid_input' } },
		source: "ISO 8601 calendar dates (February has 28 or 29 days); python3 date(2026, 2, 30) raises ValueError"
	},
	{
		name: "unknown zone → 422",
		op: 'timestamp',
		input: {"value": 1, "timezone": "Mars/Olympus"},
		expected: { status: 422, body: { detail: "timezone: unknown IANA time zone \"Mars/Olympus\"", code: 'invalid_input' } },
		source: "IANA tz database: no such zone"
	},
	{
		name: "outside the years 1–9999 → 422",
		op: 'timestamp',
		input: {"value": 1e20, "unit": "s"},
		expected: { status: 422, body: { detail: "value: outside the years 1 to 9999", code: 'invalid_input' } },
		source: "src/lib/ops/timestamp/README.md \"Limits and cost\": the range answered"
	},
	{
		name: "RFC 2822 day of week that does not match → 422",
		op: 'timestamp',
		input: {"value": "Wed, 26 Nov 2026 12:32:27 -0500"},
		expected: { status: 422, body: { detail: "value: the day of the week does not match the date (Thu)", code: 'invalid_input' } },
		source: "RFC 2822 3.3: day-of-week must be the day implied by the date; GNU date -d \"26 Nov 2026\" +%a → Thu"
	},
	{
		name: "unit with date text → 422",
		op: 'timestamp',
		input: {"value": "2026-11-26T17:32:27Z", "unit": "ms"},
		expected: { status: 422, body: { detail: "unit: only for Unix times (numbers), not for date text", code: 'invalid_input' } },
		source: "docs/spec/toolbox.md: unit is for numbers"
	}
];
