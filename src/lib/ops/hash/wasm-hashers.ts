/**
 * MD4, SM3 and XXH64, which noble lacks, and Keccak-256 and BLAKE3, which noble has at a tenth
 * of the speed (512 KiB: about 20 ms against 200 on the server), from hash-wasm (WebAssembly; MIT), loaded by the
 * operation's `prepare` (the engine awaits it before the first run) and by the raw-body path.
 * One WebAssembly instance per algorithm serves every running digest: each keeps its own state
 * (`save()`), loaded back for every slice, so slices of several digests may interleave and every
 * call stays synchronous once loaded.
 */
import type { IHasher } from 'hash-wasm';
import type { Running } from './checksums.js';

export const WASM_ALGORITHMS = ['md4', 'sm3', 'xxh64', 'keccak-256', 'blake3', 'whirlpool'] as const;
export type WasmAlgorithm = (typeof WASM_ALGORITHMS)[number];

let instances: Record<WasmAlgorithm, IHasher> | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the five WebAssembly hashers once (a few ms). hash-wasm itself is imported here too: its
 * 280 KB of source (every algorithm's WebAssembly in base64) stays out of a server that has not
 * hashed yet (docs/performance.md, "Lean server").
 */
export function loadWasmHashers(): Promise<void> {
	return (loading ??= import('hash-wasm')
		.then(({ createBLAKE3, createKeccak, createMD4, createSM3, createWhirlpool, createXXHash64 }) =>
			Promise.all([createMD4(), createSM3(), createXXHash64(0, 0), createKeccak(256), createBLAKE3(256), createWhirlpool()])
		)
		.then(([md4, sm3, xxh64, keccak, blake3, whirlpool]) => {
			instances = { md4, sm3, xxh64, 'keccak-256': keccak, blake3, whirlpool };
		}));
}

export const wasmHashersLoaded = () => instances !== undefined;

function instance(algorithm: WasmAlgorithm): IHasher {
	if (!instances) throw new Error(`${algorithm}: hash-wasm not loaded (await loadWasmHashers() first)`);
	return instances[algorithm];
}

/** A running digest of `algorithm` on the shared instance, its state kept apart. */
function running(algorithm: WasmAlgorithm): Running {
	const hasher = instance(algorithm);
	let state = hasher.init().save();
	return {
		update(bytes) {
			hasher.load(state);
			hasher.update(bytes);
			state = hasher.save();
			return this;
		},
		digest: () => hasher.load(state).digest('binary')
	};
}

const wasmHasher = (algorithm: WasmAlgorithm) =>
	Object.assign((bytes: Uint8Array): Uint8Array => running(algorithm).update(bytes).digest(), { create: () => running(algorithm) });

export const md4 = wasmHasher('md4');
export const sm3 = wasmHasher('sm3');
/** XXH64 with seed 0, its 64-bit value big-endian (the canonical form `xxhsum` and python-xxhash print). */
export const xxh64 = wasmHasher('xxh64');
/** Keccak-256 with the original padding (Ethereum's), not SHA3-256. */
export const keccak256 = wasmHasher('keccak-256');
/** BLAKE3 at its default 32 bytes, unkeyed. */
export const blake3 = wasmHasher('blake3');
/** Whirlpool (ISO/IEC 10118-3:2004, the final version), 64 bytes. */
export const whirlpool = wasmHasher('whirlpool');
