// @peculiar/x509 resolves its algorithm providers through tsyringe, which needs the Reflect
// metadata API; reflect-metadata is the polyfill tsyringe documents. Imported here, in the one
// module that imports @peculiar/x509, so it runs first in Node and in the worker alike.
import 'reflect-metadata';
import { BasicConstraintsExtension, SubjectAlternativeNameExtension, X509Certificate } from '@peculiar/x509';
import { children, decodeOid, DerError, expectTag, integerBits, readTlv, TAG } from './der.js';
import { formatName } from './names.js';
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

/** The fields of one certificate, as /x509 answers them and /tls answers them for the leaf. */
export interface CertificateFields {
	subject: string;
	issuer: string;
	serial_number: string;
	not_before: string;
	not_after: string;
	days_remaining: number;
	san: string[];
	public_key: { algorithm: string; size: number; curve?: string };
	signature_algorithm: string;
	fingerprint_sha256: string;
	is_ca: boolean;
}

/** A certificate that cannot be read; the message says why, for a 422 naming the field. */
export class CertificateError extends WordedError {}

/** Why bytes are not a certificate: the DER reader's words, or @peculiar/x509's own. */
const notCertificate = (err: unknown) =>
	new CertificateError(errors.words('not_certificate', { reason: err instanceof DerError ? err.words : err instanceof Error ? err.message : String(err) }));

/**
 * Signature algorithms by OID, named as OpenSSL prints them (`openssl x509 -text`, "Signature
 * Algorithm:": the object's long name). Others are given as their dotted OID.
 */
const SIGNATURE_NAMES: Record<string, string> = {
	'1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
	'1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
	'1.2.840.113549.1.1.14': 'sha224WithRSAEncryption',
	'1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
	'1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
	'1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
	'1.2.840.113549.1.1.10': 'rsassaPss',
	'1.2.840.10045.4.1': 'ecdsa-with-SHA1',
	'1.2.840.10045.4.3.1': 'ecdsa-with-SHA224',
	'1.2.840.10045.4.3.2': 'ecdsa-with-SHA256',
	'1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
	'1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
	'1.3.101.112': 'ED25519',
	'1.3.101.113': 'ED448',
	'1.2.840.10040.4.3': 'dsaWithSHA1',
	'2.16.840.1.101.3.4.3.2': 'dsa_with_SHA256'
};

/** Named curves of EC keys (RFC 5480 2.1.1.1; SEC 2; RFC 5639 for Brainpool) and their sizes. */
const CURVES: Record<string, [string, number]> = {
	'1.2.840.10045.3.1.7': ['P-256', 256],
	'1.3.132.0.34': ['P-384', 384],
	'1.3.132.0.35': ['P-521', 521],
	'1.3.132.0.10': ['secp256k1', 256],
	'1.2.840.10045.3.1.1': ['P-192', 192],
	'1.3.132.0.33': ['P-224', 224],
	'1.3.36.3.3.2.8.1.1.7': ['brainpoolP256r1', 256],
	'1.3.36.3.3.2.8.1.1.11': ['brainpoolP384r1', 384],
	'1.3.36.3.3.2.8.1.1.13': ['brainpoolP512r1', 512]
};

const RSA = '1.2.840.113549.1.1.1';
const RSA_PSS = '1.2.840.113549.1.1.10';
const EC = '1.2.840.10045.2.1';
/** RFC 8410: the key is the bit string itself (Ed25519 32 bytes, Ed448 57 bytes; X25519 32, X448 56). */
const OCTET_KEYS: Record<string, string> = { '1.3.101.112': 'Ed25519', '1.3.101.113': 'Ed448', '1.3.101.110': 'X25519', '1.3.101.111': 'X448' };

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A BIT STRING's bits, without its leading unused-bits byte. */
function bitStringBytes(value: Uint8Array): Uint8Array {
	if (value.length === 0) throw new DerError(errors.words('der_empty_bits'));
	return value.subarray(1);
}

