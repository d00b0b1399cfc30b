import { createHash, createHmac, getHashes, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeHmac } from '../hmac/hmac.js';
import { streamHmac } from '../hmac/hmac-stream.js';
import { ALGORITHMS as EVERY_ALGORITHM, hashBytes, type HashAlgorithm } from './hash.js';
/** Every algorithm but lm, which refuses a text over 14 characters (its cases: cases-cyberchef.ts). */
const ALGORITHMS: HashAlgorithm[] = EVERY_ALGORITHM.filter((a) => a !== 'lm');
import { streamHashes } from './hash-stream.js';
import { loadWasmHashers } from './wasm-hashers.js';

beforeAll(() => loadWasmHashers());

/**
 * OpenSSL's names through node:crypto (an independent implementation), and zlib's CRC-32. The
 * algorithms OpenSSL lacks here are compared with the operation's one-piece digests (checked
 * against Python's tools in hash.test.ts): the stream runs other code (hash-wasm's).
 */
const OPENSSL: Partial<Record<HashAlgorithm, string>> = {
	md5: 'md5',
	sha1: 'sha1',
	sha256: 'sha256',
	sha384: 'sha384',
	sha512: 'sha512',
	'sha512-256': 'sha512-256',
	'sha3-256': 'sha3-256',
	'sha3-384': 'sha3-384',
	'sha3-512': 'sha3-512',
	'blake2b-512': 'blake2b512',
	'blake2s-256': 'blake2s256',
	sha224: 'sha224',
	'sha3-224': 'sha3-224',
	ripemd160: 'ripemd160',
	sm3: 'sm3'
};
const XOF_LENGTH: Partial<Record<HashAlgorithm, number>> = { shake128: 32, shake256: 64 };

function reference(algorithm: HashAlgorithm, data: Buffer): string {
	if (algorithm === 'crc32') return crc32(data).toString(16).padStart(8, '0');
	if (XOF_LENGTH[algorithm]) return createHash(algorithm, { outputLength: XOF_LENGTH[algorithm] }).update(data).digest('hex');
	const name = OPENSSL[algorithm];
	return name ? createHash(name).update(data).digest('hex') : hashBytes(data, [algorithm])[algorithm];
}

/** Slices of uneven sizes, as a file's stream gives them. */
function* slices(data: Buffer) {
	const sizes = [1, 63, 64, 65, 1000, 65_536, 100_003];
	for (let offset = 0, i = 0; offset < data.length; offset += sizes[i++ % sizes.length]) yield data.subarray(offset, offset + sizes[i % sizes.length]);
}

describe('streamed digests equal OpenSSL and zlib', () => {
	const data = randomBytes(1_000_003);
	it('every algorithm, fed in uneven slices, in hex and base64; SHA-1 and SHA-2 by Web Crypto when the size is known', async () => {
		expect(getHashes()).toContain('blake2s256');
		for (const size of [undefined, data.length]) {
			const state = await streamHashes(ALGORITHMS, size);
			for (const slice of slices(data)) state.update(slice);
			const hex = await state.digest('hex');
			for (const algorithm of ALGORITHMS) expect(hex[algorithm], `${algorithm} (size ${size})`).toBe(reference(algorithm, data));
		}
		const again = await streamHashes(['sha256', 'crc32'], data.length);
		again.update(data);
		expect(await again.digest('base64')).toEqual({ sha256: createHash('sha256').update(data).digest('base64'), crc32: Buffer.from(reference('crc32', data), 'hex').toString('base64') });
	});

	it('the empty stream, and the check value 123456789', async () => {
		const empty = await streamHashes(['md5', 'sha256', 'crc32'], 0);
		expect(await empty.digest('hex')).toEqual({ md5: reference('md5', Buffer.alloc(0)), sha256: reference('sha256', Buffer.alloc(0)), crc32: '00000000' });
		const check = await streamHashes(['crc32']);
		check.update(Buffer.from('123456789'));
		expect(await check.digest('hex')).toEqual({ crc32: 'cbf43926' });
	});

	it('HMAC of every algorithm equals node:crypto, with keys shorter and longer than a block', async () => {
		for (const key of [Buffer.from('Jefe'), randomBytes(200)]) {
			for (const algorithm of ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha224', 'sha3-256', 'sha3-512', 'blake2b-512'] as const) {
				const state = await streamHmac(algorithm, key);
				for (const slice of slices(data)) state.update(slice);
				expect(state.digest('hex'), algorithm).toBe(createHmac(algorithm === 'blake2b-512' ? 'blake2b512' : algorithm, key).update(data).digest('hex'));
			}
		}
	});

	it('SHAKE at another length, and AES-CMAC, streamed equal their one-piece answers', async () => {
		const shake = await streamHashes(['shake256'], undefined, { length: 100 });
		for (const slice of slices(data)) shake.update(slice);
		expect((await shake.digest('hex')).shake256).toBe(createHash('shake256', { outputLength: 100 }).update(data).digest('hex'));
		const key = randomBytes(32);
		const cmac = await streamHmac('cmac-aes', key);
		for (const slice of slices(data)) cmac.update(slice);
		expect(cmac.digest('hex')).toBe(computeHmac('cmac-aes', key, data));
	});
});
