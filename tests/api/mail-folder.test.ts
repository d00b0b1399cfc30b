/**
 * A server without SMTP_URL, over real HTTP (docs/operations.md, "Mail"): every answer that mails
 * a link says `delivery: "mail-folder"` (the pages word their notices from it) and never carries
 * the link; the operator CLI's `accounts verify-link` prints a fresh link in place of the filed
 * one (the store keeps only hashes), which voids the earlier one, and following it confirms the
 * address. The same answers over SMTP say `delivery: "smtp"`: tests/api/email-flows.test.ts.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';
import { filedMails, mailedLink, SUBJECTS, waitForFiledMail } from '../peers/mail';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'correct horse battery';
/** What the answers say of a link in the mail folder (src/lib/server/auth/mailed-links.ts). */
const IN_FOLDER = "is written to the server's mail folder (DATA_DIR/mail/) for its operator: this server sends no e-mail";

let server: Server;
beforeAll(async () => {
	server = await startServer();
});
afterAll(() => server?.stop());

/** A browser-like client of the server: keeps its session cookie. */
function client() {
	let cookie: string | null = null;
	return async (route: string, body?: unknown) => {
		const res = await fetch(`${server.url}/account${route}`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie: `utilkit_session=${cookie}` } : {}) },
			body: body === undefined ? undefined : JSON.stringify(body)
		});
		const set = /utilkit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
		if (set) cookie = set[1] || null;
		const text = await res.text();
		return { status: res.status, text, body: JSON.parse(text) as Record<string, unknown> };
	};
}

/** The operator CLI with the server's environment, as an operator runs it: exit code, stdout and stderr. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
	try {
		const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, env: server.env });
		return { code: 0, stdout, stderr };
	} catch (err) {
		const failed = err as { code: number; stdout: string; stderr: string };
		return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
	}
}

/** Posts a token as the /verify-email page does. */
const follow = (token: string) => client()('/verify', { token });

