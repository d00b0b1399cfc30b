import { describe, expect, it } from 'vitest';
import { orderForEmptyQuery } from './palette-tools.js';

describe('palette order without a query', () => {
	const tools = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

	it('puts favourites (their order) first, then recents (newest first), then the rest', () => {
		expect(orderForEmptyQuery(tools, ['d', 'b'], ['e', 'b', 'a']).map((t) => t.id)).toEqual(['d', 'b', 'e', 'a', 'c']);
	});

	it('keeps the given order when nothing is stored', () => {
		expect(orderForEmptyQuery(tools, [], []).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
	});
});
