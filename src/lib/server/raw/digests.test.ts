import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALGORITHMS, hashBytes } from '../../ops/hash/hash.js';
import { loadLazyHashers } from '../../ops/hash/lazy-hashers.js';
import { loadWasmHashers } from '../../ops/hash/wasm-hashers.js';
import { computeHmac, HMAC_ALGORITHMS } from '../../ops/hmac/hmac.js';
import { runningDigest, runningHmac } from './digests.js';

beforeAll(() => Promise.all([loadWasmHashers(), loadLazyHashers()]));

/** A raw body's chunks: uneven, as the network gives them. */
function feed(state: { update(chunk: Uint8Array): void }, data: Buffer) {
	for (let offset = 0, i = 0; offset < data.length; i++) {
		const size = [1, 7, 64, 1000, 65_536][i % 5];
		state.update(data.subarray(offset, offset + size));
		offset += size;
	}
}

describe('raw bodies stream every algorithm of /hash and /hmac', () => {
	const data = randomBytes(300_001);

	it('each running digest, fed in chunks, equals the operation’s digest of the whole (hex and base64)', () => {
		// lm takes at most 14 characters: its refusal of a long body is the operation's (cases-cyberchef.ts).
		for (const algorithm of ALGORITHMS.filter((a) => a !== 'lm')) {
			for (const encoding of ['hex', 'base64'] as const) {
				const state = runningDigest(algorithm);
				feed(state, data);
				expect(state.digest(encoding), algorithm).toBe(hashBytes(data, [algorithm], encoding)[algorithm]);
			}
		}
	});

	it('SHAKE at a chosen length, as OpenSSL gives it', () => {
		const state = runningDigest('shake128', { length: 200 });
		feed(state, data);
		expect(state.digest('hex')).toBe(createHash('shake128', { outputLength: 200 }).update(data).digest('hex'));
	});

	it('each running MAC equals the operation’s (cmac-aes with a 32-byte key)', () => {
		const key = randomBytes(32);
		for (const algorithm of HMAC_ALGORITHMS) {
			// Ascon-Mac's key is 16 bytes.
			const state = runningHmac(algorithm, algorithm === 'ascon-mac' ? key.subarray(0, 16) : key);
			feed(state, data);
			expect(state.digest('hex'), algorithm).toBe(computeHmac(algorithm, algorithm === 'ascon-mac' ? key.subarray(0, 16) : key, data));
		}
	});
});