/** SubjectPublicKeyInfo (RFC 5280 4.1.2.7) → algorithm, size in bits, and the curve for EC. */
export function describePublicKey(spki: Uint8Array): CertificateFields['public_key'] {
	const [algorithm, key] = children(spki);
	const [oidTlv, params] = children(expectTag(algorithm, TAG.SEQUENCE, 'public key algorithm').value);
	const oid = decodeOid(expectTag(oidTlv, TAG.OID, 'public key algorithm').value);
	const bits = bitStringBytes(expectTag(key, TAG.BIT_STRING, 'public key').value);
	if (oid === RSA || oid === RSA_PSS) {
		// RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER } (RFC 8017 A.1.1)
		const [modulus] = children(expectTag(readTlv(bits), TAG.SEQUENCE, 'RSA public key').value);
		return { algorithm: 'RSA', size: integerBits(expectTag(modulus, TAG.INTEGER, 'RSA modulus').value) };
	}
	if (oid === EC) {
		// ECParameters: a namedCurve OID (RFC 5480); explicit parameters are not named.
		const curve = params?.tag === TAG.OID ? CURVES[decodeOid(params.value)] : undefined;
		// An uncompressed point (0x04 ‖ X ‖ Y) without a known curve: the coordinate's bits.
		const size = curve ? curve[1] : ((bits.length - 1) / 2) * 8;
		return curve ? { algorithm: 'EC', size, curve: curve[0] } : { algorithm: 'EC', size };
	}
	if (OCTET_KEYS[oid]) return { algorithm: OCTET_KEYS[oid], size: bits.length * 8 };
	return { algorithm: oid, size: bits.length * 8 };
}

const iso = (date: Date) => date.toISOString().replace('.000Z', 'Z');

/**
 * The serial number in lower-case hex, as OpenSSL's `-serial` prints it (the integer's bytes,
 * without the 0x00 that only marks a positive number with its high bit set).
 */
export function serialHex(value: Uint8Array): string {
	let i = 0;
	while (i < value.length - 1 && value[i] === 0 && value[i + 1] >= 0x80) i++;
	return hex(value.subarray(i));
}

export function sanEntry(type: string, value: string): string {
	switch (type) {
		case 'dns':
			return `DNS:${value}`;
		case 'ip':
			return `IP:${value}`;
		case 'email':
			return `email:${value}`;
		case 'url':
			return `URI:${value}`;
		case 'dn':
			return `DirName:${value}`;
		case 'id':
			return `RID:${value}`;
		default:
			return `othername:${type}:${value}`;
	}
}

/** A signature algorithm's name as OpenSSL prints it, or its OID. */
export const signatureName = (oid: string) => SIGNATURE_NAMES[oid] ?? oid;

/** The fields of a DER certificate; `now` (ms) for days_remaining. Throws CertificateError. */
export async function describeCertificate(der: Uint8Array, now: number): Promise<CertificateFields> {
	let cert: X509Certificate;
	let tbs: ReturnType<typeof children>;
	let signatureOid: string;
	try {
		const outer = readTlv(der);
		if (outer.tag !== TAG.SEQUENCE || outer.size !== der.length) throw new DerError(errors.words('der_not_one_sequence'));
		const [tbsTlv, sigAlg] = children(outer.value);
		tbs = children(expectTag(tbsTlv, TAG.SEQUENCE, 'tbsCertificate').value);
		signatureOid = decodeOid(expectTag(children(expectTag(sigAlg, TAG.SEQUENCE, 'signatureAlgorithm').value)[0], TAG.OID, 'signature algorithm').value);
		cert = new X509Certificate(der as Uint8Array<ArrayBuffer>);
	} catch (err) {
		throw notCertificate(err);
	}
	// tbsCertificate: [0] version (optional), serialNumber, signature, issuer, validity, subject, subjectPublicKeyInfo, …
	const fields = tbs[0]?.tag === 0xa0 ? tbs.slice(1) : tbs;
	let subject: string;
	let issuer: string;
	let publicKey: CertificateFields['public_key'];
	let serial: string;
	let san: string[] = [];
	let isCa = false;
	try {
		serial = serialHex(expectTag(fields[0], TAG.INTEGER, 'serialNumber').value);
		issuer = formatName(expectTag(fields[2], TAG.SEQUENCE, 'issuer').value);
		subject = formatName(expectTag(fields[4], TAG.SEQUENCE, 'subject').value);
		publicKey = describePublicKey(expectTag(fields[5], TAG.SEQUENCE, 'subjectPublicKeyInfo').value);
		const names = cert.getExtension(SubjectAlternativeNameExtension);
		if (names) san = names.names.items.map((item) => sanEntry(item.type, item.value));
		isCa = cert.getExtension(BasicConstraintsExtension)?.ca ?? false;
	} catch (err) {
		throw notCertificate(err);
	}
	const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', der as Uint8Array<ArrayBuffer>));
	return {
		subject,
		issuer,
		serial_number: serial,
		not_before: iso(cert.notBefore),
		not_after: iso(cert.notAfter),
		days_remaining: Math.floor((cert.notAfter.getTime() - now) / 86_400_000),
		san,
		public_key: publicKey,
		signature_algorithm: SIGNATURE_NAMES[signatureOid] ?? signatureOid,
		fingerprint_sha256: hex(digest),
		is_ca: isCa
	};
}

