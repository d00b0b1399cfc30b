import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { cases } from './cases.js';
import { argon2idKey, evpBytesToKey, hkdfKey, pbkdf2Key, scryptKey } from './kdf.js';
import { kdfMemory } from './limits.js';

describe('kdf cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * Python's hashlib (PBKDF2, scrypt), python3-cryptography (HKDF) and python3-argon2 (argon2-cffi):
 * the independent keys for random inputs. Each batch is one python3 run reading JSON lines.
 */
const ORACLE = `
import sys, json, hashlib
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives import hashes
from argon2.low_level import hash_secret_raw, Type
H = {'sha1': hashes.SHA1, 'sha256': hashes.SHA256, 'sha512': hashes.SHA512}
for line in sys.stdin:
    c = json.loads(line); pw = bytes.fromhex(c['pw']); salt = bytes.fromhex(c['salt'])
    if c['alg'] == 'pbkdf2': k = hashlib.pbkdf2_hmac(c['hash'], pw, salt, c['it'], c['len'])
    elif c['alg'] == 'hkdf': k = HKDF(algorithm=H[c['hash']](), length=c['len'], salt=salt or None, info=bytes.fromhex(c['info'])).derive(pw)
    elif c['alg'] == 'scrypt': k = hashlib.scrypt(pw, salt=salt, n=2 ** c['ln'], r=c['r'], p=c['p'], dklen=c['len'])
    else: k = hash_secret_raw(pw, salt, time_cost=c['t'], memory_cost=c['m'], parallelism=c['par'], hash_len=c['len'], type=Type.ID)
    print(k.hex())
`;
const PYTHON = '/usr/bin/python3';
const HAS_ORACLE = (() => {
	try {
		execFileSync(PYTHON, ['-c', 'import cryptography, argon2']);
		return true;
	} catch {
		console.warn('kdf: /usr/bin/python3 with python3-cryptography and python3-argon2 is missing (apt-get install python3-cryptography python3-argon2): the comparison with them is skipped');
		return false;
	}
})();
const oracle = (rows: object[]): string[] => execFileSync(PYTHON, ['-c', ORACLE], { input: rows.map((r) => JSON.stringify(r)).join('\n') + '\n' }).toString().trim().split('\n');

const bytes = (max: number, min = 0) => fc.uint8Array({ minLength: min, maxLength: max });
const hashName = fc.constantFrom('sha1' as const, 'sha256' as const, 'sha512' as const);

describe('against Python on random inputs', () => {
	it.runIf(HAS_ORACLE)('PBKDF2, HKDF, scrypt and argon2id give the keys Python gives', async () => {
		const rows = fc.sample(
			fc.oneof(
				fc.record({ alg: fc.constant('pbkdf2'), pw: bytes(80), salt: bytes(40), hash: hashName, it: fc.integer({ min: 1, max: 300 }), len: fc.integer({ min: 1, max: 200 }) }),
				fc.record({ alg: fc.constant('hkdf'), pw: bytes(80), salt: bytes(40), info: bytes(40), hash: hashName, len: fc.integer({ min: 1, max: 300 }) }),
				fc.record({ alg: fc.constant('scrypt'), pw: bytes(40), salt: bytes(40), ln: fc.integer({ min: 1, max: 8 }), r: fc.integer({ min: 1, max: 4 }), p: fc.integer({ min: 1, max: 3 }), len: fc.integer({ min: 1, max: 100 }) }),
				fc.record({ alg: fc.constant('argon2id'), pw: bytes(40), salt: bytes(40, 8), m: fc.integer({ min: 32, max: 256 }), t: fc.integer({ min: 1, max: 3 }), par: fc.integer({ min: 1, max: 4 }), len: fc.integer({ min: 4, max: 100 }) })
			),
			40
		);
		const expected = oracle(rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Uint8Array ? hex(v) : v]))));
		for (const [i, r] of rows.entries()) {
			const got =
				r.alg === 'pbkdf2'
					? await pbkdf2Key(r.pw, r.salt, r.hash, r.it, r.len)
					: r.alg === 'hkdf'
						? hkdfKey(r.pw, r.salt, r.info, r.hash, r.len)
						: r.alg === 'scrypt'
							? await scryptKey(r.pw, r.salt, r.ln, r.r, r.p, r.len)
							: await argon2idKey(r.pw, r.salt, r.m, r.t, r.par, r.len);
			expect(hex(got), JSON.stringify(rows[i])).toBe(expected[i]);
		}
	});
});

describe('EVP_BytesToKey', () => {
	it('is the prefix of a longer derivation (key then IV from one stream)', () => {
		const pw = new TextEncoder().encode('secret');
		const salt = Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8);
		const long = evpBytesToKey(pw, salt, 'md5', 64, 0).key;
		const { key, iv } = evpBytesToKey(pw, salt, 'md5', 32, 16);
		expect(hex(key) + hex(iv)).toBe(hex(long.subarray(0, 48)));
	});
});

describe('declared memory', () => {
	it('counts scrypt 128·r·N (+128·r·p) and argon2id memory_kib; nothing for the others', () => {
		expect(kdfMemory({ algorithm: 'scrypt', log_n: 17, r: 8, p: 1 })).toBe(128 * 8 * 2 ** 17 + 128 * 8);
		expect(kdfMemory({ algorithm: 'scrypt' })).toBe(128 * 8 * 2 ** 14 + 128 * 8);
		expect(kdfMemory({ algorithm: 'argon2id', memory_kib: 65536 })).toBe(64 * 1024 * 1024);
		expect(kdfMemory({ algorithm: 'pbkdf2' })).toBe(0);
		// Past the module's bound the run refuses before allocating (the same 422 as in the worker).
		expect(kdfMemory({ algorithm: 'scrypt', log_n: 17, r: 16 })).toBe(0);
		// The largest scrypt the limits allow (r·N = 2^20) fits the pool's 256 MiB budget.
		expect(kdfMemory({ algorithm: 'scrypt', log_n: 17, r: 8, p: 16 })).toBeLessThanOrEqual(256 * 1024 * 1024);
	});
});
