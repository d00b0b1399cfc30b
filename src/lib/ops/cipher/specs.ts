/**
 * What each algorithm takes: key sizes, IV or nonce, block size. No library here, so the view
 * reads it without loading the ciphers.
 */
export const ALGORITHMS = [
	'aes-128-cbc', 'aes-192-cbc', 'aes-256-cbc', 'aes-128-ecb', 'aes-256-ecb', 'aes-128-ctr', 'aes-256-ctr',
	'aes-128-gcm', 'aes-256-gcm', 'aes-256-cfb', 'aes-256-ofb', 'des-cbc', 'des-ede3-cbc', 'bf-cbc', 'rc4',
	'chacha20', 'chacha20-poly1305', 'xsalsa20', 'salsa20', 'sm4-cbc', 'fernet', 'aes-kw',
	// Block ciphers of block-rc.ts, block-twofish.ts, block-present.ts and block-gost.ts (CyberChef's RC2, RC6, Twofish, PRESENT, GOST).
	'rc2-cbc', 'rc2-ecb', 'rc6-cbc', 'rc6-ecb', 'twofish-cbc', 'twofish-ecb', 'present-cbc', 'present-ecb', 'magma-cbc', 'magma-ecb', 'kuznyechik-cbc', 'kuznyechik-ecb',
	'tea-cbc', 'tea-ecb', 'xtea-cbc', 'xtea-ecb', 'tea-cfb', 'tea-ofb', 'tea-ctr', 'xtea-cfb', 'xtea-ofb', 'xtea-ctr', 'xxtea', 'rc4-drop', 'rabbit', 'ciphersaber2', 'ascon-aead128'
] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export type Direction = 'encrypt' | 'decrypt';

export type Mode = 'cbc' | 'ecb' | 'ctr' | 'gcm' | 'cfb' | 'ofb' | 'stream' | 'aead' | 'fernet' | 'kw';
export interface Spec {
	mode: Mode;
	/** Key sizes in bytes: a list, or [min, max, step]. */
	keys: number[] | { min: number; max: number; step: number };
	/** IV or nonce size in bytes, 0 for none. */
	iv: number;
	/** Which field holds it. */
	ivField: 'iv' | 'nonce';
	/** The block size (for padding), 0 for stream modes. */
	block: number;
	/** Whether `openssl enc` has a passphrase format for it (key and IV derived from it). */
	passphrase: boolean;
}

const aes = (bits: number, mode: Mode): Spec => ({
	mode,
	keys: [bits / 8],
	iv: mode === 'ecb' ? 0 : mode === 'gcm' ? 12 : 16,
	ivField: 'iv',
	block: mode === 'cbc' || mode === 'ecb' ? 16 : 0,
	passphrase: mode !== 'gcm'
});

const teaStream: Spec = { mode: 'stream', keys: [16], iv: 8, ivField: 'iv', block: 0, passphrase: false };

