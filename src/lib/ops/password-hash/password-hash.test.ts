import { scryptSync } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '@noble/hashes/utils.js';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { operations } from './index.js';
import { argon2idTag, hashPassword, parseHash, scryptKey, verifyPassword } from './password-hash.js';

const [hashOp, verifyOp] = operations;
const ctx = { now: () => 0 };
const fromB64 = (text: string) => Buffer.from(text, 'base64');

describe('password-hash cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('the libraries against the RFC vectors', () => {
	it('argon2id: RFC 9106 section 5.3 (secret and associated data, 32 KiB, 3 passes, 4 lanes)', async () => {
		const tag = await argon2idTag(new Uint8Array(32).fill(1), new Uint8Array(16).fill(2), 32, 3, 4, 32, { key: new Uint8Array(8).fill(3), personalization: new Uint8Array(12).fill(4) });
		expect(Buffer.from(tag).toString('hex')).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659');
	});

	it('scrypt: RFC 7914 section 12, vectors 1 and 2', async () => {
		expect(Buffer.from(await scryptKey(new Uint8Array(), new Uint8Array(), 4, 1, 1, 64)).toString('hex')).toBe(
			'77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906'
		);
		expect(Buffer.from(await scryptKey(Buffer.from('password'), Buffer.from('NaCl'), 10, 8, 16, 64)).toString('hex')).toBe(
			'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640'
		);
	});
});

