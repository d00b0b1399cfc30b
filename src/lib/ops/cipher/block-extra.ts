/**
 * The block ciphers added for CyberChef's RC2, RC6, Twofish, PRESENT and GOST rows, by algorithm
 * id: cipher.ts and cipher-stream.ts run them in CBC or ECB with their own padding, as they run
 * DES, Blowfish and SM4 (legacy.ts).
 */
import type { Block } from './legacy.js';
import type { Algorithm } from './specs.js';
import { rc2, rc6 } from './block-rc.js';
import { twofish } from './block-twofish.js';
import { present } from './block-present.js';
import { kuznyechik, magma } from './block-gost.js';

const CIPHERS: Record<string, (key: Uint8Array) => Block> = { rc2: (key) => rc2(key), rc6, twofish, present, magma, kuznyechik };

/** The block cipher of `algorithm` (`<cipher>-cbc` or `<cipher>-ecb`) with its key set, or undefined for the others. */
export function extraBlock(algorithm: Algorithm, key: Uint8Array): Block | undefined {
	const make = CIPHERS[algorithm.replace(/-(cbc|ecb)$/, '')];
	return make?.(key);
}
