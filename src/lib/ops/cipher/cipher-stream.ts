/**
 * The ciphers that can run slice by slice, for a file or a large paste in the app's large-input
 * worker (README.md, "Limits in the app"). Each keeps what chains one slice to the next, through
 * @noble/ciphers' public one-shot functions: CBC the last ciphertext block as the next IV, CFB
 * the same, OFB the last keystream block, CTR the counter advanced by the blocks done, ChaCha20
 * and Salsa20 the block counter; PKCS#7 padding is added or checked only at the end. The answer
 * is the operation's (cipher.ts) byte for byte. AEADs, RC4, Fernet and key wrap are not here.
 */
import { cbc, cfb, ctr, ecb } from '@noble/ciphers/aes.js';
import { chacha20 } from '@noble/ciphers/chacha.js';
import { salsa20, xsalsa20 } from '@noble/ciphers/salsa.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { ecbBlocks, evpBytesToKey } from './cipher.js';
import { extraBlock } from './block-extra.js';
import { errors } from './errors.js';
import { blowfish, des, sm4, tripleDes, type Block } from './legacy.js';
import { isTeaFamily, teaBlocks } from './tea.js';
import { type Algorithm, type Direction, SPECS } from './specs.js';

/** Streamed: AES in CBC, ECB, CTR, CFB and OFB, the other CBC block ciphers, ChaCha20, Salsa20 and XSalsa20. */
export const STREAMED: ReadonlySet<Algorithm> = new Set(
	(Object.keys(SPECS) as Algorithm[]).filter((a) => ['cbc', 'ecb', 'ctr', 'cfb', 'ofb'].includes(SPECS[a].mode) || ['chacha20', 'salsa20', 'xsalsa20'].includes(a))
);

export interface ByteStream {
	push(bytes: Uint8Array): void;
	end(): void;
}

export interface StreamRequest {
	algorithm: Algorithm;
	direction: Direction;
	key?: Uint8Array;
	passphrase?: Uint8Array;
	pbkdf2?: boolean;
	/** Checked by the operation already (its size); for decrypt, required unless a passphrase is given. */
	iv: Uint8Array;
	salt?: Uint8Array;
	padding: 'pkcs7' | 'none';
}

type Write = (bytes: Uint8Array) => void;

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
	if (a.length === 0) return b;
	const out = new Uint8Array(a.length + b.length);
	out.set(a);
	out.set(b, a.length);
	return out;
}

/**
 * Bytes handed on in whole units of `unit`, the rest carried to the next push; `holdLast` keeps
 * one whole unit back as well (CBC and ECB decrypt: the last block holds the padding).
 */
function aligned(unit: number, holdLast: boolean, run: (whole: Uint8Array) => Uint8Array, finish: (tail: Uint8Array, total: number) => Uint8Array, write: Write): ByteStream {
	let carry: Uint8Array = new Uint8Array(0);
	let total = 0;
	return {
		push(bytes) {
			total += bytes.length;
			const all = concat(carry, bytes);
			let n = all.length - (all.length % unit);
			if (holdLast && n === all.length && n > 0) n -= unit;
			if (n > 0) write(run(all.subarray(0, n)));
			carry = all.slice(n);
		},
		end() {
			write(finish(carry, total));
		}
	};
}

const last = (bytes: Uint8Array, size: number) => bytes.slice(bytes.length - size);

/** One CBC or ECB block cipher over whole blocks, chained from `iv` (ignored by ECB). */
type Blocks = (data: Uint8Array, iv: Uint8Array, encrypt: boolean) => Uint8Array;

function blocksOf(algorithm: Algorithm, key: Uint8Array): Blocks {
	const spec = SPECS[algorithm];
	if (algorithm.startsWith('aes-')) {
		return (data, iv, encrypt) => {
			const c = spec.mode === 'ecb' ? ecb(key, { disablePadding: true }) : cbc(key, iv, { disablePadding: true });
			return encrypt ? c.encrypt(data) : c.decrypt(data);
		};
	}
	// TEA and XTEA (tea.ts) at their default 32 cycles: cipher-large.ts runs other XTEA cycles whole.
	if (isTeaFamily(algorithm)) return teaBlocks(algorithm, key);
	// Set up for every slice: crypto-js keeps Blowfish's state module-wide, and another run may come between two slices.
	const make = (): Block => extraBlock(algorithm, key) ?? (algorithm === 'des-cbc' ? des(key) : algorithm === 'des-ede3-cbc' ? tripleDes(key) : algorithm === 'bf-cbc' ? blowfish(key) : sm4(key));
	return (data, iv, encrypt) => {
		const b = make();
		if (spec.mode === 'ecb') return ecbBlocks(b, data, encrypt);
		const out = new Uint8Array(data.length);
		let prev = iv;
		for (let at = 0; at < data.length; at += b.size) {
			const block = data.slice(at, at + b.size);
			if (encrypt) {
				for (let i = 0; i < b.size; i++) block[i] ^= prev[i];
				b.encrypt(block);
				prev = block;
			} else {
				b.decrypt(block);
				for (let i = 0; i < b.size; i++) block[i] ^= prev[i];
				prev = data.subarray(at, at + b.size);
			}
			out.set(block, at);
		}
		return out;
	};
}

