/** The limits and defaults of stream-extra.ts's fields, apart so the definition reads them without the ciphers. */

/** rc4-drop: CyberChef's RC4 Drop drops 192 dwords, 768 bytes. */
export const DEFAULT_DROP = 768;
export const MAX_DROP = 1_048_576;
/** ciphersaber2: CipherSaber-2's 20 rounds of key setup (1 is CipherSaber-1); each costs 256 steps. */
export const DEFAULT_CS2_ROUNDS = 20;
export const MAX_CS2_ROUNDS = 10_000;
/** xtea-*: cycles, as CyberChef's XTEA (1–255, default 32). */
export const DEFAULT_XTEA_ROUNDS = 32;
export const MAX_XTEA_ROUNDS = 255;
