/**
 * E-mail verification, password reset and change of address in the account service, over a real
 * SQLite store with a clock of the test's own and a mailer that keeps what it is given
 * (docs/security.md, "Account pre-claiming" and "Password reset"). The same flows over HTTP with
 * a real SMTP server: tests/api/email-flows.test.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../store/index.js';
import { UsageMeter } from '../limits/usage-meter.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { createAccountService, MAILS_MAX_PER_ADDRESS, type AccountRequest } from './accounts.js';
import { Authenticator } from './authenticator.js';
import { SessionManager } from './sessions.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-email-links-'));
const store = await createStore({ dataDir: dir, databaseUrl: null });
afterAll(async () => {
	await store.close();
	fs.rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple orbit lantern';
const ORIGIN = 'https://utilkit.example';
const HOUR = 3_600_000;
let clock = Date.UTC(2026, 10, 29, 10, 0, 0);
const mails: OutgoingMail[] = [];
function serviceOver(over: Store) {
	return createAccountService({
		store: over,
		sessions: new SessionManager(over, 30 * 86_400_000, () => clock),
		authenticator: new Authenticator(over),
		meter: new UsageMeter(over),
		logger: pino({ level: 'silent' }),
		mailer: { delivery: 'smtp', send: async (mail) => void mails.push(mail), close: () => undefined },
		publicOrigin: ORIGIN,
		now: () => clock
	});
}
const service = serviceOver(store);

/**
 * Runs once, right before the next link to `email` is stored: a step of another request that
 * lands between a request's checks and its writes, which no timing could aim at reliably.
 */
let beforeLinkTo: { email: string; run: () => Promise<void> } | null = null;
const interleaved: Store = new Proxy(store, {
	get(target, prop) {
		if (prop === 'createEmailToken') {
			return async (token: Parameters<Store['createEmailToken']>[0]) => {
				const hook = beforeLinkTo?.email === token.email ? beforeLinkTo : null;
				if (hook) {
					beforeLinkTo = null;
					await hook.run();
				}
				return target.createEmailToken(token);
			};
		}
		const value = Reflect.get(target, prop, target);
		return typeof value === 'function' ? value.bind(target) : value;
	}
});
/** The same service over a store where `beforeLinkTo` can step in. */
const interleavedService = serviceOver(interleaved);

let ip = 0;
/** A browser of its own (cookie jar) at a client address of its own, so attempt limits of one test do not reach another. */
function browser(host = 'utilkit.example', via = service) {
	let cookie: string | null = null;
	const clientIp = `192.0.2.${++ip}`;
	return async (method: 'GET' | 'POST', route: string, body?: unknown) => {
		const req: AccountRequest = {
			method,
			path: route,
			header: (name) => (name === 'content-type' ? 'application/json' : name === 'cookie' && cookie ? `utilkit_session=${cookie}` : undefined),
			body: body === undefined ? null : JSON.stringify(body),
			host,
			secure: false,
			clientIp
		};
		const res = await via.handle(req);
		const set = /utilkit_session=([^;]*)/.exec(res.headers['set-cookie'] ?? '');
		if (set) cookie = set[1] || null;
		return res as { status: number; body: Record<string, unknown> & { detail?: string } };
	};
}

/** The mails sent to `to`, once the service has handed them over. */
async function mailsTo(to: string): Promise<OutgoingMail[]> {
	await service.drain();
	await interleavedService.drain();
	return mails.filter((m) => m.to === to);
}
async function lastMailTo(to: string): Promise<OutgoingMail> {
	const found = await mailsTo(to);
	expect(found.length).toBeGreaterThan(0);
	return found.at(-1)!;
}
function tokenIn(mail: OutgoingMail): { link: string; token: string } {
	const match = /(\S+)#token=([A-Za-z0-9_-]{43})/.exec(mail.text);
	if (!match) throw new Error(`no link in:\n${mail.text}`);
	return { link: match[0], token: match[2] };
}
async function signUp(email: string, lang?: string, host?: string) {
	const b = browser(host);
	expect((await b('POST', '/signup', { email, password: PASSWORD, lang })).status).toBe(200);
	expect((await b('POST', '/signin', { email, password: PASSWORD })).status).toBe(200);
	expect((await b('POST', '/profile', { name: 'Ada' })).status).toBe(200);
	return b;
}

