/**
 * Sign, verify, encrypt and decrypt with a public-key algorithm, as `openssl dgst -sha256 -sign`
 * and `openssl pkeyutl` do: Web Crypto for all but RSA PKCS#1 v1.5 encryption, which Web Crypto
 * lacks and micro-rsa-dsa-dh (MIT) does.
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import { ECDSASigValue } from '@peculiar/asn1-ecc';
import { PKCS1_KEM } from 'micro-rsa-dsa-dh/rsa.js';
import { base64Encode } from '../_shared/base64.js';
import { errors } from './errors.js';
import { cryptoKey, publicJwk, readKey, type Jwk, type ReadKey } from './key-read.js';
import { base64Bytes } from './openssh.js';
import type { Action, PubkeyAlgorithm, SignatureFormat, Sm2Order } from './options.js';

const SIGNERS: PubkeyAlgorithm[] = ['rsa-pkcs1-sha256', 'rsa-pss-sha256', 'ecdsa-sha256', 'ed25519'];
const FIELD_BYTES: Record<string, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };

export interface PubkeyInput {
	action: Action;
	algorithm: PubkeyAlgorithm;
	key: string | Record<string, unknown>;
	bytes: Uint8Array;
	signature?: string;
	signature_format?: SignatureFormat;
	sm2_order?: Sm2Order;
}
export type PubkeyAnswer = { signature: string } | { valid: boolean } | { output: Uint8Array };

const b64uBytes = (s: string): Uint8Array => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const big = (s: string): bigint => BigInt('0x' + (Array.from(b64uBytes(s), (b) => b.toString(16).padStart(2, '0')).join('') || '0'));

function algorithmParams(algorithm: PubkeyAlgorithm, jwk: Jwk): { key: RsaHashedImportParams | EcKeyImportParams | Algorithm; op: Algorithm | RsaPssParams | EcdsaParams } {
	switch (algorithm) {
		case 'rsa-pkcs1-sha256':
			return { key: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, op: { name: 'RSASSA-PKCS1-v1_5' } };
		case 'rsa-pss-sha256':
			return { key: { name: 'RSA-PSS', hash: 'SHA-256' }, op: { name: 'RSA-PSS', saltLength: 32 } as RsaPssParams };
		case 'rsa-oaep-sha256':
			return { key: { name: 'RSA-OAEP', hash: 'SHA-256' }, op: { name: 'RSA-OAEP' } };
		case 'ecdsa-sha256':
			return { key: { name: 'ECDSA', namedCurve: jwk.crv }, op: { name: 'ECDSA', hash: 'SHA-256' } as EcdsaParams };
		default:
			return { key: { name: 'Ed25519' }, op: { name: 'Ed25519' } };
	}
}

/** An ECDSA signature r || s (P1363, Web Crypto's form) as the DER ECDSA-Sig-Value OpenSSL writes. */
export function p1363ToDer(sig: Uint8Array): Uint8Array {
	const half = sig.length / 2;
	// INTEGER is signed: strip leading zeros, keep one in front of a set top bit.
	const integer = (b: Uint8Array) => {
		let i = 0;
		while (i < b.length - 1 && b[i] === 0) i++;
		const m = b.subarray(i);
		return (m[0] & 0x80 ? Uint8Array.from([0, ...m]) : m.slice()).buffer;
	};
	return new Uint8Array(AsnConvert.serialize(new ECDSASigValue({ r: integer(sig.subarray(0, half)), s: integer(sig.subarray(half)) })));
}

/** A DER ECDSA-Sig-Value as r || s of `size` bytes each; null when it is not one. */
export function derToP1363(der: Uint8Array, size: number): Uint8Array | null {
	let value: ECDSASigValue;
	try {
		value = AsnConvert.parse(der, ECDSASigValue);
	} catch {
		return null;
	}
	const out = new Uint8Array(2 * size);
	for (const [i, part] of [new Uint8Array(value.r), new Uint8Array(value.s)].entries()) {
		let start = 0;
		while (start < part.length - 1 && part[start] === 0) start++;
		const m = part.subarray(start);
		if (m.length > size) return null;
		out.set(m, (i + 1) * size - m.length);
	}
	return out;
}

