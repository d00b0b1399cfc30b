/**
 * Block ciphers @noble/ciphers does not have, as one shape: DES, Triple DES and Blowfish from
 * crypto-js (its block functions only; modes and padding are ours, in cipher.ts), SM4 written
 * here from GB/T 32907-2016 (no permissive, kept ESM library has it), and RC4 from crypto-js.
 */
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/blowfish.js';
import 'crypto-js/rc4.js';

/** One block cipher with its key set: encrypts or decrypts one block in place. */
export interface Block {
	size: number;
	encrypt(block: Uint8Array): void;
	decrypt(block: Uint8Array): void;
}

type WordArray = CryptoJS.lib.WordArray;
type BlockEngine = { encryptBlock(words: number[], offset: number): void; decryptBlock(words: number[], offset: number): void };

function words(bytes: Uint8Array): WordArray {
	const w: number[] = [];
	for (let i = 0; i < bytes.length; i += 4) w.push(((bytes[i] << 24) | ((bytes[i + 1] ?? 0) << 16) | ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)) | 0);
	return CryptoJS.lib.WordArray.create(w, bytes.length);
}

function viaCryptoJs(algo: { createEncryptor(key: WordArray, cfg?: object): unknown }, key: Uint8Array, size: number): Block {
	// Set up once a call: crypto-js keeps Blowfish's state in one module-wide object, and a call
	// runs to its end before another starts.
	const engine = algo.createEncryptor(words(key), {}) as BlockEngine;
	const w = [0, 0, 0, 0];
	const run = (block: Uint8Array, way: 'encryptBlock' | 'decryptBlock') => {
		for (let i = 0; i < size / 4; i++) w[i] = readWord(block, 4 * i) | 0;
		engine[way](w, 0);
		for (let i = 0; i < size; i++) block[i] = (w[i >> 2] >>> (24 - 8 * (i & 3))) & 0xff;
	};
	return { size, encrypt: (b) => run(b, 'encryptBlock'), decrypt: (b) => run(b, 'decryptBlock') };
}

const algos = CryptoJS.algo as unknown as Record<'DES' | 'TripleDES' | 'Blowfish', { createEncryptor(key: WordArray, cfg?: object): unknown }>;
export const des = (key: Uint8Array): Block => viaCryptoJs(algos.DES, key, 8);
export const tripleDes = (key: Uint8Array): Block => viaCryptoJs(algos.TripleDES, key, 8);
export const blowfish = (key: Uint8Array): Block => viaCryptoJs(algos.Blowfish, key, 8);

/** RC4's keystream XORed with `data` (crypto-js RC4, no bytes dropped). */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
	const encrypted = CryptoJS.RC4.encrypt(words(data), words(key));
	const ct = encrypted.ciphertext;
	const out = new Uint8Array(data.length);
	for (let i = 0; i < out.length; i++) out[i] = (ct.words[i >> 2] >>> (24 - 8 * (i & 3))) & 0xff;
	return out;
}

// SM4 (GB/T 32907-2016): the S-box, FK, and CK[i] bytes (4i + j) * 7 mod 256.
const SBOX = hexBytes(
	'd690e9fecce13db716b614c228fb2c052b679a762abe04c3aa441326498606999c4250f491ef987a33540b43edcfac62e4b31ca9c908e89580df94fa758f3fa6' +
		'4707a7fcf37317ba83593c19e6854fa8686b81b27164da8bf8eb0f4b70569d351e240e5e6358d1a225227c3b01217887d40046579fd327524c3602e7a0c4c89e' +
		'eabf8ad240c738b5a3f7f2cef96115a1e0ae5da49b341a55ad933230f58cb1e31df6e22e8266ca60c02923ab0d534e6fd5db3745defd8e2f03ff6a726d6c5b51' +
		'8d1baf92bbddbc7f11d95c411f105ad80ac13188a5cd7bbd2d74d012b8e5b4b08969974a0c96777e65b9f109c56ec68418f07dec3adc4d2079ee5f3ed7cb3948'
);
const FK = [0xa3b1bac6, 0x56aa3350, 0x677d9197, 0xb27022dc];
const CK = Array.from({ length: 32 }, (_, i) => Array.from({ length: 4 }, (_, j) => ((4 * i + j) * 7) & 0xff).reduce((w, b) => ((w << 8) | b) >>> 0, 0));

function hexBytes(hex: string): Uint8Array {
	const out = new Uint8Array(hex.length / 2);
	for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
	return out;
}
const rotl = (x: number, n: number) => ((x << n) | (x >>> (32 - n))) >>> 0;
const tau = (x: number) => ((SBOX[x >>> 24] << 24) | (SBOX[(x >>> 16) & 0xff] << 16) | (SBOX[(x >>> 8) & 0xff] << 8) | SBOX[x & 0xff]) >>> 0;
const readWord = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;

export function sm4(key: Uint8Array): Block {
	const k = new Uint32Array(36);
	for (let i = 0; i < 4; i++) k[i] = readWord(key, 4 * i) ^ FK[i];
	const rk = new Uint32Array(32);
	for (let i = 0; i < 32; i++) {
		const t = tau((k[i + 1] ^ k[i + 2] ^ k[i + 3] ^ CK[i]) >>> 0);
		k[i + 4] = k[i] ^ t ^ rotl(t, 13) ^ rotl(t, 23);
		rk[i] = k[i + 4];
	}
	const reversed = rk.slice().reverse();
	const x = new Uint32Array(36);
	const run = (block: Uint8Array, keys: Uint32Array) => {
		for (let i = 0; i < 4; i++) x[i] = readWord(block, 4 * i);
		for (let i = 0; i < 32; i++) {
			const t = tau((x[i + 1] ^ x[i + 2] ^ x[i + 3] ^ keys[i]) >>> 0);
			x[i + 4] = x[i] ^ t ^ rotl(t, 2) ^ rotl(t, 10) ^ rotl(t, 18) ^ rotl(t, 24);
		}
		for (let j = 0; j < 4; j++) {
			const w = x[35 - j];
			block[4 * j] = w >>> 24;
			block[4 * j + 1] = w >>> 16;
			block[4 * j + 2] = w >>> 8;
			block[4 * j + 3] = w;
		}
	};
	return { size: 16, encrypt: (b) => run(b, rk), decrypt: (b) => run(b, reversed) };
}
