import { describe, expect, it } from 'vitest';
import { summarizeUsage } from './usage-summary.js';

describe('the usage summary of GET /account/usage', () => {
	const rows = [
		{ day: '2026-11-01', operation: 'hash', count: 4 },
		{ day: '2026-11-01', operation: 'qr-code', count: 1 },
		{ day: '2026-11-03', operation: 'hash', count: 2 },
		{ day: '2026-11-03', operation: 'iban-validator', count: 5 },
		// Rows outside the month so far are not this month's usage.
		{ day: '2026-10-31', operation: 'hash', count: 100 },
		{ day: '2026-11-04', operation: 'hash', count: 100 }
	];

	it('totals the month, per operation (most first, then by name)', () => {
		const summary = summarizeUsage(rows, '2026-11', '2026-11-03');
		expect(summary.used).toBe(12);
		expect(summary.operations).toEqual([
			{ operation: 'hash', count: 6 },
			{ operation: 'iban-validator', count: 5 },
			{ operation: 'qr-code', count: 1 }
		]);
	});

	it('lists every day up to today, each with its own per-operation figures', () => {
		const { days } = summarizeUsage(rows, '2026-11', '2026-11-03');
		expect(days).toEqual([
			{
				day: '2026-11-01',
				count: 5,
				operations: [
					{ operation: 'hash', count: 4 },
					{ operation: 'qr-code', count: 1 }
				]
			},
			{ day: '2026-11-02', count: 0, operations: [] },
			{
				day: '2026-11-03',
				count: 7,
				operations: [
					{ operation: 'iban-validator', count: 5 },
					{ operation: 'hash', count: 2 }
				]
			}
		]);
	});

	it('adds up counts that arrive as text (PostgreSQL bigint) and repeated rows', () => {
		const summary = summarizeUsage(
			[
				{ day: '2026-02-01', operation: 'hash', count: '3' as unknown as number },
				{ day: '2026-02-01', operation: 'hash', count: 2 }
			],
			'2026-02',
			'2026-02-01'
		);
		expect(summary.used).toBe(5);
		expect(summary.days).toEqual([{ day: '2026-02-01', count: 5, operations: [{ operation: 'hash', count: 5 }] }]);
	});
});
