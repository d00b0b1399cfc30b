/**
 * ECDSA signature conversion, as CyberChef's "ECDSA Signature Conversion": between the ASN.1 DER
 * ECDSA-Sig-Value in hex (what OpenSSL writes), P1363 r || s in hex (Web Crypto, PKCS#11), the
 * base64url of r || s (a JWS signature) and the JSON {"r": hex, "s": hex} of the DER INTEGERs.
 * Read on its own DER code (no key, no curve), so any size of r and s passes.
 */
import { errors } from './errors.js';
import type { SignatureFrom, SignatureTo } from './options.js';

/** The field sizes of P-256, P-384 and P-521, in bytes: r || s is padded to the first that fits. */
const FIELD_SIZES = [32, 48, 66];

const bad = (why: string) => errors.error('sig_convert', { why }, { field: 'input' });
const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOfHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));

/** A non-negative integer as the content of a DER INTEGER: big-endian, minimal, 00 before a set top bit. */
function integerContent(value: bigint): Uint8Array {
	let hex = value.toString(16);
	if (hex.length % 2) hex = '0' + hex;
	if (parseInt(hex.slice(0, 2), 16) & 0x80) hex = '00' + hex;
	return bytesOfHex(hex);
}

function derLength(n: number): number[] {
	if (n < 0x80) return [n];
	const bytes: number[] = [];
	for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
	return [0x80 | bytes.length, ...bytes];
}

function derOf(r: bigint, s: bigint): Uint8Array {
	const ints = [r, s].flatMap((v) => {
		const content = integerContent(v);
		return [0x02, ...derLength(content.length), ...content];
	});
	return Uint8Array.from([0x30, ...derLength(ints.length), ...ints]);
}

/** r and s of a DER ECDSA-Sig-Value: SEQUENCE { INTEGER r, INTEGER s }, nothing after it. */
function readDer(der: Uint8Array): { r: bigint; s: bigint } {
	let at = 0;
	const length = () => {
		if (at >= der.length) throw bad('the DER ends early');
		const first = der[at++];
		if (first < 0x80) return first;
		const count = first & 0x7f;
		if (count === 0 || count > 3 || at + count > der.length) throw bad('a DER length in a form not read');
		let n = 0;
		for (let i = 0; i < count; i++) n = n * 256 + der[at++];
		return n;
	};
	if (der[at++] !== 0x30) throw bad('the DER does not begin with a SEQUENCE (30)');
	const end = length() + at;
	if (end !== der.length) throw bad('the SEQUENCE length is not the length of the data');
	const integer = (name: string) => {
		if (at >= end) throw bad(`the SEQUENCE ends before ${name}`);
		if (der[at++] !== 0x02) throw bad('r and s must be INTEGERs (02)');
		const n = length();
		if (n === 0 || at + n > end) throw bad('an INTEGER runs past the SEQUENCE');
		const content = der.subarray(at, at + n);
		at += n;
		if (content[0] & 0x80) throw bad('a negative INTEGER');
		return BigInt('0x' + hexOf(content));
	};
	const r = integer('r');
	const s = integer('s');
	if (at !== end) throw bad('data after s inside the SEQUENCE');
	return { r, s };
}

function readConcat(bytes: Uint8Array): { r: bigint; s: bigint } {
	if (bytes.length === 0 || bytes.length % 2) throw bad('r || s must be an even number of bytes');
	const half = bytes.length / 2;
	return { r: BigInt('0x' + hexOf(bytes.subarray(0, half))), s: BigInt('0x' + hexOf(bytes.subarray(half))) };
}

function concatOf(r: bigint, s: bigint): Uint8Array {
	const needed = Math.ceil(Math.max(r.toString(16).length, s.toString(16).length) / 2);
	const size = FIELD_SIZES.find((n) => n >= needed) ?? needed;
	return bytesOfHex(r.toString(16).padStart(2 * size, '0') + s.toString(16).padStart(2 * size, '0'));
}

const HEX = /^(?:[0-9a-f]{2})+$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function detect(text: string): Exclude<SignatureFrom, 'auto'> {
	if (text.startsWith('{')) return 'json';
	if (HEX.test(text)) {
		try {
			readDer(bytesOfHex(text));
			return 'der-hex';
		} catch {
			return 'p1363-hex';
		}
	}
	if (BASE64URL.test(text)) return 'jws';
	throw bad('not hex, base64url or JSON: choose the input format');
}

function base64urlBytes(text: string): Uint8Array {
	if (!BASE64URL.test(text) || text.length % 4 === 1) throw bad('not base64url');
	const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
	return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function readJson(text: string): { r: bigint; s: bigint } {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		throw bad('not JSON');
	}
	const part = (name: 'r' | 's') => {
		const v = (value as Record<string, unknown> | null)?.[name];
		if (typeof v !== 'string' || !/^[0-9a-f]+$/i.test(v)) throw bad(`no "${name}" in hex in the JSON`);
		return BigInt('0x' + v);
	};
	return { r: part('r'), s: part('s') };
}

/** The signature `text` read as `from` (or detected) and written as `to`. */
export function convertSignature(text: string, from: SignatureFrom, to: SignatureTo): string {
	const trimmed = text.trim();
	const hexText = trimmed.replace(/\s+/g, '');
	const form = from === 'auto' ? detect(trimmed.startsWith('{') ? trimmed : hexText) : from;
	let rs: { r: bigint; s: bigint };
	switch (form) {
		case 'der-hex':
		case 'p1363-hex':
			if (!HEX.test(hexText)) throw bad('not hex (an even number of hex digits)');
			rs = form === 'der-hex' ? readDer(bytesOfHex(hexText)) : readConcat(bytesOfHex(hexText));
			break;
		case 'jws':
			rs = readConcat(base64urlBytes(trimmed));
			break;
		default:
			rs = readJson(trimmed);
	}
	switch (to) {
		case 'der-hex':
			return hexOf(derOf(rs.r, rs.s));
		case 'p1363-hex':
			return hexOf(concatOf(rs.r, rs.s));
		case 'jws': {
			const bytes = concatOf(rs.r, rs.s);
			return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
		}
		default:
			return JSON.stringify({ r: hexOf(integerContent(rs.r)), s: hexOf(integerContent(rs.s)) });
	}
}
