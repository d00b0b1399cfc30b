import { utf8ToBytes } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALGORITHMS as EVERY_ALGORITHM, HASHERS, hashText, SLICE_BYTES, type HashAlgorithm } from '../ops/hash/hash.js';
import { loadLazyHashers } from '../ops/hash/lazy-hashers.js';
import { loadWasmHashers } from '../ops/hash/wasm-hashers.js';
import { nativeDigest, OPENSSL_NAMES } from './native-digest.js';

beforeAll(() => Promise.all([loadWasmHashers(), loadLazyHashers()]));

/** Every algorithm but lm, which takes only a short text (its cases: ops/hash/cases-cyberchef.ts). */
const ALGORITHMS: HashAlgorithm[] = EVERY_ALGORITHM.filter((a) => a !== 'lm');

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('nativeDigest', () => {
	const covered = ALGORITHMS.filter((algorithm) => nativeDigest(algorithm, new Uint8Array(), 'hex') !== null);

	it('covers every algorithm of the hash operation that OpenSSL has (CRC-32 through zlib)', () => {
		// Keccak-256, BLAKE3, MD4 (legacy provider), XXH64 and the small checksums are the operation's own.
		expect(covered).toEqual(ALGORITHMS.filter((algorithm) => algorithm === 'crc32' || algorithm === 'shake128' || algorithm === 'shake256' || algorithm in OPENSSL_NAMES));
		expect(covered).toHaveLength(18);
		// The check value of the CRC catalogue (reveng.sourceforge.io, CRC-32/ISO-HDLC), as zlib writes it.
		expect(nativeDigest('crc32', '123456789', 'hex')).toBe('cbf43926');
		expect(nativeDigest('crc32', '123456789', 'base64')).toBe(Buffer.from('cbf43926', 'hex').toString('base64'));
	});

	it('gives noble’s digest of bytes, in hex and base64, for every algorithm (two implementations agree)', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
				for (const algorithm of covered) {
					const noble = HASHERS[algorithm](bytes);
					expect(nativeDigest(algorithm, bytes, 'hex'), algorithm).toBe(hex(noble));
					expect(nativeDigest(algorithm, bytes, 'base64'), algorithm).toBe(base64(noble));
				}
			})
		);
	});

	it('hashes text as the UTF-8 bytes TextEncoder writes, lone surrogates included (as U+FFFD)', () => {
		const texts = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)), maxLength: 20 }));
		for (const lone of ['\uD800', 'a\uDC00b', '\uDBFF\uDBFF', 'é\uD83D']) expect(nativeDigest('sha256', lone, 'hex')).toBe(hex(HASHERS.sha256(utf8ToBytes(lone))));
		fc.assert(
			fc.property(texts, (text) => {
				for (const algorithm of covered) expect(nativeDigest(algorithm, text, 'hex'), algorithm).toBe(hex(HASHERS[algorithm](utf8ToBytes(text))));
			})
		);
	});

	it('gives the hash operation the answers its own code gives, for every algorithm and a long text', async () => {
		const texts = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.constant('x'.repeat(SLICE_BYTES + 3)));
		await fc.assert(
			fc.asyncProperty(texts, fc.constantFrom('hex' as const, 'base64' as const), async (text, encoding) => {
				expect(hashText(text, ALGORITHMS, encoding, nativeDigest)).toEqual(await hashText(text, ALGORITHMS, encoding));
			}),
			{ numRuns: 40 }
		);
	});

	it('answers null for what OpenSSL does not compute here', () => {
		expect(nativeDigest('whirlpool', 'a', 'base64')).toBeNull();
	});
});
