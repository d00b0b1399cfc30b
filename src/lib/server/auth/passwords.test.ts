import { scryptSync } from 'node:crypto';
import { argon2id } from '@noble/hashes/argon2.js';
import { describe, expect, it } from 'vitest';
import { CURRENT_PARAMS, hashPassword, hashPasswordScrypt, needsRehash, parseHash, passwordProblem, verifyNothing, verifyPassword } from './passwords.js';

describe('passwords', () => {
	it('are hashed with Argon2id m=19 MiB, t=2, p=1 (OWASP), a 16-byte salt and a 32-byte key, parameters stored', async () => {
		const stored = await hashPassword('correct horse battery');
		expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
		const parsed = parseHash(stored)!;
		expect(parsed.scheme).toBe('argon2id');
		expect(parsed.params).toEqual({ m: 19456, t: 2, p: 1 });
		expect(parsed.salt).toHaveLength(16);
		expect(parsed.key).toHaveLength(32);
		// Independent recomputation with another implementation (@noble/hashes, pure JavaScript) as the reference.
		const reference = argon2id(new TextEncoder().encode('correct horse battery'), parsed.salt, { m: 19456, t: 2, p: 1, dkLen: 32 });
		expect(Buffer.from(reference).equals(parsed.key)).toBe(true);
	});

	it('verify the right password and refuse others', async () => {
		const stored = await hashPassword('correct horse battery');
		expect(await verifyPassword('correct horse battery', stored)).toBe(true);
		expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
		expect(await verifyPassword('', stored)).toBe(false);
		expect(await verifyPassword('correct horse battery', 'garbage')).toBe(false);
		expect(await verifyNothing('anything')).toBe(false);
	});

	it('salt every hash', async () => {
		expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
	});

	it('normalise to NFC, so composed and decomposed accents match', async () => {
		const stored = await hashPassword('caf\u00e9 au lait!');
		expect(await verifyPassword('cafe\u0301 au lait!', stored)).toBe(true);
	});

	it('keep verifying the earlier scrypt hashes (checked against OpenSSL) and ask for a re-hash with Argon2id', async () => {
		const old = await hashPasswordScrypt('old password 1');
		const parsed = parseHash(old)!;
		expect(parsed.scheme).toBe('scrypt');
		const reference = scryptSync('old password 1', parsed.salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
		expect(reference.equals(parsed.key)).toBe(true);
		expect(await verifyPassword('old password 1', old)).toBe(true);
		expect(await verifyPassword('old password 2', old)).toBe(false);
		expect(needsRehash(old)).toBe(true);
		expect(needsRehash(await hashPassword('weaker', { m: 8192, t: 1, p: 1 }))).toBe(true);
		expect(needsRehash(await hashPassword('new password 1'))).toBe(false);
		expect(CURRENT_PARAMS.m).toBeGreaterThanOrEqual(19456);
	});

	it('refuse absurd stored parameters instead of running them', () => {
		expect(parseHash('$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBeNull();
		expect(parseHash('$argon2id$v=19$m=4194304,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
		expect(parseHash('$argon2id$v=19$m=19456,t=99,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
		expect(parseHash(`$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(4000)}`)).toBeNull();
	});

	it('need 10 characters and at most 1024 bytes', () => {
		expect(passwordProblem('123456789')).toMatch(/at least 10/);
		expect(passwordProblem('1234567890')).toBeNull();
		expect(passwordProblem('é'.repeat(10))).toBeNull();
		expect(passwordProblem('a'.repeat(1024))).toBeNull();
		expect(passwordProblem('a'.repeat(1025))).toMatch(/at most 1024 bytes/);
		expect(passwordProblem('é'.repeat(513))).toMatch(/at most 1024 bytes/);
		expect(passwordProblem(12345678901)).toMatch(/string/);
	});
});