beforeEach(() => {
	clock += 2 * HOUR; // past every hourly mail allowance of the previous test
});

describe('verification at sign-up', () => {
	it('mails a single-use link on the configured origin; until it is followed no key can be made', async () => {
		// The request names another host: links never come from the request (password-reset poisoning).
		const b = await signUp('ada@example.com', undefined, 'evil.example');
		const mail = await lastMailTo('ada@example.com');
		expect(mail.subject).toBe('Confirm your e-mail address for Utilkit');
		const { link, token } = tokenIn(mail);
		expect(link.startsWith(`${ORIGIN}/verify-email#token=`)).toBe(true);
		expect((await b('GET', '/me')).body.email_verified).toBe(false);
		const refused = await b('POST', '/keys', {});
		expect(refused.status).toBe(403);
		expect(refused.body.detail).toMatch(/^Verify your e-mail address/);

		const anyone = browser();
		const verified = await anyone('POST', '/verify', { token });
		expect(verified).toMatchObject({ status: 200, body: { email: 'ada@example.com' } });
		expect((await anyone('POST', '/verify', { token })).status).toBe(400);
		expect((await b('GET', '/me')).body.email_verified).toBe(true);
		expect((await b('POST', '/keys', {})).status).toBe(201);
	});

	it('stores only the hash of a link token', async () => {
		await signUp('hashed@example.com');
		const { token } = tokenIn(await lastMailTo('hashed@example.com'));
		const rows = fs.readFileSync(path.join(dir, 'utilkit.db')).toString('latin1') + (fs.existsSync(path.join(dir, 'utilkit.db-wal')) ? fs.readFileSync(path.join(dir, 'utilkit.db-wal')).toString('latin1') : '');
		expect(rows).not.toContain(token);
		expect(rows).toContain(createHash('sha256').update(token).digest('hex'));
	});

	it('a link works for 24 hours, and only the newest one', async () => {
		const b = await signUp('late@example.com', 'pt-BR');
		const first = tokenIn(await lastMailTo('late@example.com'));
		expect(first.link.startsWith(`${ORIGIN}/pt-BR/verify-email#token=`)).toBe(true);
		expect((await lastMailTo('late@example.com')).subject).toBe('Confirme seu e-mail no Utilkit');
		clock += HOUR;
		expect((await b('POST', '/verify/resend', { lang: 'es' })).status).toBe(200);
		const second = tokenIn(await lastMailTo('late@example.com'));
		expect((await browser()('POST', '/verify', { token: first.token })).status).toBe(400);
		clock += 24 * HOUR + 1000; // 24 h and a second after the second link was made
		expect((await browser()('POST', '/verify', { token: second.token })).status).toBe(400);
		expect((await b('POST', '/verify/resend', {})).status).toBe(200);
		expect((await browser()('POST', '/verify', { token: tokenIn(await lastMailTo('late@example.com')).token })).status).toBe(200);
		expect((await b('POST', '/verify/resend', {})).status).toBe(409);
	});

	it('refuses tokens of another shape, and a reset token as a verification one', async () => {
		const b = browser();
		for (const token of [undefined, 42, '', 'x'.repeat(43) + '=', 'a'.repeat(44)]) expect((await b('POST', '/verify', { token })).status).toBe(400);
		await signUp('kinds@example.com');
		await browser()('POST', '/password/forgot', { email: 'kinds@example.com' });
		const reset = tokenIn(await lastMailTo('kinds@example.com'));
		expect(reset.link).toContain('/reset-password#token=');
		expect((await b('POST', '/verify', { token: reset.token })).status).toBe(400);
	});

	it('a sign-up with a taken address mails its owner instead, and the caller cannot tell', async () => {
		await signUp('taken@example.com');
		const before = (await mailsTo('taken@example.com')).length;
		const again = await browser()('POST', '/signup', { email: 'taken@example.com', password: 'another fine passphrase' });
		const fresh = await browser()('POST', '/signup', { email: 'fresh@example.com', password: PASSWORD });
		expect(again).toEqual(fresh);
		const notice = await lastMailTo('taken@example.com');
		expect((await mailsTo('taken@example.com')).length).toBe(before + 1);
		expect(notice.subject).toBe('Your Utilkit account');
		expect(notice.text).toContain(`${ORIGIN}/forgot-password`);
		expect(notice.text).not.toContain('#token=');
	});

	it(`sends at most ${MAILS_MAX_PER_ADDRESS} mails an hour to one address`, async () => {
		await signUp('flood@example.com'); // mail 1
		const b = browser();
		for (let i = 0; i < MAILS_MAX_PER_ADDRESS + 3; i++) await b('POST', '/signup', { email: 'flood@example.com', password: PASSWORD });
		expect((await mailsTo('flood@example.com')).length).toBe(MAILS_MAX_PER_ADDRESS);
	});
});

