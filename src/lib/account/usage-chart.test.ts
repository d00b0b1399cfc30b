import { describe, expect, it } from 'vitest';
import { labelledDay, MAX_SERIES, niceScale, stackOf } from './usage-chart.js';

describe('usage chart', () => {
	it('rounds the value axis up to 1, 2 or 5 times a power of ten', () => {
		expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
		expect(niceScale(1)).toEqual({ max: 1, ticks: [0, 1] });
		expect(niceScale(3)).toEqual({ max: 5, ticks: [0, 5] });
		expect(niceScale(14)).toEqual({ max: 20, ticks: [0, 10, 20] });
		expect(niceScale(23)).toEqual({ max: 50, ticks: [0, 25, 50] });
		expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 50, 100] });
		expect(niceScale(101)).toEqual({ max: 200, ticks: [0, 100, 200] });
	});

	it('stacks the busiest operations in their colours and the rest as one', () => {
		const series = ['hash', 'qr-code'];
		expect(
			stackOf(
				[
					{ operation: 'iban-validator', count: 3 },
					{ operation: 'hash', count: 2 },
					{ operation: 'jwt-decoder', count: 1 }
				],
				series
			)
		).toEqual([
			{ operation: 'hash', count: 2, series: 0 },
			{ operation: null, count: 4, series: MAX_SERIES }
		]);
		expect(stackOf([], series)).toEqual([]);
	});

	it('labels the 1st and every 5th day, or every day early in the month', () => {
		expect([...Array(30)].map((_, i) => i + 1).filter((d) => labelledDay(d, 30))).toEqual([1, 5, 10, 15, 20, 25, 30]);
		expect([...Array(4)].map((_, i) => i + 1).filter((d) => labelledDay(d, 4))).toEqual([1, 2, 3, 4]);
	});
});
