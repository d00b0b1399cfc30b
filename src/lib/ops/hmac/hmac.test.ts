import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { operations } from './index.js';
import { computeHmac, HMAC_ALGORITHMS, incrementalHmac, keyBytes, type KeyEncoding } from './hmac.js';

const op = operations[0];

describe('hmac cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

/** node:crypto's HMAC (OpenSSL): the second implementation. */
function openssl(algorithm: string, key: Uint8Array, message: Uint8Array, encoding: 'hex' | 'base64') {
	return createHmac(algorithm, key).update(message).digest(encoding);
}

describe('the test data itself', () => {
	it('every expected HMAC of the cases agrees with node:crypto', () => {
		for (const c of cases.filter((c) => c.expected.status === 200)) {
			const input = c.input as { input: string; key: string; key_encoding?: KeyEncoding; algorithm: string; encoding?: 'hex' | 'base64' };
			const key = input.key_encoding === 'hex' ? Buffer.from(input.key, 'hex') : input.key_encoding === 'base64' ? Buffer.from(input.key, 'base64') : Buffer.from(input.key, 'utf8');
			expect(openssl(input.algorithm, key, Buffer.from(input.input, 'utf8'), input.encoding ?? 'hex'), c.name).toBe((c.expected.body as { hmac: string }).hmac);
		}
	});
});

describe('properties', () => {
	it('any message, key and algorithm: the same HMAC as node:crypto, in hex and base64', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.uint8Array({ maxLength: 200 }), fc.constantFrom(...HMAC_ALGORITHMS), fc.constantFrom('hex', 'base64'), fc.constantFrom<KeyEncoding>('hex', 'base64'), async (message, key, algorithm, encoding, keyEncoding) => {
				const keyText = keyEncoding === 'hex' ? Buffer.from(key).toString('hex') : Buffer.from(key).toString('base64');
				const result = await executeOperation(op, { input: message, key: keyText, key_encoding: keyEncoding, algorithm, encoding }, { now: () => 0 });
				expect(result).toEqual({ status: 200, body: { hmac: openssl(algorithm, key, Buffer.from(message, 'utf8'), encoding), algorithm } });
			}),
			{ numRuns: 200 }
		);
	});

	it('URL-safe base64 keys, without padding and with whitespace, decode like standard ones', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 100 }), (key) => {
				const url = Buffer.from(key).toString('base64url');
				const spaced = Buffer.from(key).toString('base64').replace(/(.{8})/g, '$1\n');
				expect(Buffer.from(keyBytes(url, 'base64'))).toEqual(Buffer.from(key));
				expect(Buffer.from(keyBytes(spaced, 'base64'))).toEqual(Buffer.from(key));
			})
		);
	});

	it('slices give the HMAC of the whole (the app\'s file input)', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 80 }), fc.integer({ min: 1, max: 700 }), fc.constantFrom(...HMAC_ALGORITHMS), (data, key, slice, algorithm) => {
				const state = incrementalHmac(algorithm, key);
				for (let i = 0; i < data.length; i += slice) state.update(data.subarray(i, i + slice));
				expect(state.digest('hex')).toBe(computeHmac(algorithm, key, data));
			})
		);
	});
});
