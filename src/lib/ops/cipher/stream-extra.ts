/**
 * The ciphers added for CyberChef's TEA, XTEA, XXTEA, RC4 Drop, Rabbit, CipherSaber2 and Ascon,
 * all written here from their specifications (no permissive, kept ESM library has them; README.md,
 * "Sources"): RC4 with bytes dropped, Rabbit (RFC 4503), CipherSaber-2 (RC4 keyed with the key
 * and a 10-byte IV, its key setup repeated), and the dispatch of these algorithms from cipher.ts.
 * TEA, XTEA and XXTEA are in tea.ts, Ascon in ascon.ts.
 */
import { asconDecrypt, asconEncrypt } from './ascon.js';
import type { CipherRequest, CipherResult } from './cipher.js';
import { errors } from './errors.js';
import { DEFAULT_CS2_ROUNDS, DEFAULT_DROP, DEFAULT_XTEA_ROUNDS, MAX_CS2_ROUNDS, MAX_DROP, MAX_XTEA_ROUNDS } from './extra-limits.js';
import type { Algorithm } from './specs.js';
import { isTeaFamily, teaCrypt, xxtea } from './tea.js';

/** The algorithms this module runs (cipher.ts hands them here once key and IV are checked). */
export const EXTRA: ReadonlySet<Algorithm> = new Set<Algorithm>(['tea-cbc', 'tea-ecb', 'xtea-cbc', 'xtea-ecb', 'tea-cfb', 'tea-ofb', 'tea-ctr', 'xtea-cfb', 'xtea-ofb', 'xtea-ctr', 'xxtea', 'rc4-drop', 'rabbit', 'ciphersaber2', 'ascon-aead128']);

const CS2_IV = 10;

/** RC4: the key schedule run `rounds` times over `key` (j carried on, as CipherSaber-2 does), `drop` bytes of keystream thrown away, then XOR. */
export function rc4With(key: Uint8Array, data: Uint8Array, drop = 0, rounds = 1): Uint8Array {
	const s = new Uint8Array(256);
	for (let i = 0; i < 256; i++) s[i] = i;
	let j = 0;
	for (let r = 0; r < rounds; r++) {
		for (let i = 0; i < 256; i++) {
			j = (j + s[i] + key[i % key.length]) & 0xff;
			const x = s[i];
			s[i] = s[j];
			s[j] = x;
		}
	}
	let i = 0;
	j = 0;
	const out = new Uint8Array(data.length);
	for (let n = -drop; n < data.length; n++) {
		i = (i + 1) & 0xff;
		j = (j + s[i]) & 0xff;
		const x = s[i];
		s[i] = s[j];
		s[j] = x;
		if (n >= 0) out[n] = data[n] ^ s[(s[i] + s[j]) & 0xff];
	}
	return out;
}

// --- Rabbit (RFC 4503) ---

const A = [0x4d34d34d, 0xd34d34d3, 0x34d34d34, 0x4d34d34d, 0xd34d34d3, 0x34d34d34, 0x4d34d34d, 0xd34d34d3];
const rotl = (v: number, n: number) => ((v << n) | (v >>> (32 - n))) >>> 0;

/** g(u, v): the square of u + v mod 2^32, its high 32 bits XOR its low 32, in 16-bit halves (exact in doubles). */
function g(u: number, v: number): number {
	const x = (u + v) >>> 0;
	const hi = x >>> 16;
	const lo = x & 0xffff;
	const cross = 2 * hi * lo;
	const low = lo * lo + (cross % 65536) * 65536;
	const high = hi * hi + Math.floor(cross / 65536) + Math.floor(low / 4294967296);
	return ((low >>> 0) ^ (high >>> 0)) >>> 0;
}

class Rabbit {
	x = new Uint32Array(8);
	c = new Uint32Array(8);
	carry = 0;
	private gs = new Uint32Array(8);

