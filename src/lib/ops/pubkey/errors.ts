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
	not_for_action: ({ algorithm, action }: { algorithm: string; action: string }) => `${algorithm} does not ${action}: choose rsa-oaep-sha256 or rsa-pkcs1v15 to encrypt and decrypt, the others to sign and verify`,
	signature_needed: 'verify needs the signature (base64)',
	signature_base64: 'is not base64',
	too_long: ({ max, got }: { max: number; got: number }) => `is ${got} bytes; this key and padding encrypt at most ${max} bytes`,
	decrypt_failed: 'could not be decrypted with this key and padding (wrong key, padding or corrupt ciphertext)'
});