describe('password reset', () => {
	it('mails a link only to an account with a password; the answer is the same for any address', async () => {
		await signUp('reset@example.com');
		const known = await browser()('POST', '/password/forgot', { email: 'reset@example.com' });
		const unknown = await browser()('POST', '/password/forgot', { email: 'nobody@example.com' });
		expect(known).toEqual(unknown);
		expect(known.status).toBe(200);
		expect((await lastMailTo('reset@example.com')).subject).toBe('Reset your Utilkit password');
		expect(await mailsTo('nobody@example.com')).toEqual([]);
		expect((await browser()('POST', '/password/forgot', { email: 'not an address' })).status).toBe(422);
	});

	it('sets the password, ends every session, confirms the address, and works once', async () => {
		const phone = await signUp('owner@example.com');
		const laptop = browser();
		await laptop('POST', '/signin', { email: 'owner@example.com', password: PASSWORD });
		await browser()('POST', '/password/forgot', { email: 'owner@example.com' });
		const { link, token } = tokenIn(await lastMailTo('owner@example.com'));
		expect(link.startsWith(`${ORIGIN}/reset-password#token=`)).toBe(true);

		const page = browser();
		const weak = await page('POST', '/password/reset', { token, new_password: 'aaaaaaaaaa' });
		expect(weak.status).toBe(422);
		expect(weak.body.detail).toMatch(/^new_password/);
		const done = await page('POST', '/password/reset', { token, new_password: NEW_PASSWORD });
		expect(done).toMatchObject({ status: 200, body: { signed_out_sessions: 2 } });
		expect((await page('POST', '/password/reset', { token, new_password: 'another fine passphrase' })).status).toBe(400);
		expect((await phone('GET', '/me')).status).toBe(401);
		expect((await laptop('GET', '/me')).status).toBe(401);
		const after = browser();
		expect((await after('POST', '/signin', { email: 'owner@example.com', password: PASSWORD })).status).toBe(401);
		expect((await after('POST', '/signin', { email: 'owner@example.com', password: NEW_PASSWORD })).status).toBe(200);
		expect((await after('GET', '/me')).body.email_verified).toBe(true);
	});

	it('a reset link works for 30 minutes', async () => {
		await signUp('slow@example.com');
		await browser()('POST', '/password/forgot', { email: 'slow@example.com' });
		const { token } = tokenIn(await lastMailTo('slow@example.com'));
		clock += 30 * 60_000 + 1000;
		expect((await browser()('POST', '/password/reset', { token, new_password: NEW_PASSWORD })).status).toBe(400);
	});

	it('the pre-claimed account: its owner takes it over by a reset, and the claimant is signed out', async () => {
		const claimant = await signUp('victim@example.com'); // someone else signed up with the victim's address
		await browser()('POST', '/password/forgot', { email: 'victim@example.com' });
		const { token } = tokenIn(await lastMailTo('victim@example.com'));
		expect((await browser()('POST', '/password/reset', { token, new_password: NEW_PASSWORD })).status).toBe(200);
		expect((await claimant('GET', '/me')).status).toBe(401);
		expect((await claimant('POST', '/signin', { email: 'victim@example.com', password: PASSWORD })).status).toBe(401);
	});
});