/** CBC or ECB with PKCS#7 (added to the last block, checked on it) or no padding. */
function blockMode(algorithm: Algorithm, direction: Direction, key: Uint8Array, iv: Uint8Array, padding: 'pkcs7' | 'none', write: Write): ByteStream {
	const size = SPECS[algorithm].block;
	const blocks = blocksOf(algorithm, key);
	const encrypt = direction === 'encrypt';
	let chain = iv;
	const run = (whole: Uint8Array) => {
		const out = blocks(whole, chain, encrypt);
		chain = last(encrypt ? out : whole, size);
		return out;
	};
	const finish = (tail: Uint8Array, total: number) => {
		if (encrypt && padding === 'pkcs7') {
			const n = size - tail.length;
			const padded = new Uint8Array(size);
			padded.set(tail);
			padded.fill(n, tail.length);
			return run(padded);
		}
		if (tail.length % size) throw errors.error('not_whole_blocks', { block: size, got: total }, { field: 'input' });
		if (encrypt || padding === 'none') return tail.length ? run(tail) : tail;
		if (tail.length === 0) throw errors.error('bad_padding', undefined, { field: 'input' });
		const plain = run(tail);
		const n = plain[plain.length - 1];
		if (!n || n > size) throw errors.error('bad_padding', undefined, { field: 'input' });
		for (let i = plain.length - n; i < plain.length; i++) if (plain[i] !== n) throw errors.error('bad_padding', undefined, { field: 'input' });
		return plain.slice(0, plain.length - n);
	};
	return aligned(size, !encrypt && padding === 'pkcs7', run, finish, write);
}

/** The 16-byte big-endian counter `iv` plus `blocks`, wrapping as OpenSSL's CTR does. */
function advanced(iv: Uint8Array, blocks: number): Uint8Array {
	const out = iv.slice();
	let carry = blocks;
	for (let i = 15; i >= 0 && carry > 0; i--) {
		const sum = out[i] + (carry % 256);
		out[i] = sum & 0xff;
		carry = Math.floor(carry / 256) + (sum >> 8);
	}
	return out;
}

/** A mode with no padding: whole units as they come, the short tail at the end, each from `state` then advanced. */
function xorMode(algorithm: Algorithm, direction: Direction, key: Uint8Array, iv: Uint8Array, write: Write): ByteStream {
	const encrypt = direction === 'encrypt';
	const mode = SPECS[algorithm].mode;
	if (mode === 'stream') {
		const xor = algorithm === 'chacha20' ? chacha20 : algorithm === 'salsa20' ? salsa20 : xsalsa20;
		let counter = 0;
		const run = (data: Uint8Array) => {
			const out = xor(key, iv, data, undefined, counter);
			counter += data.length / 64;
			return out;
		};
		return aligned(64, false, run, (tail) => (tail.length ? xor(key, iv, tail, undefined, counter) : tail), write);
	}
	let chain = iv;
	const run = (data: Uint8Array) => {
		if (mode === 'ctr') {
			const out = ctr(key, chain).encrypt(data);
			chain = advanced(chain, data.length / 16);
			return out;
		}
		if (mode === 'cfb') {
			const out = encrypt ? cfb(key, chain).encrypt(data) : cfb(key, chain).decrypt(data);
			chain = last(encrypt ? out : data, 16);
			return out;
		}
		// OFB: the keystream is CBC's encryption of zero blocks from the IV (cipher.ts's ofb).
		const stream = cbc(key, chain, { disablePadding: true }).encrypt(new Uint8Array(Math.ceil(data.length / 16) * 16));
		chain = last(stream, 16);
		const out = new Uint8Array(data.length);
		for (let i = 0; i < data.length; i++) out[i] = data[i] ^ stream[i];
		return out;
	};
	return aligned(16, false, run, (tail) => (tail.length ? run(tail) : tail), write);
}

function keyed(req: StreamRequest, key: Uint8Array, iv: Uint8Array, write: Write): ByteStream {
	const mode = SPECS[req.algorithm].mode;
	return mode === 'cbc' || mode === 'ecb' ? blockMode(req.algorithm, req.direction, key, iv, req.padding, write) : xorMode(req.algorithm, req.direction, key, iv, write);
}

const SALTED = new TextEncoder().encode('Salted__');

/** Key and IV from a passphrase and salt, as cipher.ts's OpenSSL `enc` format derives them. */
function derived(req: StreamRequest, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
	const spec = SPECS[req.algorithm];
	const keyLength = Array.isArray(spec.keys) ? spec.keys[0] : 16;
	const bytes = req.pbkdf2 ? pbkdf2(sha256, req.passphrase!, salt, { c: 10_000, dkLen: keyLength + spec.iv }) : evpBytesToKey(req.passphrase!, salt, keyLength + spec.iv);
	return { key: bytes.slice(0, keyLength), iv: bytes.slice(keyLength) };
}

/**
 * The stream that encrypts or decrypts into `write`. With a passphrase, encrypting writes
 * "Salted__" and the salt first; decrypting reads them from the first 16 bytes.
 */
export function cipherStream(req: StreamRequest, write: Write): ByteStream {
	if (!req.passphrase) return keyed(req, req.key!, req.iv, write);
	if (req.direction === 'encrypt') {
		const salt = req.salt!;
		const { key, iv } = derived(req, salt);
		write(concat(SALTED, salt));
		return keyed(req, key, iv, write);
	}
	let head: Uint8Array = new Uint8Array(0);
	let inner: ByteStream | null = null;
	return {
		push(bytes) {
			if (inner) return inner.push(bytes);
			head = concat(head, bytes.slice());
			if (head.length < 16) return;
			if (!SALTED.every((b, i) => head[i] === b)) throw errors.error('not_salted', undefined, { field: 'input' });
			const { key, iv } = derived(req, head.slice(8, 16));
			inner = keyed(req, key, iv, write);
			inner.push(head.subarray(16));
		},
		end() {
			if (!inner) throw errors.error('not_salted', undefined, { field: 'input' });
			inner.end();
		}
	};
}
