/**
 * Hashers whose code is large or pulls in a library, loaded on first use rather than with the
 * operation: Streebog (16 KiB of tables: streebog.ts) and the LM hash (DES, from crypto-js:
 * password-hashes.ts, which also has the NT hash, on hash-wasm's MD4). The operation's `prepare`
 * loads them (with the WebAssembly ones) before its first run; until then they say so.
 */
import type { Hasher } from './hash.js';
import { loadWasmHashers } from './wasm-hashers.js';

export const LAZY_ALGORITHMS = ['streebog-256', 'streebog-512', 'nt', 'lm'] as const;
type LazyAlgorithm = (typeof LAZY_ALGORITHMS)[number];

let loaded: Record<LazyAlgorithm, Hasher> | undefined;
let loading: Promise<void> | undefined;

export function loadLazyHashers(): Promise<void> {
	return (loading ??= Promise.all([import('./streebog.js'), import('./password-hashes.js'), loadWasmHashers()]).then(([streebog, passwords]) => {
		loaded = { 'streebog-256': streebog.streebog256, 'streebog-512': streebog.streebog512, nt: passwords.ntHash, lm: passwords.lmHash };
	}));
}

function need(algorithm: LazyAlgorithm): Hasher {
	if (!loaded) throw new Error(`${algorithm}: not loaded (await loadLazyHashers() first)`);
	return loaded[algorithm];
}

const lazy = (algorithm: LazyAlgorithm): Hasher => Object.assign((bytes: Uint8Array) => need(algorithm)(bytes), { create: () => need(algorithm).create() });

export const streebog256 = lazy('streebog-256');
export const streebog512 = lazy('streebog-512');
export const nt = lazy('nt');
export const lm = lazy('lm');
