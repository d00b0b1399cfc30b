import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from '../store/index.js';
import { SESSION_COOKIE, SessionManager, generateSessionToken, hashSessionToken, sessionCookie, sessionTokenFromCookies } from './sessions.js';

describe('session tokens', () => {
	it('carry 256 bits as 43 base64url characters, and are stored as SHA-256 hex', () => {
		const token = generateSessionToken();
		expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(Buffer.from(token, 'base64url')).toHaveLength(32);
		expect(hashSessionToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
		expect(new Set(Array.from({ length: 1000 }, generateSessionToken)).size).toBe(1000);
	});

	it('are read from a Cookie header among others, and malformed ones are ignored', () => {
		const token = generateSessionToken();
		expect(sessionTokenFromCookies(`a=1; ${SESSION_COOKIE}=${token}; b=2`)).toBe(token);
		expect(sessionTokenFromCookies(`${SESSION_COOKIE}=short`)).toBeNull();
		expect(sessionTokenFromCookies('other=1')).toBeNull();
		expect(sessionTokenFromCookies(undefined)).toBeNull();
	});

	it('go in an httpOnly, SameSite=Lax cookie on /, Secure on https', () => {
		expect(sessionCookie('t', 60, false)).toBe(`${SESSION_COOKIE}=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`);
		expect(sessionCookie('t', 60, true)).toMatch(/; Secure$/);
	});
});

describe('SessionManager', async () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-sessions-'));
	const store = await createStore({ dataDir: dir, databaseUrl: null });
	afterAll(async () => {
		await store.close();
		fs.rmSync(dir, { recursive: true, force: true });
	});
	let clock = Date.parse('2026-03-01T00:00:00Z');
	const ttl = 30 * 86_400_000;
	// An absolute lifetime far away, for the tests of everything else.
	const sessions = new SessionManager(store, ttl, () => clock, 10 * 365 * 86_400_000);
	const account = await store.createAccount('s@example.com', 'free');

	it('resolve a token to its account and plan, and only the hash is stored', async () => {
		const token = await sessions.create(account.id);
		const found = await sessions.resolve(token);
		expect(found?.account.email).toBe('s@example.com');
		expect(found?.principal).toMatchObject({ keyId: null, accountId: account.id, active: true, plan: { name: 'free' } });
		expect(found?.session.idHash).toBe(hashSessionToken(token));
		expect(await sessions.resolve(generateSessionToken())).toBeNull();
	});

	it('slide: used within the TTL they live on; unused past it they are gone', async () => {
		const token = await sessions.create(account.id);
		clock += ttl - 60_000;
		const used = await sessions.resolve(token);
		expect(used?.extended).toBe(true);
		clock += ttl - 60_000;
		expect(await sessions.resolve(token)).not.toBeNull();
		clock += ttl + 1;
		expect(await sessions.resolve(token)).toBeNull();
	});

	it('end at their absolute lifetime however often they are used (30 days by default)', async () => {
		const week = 7 * 86_400_000;
		const capped = new SessionManager(store, week, () => clock);
		expect(capped.maxAgeMs).toBe(30 * 86_400_000);
		const token = await capped.create(account.id);
		const started = clock;
		// Used every day: the sliding week never runs out, and never goes past day 30.
		for (let day = 1; day < 30; day++) {
			clock = started + day * 86_400_000;
			const found = await capped.resolve(token);
			expect(found, `day ${day}`).not.toBeNull();
			expect(Date.parse(found!.session.expiresAt)).toBeLessThanOrEqual(started + 30 * 86_400_000);
		}
		clock = started + 30 * 86_400_000;
		expect(await capped.resolve(token)).toBeNull();
	});

	it('are destroyed one by one, or all but one (password change)', async () => {
		const a = await sessions.create(account.id);
		const b = await sessions.create(account.id);
		const c = await sessions.create(account.id);
		await sessions.destroy(a);
		expect(await sessions.resolve(a)).toBeNull();
		expect(await sessions.destroyOthers(account.id, b)).toBeGreaterThanOrEqual(1);
		expect(await sessions.resolve(b)).not.toBeNull();
		expect(await sessions.resolve(c)).toBeNull();
	});

	it('see deactivation on the next lookup', async () => {
		const token = await sessions.create(account.id);
		await store.setAccountActive(account.id, false);
		expect((await sessions.resolve(token))?.principal.active).toBe(false);
		await store.setAccountActive(account.id, true);
	});
});
