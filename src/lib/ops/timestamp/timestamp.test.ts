import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { timestamp } from './index.js';
import { isoWeek, RANGE } from './timestamp.js';

const ctx = { now: () => Date.now() };

/**
 * The independent reference: python3's datetime and zoneinfo (the system tz database, not ICU),
 * given instants and zones, answering every field of the contract. The cases were computed with it.
 */
const PY_REFERENCE = `
import json, sys, calendar, datetime as dt, email.utils
from zoneinfo import ZoneInfo
def exact_ns(ms, value, unit):
    # The instant in ns as the input gives it: FILETIME ticks and whole µs/ns keep what is below the ms.
    if unit == 'filetime': return (int(str(value), 0) - 116444736000000000) * 100
    if unit in ('us', 'ns') and (isinstance(value, int) or (isinstance(value, str) and value.lstrip('-').isdigit())):
        return int(value) * (1000 if unit == 'us' else 1)
    return ms * 10**6
def ref(ms, zone, ns=None):
    ns = ms * 10**6 if ns is None else ns
    utc = dt.datetime(1970,1,1,tzinfo=dt.timezone.utc) + dt.timedelta(milliseconds=ms)
    loc = utc.astimezone(ZoneInfo(zone))
    secs = int(loc.utcoffset().total_seconds()); sign = '-' if secs < 0 else '+'; a = abs(secs)
    offs = f"{sign}{a//3600:02d}:{a%3600//60:02d}" + (f":{a%60:02d}" if a%60 else '')
    iso_y, iso_w, iso_d = loc.isocalendar()
    ft = (ns // 100) + 11644473600 * 10**7
    naive = loc.replace(tzinfo=None)
    excel = None
    if naive >= dt.datetime(1900, 1, 1):
        # Excel's 1900 system: 1900-03-01 is 61 (it counts a 29 February 1900), 1900-01-01 is 1.
        delta = naive - dt.datetime(1899, 12, 30) - (dt.timedelta(days=1) if naive < dt.datetime(1900, 3, 1) else dt.timedelta(0))
        excel = delta / dt.timedelta(days=1)
    s = ms // 1000
    # DST as moment.js's isDST: the offset above the smaller of those at 1 January and 1 July (00:00 UTC) of the local year.
    z = ZoneInfo(zone)
    def off_at(m, d):
        return dt.datetime(loc.year, m, d, tzinfo=dt.timezone.utc).astimezone(z).utcoffset()
    dst = loc.utcoffset() > min(off_at(1, 1), off_at(7, 1))
    return {
      'unix_us': str(ns // 1000), 'unix_ns': str(ns),
      'abbreviation': loc.tzname() if 1970 <= utc.year <= 2100 else None,
      'dst': dst, 'leap_year': calendar.isleap(loc.year),
      'days_in_month': calendar.monthrange(loc.year, loc.month)[1],
      'quarter': (loc.month - 1) // 3 + 1, 'am_pm': 'AM' if loc.hour < 12 else 'PM',
      'unix_seconds': ms // 1000, 'unix_ms': ms,
      'iso_utc': utc.strftime('%Y-%m-%dT%H:%M:%S.') + f"{utc.microsecond//1000:03d}Z",
      'iso_local': loc.strftime('%Y-%m-%dT%H:%M:%S.') + f"{loc.microsecond//1000:03d}" + offs,
      'timezone': zone, 'utc_offset': offs,
      'rfc2822': loc.strftime('%a, %d %b %Y %H:%M:%S ') + offs.replace(':','')[:5],
      'day_of_week': iso_d, 'iso_week': f"{iso_y:04d}-W{iso_w:02d}", 'day_of_year': loc.timetuple().tm_yday,
      'iso_week_date': f"{iso_y:04d}-W{iso_w:02d}-{iso_d}",
      'iso9075': loc.strftime('%Y-%m-%d %H:%M:%S'),
      'rfc7231': email.utils.format_datetime(utc, usegmt=True),
      'js_string': loc.strftime('%a %b %d %Y %H:%M:%S GMT') + offs.replace(':','')[:5],
      'windows_filetime': str(ft) if ft >= 0 else None,
      'windows_filetime_hex': format(ft, '016x') if ft >= 0 else None,
      'excel_serial': excel,
      'mongo_objectid': f"{s:08x}" + '0' * 16 if 0 <= s <= 0xffffffff else None }
if __name__ == '__main__':
    print(json.dumps([ref(ms, zone, exact_ns(ms, value, unit)) for ms, zone, value, unit in json.load(sys.stdin)]))
`;

