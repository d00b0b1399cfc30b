import { describe, expect, it } from 'vitest';
import { isJsonPointer, lookupPointer } from './json-pointer.js';

// RFC 6901, section 5: the example document and what each pointer evaluates to.
const rfcDocument = {
	foo: ['bar', 'baz'],
	'': 0,
	'a/b': 1,
	'c%d': 2,
	'e^f': 3,
	'g|h': 4,
	'i\\j': 5,
	'k"l': 6,
	' ': 7,
	'm~n': 8
};

describe('lookupPointer (RFC 6901 section 5)', () => {
	it.each([
		['', rfcDocument],
		['/foo', ['bar', 'baz']],
		['/foo/0', 'bar'],
		['/', 0],
		['/a~1b', 1],
		['/c%d', 2],
		['/e^f', 3],
		['/g|h', 4],
		['/i\\j', 5],
		['/k"l', 6],
		['/ ', 7],
		['/m~0n', 8]
	])('%j', (pointer, expected) => {
		expect(lookupPointer(rfcDocument, pointer)).toEqual({ found: true, value: expected });
	});

	it('finds nothing past the document', () => {
		expect(lookupPointer(rfcDocument, '/foo/2')).toEqual({ found: false });
		expect(lookupPointer(rfcDocument, '/foo/-')).toEqual({ found: false });
		expect(lookupPointer(rfcDocument, '/foo/01')).toEqual({ found: false });
		expect(lookupPointer(rfcDocument, '/nope')).toEqual({ found: false });
		expect(lookupPointer(rfcDocument, '/foo/0/x')).toEqual({ found: false });
		expect(lookupPointer({ a: null }, '/a/b')).toEqual({ found: false });
		// Inherited members are not the document's.
		expect(lookupPointer({}, '/constructor')).toEqual({ found: false });
	});

	it('finds a null that is there', () => {
		expect(lookupPointer({ a: null }, '/a')).toEqual({ found: true, value: null });
	});

	it('tells well-formed pointers from others', () => {
		expect(isJsonPointer('')).toBe(true);
		expect(isJsonPointer('/a~0~1')).toBe(true);
		expect(isJsonPointer('a')).toBe(false);
		expect(isJsonPointer('/a~2')).toBe(false);
		expect(isJsonPointer('/a~')).toBe(false);
	});
});
