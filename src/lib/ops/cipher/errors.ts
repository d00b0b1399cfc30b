import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('cipher', {
	key_needed: 'give a key or a passphrase',
	key_and_passphrase: 'give a key or a passphrase, not both',
	key_size: ({ algorithm, sizes, got }: { algorithm: string; sizes: string; got: number }) => `${algorithm} needs a key of ${sizes} bytes; this one has ${got}`,
	key_range: ({ algorithm, min, max, step, got }: { algorithm: string; min: number; max: number; step: number; got: number }) => `${algorithm} needs a key of ${min} to ${max} bytes${step > 1 ? `, a multiple of ${step}` : ''}; this one has ${got}`,
	passphrase_not_for: ({ algorithm }: { algorithm: string }) => `${algorithm} takes a key, not a passphrase (OpenSSL enc has no passphrase format for it)`,
	iv_size: ({ algorithm, field, size, got }: { algorithm: string; field: string; size: number; got: number }) => `${algorithm} needs a ${size}-byte ${field}; this one has ${got} bytes`,
	iv_needed: ({ algorithm, field }: { algorithm: string; field: string }) => `decrypting ${algorithm} needs the ${field} it was encrypted with`,
	tag_needed: ({ algorithm }: { algorithm: string }) => `decrypting ${algorithm} needs the 16-byte authentication tag the encryption gave`,
	tag_size: ({ got }: { got: number }) => `the tag has 16 bytes; this one has ${got}`,
	aad_not_aead: ({ algorithm }: { algorithm: string }) => `${algorithm} takes no additional data (only aes-128-gcm, aes-256-gcm, chacha20-poly1305 and ascon-aead128 do)`,
	auth_failed: 'authentication failed: wrong key, IV, tag or additional data, or the data was changed',
	bad_padding: 'bad padding: wrong key or IV, or the data was not padded with PKCS#7',
	not_whole_blocks: ({ block, got }: { block: number; got: number }) => `without padding the input must be a whole number of ${block}-byte blocks; it has ${got} bytes`,
	not_salted: 'not OpenSSL passphrase output: it starts with "Salted__" and an 8-byte salt',
	salt_size: ({ got }: { got: number }) => `the salt has 8 bytes; this one has ${got}`,
	salt_not_used: 'salt goes with a passphrase (OpenSSL enc format)',
	not_fernet: 'not a Fernet token (version 0x80, time, 16-byte IV, whole AES blocks and a 32-byte HMAC, in URL-safe base64)',
	kw_size: ({ got }: { got: number }) => `aes-kw wraps key data of at least 16 bytes in steps of 8 (unwraps at least 24); this input has ${got}`,
	field_not_for: ({ field, algorithm, only }: { field: string; algorithm: string; only: string }) => `${field} is not used by ${algorithm} (only by ${only})`,
	rounds_range: ({ algorithm, min, max, got }: { algorithm: string; min: number; max: number; got: number }) => `${algorithm} takes ${min} to ${max} rounds; got ${got}`,
	drop_range: ({ max, got }: { max: number; got: number }) => `rc4-drop drops 0 to ${max.toLocaleString('en-US')} keystream bytes; got ${got}`,
	xxtea_size: ({ got }: { got: number }) => `xxtea ciphertext is whole 4-byte words, at least 8 bytes; this input has ${got}`,
	xxtea_bad: 'xxtea: the length word does not fit the data: wrong key, or not xxtea ciphertext',
	cs2_short: ({ got }: { got: number }) => `ciphersaber2 ciphertext starts with its 10-byte IV; this input has ${got} bytes`,
	whole_too_large: ({ algorithm, max }: { algorithm: string; max: number }) => `${algorithm} needs the whole message at once in the browser: at most ${max.toLocaleString('en-US')} bytes (the CBC, ECB, CTR, CFB and OFB modes, ChaCha20 and Salsa20 are streamed)`
});