/** [ms, zone, value, unit]: the value and unit read let python keep the nanoseconds below the ms (FILETIME). */
function python(rows: [number, string, unknown?, unknown?][]): Record<string, unknown>[] {
	const full = rows.map(([ms, zone, value = ms, unit = 'ms']) => [ms, zone, value, unit]);
	return JSON.parse(execFileSync('python3', ['-c', PY_REFERENCE], { input: JSON.stringify(full) }).toString());
}

const has = (cmd: string, args: string[]) => {
	try {
		execFileSync(cmd, args, { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
};
const HAS_PYTHON = has('python3', ['-c', 'import zoneinfo; zoneinfo.ZoneInfo("America/Sao_Paulo")']);
const HAS_GNU_DATE = has('date', ['-d', '@0', '+%s']);

const ok = cases.filter((c) => c.expected.status === 200);

describe('timestamp cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('the test data itself', () => {
	it.runIf(HAS_PYTHON)('python3 gives every field of every case again from its instant, zone and exact input', () => {
		const bodies = ok.map((c) => c.expected.body as Record<string, unknown>);
		// A shifted instant (add) is compared at the millisecond: the input's own nanoseconds are not its.
		const theirs = python(bodies.map((b, i) => [b.unix_ms as number, b.timezone as string, (ok[i].input as { add?: string; value: unknown }).add ? b.unix_ms : (ok[i].input as { value: unknown }).value, (ok[i].input as { add?: string }).add ? 'ms' : b.unit]));
		bodies.forEach((body, i) => {
			const { unit: _unit, formatted: _formatted, shifted_from: _from, ...rest } = body;
			expect(theirs[i], ok[i].name).toEqual(rest);
		});
	});

	it.runIf(HAS_GNU_DATE)('GNU date reads the date texts of the cases to the same instant', () => {
		for (const c of ok) {
			const input = c.input as { value: unknown; timezone?: string; unit?: string; add?: string };
			if (typeof input.value !== 'string' || /^-?\d+$/.test(input.value)) continue;
			// Only date texts: not a FILETIME, an ObjectId, now, nor a shifted instant.
			if (input.unit || input.add || (input as { parse_format?: string }).parse_format || /^[0-9a-f]{24}$/i.test(input.value) || input.value === 'now') continue;
			// GNU date has no wall time for the skipped hour (the gap case) nor ISO basic format.
			if (c.name.includes('gap') || c.name.includes('basic') || c.name.includes('0.5 µs') || c.name.includes('cut')) continue;
			const out = execFileSync('date', ['-d', input.value, '+%s%3N'], { env: { ...process.env, TZ: input.timezone ?? 'UTC' } }).toString().trim();
			expect(Number(out), c.name).toBe((c.expected.body as { unix_ms: number }).unix_ms);
		}
	});
});

describe('timestamp', () => {
	const zones = ['UTC', 'America/Sao_Paulo', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Africa/Casablanca', 'America/Santiago'];

	it.runIf(HAS_PYTHON)('property: any instant of years 1900–2200 in any of 14 zones answers as python3 does', async () => {
		const pairs = fc.sample(fc.tuple(fc.integer({ min: -2_208_988_800_000, max: 7_258_118_400_000 }), fc.constantFrom(...zones)), 400);
		const theirs = python(pairs);
		const disagreeing: string[] = [];
		for (let i = 0; i < pairs.length; i++) {
			const [ms, zone] = pairs[i];
			const { body } = await executeOperation(timestamp, { value: ms, unit: 'ms', timezone: zone }, ctx);
			// The abbreviation is null where the shipped tz data and the runtime's disagree on the offset (other tzdb releases' predictions).
			const mine = body as { abbreviation: string | null };
			if (mine.abbreviation === null && theirs[i].abbreviation !== null) disagreeing.push(`${zone} ${new Date(ms).getUTCFullYear()}`);
			expect({ ...mine, unit: undefined }, `${ms} ${zone}`).toEqual({ ...theirs[i], unit: undefined, abbreviation: mine.abbreviation === null ? null : theirs[i].abbreviation });
		}
		// Only rules that tzdb releases write differently lose the abbreviation: Morocco's from 2026 on
		// (the shipped tzdb.json is 2026f; the runtime's ICU and python's system tzdata are older).
		expect(disagreeing.filter((where) => !(where.startsWith('Africa/Casablanca') && Number(where.slice(-4)) >= 2026))).toEqual([]);
	});

	it.runIf(HAS_PYTHON)('property: dst agrees with python zoneinfo dst() where a zone keeps summer time positive', async () => {
		// Zones whose DST is a positive summer shift since 1982 (Lord Howe moved its standard offset in 1981; not Dublin's or Casablanca's negative DST, nor Chile's year-round DST of 2015).
		const summerZones = ['America/New_York', 'Europe/London', 'Europe/Berlin', 'Australia/Sydney', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns'];
		const rows = fc.sample(fc.tuple(fc.integer({ min: 378_691_200_000, max: 4_102_444_800_000 }), fc.constantFrom(...summerZones)), 300);
		const script = 'import sys, json, datetime as dt\nfrom zoneinfo import ZoneInfo\nE = dt.datetime(1970,1,1,tzinfo=dt.timezone.utc)\nprint(json.dumps([bool((E + dt.timedelta(milliseconds=ms)).astimezone(ZoneInfo(z)).dst()) for ms, z in json.load(sys.stdin)]))';
		const theirs = JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(rows) }).toString()) as boolean[];
		for (let i = 0; i < rows.length; i++) {
			const { body } = await executeOperation(timestamp, { value: rows[i][0], unit: 'ms', timezone: rows[i][1] }, ctx);
			expect((body as { dst: boolean }).dst, rows[i].join(' ')).toBe(theirs[i]);
		}
	});

	it('property: iso_local read back in its zone gives the same instant (round trip)', async () => {
		await fc.assert(
			fc.asyncProperty(fc.integer({ min: RANGE.min + 86_400_000, max: RANGE.max - 86_400_000 }), fc.constantFrom(...zones), async (ms, zone) => {
				const first = (await executeOperation(timestamp, { value: ms, unit: 'ms', timezone: zone }, ctx)).body as { iso_local: string; iso_utc: string; rfc2822: string; utc_offset: string };
				for (const value of [first.iso_local, first.iso_utc]) {
					const again = (await executeOperation(timestamp, { value, timezone: zone }, ctx)).body as { unix_ms: number };
					expect(again.unix_ms, value).toBe(ms);
				}
				const fromRfc = (await executeOperation(timestamp, { value: first.rfc2822 }, ctx)).body as { unix_seconds: number };
				// RFC 2822 has whole seconds, and whole minutes of offset (a local mean time's seconds are cut).
				if (first.utc_offset.length === 6) expect(fromRfc.unix_seconds).toBe(Math.floor(ms / 1000));
				else expect(Math.abs(fromRfc.unix_seconds - Math.floor(ms / 1000))).toBeLessThan(60);
			}),
			{ numRuns: 300 }
		);
	});

	it('auto unit picks by magnitude', async () => {
		const unit = async (value: number | string) => ((await executeOperation(timestamp, { value }, ctx)).body as { unit: string }).unit;
		expect(await unit(99_999_999_999)).toBe('s');
		expect(await unit(100_000_000_000)).toBe('ms');
		expect(await unit(99_999_999_999_999)).toBe('ms');
		expect(await unit(100_000_000_000_000)).toBe('us');
		expect(await unit('100000000000000000')).toBe('ns');
		expect(await unit(-1_000_000_000_000)).toBe('ms');
	});

	it('ISO weeks agree with python3 for every 28 Dec–4 Jan of 1990–2040', () => {
		const days: [number, number, number][] = [];
		for (let y = 1990; y <= 2040; y++) for (const [m, d] of [[11, 28], [11, 29], [11, 30], [11, 31], [0, 1], [0, 2], [0, 3], [0, 4]]) days.push([y, m, d]);
		const ours = days.map(([y, m, d]) => isoWeek(y, m, d));
		if (!HAS_PYTHON) return;
		const script = 'import sys, json, datetime\nprint(json.dumps([list(datetime.date(y, m + 1, d).isocalendar())[:2] for y, m, d in json.load(sys.stdin)]))';
		const theirs = JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(days) }).toString()) as [number, number][];
		ours.forEach((w, i) => expect([w.weekYear, w.week], days[i].join('-')).toEqual(theirs[i]));
	});

	it('limits: text longer than 100 characters → 422 naming value', async () => {
		expect(await executeOperation(timestamp, { value: '1'.repeat(101) }, ctx)).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^value/) } });
	});

	it('rejects malformed dates and times', async () => {
		for (const value of ['2026-13-01', '2026-00-10', '2026-11-26T25:00', '2026-11-26T23:60', '2026-11-26T10:00+24:00', '2026-11-26T10:00+05:99', 'Thu, 26 Foo 2026 12:00:00 +0000', '2023-02-29', '26/11/2026']) {
			expect((await executeOperation(timestamp, { value }, ctx)).status, value).toBe(422);
		}
	});

	it('24:00 is the end of the day (ISO 8601)', async () => {
		const body = (await executeOperation(timestamp, { value: '2026-11-26T24:00:00Z' }, ctx)).body as { iso_utc: string };
		expect(body.iso_utc).toBe('2026-11-27T00:00:00.000Z');
	});
});

