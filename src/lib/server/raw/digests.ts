/**
 * Incremental digests for raw bodies (src/lib/server/raw/README.md): each chunk is fed as it
 * arrives and nothing is kept but the hash states. OpenSSL's (node:crypto `createHash`,
 * `createHmac`) for every algorithm it has, zlib's CRC-32 (`crc32(chunk, previous)`), and the
 * hash operation's own code (noble) only for an algorithm this OpenSSL lacks (a FIPS build
 * without MD5, say). Measured on this kind of machine, 64 KiB chunks, MB/s: OpenSSL's SHA-256
 * about 1,100 against noble's 70 and hash-wasm's 76; every OpenSSL algorithm is 2-25 times noble's
 * and at least hash-wasm's but for SHA-3-384 and BLAKE2s (docs/architecture.md, "Raw bodies").
 */
import { createHash, createHmac, getHashes, type Hash, type Hmac } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { encodeDigest, hasherOf, isXof, XOF_DEFAULT_LENGTH, type DigestEncoding, type DigestOptions, type HashAlgorithm } from '../../ops/hash/hash.js';
import type { HmacAlgorithm } from '../../ops/hmac/hmac.js';
import { incrementalHmac } from '../../ops/hmac/hmac.js';
import { OPENSSL_NAMES } from '../native-digest.js';

/** The hash operation's names as OpenSSL spells them: native-digest.ts's table, for whole texts there. */
const OPENSSL: Partial<Record<HashAlgorithm, string>> = OPENSSL_NAMES;

const available = new Set(getHashes());
const opensslName = (algorithm: HashAlgorithm): string | undefined => {
	const name = OPENSSL[algorithm];
	return name !== undefined && available.has(name) ? name : undefined;
};

/** One running digest: `update` each chunk, then `digest` once. */
export interface RunningDigest {
	update(chunk: Uint8Array): void;
	digest(encoding: DigestEncoding): string;
}

/**
 * A running digest of `algorithm`: OpenSSL's (SHAKE at `length` bytes too), zlib's CRC-32, else
 * the operation's own (noble's, its checksums, hash-wasm's MD4 and XXH64: the operation's
 * `prepare` has loaded those before a raw call opens).
 */
export function runningDigest(algorithm: HashAlgorithm, options: DigestOptions = {}): RunningDigest {
	if (algorithm === 'crc32') {
		let crc = 0;
		return {
			update: (chunk) => void (crc = crc32(chunk, crc)),
			// The hash operation writes CRC-32 as its four bytes big-endian (src/lib/ops/hash/crc32.ts).
			digest: (encoding) => encodeDigest(new Uint8Array([crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff]), encoding)
		};
	}
	if (isXof(algorithm) && available.has(algorithm)) {
		return openssl(createHash(algorithm, { outputLength: options.length ?? XOF_DEFAULT_LENGTH[algorithm] }));
	}
	const name = opensslName(algorithm);
	if (name) return openssl(createHash(name));
	const state = hasherOf(algorithm, options).create();
	return { update: (chunk) => void state.update(chunk), digest: (encoding) => encodeDigest(state.digest(), encoding) };
}

/** A running HMAC (RFC 2104) of `algorithm` under `key`: OpenSSL's, else noble's. */
export function runningHmac(algorithm: HmacAlgorithm, key: Uint8Array): RunningDigest {
	if (available.has(algorithm)) return openssl(createHmac(algorithm, key));
	return incrementalHmac(algorithm, key);
}

function openssl(state: Hash | Hmac): RunningDigest {
	return { update: (chunk) => void state.update(chunk), digest: (encoding) => state.digest(encoding) };
}
