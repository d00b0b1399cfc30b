import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { cases } from './cases.js';
import { runCipher, type Algorithm } from './cipher.js';
import { ALGORITHMS, SPECS } from './specs.js';

describe('cipher cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const fixedKey = (algorithm: Algorithm) => {
	const keys = SPECS[algorithm].keys;
	return random(Array.isArray(keys) ? keys[keys.length - 1] : 16);
};

describe('round trips', () => {
	it.each(ALGORITHMS.filter((a) => a !== 'aes-kw'))('%s decrypts what it encrypts, with the random IV it answers', (algorithm) => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 40 }), (data, aad) => {
				const key = fixedKey(algorithm);
				const aead = SPECS[algorithm].mode === 'gcm' || SPECS[algorithm].mode === 'aead';
				const common = { algorithm, key, padding: 'pkcs7' as const, time: 1_700_000_000, random, aad: aead && aad.length ? aad : undefined };
				const sealed = runCipher({ ...common, direction: 'encrypt', data });
				const opened = runCipher({ ...common, direction: 'decrypt', data: sealed.output, iv: sealed.iv, tag: sealed.tag });
				expect(hex(opened.output)).toBe(hex(data));
			}),
			fuzzParameters(0.2)
		);
	});
});

/** openssl (Debian's, 3.x; .ci/run has it): the independent implementation of every cipher it has. */
const HAS_OPENSSL = (() => {
	try {
		execFileSync('openssl', ['enc', '-provider', 'legacy', '-provider', 'default', '-bf-cbc', '-K', '00'.repeat(16), '-iv', '00'.repeat(8)], { input: Buffer.from('x'), stdio: ['pipe', 'pipe', 'ignore'] });
		return true;
	} catch {
		console.warn('cipher: `openssl` with its legacy provider is not installed: the comparison with it is skipped');
		return false;
	}
})();

const OPENSSL: Algorithm[] = ['aes-128-cbc', 'aes-192-cbc', 'aes-256-cbc', 'aes-128-ecb', 'aes-256-ecb', 'aes-128-ctr', 'aes-256-ctr', 'aes-256-cfb', 'aes-256-ofb', 'des-cbc', 'des-ede3-cbc', 'bf-cbc', 'rc4', 'sm4-cbc', 'chacha20'];

describe('against openssl enc on random bytes, keys and IVs', () => {
	it.runIf(HAS_OPENSSL).each(OPENSSL)('%s encrypts as openssl enc does', (algorithm) => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (data, padded) => {
				const spec = SPECS[algorithm];
				const key = fixedKey(algorithm);
				const iv = random(spec.iv);
				const nopad = !padded && spec.block > 0;
				const input = nopad ? data.subarray(0, data.length - (data.length % spec.block)) : data;
				const ivArg = algorithm === 'chacha20' ? ['-iv', '00000000' + hex(iv)] : spec.iv ? ['-iv', hex(iv)] : [];
				const args = ['enc', '-provider', 'legacy', '-provider', 'default', '-' + algorithm, '-K', hex(key), ...ivArg, ...(nopad ? ['-nopad'] : [])];
				const theirs = execFileSync('openssl', args, { input: Buffer.from(input) }).toString('hex');
				const mine = runCipher({ algorithm, direction: 'encrypt', data: input, key, iv, padding: nopad ? 'none' : 'pkcs7', time: 0, random });
				expect(hex(mine.output)).toBe(theirs);
			}),
			fuzzParameters(0.1)
		);
	});
});
