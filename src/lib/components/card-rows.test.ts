import { describe, expect, it } from 'vitest';
import { rowSizes } from './card-rows.js';

/** The rows themselves, from each card's row size. */
function rows(count: number, columns: number): number[] {
	const sizes = rowSizes(count, columns);
	const out: number[] = [];
	for (let i = 0; i < sizes.length; i += sizes[i]) out.push(sizes[i]);
	return out;
}

describe('balanced card rows', () => {
	it('never leaves a lone card under a fuller row', () => {
		expect(rows(4, 3)).toEqual([2, 2]);
		expect(rows(5, 3)).toEqual([3, 2]);
		expect(rows(6, 3)).toEqual([3, 3]);
		expect(rows(7, 3)).toEqual([3, 2, 2]);
		expect(rows(2, 3)).toEqual([2]);
		expect(rows(1, 3)).toEqual([1]);
		expect(rows(3, 2)).toEqual([2, 1]);
		expect(rows(5, 2)).toEqual([2, 2, 1]);
		expect(rows(0, 3)).toEqual([]);
	});

	it('for every group size up to 30: as few rows as the columns allow, sizes differing by at most one', () => {
		for (const columns of [2, 3]) {
			for (let count = 1; count <= 30; count++) {
				const r = rows(count, columns);
				expect(r.reduce((a, b) => a + b, 0)).toBe(count);
				expect(r.length).toBe(Math.ceil(count / columns));
				expect(Math.max(...r) - Math.min(...r)).toBeLessThanOrEqual(1);
				expect(Math.max(...r)).toBeLessThanOrEqual(columns);
			}
		}
	});
});
