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
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T17:32:27.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "s", "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 17:32:27 GMT+0000", "windows_filetime": "134401879470000000", "windows_filetime_hex": "01dd7dcc1af44780", "excel_serial": 46352.73086805556, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347000000", "unix_ns": "1795714347000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3: arithmetic"
	},
	{
		name: "milliseconds in São Paulo",
		op: 'timestamp',
		input: {"value": 1795714347123, "timezone": "America/Sao_Paulo"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347123, "iso_utc": "2026-11-26T17:32:27.123Z", "iso_local": "2026-11-26T14:32:27.123-03:00", "timezone": "America/Sao_Paulo", "utc_offset": "-03:00", "rfc2822": "Thu, 26 Nov 2026 14:32:27 -0300", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "ms", "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 14:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 14:32:27 GMT-0300", "windows_filetime": "134401879471230000", "windows_filetime_hex": "01dd7dcc1b070c30", "excel_serial": 46352.605869479165, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347123000", "unix_ns": "1795714347123000000", "abbreviation": "-03", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "ISO 8601 UTC text in Kolkata (+05:30)",
		op: 'timestamp',
		input: {"value": "2026-11-26T17:32:27Z", "timezone": "Asia/Kolkata"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T23:02:27.000+05:30", "timezone": "Asia/Kolkata", "utc_offset": "+05:30", "rfc2822": "Thu, 26 Nov 2026 23:02:27 +0530", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": null, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 23:02:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 23:02:27 GMT+0530", "windows_filetime": "134401879470000000", "windows_filetime_hex": "01dd7dcc1af44780", "excel_serial": 46352.96003472222, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347000000", "unix_ns": "1795714347000000000", "abbreviation": "IST", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 datetime.fromisoformat"
	},
	{
		name: "RFC 2822 text with -0500",
		op: 'timestamp',
		input: {"value": "Thu, 26 Nov 2026 12:32:27 -0500"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T17:32:27.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": null, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 17:32:27 GMT+0000", "windows_filetime": "134401879470000000", "windows_filetime_hex": "01dd7dcc1af44780", "excel_serial": 46352.73086805556, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347000000", "unix_ns": "1795714347000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 email.utils.parsedate_to_datetime"
	},
	{
		name: "the epoch",
		op: 'timestamp',
		input: {"value": 0},
		expected: { status: 200, body: {"unix_seconds": 0, "unix_ms": 0, "iso_utc": "1970-01-01T00:00:00.000Z", "iso_local": "1970-01-01T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 01 Jan 1970 00:00:00 +0000", "day_of_week": 4, "iso_week": "1970-W01", "day_of_year": 1, "unit": "s", "iso_week_date": "1970-W01-4", "iso9075": "1970-01-01 00:00:00", "rfc7231": "Thu, 01 Jan 1970 00:00:00 GMT", "js_string": "Thu Jan 01 1970 00:00:00 GMT+0000", "windows_filetime": "116444736000000000", "windows_filetime_hex": "019db1ded53e8000", "excel_serial": 25569.0, "mongo_objectid": "000000000000000000000000", "unix_us": "0", "unix_ns": "0", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "AM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "one millisecond before the epoch",
		op: 'timestamp',
		input: {"value": -1, "unit": "ms"},
		expected: { status: 200, body: {"unix_seconds": -1, "unix_ms": -1, "iso_utc": "1969-12-31T23:59:59.999Z", "iso_local": "1969-12-31T23:59:59.999+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Wed, 31 Dec 1969 23:59:59 +0000", "day_of_week": 3, "iso_week": "1970-W01", "day_of_year": 365, "unit": "ms", "iso_week_date": "1970-W01-3", "iso9075": "1969-12-31 23:59:59", "rfc7231": "Wed, 31 Dec 1969 23:59:59 GMT", "js_string": "Wed Dec 31 1969 23:59:59 GMT+0000", "windows_filetime": "116444735999990000", "windows_filetime_hex": "019db1ded53e58f0", "excel_serial": 25568.999999988428, "mongo_objectid": null, "unix_us": "-1000", "unix_ns": "-1000000", "abbreviation": null, "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "nanoseconds as digits (beyond 2^53), auto unit",
		op: 'timestamp',
		input: {"value": "1795714347123456789"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347123, "iso_utc": "2026-11-26T17:32:27.123Z", "iso_local": "2026-11-26T17:32:27.123+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "ns", "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 17:32:27 GMT+0000", "windows_filetime": "134401879471234567", "windows_filetime_hex": "01dd7dcc1b071e07", "excel_serial": 46352.730869479165, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347123456", "unix_ns": "1795714347123456789", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3: 1795714347123456789 // 10**6"
	},
	{
		name: "microseconds",
		op: 'timestamp',
		input: {"value": 1795714347123456, "unit": "us"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347123, "iso_utc": "2026-11-26T17:32:27.123Z", "iso_local": "2026-11-26T17:32:27.123+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "us", "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 17:32:27 GMT+0000", "windows_filetime": "134401879471234560", "windows_filetime_hex": "01dd7dcc1b071e00", "excel_serial": 46352.730869479165, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347123456", "unix_ns": "1795714347123456000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "ISO week 53 of 2020 on 1 January 2021 (Berlin)",
		op: 'timestamp',
		input: {"value": "2021-01-01T00:00:00Z", "timezone": "Europe/Berlin"},
		expected: { status: 200, body: {"unix_seconds": 1609459200, "unix_ms": 1609459200000, "iso_utc": "2021-01-01T00:00:00.000Z", "iso_local": "2021-01-01T01:00:00.000+01:00", "timezone": "Europe/Berlin", "utc_offset": "+01:00", "rfc2822": "Fri, 01 Jan 2021 01:00:00 +0100", "day_of_week": 5, "iso_week": "2020-W53", "day_of_year": 1, "unit": null, "iso_week_date": "2020-W53-5", "iso9075": "2021-01-01 01:00:00", "rfc7231": "Fri, 01 Jan 2021 00:00:00 GMT", "js_string": "Fri Jan 01 2021 01:00:00 GMT+0100", "windows_filetime": "132539328000000000", "windows_filetime_hex": "01d6dfd10c358000", "excel_serial": 44197.041666666664, "mongo_objectid": "5fee66000000000000000000", "unix_us": "1609459200000000", "unix_ns": "1609459200000000000", "abbreviation": "CET", "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "AM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 date.isocalendar()"
	},
	{
		name: "a wall time in the spring-forward gap lands after it (New York 02:30 → 03:30 EDT)",
		op: 'timestamp',
		input: {"value": "2026-03-08 02:30", "timezone": "America/New_York"},
		expected: { status: 200, body: {"unix_seconds": 1772955000, "unix_ms": 1772955000000, "iso_utc": "2026-03-08T07:30:00.000Z", "iso_local": "2026-03-08T03:30:00.000-04:00", "timezone": "America/New_York", "utc_offset": "-04:00", "rfc2822": "Sun, 08 Mar 2026 03:30:00 -0400", "day_of_week": 7, "iso_week": "2026-W10", "day_of_year": 67, "unit": null, "iso_week_date": "2026-W10-7", "iso9075": "2026-03-08 03:30:00", "rfc7231": "Sun, 08 Mar 2026 07:30:00 GMT", "js_string": "Sun Mar 08 2026 03:30:00 GMT-0400", "windows_filetime": "134174286000000000", "windows_filetime_hex": "01dcaecd5f058c00", "excel_serial": 46089.145833333336, "mongo_objectid": "69ad25780000000000000000", "unix_us": "1772955000000000", "unix_ns": "1772955000000000000", "abbreviation": "EDT", "dst": true, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "AM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 zoneinfo, fold=0 (PEP 495: the offset before the transition), as Temporal \"compatible\""
	},
	{
		name: "a repeated wall time takes the earlier (New York 01:30 on 1 Nov 2026, EDT)",
		op: 'timestamp',
		input: {"value": "2026-11-01 01:30", "timezone": "America/New_York"},
		expected: { status: 200, body: {"unix_seconds": 1793511000, "unix_ms": 1793511000000, "iso_utc": "2026-11-01T05:30:00.000Z", "iso_local": "2026-11-01T01:30:00.000-04:00", "timezone": "America/New_York", "utc_offset": "-04:00", "rfc2822": "Sun, 01 Nov 2026 01:30:00 -0400", "day_of_week": 7, "iso_week": "2026-W44", "day_of_year": 305, "unit": null, "iso_week_date": "2026-W44-7", "iso9075": "2026-11-01 01:30:00", "rfc7231": "Sun, 01 Nov 2026 05:30:00 GMT", "js_string": "Sun Nov 01 2026 01:30:00 GMT-0400", "windows_filetime": "134379846000000000", "windows_filetime_hex": "01dd69c209cd3c00", "excel_serial": 46327.0625, "mongo_objectid": "6ae6ce580000000000000000", "unix_us": "1793511000000000", "unix_ns": "1793511000000000000", "abbreviation": "EDT", "dst": true, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "AM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 zoneinfo fold=0; GNU date: TZ=America/New_York date -d \"2026-11-01 01:30\" +%s → 1793511000"
	},
	{
		name: "a zone link in any case answers in tzdb spelling",
		op: 'timestamp',
		input: {"value": 1795714347, "timezone": "asia/calcutta"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T23:02:27.000+05:30", "timezone": "Asia/Calcutta", "utc_offset": "+05:30", "rfc2822": "Thu, 26 Nov 2026 23:02:27 +0530", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "s", "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 23:02:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 23:02:27 GMT+0530", "windows_filetime": "134401879470000000", "windows_filetime_hex": "01dd7dcc1af44780", "excel_serial": 46352.96003472222, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347000000", "unix_ns": "1795714347000000000", "abbreviation": "IST", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); tzdb backward link Asia/Calcutta → Asia/Kolkata"
	},
	{
		name: "fractional seconds",
		op: 'timestamp',
		input: {"value": 1795714347.5},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347500, "iso_utc": "2026-11-26T17:32:27.500Z", "iso_local": "2026-11-26T17:32:27.500+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": "s", "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 17:32:27 GMT+0000", "windows_filetime": "134401879475000000", "windows_filetime_hex": "01dd7dcc1b4092c0", "excel_serial": 46352.73087384259, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347500000", "unix_ns": "1795714347500000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "a date alone is midnight in the zone",
		op: 'timestamp',
		input: {"value": "2026-11-26"},
		expected: { status: 200, body: {"unix_seconds": 1795651200, "unix_ms": 1795651200000, "iso_utc": "2026-11-26T00:00:00.000Z", "iso_local": "2026-11-26T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 00:00:00 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": null, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 00:00:00", "rfc7231": "Thu, 26 Nov 2026 00:00:00 GMT", "js_string": "Thu Nov 26 2026 00:00:00 GMT+0000", "windows_filetime": "134401248000000000", "windows_filetime_hex": "01dd7d391468c000", "excel_serial": 46352.0, "mongo_objectid": "6b0776800000000000000000", "unix_us": "1795651200000000", "unix_ns": "1795651200000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "AM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); ISO 8601 calendar date"
	},
	{
		name: "ISO 8601 basic format",
		op: 'timestamp',
		input: {"value": "20261126T173227Z"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-26T17:32:27.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "unit": null, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 17:32:27 GMT+0000", "windows_filetime": "134401879470000000", "windows_filetime_hex": "01dd7dcc1af44780", "excel_serial": 46352.73086805556, "mongo_objectid": "6b086d2b0000000000000000", "unix_us": "1795714347000000", "unix_ns": "1795714347000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); ISO 8601 basic format (no separators)"
	},
	{
		name: "an offset of +05:45 on a leap day (Kathmandu)",
		op: 'timestamp',
		input: {"value": "2024-02-29T12:00:00+05:45", "timezone": "Asia/Kathmandu"},
		expected: { status: 200, body: {"unix_seconds": 1709187300, "unix_ms": 1709187300000, "iso_utc": "2024-02-29T06:15:00.000Z", "iso_local": "2024-02-29T12:00:00.000+05:45", "timezone": "Asia/Kathmandu", "utc_offset": "+05:45", "rfc2822": "Thu, 29 Feb 2024 12:00:00 +0545", "day_of_week": 4, "iso_week": "2024-W09", "day_of_year": 60, "unit": null, "iso_week_date": "2024-W09-4", "iso9075": "2024-02-29 12:00:00", "rfc7231": "Thu, 29 Feb 2024 06:15:00 GMT", "js_string": "Thu Feb 29 2024 12:00:00 GMT+0545", "windows_filetime": "133536609000000000", "windows_filetime_hex": "01da6ad69ff48a00", "excel_serial": 45351.5, "mongo_objectid": "65e020e40000000000000000", "unix_us": "1709187300000000", "unix_ns": "1709187300000000000", "abbreviation": "+0545", "dst": false, "leap_year": true, "days_in_month": 29, "quarter": 1, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); python3 datetime.fromisoformat"
	},
	{
		name: "RFC 2822 obsolete zone EST across the end of February",
		op: 'timestamp',
		input: {"value": "Sat, 29 Feb 2020 23:59:59 EST"},
		expected: { status: 200, body: {"unix_seconds": 1583038799, "unix_ms": 1583038799000, "iso_utc": "2020-03-01T04:59:59.000Z", "iso_local": "2020-03-01T04:59:59.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Sun, 01 Mar 2020 04:59:59 +0000", "day_of_week": 7, "iso_week": "2020-W09", "day_of_year": 61, "unit": null, "iso_week_date": "2020-W09-7", "iso9075": "2020-03-01 04:59:59", "rfc7231": "Sun, 01 Mar 2020 04:59:59 GMT", "js_string": "Sun Mar 01 2020 04:59:59 GMT+0000", "windows_filetime": "132275123990000000", "windows_filetime_hex": "01d5ef86420b7180", "excel_serial": 43891.20832175926, "mongo_objectid": "5e5b414f0000000000000000", "unix_us": "1583038799000000", "unix_ns": "1583038799000000000", "abbreviation": "UTC", "dst": false, "leap_year": true, "days_in_month": 31, "quarter": 1, "am_pm": "AM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); RFC 2822 4.3 (EST = -0500); python3 email.utils"
	},
	{
		name: "a fraction below the millisecond is cut, before 1970 too",
		op: 'timestamp',
		input: {"value": "1969-12-31T23:59:59.9995Z"},
		expected: { status: 200, body: {"unix_seconds": -1, "unix_ms": -1, "iso_utc": "1969-12-31T23:59:59.999Z", "iso_local": "1969-12-31T23:59:59.999+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Wed, 31 Dec 1969 23:59:59 +0000", "day_of_week": 3, "iso_week": "1970-W01", "day_of_year": 365, "unit": null, "iso_week_date": "1970-W01-3", "iso9075": "1969-12-31 23:59:59", "rfc7231": "Wed, 31 Dec 1969 23:59:59 GMT", "js_string": "Wed Dec 31 1969 23:59:59 GMT+0000", "windows_filetime": "116444735999990000", "windows_filetime_hex": "019db1ded53e58f0", "excel_serial": 25568.999999988428, "mongo_objectid": null, "unix_us": "-1000", "unix_ns": "-1000000", "abbreviation": null, "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts); floor: 0.5 µs before 00:00:00 is millisecond -1"
	},
	{
		name: "negative digits are seconds before the epoch",
		op: 'timestamp',
		input: {"value": "-1500"},
		expected: { status: 200, body: {"unix_seconds": -1500, "unix_ms": -1500000, "iso_utc": "1969-12-31T23:35:00.000Z", "iso_local": "1969-12-31T23:35:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Wed, 31 Dec 1969 23:35:00 +0000", "day_of_week": 3, "iso_week": "1970-W01", "day_of_year": 365, "unit": "s", "iso_week_date": "1970-W01-3", "iso9075": "1969-12-31 23:35:00", "rfc7231": "Wed, 31 Dec 1969 23:35:00 GMT", "js_string": "Wed Dec 31 1969 23:35:00 GMT+0000", "windows_filetime": "116444721000000000", "windows_filetime_hex": "019db1db572caa00", "excel_serial": 25568.98263888889, "mongo_objectid": null, "unix_us": "-1500000000", "unix_ns": "-1500000000000", "abbreviation": null, "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "local mean time before standard time (São Paulo, 1900)",
		op: 'timestamp',
		input: {"value": "1900-01-01T12:00:00Z", "timezone": "America/Sao_Paulo"},
		expected: { status: 200, body: {"unix_seconds": -2208945600, "unix_ms": -2208945600000, "iso_utc": "1900-01-01T12:00:00.000Z", "iso_local": "1900-01-01T08:53:32.000-03:06:28", "timezone": "America/Sao_Paulo", "utc_offset": "-03:06:28", "rfc2822": "Mon, 01 Jan 1900 08:53:32 -0306", "day_of_week": 1, "iso_week": "1900-W01", "day_of_year": 1, "unit": null, "iso_week_date": "1900-W01-1", "iso9075": "1900-01-01 08:53:32", "rfc7231": "Mon, 01 Jan 1900 12:00:00 GMT", "js_string": "Mon Jan 01 1900 08:53:32 GMT-0306", "windows_filetime": "94355280000000000", "windows_filetime_hex": "014f37a093152000", "excel_serial": 1.3705092592592591, "mongo_objectid": null, "unix_us": "-2208945600000000", "unix_ns": "-2208945600000000000", "abbreviation": null, "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "AM"} },
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
	},
	{
		name: "Windows FILETIME to Unix time (CyberChef's vector)",
		op: 'timestamp',
		input: {"value": "129207366395297693", "unit": "filetime"},
		expected: { status: 200, body: {"unix_seconds": 1276263039, "unix_ms": 1276263039529, "iso_utc": "2010-06-11T13:30:39.529Z", "iso_local": "2010-06-11T13:30:39.529+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Fri, 11 Jun 2010 13:30:39 +0000", "day_of_week": 5, "iso_week": "2010-W23", "day_of_year": 162, "iso_week_date": "2010-W23-5", "iso9075": "2010-06-11 13:30:39", "rfc7231": "Fri, 11 Jun 2010 13:30:39 GMT", "js_string": "Fri Jun 11 2010 13:30:39 GMT+0000", "windows_filetime": "129207366395297693", "windows_filetime_hex": "01cb096a485aff9d", "excel_serial": 40340.562957511574, "mongo_objectid": "4c123a7f0000000000000000", "unit": "filetime", "unix_us": "1276263039529769", "unix_ns": "1276263039529769300", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 2, "am_pm": "PM"} },
		source: "CyberChef tests/operations/tests/DateTime.mjs \"Filetime to Unix\": 129207366395297693 → 1276263039529769300 ns; python3: (ft - 116444736000000000) * 100, datetime/zoneinfo for the fields"
	},
	{
		name: "Unix nanoseconds to Windows FILETIME (CyberChef's vector)",
		op: 'timestamp',
		input: {"value": "1276263039529769300"},
		expected: { status: 200, body: {"unix_seconds": 1276263039, "unix_ms": 1276263039529, "iso_utc": "2010-06-11T13:30:39.529Z", "iso_local": "2010-06-11T13:30:39.529+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Fri, 11 Jun 2010 13:30:39 +0000", "day_of_week": 5, "iso_week": "2010-W23", "day_of_year": 162, "iso_week_date": "2010-W23-5", "iso9075": "2010-06-11 13:30:39", "rfc7231": "Fri, 11 Jun 2010 13:30:39 GMT", "js_string": "Fri Jun 11 2010 13:30:39 GMT+0000", "windows_filetime": "129207366395297693", "windows_filetime_hex": "01cb096a485aff9d", "excel_serial": 40340.562957511574, "mongo_objectid": "4c123a7f0000000000000000", "unit": "ns", "unix_us": "1276263039529769", "unix_ns": "1276263039529769300", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 2, "am_pm": "PM"} },
		source: "CyberChef tests/operations/tests/DateTime.mjs \"Unix to Filetime\": 1276263039529769300 ns → 129207366395297693; python3: ns // 100 + 11644473600 * 10**7"
	},
	{
		name: "FILETIME as big-endian hex after 0x",
		op: 'timestamp',
		input: {"value": "0x01cb096a485aff9d", "unit": "filetime"},
		expected: { status: 200, body: {"unix_seconds": 1276263039, "unix_ms": 1276263039529, "iso_utc": "2010-06-11T13:30:39.529Z", "iso_local": "2010-06-11T13:30:39.529+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Fri, 11 Jun 2010 13:30:39 +0000", "day_of_week": 5, "iso_week": "2010-W23", "day_of_year": 162, "iso_week_date": "2010-W23-5", "iso9075": "2010-06-11 13:30:39", "rfc7231": "Fri, 11 Jun 2010 13:30:39 GMT", "js_string": "Fri Jun 11 2010 13:30:39 GMT+0000", "windows_filetime": "129207366395297693", "windows_filetime_hex": "01cb096a485aff9d", "excel_serial": 40340.562957511574, "mongo_objectid": "4c123a7f0000000000000000", "unit": "filetime", "unix_us": "1276263039529769", "unix_ns": "1276263039529769300", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 2, "am_pm": "PM"} },
		source: "python3: int(\"0x01cb096a485aff9d\", 16) == 129207366395297693 (CyberChef \"Hex (big endian)\" input format)"
	},
	{
		name: "Excel serial date with a time (noon)",
		op: 'timestamp',
		input: {"value": 46352.5, "unit": "excel"},
		expected: { status: 200, body: {"unix_seconds": 1795694400, "unix_ms": 1795694400000, "iso_utc": "2026-11-26T12:00:00.000Z", "iso_local": "2026-11-26T12:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 12:00:00 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 12:00:00", "rfc7231": "Thu, 26 Nov 2026 12:00:00 GMT", "js_string": "Thu Nov 26 2026 12:00:00 GMT+0000", "windows_filetime": "134401680000000000", "windows_filetime_hex": "01dd7d9da99da000", "excel_serial": 46352.5, "mongo_objectid": "6b081f400000000000000000", "unit": "excel", "unix_us": "1795694400000000", "unix_ns": "1795694400000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3: datetime(1899, 12, 30) + timedelta(days=46352.5) (Excel 1900 date system, dates after 1900-03-01)"
	},
	{
		name: "Excel serial read as a wall time in São Paulo",
		op: 'timestamp',
		input: {"value": 46352.75, "unit": "excel", "timezone": "America/Sao_Paulo"},
		expected: { status: 200, body: {"unix_seconds": 1795726800, "unix_ms": 1795726800000, "iso_utc": "2026-11-26T21:00:00.000Z", "iso_local": "2026-11-26T18:00:00.000-03:00", "timezone": "America/Sao_Paulo", "utc_offset": "-03:00", "rfc2822": "Thu, 26 Nov 2026 18:00:00 -0300", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 18:00:00", "rfc7231": "Thu, 26 Nov 2026 21:00:00 GMT", "js_string": "Thu Nov 26 2026 18:00:00 GMT-0300", "windows_filetime": "134402004000000000", "windows_filetime_hex": "01dd7de919854800", "excel_serial": 46352.75, "mongo_objectid": "6b089dd00000000000000000", "unit": "excel", "unix_us": "1795726800000000", "unix_ns": "1795726800000000000", "abbreviation": "-03", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3: (datetime(1899, 12, 30) + timedelta(days=46352.75)).replace(tzinfo=ZoneInfo(\"America/Sao_Paulo\"))"
	},
	{
		name: "Excel serial 59 is 1900-02-28",
		op: 'timestamp',
		input: {"value": 59, "unit": "excel"},
		expected: { status: 200, body: {"unix_seconds": -2203977600, "unix_ms": -2203977600000, "iso_utc": "1900-02-28T00:00:00.000Z", "iso_local": "1900-02-28T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Wed, 28 Feb 1900 00:00:00 +0000", "day_of_week": 3, "iso_week": "1900-W09", "day_of_year": 59, "iso_week_date": "1900-W09-3", "iso9075": "1900-02-28 00:00:00", "rfc7231": "Wed, 28 Feb 1900 00:00:00 GMT", "js_string": "Wed Feb 28 1900 00:00:00 GMT+0000", "windows_filetime": "94404960000000000", "windows_filetime_hex": "014f64cf99d5c000", "excel_serial": 59.0, "mongo_objectid": null, "unit": "excel", "unix_us": "-2203977600000000", "unix_ns": "-2203977600000000000", "abbreviation": null, "dst": false, "leap_year": false, "days_in_month": 28, "quarter": 1, "am_pm": "AM"} },
		source: "Excel 1900 date system (Microsoft KB 214326: 1900-02-28 is 59, 60 the fictitious 29 February); python3 datetime for the fields"
	},
	{
		name: "Excel serial 61 is 1900-03-01",
		op: 'timestamp',
		input: {"value": 61, "unit": "excel"},
		expected: { status: 200, body: {"unix_seconds": -2203891200, "unix_ms": -2203891200000, "iso_utc": "1900-03-01T00:00:00.000Z", "iso_local": "1900-03-01T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 01 Mar 1900 00:00:00 +0000", "day_of_week": 4, "iso_week": "1900-W09", "day_of_year": 60, "iso_week_date": "1900-W09-4", "iso9075": "1900-03-01 00:00:00", "rfc7231": "Thu, 01 Mar 1900 00:00:00 GMT", "js_string": "Thu Mar 01 1900 00:00:00 GMT+0000", "windows_filetime": "94405824000000000", "windows_filetime_hex": "014f6598c43f8000", "excel_serial": 61.0, "mongo_objectid": null, "unit": "excel", "unix_us": "-2203891200000000", "unix_ns": "-2203891200000000000", "abbreviation": null, "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "AM"} },
		source: "Excel 1900 date system (Microsoft KB 214326); python3: (date(1900, 3, 1) - date(1899, 12, 30)).days == 61"
	},
	{
		name: "Excel serial 60 (Lotus 1-2-3's 29 February 1900) → 422",
		op: 'timestamp',
		input: {"value": 60, "unit": "excel"},
		expected: { status: 422, body: {"detail": "value: Excel serial 60 is 1900-02-29, a day that never was (Excel keeps Lotus 1-2-3's leap-year bug)", "code": "invalid_input"} },
		source: "Microsoft KB 214326: Excel treats 1900 as a leap year; python3 date(1900, 2, 29) raises ValueError"
	},
	{
		name: "an all-zero MongoDB ObjectId is the epoch (CyberChef's vector)",
		op: 'timestamp',
		input: {"value": "000000000000000000000000"},
		expected: { status: 200, body: {"unix_seconds": 0, "unix_ms": 0, "iso_utc": "1970-01-01T00:00:00.000Z", "iso_local": "1970-01-01T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 01 Jan 1970 00:00:00 +0000", "day_of_week": 4, "iso_week": "1970-W01", "day_of_year": 1, "iso_week_date": "1970-W01-4", "iso9075": "1970-01-01 00:00:00", "rfc7231": "Thu, 01 Jan 1970 00:00:00 GMT", "js_string": "Thu Jan 01 1970 00:00:00 GMT+0000", "windows_filetime": "116444736000000000", "windows_filetime_hex": "019db1ded53e8000", "excel_serial": 25569.0, "mongo_objectid": "000000000000000000000000", "unit": null, "unix_us": "0", "unix_ns": "0", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "AM"} },
		source: "CyberChef tests/operations/tests/ParseObjectIDTimestamp.mjs: 000000000000000000000000 → 1970-01-01T00:00:00.000Z"
	},
	{
		name: "a MongoDB ObjectId gives its 4-byte time",
		op: 'timestamp',
		input: {"value": "6b086d2b1c9d440000a1b2c3", "timezone": "Asia/Tokyo"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347000, "iso_utc": "2026-11-26T17:32:27.000Z", "iso_local": "2026-11-27T02:32:27.000+09:00", "timezone": "Asia/Tokyo", "utc_offset": "+09:00", "rfc2822": "Fri, 27 Nov 2026 02:32:27 +0900", "day_of_week": 5, "iso_week": "2026-W48", "day_of_year": 331, "iso_week_date": "2026-W48-5", "iso9075": "2026-11-27 02:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Fri Nov 27 2026 02:32:27 GMT+0900", "windows_filetime": "134401879470000000", "windows_filetime_hex": "01dd7dcc1af44780", "excel_serial": 46353.10586805556, "mongo_objectid": "6b086d2b0000000000000000", "unit": null, "unix_us": "1795714347000000", "unix_ns": "1795714347000000000", "abbreviation": "JST", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "AM"} },
		source: "python3: int(\"6b086d2b\", 16) seconds (BSON spec: ObjectId bytes 0-3, big-endian seconds since the epoch)"
	},
	{
		name: "ObjectId with a unit → 422",
		op: 'timestamp',
		input: {"value": "6b086d2b1c9d440000a1b2c3", "unit": "s"},
		expected: { status: 422, body: {"detail": "unit: a MongoDB ObjectId carries its own time: leave unit on auto", "code": "invalid_input"} },
		source: "src/lib/ops/timestamp/README.md: an ObjectId is read with unit auto only"
	},
	{
		name: "format: every strftime directive, in São Paulo",
		op: 'timestamp',
		input: {"value": 1795714347123, "timezone": "America/Sao_Paulo", "format": "%Y-%m-%d %H:%M:%S.%f %z | %a %A %b %h %B %j %U %W %V %G %g %u %w %I %p %y %C %e %k %l | %D | %T | %F | %R | %r | %c | %x | %X | %%"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347123, "iso_utc": "2026-11-26T17:32:27.123Z", "iso_local": "2026-11-26T14:32:27.123-03:00", "timezone": "America/Sao_Paulo", "utc_offset": "-03:00", "rfc2822": "Thu, 26 Nov 2026 14:32:27 -0300", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 14:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 14:32:27 GMT-0300", "windows_filetime": "134401879471230000", "windows_filetime_hex": "01dd7dcc1b070c30", "excel_serial": 46352.605869479165, "mongo_objectid": "6b086d2b0000000000000000", "unit": "ms", "formatted": "2026-11-26 14:32:27.123000 -0300 | Thu Thursday Nov Nov November 330 47 47 48 2026 26 4 4 02 PM 26 20 26 14  2 | 11/26/26 | 14:32:27 | 2026-11-26 | 14:32 | 02:32:27 PM | Thu Nov 26 14:32:27 2026 | 11/26/26 | 14:32:27 | %", "unix_us": "1795714347123000", "unix_ns": "1795714347123000000", "abbreviation": "-03", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3: datetime.astimezone(ZoneInfo(\"America/Sao_Paulo\")).strftime(format) (glibc, C locale)"
	},
	{
		name: "format: %- drops the padding (glibc)",
		op: 'timestamp',
		input: {"value": "2026-03-05T07:04:09Z", "format": "%-d/%-m/%Y %-H:%M, day %-j, %A"},
		expected: { status: 200, body: {"unix_seconds": 1772694249, "unix_ms": 1772694249000, "iso_utc": "2026-03-05T07:04:09.000Z", "iso_local": "2026-03-05T07:04:09.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 05 Mar 2026 07:04:09 +0000", "day_of_week": 4, "iso_week": "2026-W10", "day_of_year": 64, "iso_week_date": "2026-W10-4", "iso9075": "2026-03-05 07:04:09", "rfc7231": "Thu, 05 Mar 2026 07:04:09 GMT", "js_string": "Thu Mar 05 2026 07:04:09 GMT+0000", "windows_filetime": "134171678490000000", "windows_filetime_hex": "01dcac6e43507a80", "excel_serial": 46086.29454861111, "mongo_objectid": "69a92ae90000000000000000", "unit": null, "formatted": "5/3/2026 7:04, day 64, Thursday", "unix_us": "1772694249000000", "unix_ns": "1772694249000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "AM"} },
		source: "python3: datetime.strftime(\"%-d/%-m/%Y %-H:%M, day %-j, %A\") (glibc's - flag)"
	},
	{
		name: "format: an unknown directive → 422",
		op: 'timestamp',
		input: {"value": 0, "format": "%Y %Q"},
		expected: { status: 422, body: {"detail": "format: unknown directive %Q", "code": "invalid_input"} },
		source: "src/lib/ops/timestamp/README.md: the directives read; others are refused, not copied"
	},
	{
		name: "add P1M to 31 January ends on 28 February",
		op: 'timestamp',
		input: {"value": "2026-01-31T09:00:00Z", "add": "P1M"},
		expected: { status: 200, body: {"unix_seconds": 1772269200, "unix_ms": 1772269200000, "iso_utc": "2026-02-28T09:00:00.000Z", "iso_local": "2026-02-28T09:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Sat, 28 Feb 2026 09:00:00 +0000", "day_of_week": 6, "iso_week": "2026-W09", "day_of_year": 59, "iso_week_date": "2026-W09-6", "iso9075": "2026-02-28 09:00:00", "rfc7231": "Sat, 28 Feb 2026 09:00:00 GMT", "js_string": "Sat Feb 28 2026 09:00:00 GMT+0000", "windows_filetime": "134167428000000000", "windows_filetime_hex": "01dca8909e5e2800", "excel_serial": 46081.375, "mongo_objectid": "69a2ae900000000000000000", "unit": null, "shifted_from": "2026-01-31T09:00:00.000+00:00", "unix_us": "1772269200000000", "unix_ns": "1772269200000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 28, "quarter": 1, "am_pm": "AM"} },
		source: "python3 dateutil: datetime(2026, 1, 31, 9) + relativedelta(months=1)"
	},
	{
		name: "add P1Y to 29 February 2024 gives 28 February 2025",
		op: 'timestamp',
		input: {"value": "2024-02-29", "add": "P1Y"},
		expected: { status: 200, body: {"unix_seconds": 1740700800, "unix_ms": 1740700800000, "iso_utc": "2025-02-28T00:00:00.000Z", "iso_local": "2025-02-28T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Fri, 28 Feb 2025 00:00:00 +0000", "day_of_week": 5, "iso_week": "2025-W09", "day_of_year": 59, "iso_week_date": "2025-W09-5", "iso9075": "2025-02-28 00:00:00", "rfc7231": "Fri, 28 Feb 2025 00:00:00 GMT", "js_string": "Fri Feb 28 2025 00:00:00 GMT+0000", "windows_filetime": "133851744000000000", "windows_filetime_hex": "01db8973b5afc000", "excel_serial": 45716.0, "mongo_objectid": "67c0fc800000000000000000", "unit": null, "shifted_from": "2024-02-29T00:00:00.000+00:00", "unix_us": "1740700800000000", "unix_ns": "1740700800000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 28, "quarter": 1, "am_pm": "AM"} },
		source: "python3 dateutil: datetime(2024, 2, 29) + relativedelta(years=1)"
	},
	{
		name: "add -P1D goes back a day",
		op: 'timestamp',
		input: {"value": "2026-03-01T00:00:00Z", "add": "-P1D"},
		expected: { status: 200, body: {"unix_seconds": 1772236800, "unix_ms": 1772236800000, "iso_utc": "2026-02-28T00:00:00.000Z", "iso_local": "2026-02-28T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Sat, 28 Feb 2026 00:00:00 +0000", "day_of_week": 6, "iso_week": "2026-W09", "day_of_year": 59, "iso_week_date": "2026-W09-6", "iso9075": "2026-02-28 00:00:00", "rfc7231": "Sat, 28 Feb 2026 00:00:00 GMT", "js_string": "Sat Feb 28 2026 00:00:00 GMT+0000", "windows_filetime": "134167104000000000", "windows_filetime_hex": "01dca8452e768000", "excel_serial": 46081.0, "mongo_objectid": "69a230000000000000000000", "unit": null, "shifted_from": "2026-03-01T00:00:00.000+00:00", "unix_us": "1772236800000000", "unix_ns": "1772236800000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 28, "quarter": 1, "am_pm": "AM"} },
		source: "python3 dateutil: datetime(2026, 3, 1) - relativedelta(days=1)"
	},
	{
		name: "add every unit: P1Y2M3W4DT5H6M7.5S",
		op: 'timestamp',
		input: {"value": "2026-11-26T17:32:27Z", "add": "P1Y2M3W4DT5H6M7.5S"},
		expected: { status: 200, body: {"unix_seconds": 1834699114, "unix_ms": 1834699114500, "iso_utc": "2028-02-20T22:38:34.500Z", "iso_local": "2028-02-20T22:38:34.500+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Sun, 20 Feb 2028 22:38:34 +0000", "day_of_week": 7, "iso_week": "2028-W07", "day_of_year": 51, "iso_week_date": "2028-W07-7", "iso9075": "2028-02-20 22:38:34", "rfc7231": "Sun, 20 Feb 2028 22:38:34 GMT", "js_string": "Sun Feb 20 2028 22:38:34 GMT+0000", "windows_filetime": "134791727145000000", "windows_filetime_hex": "01dee05c97239c40", "excel_serial": 46803.94345486111, "mongo_objectid": "6d5b496a0000000000000000", "unit": null, "shifted_from": "2026-11-26T17:32:27.000+00:00", "unix_us": "1834699114500000", "unix_ns": "1834699114500000000", "abbreviation": "UTC", "dst": false, "leap_year": true, "days_in_month": 29, "quarter": 1, "am_pm": "PM"} },
		source: "python3 dateutil: + relativedelta(years=1, months=2, weeks=3, days=4, hours=5, minutes=6, seconds=7, microseconds=500000)"
	},
	{
		name: "add P1D across the DST change keeps the wall time (New York)",
		op: 'timestamp',
		input: {"value": "2026-03-07T12:00:00", "timezone": "America/New_York", "add": "P1D"},
		expected: { status: 200, body: {"unix_seconds": 1772985600, "unix_ms": 1772985600000, "iso_utc": "2026-03-08T16:00:00.000Z", "iso_local": "2026-03-08T12:00:00.000-04:00", "timezone": "America/New_York", "utc_offset": "-04:00", "rfc2822": "Sun, 08 Mar 2026 12:00:00 -0400", "day_of_week": 7, "iso_week": "2026-W10", "day_of_year": 67, "iso_week_date": "2026-W10-7", "iso9075": "2026-03-08 12:00:00", "rfc7231": "Sun, 08 Mar 2026 16:00:00 GMT", "js_string": "Sun Mar 08 2026 12:00:00 GMT-0400", "windows_filetime": "134174592000000000", "windows_filetime_hex": "01dcaf149e0b0000", "excel_serial": 46089.5, "mongo_objectid": "69ad9d000000000000000000", "unit": null, "shifted_from": "2026-03-07T12:00:00.000-05:00", "unix_us": "1772985600000000", "unix_ns": "1772985600000000000", "abbreviation": "EDT", "dst": true, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "PM"} },
		source: "GNU date: TZ=America/New_York date -d \"2026-03-07 12:00 1 day\" +%s → 1772985600 (12:00 EDT); Temporal ZonedDateTime.add"
	},
	{
		name: "add PT24H across the DST change is elapsed time (New York)",
		op: 'timestamp',
		input: {"value": "2026-03-07T12:00:00", "timezone": "America/New_York", "add": "PT24H"},
		expected: { status: 200, body: {"unix_seconds": 1772989200, "unix_ms": 1772989200000, "iso_utc": "2026-03-08T17:00:00.000Z", "iso_local": "2026-03-08T13:00:00.000-04:00", "timezone": "America/New_York", "utc_offset": "-04:00", "rfc2822": "Sun, 08 Mar 2026 13:00:00 -0400", "day_of_week": 7, "iso_week": "2026-W10", "day_of_year": 67, "iso_week_date": "2026-W10-7", "iso9075": "2026-03-08 13:00:00", "rfc7231": "Sun, 08 Mar 2026 17:00:00 GMT", "js_string": "Sun Mar 08 2026 13:00:00 GMT-0400", "windows_filetime": "134174628000000000", "windows_filetime_hex": "01dcaf1cffcf6800", "excel_serial": 46089.541666666664, "mongo_objectid": "69adab100000000000000000", "unit": null, "shifted_from": "2026-03-07T12:00:00.000-05:00", "unix_us": "1772989200000000", "unix_ns": "1772989200000000000", "abbreviation": "EDT", "dst": true, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "PM"} },
		source: "GNU date: TZ=America/New_York date -d \"2026-03-07 12:00 24 hours\" +%s → 1772989200 (13:00 EDT)"
	},
	{
		name: "add that is no duration → 422",
		op: 'timestamp',
		input: {"value": 0, "add": "P1X"},
		expected: { status: 422, body: {"detail": "add: not an ISO 8601 duration such as P1Y2M3DT4H5M6S or -P1D", "code": "invalid_input"} },
		source: "ISO 8601-1 5.5.2.4 duration designators Y M W D H M S"
	},
	{
		name: "add past the year 9999 → 422",
		op: 'timestamp',
		input: {"value": "9999-06-01", "add": "P1Y"},
		expected: { status: 422, body: {"detail": "add: outside the years 1 to 9999", "code": "invalid_input"} },
		source: "src/lib/ops/timestamp/README.md \"Limits and cost\": the range answered"
	},
	{
		name: "ISO week date of Tuesday 1 December 2026",
		op: 'timestamp',
		input: {"value": "2026-12-01"},
		expected: { status: 200, body: {"unix_seconds": 1796083200, "unix_ms": 1796083200000, "iso_utc": "2026-12-01T00:00:00.000Z", "iso_local": "2026-12-01T00:00:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Tue, 01 Dec 2026 00:00:00 +0000", "day_of_week": 2, "iso_week": "2026-W49", "day_of_year": 335, "iso_week_date": "2026-W49-2", "iso9075": "2026-12-01 00:00:00", "rfc7231": "Tue, 01 Dec 2026 00:00:00 GMT", "js_string": "Tue Dec 01 2026 00:00:00 GMT+0000", "windows_filetime": "134405568000000000", "windows_filetime_hex": "01dd8126e8798000", "excel_serial": 46357.0, "mongo_objectid": "6b0e0e000000000000000000", "unit": null, "unix_us": "1796083200000000", "unix_ns": "1796083200000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 4, "am_pm": "AM"} },
		source: "python3: date(2026, 12, 1).isocalendar() → (2026, 49, 2)"
	},
	{
		name: "now, at a fixed clock",
		op: 'timestamp',
		now: 1795714347123,
		input: {"value": "now"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347123, "iso_utc": "2026-11-26T17:32:27.123Z", "iso_local": "2026-11-26T17:32:27.123+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 17:32:27 GMT+0000", "windows_filetime": "134401879471230000", "windows_filetime_hex": "01dd7dcc1b070c30", "excel_serial": 46352.730869479165, "mongo_objectid": "6b086d2b0000000000000000", "unit": null, "unix_us": "1795714347123000", "unix_ns": "1795714347123000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3 datetime for the fields of the clock's instant 1795714347123 ms"
	},
	{
		name: "parse_format reads a day-first date in the zone; format writes it again (Translate DateTime Format)",
		op: 'timestamp',
		input: {"value": "26/11/2026 14:32", "parse_format": "%d/%m/%Y %H:%M", "format": "%Y-%m-%d %H:%M", "timezone": "Europe/Lisbon"},
		expected: { status: 200, body: {"unix_seconds": 1795703520, "unix_ms": 1795703520000, "iso_utc": "2026-11-26T14:32:00.000Z", "iso_local": "2026-11-26T14:32:00.000+00:00", "timezone": "Europe/Lisbon", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 14:32:00 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 14:32:00", "rfc7231": "Thu, 26 Nov 2026 14:32:00 GMT", "js_string": "Thu Nov 26 2026 14:32:00 GMT+0000", "windows_filetime": "134401771200000000", "windows_filetime_hex": "01dd7db2e58f3000", "excel_serial": 46352.60555555556, "mongo_objectid": "6b0842e00000000000000000", "unit": null, "formatted": "2026-11-26 14:32", "unix_us": "1795703520000000", "unix_ns": "1795703520000000000", "abbreviation": "WET", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3: datetime.strptime(\"26/11/2026 14:32\", \"%d/%m/%Y %H:%M\").replace(tzinfo=ZoneInfo(\"Europe/Lisbon\")), .strftime(\"%Y-%m-%d %H:%M\")"
	},
	{
		name: "parse_format with names, 12-hour clock, a fraction and an offset",
		op: 'timestamp',
		input: {"value": "Thursday, 26 November 2026 02:32:27.5 PM -0300", "parse_format": "%A, %d %B %Y %I:%M:%S.%f %p %z"},
		expected: { status: 200, body: {"unix_seconds": 1795714347, "unix_ms": 1795714347500, "iso_utc": "2026-11-26T17:32:27.500Z", "iso_local": "2026-11-26T17:32:27.500+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:27 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:27", "rfc7231": "Thu, 26 Nov 2026 17:32:27 GMT", "js_string": "Thu Nov 26 2026 17:32:27 GMT+0000", "windows_filetime": "134401879475000000", "windows_filetime_hex": "01dd7dcc1b4092c0", "excel_serial": 46352.73087384259, "mongo_objectid": "6b086d2b0000000000000000", "unit": null, "unix_us": "1795714347500000", "unix_ns": "1795714347500000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3: datetime.strptime(\"Thursday, 26 November 2026 02:32:27.5 PM -0300\", \"%A, %d %B %Y %I:%M:%S.%f %p %z\")"
	},
	{
		name: "parse_format with a day of the year",
		op: 'timestamp',
		input: {"value": "2026-330 17:32", "parse_format": "%Y-%j %H:%M"},
		expected: { status: 200, body: {"unix_seconds": 1795714320, "unix_ms": 1795714320000, "iso_utc": "2026-11-26T17:32:00.000Z", "iso_local": "2026-11-26T17:32:00.000+00:00", "timezone": "UTC", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 17:32:00 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 17:32:00", "rfc7231": "Thu, 26 Nov 2026 17:32:00 GMT", "js_string": "Thu Nov 26 2026 17:32:00 GMT+0000", "windows_filetime": "134401879200000000", "windows_filetime_hex": "01dd7dcc0adc6800", "excel_serial": 46352.73055555556, "mongo_objectid": "6b086d100000000000000000", "unit": null, "unix_us": "1795714320000000", "unix_ns": "1795714320000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "PM"} },
		source: "python3: datetime.strptime(\"2026-330 17:32\", \"%Y-%j %H:%M\")"
	},
	{
		name: "text that does not fit parse_format → 422",
		op: 'timestamp',
		input: {"value": "2026-11-26", "parse_format": "%d/%m/%Y"},
		expected: { status: 422, body: {"detail": "value: does not match parse_format", "code": "invalid_input"} },
		source: "python3: datetime.strptime(\"2026-11-26\", \"%d/%m/%Y\") raises ValueError (does not match format)"
	},
	{
		name: "CyberChef's Translate DateTime Format timezone vector: UTC text written in US/Eastern (EST)",
		op: 'timestamp',
		input: {"value": "01/04/1999 22:33:01", "parse_format": "%d/%m/%Y %H:%M:%S", "timezone": "UTC", "to_timezone": "US/Eastern", "format": "%A %-d %B %Y %H:%M:%S %z"},
		expected: { status: 200, body: {"unix_ms": 923005981000, "timezone": "US/Eastern", "unit": null, "formatted": "Thursday 1 April 1999 17:33:01 -0500", "unix_us": "923005981000000", "unix_ns": "923005981000000000", "abbreviation": "EST", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 2, "am_pm": "PM", "unix_seconds": 923005981, "iso_utc": "1999-04-01T22:33:01.000Z", "iso_local": "1999-04-01T17:33:01.000-05:00", "utc_offset": "-05:00", "rfc2822": "Thu, 01 Apr 1999 17:33:01 -0500", "day_of_week": 4, "iso_week": "1999-W13", "day_of_year": 91, "iso_week_date": "1999-W13-4", "iso9075": "1999-04-01 17:33:01", "rfc7231": "Thu, 01 Apr 1999 22:33:01 GMT", "js_string": "Thu Apr 01 1999 17:33:01 GMT-0500", "windows_filetime": "125674795810000000", "windows_filetime_hex": "01be7c8f99798c80", "excel_serial": 36251.731261574074, "mongo_objectid": "3703f41d0000000000000000"} },
		source: "CyberChef tests/operations/tests/TranslateDateTimeFormat.mjs \"timezone conversion\": 01/04/1999 22:33:01 UTC → Thursday 1st April 1999 17:33:01 -05:00 EST; python3 strptime/zoneinfo (ts_ref in timestamp.test.ts)"
	},
	{
		name: "CyberChef's Parse DateTime vector: AM, UTC, no DST, not a leap year, 31 days, quarter 3",
		op: 'timestamp',
		input: {"value": "06/07/2001 01:59:30", "parse_format": "%d/%m/%Y %H:%M:%S"},
		expected: { status: 200, body: {"unix_ms": 994384770000, "timezone": "UTC", "unit": null, "unix_us": "994384770000000", "unix_ns": "994384770000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 31, "quarter": 3, "am_pm": "AM", "unix_seconds": 994384770, "iso_utc": "2001-07-06T01:59:30.000Z", "iso_local": "2001-07-06T01:59:30.000+00:00", "utc_offset": "+00:00", "rfc2822": "Fri, 06 Jul 2001 01:59:30 +0000", "day_of_week": 5, "iso_week": "2001-W27", "day_of_year": 187, "iso_week_date": "2001-W27-5", "iso9075": "2001-07-06 01:59:30", "rfc7231": "Fri, 06 Jul 2001 01:59:30 GMT", "js_string": "Fri Jul 06 2001 01:59:30 GMT+0000", "windows_filetime": "126388583700000000", "windows_filetime_hex": "01c105bf4b1a6d00", "excel_serial": 37078.08298611111, "mongo_objectid": "3b451b820000000000000000"} },
		source: "CyberChef tests/node/tests/operations.mjs \"Parse DateTime\" (Period AM, Timezone UTC, DST false, Leap year false, Days in this month 31, Day of year 187, Quarter 3); python3 (ts_ref in timestamp.test.ts)"
	},
	{
		name: "read in New York, written in Tokyo (to_timezone)",
		op: 'timestamp',
		input: {"value": "26/11/2026 14:32:27", "parse_format": "%d/%m/%Y %H:%M:%S", "timezone": "America/New_York", "to_timezone": "Asia/Tokyo", "format": "%A %-d %B %Y %H:%M:%S %z"},
		expected: { status: 200, body: {"unix_ms": 1795721547000, "timezone": "Asia/Tokyo", "unit": null, "formatted": "Friday 27 November 2026 04:32:27 +0900", "unix_us": "1795721547000000", "unix_ns": "1795721547000000000", "abbreviation": "JST", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "AM", "unix_seconds": 1795721547, "iso_utc": "2026-11-26T19:32:27.000Z", "iso_local": "2026-11-27T04:32:27.000+09:00", "utc_offset": "+09:00", "rfc2822": "Fri, 27 Nov 2026 04:32:27 +0900", "day_of_week": 5, "iso_week": "2026-W48", "day_of_year": 331, "iso_week_date": "2026-W48-5", "iso9075": "2026-11-27 04:32:27", "rfc7231": "Thu, 26 Nov 2026 19:32:27 GMT", "js_string": "Fri Nov 27 2026 04:32:27 GMT+0900", "windows_filetime": "134401951470000000", "windows_filetime_hex": "01dd7ddcde7d1780", "excel_serial": 46353.18920138889, "mongo_objectid": "6b08894b0000000000000000"} },
		source: "python3 strptime + zoneinfo astimezone (ts_ref in timestamp.test.ts); GNU date: TZ=Asia/Tokyo date -d 'TZ=\"America/New_York\" 2026-11-26 14:32:27'"
	},
	{
		name: "ISO text without an offset read in New York (the earlier 01:30), written in London",
		op: 'timestamp',
		input: {"value": "2026-11-01 01:30", "timezone": "America/New_York", "to_timezone": "Europe/London"},
		expected: { status: 200, body: {"unix_ms": 1793511000000, "timezone": "Europe/London", "unit": null, "unix_us": "1793511000000000", "unix_ns": "1793511000000000000", "abbreviation": "GMT", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "AM", "unix_seconds": 1793511000, "iso_utc": "2026-11-01T05:30:00.000Z", "iso_local": "2026-11-01T05:30:00.000+00:00", "utc_offset": "+00:00", "rfc2822": "Sun, 01 Nov 2026 05:30:00 +0000", "day_of_week": 7, "iso_week": "2026-W44", "day_of_year": 305, "iso_week_date": "2026-W44-7", "iso9075": "2026-11-01 05:30:00", "rfc7231": "Sun, 01 Nov 2026 05:30:00 GMT", "js_string": "Sun Nov 01 2026 05:30:00 GMT+0000", "windows_filetime": "134379846000000000", "windows_filetime_hex": "01dd69c209cd3c00", "excel_serial": 46327.229166666664, "mongo_objectid": "6ae6ce580000000000000000"} },
		source: "python3 zoneinfo fold=0 (ts_ref in timestamp.test.ts); GNU date: TZ=Europe/London date -d 'TZ=\"America/New_York\" 2026-11-01 01:30'"
	},
	{
		name: "DST in effect: New York in July (EDT)",
		op: 'timestamp',
		input: {"value": "2026-07-15T12:00:00Z", "to_timezone": "America/New_York"},
		expected: { status: 200, body: {"unix_ms": 1784116800000, "timezone": "America/New_York", "unit": null, "unix_us": "1784116800000000", "unix_ns": "1784116800000000000", "abbreviation": "EDT", "dst": true, "leap_year": false, "days_in_month": 31, "quarter": 3, "am_pm": "AM", "unix_seconds": 1784116800, "iso_utc": "2026-07-15T12:00:00.000Z", "iso_local": "2026-07-15T08:00:00.000-04:00", "utc_offset": "-04:00", "rfc2822": "Wed, 15 Jul 2026 08:00:00 -0400", "day_of_week": 3, "iso_week": "2026-W29", "day_of_year": 196, "iso_week_date": "2026-W29-3", "iso9075": "2026-07-15 08:00:00", "rfc7231": "Wed, 15 Jul 2026 12:00:00 GMT", "js_string": "Wed Jul 15 2026 08:00:00 GMT-0400", "windows_filetime": "134285904000000000", "windows_filetime_hex": "01dd145176432000", "excel_serial": 46218.333333333336, "mongo_objectid": "6a5776400000000000000000"} },
		source: "python3 zoneinfo: dst() == 1:00 (ts_ref in timestamp.test.ts)"
	},
	{
		name: "DST in the southern summer: Lord Howe's half hour (+11:00 in January)",
		op: 'timestamp',
		input: {"value": "2026-01-15T12:00:00Z", "timezone": "Australia/Lord_Howe"},
		expected: { status: 200, body: {"unix_ms": 1768478400000, "timezone": "Australia/Lord_Howe", "unit": null, "unix_us": "1768478400000000", "unix_ns": "1768478400000000000", "abbreviation": "+11", "dst": true, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "PM", "unix_seconds": 1768478400, "iso_utc": "2026-01-15T12:00:00.000Z", "iso_local": "2026-01-15T23:00:00.000+11:00", "utc_offset": "+11:00", "rfc2822": "Thu, 15 Jan 2026 23:00:00 +1100", "day_of_week": 4, "iso_week": "2026-W03", "day_of_year": 15, "iso_week_date": "2026-W03-4", "iso9075": "2026-01-15 23:00:00", "rfc7231": "Thu, 15 Jan 2026 12:00:00 GMT", "js_string": "Thu Jan 15 2026 23:00:00 GMT+1100", "windows_filetime": "134129520000000000", "windows_filetime_hex": "01dc8616797e6000", "excel_serial": 46037.958333333336, "mongo_objectid": "6968d6c00000000000000000"} },
		source: "python3 zoneinfo: utcoffset 11:00, dst() == 0:30 (ts_ref in timestamp.test.ts)"
	},
	{
		name: "Dublin in July is summer time (moment.js isDST), though tzdata calls winter a negative DST",
		op: 'timestamp',
		input: {"value": "2026-07-15T12:00:00Z", "timezone": "Europe/Dublin"},
		expected: { status: 200, body: {"unix_ms": 1784116800000, "timezone": "Europe/Dublin", "unit": null, "unix_us": "1784116800000000", "unix_ns": "1784116800000000000", "abbreviation": "IST", "dst": true, "leap_year": false, "days_in_month": 31, "quarter": 3, "am_pm": "PM", "unix_seconds": 1784116800, "iso_utc": "2026-07-15T12:00:00.000Z", "iso_local": "2026-07-15T13:00:00.000+01:00", "utc_offset": "+01:00", "rfc2822": "Wed, 15 Jul 2026 13:00:00 +0100", "day_of_week": 3, "iso_week": "2026-W29", "day_of_year": 196, "iso_week_date": "2026-W29-3", "iso9075": "2026-07-15 13:00:00", "rfc7231": "Wed, 15 Jul 2026 12:00:00 GMT", "js_string": "Wed Jul 15 2026 13:00:00 GMT+0100", "windows_filetime": "134285904000000000", "windows_filetime_hex": "01dd145176432000", "excel_serial": 46218.541666666664, "mongo_objectid": "6a5776400000000000000000"} },
		source: "moment.js isDST as CyberChef's Parse DateTime (offset +01:00 above January's +00:00); python3 zoneinfo offsets (ts_ref in timestamp.test.ts): dst() is 0 in July, -1:00 in January (tzdata's negative DST)"
	},
	{
		name: "a leap year's February has 29 days (2024, PM, quarter 1)",
		op: 'timestamp',
		input: {"value": "2024-02-10T15:00:00Z"},
		expected: { status: 200, body: {"unix_ms": 1707577200000, "timezone": "UTC", "unit": null, "unix_us": "1707577200000000", "unix_ns": "1707577200000000000", "abbreviation": "UTC", "dst": false, "leap_year": true, "days_in_month": 29, "quarter": 1, "am_pm": "PM", "unix_seconds": 1707577200, "iso_utc": "2024-02-10T15:00:00.000Z", "iso_local": "2024-02-10T15:00:00.000+00:00", "utc_offset": "+00:00", "rfc2822": "Sat, 10 Feb 2024 15:00:00 +0000", "day_of_week": 6, "iso_week": "2024-W06", "day_of_year": 41, "iso_week_date": "2024-W06-6", "iso9075": "2024-02-10 15:00:00", "rfc7231": "Sat, 10 Feb 2024 15:00:00 GMT", "js_string": "Sat Feb 10 2024 15:00:00 GMT+0000", "windows_filetime": "133520508000000000", "windows_filetime_hex": "01da5c31d191d800", "excel_serial": 45332.625, "mongo_objectid": "65c78f700000000000000000"} },
		source: "python3 calendar.isleap / monthrange (ts_ref in timestamp.test.ts)"
	},
	{
		name: "1900 is no leap year (century rule); no abbreviation before 1970",
		op: 'timestamp',
		input: {"value": "1900-02-10T00:00:00Z"},
		expected: { status: 200, body: {"unix_ms": -2205532800000, "timezone": "UTC", "unit": null, "unix_us": "-2205532800000000", "unix_ns": "-2205532800000000000", "abbreviation": null, "dst": false, "leap_year": false, "days_in_month": 28, "quarter": 1, "am_pm": "AM", "unix_seconds": -2205532800, "iso_utc": "1900-02-10T00:00:00.000Z", "iso_local": "1900-02-10T00:00:00.000+00:00", "utc_offset": "+00:00", "rfc2822": "Sat, 10 Feb 1900 00:00:00 +0000", "day_of_week": 6, "iso_week": "1900-W06", "day_of_year": 41, "iso_week_date": "1900-W06-6", "iso9075": "1900-02-10 00:00:00", "rfc7231": "Sat, 10 Feb 1900 00:00:00 GMT", "js_string": "Sat Feb 10 1900 00:00:00 GMT+0000", "windows_filetime": "94389408000000000", "windows_filetime_hex": "014f56aa9e664000", "excel_serial": 41.0, "mongo_objectid": null} },
		source: "python3 calendar.isleap(1900) is False (ts_ref in timestamp.test.ts); the shipped tz data starts in 1970"
	},
	{
		name: "add moves the wall date in to_timezone: New York 12:00 EST + P1D = 12:00 EDT",
		op: 'timestamp',
		input: {"value": "2026-03-07T17:00:00Z", "to_timezone": "America/New_York", "add": "P1D"},
		expected: { status: 200, body: {"unix_ms": 1772985600000, "timezone": "America/New_York", "unit": null, "shifted_from": "2026-03-07T12:00:00.000-05:00", "unix_us": "1772985600000000", "unix_ns": "1772985600000000000", "abbreviation": "EDT", "dst": true, "leap_year": false, "days_in_month": 31, "quarter": 1, "am_pm": "PM", "unix_seconds": 1772985600, "iso_utc": "2026-03-08T16:00:00.000Z", "iso_local": "2026-03-08T12:00:00.000-04:00", "utc_offset": "-04:00", "rfc2822": "Sun, 08 Mar 2026 12:00:00 -0400", "day_of_week": 7, "iso_week": "2026-W10", "day_of_year": 67, "iso_week_date": "2026-W10-7", "iso9075": "2026-03-08 12:00:00", "rfc7231": "Sun, 08 Mar 2026 16:00:00 GMT", "js_string": "Sun Mar 08 2026 12:00:00 GMT-0400", "windows_filetime": "134174592000000000", "windows_filetime_hex": "01dcaf149e0b0000", "excel_serial": 46089.5, "mongo_objectid": "69ad9d000000000000000000"} },
		source: "python3: aware datetime + timedelta(days=1) keeps the wall time in its zone (zoneinfo); GNU date: TZ=America/New_York date -d '2026-03-07 12:00 1 day' → 2026-03-08T12:00:00-0400"
	},
	{
		name: "Excel serial read in Tokyo, written in UTC",
		op: 'timestamp',
		input: {"value": 46352.5, "unit": "excel", "timezone": "Asia/Tokyo", "to_timezone": "UTC"},
		expected: { status: 200, body: {"unix_ms": 1795662000000, "timezone": "UTC", "unit": "excel", "unix_us": "1795662000000000", "unix_ns": "1795662000000000000", "abbreviation": "UTC", "dst": false, "leap_year": false, "days_in_month": 30, "quarter": 4, "am_pm": "AM", "unix_seconds": 1795662000, "iso_utc": "2026-11-26T03:00:00.000Z", "iso_local": "2026-11-26T03:00:00.000+00:00", "utc_offset": "+00:00", "rfc2822": "Thu, 26 Nov 2026 03:00:00 +0000", "day_of_week": 4, "iso_week": "2026-W48", "day_of_year": 330, "iso_week_date": "2026-W48-4", "iso9075": "2026-11-26 03:00:00", "rfc7231": "Thu, 26 Nov 2026 03:00:00 GMT", "js_string": "Thu Nov 26 2026 03:00:00 GMT+0000", "windows_filetime": "134401356000000000", "windows_filetime_hex": "01dd7d5239b5f800", "excel_serial": 46352.125, "mongo_objectid": "6b07a0b00000000000000000"} },
		source: "python3: (datetime(1899, 12, 30) + timedelta(days=46352.5)).replace(tzinfo=ZoneInfo(\"Asia/Tokyo\")), then in UTC (ts_ref in timestamp.test.ts)"
	},
	{
		name: "unknown to_timezone → 422",
		op: 'timestamp',
		input: {"value": 1, "to_timezone": "Mars/Olympus"},
		expected: { status: 422, body: { detail: "to_timezone: unknown IANA time zone \"Mars/Olympus\"", code: 'invalid_input' } },
		source: "IANA tz database: no such zone"
	},
];
