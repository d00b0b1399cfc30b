/** /keys/convert: a key from any form the module reads, out as PEM, JWK, an OpenSSH line or SPKI, with its SSH fingerprint. */
import { base64Encode } from '../_shared/base64.js';
import { cryptoKey, importAlgorithm, publicJwk, readKey, type Jwk, type KeyType } from './key-read.js';
import { sshBlob } from './openssh.js';
import type { Target } from './options.js';

export interface ConvertAnswer {
	output: string | Jwk;
	type: KeyType;
	size: number;
	curve: string | null;
	public: boolean;
	fingerprint_sha256: string;
}

const CURVE_BITS: Record<string, number> = { 'P-256': 256, 'P-384': 384, 'P-521': 521 };

function pem(label: string, der: ArrayBuffer): string {
	const body = base64Encode(new Uint8Array(der)).replace(/.{64}/g, '$&\n').replace(/\n$/, '');
	return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

async function spkiPem(jwk: Jwk): Promise<string> {
	return pem('PUBLIC KEY', await globalThis.crypto.subtle.exportKey('spki', await cryptoKey(publicJwk(jwk), importAlgorithm(jwk), 'verify')));
}

export async function convertKey(key: string | Record<string, unknown>, to: Target): Promise<ConvertAnswer> {
	const read = await readKey(key);
	const { jwk } = read;
	const { type: sshType, blob } = sshBlob(jwk);
	const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', blob as Uint8Array<ArrayBuffer>));
	let output: string | Jwk;
	switch (to) {
		case 'jwk':
			output = jwk;
			break;
		case 'openssh':
			output = `${sshType} ${base64Encode(blob)}`;
			break;
		case 'spki-pem':
			output = await spkiPem(jwk);
			break;
		default:
			output = read.private ? pem('PRIVATE KEY', await globalThis.crypto.subtle.exportKey('pkcs8', await cryptoKey(jwk, importAlgorithm(jwk), 'sign'))) : await spkiPem(jwk);
	}
	const n = read.type === 'RSA' ? atob(jwk.n.replace(/-/g, '+').replace(/_/g, '/')) : '';
	// The modulus's bits: its bytes, less the leading zero bits of the first.
	const size = read.type === 'RSA' ? n.length * 8 - Math.clz32(n.charCodeAt(0)) + 24 : read.type === 'EC' ? CURVE_BITS[jwk.crv] : 256;
	return {
		output,
		type: read.type,
		size,
		curve: read.type === 'RSA' ? null : read.type === 'EC' ? jwk.crv : 'Ed25519',
		public: !read.private,
		fingerprint_sha256: `SHA256:${base64Encode(digest).replace(/=+$/, '')}`
	};
}
