import { describe, expect, it } from 'vitest';
import { moveItem, parseIdList, pushRecent, toggleItem } from './lists.js';

describe('favourite and recent lists', () => {
	it('moves an item up, down and to the ends, clamping the target', () => {
		expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
		expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
		expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
		expect(moveItem(['a', 'b', 'c'], 1, -5)).toEqual(['b', 'a', 'c']);
		expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
	});

	it('does not change the list it is given', () => {
		const list = ['a', 'b'];
		moveItem(list, 0, 1);
		expect(list).toEqual(['a', 'b']);
	});

	it('keeps recents newest first, without duplicates, capped', () => {
		expect(pushRecent(['a', 'b', 'c'], 'b', 3)).toEqual(['b', 'a', 'c']);
		expect(pushRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
		expect(pushRecent([], 'a', 3)).toEqual(['a']);
	});

	it('toggles a favourite at the end of the list', () => {
		expect(toggleItem(['a'], 'b')).toEqual(['a', 'b']);
		expect(toggleItem(['a', 'b'], 'a')).toEqual(['b']);
	});

	it('reads stored lists defensively', () => {
		expect(parseIdList(null, 5)).toEqual([]);
		expect(parseIdList('not json', 5)).toEqual([]);
		expect(parseIdList('{"a":1}', 5)).toEqual([]);
		expect(parseIdList('["a", 2, "", "b", "a", null]', 5)).toEqual(['a', 'b']);
		expect(parseIdList('["a","b","c"]', 2)).toEqual(['a', 'b']);
		expect(parseIdList(JSON.stringify(['x'.repeat(101)]), 5)).toEqual([]);
	});
});
