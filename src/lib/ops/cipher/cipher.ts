/**
 * Symmetric encryption and decryption: AES in six modes and key wrap, ChaCha20, Salsa20 and
 * XSalsa20, the AEADs (tag apart), DES, Triple DES, Blowfish, SM4, RC4, Fernet, and the OpenSSL
 * `enc` passphrase format. Plain functions over bytes; the definition (index.ts) decodes fields.
 */
import { cbc, ctr, cfb, ecb, gcm, aeskw } from '@noble/ciphers/aes.js';
import { chacha20, chacha20poly1305 } from '@noble/ciphers/chacha.js';
import { salsa20, xsalsa20 } from '@noble/ciphers/salsa.js';
import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hmac } from '@noble/hashes/hmac.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { type Block, blowfish, des, rc4, sm4, tripleDes } from './legacy.js';
import { errors } from './errors.js';
import { extraBlock } from './block-extra.js';
import { EXTRA, type ExtraFields, runExtra } from './stream-extra.js';
import { type Algorithm, type Direction, isAead, keyFits, keySizes, type Spec, SPECS } from './specs.js';

export { ALGORITHMS, SPECS, type Algorithm } from './specs.js';

export interface CipherRequest {
	algorithm: Algorithm;
	direction: Direction;
	data: Uint8Array;
	key?: Uint8Array;
	passphrase?: Uint8Array;
	pbkdf2?: boolean;
	/** The IV or nonce (either field). */
	iv?: Uint8Array;
	salt?: Uint8Array;
	aad?: Uint8Array;
	tag?: Uint8Array;
	padding: 'pkcs7' | 'none';
	/** Fernet: the token's time, seconds since 1970. */
	time: number;
	random: (n: number) => Uint8Array;
	/** rc4-drop's `drop`, ciphersaber2's and XTEA's `rounds` (stream-extra.ts). */
	extra?: ExtraFields;
}

export interface CipherResult {
	output: Uint8Array;
	/** The IV or nonce, when one was made. */
	iv?: Uint8Array;
	tag?: Uint8Array;
	/** Fernet decrypt: the token's time. */
	time?: number;
}

const SALTED = new TextEncoder().encode('Salted__');

export function runCipher(req: CipherRequest): CipherResult {
	const { algorithm, direction } = req;
	const spec = SPECS[algorithm];
	if (req.key && req.passphrase) throw errors.error('key_and_passphrase', undefined, { field: 'passphrase' });
	if (!req.key && !req.passphrase) throw errors.error('key_needed', undefined, { field: 'key' });
	if (req.aad && !isAead(algorithm)) throw errors.error('aad_not_aead', { algorithm }, { field: 'aad' });
	if (req.extra && !EXTRA.has(algorithm)) for (const field of ['drop', 'rounds'] as const) if (req.extra[field] !== undefined) throw errors.error('field_not_for', { field, algorithm, only: field === 'drop' ? 'rc4-drop' : 'ciphersaber2 and xtea-*' }, { field });
	if (req.salt && !req.passphrase) throw errors.error('salt_not_used', undefined, { field: 'salt' });

	if (req.passphrase) {
		if (!spec.passphrase) throw errors.error('passphrase_not_for', { algorithm }, { field: 'passphrase' });
		return withPassphrase(req, spec);
	}
	const key = req.key!;
	if (!keyFits(spec.keys, key.length)) {
		const k = keySizes(algorithm);
		if ('list' in k) throw errors.error('key_size', { algorithm, sizes: k.list.join('/'), got: key.length }, { field: 'key' });
		throw errors.error('key_range', { algorithm, ...k, got: key.length }, { field: 'key' });
	}
	if (spec.mode === 'fernet') return fernet(req, key);
	if (spec.mode === 'kw') return { output: keyWrap(direction, key, req.data) };

	let iv = req.iv;
	let made = false;
	if (spec.iv) {
		if (!iv) {
			if (direction === 'decrypt') throw errors.error('iv_needed', { algorithm, field: spec.ivField }, { field: spec.ivField });
			iv = req.random(spec.iv);
			made = true;
		} else if (iv.length !== spec.iv) throw errors.error('iv_size', { algorithm, field: spec.ivField === 'iv' ? 'IV' : 'nonce', size: spec.iv, got: iv.length }, { field: spec.ivField });
	}
	const result = crypt(req, key, iv ?? new Uint8Array());
	return made ? { ...result, iv } : result;
}

