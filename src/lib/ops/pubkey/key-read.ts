/**
 * Any key the two operations take, read into one form: a JWK checked by the platform's Web Crypto
 * (which refuses an EC point off its curve, a broken RSA key). PEM PKCS#8 and SPKI go to Web
 * Crypto as they are; PKCS#1 (`RSA PRIVATE KEY`, `RSA PUBLIC KEY`) and SEC1 (`EC PRIVATE KEY`)
 * are wrapped into PKCS#8 / SPKI with @peculiar's ASN.1 schemas; the OpenSSH formats are read by
 * openssh.ts.
 */
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { PrivateKeyInfo } from '@peculiar/asn1-pkcs8';
import { AlgorithmIdentifier, SubjectPublicKeyInfo } from '@peculiar/asn1-x509';
import { ECParameters, ECPrivateKey } from '@peculiar/asn1-ecc';
import { base64UrlDecode } from '../_shared/base64.js';
import { errors } from './errors.js';
import { MAX_RSA_BITS } from './limits.js';
import { base64Bytes, fromOpenSshPrivate, fromSshBlob } from './openssh.js';

export type Jwk = Record<string, string>;
export type KeyType = 'RSA' | 'EC' | 'Ed25519';
export interface ReadKey {
	type: KeyType;
	private: boolean;
	/** The key's JWK as Web Crypto exports it, standard members only (the private ones too when `private`). */
	jwk: Jwk;
}

const OID = { rsa: '1.2.840.113549.1.1.1', ec: '1.2.840.10045.2.1', ed25519: '1.3.101.112' };
const CURVE_OIDS: Record<string, string> = { '1.2.840.10045.3.1.7': 'P-256', '1.3.132.0.34': 'P-384', '1.3.132.0.35': 'P-521' };
const CURVE_NAMES: Record<string, string> = { '1.3.132.0.10': 'secp256k1', '1.3.36.3.3.2.8.1.1.7': 'brainpoolP256r1', '1.3.101.110': 'X25519', '1.3.101.113': 'Ed448', '1.3.101.111': 'X448' };
const MEMBERS: Record<string, string[]> = {
	RSA: ['kty', 'n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'],
	EC: ['kty', 'crv', 'x', 'y', 'd'],
	OKP: ['kty', 'crv', 'x', 'd']
};
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi']);

const broken = (what: string) => errors.error('key_broken', { what }, { field: 'key' });
const subtle = () => globalThis.crypto.subtle;

/** The Web Crypto algorithm a key of this JWK imports under (any one of its family: the JWK is the same). */
export function importAlgorithm(jwk: Jwk): RsaHashedImportParams | EcKeyImportParams | Algorithm {
	if (jwk.kty === 'RSA') return { name: 'RSA-PSS', hash: 'SHA-256' };
	if (jwk.kty === 'EC') return { name: 'ECDSA', namedCurve: jwk.crv };
	return { name: 'Ed25519' };
}

/** The public members of a JWK. */
export const publicJwk = (jwk: Jwk): Jwk => Object.fromEntries(Object.entries(jwk).filter(([k]) => !PRIVATE_MEMBERS.has(k)));

