/**
 * Secrets are compared in constant time (docs/security.md, "Keys, secrets and errors"). Timing
 * cannot be asserted soundly in a test, so this proves the structure that makes it true instead:
 *
 * - every comparison of an attacker-supplied secret with a stored one goes through
 *   crypto.timingSafeEqual (spied on here) on two buffers of the SAME fixed length, whatever the
 *   length or content of what the attacker sent: the secret is hashed (SHA-256, scrypt) first,
 *   so no comparison can stop at the first differing byte or at a length mismatch;
 * - the store never sees a presented API key or session token, only its SHA-256, so the
 *   database's index lookup (not constant time) compares digests an attacker cannot steer;
 * - a row the store returns is not trusted until its hash compares equal.
 *
 * What it cannot prove: that timingSafeEqual and scrypt themselves run in constant time
 * (OpenSSL's CRYPTO_memcmp and Node's contract), that the engine does not branch on data inside
 * them, or that a future code path does not compare a secret with `===` somewhere this file does
 * not look (the four paths covered: API keys, session tokens, the metrics token, passwords).
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import * as crypto from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('node:crypto', async (importOriginal) => {
	const real = await importOriginal<typeof import('node:crypto')>();
	const timingSafeEqual = vi.fn(real.timingSafeEqual);
	return { ...real, default: { ...real, timingSafeEqual }, timingSafeEqual };
});

const { Authenticator } = await import('./authenticator.js');
const { generateApiKey, hashApiKey, keyHint, sameHash } = await import('./api-keys.js');
const { hashPassword, verifyNothing, verifyPassword } = await import('./passwords.js');
const { SessionManager, generateSessionToken } = await import('./sessions.js');
const { createStore } = await import('../store/index.js');
const { createOpsEndpoints } = await import('../observability/http.js');
const { ApiMetrics } = await import('../observability/metrics.js');
const { Readiness } = await import('../observability/readiness.js');

const compare = vi.mocked(crypto.timingSafeEqual);
/** The byte lengths of both sides of every timingSafeEqual call since the last reset. */
const compared = () => compare.mock.calls.map(([a, b]) => [(a as Buffer).byteLength, (b as Buffer).byteLength]);
/** SHA-256 hex by OpenSSL's streaming interface: the reference for what the store may see. */
const sha256Hex = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

// A block body: a function returned from beforeEach would be run as its teardown.
beforeEach(() => {
	compare.mockClear();
});

describe('the spy sees the comparisons (or the rest of this file proves nothing)', () => {
	it('timingSafeEqual is the mocked function in the modules under test', () => {
		expect(sameHash(sha256Hex('a'), sha256Hex('a'))).toBe(true);
		expect(compare).toHaveBeenCalledTimes(1);
	});
});

describe('hex digests (API keys)', () => {
	it('equal, first-byte and last-byte differences: one timingSafeEqual over 32 + 32 bytes each', () => {
		const digest = sha256Hex('key');
		const firstDiffers = (digest[0] === '0' ? '1' : '0') + digest.slice(1);
		const lastDiffers = digest.slice(0, -1) + (digest.at(-1) === '0' ? '1' : '0');
		expect([sameHash(digest, digest), sameHash(digest, firstDiffers), sameHash(digest, lastDiffers)]).toEqual([true, false, false]);
		expect(compared()).toEqual([
			[32, 32],
			[32, 32],
			[32, 32]
		]);
	});

	it('refuse what is not a hex digest instead of letting Buffer.from drop it', () => {
		// Before the fix, 'zz' and '' decoded to empty buffers and "matched", and 'abzz' matched 'ab'.
		expect(sameHash('', '')).toBe(false);
		expect(sameHash('zz', 'zz')).toBe(false);
		expect(sameHash('abzz', 'ab')).toBe(false);
		expect(sameHash('abc', 'abc')).toBe(false);
		expect(sameHash(sha256Hex('x'), sha256Hex('x').slice(0, 32))).toBe(false);
		expect(sameHash(sha256Hex('x').toUpperCase(), sha256Hex('x'))).toBe(true);
	});
});