describe('digits as text (what the app\'s one-line field sends)', () => {
	it('reads whole and fractional digits like the numbers', async () => {
		const of = async (value: string | number) => ((await executeOperation(timestamp, { value }, ctx)).body as { unix_ms: number }).unix_ms;
		expect(await of('1795714347')).toBe(await of(1795714347));
		expect(await of('1795714347.5')).toBe(1795714347500);
		expect(await of('1795714347123')).toBe(1795714347123);
	});
});

describe('format, add, parse_format against python3', () => {
	const run = async (input: Record<string, unknown>) => (await executeOperation(timestamp, input, ctx)) as { status: number; body: Record<string, unknown> };

	it.runIf(HAS_PYTHON)('property: format writes what python3 strftime writes, in any of 6 zones', async () => {
		const pattern = '%a %A %b %B %d %e %m %y %Y %C %j %H %k %I %l %M %S %f %p %u %w %U %W %V %G %g %z %D %T %F %R %r %c %x %X %%';
		const zones = ['UTC', 'America/Sao_Paulo', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns', 'Europe/Berlin'];
		const rows = fc.sample(fc.tuple(fc.integer({ min: -2_208_988_800_000, max: 7_258_118_400_000 }), fc.constantFrom(...zones)), 200);
		const script = 'import sys, json, datetime as dt\nfrom zoneinfo import ZoneInfo\np = sys.argv[1]\nprint(json.dumps([(dt.datetime(1970,1,1,tzinfo=dt.timezone.utc) + dt.timedelta(milliseconds=ms)).astimezone(ZoneInfo(z)).strftime(p) for ms, z in json.load(sys.stdin)]))';
		const theirs = JSON.parse(execFileSync('python3', ['-c', script, pattern], { input: JSON.stringify(rows) }).toString()) as string[];
		for (let i = 0; i < rows.length; i++) {
			const { body } = await run({ value: rows[i][0], unit: 'ms', timezone: rows[i][1], format: pattern });
			expect(body.formatted, rows[i].join(' ')).toBe(theirs[i]);
		}
	});

	it.runIf(HAS_PYTHON)('property: add in UTC lands where python-dateutil relativedelta does', async () => {
		const rows = fc.sample(fc.tuple(fc.integer({ min: -2_208_988_800_000, max: 4_102_444_800_000 }), fc.constantFrom(1, -1), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100_000 })), 150);
		// Months, then days, then elapsed seconds, each with the sign: the order Temporal and relativedelta share.
		const script = 'import sys, json, datetime as dt\nfrom dateutil.relativedelta import relativedelta as rd\nE = dt.datetime(1970,1,1)\nprint(json.dumps([((E + dt.timedelta(milliseconds=ms) + rd(months=s*mo, days=s*d) + dt.timedelta(seconds=s*sec)) - E) // dt.timedelta(milliseconds=1) for ms, s, mo, d, sec in json.load(sys.stdin)]))';
		const withSign = rows;
		let theirs: number[];
		try {
			theirs = JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(withSign) }).toString());
		} catch {
			return; // python-dateutil missing
		}
		for (let i = 0; i < rows.length; i++) {
			const [ms, sign, months, days, seconds] = withSign[i];
			const add = `${sign < 0 ? '-' : ''}P${months}M${days}DT${seconds}S`;
			const { status, body } = await run({ value: ms, unit: 'ms', add });
			if (theirs[i] < -62_135_596_800_000 || theirs[i] > 253_402_300_799_999) expect(status).toBe(422);
			else expect(body.unix_ms, `${ms} ${add}`).toBe(theirs[i]);
		}
	});

	it.runIf(HAS_PYTHON)('property: parse_format reads what format wrote, as python3 strptime does', async () => {
		const pattern = '%d/%m/%Y %I:%M:%S.%f %p';
		const rows = fc.sample(fc.integer({ min: -2_208_988_800_000, max: 7_258_118_400_000 }), 100);
		const script = 'import sys, json, datetime as dt\nE = dt.datetime(1970,1,1)\np = sys.argv[1]\nout = []\nfor ms in json.load(sys.stdin):\n    t = (E + dt.timedelta(milliseconds=ms)).strftime(p)\n    out.append([t, (dt.datetime.strptime(t, p) - E) // dt.timedelta(milliseconds=1)])\nprint(json.dumps(out))';
		const theirs = JSON.parse(execFileSync('python3', ['-c', script, pattern], { input: JSON.stringify(rows) }).toString()) as [string, number][];
		for (const [text, ms] of theirs) {
			const { body } = await run({ value: text, parse_format: pattern });
			expect(body.unix_ms, text).toBe(ms);
		}
	});

	it('limits: format, parse_format, add and their numbers → 422 naming the field', async () => {
		expect((await run({ value: 0, format: '%Y'.repeat(101) })).body.detail).toMatch(/^format/);
		expect((await run({ value: '1', parse_format: '%'.repeat(201) })).body.detail).toMatch(/^parse_format/);
		expect((await run({ value: 0, add: 'P' + '1'.repeat(64) + 'D' })).body.detail).toMatch(/^add/);
		expect((await run({ value: 0, add: 'P1234567890123D' })).body.detail).toBe('add: each number of a duration has at most 12 digits');
		expect((await run({ value: 0, add: 'PT' })).body.detail).toMatch(/^add: not an ISO 8601 duration/);
		expect((await run({ value: 0, format: 'tail %' })).body.detail).toMatch(/^format: ends with a lone %/);
		expect((await run({ value: 'x', parse_format: '%Q' })).body.detail).toBe('parse_format: unknown directive %Q');
		expect((await run({ value: '0', unit: 'excel' })).body.detail).toMatch(/^value: an Excel serial date is at least 1/);
		expect((await run({ value: 2_958_466, unit: 'excel' })).body.detail).toBe('value: outside the years 1 to 9999');
		expect((await run({ value: '18446744073709551616', unit: 'filetime' })).body.detail).toMatch(/^value: a Windows FILETIME/);
		expect((await run({ value: 1.5e17, unit: 'filetime' })).status).toBe(200);
		expect((await run({ value: 2 ** 64, unit: 'filetime' })).body.detail).toMatch(/^value: a Windows FILETIME/);
		expect((await run({ value: 1.5, unit: 'filetime' })).body.detail).toMatch(/^value: a Windows FILETIME/);
		expect((await run({ value: 'now', unit: 's' })).body.detail).toMatch(/^unit/);
	});

	it('a greedy scanner: a pattern of 100 numbers against 100 digits answers at once', async () => {
		const started = performance.now();
		expect((await run({ value: '1'.repeat(99) + 'x', parse_format: '%-d'.repeat(66) })).status).toBe(422);
		expect(performance.now() - started).toBeLessThan(500);
	});

	it('FILETIME before 1601 and Excel before 1900 are null; a round trip keeps 100 ns', async () => {
		const old = (await run({ value: '1500-01-01T00:00:00Z' })).body;
		expect([old.windows_filetime, old.windows_filetime_hex, old.excel_serial, old.mongo_objectid]).toEqual([null, null, null, null]);
		const back = (await run({ value: '129207366395297693', unit: 'filetime' })).body;
		expect((await run({ value: back.windows_filetime_hex === null ? '' : `0x${back.windows_filetime_hex}`, unit: 'filetime' })).body.windows_filetime).toBe('129207366395297693');
	});
});

