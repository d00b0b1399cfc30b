import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { errors } from './errors.js';
import { encodeDigest, type DigestEncoding } from '../hash/hash.js';

/** The contract's HMAC hashes (docs/spec/toolbox.md, /hmac); noble's HMAC (RFC 2104) over noble's hashes. */
export const HMAC_HASHES = { md5, sha1, sha256, sha384, sha512 } as const;
export type HmacAlgorithm = keyof typeof HMAC_HASHES;
export const HMAC_ALGORITHMS = Object.keys(HMAC_HASHES) as HmacAlgorithm[];
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

/** HMAC of `message` under `key` with `algorithm`, as hex or base64. */
export function computeHmac(algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array, encoding: DigestEncoding = 'hex'): string {
	return encodeDigest(nobleHmac(HMAC_HASHES[algorithm], key, message), encoding);
}

/** An HMAC fed in slices (a file in the app): `update` each slice, then `digest`. */
export function incrementalHmac(algorithm: HmacAlgorithm, key: Uint8Array) {
	const state = nobleHmac.create(HMAC_HASHES[algorithm], key);
	return {
		update(bytes: Uint8Array) {
			state.update(bytes);
		},
		digest: (encoding: DigestEncoding) => encodeDigest(state.digest(), encoding)
	};
}
