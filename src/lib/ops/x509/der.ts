/**
 * Just enough DER (ITU-T X.690) to read what @peculiar/x509's public interface answers only in
 * WebCrypto terms: the signature algorithm's OID, and the subject public key's algorithm, curve
 * and modulus. Every read is bounds-checked and throws DerError on malformed input.
 */

import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

export class DerError extends WordedError {}

export interface Tlv {
	tag: number;
	/** The contents, without tag and length. */
	value: Uint8Array;
	/** Bytes of the whole element (tag, length, contents). */
	size: number;
}

/** The element that starts at `offset` (single-byte tags only: X.509 uses no others where this reads). */
export function readTlv(bytes: Uint8Array, offset = 0): Tlv {
	if (offset + 2 > bytes.length) throw new DerError(errors.words('der_truncated'));
	const tag = bytes[offset];
	if ((tag & 0x1f) === 0x1f) throw new DerError(errors.words('der_long_tag'));
	let length = bytes[offset + 1];
	let header = 2;
	if (length & 0x80) {
		const count = length & 0x7f;
		// DER forbids the indefinite form (0x80); four length bytes already exceed any certificate.
		if (count === 0 || count > 4) throw new DerError(errors.words('der_length_form'));
		if (offset + 2 + count > bytes.length) throw new DerError(errors.words('der_truncated_length'));
		length = 0;
		for (let i = 0; i < count; i++) length = length * 256 + bytes[offset + 2 + i];
		header += count;
	}
	const end = offset + header + length;
	if (end > bytes.length) throw new DerError(errors.words('der_too_long'));
	return { tag, value: bytes.subarray(offset + header, end), size: header + length };
}

/** The elements of a constructed value (a SEQUENCE's contents), in order. */
export function children(value: Uint8Array): Tlv[] {
	const out: Tlv[] = [];
	for (let offset = 0; offset < value.length; ) {
		const tlv = readTlv(value, offset);
		out.push(tlv);
		offset += tlv.size;
	}
	return out;
}

export const TAG = { INTEGER: 0x02, BIT_STRING: 0x03, NULL: 0x05, OID: 0x06, SEQUENCE: 0x30 } as const;

export function expectTag(tlv: Tlv | undefined, tag: number, what: string): Tlv {
	if (!tlv || tlv.tag !== tag) throw new DerError(errors.words('der_unexpected', { what }));
	return tlv;
}

/** An OBJECT IDENTIFIER's contents in dotted decimal (X.690 8.19). */
export function decodeOid(value: Uint8Array): string {
	if (value.length === 0) throw new DerError(errors.words('der_empty_oid'));
	const arcs: bigint[] = [];
	let current = 0n;
	for (let i = 0; i < value.length; i++) {
		current = (current << 7n) | BigInt(value[i] & 0x7f);
		if (!(value[i] & 0x80)) {
			arcs.push(current);
			current = 0n;
		} else if (i === value.length - 1) throw new DerError(errors.words('der_oid_mid_arc'));
	}
	const first = arcs[0];
	const head = first < 40n ? [0n, first] : first < 80n ? [1n, first - 40n] : [2n, first - 80n];
	return [...head, ...arcs.slice(1)].join('.');
}

/** Bits of an INTEGER's magnitude (a positive one: a leading 0x00 sign byte is not counted). */
export function integerBits(value: Uint8Array): number {
	let i = 0;
	while (i < value.length - 1 && value[i] === 0) i++;
	const rest = value.length - i;
	if (rest === 0 || value[i] === 0) return 0;
	return (rest - 1) * 8 + (32 - Math.clz32(value[i]));
}