/** OpenSSL `enc` with a passphrase: "Salted__", the salt, then the data under the derived key and IV. */
function withPassphrase(req: CipherRequest, spec: Spec): CipherResult {
	let salt: Uint8Array;
	let data = req.data;
	if (req.direction === 'decrypt') {
		if (data.length < 16 || !SALTED.every((b, i) => data[i] === b)) throw errors.error('not_salted', undefined, { field: 'input' });
		salt = data.slice(8, 16);
		data = data.subarray(16);
	} else {
		salt = req.salt ?? req.random(8);
		if (salt.length !== 8) throw errors.error('salt_size', { got: salt.length }, { field: 'salt' });
	}
	const keyLength = Array.isArray(spec.keys) ? spec.keys[0] : 16;
	const derived = req.pbkdf2 ? pbkdf2(sha256, req.passphrase!, salt, { c: 10_000, dkLen: keyLength + spec.iv }) : evpBytesToKey(req.passphrase!, salt, keyLength + spec.iv);
	const result = crypt({ ...req, data }, derived.slice(0, keyLength), derived.slice(keyLength));
	if (req.direction === 'decrypt') return result;
	const output = new Uint8Array(16 + result.output.length);
	output.set(SALTED);
	output.set(salt, 8);
	output.set(result.output, 16);
	return { output };
}

/** EVP_BytesToKey with MD5 and one round, as `openssl enc -md md5` and crypto-js derive key and IV. */
export function evpBytesToKey(passphrase: Uint8Array, salt: Uint8Array, length: number): Uint8Array {
	const out = new Uint8Array(length + 16);
	let prev = new Uint8Array();
	for (let at = 0; at < length; at += 16) {
		prev = md5(concat(prev, passphrase, salt));
		out.set(prev, at);
	}
	return out.slice(0, length);
}

function crypt(req: CipherRequest, key: Uint8Array, iv: Uint8Array): CipherResult {
	const { algorithm, direction, data } = req;
	const spec = SPECS[algorithm];
	const encrypt = direction === 'encrypt';
	if (EXTRA.has(algorithm)) return runExtra({ ...req, ...req.extra }, key, iv);
	if (spec.mode === 'gcm' || spec.mode === 'aead') {
		const aead = spec.mode === 'gcm' ? gcm(key, iv, req.aad) : chacha20poly1305(key, iv, req.aad);
		if (encrypt) {
			const sealed = aead.encrypt(data);
			return { output: sealed.slice(0, -16), tag: sealed.slice(-16) };
		}
		if (!req.tag) throw errors.error('tag_needed', { algorithm }, { field: 'tag' });
		if (req.tag.length !== 16) throw errors.error('tag_size', { got: req.tag.length }, { field: 'tag' });
		try {
			return { output: aead.decrypt(concat(data, req.tag)) };
		} catch {
			throw errors.error('auth_failed', undefined, { field: 'tag' });
		}
	}
	if (spec.mode === 'stream') {
		if (algorithm === 'rc4') return { output: rc4(key, data) };
		const xor = algorithm === 'chacha20' ? chacha20 : algorithm === 'salsa20' ? salsa20 : xsalsa20;
		return { output: xor(key, iv, data) };
	}
	if (spec.mode === 'ctr') return { output: ctr(key, iv).encrypt(data) };
	if (spec.mode === 'cfb') return { output: encrypt ? cfb(key, iv).encrypt(data) : cfb(key, iv).decrypt(data) };
	if (spec.mode === 'ofb') return { output: ofb(key, iv, data) };
	// CBC and ECB, padded here so every cipher reports bad padding the same way.
	const block = spec.block;
	const input = encrypt && req.padding === 'pkcs7' ? pad(data, block) : data;
	if (input.length % block) throw errors.error('not_whole_blocks', { block, got: input.length }, { field: 'input' });
	let out: Uint8Array;
	if (algorithm.startsWith('aes-')) {
		const c = spec.mode === 'ecb' ? ecb(key, { disablePadding: true }) : cbc(key, iv, { disablePadding: true });
		out = encrypt ? c.encrypt(input) : c.decrypt(input);
	} else {
		const b = extraBlock(algorithm, key) ?? (algorithm === 'des-cbc' ? des(key) : algorithm === 'des-ede3-cbc' ? tripleDes(key) : algorithm === 'bf-cbc' ? blowfish(key) : sm4(key));
		out = spec.mode === 'ecb' ? ecbBlocks(b, input, encrypt) : encrypt ? cbcEncrypt(b, iv, input) : cbcDecrypt(b, iv, input);
	}
	return { output: !encrypt && req.padding === 'pkcs7' ? unpad(out, block) : out };
}

/**
 * OFB: the IV encrypted again and again is the keystream (the same both ways); that is CBC's
 * encryption of zero blocks, so one CBC pass makes it.
 */