export const SPECS: Record<Algorithm, Spec> = {
	'aes-128-cbc': aes(128, 'cbc'),
	'aes-192-cbc': aes(192, 'cbc'),
	'aes-256-cbc': aes(256, 'cbc'),
	'aes-128-ecb': aes(128, 'ecb'),
	'aes-256-ecb': aes(256, 'ecb'),
	'aes-128-ctr': aes(128, 'ctr'),
	'aes-256-ctr': aes(256, 'ctr'),
	'aes-128-gcm': aes(128, 'gcm'),
	'aes-256-gcm': aes(256, 'gcm'),
	'aes-256-cfb': aes(256, 'cfb'),
	'aes-256-ofb': aes(256, 'ofb'),
	'des-cbc': { mode: 'cbc', keys: [8], iv: 8, ivField: 'iv', block: 8, passphrase: true },
	'des-ede3-cbc': { mode: 'cbc', keys: [24], iv: 8, ivField: 'iv', block: 8, passphrase: true },
	'bf-cbc': { mode: 'cbc', keys: { min: 4, max: 56, step: 4 }, iv: 8, ivField: 'iv', block: 8, passphrase: true },
	'sm4-cbc': { mode: 'cbc', keys: [16], iv: 16, ivField: 'iv', block: 16, passphrase: true },
	rc4: { mode: 'stream', keys: { min: 1, max: 256, step: 1 }, iv: 0, ivField: 'iv', block: 0, passphrase: true },
	chacha20: { mode: 'stream', keys: [32], iv: 12, ivField: 'nonce', block: 0, passphrase: false },
	salsa20: { mode: 'stream', keys: [16, 32], iv: 8, ivField: 'nonce', block: 0, passphrase: false },
	xsalsa20: { mode: 'stream', keys: [32], iv: 24, ivField: 'nonce', block: 0, passphrase: false },
	'chacha20-poly1305': { mode: 'aead', keys: [32], iv: 12, ivField: 'nonce', block: 0, passphrase: false },
	fernet: { mode: 'fernet', keys: [32], iv: 16, ivField: 'iv', block: 16, passphrase: false },
	'aes-kw': { mode: 'kw', keys: [16, 24, 32], iv: 0, ivField: 'iv', block: 0, passphrase: false },
	...extra('rc2', { min: 1, max: 128, step: 1 }, 8, true),
	...extra('rc6', { min: 1, max: 255, step: 1 }, 16, false),
	...extra('twofish', [16, 24, 32], 16, false),
	...extra('present', [10, 16], 8, false),
	...extra('magma', [32], 8, false),
	...extra('kuznyechik', [32], 16, false),
	// stream-extra.ts and tea.ts: CyberChef's TEA, XTEA, XXTEA, RC4 Drop, Rabbit (IV optional, read
	// there), CipherSaber2 (its 10-byte IV goes first in the data) and Ascon-AEAD128 (SP 800-232).
	'tea-cbc': { mode: 'cbc', keys: [16], iv: 8, ivField: 'iv', block: 8, passphrase: false },
	'tea-ecb': { mode: 'ecb', keys: [16], iv: 0, ivField: 'iv', block: 8, passphrase: false },
	'xtea-cbc': { mode: 'cbc', keys: [16], iv: 8, ivField: 'iv', block: 8, passphrase: false },
	'xtea-ecb': { mode: 'ecb', keys: [16], iv: 0, ivField: 'iv', block: 8, passphrase: false },
	// TEA and XTEA's CFB, OFB and CTR run whole ('stream': not cipher-stream.ts's AES modes).
	'tea-cfb': teaStream,
	'tea-ofb': teaStream,
	'tea-ctr': teaStream,
	'xtea-cfb': teaStream,
	'xtea-ofb': teaStream,
	'xtea-ctr': teaStream,
	xxtea: { mode: 'stream', keys: { min: 1, max: 16, step: 1 }, iv: 0, ivField: 'iv', block: 0, passphrase: false },
	'rc4-drop': { mode: 'stream', keys: { min: 1, max: 256, step: 1 }, iv: 0, ivField: 'iv', block: 0, passphrase: false },
	rabbit: { mode: 'stream', keys: [16], iv: 0, ivField: 'iv', block: 0, passphrase: false },
	ciphersaber2: { mode: 'stream', keys: { min: 1, max: 246, step: 1 }, iv: 0, ivField: 'iv', block: 0, passphrase: false },
	'ascon-aead128': { mode: 'aead', keys: [16], iv: 16, ivField: 'nonce', block: 0, passphrase: false }
};

/** A block cipher's CBC and ECB rows (ECB takes no IV); `passphrase` where `openssl enc` has the cipher (RC2). */
function extra<C extends string>(cipher: C, keys: Spec['keys'], block: number, passphrase: boolean): Record<`${C}-cbc` | `${C}-ecb`, Spec> {
	return {
		[`${cipher}-cbc`]: { mode: 'cbc', keys, iv: block, ivField: 'iv', block, passphrase },
		[`${cipher}-ecb`]: { mode: 'ecb', keys, iv: 0, ivField: 'iv', block, passphrase }
	} as Record<`${C}-cbc` | `${C}-ecb`, Spec>;
}

/** An algorithm's key sizes: a list of sizes, or a range of them. */
export type KeySizes = { list: number[] } | { min: number; max: number; step: number };
export function keySizes(algorithm: Algorithm): KeySizes {
	const keys = SPECS[algorithm].keys;
	return Array.isArray(keys) ? { list: keys } : keys;
}
export const keyFits = (keys: Spec['keys'], n: number) => (Array.isArray(keys) ? keys.includes(n) : n >= keys.min && n <= keys.max && (n - keys.min) % keys.step === 0);

export const isAead = (algorithm: Algorithm) => SPECS[algorithm].mode === 'gcm' || SPECS[algorithm].mode === 'aead';

