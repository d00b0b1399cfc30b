import type { OperationCase } from '../cases.js';

const CRONSTRUE = 'cronstrue README examples (github.com/bradymholt/cRonstrue), with use24HourTimeFormat as this operation asks';
const VIXIE =
	'Vixie cron, cron(8): "if the time has moved backwards by less than 3 hours, those jobs that fall into the repeated time will not be re-run"; croniter 6.2.4 runs 01:30 twice (EDT and EST), so this case follows the man page';

/**
 * Next runs: croniter (python3), an implementation independent of croner, run on 2026-11-26 on
 * each expression, zone and start (cron.test.ts runs it again when a python3 with croniter is
 * at hand: REFERENCE_PYTHON). Descriptions: cronstrue's README. Hand-checked cases cite crontab(5).
 */
export const cases: OperationCase[] = [
	{
		name: "0 0 13 * 5 in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 13 * 5", "count": 5, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-27T00:00:00+00:00", "2026-12-04T00:00:00+00:00", "2026-12-11T00:00:00+00:00", "2026-12-13T00:00:00+00:00", "2026-12-18T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "*/15 9-17 * * 1-5 in UTC from 2026-11-26T17:32:27Z",
		op: 'cron',
		input: {"expression": "*/15 9-17 * * 1-5", "count": 5, "from": "2026-11-26T17:32:27Z"},
		expected: { status: 200, body: {"next": ["2026-11-26T17:45:00+00:00", "2026-11-27T09:00:00+00:00", "2026-11-27T09:15:00+00:00", "2026-11-27T09:30:00+00:00", "2026-11-27T09:45:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 9 * * * in America/Sao_Paulo from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 9 * * *", "timezone": "America/Sao_Paulo", "count": 3, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-26T09:00:00-03:00", "2026-11-27T09:00:00-03:00", "2026-11-28T09:00:00-03:00"], "timezone": "America/Sao_Paulo"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "30 2 * * * in America/New_York from 2026-03-06T00:00:00Z",
		op: 'cron',
		input: {"expression": "30 2 * * *", "timezone": "America/New_York", "count": 4, "from": "2026-03-06T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-03-06T02:30:00-05:00", "2026-03-07T02:30:00-05:00", "2026-03-08T03:00:00-04:00", "2026-03-09T02:30:00-04:00"], "timezone": "America/New_York"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 0 1,15 * 3 in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 1,15 * 3", "count": 6, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-12-01T00:00:00+00:00", "2026-12-02T00:00:00+00:00", "2026-12-09T00:00:00+00:00", "2026-12-15T00:00:00+00:00", "2026-12-16T00:00:00+00:00", "2026-12-23T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 12 * * 7 in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 12 * * 7", "count": 2, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-29T12:00:00+00:00", "2026-12-06T12:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 0 29 2 * in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 29 2 *", "count": 2, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2028-02-29T00:00:00+00:00", "2032-02-29T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "5 4 * * sun in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "5 4 * * sun", "count": 2, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-29T04:05:00+00:00", "2026-12-06T04:05:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 0 L * * in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 L * *", "count": 3, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-30T00:00:00+00:00", "2026-12-31T00:00:00+00:00", "2027-01-31T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 0 * * 5L in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 * * 5L", "count": 3, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-27T00:00:00+00:00", "2026-12-25T00:00:00+00:00", "2027-01-29T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start (croniter spells the last Friday L5)"
	},
	{
		name: "0 0 * * 1#2 in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 * * 1#2", "count": 3, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-12-14T00:00:00+00:00", "2027-01-11T00:00:00+00:00", "2027-02-08T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 22 * * 1-5 in Asia/Kolkata from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 22 * * 1-5", "timezone": "Asia/Kolkata", "count": 3, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-26T22:00:00+05:30", "2026-11-27T22:00:00+05:30", "2026-11-30T22:00:00+05:30"], "timezone": "Asia/Kolkata"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 0 1 * * in Australia/Lord_Howe from 2026-09-15T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 1 * *", "timezone": "Australia/Lord_Howe", "count": 3, "from": "2026-09-15T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-10-01T00:00:00+10:30", "2026-11-01T00:00:00+11:00", "2026-12-01T00:00:00+11:00"], "timezone": "Australia/Lord_Howe"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 0 * 1-3 * in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 * 1-3 *", "count": 2, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2027-01-01T00:00:00+00:00", "2027-01-02T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "@hourly in UTC from 2026-11-26T17:32:27Z",
		op: 'cron',
		input: {"expression": "@hourly", "count": 2, "from": "2026-11-26T17:32:27Z"},
		expected: { status: 200, body: {"next": ["2026-11-26T18:00:00+00:00", "2026-11-26T19:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "@yearly in UTC from 2026-11-26T17:32:27Z",
		op: 'cron',
		input: {"expression": "@yearly", "count": 2, "from": "2026-11-26T17:32:27Z"},
		expected: { status: 200, body: {"next": ["2027-01-01T00:00:00+00:00", "2028-01-01T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "@weekly in UTC from 2026-11-26T17:32:27Z",
		op: 'cron',
		input: {"expression": "@weekly", "count": 2, "from": "2026-11-26T17:32:27Z"},
		expected: { status: 200, body: {"next": ["2026-11-29T00:00:00+00:00", "2026-12-06T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "@monthly in UTC from 2026-11-26T17:32:27Z",
		op: 'cron',
		input: {"expression": "@monthly", "count": 2, "from": "2026-11-26T17:32:27Z"},
		expected: { status: 200, body: {"next": ["2026-12-01T00:00:00+00:00", "2027-01-01T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 0 */2 * 1 in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 */2 * 1", "count": 4, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-27T00:00:00+00:00", "2026-11-29T00:00:00+00:00", "2026-11-30T00:00:00+00:00", "2026-12-01T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: "0 0 1-7 * 1 in UTC from 2026-11-26T00:00:00Z",
		op: 'cron',
		input: {"expression": "0 0 1-7 * 1", "count": 4, "from": "2026-11-26T00:00:00Z"},
		expected: { status: 200, body: {"next": ["2026-11-30T00:00:00+00:00", "2026-12-01T00:00:00+00:00", "2026-12-02T00:00:00+00:00", "2026-12-03T00:00:00+00:00"], "timezone": "UTC"}, partial: true },
		source: "croniter 6.2.4 (python3, day_or=True: Vixie's OR of day-of-month and day-of-week) run on the same expression, zone and start"
	},
	{
		name: '*/10 * * * * * (six fields, seconds first)',
		op: 'cron',
		input: { expression: '*/10 * * * * *', count: 3, from: '2026-11-26T17:32:27Z' },
		expected: { status: 200, body: { next: ['2026-11-26T17:32:30+00:00', '2026-11-26T17:32:40+00:00', '2026-11-26T17:32:50+00:00'], description: 'Every 10 seconds' }, partial: true },
		source: 'croniter 6.2.4 on "* * * * * */10" (croniter puts the seconds field last)'
	},
	{
		name: 'a fixed-time job in the repeated hour runs once (New York, end of DST)',
		op: 'cron',
		input: { expression: '30 1 * * *', timezone: 'America/New_York', count: 4, from: '2026-10-30T00:00:00Z' },
		expected: { status: 200, body: { next: ['2026-10-30T01:30:00-04:00', '2026-10-31T01:30:00-04:00', '2026-11-01T01:30:00-04:00', '2026-11-02T01:30:00-05:00'] }, partial: true },
		source: VIXIE
	},
	{
		name: 'description: every minute',
		op: 'cron',
		input: { expression: '* * * * *', count: 1, from: '2026-11-26T17:32:27Z' },
		expected: { status: 200, body: { description: 'Every minute', next: ['2026-11-26T17:33:00+00:00'] }, partial: true },
		source: `${CRONSTRUE}: "* * * * *" → "Every minute"; crontab(5): every field * → each minute`
	},
	{
		name: 'description: the second Sunday, 24-hour time',
		op: 'cron',
		input: { expression: '23 14 * * SUN#2', count: 1, from: '2026-11-26T00:00:00Z' },
		expected: { status: 200, body: { description: 'At 14:23, on the second Sunday of the month', next: ['2026-12-13T14:23:00+00:00'] }, partial: true },
		source: `${CRONSTRUE}: "23 14 * * SUN#2" → "At 14:23, on the second Sunday of the month"; the second Sunday of December 2026 is the 13th (python3 calendar)`
	},
	{
		name: 'description: Monday through Friday at 23:00 (? as *)',
		op: 'cron',
		input: { expression: '0 23 ? * MON-FRI', count: 1, from: '2026-11-27T23:00:00Z' },
		expected: { status: 200, body: { description: 'At 23:00, Monday through Friday', next: ['2026-11-30T23:00:00+00:00'] }, partial: true },
		source: `${CRONSTRUE}: "0 23 ? * MON-FRI" → "At 11:00 PM, Monday through Friday" (12-hour); 2026-11-27 is a Friday, so the next weekday 23:00 after it is Monday the 30th`
	},
	{
		name: 'description in Spanish',
		op: 'cron',
		input: { expression: '*/5 * * * *', locale: 'es', count: 1, from: '2026-11-26T17:32:27Z' },
		expected: { status: 200, body: { description: 'Cada 5 minutos', next: ['2026-11-26T17:35:00+00:00'] }, partial: true },
		source: `${CRONSTRUE}: "*/5 * * * *", locale es → "Cada 5 minutos"`
	},
	{
		name: 'from without an offset is read in the zone',
		op: 'cron',
		input: { expression: '0 9 * * *', timezone: 'America/Sao_Paulo', count: 1, from: '2026-11-26T09:00:00' },
		expected: { status: 200, body: { next: ['2026-11-27T09:00:00-03:00'] }, partial: true },
		source: 'crontab(5): 0 9 * * * runs daily at 09:00; from 09:00 local (exclusive), the next is the next day'
	},
	{
		name: 'an expression that never runs (30 February) has no next runs',
		op: 'cron',
		input: { expression: '0 0 30 2 *', count: 3, from: '2026-11-26T00:00:00Z' },
		expected: { status: 200, body: { next: [] }, partial: true },
		source: 'crontab(5): day-of-month 30 and month 2 never meet (February has at most 29 days)'
	},
	{
		name: '@reboot → 422',
		op: 'cron',
		input: { expression: '@reboot' },
		expected: { status: 422, body: { detail: 'expression: unknown macro "@reboot" (known: @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly)', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md /cron: macros @yearly … @hourly; @reboot has no time (crontab(5))'
	},
	{
		name: 'minute 60 → 422',
		op: 'cron',
		input: { expression: '60 * * * *' },
		expected: { status: 422, body: { detail: 'expression: Invalid value for minute: 60', code: 'invalid_input' } },
		source: 'crontab(5): minute 0-59'
	},
	{
		name: 'seven fields → 422',
		op: 'cron',
		input: { expression: '0 0 0 1 1 * 2027' },
		expected: {
			status: 422,
			body: { detail: "expression: mode '5-or-6-parts' requires exactly 5 or 6 parts, but pattern '0 0 0 1 1 * 2027' has 7 parts.", code: 'invalid_input' }
		},
		source: 'docs/spec/toolbox.md /cron: 5 fields, or 6 with seconds first'
	},
	{
		name: 'count 101 → 422',
		op: 'cron',
		input: { expression: '* * * * *', count: 101 },
		expected: { status: 422, body: { detail: 'count: Too big: expected number to be <=100', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md /cron: count 1–100'
	},
	{
		name: 'unknown zone → 422',
		op: 'cron',
		input: { expression: '* * * * *', timezone: 'Europe/Atlantis' },
		expected: { status: 422, body: { detail: 'timezone: unknown IANA time zone "Europe/Atlantis"', code: 'invalid_input' } },
		source: 'IANA tz database: no such zone'
	},
	{
		name: 'from that is no date → 422',
		op: 'cron',
		input: { expression: '* * * * *', from: 'next tuesday' },
		expected: { status: 422, body: { detail: 'from: not an ISO 8601 date and time', code: 'invalid_input' } },
		source: 'docs/spec/toolbox.md /cron: from is an ISO 8601 instant'
	}
];
