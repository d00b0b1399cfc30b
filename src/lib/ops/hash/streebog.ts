/**
 * Streebog, GOST R 34.11-2012 (RFC 6986), 256 and 512 bits: the streebog.net algorithm as
 * gostDigest (CyberChef's "Streebog" and "GOST Hash") computes it, made incremental here: 64-byte
 * blocks go through g as they arrive, the last 0-63 bytes wait for `digest`. The 512-bit state is
 * sixteen 32-bit words, little-endian, and the digest their bytes as they lie (RFC 6986's examples
 * written the other way round, as GOST's own notation does, byte-reversed).
 */
import { AX_BASE64, C_BASE64 } from './streebog-tables.js';
import type { Running } from './checksums.js';
import { BlockBuffer } from './block-buffer.js';

const words = (base64: string) => {
	const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
	const view = new DataView(bytes.buffer);
	return Int32Array.from({ length: bytes.length / 4 }, (_, i) => view.getInt32(4 * i, true));
};
const AX = words(AX_BASE64);
const C_ALL = words(C_BASE64);
const C = Array.from({ length: 12 }, (_, i) => C_ALL.subarray(16 * i, 16 * i + 16));
const ZERO = new Int32Array(16);
const BLOCK_BITS = Int32Array.from({ length: 16 }, (_, i) => (i === 0 ? 512 : 0));

/** Byte `i` of a 512-bit value held as 16 little-endian words. */
const byteAt = (x: Int32Array, i: number) => (x[i >> 2] >> ((i & 3) << 3)) & 0xff;

/** x += y modulo 2^512. */
function add512(x: Int32Array, y: Int32Array): void {
	let carry = 0;
	for (let i = 0; i < 16; i++) {
		const low = (x[i] & 0xffff) + (y[i] & 0xffff) + carry;
		const high = (x[i] >>> 16) + (y[i] >>> 16) + (low >>> 16);
		x[i] = (low & 0xffff) | (high << 16);
		carry = high >>> 16;
	}
}

function xor512(x: Int32Array, y: Int32Array): void {
	for (let i = 0; i < 16; i++) x[i] ^= y[i];
}

const scratch = new Int32Array(16);
/** x = LPS(x ⊕ y), by the precomputed table. */
function xlps(x: Int32Array, y: Int32Array): void {
	scratch.set(x);
	xor512(scratch, y);
	for (let i = 0; i < 8; i++) {
		let k = byteAt(scratch, i) << 1;
		let z0 = AX[k];
		let z1 = AX[k + 1];
		for (let j = 1; j < 8; j++) {
			k = (j << 9) + (byteAt(scratch, (j << 3) + i) << 1);
			z0 ^= AX[k];
			z1 ^= AX[k + 1];
		}
		x[i << 1] = z0;
		x[(i << 1) + 1] = z1;
	}
}

const data = new Int32Array(16);
const key = new Int32Array(16);
/** The compression function g_N(h, m). */
function g(h: Int32Array, n: Int32Array, m: Int32Array): void {
	data.set(h);
	xlps(data, n);
	key.set(data);
	xlps(data, m);
	for (let i = 0; i < 11; i++) {
		xlps(key, C[i]);
		xlps(data, key);
	}
	xlps(key, C[11]);
	xor512(data, key);
	xor512(h, data);
	xor512(h, m);
}

function running(bits: 256 | 512): Running {
	const h = new Int32Array(16).fill(bits === 256 ? 0x01010101 : 0);
	const n = new Int32Array(16);
	const sigma = new Int32Array(16);
	const m = new Int32Array(16);
	const load = () => {
		for (let i = 0; i < 16; i++) m[i] = view.getInt32(4 * i, true);
	};
	const blocks = new BlockBuffer(64, () => {
		load();
		g(h, n, m);
		add512(n, BLOCK_BITS);
		add512(sigma, m);
	});
	const { block } = blocks;
	const view = new DataView(block.buffer);
	return {
		update(bytes) {
			blocks.push(bytes);
			return this;
		},
		digest() {
			const { held } = blocks;
			block.fill(0, held);
			block[held] = 0x01;
			load();
			g(h, n, m);
			const length = new Int32Array(16);
			length[0] = held << 3;
			add512(n, length);
			add512(sigma, m);
			g(h, ZERO, n);
			g(h, ZERO, sigma);
			const out = new Uint8Array(bits / 8);
			const outView = new DataView(out.buffer);
			const first = bits === 256 ? 8 : 0;
			for (let i = first; i < 16; i++) outView.setInt32(4 * (i - first), h[i], true);
			return out;
		}
	};
}

const hasher = (bits: 256 | 512) => Object.assign((bytes: Uint8Array) => running(bits).update(bytes).digest(), { create: () => running(bits) });
export const streebog256 = hasher(256);
export const streebog512 = hasher(512);