describe('the answers say where the mail went, never what it holds', () => {
	it('sign-up, resend, change of address and forgot password answer delivery "mail-folder", and no link', async () => {
		const c = client();
		expect((await c('/session')).body).toEqual({ account: null, delivery: 'mail-folder' });
		const signup = await c('/signup', { email: 'folder@example.com', password: PASSWORD });
		expect(signup.status).toBe(200);
		expect(signup.body).toEqual({
			detail: `If this address was not registered yet, the account now exists: sign in with it. A link to confirm the address ${IN_FOLDER}.`,
			delivery: 'mail-folder'
		});
		expect((await c('/signin', { email: 'folder@example.com', password: PASSWORD })).status).toBe(200);
		const resend = await c('/verify/resend', {});
		expect(resend.body).toEqual({ detail: `A new link to confirm folder@example.com ${IN_FOLDER}`, delivery: 'mail-folder' });
		const change = await c('/email', { email: 'folder-new@example.com', current_password: PASSWORD });
		expect(change.body).toEqual({
			detail: `If folder-new@example.com can be used, a link to confirm it ${IN_FOLDER}; the address changes when it is followed`,
			delivery: 'mail-folder'
		});
		const forgot = await client()('/password/forgot', { email: 'folder@example.com' });
		expect(forgot.body).toEqual({
			detail: `If an account signs in with this address, a link to choose a new password ${IN_FOLDER}. It works for 30 minutes.`,
			delivery: 'mail-folder'
		});
		expect((await c('/session')).body).toMatchObject({ account: { email: 'folder@example.com', email_verified: false }, delivery: 'mail-folder' });

		// The links are in the folder, and in no answer.
		await waitForFiledMail(server.dataDir, 'folder@example.com', SUBJECTS.reset);
		await waitForFiledMail(server.dataDir, 'folder-new@example.com', SUBJECTS.change);
		const tokens = (await filedMails(server.dataDir)).filter((m) => /#token=/.test(m.text)).map((m) => mailedLink(m).token);
		expect(tokens.length).toBeGreaterThanOrEqual(4);
		for (const answer of [signup, resend, change, forgot]) {
			expect(answer.text).not.toMatch(/#token=|verify-email|reset-password/);
			for (const token of tokens) expect(answer.text).not.toContain(token);
		}
	});
});

describe('accounts verify-link (the operator CLI)', () => {
	it('prints a fresh link that confirms a sign-up; the filed one stops working, and it says so', async () => {
		const c = client();
		expect((await c('/signup', { email: 'Pending@Example.com', password: PASSWORD })).status).toBe(200);
		const filed = mailedLink(await waitForFiledMail(server.dataDir, 'pending@example.com', SUBJECTS.verify));

		const printed = await cli('accounts', 'verify-link', '--email', 'Pending@Example.com');
		expect(printed.code).toBe(0);
		// stdout is the link alone (for scripts); what it is and what it voided goes to stderr.
		const lines = printed.stdout.trim().split('\n');
		expect(lines).toHaveLength(1);
		const link = new URL(lines[0]);
		expect(link.origin).toBe(server.url);
		expect(link.pathname).toBe('/verify-email');
		const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
		expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(token).not.toBe(filed.token);
		expect(printed.stderr).toBe('A new link that confirms pending@example.com, for 24 hours. Links issued for it before no longer work.\n');

		// The filed link was voided by the new one, which confirms the address (once).
		expect((await follow(filed.token)).status).toBe(400);
		expect(await follow(token)).toMatchObject({ status: 200, body: { email: 'pending@example.com' } });
		expect((await follow(token)).status).toBe(400);
		expect((await c('/signin', { email: 'pending@example.com', password: PASSWORD })).status).toBe(200);
		expect((await c('/keys', {})).status).toBe(201);

		// Confirmed, it needs no link.
		const again = await cli('accounts', 'verify-link', '--email', 'pending@example.com');
		expect(again).toMatchObject({ code: 1, stdout: '' });
		expect(again.stderr).toContain('pending@example.com is already confirmed');
	}, 120_000);

	it('prints a fresh link for a pending change of address, in the language asked, and following it changes the address', async () => {
		const c = client();
		expect((await c('/signup', { email: 'mover@example.com', password: PASSWORD })).status).toBe(200);
		expect((await c('/signin', { email: 'mover@example.com', password: PASSWORD })).status).toBe(200);
		expect((await c('/email', { email: 'moved@example.com', current_password: PASSWORD })).status).toBe(200);
		const filed = mailedLink(await waitForFiledMail(server.dataDir, 'moved@example.com', SUBJECTS.change));

		const printed = await cli('accounts', 'verify-link', '--email', 'moved@example.com', '--lang', 'es');
		expect(printed.code).toBe(0);
		const link = new URL(printed.stdout.trim());
		expect(link.pathname).toBe('/es/verify-email');
		expect(printed.stderr).toBe(
			'A new link that changes the address of mover@example.com to moved@example.com, for 24 hours. The link issued before no longer works.\n'
		);
		expect((await follow(filed.token)).status).toBe(400);
		const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
		expect(await follow(token)).toMatchObject({ status: 200, body: { email: 'moved@example.com' } });
		expect((await c('/me')).body).toMatchObject({ email: 'moved@example.com', email_verified: true });
	}, 120_000);

	it('says why when there is nothing to confirm, and refuses a language it does not have', async () => {
		const nobody = await cli('accounts', 'verify-link', '--email', 'nobody@example.com');
		expect(nobody).toMatchObject({ code: 1, stdout: '' });
		expect(nobody.stderr).toContain('No account signed up with nobody@example.com, and no account asked to change its address to it');
		expect((await cli('keys', 'create', '--email', 'operator-made@example.com')).code).toBe(0);
		const made = await cli('accounts', 'verify-link', '--email', 'operator-made@example.com');
		expect(made).toMatchObject({ code: 1, stdout: '' });
		// The operator vouches for the accounts the CLI makes: confirmed from the start.
		expect(made.stderr).toContain('operator-made@example.com is already confirmed');
		const lang = await cli('accounts', 'verify-link', '--email', 'nobody@example.com', '--lang', 'fr');
		expect(lang).toMatchObject({ code: 2, stdout: '' });
		expect(lang.stderr).toContain('--lang must be one of en, pt-BR, es');
		expect((await cli('accounts', 'verify-link')).code).toBe(2);
	}, 120_000);
});
