import { describe, expect, it } from 'vitest';
import { defaultKeyName } from './key-names.js';

describe('the name of a key created without one', () => {
	it('counts the keys the account has had, revoked or unnamed ones too', () => {
		expect(defaultKeyName([])).toBe('Key 1');
		expect(defaultKeyName(['laptop', null])).toBe('Key 3');
	});
	it('skips a number already taken', () => {
		expect(defaultKeyName(['Key 2'])).toBe('Key 3');
		expect(defaultKeyName(['Key 3', 'Key 4', null])).toBe('Key 5');
	});
});
