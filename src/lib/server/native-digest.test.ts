import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, HASHERS } from '../ops/hash/hash.js';
import { nativeDigest } from './native-digest.js';

describe('nativeDigest', () => {
	it('gives noble’s digest byte for byte for every algorithm of the hash operation but CRC-32 (two implementations agree)', () => {
		const covered = ALGORITHMS.filter((algorithm) => nativeDigest(algorithm, new Uint8Array()) !== null);
		expect(covered).toEqual(ALGORITHMS.filter((a) => a !== 'crc32'));
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
				for (const algorithm of covered) expect(Buffer.from(nativeDigest(algorithm, bytes)!).toString('hex'), algorithm).toBe(Buffer.from(HASHERS[algorithm](bytes)).toString('hex'));
			})
		);
	});

	it('answers null for what OpenSSL does not compute here', () => {
		expect(nativeDigest('crc32', new Uint8Array([1]))).toBeNull();
		expect(nativeDigest('whirlpool', new Uint8Array([1]))).toBeNull();
	});
});