describe('hashes made here check out elsewhere', () => {
	it('scrypt PHC strings: node:crypto (OpenSSL) derives the same key from the salt and parameters', async () => {
		const { body } = await executeOperation(hashOp, { password: 'correct horse', algorithm: 'scrypt', log_n: 12, r: 8, p: 2 }, ctx);
		const hash = (body as { hash: string }).hash;
		const m = /^\$scrypt\$ln=12,r=8,p=2\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/.exec(hash);
		expect(m, hash).not.toBeNull();
		expect(scryptSync('correct horse', fromB64(m![1]), 32, { N: 2 ** 12, r: 8, p: 2 }).toString('base64').replace(/=+$/, '')).toBe(m![2]);
	});

	it('scrypt with the defaults (ln=15, r=8, p=1), also checked by python3 hashlib.scrypt', async () => {
		const { body } = await executeOperation(hashOp, { password: 'pässwörd', algorithm: 'scrypt' }, ctx);
		const hash = (body as { hash: string }).hash;
		const parsed = parseHash(hash);
		expect(parsed).toMatchObject({ algorithm: 'scrypt', log_n: 15, r: 8, p: 1 });
		const script = `import hashlib,base64,sys\nsalt=base64.b64decode(sys.argv[1]+'==')\nprint(base64.b64encode(hashlib.scrypt('pässwörd'.encode(),salt=salt,n=2**15,r=8,p=1,dklen=32,maxmem=2**27)).decode().rstrip('='))`;
		const python = execFileSync('python3', ['-c', script, (parsed as { salt: string }).salt], { encoding: 'utf8' }).trim();
		expect(python).toBe((parsed as { hash: string }).hash);
	});

	it('bcrypt: $2b$ with the cost asked, 22 salt and 31 hash characters; verify accepts it and refuses another password', async () => {
		const { body } = await executeOperation(hashOp, { password: 'Tr0ub4dor&3', algorithm: 'bcrypt', cost: 5 }, ctx);
		const hash = (body as { hash: string }).hash;
		expect(hash).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
		expect(await verifyPassword('Tr0ub4dor&3', hash)).toEqual({ valid: true, algorithm: 'bcrypt' });
		expect(await verifyPassword('Tr0ub4dor&4', hash)).toEqual({ valid: false, algorithm: 'bcrypt' });
	});

	it('argon2id: the PHC string carries the parameters asked and a 16-byte salt; the tag matches the RFC 9106 computation', async () => {
		const { body } = await executeOperation(hashOp, { password: 'hunter2', algorithm: 'argon2id', memory_kib: 1024, iterations: 3, parallelism: 2 }, ctx);
		const hash = (body as { hash: string }).hash;
		const m = /^\$argon2id\$v=19\$m=1024,t=3,p=2\$([A-Za-z0-9+/]{22})\$([A-Za-z0-9+/]{43})$/.exec(hash);
		expect(m, hash).not.toBeNull();
		expect(await verifyPassword('hunter2', hash)).toEqual({ valid: true, algorithm: 'argon2id' });
		expect(await verifyPassword('hunter3', hash)).toEqual({ valid: false, algorithm: 'argon2id' });
	});

	it('verify: the 64 MiB reference vector (not a case: the worker replays every case, and this one costs seconds there)', async () => {
		expect(await verifyPassword('password', '$argon2id$v=19$m=65536,t=1,p=1$c29tZXNhbHQ$9qWtwbpyPd3vm1rB1GThgPzZ3/ydHL92zKL+15XZypg')).toEqual({ valid: true, algorithm: 'argon2id' });
		expect(await verifyPassword('differentpassword', '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$C4TWUs9rDEvq7w3+J4umqA32aWKB1+DSiRuBfYxFj94')).toEqual({ valid: true, algorithm: 'argon2id' });
	});

	it('argon2id defaults are OWASP\'s minimum (m=19456, t=2, p=1)', async () => {
		const { body } = await executeOperation(hashOp, { password: 'x', algorithm: 'argon2id' }, ctx);
		expect((body as { hash: string }).hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
	});

	it('two hashes of one password differ (a fresh salt each time)', async () => {
		const a = await hashPassword('same', 'scrypt', { log_n: 10 });
		const b = await hashPassword('same', 'scrypt', { log_n: 10 });
		expect(a).not.toBe(b);
	});

	it('openssl can derive the scrypt key too (where the openssl CLI has kdf)', () => {
		let out: string;
		try {
			out = execFileSync('openssl', ['kdf', '-keylen', '32', '-kdfopt', 'pass:password', '-kdfopt', 'hexsalt:' + Buffer.from('somesaltsomesalt').toString('hex'), '-kdfopt', 'n:1024', '-kdfopt', 'r:8', '-kdfopt', 'p:1', 'SCRYPT'], { encoding: 'utf8' });
		} catch {
			return; // no openssl kdf here: python3 and node:crypto above are the references
		}
		const hex = out.trim().replace(/:/g, '').toLowerCase();
		expect(Buffer.from(hexToBytes(hex)).toString('base64').replace(/=+$/, '')).toBe('dj05BT7oUTq35qmxXqG/pksYG8IJr8uxtvAzbfGjoic');
	});
});

describe('properties', () => {
	it('verify(password, hash(password)) holds and another password fails, for every algorithm at low cost', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('bcrypt', 'argon2id', 'scrypt'), async (password, algorithm) => {
				const input = { password, algorithm, cost: 4, memory_kib: 1024, iterations: 1, log_n: 10, r: 1 };
				const made = await executeOperation(hashOp, input, ctx);
				if (algorithm === 'bcrypt' && Buffer.byteLength(password) > 72) return expect(made.status).toBe(422);
				expect(made.status).toBe(200);
				const hash = (made.body as { hash: string }).hash;
				expect(await executeOperation(verifyOp, { password, hash }, ctx)).toEqual({ status: 200, body: { valid: true, algorithm } });
				expect(await executeOperation(verifyOp, { password: password + 'x', hash }, ctx)).toEqual({ status: 200, body: { valid: false, algorithm } });
			}),
			{ numRuns: 15 }
		);
	});

	it('any string as a hash: 200 or 422, never a throw', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.oneof(
					fc.string({ maxLength: 80 }),
					fc.tuple(fc.constantFrom('$argon2id$v=19$m=', '$scrypt$ln=', '$2b$'), fc.string({ maxLength: 60 })).map(([a, b]) => a + b),
					fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `$scrypt$ln=${a},r=${b},p=1$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAA`)
				),
				async (hash) => {
					const result = await executeOperation(verifyOp, { password: 'x', hash }, ctx);
					expect([200, 422]).toContain(result.status);
				}
			),
			{ numRuns: 100 }
		);
	});
});
