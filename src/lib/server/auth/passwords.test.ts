import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CURRENT_PARAMS, hashPassword, needsRehash, parseHash, passwordProblem, verifyNothing, verifyPassword } from './passwords.js';

describe('passwords', () => {
	it('are hashed with scrypt N=2^15, r=8, p=1, a 16-byte salt and a 32-byte key, parameters stored', async () => {
		const stored = await hashPassword('correct horse battery');
		expect(stored).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
		const parsed = parseHash(stored)!;
		expect(parsed.params).toEqual({ ln: 15, r: 8, p: 1 });
		expect(parsed.salt).toHaveLength(16);
		expect(parsed.key).toHaveLength(32);
		// Independent recomputation with Node's synchronous scrypt (OpenSSL) as the reference.
		const reference = scryptSync('correct horse battery', parsed.salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
		expect(reference.equals(parsed.key)).toBe(true);
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

	it('keep verifying old parameters and ask for a re-hash', async () => {
		const weak = await hashPassword('old password 1', { ln: 12, r: 8, p: 1 });
		expect(await verifyPassword('old password 1', weak)).toBe(true);
		expect(needsRehash(weak)).toBe(true);
		expect(needsRehash(await hashPassword('new password 1'))).toBe(false);
		expect(CURRENT_PARAMS.ln).toBeGreaterThanOrEqual(15);
	});

	it('refuse absurd stored parameters instead of running them', () => {
		expect(parseHash('$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBeNull();
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