	constructor(key: Uint8Array, iv?: Uint8Array) {
		// The key is a 128-bit big-endian number, k0 its least significant 16 bits (RFC 4503's notation).
		const k = Array.from({ length: 8 }, (_, i) => (key[14 - 2 * i] << 8) | key[15 - 2 * i]);
		for (let j = 0; j < 8; j++) {
			if (j % 2 === 0) {
				this.x[j] = (k[(j + 1) % 8] << 16) | k[j];
				this.c[j] = (k[(j + 4) % 8] << 16) | k[(j + 5) % 8];
			} else {
				this.x[j] = (k[(j + 5) % 8] << 16) | k[(j + 4) % 8];
				this.c[j] = (k[j] << 16) | k[(j + 1) % 8];
			}
		}
		for (let i = 0; i < 4; i++) this.next();
		for (let j = 0; j < 8; j++) this.c[j] ^= this.x[(j + 4) % 8];
		if (!iv) return;
		const w = (a: number) => (iv[6 - 2 * a] << 8) | iv[7 - 2 * a]; // IV bits [16a+15 .. 16a] of the 64-bit big-endian IV
		const i0 = ((w(1) << 16) | w(0)) >>> 0;
		const i1 = ((w(3) << 16) | w(1)) >>> 0;
		const i2 = ((w(3) << 16) | w(2)) >>> 0;
		const i3 = ((w(2) << 16) | w(0)) >>> 0;
		const ivWords = [i0, i1, i2, i3, i0, i1, i2, i3];
		for (let j = 0; j < 8; j++) this.c[j] ^= ivWords[j];
		for (let i = 0; i < 4; i++) this.next();
	}

	/** The counter system then the next-state function. */
	next() {
		const { x, c, gs } = this;
		for (let j = 0; j < 8; j++) {
			const sum = c[j] + A[j] + this.carry;
			this.carry = sum > 0xffffffff ? 1 : 0;
			c[j] = sum;
		}
		for (let j = 0; j < 8; j++) gs[j] = g(x[j], c[j]);
		x[0] = gs[0] + rotl(gs[7], 16) + rotl(gs[6], 16);
		x[1] = gs[1] + rotl(gs[0], 8) + gs[7];
		x[2] = gs[2] + rotl(gs[1], 16) + rotl(gs[0], 16);
		x[3] = gs[3] + rotl(gs[2], 8) + gs[1];
		x[4] = gs[4] + rotl(gs[3], 16) + rotl(gs[2], 16);
		x[5] = gs[5] + rotl(gs[4], 8) + gs[3];
		x[6] = gs[6] + rotl(gs[5], 16) + rotl(gs[4], 16);
		x[7] = gs[7] + rotl(gs[6], 8) + gs[5];
	}

	/** 16 keystream bytes, S[127..0] most significant byte first (as the RFC's vectors are written). */
	block(out: Uint8Array) {
		this.next();
		const x = this.x;
		const parts = [(x[6] >>> 16) ^ (x[1] & 0xffff), (x[6] & 0xffff) ^ (x[3] >>> 16), (x[4] >>> 16) ^ (x[7] & 0xffff), (x[4] & 0xffff) ^ (x[1] >>> 16), (x[2] >>> 16) ^ (x[5] & 0xffff), (x[2] & 0xffff) ^ (x[7] >>> 16), (x[0] >>> 16) ^ (x[3] & 0xffff), (x[0] & 0xffff) ^ (x[5] >>> 16)];
		parts.forEach((p, i) => {
			out[2 * i] = p >>> 8;
			out[2 * i + 1] = p;
		});
	}
}

/**
 * Rabbit over the data in 16-byte blocks; a last short block takes the keystream block's last
 * bytes (its least significant ones), as CyberChef's big-endian Rabbit does.
 */
export function rabbit(key: Uint8Array, iv: Uint8Array | undefined, data: Uint8Array): Uint8Array {
	const r = new Rabbit(key, iv);
	const out = new Uint8Array(data.length);
	const s = new Uint8Array(16);
	for (let at = 0; at < data.length; at += 16) {
		r.block(s);
		const n = Math.min(16, data.length - at);
		for (let i = 0; i < n; i++) out[at + i] = data[at + i] ^ s[16 - n + i];
	}
	return out;
}

// --- The dispatch ---

/** The extra fields these algorithms read (index.ts and cipher-large.ts hand them on). */
export interface ExtraFields {
	/** rc4-drop: keystream bytes dropped. */
	drop?: number;
	/** ciphersaber2: key-setup rounds; xtea-*: cycles. */
	rounds?: number;
}