describe('API keys: the store is asked by SHA-256, the row is re-checked in constant time', async () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-constant-time-'));
	const store = await createStore({ dataDir: dir, databaseUrl: null });
	afterAll(async () => {
		await store.close();
		fs.rmSync(dir, { recursive: true, force: true });
	});
	const account = await store.createAccount('ct@example.com', 'free');
	const key = generateApiKey();
	await store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: null });

	it('a known key: one lookup with its SHA-256 hex (never the key), one 32-byte comparison', async () => {
		const lookup = vi.spyOn(store, 'findPrincipalByKeyHash');
		const principal = await new Authenticator(store).resolve(key);
		expect(principal?.accountId).toBe(account.id);
		expect(lookup.mock.calls).toEqual([[sha256Hex(key)]]);
		expect(compared()).toEqual([[32, 32]]);
		lookup.mockRestore();
	});

	it('unknown keys are looked up by hash too; malformed ones never reach the store', async () => {
		const lookup = vi.spyOn(store, 'findPrincipalByKeyHash');
		const auth = new Authenticator(store);
		const unknown = generateApiKey();
		expect(await auth.resolve(unknown)).toBeNull();
		expect(await auth.resolve(key.slice(0, -1) + (key.at(-1) === 'a' ? 'b' : 'a'))).toBeNull();
		expect(await auth.resolve('x'.repeat(10_000))).toBeNull();
		expect(lookup.mock.calls).toEqual([[sha256Hex(unknown)]]);
		for (const [arg] of lookup.mock.calls) expect(arg).not.toContain('ukit_');
		lookup.mockRestore();
	});

	it('a row whose hash is not the presented key’s is refused (the comparison gates the answer)', async () => {
		// A store that matched loosely (a case-insensitive collation, a prefix match) must not let a key in.
		const row = await store.findPrincipalByKeyHash(hashApiKey(key));
		const lookup = vi.spyOn(store, 'findPrincipalByKeyHash').mockResolvedValue({ ...row!, keyHash: sha256Hex('another key') });
		expect(await new Authenticator(store).resolve(key)).toBeNull();
		expect(compared()).toEqual([[32, 32]]);
		lookup.mockRestore();
	});

	it('session tokens: the store is asked by SHA-256 hex only', async () => {
		const sessions = new SessionManager(store, 86_400_000);
		const token = await sessions.create(account.id);
		const find = vi.spyOn(store, 'findSession');
		expect((await sessions.resolve(token))?.account.id).toBe(account.id);
		const stranger = generateSessionToken();
		expect(await sessions.resolve(stranger)).toBeNull();
		expect(find.mock.calls.map(([idHash]) => idHash)).toEqual([sha256Hex(token), sha256Hex(stranger)]);
		find.mockRestore();
	});
});

describe('passwords: scrypt output against scrypt output, 32 bytes each, whatever was typed', () => {
	it('right, wrong, empty, one character and 1,000 characters: one 32-byte comparison each', async () => {
		const stored = await hashPassword('correct horse battery');
		compare.mockClear();
		const results = [];
		for (const attempt of ['correct horse battery', 'correct horse batterY', '', 'c', 'x'.repeat(1000)]) {
			results.push(await verifyPassword(attempt, stored));
		}
		expect(results).toEqual([true, false, false, false, false]);
		expect(compared()).toEqual(Array(5).fill([32, 32]));
	});

	it('no account: the dummy verification does the same comparison', async () => {
		await verifyNothing('warm up the dummy hash');
		compare.mockClear();
		expect(await verifyNothing('any password at all')).toBe(false);
		expect(compared()).toEqual([[32, 32]]);
	});
});

describe('the metrics token: SHA-256 of the presented token against SHA-256 of METRICS_TOKEN', () => {
	it('wrong tokens of any length (a prefix, an extension, 1 and 4,000 characters) compare 32 bytes with 32', async () => {
		const token = 'metrics-secret-7f3a';
		const ops = createOpsEndpoints({ metrics: new ApiMetrics([]), readiness: new Readiness(), metricsToken: token, isStopping: () => false, logger: { error() {} } });
		const server = http.createServer((req, res) => void (ops(req, res) || res.writeHead(404).end()));
		await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		try {
			const attempts = [token.slice(0, -1), `${token}x`, 'm', 'm'.repeat(4000), token];
			const statuses = [];
			for (const attempt of attempts) {
				statuses.push((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${attempt}` } })).status);
			}
			expect(statuses).toEqual([401, 401, 401, 401, 200]);
			expect(compared()).toEqual(Array(attempts.length).fill([32, 32]));
		} finally {
			await new Promise((r) => server.close(r));
		}
	});
});
