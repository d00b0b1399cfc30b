/**
 * Certificate signing requests (PKCS #10, RFC 2986) and certificate revocation lists (RFC 5280
 * section 5) for /x509: read with the same DER reader as certificates (der.ts), the CSR's
 * requested alternative names and self-signature through @peculiar/x509.
 */
import 'reflect-metadata';
import { Pkcs10CertificateRequest, SubjectAlternativeNameExtension } from '@peculiar/x509';
import { WordedError } from '../../engine/words.js';
import { describePublicKey, sanEntry, serialHex, signatureName, type CertificateFields } from './certificate.js';
import { children, decodeOid, DerError, expectTag, readTlv, TAG, type Tlv } from './der.js';
import { errors } from './errors.js';
import { formatName } from './names.js';

export interface RequestFields {
	subject: string;
	public_key: CertificateFields['public_key'];
	san: string[];
	signature_algorithm: string;
	signature_valid: boolean;
}

export interface RevokedEntry {
	serial_number: string;
	revocation_date: string;
	reason: string | null;
}

export interface CrlFields {
	issuer: string;
	this_update: string;
	next_update: string | null;
	revoked: RevokedEntry[];
	signature_algorithm: string;
}

export class RequestError extends WordedError {}

/** CRLReason (RFC 5280 5.3.1) by its ENUMERATED value, named as the RFC's ASN.1 module names them (7 is unused). */
export const CRL_REASONS: Record<number, string> = {
	0: 'unspecified',
	1: 'keyCompromise',
	2: 'cACompromise',
	3: 'affiliationChanged',
	4: 'superseded',
	5: 'cessationOfOperation',
	6: 'certificateHold',
	8: 'removeFromCRL',
	9: 'privilegeWithdrawn',
	10: 'aACompromise'
};

const UTC_TIME = 0x17;
const GENERALIZED_TIME = 0x18;
const REASON_CODE = '2.5.29.21';

/** A Time (RFC 5280 4.1.2.5: UTCTime YYMMDDHHMMSSZ, 50–99 meaning 19xx; GeneralizedTime YYYYMMDDHHMMSSZ) as ISO 8601 UTC. */
function timeOf(tlv: Tlv | undefined, what: string): string {
	if (!tlv || (tlv.tag !== UTC_TIME && tlv.tag !== GENERALIZED_TIME)) throw new DerError(errors.words('der_unexpected', { what }));
	const text = String.fromCharCode(...tlv.value);
	const m = tlv.tag === UTC_TIME ? /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(text) : /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(text);
	if (!m) throw new DerError(errors.words('der_unexpected', { what }));
	const year = tlv.tag === UTC_TIME ? (Number(m[1]) < 50 ? 2000 : 1900) + Number(m[1]) : Number(m[1]);
	return `${String(year).padStart(4, '0')}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`;
}

/** Which of the three a DER SEQUENCE is, from the shape of its first element (the to-be-signed part). */
export function kindOf(der: Uint8Array): 'certificate' | 'csr' | 'crl' {
	try {
		const [tbs] = children(readTlv(der).value);
		const fields = children(expectTag(tbs, TAG.SEQUENCE, 'to-be-signed').value);
		// TBSCertList has thisUpdate, a Time, among its first four elements; a certificate's times sit inside Validity.
		if (fields.slice(0, 4).some((f) => f.tag === UTC_TIME || f.tag === GENERALIZED_TIME)) return 'crl';
		// CertificationRequestInfo: version, subject, subjectPKInfo, [0] attributes.
		if (fields.length === 4 && fields[0].tag === TAG.INTEGER && fields[3].tag === 0xa0 && fields[2].tag === TAG.SEQUENCE) return 'csr';
	} catch {
		// Not even a SEQUENCE of a SEQUENCE: the certificate reader says why.
	}
	return 'certificate';
}

const notA = (kind: 'csr' | 'crl', err: unknown) =>
	new RequestError(errors.words(kind === 'csr' ? 'not_csr' : 'not_crl', { reason: err instanceof DerError ? err.words : err instanceof Error ? err.message : String(err) }));

