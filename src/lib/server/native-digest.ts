import { createHash, getHashes, hash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * The server's digests through OpenSSL (node:crypto), handed to operations as
 * `OperationContext.digest`: the same algorithms the hash operation computes with noble in the
 * browser, byte for byte (native-digest.test.ts checks every one against noble), at a tenth of
 * the time (a short SHA-256: 0.3 µs against 3; docs/performance.md, "Recipes and batches").
 * CRC-32 comes from zlib (node:zlib). Algorithms OpenSSL lacks here (or that a FIPS build
 * disables) answer null and the operation uses its own code.
 */
export const OPENSSL_NAMES: Record<string, string> = {
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

const available = new Set(getHashes());
const XOF_LENGTH: Record<string, number> = { shake128: 32, shake256: 64 };
const native = new Map(Object.entries(OPENSSL_NAMES).filter(([, name]) => available.has(name)));

/**
 * The digest of `data` (bytes, or text as UTF-8) with the hash operation's `algorithm` name, as
 * hex or padded base64; null when OpenSSL does not have it.
 */
export function nativeDigest(algorithm: string, data: Uint8Array | string, encoding: 'hex' | 'base64', length?: number): string | null {
	if (algorithm === 'crc32') return crc32Text(crc32(data), encoding);
	// SHAKE at `length` bytes (the hash operation's defaults, 32 and 64, when none is given).
	if (XOF_LENGTH[algorithm] && available.has(algorithm)) return createHash(algorithm, { outputLength: length ?? XOF_LENGTH[algorithm] }).update(data).digest(encoding);
	const name = native.get(algorithm);
	return name === undefined ? null : hash(name, data, encoding);
}

/**
 * CRC-32 (ISO-HDLC) through zlib's, which OpenSSL lacks: the operation's own CRC-32 in
 * JavaScript costs 8 ms of the event loop for a 1 MiB text, as much as the eleven OpenSSL
 * digests together. Written as the operation writes it: the four bytes big-endian.
 */
function crc32Text(value: number, encoding: 'hex' | 'base64'): string {
	return encoding === 'hex' ? value.toString(16).padStart(8, '0') : Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]).toString('base64');
}