/** A JWK checked (imported and exported again by Web Crypto) and reduced to its standard members. */
async function checkedJwk(input: Record<string, unknown>): Promise<ReadKey> {
	const kty = input.kty;
	if (kty !== 'RSA' && kty !== 'EC' && kty !== 'OKP') throw errors.error('key_type', { type: typeof kty === 'string' ? kty : 'unknown' }, { field: 'key' });
	if (kty === 'OKP' && input.crv !== 'Ed25519') throw errors.error('key_type', { type: String(input.crv ?? 'OKP') }, { field: 'key' });
	if (kty === 'EC' && !['P-256', 'P-384', 'P-521'].includes(input.crv as string)) throw errors.error('key_curve', { curve: String(input.crv ?? 'none') }, { field: 'key' });
	const jwk: Jwk = {};
	for (const m of MEMBERS[kty]) {
		if (input[m] === undefined) continue;
		if (typeof input[m] !== 'string') throw broken('JWK');
		jwk[m] = input[m] as string;
	}
	if (kty === 'RSA') {
		const bits = (base64UrlDecode(jwk.n ?? '')?.length ?? 0) * 8;
		if (bits > MAX_RSA_BITS) throw errors.error('key_size', { bits, max: MAX_RSA_BITS }, { field: 'key' });
	}
	const isPrivate = jwk.d !== undefined;
	let exported: JsonWebKey;
	try {
		const key = await subtle().importKey('jwk', jwk, importAlgorithm(jwk), true, [isPrivate ? 'sign' : 'verify']);
		exported = await subtle().exportKey('jwk', key);
	} catch {
		throw broken(isPrivate ? `${kty === 'OKP' ? 'Ed25519' : kty} private key` : `${kty === 'OKP' ? 'Ed25519' : kty} public key`);
	}
	const out: Jwk = {};
	for (const m of MEMBERS[kty]) if (typeof (exported as Record<string, unknown>)[m] === 'string') out[m] = (exported as Record<string, string>)[m];
	return { type: kty === 'OKP' ? 'Ed25519' : kty, private: isPrivate, jwk: out };
}

/** The Web Crypto algorithm of a PKCS#8 or SPKI algorithm identifier; 422 for the others. */
function algorithmOf(id: AlgorithmIdentifier): RsaHashedImportParams | EcKeyImportParams | Algorithm {
	if (id.algorithm === OID.rsa) return { name: 'RSA-PSS', hash: 'SHA-256' };
	if (id.algorithm === OID.ed25519) return { name: 'Ed25519' };
	if (id.algorithm === OID.ec) {
		let oid = '';
		try {
			oid = AsnConvert.parse(id.parameters!, ECParameters).namedCurve ?? '';
		} catch {
			throw broken('EC key');
		}
		const curve = CURVE_OIDS[oid];
		if (!curve) throw errors.error('key_curve', { curve: CURVE_NAMES[oid] ?? (oid || 'explicit parameters') }, { field: 'key' });
		return { name: 'ECDSA', namedCurve: curve };
	}
	throw errors.error('key_type', { type: CURVE_NAMES[id.algorithm] ?? id.algorithm }, { field: 'key' });
}

async function fromDer(format: 'pkcs8' | 'spki', der: Uint8Array): Promise<ReadKey> {
	let algorithm: AlgorithmIdentifier;
	try {
		algorithm = format === 'pkcs8' ? AsnConvert.parse(der, PrivateKeyInfo).privateKeyAlgorithm : AsnConvert.parse(der, SubjectPublicKeyInfo).algorithm;
	} catch {
		throw broken(format === 'pkcs8' ? 'PKCS#8 private key' : 'SPKI public key');
	}
	const params = algorithmOf(algorithm);
	let jwk: JsonWebKey;
	try {
		const key = await subtle().importKey(format, der as Uint8Array<ArrayBuffer>, params, true, [format === 'pkcs8' ? 'sign' : 'verify']);
		jwk = await subtle().exportKey('jwk', key);
	} catch {
		throw broken(format === 'pkcs8' ? 'PKCS#8 private key' : 'SPKI public key');
	}
	return checkedJwk(jwk as Record<string, unknown>);
}

const NULL_PARAMS = new Uint8Array([5, 0]).buffer;

