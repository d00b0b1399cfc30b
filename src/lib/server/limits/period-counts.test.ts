import { describe, expect, it } from 'vitest';
import { MonthTotals } from './month-totals.js';
import { MinuteCounts, PeriodCounts } from './period-counts.js';
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

describe('counts per clock minute', () => {
	const minute = Date.UTC(2026, 10, 21, 12, 1, 0);

	it('a request stamped just before the minute turned counts in its own minute, not over the new one', () => {
		// docs/api.md: windows are fixed clock minutes; a request stamped 12:00:59.9 (it waited for
		// its key to be looked up) belongs to 12:00, and the 3 of 12:01 stay counted.
		const limiter = createMemoryRateLimiter();
		for (let i = 0; i < 3; i++) expect(limiter.hit('a', 3, minute + 100).allowed).toBe(true);
		expect(limiter.hit('a', 3, minute - 100)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 1 });
		expect(limiter.hit('a', 3, minute + 200)).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 60 });
	});

	it('a new minute forgets all but the one before it', () => {
		const counts = new MinuteCounts();
		for (const m of [10, 11, 12]) counts.take(m, 'a', 5);
		expect([...counts.entries()].map(([m]) => m)).toEqual([11, 12]);
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
