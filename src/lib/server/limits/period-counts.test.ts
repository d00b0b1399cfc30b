import { describe, expect, it } from 'vitest';
import { MonthTotals } from './month-totals.js';
import { ArrivalTimes } from './arrival-times.js';
import { PeriodCounts } from './period-counts.js';
import { createMemoryRateLimiter } from './rate-limiter.js';

describe('counts per period (the memory store)', () => {
	it('take checks and counts in one step and reports the count before; a full counter is left as it is', () => {
		const counts = new PeriodCounts<string>();
		expect([counts.take('2026-11', 'a', 2), counts.take('2026-11', 'a', 2), counts.take('2026-11', 'a', 2)]).toEqual([0, 1, 2]);
		expect(counts.get('2026-11', 'a')).toBe(2);
		// Another period and another subject are other counters; no ceiling counts every unit.
		expect(counts.take('2026-12', 'a', 2)).toBe(0);
		expect([counts.take('2026-11', 'b', null), counts.take('2026-11', 'b', null)]).toEqual([0, 1]);
		counts.giveBack('2026-11', 'a');
		counts.giveBack('2026-11', 'c'); // never below zero
		expect([counts.get('2026-11', 'a'), counts.get('2026-11', 'c')]).toEqual([1, 0]);
		counts.forget((month) => month !== '2026-12');
		expect([...counts.entries()]).toEqual([['2026-12', 'a', 1]]);
	});
});

describe('arrival times (the per-minute limit\'s memory store)', () => {
	const minute = Date.UTC(2026, 10, 21, 12, 1, 0);

	it('a request stamped just before others (it waited for its key to be looked up) is judged against the TAT they left', () => {
		// 3 a minute: T = 20 s. Three at 12:01:00.1 leave the TAT 60 s ahead (12:02:00.1); one stamped
		// 12:00:59.9 finds it 60.2 s ahead: refused, not counted in a minute of its own (the reset says
		// 60, its most).
		const limiter = createMemoryRateLimiter();
		for (let i = 0; i < 3; i++) expect(limiter.hit('a', 3, minute + 100).allowed).toBe(true);
		expect(limiter.hit('a', 3, minute - 100)).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 60 });
	});

	it('takes nothing when refused, keeps the later TAT it is told, and once a minute drops the ones over 5 s in the past', () => {
		const times = new ArrivalTimes();
		// 60 a minute: T = 1 s = 1,000,000 µs. A's TAT after one take at `minute`: minute + 1 s.
		expect(times.take('a', 60, minute)).toBe(0);
		expect(times.get('a')).toBe((minute + 1000) * 1000);
		// 1 a minute (T = 60 s): b's first take fits, its second does not and leaves the TAT alone.
		times.take('b', 1, minute + 1000);
		expect(times.take('b', 1, minute + 2000)).toBe((minute + 61_000) * 1000);
		expect(times.get('b')).toBe((minute + 61_000) * 1000);
		times.raise('b', 5);
		expect(times.get('b')).toBe((minute + 61_000) * 1000);
		times.raise('c', (minute + 70_000) * 1000);
		// At minute + 61 s a sweep is due (a minute after the first take): it drops TATs before
		// minute + 56 s. a (minute + 1 s) goes; b (minute + 61 s) and c (minute + 70 s) stay; d is new.
		times.take('d', 60, minute + 61_000);
		expect([times.get('a'), times.size]).toEqual([0, 3]);
	});
});

describe('month totals', () => {
	it('reads a month once however many load it at the same time, then reserves synchronously', async () => {
		let reads = 0;
		const totals = new MonthTotals(async () => {
			reads++;
			return 8;
		});
		await Promise.all([totals.load('acct', '2026-11'), totals.load('acct', '2026-11'), totals.load('acct', '2026-11')]);
		expect(reads).toBe(1);
		expect(totals.load('acct', '2026-11')).toBeNull();
		expect([totals.reserve('acct', '2026-11', 10), totals.reserve('acct', '2026-11', 10), totals.reserve('acct', '2026-11', 10)]).toEqual([
			{ allowed: true, limit: 10, remaining: 1 },
			{ allowed: true, limit: 10, remaining: 0 },
			{ allowed: false, limit: 10, remaining: 0 }
		]);
	});

	it('a total reported by the shared store while the seed is read is newer, and kept', async () => {
		let resolve: (n: number) => void = () => undefined;
		const totals = new MonthTotals(() => new Promise<number>((r) => (resolve = r)));
		const loading = totals.load('acct', '2026-11');
		totals.note('acct', '2026-11', 40);
		resolve(7);
		await loading;
		expect(totals.reserve('acct', '2026-11', 50).remaining).toBe(9);
	});

	it('passes a failed read on and reads again next time', async () => {
		let fail = true;
		const totals = new MonthTotals(async () => {
			if (fail) throw new Error('store down');
			return 3;
		});
		await expect(totals.load('acct', '2026-11')).rejects.toThrow('store down');
		fail = false;
		await totals.load('acct', '2026-11');
		expect(totals.reserve('acct', '2026-11', null)).toEqual({ allowed: true, limit: null, remaining: null });
		expect(totals.take('acct', '2026-11', null)).toBe(4);
	});
});