function wrapPkcs1Private(der: Uint8Array): Uint8Array {
	const info = new PrivateKeyInfo({ privateKeyAlgorithm: new AlgorithmIdentifier({ algorithm: OID.rsa, parameters: NULL_PARAMS }), privateKey: new OctetString(der) });
	return new Uint8Array(AsnConvert.serialize(info));
}
function wrapPkcs1Public(der: Uint8Array): Uint8Array {
	const info = new SubjectPublicKeyInfo({ algorithm: new AlgorithmIdentifier({ algorithm: OID.rsa, parameters: NULL_PARAMS }), subjectPublicKey: der.slice().buffer });
	return new Uint8Array(AsnConvert.serialize(info));
}
function wrapSec1(der: Uint8Array): Uint8Array {
	let sec1: ECPrivateKey;
	try {
		sec1 = AsnConvert.parse(der, ECPrivateKey);
	} catch {
		throw broken('EC private key');
	}
	if (!sec1.parameters?.namedCurve) throw broken('EC private key (it names no curve)');
	const info = new PrivateKeyInfo({ privateKeyAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ec, parameters: AsnConvert.serialize(sec1.parameters) }), privateKey: new OctetString(der) });
	return new Uint8Array(AsnConvert.serialize(info));
}

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;
const SSH_LINE = /^(ssh-ed25519|ssh-rsa|ssh-dss|ecdsa-sha2-[a-z0-9]+|sk-[a-z0-9@.-]+)\s+([A-Za-z0-9+/]+={0,2})(?:\s+(.*))?$/s;

/** The key of a PEM text: its first block that is a key (an `EC PARAMETERS` block before it is skipped). */
async function fromPem(text: string): Promise<ReadKey> {
	const blocks = [...text.matchAll(PEM)].filter((m) => m[1] !== 'EC PARAMETERS');
	if (blocks.length === 0) throw errors.error('key_format', undefined, { field: 'key' });
	const [, label, body] = blocks[0];
	if (/Proc-Type:\s*4,ENCRYPTED/.test(body) || label === 'ENCRYPTED PRIVATE KEY') throw errors.error('key_encrypted', undefined, { field: 'key' });
	const der = base64Bytes(body);
	if (!der) throw broken(`${label} PEM (its body is not base64)`);
	switch (label) {
		case 'PRIVATE KEY':
			return fromDer('pkcs8', der);
		case 'PUBLIC KEY':
			return fromDer('spki', der);
		case 'RSA PRIVATE KEY':
			return fromDer('pkcs8', wrapPkcs1Private(der));
		case 'RSA PUBLIC KEY':
			return fromDer('spki', wrapPkcs1Public(der));
		case 'EC PRIVATE KEY':
			return fromDer('pkcs8', wrapSec1(der));
		case 'OPENSSH PRIVATE KEY':
			return checkedJwk(fromOpenSshPrivate(der).jwk);
		default:
			throw errors.error('key_label', { label }, { field: 'key' });
	}
}

/**
 * Reads `key`: PEM text, a JWK (object or JSON text), an OpenSSH public key line, or the base64 of
 * an OpenSSH public key blob (what CyberChef's "Parse SSH Host Key" takes). 422 naming `key` for
 * anything else, an encrypted key, a key type or curve Web Crypto does not have.
 */
export async function readKey(key: string | Record<string, unknown>): Promise<ReadKey> {
	if (typeof key !== 'string') return checkedJwk(key);
	const text = key.trim();
	if (text.startsWith('{')) {
		let parsed: unknown;
		try {
			parsed = JSON.parse(text);
		} catch {
			throw broken('JWK (it is not JSON)');
		}
		if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw broken('JWK');
		return checkedJwk(parsed as Record<string, unknown>);
	}
	if (text.includes('-----BEGIN ')) return fromPem(text);
	const line = SSH_LINE.exec(text);
	if (line) {
		const blob = base64Bytes(line[2]);
		if (!blob) throw broken('OpenSSH public key');
		return checkedJwk(fromSshBlob(blob));
	}
	if (/^AAAA[A-Za-z0-9+/]+={0,2}$/.test(text)) return checkedJwk(fromSshBlob(base64Bytes(text)!));
	throw errors.error('key_format', undefined, { field: 'key' });
}

/** The CryptoKey of a read key for one Web Crypto algorithm. */
export function cryptoKey(jwk: Jwk, algorithm: Algorithm | RsaHashedImportParams | EcKeyImportParams, usage: KeyUsage): Promise<CryptoKey> {
	return subtle().importKey('jwk', jwk, algorithm, true, [usage]);
}