/** Labels of PEM blocks (RFC 7468) that hold one certificate. */
const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

function decodeBase64(text: string): Uint8Array | null {
	const clean = text.replace(/\s+/g, '');
	if (clean === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
	const body = clean.replace(/=+$/, '');
	try {
		return Uint8Array.from(atob(body + '='.repeat((4 - (body.length % 4)) % 4)), (c) => c.charCodeAt(0));
	} catch {
		return null;
	}
}

/** PEM labels /x509 reads (RFC 7468: CERTIFICATE, CERTIFICATE REQUEST and its older NEW CERTIFICATE REQUEST, X509 CRL). */
const LABELS = ['CERTIFICATE', 'CERTIFICATE REQUEST', 'NEW CERTIFICATE REQUEST', 'X509 CRL'];

/**
 * The DER bytes of the certificate in `text`: the first `CERTIFICATE` block of PEM text (a
 * chain file gives its first certificate, the leaf), or the whole text as base64 DER.
 */
export function readCertificateText(text: string): Uint8Array {
	return readX509Text(text, ['CERTIFICATE']).der;
}

/**
 * The DER bytes in `text` and their PEM label: the first PEM block with one of `labels` (a
 * certificate, CSR or CRL by default), or the whole text as base64 DER (label null).
 */
export function readX509Text(text: string, labels = LABELS): { der: Uint8Array; label: string | null } {
	const trimmed = text.trim();
	if (trimmed === '') throw new CertificateError(errors.words('empty'));
	if (trimmed.includes('-----BEGIN ')) {
		const blocks = [...trimmed.matchAll(PEM_BLOCK)];
		const block = blocks.find((b) => labels.includes(b[1]));
		if (!block) {
			if (blocks.length > 0) throw new CertificateError(errors.words('other_block', { label: blocks[0][1] }));
			throw new CertificateError(errors.words('no_block'));
		}
		const der = decodeBase64(block[2]);
		if (!der) throw new CertificateError(errors.words('block_not_base64', { label: block[1] }));
		return { der, label: block[1] };
	}
	const der = decodeBase64(trimmed);
	if (!der) throw new CertificateError(errors.words('neither'));
	return { der, label: null };
}

/** The subject of a DER certificate as an RFC 4514 string (the chain of /tls). Throws CertificateError. */
export function certificateSubject(der: Uint8Array): string {
	try {
		const [tbsTlv] = children(readTlv(der).value);
		const tbs = children(expectTag(tbsTlv, TAG.SEQUENCE, 'tbsCertificate').value);
		const fields = tbs[0]?.tag === 0xa0 ? tbs.slice(1) : tbs;
		return formatName(expectTag(fields[4], TAG.SEQUENCE, 'subject').value);
	} catch (err) {
		throw notCertificate(err);
	}
}
