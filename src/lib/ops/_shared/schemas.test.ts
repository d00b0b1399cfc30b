import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, stringOfAtMost } from './schemas.js';

describe('characterCount', () => {
	it('counts code points as the string iterator does (ECMA-262 String.prototype[@@iterator]), lone surrogates included', () => {
		const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
		const surrogates = fc.constantFrom('\uD83D', '\uDE00', 'a', '😀');
		const texts = fc.oneof(fc.string({ unit: anyUnit }), fc.string({ unit: 'grapheme' }), fc.string({ unit: surrogates }));
		fc.assert(
			fc.property(texts, (text) => {
				expect(characterCount(text)).toBe([...text].length);
			})
		);
		expect(characterCount('a😀\uD800é\uDC00')).toBe(5);
	});
});

describe('stringOfAtMost', () => {
	it('takes `max` code points, refuses one more and says how many there were', () => {
		const schema = stringOfAtMost(3);
		expect(schema.safeParse('😀😀😀').success).toBe(true);
		expect(schema.safeParse('😀😀😀a').error?.issues[0].message).toBe('must be at most 3 characters, got 4');
	});
});