describe('to_timezone and the finer units', () => {
	const run = async (input: Record<string, unknown>) => (await executeOperation(timestamp, input, ctx)) as { status: number; body: Record<string, unknown> };

	it('absent, or equal to timezone, answers as before', async () => {
		const input = { value: '2026-11-01 01:30', timezone: 'America/New_York', format: '%c %z', add: 'P1M' };
		expect((await run({ ...input, to_timezone: 'america/new_york' })).body).toEqual((await run(input)).body);
	});

	it('the instant is read in timezone and only its writing changes', async () => {
		const read = (await run({ value: '2026-11-26 14:32', timezone: 'America/New_York' })).body;
		const written = (await run({ value: '2026-11-26 14:32', timezone: 'America/New_York', to_timezone: 'Asia/Kolkata' })).body;
		expect(written.unix_ns).toBe(read.unix_ns);
		expect([written.timezone, written.utc_offset, written.abbreviation]).toEqual(['Asia/Kolkata', '+05:30', 'IST']);
	});

	it('now keeps the millisecond: its µs and ns end in zeros', async () => {
		const body = (await executeOperation(timestamp, { value: 'now' }, { now: () => 1795714347123 })).body as Record<string, unknown>;
		expect([body.unix_ms, body.unix_us, body.unix_ns]).toEqual([1795714347123, '1795714347123000', '1795714347123000000']);
	});

	it('µs are floored before 1970 as ms are (python: -1 ns // 1000 == -1)', async () => {
		const body = (await run({ value: '-1', unit: 'ns' })).body;
		expect([body.unix_ms, body.unix_us, body.unix_ns]).toEqual([-1, '-1', '-1']);
	});
});
