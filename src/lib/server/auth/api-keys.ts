import { hash, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { BASE62, randomBase62 } from './random.js';

export const KEY_PREFIX = 'ukit_';
const RANDOM_LENGTH = 32; // 32 × log2(62) ≈ 190.5 bits
const CHECKSUM_LENGTH = 6; // CRC32 < 62^6
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** CRC32 of the prefix and random part in 6 base62 characters (GitHub's token scheme). */
function checksum(body: string): string {
	let n = crc32(body);
	let out = '';
	for (let i = 0; i < CHECKSUM_LENGTH; i++) {
		out = BASE62[n % 62] + out;
		n = Math.floor(n / 62);
	}
	return out;
}

/** A new key: `ukit_` + 32 random base62 characters + a 6-character checksum. */
export function generateApiKey(): string {
	const body = KEY_PREFIX + randomBase62(RANDOM_LENGTH);
	return body + checksum(body);
}

/**
 * True when `key` has the shape and checksum of a Utilkit key, so a mistyped or foreign
 * string is refused without a store lookup.
 */
export function isWellFormedKey(key: string): boolean {
	return KEY_PATTERN.test(key) && checksum(key.slice(0, -CHECKSUM_LENGTH)) === key.slice(-CHECKSUM_LENGTH);
}

/**
 * The stored form of a key. Keys carry 190 bits of randomness, so a fast hash cannot be
 * brute-forced and a slow password hash would only cost every request.
 */
export function hashApiKey(key: string): string {
	return hash('sha256', key, 'hex');
}

const HEX_DIGEST = /^(?:[0-9a-f]{2})+$/i;

/**
 * Compares two hex digests in constant time (their length is public: both are SHA-256). Anything
 * that is not hex is refused first, because Buffer.from(…, 'hex') silently drops it: `'abzz'`
 * would otherwise equal `'ab'`, and two garbage strings would both be empty and "match".
 */
export function sameHash(a: string, b: string): boolean {
	if (!HEX_DIGEST.test(a) || !HEX_DIGEST.test(b)) return false;
	const x = Buffer.from(a, 'hex');
	const y = Buffer.from(b, 'hex');
	return x.length === y.length && timingSafeEqual(x, y);
}

/** What lists show instead of the key: `ukit_AbCd…wxyz`. */
export function keyHint(key: string): string {
	return `${key.slice(0, KEY_PREFIX.length + 4)}…${key.slice(-4)}`;
}