const algorithmOf = (tlv: Tlv | undefined, what: string) => decodeOid(expectTag(children(expectTag(tlv, TAG.SEQUENCE, what).value)[0], TAG.OID, what).value);

/** The fields of a DER CSR; its self-signature checked with its own public key. Throws RequestError. */
export async function describeRequest(der: Uint8Array): Promise<RequestFields> {
	let fields: Omit<RequestFields, 'signature_valid'>;
	let csr: Pkcs10CertificateRequest;
	try {
		const outer = readTlv(der);
		if (outer.tag !== TAG.SEQUENCE || outer.size !== der.length) throw new DerError(errors.words('der_not_one_sequence'));
		const [info, sigAlg] = children(outer.value);
		const [, subject, spki] = children(expectTag(info, TAG.SEQUENCE, 'certificationRequestInfo').value);
		csr = new Pkcs10CertificateRequest(der as Uint8Array<ArrayBuffer>);
		// By OID: getExtension(SubjectAlternativeNameExtension) finds nothing in a request's extensions (2.2.0).
		const names = csr.getExtension('2.5.29.17') as SubjectAlternativeNameExtension | null;
		fields = {
			subject: formatName(expectTag(subject, TAG.SEQUENCE, 'subject').value),
			public_key: describePublicKey(expectTag(spki, TAG.SEQUENCE, 'subjectPKInfo').value),
			san: names ? names.names.items.map((item) => sanEntry(item.type, item.value)) : [],
			signature_algorithm: signatureName(algorithmOf(sigAlg, 'signatureAlgorithm'))
		};
	} catch (err) {
		throw notA('csr', err);
	}
	let valid = false;
	try {
		valid = await csr.verify();
	} catch {
		// A key or algorithm WebCrypto cannot verify with: not shown to be valid.
	}
	return { ...fields, signature_valid: valid };
}

/** The fields of a DER CRL. Throws RequestError. */
export function describeCrl(der: Uint8Array): CrlFields {
	try {
		const outer = readTlv(der);
		if (outer.tag !== TAG.SEQUENCE || outer.size !== der.length) throw new DerError(errors.words('der_not_one_sequence'));
		const [tbs, sigAlg] = children(outer.value);
		const all = children(expectTag(tbs, TAG.SEQUENCE, 'tbsCertList').value);
		// version is optional (v1 CRLs omit it); nextUpdate and revokedCertificates are optional too.
		const f = all[0]?.tag === TAG.INTEGER ? all.slice(1) : all;
		let i = 2;
		const issuer = formatName(expectTag(f[1], TAG.SEQUENCE, 'issuer').value);
		const thisUpdate = timeOf(f[i++], 'thisUpdate');
		const nextUpdate = f[i] && (f[i].tag === UTC_TIME || f[i].tag === GENERALIZED_TIME) ? timeOf(f[i++], 'nextUpdate') : null;
		const revoked: RevokedEntry[] = [];
		if (f[i]?.tag === TAG.SEQUENCE) {
			for (const entry of children(f[i].value)) {
				const [serial, date, extensions] = children(expectTag(entry, TAG.SEQUENCE, 'revokedCertificate').value);
				let reason: string | null = null;
				if (extensions) {
					for (const ext of children(expectTag(extensions, TAG.SEQUENCE, 'crlEntryExtensions').value)) {
						const parts = children(expectTag(ext, TAG.SEQUENCE, 'extension').value);
						if (decodeOid(expectTag(parts[0], TAG.OID, 'extension').value) !== REASON_CODE) continue;
						const value = readTlv(expectTag(parts[parts.length - 1], 0x04, 'reasonCode').value);
						const code = expectTag(value, 0x0a, 'reasonCode').value;
						reason = CRL_REASONS[code[code.length - 1] ?? -1] ?? String(code[code.length - 1]);
					}
				}
				revoked.push({ serial_number: serialHex(expectTag(serial, TAG.INTEGER, 'userCertificate').value), revocation_date: timeOf(date, 'revocationDate'), reason });
			}
		}
		return { issuer, this_update: thisUpdate, next_update: nextUpdate, revoked, signature_algorithm: signatureName(algorithmOf(sigAlg, 'signatureAlgorithm')) };
	} catch (err) {
		throw notA('crl', err);
	}
}
