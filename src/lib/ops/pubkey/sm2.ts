/**
 * SM2 public-key encryption (GB/T 32918.4-2016, GM/T 0003.4-2012) on the curve sm2p256v1, as
 * CyberChef's SM2 Encrypt / Decrypt: keys in hex (the public key as x || y, 64 bytes, or 04 || x || y;
 * the private key 32 bytes), the ciphertext C1 (x || y of kG, without the 04 byte) then C3 (SM3
 * of x2 || M || y2) and C2 (M xor KDF(x2 || y2)) in the order C1C3C2 (the 2012 standard's and
 * CyberChef's default) or C1C2C3. The curve arithmetic is @noble/curves' generic short Weierstrass
 * code with the curve's published parameters; SM3 is hash-wasm's.
 */
import { weierstrass } from '@noble/curves/abstract/weierstrass.js';
import { createSM3, type IHasher } from 'hash-wasm';
import { errors } from './errors.js';
import type { Sm2Order } from './options.js';

/** sm2p256v1, GB/T 32918.5-2017 (the "recommended curve parameters"). */
const Point = weierstrass({
	p: 0xfffffffeffffffffffffffffffffffffffffffff00000000ffffffffffffffffn,
	n: 0xfffffffeffffffffffffffffffffffff7203df6b21c6052b53bbf40939d54123n,
	h: 1n,
	a: 0xfffffffeffffffffffffffffffffffffffffffff00000000fffffffffffffffcn,
	b: 0x28e9fa9e9d9f5e344d5a9e4bcf6509a7f39789f515ab8f92ddbcbd414d940e93n,
	Gx: 0x32c4ae2c1f1981195f9904466a39c9948fe30bbff2660be1715a4589334c74c7n,
	Gy: 0xbc3736a2f4f6779c59bdcee36b692153d0a9877cc62a474002df32e52139f0a0n
});
type Sm2Point = InstanceType<typeof Point>;
const N = Point.CURVE().n;
const C1_BYTES = 64;
const C3_BYTES = 32;

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytes32 = (value: bigint) => Uint8Array.from(value.toString(16).padStart(64, '0').match(/../g)!, (h) => parseInt(h, 16));
const concat = (...parts: Uint8Array[]) => {
	const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
	let at = 0;
	for (const p of parts) {
		out.set(p, at);
		at += p.length;
	}
	return out;
};

/** The hex digits of a key, spaces, colons and a 0x prefix left out; null when not hex. */
function keyHex(key: string): string | null {
	const hex = key.trim().replace(/^0x/i, '').replace(/[\s:]/g, '').toLowerCase();
	return /^[0-9a-f]*$/.test(hex) ? hex : null;
}

/** x || y (128 hex digits) or 04 || x || y (130) as a point of the curve; 422 naming `key` otherwise. */
function publicPoint(key: string): Sm2Point {
	let hex = keyHex(key);
	if (hex?.length === 130 && hex.startsWith('04')) hex = hex.slice(2);
	if (hex?.length !== 128) throw errors.error('sm2_public', undefined, { field: 'key' });
	return pointOf(Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16)), 'key');
}

function pointOf(xy: Uint8Array, field: string): Sm2Point {
	try {
		const point = Point.fromAffine({ x: BigInt('0x' + hexOf(xy.subarray(0, 32))), y: BigInt('0x' + hexOf(xy.subarray(32, 64))) });
		point.assertValidity();
		return point;
	} catch {
		throw errors.error(field === 'key' ? 'sm2_not_on_curve' : 'decrypt_failed', undefined, { field });
	}
}

function privateScalar(key: string): bigint {
	const hex = keyHex(key);
	if (hex?.length !== 64) throw errors.error('sm2_private', undefined, { field: 'key' });
	const d = BigInt('0x' + hex);
	if (d < 1n || d >= N - 1n) throw errors.error('sm2_private', undefined, { field: 'key' });
	return d;
}

/** KDF of GB/T 32918.4 5.4.3: SM3(Z || counter) for counters 1, 2, … , cut to `length` bytes. */
function kdf(sm3: IHasher, z: Uint8Array, length: number): Uint8Array {
	const out = new Uint8Array(length);
	const counter = new Uint8Array(4);
	for (let at = 0, i = 1; at < length; at += 32, i++) {
		new DataView(counter.buffer).setUint32(0, i);
		sm3.init();
		sm3.update(z);
		sm3.update(counter);
		out.set(sm3.digest('binary').subarray(0, Math.min(32, length - at)), at);
	}
	return out;
}

function c3Of(sm3: IHasher, x2: Uint8Array, message: Uint8Array, y2: Uint8Array): Uint8Array {
	sm3.init();
	sm3.update(x2);
	sm3.update(message);
	sm3.update(y2);
	return sm3.digest('binary');
}

/** A random k in [1, n - 1] from crypto.getRandomValues (48 bytes reduced: a bias below 2^-128). */
function randomScalar(): bigint {
	const bytes = crypto.getRandomValues(new Uint8Array(48));
	return (BigInt('0x' + hexOf(bytes)) % (N - 1n)) + 1n;
}

export async function sm2Encrypt(key: string, message: Uint8Array, order: Sm2Order): Promise<Uint8Array> {
	const publicKey = publicPoint(key);
	const sm3 = await createSM3();
	for (;;) {
		const k = randomScalar();
		const c1 = Point.BASE.multiply(k).toAffine();
		const shared = publicKey.multiply(k).toAffine();
		const x2 = bytes32(shared.x);
		const y2 = bytes32(shared.y);
		const t = kdf(sm3, concat(x2, y2), message.length);
		// The standard draws k again when t is all zeros (only possible for an empty message here).
		if (message.length > 0 && t.every((b) => b === 0)) continue;
		const c2 = message.map((b, i) => b ^ t[i]);
		const c3 = c3Of(sm3, x2, message, y2);
		const c1Bytes = concat(bytes32(c1.x), bytes32(c1.y));
		return order === 'c1c3c2' ? concat(c1Bytes, c3, c2) : concat(c1Bytes, c2, c3);
	}
}

export async function sm2Decrypt(key: string, ciphertext: Uint8Array, order: Sm2Order): Promise<Uint8Array> {
	const d = privateScalar(key);
	const body = ciphertext;
	if (body.length < C1_BYTES + C3_BYTES) throw errors.error('sm2_short', { min: C1_BYTES + C3_BYTES }, { field: 'input' });
	const c1 = pointOf(body.subarray(0, C1_BYTES), 'input');
	const rest = body.subarray(C1_BYTES);
	const c3 = order === 'c1c3c2' ? rest.subarray(0, C3_BYTES) : rest.subarray(rest.length - C3_BYTES);
	const c2 = order === 'c1c3c2' ? rest.subarray(C3_BYTES) : rest.subarray(0, rest.length - C3_BYTES);
	const shared = c1.multiply(d).toAffine();
	const x2 = bytes32(shared.x);
	const y2 = bytes32(shared.y);
	const sm3 = await createSM3();
	const t = kdf(sm3, concat(x2, y2), c2.length);
	const message = c2.map((b, i) => b ^ t[i]);
	const check = c3Of(sm3, x2, message, y2);
	if (check.some((b, i) => b !== c3[i])) throw errors.error('sm2_check', undefined, { field: 'input' });
	return message;
}
