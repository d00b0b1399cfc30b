import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('pubkey', {
	members: ({ max }: { max: number }) => `must be a key as text, or a JWK object of at most ${max} members`,
	key_format: 'is not a key this tool reads: paste a PEM key, a JWK or an OpenSSH public key line',
	key_encrypted: 'is an encrypted private key: decrypt it first (openssl pkey -in key.pem, or ssh-keygen -p -N "" for an OpenSSH key)',
	key_label: ({ label }: { label: string }) => `holds a ${label} PEM, which is not a key this tool reads`,
	key_broken: ({ what }: { what: string }) => `is not a valid ${what}`,
	key_type: ({ type }: { type: string }) => `is a ${type} key; this tool reads RSA, EC (P-256, P-384, P-521) and Ed25519 keys`,
	key_curve: ({ curve }: { curve: string }) => `uses the curve ${curve}; this tool reads P-256, P-384 and P-521`,
	key_size: ({ bits, max }: { bits: number; max: number }) => `is a ${bits}-bit RSA key; at most ${max.toLocaleString('en-US')} bits are read`,
	needs_private: ({ action }: { action: string }) => `${action} needs a private key; this is a public key`,
	wrong_key: ({ algorithm, type }: { algorithm: string; type: string }) => `${algorithm} needs ${algorithm.startsWith('rsa') ? 'an RSA' : algorithm === 'ed25519' ? 'an Ed25519' : 'an EC'} key; this is ${type === 'RSA' ? 'an RSA' : type === 'EC' ? 'an EC' : 'an Ed25519'} key`,
	not_for_action: ({ algorithm, action }: { algorithm: string; action: string }) => `${algorithm} does not ${action}: choose rsa-oaep-sha256, rsa-pkcs1v15 or sm2 to encrypt and decrypt, the others to sign and verify`,
	signature_needed: 'verify needs the signature (base64)',
	signature_base64: 'is not base64',
	too_long: ({ max, got }: { max: number; got: number }) => `is ${got} bytes; this key and padding encrypt at most ${max} bytes`,
	key_needed: ({ action }: { action: string }) => `${action} needs a key`,
	sig_convert: ({ why }: { why: string }) => `is not an ECDSA signature in the form given (${why})`,
	sig_too_long: ({ max }: { max: number }) => `a signature to convert is at most ${max.toLocaleString('en-US')} characters`,
	sm2_public: 'sm2 encrypt needs the public key in hex: x || y (128 hex digits) or 04 || x || y (130)',
	sm2_private: 'sm2 decrypt needs the private key in hex: 64 hex digits, from 1 to n - 2',
	sm2_not_on_curve: 'is not a point of the curve sm2p256v1',
	sm2_short: ({ min }: { min: number }) => `is shorter than an SM2 ciphertext (C1 and C3 alone are ${min} bytes)`,
	sm2_check: 'could not be decrypted with this key: the C3 check (SM3) does not match (wrong key, order or corrupt ciphertext)',
	decrypt_failed: 'could not be decrypted with this key and padding (wrong key, padding or corrupt ciphertext)'
});
