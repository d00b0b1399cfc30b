import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashApiKey, generateApiKey, keyHint } from '../auth/api-keys.js';
import { createStore, type Store } from './index.js';

const hasNodeSqlite = await import('node:sqlite').then(
	() => true,
	() => false
);

const nodeMajor = Number(process.versions.node.split('.')[0]);

// The same Store behaviour on each SQLite driver this runtime can use: node:sqlite needs Node
// 22.13+; better-sqlite3 12 aborts on Node 24.19+ (see sqlite-driver.ts), where it is not used.
describe.each([
	['better-sqlite3', nodeMajor < 24, 'skipped: better-sqlite3 12 is not used on Node 24+'],
	['node:sqlite', hasNodeSqlite, 'skipped: node:sqlite needs Node 22.13+']
] as const)('SQLite store via %s', (driver, available, why) => {
	if (!available) it.skip(why, () => {});
	const dirs: string[] = [];
	const stores: Store[] = [];
	afterEach(async () => {
		for (const s of stores.splice(0)) await s.close();
		for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
	});

	async function open(dir?: string) {
		const dataDir = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-store-'));
		if (!dir) dirs.push(dataDir);
		process.env.SQLITE_DRIVER = driver;
		try {
			const store = await createStore({ dataDir, databaseUrl: null });
			stores.push(store);
			return { store, dataDir };
		} finally {
			delete process.env.SQLITE_DRIVER;
		}
	}

	it.skipIf(!available)('seeds the built-in plans and migrates idempotently', async () => {
		const { store, dataDir } = await open();
		expect(await store.listPlans()).toEqual([
			{ name: 'free', perMinute: 60, perMonth: 1000 },
			{ name: 'pro', perMinute: 600, perMonth: 100000 },
			{ name: 'unlimited', perMinute: null, perMonth: null }
		]);
		const again = await open(dataDir);
		expect((await again.store.listPlans()).length).toBe(3);
	});

	it.skipIf(!available)('resolves keys to principals, forgets revoked ones and counts changes', async () => {
		const { store } = await open();
		const account = await store.createAccount('Mixed@Example.com', 'free');
		expect(account).toMatchObject({ email: 'mixed@example.com', plan: 'free', active: true });
		expect((await store.findAccountByEmail('MIXED@example.com'))?.id).toBe(account.id);
		const key = generateApiKey();
		const record = await store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: 'ci' });
		expect(await store.findPrincipalByKeyHash(hashApiKey(key))).toEqual({
			keyId: record.id,
			keyHash: hashApiKey(key),
			accountId: account.id,
			active: true,
			plan: { name: 'free', perMinute: 60, perMonth: 1000 }
		});
		const before = await store.changeCounter();
		await store.setAccountActive(account.id, false);
		expect((await store.findPrincipalByKeyHash(hashApiKey(key)))?.active).toBe(false);
		await store.upsertPlan({ name: 'free', perMinute: 5, perMonth: null });
		expect((await store.findPrincipalByKeyHash(hashApiKey(key)))?.plan).toEqual({ name: 'free', perMinute: 5, perMonth: null });
		expect(await store.revokeApiKey({ keyHash: hashApiKey(key) })).toBe(true);
		expect(await store.revokeApiKey({ keyHash: hashApiKey(key) })).toBe(false);
		expect(await store.findPrincipalByKeyHash(hashApiKey(key))).toBeNull();
		expect(await store.changeCounter()).toBe(before + 3);
		const [listed] = await store.listApiKeys(account.id);
		expect(listed.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
		expect(listed.name).toBe('ci');
	});

	it.skipIf(!available)('adds usage with upserts and sums a month', async () => {
		const { store } = await open();
		const { id } = await store.createAccount('usage@example.com', 'free');
		await store.addUsage([
			{ accountId: id, day: '2026-11-01', operation: 'hash', count: 2 },
			{ accountId: id, day: '2026-11-30', operation: 'jwt-decoder', count: 1 },
			{ accountId: id, day: '2026-12-01', operation: 'hash', count: 7 }
		]);
		await store.addUsage([{ accountId: id, day: '2026-11-01', operation: 'hash', count: 3 }]);
		expect(await store.monthUsage(id, '2026-11')).toBe(6);
		expect(await store.monthUsage(id, '2026-12')).toBe(7);
		expect(await store.monthUsage(id, '2026-10')).toBe(0);
		const key = generateApiKey();
		const record = await store.createApiKey({ accountId: id, keyHash: hashApiKey(key), hint: keyHint(key), name: null });
		await store.touchApiKeys(new Map([[record.id, '2026-11-21T10:00:00.000Z']]));
		expect((await store.listApiKeys(id))[0].lastUsedAt).toBe('2026-11-21T10:00:00.000Z');
	});
});
