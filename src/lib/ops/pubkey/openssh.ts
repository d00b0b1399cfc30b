/**
 * The OpenSSH key formats: the public key blob and line (RFC 4253 section 6.6, RFC 5656 section
 * 3.1, RFC 8709 section 4) and the unencrypted `openssh-key-v1` private key (OpenSSH's
 * PROTOCOL.key). Both are length-prefixed records (uint32 big-endian length, then the bytes);
 * no permissive ESM library reads them (sshpk is CommonJS on Node's Buffer), so this small reader
 * does, and pubkey.test.ts checks it against ssh-keygen.
 */
import { base64UrlDecode, binaryToBytes } from '../_shared/base64.js';
import { errors } from './errors.js';
import type { Jwk } from './key-read.js';

const CURVE_OF: Record<string, string> = { nistp256: 'P-256', nistp384: 'P-384', nistp521: 'P-521' };
const NIST_OF: Record<string, string> = { 'P-256': 'nistp256', 'P-384': 'nistp384', 'P-521': 'nistp521' };
const FIELD_BYTES: Record<string, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };

class Reader {
	private at = 0;
	constructor(private readonly bytes: Uint8Array, private readonly what: string) {}
	uint32(): number {
		if (this.at + 4 > this.bytes.length) throw errors.error('key_broken', { what: this.what }, { field: 'key' });
		const v = ((this.bytes[this.at] << 24) | (this.bytes[this.at + 1] << 16) | (this.bytes[this.at + 2] << 8) | this.bytes[this.at + 3]) >>> 0;
		this.at += 4;
		return v;
	}
	string(): Uint8Array {
		const length = this.uint32();
		if (this.at + length > this.bytes.length) throw errors.error('key_broken', { what: this.what }, { field: 'key' });
		const out = this.bytes.subarray(this.at, this.at + length);
		this.at += length;
		return out;
	}
	text(): string {
		return new TextDecoder().decode(this.string());
	}
	raw(n: number): Uint8Array {
		if (this.at + n > this.bytes.length) throw errors.error('key_broken', { what: this.what }, { field: 'key' });
		const out = this.bytes.subarray(this.at, this.at + n);
		this.at += n;
		return out;
	}
	get done(): boolean {
		return this.at >= this.bytes.length;
	}
}

