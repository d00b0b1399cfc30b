import { describe, expect, it } from 'vitest';
import { hasPointer, shownFields, type EditorStep } from './editor-step.js';

describe('editor steps', () => {
	it('find a pointer only where the answer has the member (RFC 6901 escapes: ~1 is /, ~0 is ~)', () => {
		const answer = { results: [{ lat: 1 }], 'a/b': { 'm~n': null } };
		expect(hasPointer(answer, '/results/0/lat')).toBe(true);
		expect(hasPointer(answer, '/a~1b/m~0n')).toBe(true);
		expect(hasPointer(answer, '/results/1/lat')).toBe(false);
		expect(hasPointer(answer, '/a~1b/m~0n/deeper')).toBe(false);
		expect(hasPointer('text', '/length')).toBe(false);
	});

	it('show only the fields not taken from the step before', () => {
		const field = (name: string) => ({ name, key: name }) as EditorStep['fields'][number];
		const step = { fields: [field('lat'), field('lon'), field('date')], from: { lat: '/lat', lon: '/lon' } } as unknown as EditorStep;
		expect(shownFields(step).map((f) => f.name)).toEqual(['date']);
	});
});
