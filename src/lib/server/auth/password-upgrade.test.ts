/**
 * An account whose password was stored with the earlier scheme (scrypt) signs in as before, and its
 * stored hash becomes Argon2id on that sign-in (docs/security.md, "Keys, secrets and errors" (Passwords)).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from '../store/index.js';
import { UsageMeter } from '../limits/usage-meter.js';
import { createAccountService, type AccountRequest } from './accounts.js';
import { Authenticator } from './authenticator.js';
import { hashPasswordScrypt, parseHash } from './passwords.js';
import { SessionManager } from './sessions.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-password-upgrade-'));
const store = await createStore({ dataDir: dir, databaseUrl: null });
afterAll(async () => {
	await store.close();
	fs.rmSync(dir, { recursive: true, force: true });
});

const service = createAccountService({
	store,
	sessions: new SessionManager(store, 86_400_000),
	authenticator: new Authenticator(store),
	meter: new UsageMeter(store),
	logger: pino({ level: 'silent' }),
	mailer: { delivery: 'smtp', send: async () => undefined, close: () => undefined },
	publicOrigin: 'https://utilkit.example'
});
const signIn = (password: string) => {
	const req: AccountRequest = {
		method: 'POST',
		path: '/signin',
		header: (name) => (name === 'content-type' ? 'application/json' : undefined),
		body: JSON.stringify({ email: 'old@example.com', password }),
		host: 'utilkit.example',
		secure: false,
		clientIp: '192.0.2.1'
	};
	return service.handle(req);
};

describe('passwords stored with scrypt', () => {
	it('sign in, and are re-hashed with Argon2id on that sign-in (a wrong password changes nothing)', async () => {
		const account = await store.createAccount('old@example.com', 'free', await hashPasswordScrypt('an old password'));
		expect((await signIn('not the password')).status).toBe(401);
		expect(parseHash((await store.getPasswordHash(account.id))!)?.scheme).toBe('scrypt');
		expect((await signIn('an old password')).status).toBe(200);
		expect(parseHash((await store.getPasswordHash(account.id))!)?.scheme).toBe('argon2id');
		expect((await signIn('an old password')).status).toBe(200);
	});
});