function ofb(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
	const stream = cbc(key, iv, { disablePadding: true }).encrypt(new Uint8Array(Math.ceil(data.length / 16) * 16));
	const out = new Uint8Array(data.length);
	for (let i = 0; i < data.length; i++) out[i] = data[i] ^ stream[i];
	return out;
}

/** ECB over whole blocks with one of legacy.ts's `Block`s (AES's ECB is @noble/ciphers'). */
export function ecbBlocks(b: Block, data: Uint8Array, encrypt: boolean): Uint8Array {
	const out = data.slice();
	for (let at = 0; at < out.length; at += b.size) (encrypt ? b.encrypt : b.decrypt)(out.subarray(at, at + b.size));
	return out;
}

function cbcEncrypt(b: Block, iv: Uint8Array, data: Uint8Array): Uint8Array {
	const out = new Uint8Array(data.length);
	let prev = iv;
	for (let at = 0; at < data.length; at += b.size) {
		const block = data.slice(at, at + b.size);
		for (let i = 0; i < b.size; i++) block[i] ^= prev[i];
		b.encrypt(block);
		out.set(block, at);
		prev = block;
	}
	return out;
}

function cbcDecrypt(b: Block, iv: Uint8Array, data: Uint8Array): Uint8Array {
	const out = new Uint8Array(data.length);
	let prev = iv;
	for (let at = 0; at < data.length; at += b.size) {
		const cipherBlock = data.subarray(at, at + b.size);
		const block = cipherBlock.slice();
		b.decrypt(block);
		for (let i = 0; i < b.size; i++) block[i] ^= prev[i];
		out.set(block, at);
		prev = cipherBlock;
	}
	return out;
}

function pad(data: Uint8Array, block: number): Uint8Array {
	const n = block - (data.length % block);
	const out = new Uint8Array(data.length + n);
	out.set(data);
	out.fill(n, data.length);
	return out;
}

function unpad(data: Uint8Array, block: number): Uint8Array {
	const n = data[data.length - 1];
	if (!data.length || !n || n > block || n > data.length) throw errors.error('bad_padding', undefined, { field: 'input' });
	for (let i = data.length - n; i < data.length; i++) if (data[i] !== n) throw errors.error('bad_padding', undefined, { field: 'input' });
	return data.slice(0, data.length - n);
}

function keyWrap(direction: Direction, kek: Uint8Array, data: Uint8Array): Uint8Array {
	const min = direction === 'encrypt' ? 16 : 24;
	if (data.length < min || data.length % 8) throw errors.error('kw_size', { got: data.length }, { field: 'input' });
	if (direction === 'encrypt') return aeskw(kek).encrypt(data);
	try {
		return aeskw(kek).decrypt(data);
	} catch {
		throw errors.error('auth_failed', undefined, { field: 'input' });
	}
}

/** Fernet (the spec of github.com/fernet/spec): 0x80, time, IV, AES-128-CBC, HMAC-SHA256. */
function fernet(req: CipherRequest, key: Uint8Array): CipherResult {
	const signing = key.subarray(0, 16);
	const encryption = key.subarray(16);
	if (req.direction === 'encrypt') {
		const iv = req.iv ?? req.random(16);
		if (iv.length !== 16) throw errors.error('iv_size', { algorithm: 'fernet', field: 'IV', size: 16, got: iv.length }, { field: 'iv' });
		const head = new Uint8Array(25);
		head[0] = 0x80;
		new DataView(head.buffer).setBigUint64(1, BigInt(req.time));
		head.set(iv, 9);
		const body = concat(head, cbc(encryption, iv).encrypt(req.data));
		const token = concat(body, hmac(sha256, signing, body));
		return req.iv ? { output: token } : { output: token, iv };
	}
	const token = req.data;
	if (token.length < 25 + 16 + 32 || token[0] !== 0x80 || (token.length - 57) % 16) throw errors.error('not_fernet', undefined, { field: 'input' });
	const body = token.subarray(0, token.length - 32);
	const mac = hmac(sha256, signing, body);
	let diff = 0;
	for (let i = 0; i < 32; i++) diff |= mac[i] ^ token[token.length - 32 + i];
	if (diff) throw errors.error('auth_failed', undefined, { field: 'input' });
	const time = Number(new DataView(token.buffer, token.byteOffset).getBigUint64(1));
	try {
		return { output: cbc(encryption, token.slice(9, 25)).decrypt(token.slice(25, token.length - 32)), time };
	} catch {
		throw errors.error('bad_padding', undefined, { field: 'input' });
	}
}

function concat(...parts: Uint8Array[]): Uint8Array {
	const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
	let at = 0;
	for (const p of parts) {
		out.set(p, at);
		at += p.length;
	}
	return out;
}
