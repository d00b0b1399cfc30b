import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { bytesText, decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_INPUT, MAX_JWK_MEMBERS, MAX_KEY, MAX_RSA_BITS, MAX_SIGNATURE } from './limits.js';
import { ACTIONS, ALGORITHMS, SIGNATURE_FORMATS, SIGNATURE_FROM, SIGNATURE_TO, SM2_ORDERS, TARGETS } from './options.js';
import { EC_SEC1, ED_SSH_LINE, SIG_EC_DER_HEX, SIG_ED, SSH_ED_LINE } from './fixtures.js';

// The ASN.1 schemas and micro-rsa-dsa-dh load on the first call, not with the registry.
const pubkeyLogic = lazyModule(() => import('./pubkey.js'));
const convertLogic = lazyModule(() => import('./convert.js'));

const TOO_MANY = Symbol('too many members');
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * The key as text (PEM, JWK JSON, OpenSSH line) or a JWK object of at most MAX_JWK_MEMBERS
 * members, counted before zod copies them (a 1 MiB body holds 60,000). The count wraps the whole
 * union, so the field stays required in the input's JSON Schema.
 */
const keyField = (what: string) =>
	z
		.preprocess(
			(v) => (isPlainObject(v) && Object.keys(v).length > MAX_JWK_MEMBERS ? TOO_MANY : v),
			z.union([stringOfAtMost(MAX_KEY), z.record(z.string(), z.unknown()).meta({ maxProperties: MAX_JWK_MEMBERS })], {
				error: errors.zod('members', (issue) => (issue.input === TOO_MANY ? { max: MAX_JWK_MEMBERS } : undefined))
			})
		)
		.describe(`${what} At most ${MAX_KEY.toLocaleString('en-US')} characters (a JWK object at most ${MAX_JWK_MEMBERS} members); RSA up to ${MAX_RSA_BITS.toLocaleString('en-US')} bits`)
		// Secret: it may be a private key, which has no place in the history or a share link.
		.meta(formHints({ multiline: 6, monospace: true, secret: true }));

