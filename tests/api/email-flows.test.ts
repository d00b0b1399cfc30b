/**
 * Accounts you can trust, over real HTTP against the built server with a real SMTP server on
 * 127.0.0.1 (docs/security.md, "Account pre-claiming" and "Password reset"): the links are taken
 * from the received mails and followed as the pages do. Without SMTP_URL the same mails are
 * filed in DATA_DIR/mail/. The CLI gives no key and no plan to an unconfirmed app account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';
import { mailedLink, startSmtpPeer, SUBJECTS, waitForFiledMail, type SmtpPeer } from '../peers/mail';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple orbit lantern';
let smtp: SmtpPeer;
let server: Server;

beforeAll(async () => {
	smtp = await startSmtpPeer();
	server = await startServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Utilkit <noreply@utilkit.test>' });
});
afterAll(async () => {
	await server?.stop();
	await smtp?.close();
});

/** A browser-like client of `s`: keeps its session cookie. */
function client(s: () => Server = () => server) {
	let cookie: string | null = null;
	return async (route: string, body?: unknown) => {
		const res = await fetch(`${s().url}/account${route}`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie: `utilkit_session=${cookie}` } : {}) },
			body: body === undefined ? undefined : JSON.stringify(body)
		});
		const set = /utilkit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
		if (set) cookie = set[1] || null;
		return { status: res.status, body: (await res.json()) as Record<string, unknown> };
	};
}

async function signUpAndIn(email: string, c = client()) {
	expect((await c('/signup', { email, password: PASSWORD })).status).toBe(200);
	expect((await c('/signin', { email, password: PASSWORD })).status).toBe(200);
	expect((await c('/profile', { name: 'Grace' })).status).toBe(200);
	return c;
}