describe('change of address', () => {
	it('needs the password, mails the new address, and changes only when the link is followed', async () => {
		const b = await signUp('old@example.com');
		expect((await b('POST', '/email', { email: 'new@example.com', current_password: 'wrong password here' })).status).toBe(403);
		expect((await b('POST', '/email', { email: 'old@example.com', current_password: PASSWORD })).status).toBe(422);
		expect((await b('POST', '/email', { email: 'New@Example.com', current_password: PASSWORD })).status).toBe(200);
		expect((await b('GET', '/me')).body.email).toBe('old@example.com');
		const mail = await lastMailTo('new@example.com');
		expect(mail.subject).toBe('Confirm your new e-mail address for Utilkit');
		expect((await browser()('POST', '/verify', { token: tokenIn(mail).token })).body).toMatchObject({ email: 'new@example.com' });
		expect((await b('GET', '/me')).body).toMatchObject({ email: 'new@example.com', email_verified: true });
		expect((await lastMailTo('old@example.com')).subject).toBe('The e-mail address of your Utilkit account changed');
	});

	it('a taken address gets no link, and one taken after the link was sent is not changed to', async () => {
		const b = await signUp('mover@example.com');
		await signUp('holder@example.com');
		const before = (await mailsTo('holder@example.com')).length;
		expect((await b('POST', '/email', { email: 'holder@example.com', current_password: PASSWORD })).status).toBe(200);
		expect((await mailsTo('holder@example.com')).length).toBe(before);

		expect((await b('POST', '/email', { email: 'later@example.com', current_password: PASSWORD })).status).toBe(200);
		const { token } = tokenIn(await lastMailTo('later@example.com'));
		await signUp('later@example.com');
		expect((await browser()('POST', '/verify', { token })).status).toBe(409);
		expect((await b('GET', '/me')).body.email).toBe('mover@example.com');
	});
});

/** The documented refusal of a link that no longer works (docs/api.md, "The app's mailed links"). */
const VOID_LINK = {
	status: 400,
	body: { detail: 'This link does not work: it was used already, it expired, a newer link or a new password replaced it, or it was copied incompletely. Ask for a new one.' }
};

/** What a client reads of an answer: its status and body. */
const answer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