/** Runs one of EXTRA; `iv` is the checked IV or nonce of SPECS (empty when SPECS has none). */
export function runExtra(req: CipherRequest & ExtraFields, key: Uint8Array, iv: Uint8Array): CipherResult {
	const { algorithm, data } = req;
	const encrypt = req.direction === 'encrypt';
	if (req.drop !== undefined && algorithm !== 'rc4-drop') throw errors.error('field_not_for', { field: 'drop', algorithm, only: 'rc4-drop' }, { field: 'drop' });
	if (req.rounds !== undefined && algorithm !== 'ciphersaber2' && !algorithm.startsWith('xtea-')) throw errors.error('field_not_for', { field: 'rounds', algorithm, only: 'ciphersaber2 and xtea-*' }, { field: 'rounds' });
	if (isTeaFamily(algorithm)) {
		const rounds = req.rounds ?? DEFAULT_XTEA_ROUNDS;
		if (rounds < 1 || rounds > MAX_XTEA_ROUNDS) throw errors.error('rounds_range', { algorithm, min: 1, max: MAX_XTEA_ROUNDS, got: rounds }, { field: 'rounds' });
		return { output: teaCrypt(algorithm, encrypt, key, iv, data, req.padding, rounds) };
	}
	switch (algorithm) {
		case 'xxtea':
			return { output: xxtea(encrypt, key, data) };
		case 'rc4-drop': {
			const drop = req.drop ?? DEFAULT_DROP;
			if (drop < 0 || drop > MAX_DROP) throw errors.error('drop_range', { max: MAX_DROP, got: drop }, { field: 'drop' });
			return { output: rc4With(key, data, drop) };
		}
		case 'rabbit': {
			// The IV is optional (RFC 4503 runs the IV setup only with one): none given, none used.
			if (req.iv && req.iv.length !== 8) throw errors.error('iv_size', { algorithm, field: 'IV', size: 8, got: req.iv.length }, { field: 'iv' });
			return { output: rabbit(key, req.iv, data) };
		}
		case 'ciphersaber2':
			return cipherSaber2(req, key);
		case 'ascon-aead128':
			return ascon(req, key, iv);
	}
	throw new Error(`not an extra algorithm: ${algorithm}`);
}

/** CipherSaber-2: the 10-byte IV first, then RC4 keyed with key ‖ IV, its key setup run `rounds` times. */
function cipherSaber2(req: CipherRequest & ExtraFields, key: Uint8Array): CipherResult {
	const rounds = req.rounds ?? DEFAULT_CS2_ROUNDS;
	if (rounds < 1 || rounds > MAX_CS2_ROUNDS) throw errors.error('rounds_range', { algorithm: 'ciphersaber2', min: 1, max: MAX_CS2_ROUNDS, got: rounds }, { field: 'rounds' });
	const keyed = (iv: Uint8Array) => {
		const k = new Uint8Array(key.length + CS2_IV);
		k.set(key);
		k.set(iv, key.length);
		return k;
	};
	if (req.direction === 'decrypt') {
		if (req.data.length < CS2_IV) throw errors.error('cs2_short', { got: req.data.length }, { field: 'input' });
		return { output: rc4With(keyed(req.data.subarray(0, CS2_IV)), req.data.subarray(CS2_IV), 0, rounds) };
	}
	if (req.iv && req.iv.length !== CS2_IV) throw errors.error('iv_size', { algorithm: 'ciphersaber2', field: 'IV', size: CS2_IV, got: req.iv.length }, { field: 'iv' });
	const iv = req.iv ?? req.random(CS2_IV);
	const body = rc4With(keyed(iv), req.data, 0, rounds);
	const output = new Uint8Array(CS2_IV + body.length);
	output.set(iv);
	output.set(body, CS2_IV);
	return { output };
}

function ascon(req: CipherRequest, key: Uint8Array, nonce: Uint8Array): CipherResult {
	const aad = req.aad ?? new Uint8Array(0);
	if (req.direction === 'encrypt') return asconEncrypt(key, nonce, aad, req.data);
	if (!req.tag) throw errors.error('tag_needed', { algorithm: 'ascon-aead128' }, { field: 'tag' });
	if (req.tag.length !== 16) throw errors.error('tag_size', { got: req.tag.length }, { field: 'tag' });
	const output = asconDecrypt(key, nonce, aad, req.data, req.tag);
	if (!output) throw errors.error('auth_failed', undefined, { field: 'tag' });
	return { output };
}