describe('over SMTP', () => {
	it('sign-up → mail → verify → key', async () => {
		const since = smtp.mails.length;
		// Over a relay the answers say so (the pages word their notices from it; tests/api/mail-folder.test.ts without one).
		const signup = await client()('/signup', { email: 'grace@example.com', password: PASSWORD });
		expect(signup.body).toEqual({
			detail: 'If this address was not registered yet, the account now exists: sign in with it. A link to confirm the address is on its way.',
			delivery: 'smtp'
		});
		const c = await signUpAndIn('grace@example.com');
		expect((await c('/session')).body).toMatchObject({ account: { email: 'grace@example.com' }, delivery: 'smtp' });
		await smtp.waitFor('grace@example.com', SUBJECTS.verify, since);
		const resent = smtp.mails.length;
		expect((await c('/verify/resend', {})).body).toEqual({ detail: 'A new link to confirm grace@example.com is on its way', delivery: 'smtp' });
		// The newest link (the resent one): it voided the first.
		const mail = await smtp.waitFor('grace@example.com', SUBJECTS.verify, resent);
		expect(mail.from).toMatch(/^"?Utilkit"? <noreply@utilkit\.test>$/);
		const { url, token } = mailedLink(mail);
		expect(url.origin).toBe(server.url);
		expect(url.pathname).toBe('/verify-email');
		expect((await c('/keys', {})).status).toBe(403);
		expect((await client()('/verify', { token })).status).toBe(200);
		const key = await c('/keys', {});
		expect(key.status).toBe(201);
		const hash = await server.post('/hash', { input: 'abc', algorithms: ['sha256'] }, { 'x-api-key': String(key.body.key) });
		expect(hash.status).toBe(200);
	});

	it('forgot → mail → reset: the new password signs in, the old one and the old session do not', async () => {
		const c = await signUpAndIn('hopper@example.com');
		const since = smtp.mails.length;
		expect((await client()('/password/forgot', { email: 'hopper@example.com', lang: 'es' })).body).toEqual({
			detail: 'If an account signs in with this address, a link to choose a new password is on its way. It works for 30 minutes.',
			delivery: 'smtp'
		});
		const mail = await smtp.waitFor('hopper@example.com', /^Restablece tu contraseña/, since);
		const { url, token } = mailedLink(mail);
		expect(url.pathname).toBe('/es/reset-password');
		expect((await client()('/password/reset', { token, new_password: NEW_PASSWORD })).status).toBe(200);
		expect((await c('/me')).status).toBe(401);
		const fresh = client();
		expect((await fresh('/signin', { email: 'hopper@example.com', password: PASSWORD })).status).toBe(401);
		expect((await fresh('/signin', { email: 'hopper@example.com', password: NEW_PASSWORD })).status).toBe(200);
		expect((await client()('/password/reset', { token, new_password: 'another fine passphrase' })).status).toBe(400);
	});

	it('a relay that is down loses the mail, not the answer', async () => {
		const down = await startServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
		try {
			const c = client(() => down);
			expect((await c('/signup', { email: 'nomail@example.com', password: PASSWORD })).status).toBe(200);
			expect((await c('/password/forgot', { email: 'nomail@example.com' })).status).toBe(200);
		} finally {
			await down.stop();
		}
		expect(down.output()).toMatch(/mail not sent/);
		expect(down.output()).not.toMatch(/#token=/);
	}, 120_000);
});

/** The documented refusal of a link that no longer works (docs/api.md, "The app's mailed links"). */
const VOID_LINK = {
	status: 400,
	body: { detail: 'This link does not work: it was used already, it expired, a newer link or a new password replaced it, or it was copied incompletely. Ask for a new one.' }
};

describe('pending links when the password or the address changes (docs/security.md, "Pending links")', () => {
	it('the takeover: a thief who knows the password asks for their own address; after the owner’s reset that link is refused and no reset reaches the thief', async () => {
		let since = smtp.mails.length;
		const owner = await signUpAndIn('quarry@example.com');
		expect((await client()('/verify', { token: mailedLink(await smtp.waitFor('quarry@example.com', SUBJECTS.verify, since)).token })).status).toBe(200);
		const thief = client();
		expect((await thief('/signin', { email: 'quarry@example.com', password: PASSWORD })).status).toBe(200);
		since = smtp.mails.length;
		expect((await thief('/email', { email: 'intruder@example.com', current_password: PASSWORD })).status).toBe(200);
		const change = mailedLink(await smtp.waitFor('intruder@example.com', SUBJECTS.change, since));
		expect(change.url.pathname).toBe('/verify-email');

		since = smtp.mails.length;
		expect((await client()('/password/forgot', { email: 'quarry@example.com' })).status).toBe(200);
		const reset = mailedLink(await smtp.waitFor('quarry@example.com', SUBJECTS.reset, since));
		expect((await client()('/password/reset', { token: reset.token, new_password: NEW_PASSWORD })).status).toBe(200);
		expect((await owner('/me')).status).toBe(401);
		expect((await thief('/me')).status).toBe(401);

		expect(await client()('/verify', { token: change.token })).toEqual(VOID_LINK);
		const back = client();
		expect((await back('/signin', { email: 'quarry@example.com', password: NEW_PASSWORD })).status).toBe(200);
		expect((await back('/me')).body.email).toBe('quarry@example.com');
		// A reset through the thief's address: the same answer as for any address, and no link. A
		// sign-up of that address right after gets a confirmation (not "already registered"): no
		// account has it, and that mail marks the point by which a reset mail would have come.
		since = smtp.mails.length;
		expect((await client()('/password/forgot', { email: 'intruder@example.com' })).status).toBe(200);
		expect((await client()('/signup', { email: 'intruder@example.com', password: 'a wholly unrelated passphrase' })).status).toBe(200);
		await smtp.waitFor('intruder@example.com', SUBJECTS.verify, since);
		expect(smtp.mails.slice(since).filter((m) => m.to === 'intruder@example.com' && SUBJECTS.reset.test(m.subject))).toEqual([]);
	});

	it('a password change voids the pending change link and reset link', async () => {
		const c = await signUpAndIn('turing@example.com');
		let since = smtp.mails.length;
		expect((await c('/email', { email: 'turing-new@example.com', current_password: PASSWORD })).status).toBe(200);
		const change = mailedLink(await smtp.waitFor('turing-new@example.com', SUBJECTS.change, since));
		since = smtp.mails.length;
		expect((await client()('/password/forgot', { email: 'turing@example.com' })).status).toBe(200);
		const reset = mailedLink(await smtp.waitFor('turing@example.com', SUBJECTS.reset, since));

		expect((await c('/password', { current_password: PASSWORD, new_password: NEW_PASSWORD })).status).toBe(200);
		expect(await client()('/verify', { token: change.token })).toEqual(VOID_LINK);
		expect(await client()('/password/reset', { token: reset.token, new_password: 'another fine passphrase' })).toEqual(VOID_LINK);
		expect((await c('/me')).body.email).toBe('turing@example.com');
	});

	it('a newer change request voids the older link: only the newest works', async () => {
		const c = await signUpAndIn('lovelace@example.com');
		let since = smtp.mails.length;
		expect((await c('/email', { email: 'lovelace-1@example.com', current_password: PASSWORD })).status).toBe(200);
		const older = mailedLink(await smtp.waitFor('lovelace-1@example.com', SUBJECTS.change, since));
		since = smtp.mails.length;
		expect((await c('/email', { email: 'lovelace-2@example.com', current_password: PASSWORD })).status).toBe(200);
		const newer = mailedLink(await smtp.waitFor('lovelace-2@example.com', SUBJECTS.change, since));
		expect(await client()('/verify', { token: older.token })).toEqual(VOID_LINK);
		expect(await client()('/verify', { token: newer.token })).toMatchObject({ status: 200, body: { email: 'lovelace-2@example.com' } });
		expect((await c('/me')).body.email).toBe('lovelace-2@example.com');
	});
});

describe('without SMTP_URL', () => {
	it('files each mail in DATA_DIR/mail (0600) and logs it; the link works', async () => {
		const local = await startServer({ LOG_LEVEL: 'info' });
		try {
			const c = client(() => local);
			await signUpAndIn('filed@example.com', c);
			const mail = await waitForFiledMail(local.dataDir, 'filed@example.com', SUBJECTS.verify);
			const { token } = mailedLink(mail);
			const folder = path.join(local.dataDir, 'mail');
			expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
			for (const f of fs.readdirSync(folder)) expect(fs.statSync(path.join(folder, f)).mode & 0o777).toBe(0o600);
			// The log carries the mail for local use (not in production). Log lines are written
			// asynchronously, so the line may reach the output after the file is on disk: wait for it.
			await expect.poll(() => local.output(), { timeout: 30_000 }).toContain(token);
			expect((await c('/verify', { token })).status).toBe(200);
			expect((await c('/keys', {})).status).toBe(201);
		} finally {
			await local.stop();
		}
	}, 120_000);
});

describe('the CLI and unconfirmed accounts', () => {
	it('gives no key and no plan to an app account until its address is confirmed', async () => {
		const since = smtp.mails.length;
		await signUpAndIn('claimed@example.com');
		await expect(server.cli('keys', 'create', '--email', 'claimed@example.com')).rejects.toThrow(/has not confirmed the address/);
		await expect(server.cli('accounts', 'set-plan', '--email', 'claimed@example.com', '--plan', 'pro')).rejects.toThrow(/--allow-unverified/);
		const overridden = await server.cli('keys', 'create', '--email', 'claimed@example.com', '--allow-unverified');
		expect(overridden.trim()).toMatch(/^ukit_/);

		const { token } = mailedLink(await smtp.waitFor('claimed@example.com', SUBJECTS.verify, since));
		expect((await client()('/verify', { token })).status).toBe(200);
		expect((await server.cli('keys', 'create', '--email', 'claimed@example.com')).trim()).toMatch(/^ukit_/);
		await server.cli('accounts', 'set-plan', '--email', 'claimed@example.com', '--plan', 'pro');
		// Accounts the CLI makes itself are the operator's: no confirmation needed.
		expect((await server.cli('keys', 'create', '--email', 'operator-made@example.com')).trim()).toMatch(/^ukit_/);
		expect((await server.cli('keys', 'create', '--email', 'operator-made@example.com')).trim()).toMatch(/^ukit_/);
	}, 180_000);
});