function checkFit(input: PubkeyInput, key: ReadKey): void {
	const signs = SIGNERS.includes(input.algorithm);
	if (signs !== (input.action === 'sign' || input.action === 'verify')) throw errors.error('not_for_action', { algorithm: input.algorithm, action: input.action }, { field: 'algorithm' });
	const needs = input.algorithm.startsWith('rsa') ? 'RSA' : input.algorithm === 'ed25519' ? 'Ed25519' : 'EC';
	if (key.type !== needs) throw errors.error('wrong_key', { algorithm: input.algorithm, type: key.type }, { field: 'key' });
	if ((input.action === 'sign' || input.action === 'decrypt') && !key.private) throw errors.error('needs_private', { action: input.action }, { field: 'key' });
}

/** What the action answers: a base64 signature, whether one is valid, or the encrypted / decrypted bytes. */
export async function runPubkey(input: PubkeyInput): Promise<PubkeyAnswer> {
	if (input.algorithm === 'sm2') return { output: await runSm2(input) };
	const key = await readKey(input.key);
	checkFit(input, key);
	const subtle = globalThis.crypto.subtle;
	const data = input.bytes as Uint8Array<ArrayBuffer>;
	const modulusBytes = key.type === 'RSA' ? b64uBytes(key.jwk.n).length : 0;
	if (input.algorithm === 'rsa-pkcs1v15') {
		if (input.action === 'encrypt') {
			if (data.length > modulusBytes - 11) throw errors.error('too_long', { max: modulusBytes - 11, got: data.length }, { field: 'input' });
			return { output: PKCS1_KEM.encrypt({ n: big(key.jwk.n), e: big(key.jwk.e) }, data) };
		}
		try {
			return { output: PKCS1_KEM.decrypt({ n: big(key.jwk.n), d: big(key.jwk.d) }, data) };
		} catch {
			throw errors.error('decrypt_failed', undefined, { field: 'input' });
		}
	}
	const params = algorithmParams(input.algorithm, key.jwk);
	switch (input.action) {
		case 'sign': {
			let sig: Uint8Array = new Uint8Array(await subtle.sign(params.op, await cryptoKey(key.jwk, params.key, 'sign'), data));
			if (input.algorithm === 'ecdsa-sha256' && (input.signature_format ?? 'der') === 'der') sig = p1363ToDer(sig);
			return { signature: base64Encode(sig) };
		}
		case 'verify': {
			if (input.signature === undefined || input.signature.trim() === '') throw errors.error('signature_needed', undefined, { field: 'signature' });
			let sig = base64Bytes(input.signature);
			if (!sig) throw errors.error('signature_base64', undefined, { field: 'signature' });
			if (input.algorithm === 'ecdsa-sha256' && (input.signature_format ?? 'der') === 'der') {
				sig = derToP1363(sig, FIELD_BYTES[key.jwk.crv]);
				if (!sig) return { valid: false };
			}
			const pub = await cryptoKey(publicJwk(key.jwk), params.key, 'verify');
			return { valid: await subtle.verify(params.op, pub, sig as Uint8Array<ArrayBuffer>, data) };
		}
		case 'encrypt': {
			const max = modulusBytes - 66;
			if (data.length > max) throw errors.error('too_long', { max, got: data.length }, { field: 'input' });
			return { output: new Uint8Array(await subtle.encrypt(params.op, await cryptoKey(publicJwk(key.jwk), params.key, 'encrypt'), data)) };
		}
		default:
			try {
				return { output: new Uint8Array(await subtle.decrypt(params.op, await cryptoKey(key.jwk, params.key, 'decrypt'), data)) };
			} catch {
				throw errors.error('decrypt_failed', undefined, { field: 'input' });
			}
	}
}

/** SM2 takes its keys in hex, as CyberChef does, not as PEM or JWK (sm2.ts). */
async function runSm2(input: PubkeyInput): Promise<Uint8Array> {
	if (input.action !== 'encrypt' && input.action !== 'decrypt') throw errors.error('not_for_action', { algorithm: input.algorithm, action: input.action }, { field: 'algorithm' });
	if (typeof input.key !== 'string') throw errors.error(input.action === 'encrypt' ? 'sm2_public' : 'sm2_private', undefined, { field: 'key' });
	const { sm2Decrypt, sm2Encrypt } = await import('./sm2.js');
	const order = input.sm2_order ?? 'c1c3c2';
	return input.action === 'encrypt' ? sm2Encrypt(input.key, input.bytes, order) : sm2Decrypt(input.key, input.bytes, order);
}