const b64u = (bytes: Uint8Array): string => {
	let s = '';
	for (const b of bytes) s += String.fromCharCode(b);
	return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromB64u = (text: string | undefined): Uint8Array => base64UrlDecode(text ?? '') ?? new Uint8Array();

/** An mpint's magnitude without leading zero bytes (what a JWK member holds). */
const unsigned = (bytes: Uint8Array): Uint8Array => {
	let i = 0;
	while (i < bytes.length - 1 && bytes[i] === 0) i++;
	return bytes.subarray(i);
};
const leftPad = (bytes: Uint8Array, n: number): Uint8Array => {
	const b = unsigned(bytes);
	if (b.length >= n) return b;
	const out = new Uint8Array(n);
	out.set(b, n - b.length);
	return out;
};
const toBig = (bytes: Uint8Array): bigint => (bytes.length ? BigInt('0x' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')) : 0n);
const fromBig = (n: bigint): Uint8Array => {
	const hex = n.toString(16);
	const even = hex.length % 2 ? '0' + hex : hex;
	return Uint8Array.from(even.match(/../g)!, (h) => parseInt(h, 16));
};

/** The JWK of an EC point `04 || x || y`. */
function pointJwk(curve: string, point: Uint8Array, what: string): Jwk {
	const n = FIELD_BYTES[curve];
	if (point.length !== 1 + 2 * n || point[0] !== 4) throw errors.error('key_broken', { what }, { field: 'key' });
	return { kty: 'EC', crv: curve, x: b64u(point.subarray(1, 1 + n)), y: b64u(point.subarray(1 + n)) };
}

/** A public key blob's type and its public JWK, read from `r` (a blob, or the start of a key in a private section). */
function readPublic(r: Reader, what: string, privateSection = false): { type: string; jwk: Jwk } {
	const type = r.text();
	if (type === 'ssh-ed25519') return { type, jwk: { kty: 'OKP', crv: 'Ed25519', x: b64u(r.string()) } };
	if (type === 'ssh-rsa') {
		// The blob holds e then n; the private section n then e.
		const [first, second] = [r.string(), r.string()];
		const [n, e] = privateSection ? [first, second] : [second, first];
		return { type, jwk: { kty: 'RSA', n: b64u(unsigned(n)), e: b64u(unsigned(e)) } };
	}
	const nist = /^ecdsa-sha2-(nistp256|nistp384|nistp521)$/.exec(type)?.[1];
	if (nist) {
		if (r.text() !== nist) throw errors.error('key_broken', { what }, { field: 'key' });
		return { type, jwk: pointJwk(CURVE_OF[nist], r.string(), what) };
	}
	throw errors.error('key_type', { type }, { field: 'key' });
}

/** The public JWK of an OpenSSH public key blob. */
export function fromSshBlob(blob: Uint8Array): Jwk {
	const what = 'OpenSSH public key';
	const r = new Reader(blob, what);
	const { jwk } = readPublic(r, what);
	if (!r.done) throw errors.error('key_broken', { what }, { field: 'key' });
	return jwk;
}

/** The JWK (with its private members) and the comment of an unencrypted `openssh-key-v1` private key. */
export function fromOpenSshPrivate(der: Uint8Array): { jwk: Jwk; comment: string } {
	const what = 'OpenSSH private key';
	const magic = new TextDecoder().decode(der.subarray(0, 15));
	if (magic !== 'openssh-key-v1\0') throw errors.error('key_broken', { what }, { field: 'key' });
	const r = new Reader(der.subarray(15), what);
	const cipher = r.text();
	r.text(); // kdf name
	r.string(); // kdf options
	if (cipher !== 'none') throw errors.error('key_encrypted', undefined, { field: 'key' });
	if (r.uint32() !== 1) throw errors.error('key_broken', { what }, { field: 'key' });
	r.string(); // the public key blob, repeated in the private section
	const p = new Reader(r.string(), what);
	if (p.uint32() !== p.uint32()) throw errors.error('key_broken', { what }, { field: 'key' });
	const { type, jwk } = readPublic(p, what, true);
	if (type === 'ssh-ed25519') {
		const secret = p.string();
		if (secret.length !== 64) throw errors.error('key_broken', { what }, { field: 'key' });
		jwk.d = b64u(secret.subarray(0, 32));
	} else if (type === 'ssh-rsa') {
		const [d, qi, pp, q] = [p.string(), p.string(), p.string(), p.string()].map((x) => toBig(unsigned(x)));
		Object.assign(jwk, { d: b64u(fromBig(d)), p: b64u(fromBig(pp)), q: b64u(fromBig(q)), dp: b64u(fromBig(d % (pp - 1n))), dq: b64u(fromBig(d % (q - 1n))), qi: b64u(fromBig(qi)) });
	} else {
		jwk.d = b64u(leftPad(p.string(), FIELD_BYTES[jwk.crv as string]));
	}
	return { jwk, comment: p.text() };
}

const concat = (parts: Uint8Array[]): Uint8Array => {
	const out = new Uint8Array(parts.reduce((n, p) => n + 4 + p.length, 0));
	let at = 0;
	for (const part of parts) {
		new DataView(out.buffer).setUint32(at, part.length);
		out.set(part, at + 4);
		at += 4 + part.length;
	}
	return out;
};
const utf8 = (s: string) => new TextEncoder().encode(s);
/** An mpint: the magnitude, with a zero byte in front when its top bit is set. */
const mpint = (magnitude: Uint8Array): Uint8Array => {
	const m = unsigned(magnitude);
	if (m[0] & 0x80) {
		const out = new Uint8Array(m.length + 1);
		out.set(m, 1);
		return out;
	}
	return m;
};

/** The key type name and public key blob of a JWK (public members only are read). */
export function sshBlob(jwk: Jwk): { type: string; blob: Uint8Array } {
	if (jwk.kty === 'OKP') return { type: 'ssh-ed25519', blob: concat([utf8('ssh-ed25519'), fromB64u(jwk.x)]) };
	if (jwk.kty === 'RSA') return { type: 'ssh-rsa', blob: concat([utf8('ssh-rsa'), mpint(fromB64u(jwk.e)), mpint(fromB64u(jwk.n))]) };
	const nist = NIST_OF[jwk.crv as string];
	const x = fromB64u(jwk.x);
	const y = fromB64u(jwk.y);
	const point = new Uint8Array(1 + x.length + y.length);
	point[0] = 4;
	point.set(x, 1);
	point.set(y, 1 + x.length);
	return { type: `ecdsa-sha2-${nist}`, blob: concat([utf8(`ecdsa-sha2-${nist}`), utf8(nist), point]) };
}

/** Decodes base64 (standard alphabet) or returns null. */
export function base64Bytes(text: string): Uint8Array | null {
	const clean = text.replace(/\s+/g, '');
	if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.replace(/=+$/, '').length % 4 === 1) return null;
	try {
		return binaryToBytes(atob(clean.replace(/=+$/, '') + '='.repeat((4 - (clean.replace(/=+$/, '').length % 4)) % 4)));
	} catch {
		return null;
	}
}