export const pubkey = defineOperation({
	id: 'pubkey',
	group: 'security',
	title: 'Public-key sign, verify, encrypt, decrypt',
	summary: 'Signs and verifies with RSA (PKCS#1 v1.5, PSS), ECDSA or Ed25519, encrypts or decrypts with RSA (OAEP, PKCS#1 v1.5) or SM2, as openssl dgst -sign and pkeyutl do, with a PEM or JWK key (SM2: hex), and converts an ECDSA signature between DER, r || s, JWS and JSON.',
	keywords: ['rsa sign', 'rsa verify', 'rsa encrypt', 'rsa decrypt', 'ecdsa sign', 'ecdsa verify', 'ecdsa signature conversion', 'der to p1363', 'p1363 to der', 'sm2 encrypt', 'sm2 decrypt', 'sm2', 'ed25519', 'eddsa', 'rsa-pss', 'oaep', 'pkcs1', 'signature', 'digital signature', 'public key', 'private key', 'openssl pkeyutl', 'openssl dgst', 'pem', 'jwk'],
	method: 'POST',
	path: '/pubkey',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 10000, detail: 'the public-key operation ran longer than the time limit of 10,000 ms' },
	input: z.object({
		action: z.enum(ACTIONS).describe('sign (private key), verify (public or private key), encrypt (public or private key), decrypt (private key), convert-signature (an ECDSA signature in `input` from `signature_from` to `signature_to`; no key, no algorithm used)'),
		algorithm: z
			.enum(ALGORITHMS)
			.describe('rsa-pkcs1-sha256, rsa-pss-sha256 (salt of 32 bytes, MGF1 SHA-256), ecdsa-sha256 and ed25519 sign and verify; rsa-oaep-sha256 (MGF1 SHA-256, no label), rsa-pkcs1v15 and sm2 (GB/T 32918.4 on sm2p256v1, SM3; keys in hex) encrypt and decrypt'),
		key: keyField('The key: PEM (PRIVATE KEY, PUBLIC KEY, RSA PRIVATE KEY, RSA PUBLIC KEY, EC PRIVATE KEY, OPENSSH PRIVATE KEY unencrypted), a JWK (object or JSON text) or an OpenSSH public key line; sm2: the public key x || y (128 hex digits, or 130 with 04 first) to encrypt, the private key (64 hex digits) to decrypt; not used by convert-signature.').optional(),
		input: bytesText(MAX_INPUT, 'The message to sign or verify, the plaintext to encrypt or the ciphertext to decrypt (sm2: C1 || C3 || C2 or C1 || C2 || C3, usually hex); convert-signature: the signature as text'),
		input_encoding: inputEncoding(),
		signature: stringOfAtMost(MAX_SIGNATURE)
			.optional()
			.describe('verify: the signature, base64')
			.meta(formHints({ monospace: true, multiline: 3 })),
		signature_format: z.enum(SIGNATURE_FORMATS).optional().describe('ecdsa-sha256: der (ASN.1, what OpenSSL writes; the default) or p1363 (r || s, what Web Crypto and JWS use)'),
		signature_from: z.enum(SIGNATURE_FROM).optional().describe('convert-signature: the form of `input`: auto (the default: JSON, then DER hex, then r || s hex, then base64url), der-hex (ASN.1 DER, as OpenSSL), p1363-hex (r || s), jws (base64url of r || s) or json ({"r": hex, "s": hex})'),
		signature_to: z.enum(SIGNATURE_TO).optional().describe('convert-signature: the form of `output`: der-hex (the default), p1363-hex, jws or json; r || s is padded to 32, 48 or 66 bytes each (P-256, P-384, P-521), the first that fits'),
		sm2_order: z.enum(SM2_ORDERS).optional().describe('sm2: the order of the ciphertext after C1 (x || y, 64 bytes, no 04): c1c3c2 (the default, GM/T 0003.4-2012 and CyberChef\'s default) or c1c2c3 (the 2010 draft\'s, some libraries\')'),
		output_encoding: outputEncoding('base64').describe('encrypt, decrypt: how `output` is written; default base64 for encrypt (sm2: hex), utf8 for decrypt')
	}),
	output: z.object({
		signature: z.string().optional().describe('sign: the signature, base64'),
		valid: z.boolean().optional().describe('verify: whether the signature is the key\'s over the input'),
		output: z.string().optional().describe('encrypt: the ciphertext (base64 by default, sm2: hex); decrypt: the plaintext (utf8 by default); convert-signature: the signature in `signature_to`')
	}),
	errors: [
		{ status: 422, when: `\`key\` not a key read here, encrypted, of another type than the algorithm, public to sign or decrypt, over ${MAX_KEY.toLocaleString('en-US')} characters or ${MAX_RSA_BITS.toLocaleString('en-US')} RSA bits` },
		{ status: 422, when: `\`input\` over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, longer than the key encrypts (RSA: modulus bytes - 66 for OAEP, - 11 for PKCS#1 v1.5), or a ciphertext that does not decrypt` },
		{ status: 422, when: 'verify without `signature`, or not base64; an encryption algorithm to sign or a signature one to encrypt; no `key` for an action that needs one' },
		{ status: 422, when: `convert-signature: \`input\` over ${MAX_SIGNATURE.toLocaleString('en-US')} characters or not a signature in \`signature_from\`; sm2: a key not in hex or not on the curve, a ciphertext shorter than 96 bytes or whose C3 check fails` }
	],
	examples: [
		{ name: 'ECDSA P-256 signature (DER, as openssl dgst -sha256 -sign)', input: { action: 'sign', algorithm: 'ecdsa-sha256', key: EC_SEC1, input: 'hello' } },
		{ name: 'Ed25519 verify with an OpenSSH public key', input: { action: 'verify', algorithm: 'ed25519', key: ED_SSH_LINE, input: 'hello', signature: SIG_ED } },
		{ name: 'ECDSA signature from DER to r || s', input: { action: 'convert-signature', algorithm: 'ecdsa-sha256', input: SIG_EC_DER_HEX, signature_to: 'p1363-hex' } }
	],
	prepare: pubkeyLogic.load,
	async run(input) {
		if (input.action === 'convert-signature') {
			if (input.input.length > MAX_SIGNATURE) throw errors.error('sig_too_long', { max: MAX_SIGNATURE }, { field: 'input' });
			return { output: (await import('./signature-convert.js')).convertSignature(input.input, input.signature_from ?? 'auto', input.signature_to ?? 'der-hex') };
		}
		if (input.key === undefined) throw errors.error('key_needed', { action: input.action }, { field: 'key' });
		const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
		const answer = await pubkeyLogic.get().runPubkey({ ...input, key: input.key, bytes });
		if ('output' in answer) return { output: encodeBytesAs(answer.output, input.output_encoding ?? (input.action === 'decrypt' ? 'utf8' : input.algorithm === 'sm2' ? 'hex' : 'base64')) };
		return answer;
	}
});

