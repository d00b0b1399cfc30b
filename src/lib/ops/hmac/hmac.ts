import { cmac } from '@noble/ciphers/aes.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { sha3_256, sha3_512 } from '@noble/hashes/sha3.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { errors } from './errors.js';
import { encodeDigest, type DigestEncoding } from '../hash/hash.js';
import { ASCON_MAC_KEY_BYTES, asconMacRunning } from '../hash/ascon.js';

/**
 * The contract's HMAC hashes (docs/spec/toolbox.md, /hmac; toolbox-3.md added sha224, sha3-256,
 * sha3-512 and blake2b-512); noble's HMAC (RFC 2104) over noble's hashes.
 */
export const HMAC_HASHES = { md5, sha1, sha256, sha384, sha512, sha224, 'sha3-256': sha3_256, 'sha3-512': sha3_512, 'blake2b-512': blake2b } as const;
export type HmacHash = keyof typeof HMAC_HASHES;
/**
 * The MACs: every HMAC hash, AES-CMAC (RFC 4493, NIST SP 800-38B) over @noble/ciphers' AES, and
 * Ascon-Mac (the Ascon designers' MAC, ascon-c's asconmacv13, CyberChef's "Ascon MAC": ../hash/ascon.ts).
 */
export type HmacAlgorithm = HmacHash | 'cmac-aes' | 'ascon-mac';
export const HMAC_ALGORITHMS = [...(Object.keys(HMAC_HASHES) as HmacHash[]), 'cmac-aes', 'ascon-mac'] as HmacAlgorithm[];
/** AES keys: 128, 192 or 256 bits. */
export const CMAC_KEY_BYTES = [16, 24, 32];

/** CMAC's and Ascon-Mac's keys are hex unless `key_encoding` says otherwise (toolbox-3.md: "key 16/24/32 bytes hex"); HMAC's is UTF-8. */
export const defaultKeyEncoding = (algorithm: HmacAlgorithm): KeyEncoding => (algorithm === 'cmac-aes' || algorithm === 'ascon-mac' ? 'hex' : 'utf8');

/** The key of `algorithm`, checked: an AES key of 16, 24 or 32 bytes for CMAC (422 naming `key` otherwise). */
export function macKey(algorithm: HmacAlgorithm, key: Uint8Array): Uint8Array {
	if (algorithm === 'cmac-aes' && !CMAC_KEY_BYTES.includes(key.length)) throw errors.error('cmac_key_length', { got: key.length }, { field: 'key' });
	if (algorithm === 'ascon-mac' && key.length !== ASCON_MAC_KEY_BYTES) throw errors.error('ascon_key_length', { got: key.length }, { field: 'key' });
	return key;
}
export type KeyEncoding = 'utf8' | 'hex' | 'base64';

/**
 * The key's bytes: UTF-8 text, hex (any case, an even number of digits) or base64 (standard or
 * URL-safe alphabet, padding optional, whitespace ignored). 422 naming `key` when it does not decode.
 */
export function keyBytes(key: string, encoding: KeyEncoding): Uint8Array {
	if (encoding === 'utf8') return utf8ToBytes(key);
	if (encoding === 'hex') {
		const hex = key.replace(/\s+/g, '');
		if (!/^([0-9a-fA-F]{2})*$/.test(hex)) throw errors.error('not_hex', {}, { field: 'key' });
		return hexToBytes(hex.toLowerCase());
	}
	const b64 = key.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
	if (!/^[A-Za-z0-9+/]*$/.test(b64) || b64.length % 4 === 1) throw errors.error('not_base64', {}, { field: 'key' });
	const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
	return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** HMAC (or CMAC) of `message` under `key` with `algorithm`, as hex or base64. */
export function computeHmac(algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array, encoding: DigestEncoding = 'hex'): string {
	if (algorithm === 'ascon-mac') return encodeDigest(asconMacRunning(macKey(algorithm, key)).update(message).digest(), encoding);
	const mac = algorithm === 'cmac-aes' ? cmac(message, macKey(algorithm, key)) : nobleHmac(HMAC_HASHES[algorithm], key, message);
	return encodeDigest(mac, encoding);
}

/** An HMAC (or CMAC) fed in slices (a file in the app): `update` each slice, then `digest`. */
export function incrementalHmac(algorithm: HmacAlgorithm, key: Uint8Array) {
	const state =
		algorithm === 'ascon-mac' ? asconMacRunning(macKey(algorithm, key)) : algorithm === 'cmac-aes' ? cmac.create(macKey(algorithm, key)) : nobleHmac.create(HMAC_HASHES[algorithm], key);
	return {
		update(bytes: Uint8Array) {
			state.update(bytes);
		},
		digest: (encoding: DigestEncoding) => encodeDigest(state.digest(), encoding)
	};
}