describe('pending links when the password or the address changes (docs/security.md, "Pending links")', () => {
	it('the takeover: a thief who knows the password asks for their own address; the owner’s reset voids that link, and no reset reaches the thief', async () => {
		const owner = await signUp('prey@example.com');
		expect((await browser()('POST', '/verify', { token: tokenIn(await lastMailTo('prey@example.com')).token })).status).toBe(200);
		const thief = browser();
		expect((await thief('POST', '/signin', { email: 'prey@example.com', password: PASSWORD })).status).toBe(200);
		expect((await thief('POST', '/email', { email: 'thief@example.com', current_password: PASSWORD })).status).toBe(200);
		const change = tokenIn(await lastMailTo('thief@example.com'));

		// The owner notices and resets the password through the mailed link: every session ends.
		await browser()('POST', '/password/forgot', { email: 'prey@example.com' });
		const reset = tokenIn(await lastMailTo('prey@example.com'));
		expect((await browser()('POST', '/password/reset', { token: reset.token, new_password: NEW_PASSWORD })).status).toBe(200);
		expect((await owner('GET', '/me')).status).toBe(401);
		expect((await thief('GET', '/me')).status).toBe(401);

		// The thief's pending link no longer moves the account, so their address cannot reset it.
		expect(answer(await browser()('POST', '/verify', { token: change.token }))).toEqual(VOID_LINK);
		const back = browser();
		expect((await back('POST', '/signin', { email: 'prey@example.com', password: NEW_PASSWORD })).status).toBe(200);
		expect((await back('GET', '/me')).body.email).toBe('prey@example.com');
		expect((await browser()('POST', '/password/forgot', { email: 'thief@example.com' })).status).toBe(200);
		expect((await mailsTo('thief@example.com')).map((m) => m.subject)).toEqual(['Confirm your new e-mail address for Utilkit']);
		expect((await browser()('POST', '/signin', { email: 'thief@example.com', password: NEW_PASSWORD })).status).toBe(401);
	});

	it('a password change voids pending change and reset links; the confirmation of the account’s own address still works', async () => {
		const b = await signUp('changer@example.com');
		const confirmation = tokenIn(await lastMailTo('changer@example.com'));
		expect((await b('POST', '/email', { email: 'changer-new@example.com', current_password: PASSWORD })).status).toBe(200);
		const change = tokenIn(await lastMailTo('changer-new@example.com'));
		await browser()('POST', '/password/forgot', { email: 'changer@example.com' });
		const reset = tokenIn(await lastMailTo('changer@example.com'));
		expect(reset.link).toContain('/reset-password#token=');

		expect((await b('POST', '/password', { current_password: PASSWORD, new_password: NEW_PASSWORD })).status).toBe(200);
		expect(answer(await browser()('POST', '/verify', { token: change.token }))).toEqual(VOID_LINK);
		expect(answer(await browser()('POST', '/password/reset', { token: reset.token, new_password: 'another fine passphrase' }))).toEqual(VOID_LINK);
		expect((await browser()('POST', '/verify', { token: confirmation.token })).body).toMatchObject({ email: 'changer@example.com' });
		expect((await b('GET', '/me')).body).toMatchObject({ email: 'changer@example.com', email_verified: true });
	});

	it('a newer change request voids the older link: only the newest works', async () => {
		const b = await signUp('twice@example.com');
		expect((await b('POST', '/email', { email: 'first@example.com', current_password: PASSWORD })).status).toBe(200);
		const first = tokenIn(await lastMailTo('first@example.com'));
		expect((await b('POST', '/email', { email: 'second@example.com', current_password: PASSWORD })).status).toBe(200);
		const second = tokenIn(await lastMailTo('second@example.com'));
		expect(answer(await browser()('POST', '/verify', { token: first.token }))).toEqual(VOID_LINK);
		expect((await browser()('POST', '/verify', { token: second.token })).body).toMatchObject({ email: 'second@example.com' });
		expect((await b('GET', '/me')).body.email).toBe('second@example.com');
	});

	it('a newer change request voids the older link even when it sends none (the new address is taken)', async () => {
		const b = await signUp('undecided@example.com');
		await signUp('occupied@example.com');
		expect((await b('POST', '/email', { email: 'wanted@example.com', current_password: PASSWORD })).status).toBe(200);
		const wanted = tokenIn(await lastMailTo('wanted@example.com'));
		expect((await b('POST', '/email', { email: 'occupied@example.com', current_password: PASSWORD })).status).toBe(200);
		expect(answer(await browser()('POST', '/verify', { token: wanted.token }))).toEqual(VOID_LINK);
		expect((await b('GET', '/me')).body.email).toBe('undecided@example.com');
	});

	it('a reset landing while a change request is between its password check and its link voids that link too', async () => {
		await signUp('raced@example.com');
		const thief = browser(undefined, interleavedService);
		expect((await thief('POST', '/signin', { email: 'raced@example.com', password: PASSWORD })).status).toBe(200);
		await browser()('POST', '/password/forgot', { email: 'raced@example.com' });
		const reset = tokenIn(await lastMailTo('raced@example.com'));
		let resetStatus = 0;
		beforeLinkTo = {
			email: 'racer@example.com',
			run: async () => {
				resetStatus = (await browser()('POST', '/password/reset', { token: reset.token, new_password: NEW_PASSWORD })).status;
			}
		};
		const asked = await thief('POST', '/email', { email: 'racer@example.com', current_password: PASSWORD });
		expect(resetStatus).toBe(200);
		expect(answer(asked)).toEqual({ status: 409, body: { detail: 'The password changed while this request was made: no link was sent. Sign in again and ask once more.' } });
		expect(await mailsTo('racer@example.com')).toEqual([]);
		expect((await thief('GET', '/me')).status).toBe(401);
	});

	it('a sign-up confirmation link does not move the account back to the address it left', async () => {
		const b = await signUp('left@example.com');
		const confirmation = tokenIn(await lastMailTo('left@example.com'));
		expect((await b('POST', '/email', { email: 'arrived@example.com', current_password: PASSWORD })).status).toBe(200);
		expect((await browser()('POST', '/verify', { token: tokenIn(await lastMailTo('arrived@example.com')).token })).status).toBe(200);
		expect(answer(await browser()('POST', '/verify', { token: confirmation.token }))).toEqual(VOID_LINK);
		expect((await b('GET', '/me')).body).toMatchObject({ email: 'arrived@example.com', email_verified: true });
	});
});
