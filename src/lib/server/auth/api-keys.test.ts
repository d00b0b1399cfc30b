import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { BASE62 } from './random.js';
import { generateApiKey, hashApiKey, isWellFormedKey, keyHint, sameHash } from './api-keys.js';

describe('API keys', () => {
	it('look like ukit_ + 38 base62 characters and carry a valid checksum', () => {
		for (let i = 0; i < 200; i++) {
			const key = generateApiKey();
			expect(key).toMatch(/^ukit_[0-9A-Za-z]{38}$/);
			expect(isWellFormedKey(key)).toBe(true);
		}
	});

	it('are unique', () => {
		const keys = new Set(Array.from({ length: 2000 }, generateApiKey));
		expect(keys.size).toBe(2000);
	});

	it('detect every single-character typo', () => {
		const key = generateApiKey();
		for (let i = 5; i < key.length; i++) {
			const other = BASE62[(BASE62.indexOf(key[i]) + 1 + ((i * 7) % 61)) % 62];
			const typo = key.slice(0, i) + other + key.slice(i + 1);
			expect(isWellFormedKey(typo), typo).toBe(false);
		}
	});

	it('refuse other shapes', () => {
		const key = generateApiKey();
		for (const bad of ['', 'ukit_', key.slice(0, -1), key + 'a', key.replace('ukit_', 'ukat_'), key.toLowerCase(), ` ${key}`]) {
			expect(isWellFormedKey(bad), bad).toBe(false);
		}
	});

	it('are stored as SHA-256 hex (OpenSSL via createHash as the reference)', () => {
		const key = generateApiKey();
		expect(hashApiKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
		expect(sameHash(hashApiKey(key), hashApiKey(key))).toBe(true);
		expect(sameHash(hashApiKey(key), hashApiKey(generateApiKey()))).toBe(false);
		expect(sameHash('abcd', 'abcdef')).toBe(false);
	});

	it('show only a hint', () => {
		const key = generateApiKey();
		expect(keyHint(key)).toBe(`${key.slice(0, 9)}…${key.slice(-4)}`);
	});

	it('draw base62 characters uniformly (chi-squared, 61 degrees of freedom)', () => {
		const counts = new Map<string, number>();
		let n = 0;
		for (let i = 0; i < 3000; i++) {
			for (const c of generateApiKey().slice(5, 37)) {
				counts.set(c, (counts.get(c) ?? 0) + 1);
				n++;
			}
		}
		const expected = n / 62;
		const chi2 = [...BASE62].reduce((sum, c) => sum + ((counts.get(c) ?? 0) - expected) ** 2 / expected, 0);
		// p = 0.0001 critical value for 61 degrees of freedom is about 110.
		expect(chi2).toBeLessThan(110);
	});
});