export const keysConvert = defineOperation({
	id: 'keys-convert',
	group: 'security',
	title: 'Key converter',
	summary: 'Converts an RSA, EC or Ed25519 key between PEM, JWK and OpenSSH, extracts the public key of a private one, and gives its type, size and SSH SHA-256 fingerprint.',
	keywords: ['pem to jwk', 'jwk to pem', 'public key from private key', 'parse ssh host key', 'ssh key', 'openssh', 'ssh-keygen', 'fingerprint', 'ssh fingerprint', 'pkcs8', 'pkcs1', 'spki', 'sec1', 'key converter', 'rsa key', 'ed25519', 'ecdsa'],
	method: 'POST',
	path: '/keys/convert',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		key: keyField('The key: PEM (PRIVATE KEY, PUBLIC KEY, RSA PRIVATE KEY, RSA PUBLIC KEY, EC PRIVATE KEY, OPENSSH PRIVATE KEY unencrypted), a JWK (object or JSON text), an OpenSSH public key line, or the base64 of an OpenSSH public key blob.'),
		to: z.enum(TARGETS).describe('pem (PKCS#8 for a private key, SPKI for a public one), jwk, openssh (the public key line, for a private key too) or spki-pem (the public key, of a private key too)')
	}),
	output: z.object({
		output: z.union([z.string(), z.record(z.string(), z.string())]).describe('The key in the asked form: text, or a JWK object for jwk'),
		type: z.enum(['RSA', 'EC', 'Ed25519']),
		size: z.int().describe('Bits: the RSA modulus, the EC curve (256, 384, 521), 256 for Ed25519'),
		curve: z.string().nullable().describe('P-256, P-384, P-521 or Ed25519; null for RSA'),
		public: z.boolean().describe('Whether the key given was a public key'),
		fingerprint_sha256: z.string().describe('The SHA-256 fingerprint of the public key as ssh-keygen -lf prints it: SHA256: and unpadded base64')
	}),
	errors: [{ status: 422, when: `\`key\` not a key read here (or encrypted, or of another type or curve), over ${MAX_KEY.toLocaleString('en-US')} characters, a JWK of over ${MAX_JWK_MEMBERS} members or an RSA key of over ${MAX_RSA_BITS.toLocaleString('en-US')} bits; \`to\` unknown` }],
	examples: [
		{ name: 'OpenSSH Ed25519 public key to JWK', input: { key: SSH_ED_LINE, to: 'jwk' } },
		{ name: 'EC private key (SEC1) to its OpenSSH public key', input: { key: EC_SEC1, to: 'openssh' } }
	],
	prepare: convertLogic.load,
	run: (input) => convertLogic.get().convertKey(input.key, input.to)
});

export const operations = [pubkey, keysConvert];
