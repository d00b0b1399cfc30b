import { describe, expect, it } from 'vitest';
import { fold, matchesQuery, searchText } from './search.js';

describe('tool search', () => {
	const text = searchText(['Colour converter', 'Converts one colour', 'hex', 'Café']);

	it('ignores case and accents', () => {
		expect(fold('Ÿ Café ÀÉÎ')).toBe('y cafe aei');
		expect(matchesQuery(text, 'COLOUR')).toBe(true);
		expect(matchesQuery(text, 'cafe')).toBe(true);
		expect(matchesQuery(text, 'cólour')).toBe(true);
	});

	it('needs every word', () => {
		expect(matchesQuery(text, 'colour hex')).toBe(true);
		expect(matchesQuery(text, 'colour sha')).toBe(false);
		expect(matchesQuery(text, '   ')).toBe(true);
	});
});
