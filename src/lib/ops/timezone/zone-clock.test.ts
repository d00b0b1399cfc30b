import { describe, expect, it } from 'vitest';
import { formatOffset, offsetMinutes, transitionsIn } from './zone-clock.js';

describe('zone clock', () => {
	it('finds the EU summer-time changes of 2026 (Directive 2000/84/EC: last Sundays of March and October, 01:00 UTC)', () => {
		expect(transitionsIn('Europe/Berlin', 2026)).toEqual([
			{ at: Date.UTC(2026, 2, 29, 1), from: 60, to: 120 },
			{ at: Date.UTC(2026, 9, 25, 1), from: 120, to: 60 }
		]);
	});

	it('finds the US changes of 2026 (Energy Policy Act of 2005: second Sunday of March, first of November, 2:00 local)', () => {
		// 2:00 EST is 07:00 UTC; 2:00 EDT is 06:00 UTC.
		expect(transitionsIn('America/New_York', 2026)).toEqual([
			{ at: Date.UTC(2026, 2, 8, 7), from: -300, to: -240 },
			{ at: Date.UTC(2026, 10, 1, 6), from: -240, to: -300 }
		]);
	});

	it('has none where the offset is fixed, and reads half-hour offsets', () => {
		expect(transitionsIn('Asia/Kolkata', 2026)).toEqual([]);
		expect(offsetMinutes('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe(330);
		expect(formatOffset(330)).toBe('+05:30');
		expect(formatOffset(-210)).toBe('-03:30');
		expect(formatOffset(0)).toBe('+00:00');
	});
});
