import { createCipheriv, createHmac } from 'node:crypto';
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

/** The MACs node:crypto can check: all but Ascon-Mac (checked by its KATs, cases.ts). */
const BY_OPENSSL = HMAC_ALGORITHMS.filter((a) => a !== 'ascon-mac');

/** node:crypto's HMAC (OpenSSL): the second implementation; for cmac-aes, RFC 4493's construction over OpenSSL's AES-ECB. */
function openssl(algorithm: string, key: Uint8Array, message: Uint8Array, encoding: 'hex' | 'base64') {
	if (algorithm === 'cmac-aes') return rfc4493(key, message).toString(encoding);
	return createHmac(algorithm === 'blake2b-512' ? 'blake2b512' : algorithm, key).update(message).digest(encoding);
}

/** AES-CMAC as RFC 4493 section 2 writes it, on node:crypto's AES (ECB, one block at a time). */
function rfc4493(key: Uint8Array, message: Uint8Array): Buffer {
	const aes = (block: Buffer) => createCipheriv(`aes-${key.length * 8}-ecb`, key, null).setAutoPadding(false).update(block);
	const double = (b: Buffer) => {
		const out = Buffer.alloc(16);
		for (let i = 0; i < 16; i++) out[i] = ((b[i] << 1) | (i < 15 ? b[i + 1] >> 7 : 0)) & 0xff;
		if (b[0] & 0x80) out[15] ^= 0x87;
		return out;
	};
	const k1 = double(aes(Buffer.alloc(16)));
	const k2 = double(k1);
	const n = Math.max(1, Math.ceil(message.length / 16));
	const complete = message.length > 0 && message.length % 16 === 0;
	const last = Buffer.alloc(16);
	Buffer.from(message.subarray((n - 1) * 16)).copy(last);
	if (!complete) last[message.length - (n - 1) * 16] = 0x80;
	const sub = complete ? k1 : k2;
	for (let i = 0; i < 16; i++) last[i] ^= sub[i];
	let x = Buffer.alloc(16);
	for (let i = 0; i < n - 1; i++) x = aes(Buffer.from(x.map((v, j) => v ^ message[i * 16 + j])));
	return aes(Buffer.from(x.map((v, j) => v ^ last[j])));
}

describe('the test data itself', () => {
	it('every expected HMAC of the cases agrees with node:crypto', () => {
		// Ascon-Mac has no OpenSSL counterpart: its cases are the designers' KATs themselves.
		for (const c of cases.filter((c) => c.expected.status === 200 && (c.input as { algorithm: string }).algorithm !== 'ascon-mac')) {
			const input = c.input as { input: string; input_encoding?: BufferEncoding; key: string; key_encoding?: KeyEncoding; algorithm: string; encoding?: 'hex' | 'base64' };
			const keyEncoding = input.key_encoding ?? (input.algorithm === 'cmac-aes' ? 'hex' : 'utf8');
			const key = keyEncoding === 'hex' ? Buffer.from(input.key, 'hex') : keyEncoding === 'base64' ? Buffer.from(input.key, 'base64') : Buffer.from(input.key, 'utf8');
			expect(openssl(input.algorithm, key, Buffer.from(input.input, input.input_encoding ?? 'utf8'), input.encoding ?? 'hex'), c.name).toBe((c.expected.body as { hmac: string }).hmac);
		}
	});
});

describe('properties', () => {
	it('any message, key and algorithm: the same HMAC as node:crypto, in hex and base64', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.uint8Array({ maxLength: 200 }), fc.constantFrom(...BY_OPENSSL), fc.constantFrom('hex', 'base64'), fc.constantFrom<KeyEncoding>('hex', 'base64'), async (message, anyKey, algorithm, encoding, keyEncoding) => {
				// CMAC takes an AES key: 16, 24 or 32 bytes.
				const key = algorithm === 'cmac-aes' ? Uint8Array.from({ length: [16, 24, 32][anyKey.length % 3] }, (_, i) => anyKey[i] ?? i) : anyKey;
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
			fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ minLength: 32, maxLength: 80 }), fc.integer({ min: 1, max: 700 }), fc.constantFrom(...HMAC_ALGORITHMS), (data, anyKey, slice, algorithm) => {
				const key = algorithm === 'cmac-aes' || algorithm === 'ascon-mac' ? anyKey.subarray(0, 16) : anyKey;
				const state = incrementalHmac(algorithm, key);
				for (let i = 0; i < data.length; i += slice) state.update(data.subarray(i, i + slice));
				expect(state.digest('hex')).toBe(computeHmac(algorithm, key, data));
			})
		);
	});
});
