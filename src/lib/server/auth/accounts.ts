import type { Logger } from 'pino';
import type { Authenticator } from './authenticator.js';
import type { ChangeEvent } from '../redis/changes.js';
import { generateApiKey, hashApiKey, keyHint } from './api-keys.js';
import { hashPassword, needsRehash, passwordProblem, verifyNothing, verifyPassword, weakPasswordProblem } from './passwords.js';
import { hashSessionToken, sessionCookie, sessionTokenFromCookies, type ResolvedSession, type SessionManager } from './sessions.js';
import { MemoryAttempts, type AttemptBackend } from '../limits/attempt-limiter.js';
import type { AttemptDecision, AttemptRule } from '../limits/limit-rules.js';
import { utcDay, utcMonth, type UsageMeter } from '../limits/usage-meter.js';
import type { Account, ApiKeyRecord, SessionRecord, Store } from '../store/types.js';
import { isStoreUnavailable, STORE_UNAVAILABLE_DETAIL } from '../store/errors.js';
import { summarizeUsage } from './usage-summary.js';
import { createHashingGate, GateFull, type HashingGate } from './hashing-gate.js';
import { defaultKeyName } from '../../account/key-names.js';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from '../../i18n/locales.js';
import { hashSecretToken, SECRET_TOKEN_PATTERN } from './secret-tokens.js';
import { issueLink, linkGoes } from './mailed-links.js';
import { accountMail, type AccountMail } from '../mail/account-mails.js';
import type { Mailer } from '../mail/mailer.js';
import type { EmailTokenPurpose } from '../store/types.js';
import { VOIDED_BY_ADDRESS_CHANGE, VOIDED_BY_CHANGE_REQUEST, VOIDED_BY_PASSWORD_CHANGE, VOIDED_BY_PASSWORD_RESET } from './pending-links.js';

/**
 * Sign-in failures allowed per account from one client address, and per client address over all
 * accounts, in `SIGNIN_WINDOW_MS`: past them that address is refused (429). A lock per account
 * alone would let anyone lock a user out by failing five times (docs/security.md, "Targeted
 * lockout").
 */
export const SIGNIN_MAX_PER_ACCOUNT = 5;
export const SIGNIN_MAX_PER_IP = 20;
/**
 * Failures per account from all addresses together past which each further sign-in of that
 * account waits SIGNIN_SLOWDOWN_MS before it is judged: slowed, never locked, so its owner still
 * gets in while a spread-out guesser gets a few guesses a minute per connection.
 */
export const SIGNIN_ACCOUNT_CEILING = 20;
export const SIGNIN_SLOWDOWN_MS = 2000;
/** Sign-ins, failed or not, per client address in `SIGNIN_WINDOW_MS` (each costs a password hash). */
export const SIGNIN_ALL_MAX_PER_IP = 30;
/** Sessions one account may hold; a new one ends the oldest beyond this. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;
/** Sign-ups allowed per client IP in `SIGNIN_WINDOW_MS` (each costs a password hash and a row). */
export const SIGNUP_MAX_PER_IP = 20;
export const SIGNIN_WINDOW_MS = 15 * 60_000;
/**
 * Keys one account may create per hour. As many as it may hold (MAX_LIVE_KEYS): after a leak
 * its owner can revoke every key and make new ones in one sitting. The limit is on churn: without
 * it a session looping create/revoke writes rows without end; with it, at most 480 a day.
 */
export const KEYS_CREATED_MAX_PER_ACCOUNT = 20;
export const KEYS_CREATED_WINDOW_MS = 60 * 60_000;

/** The attempt limits, by name (the name keys them in Redis and in the cluster primary). */
/** Subject: `<e-mail> <client address>`. */
export const SIGNIN_PER_ACCOUNT: AttemptRule = { name: 'signin-email-ip', max: SIGNIN_MAX_PER_ACCOUNT, windowMs: SIGNIN_WINDOW_MS };
export const SIGNIN_ACCOUNT_SLOWDOWN: AttemptRule = { name: 'signin-email', max: SIGNIN_ACCOUNT_CEILING, windowMs: SIGNIN_WINDOW_MS };
export const SIGNIN_PER_IP: AttemptRule = { name: 'signin-ip', max: SIGNIN_MAX_PER_IP, windowMs: SIGNIN_WINDOW_MS };
export const SIGNIN_ALL_PER_IP: AttemptRule = { name: 'signin-all-ip', max: SIGNIN_ALL_MAX_PER_IP, windowMs: SIGNIN_WINDOW_MS };
export const SIGNUP_PER_IP: AttemptRule = { name: 'signup-ip', max: SIGNUP_MAX_PER_IP, windowMs: SIGNIN_WINDOW_MS };
export const KEYS_CREATED_PER_ACCOUNT: AttemptRule = { name: 'key-create', max: KEYS_CREATED_MAX_PER_ACCOUNT, windowMs: KEYS_CREATED_WINDOW_MS };
/**
 * Mails to one address per hour (sign-up, verification, reset, change of address together):
 * past them no mail goes, so nobody can use the app to flood someone's inbox.
 */
export const MAILS_MAX_PER_ADDRESS = 5;
/** Mail-sending requests (forgot password, resend, change of address) per client address in `SIGNIN_WINDOW_MS`. */
export const MAIL_REQUESTS_MAX_PER_IP = 20;
export const MAILS_PER_ADDRESS: AttemptRule = { name: 'mail-address', max: MAILS_MAX_PER_ADDRESS, windowMs: 60 * 60_000 };
export const MAIL_REQUESTS_PER_IP: AttemptRule = { name: 'mail-ip', max: MAIL_REQUESTS_MAX_PER_IP, windowMs: SIGNIN_WINDOW_MS };
/** Live keys one account may hold. */
export const MAX_LIVE_KEYS = 20;
/** Account endpoints take small JSON bodies; anything larger is refused before parsing. */
export const MAX_ACCOUNT_BODY_BYTES = 16 * 1024;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;
const MAX_LABEL_LENGTH = 60;
const NEW_ACCOUNT_PLAN = 'free';

/** A request to /account/*, as the SvelteKit route hands it over. */
export interface AccountRequest {
	method: string;
	/** Path below /account, e.g. `/signin` or `/keys/key_abc/revoke`. */
	path: string;
	header(name: string): string | undefined;
	body: string | null;
	/** The app's own origin host (`url.host`), for the Origin check. */
	host: string;
	/** Whether cookies must carry `Secure` (the app is served over https). */
	secure: boolean;
	clientIp: string;
}

export interface AccountResponse {
	status: number;
	body: unknown;
	headers: Record<string, string>;
}

interface Deps {
	store: Store;
	sessions: SessionManager;
	authenticator: Authenticator;
	meter: UsageMeter;
	logger: Logger;
	/** Announces a change to other instances (Redis pub/sub when REDIS_URL is set). */
	onChange?: (event: ChangeEvent) => void;
	/** Where sign-in, sign-up and key-creation attempts are counted; this process when not given. */
	attempts?: AttemptBackend;
	/** The cap on password hashing at once in this process (hashing-gate.ts); 4 running, 16 waiting when not given. */
	hashing?: HashingGate;
	/** Where verification and reset links go out (mail/mailer.ts). */
	mailer: Mailer;
	/** The app's public origin, the start of every link in a mail (never taken from a request's Host). */
	publicOrigin: string;
	/**
	 * Multiplies the per-address caps (sign-ins, failed sign-ins, sign-ups, mail requests):
	 * ADDRESS_LIMIT_SCALE, for many people behind one address (a NAT, a proxy without
	 * ADDRESS_HEADER). 1 when not given.
	 */
	addressLimitScale?: number;
	/** How a slowed sign-in waits (tests pass a clock of their own). */
	sleep?: (ms: number) => Promise<void>;
	now?: () => number;
}

type Handler = (req: AccountRequest, ctx: Ctx) => Promise<AccountResponse>;
interface Ctx {
	token: string | null;
	input: Record<string, unknown>;
	params: string[];
}

class Refusal extends Error {
	constructor(
		readonly status: number,
		message: string,
		readonly headers: Record<string, string> = {}
	) {
		super(message);
	}
}

/**
 * The app's account endpoints (JSON, outside /api/v1): sign-up, sign-in, sign-out, profile,
 * password, keys and usage. Framework-free like the API core; `src/routes/account/[...path]`
 * only adapts the request.
 */
export function createAccountService(deps: Deps) {
	const perAddress = (rule: AttemptRule): AttemptRule => ({ ...rule, max: rule.max * (deps.addressLimitScale ?? 1) });
	const signinPerIp = perAddress(SIGNIN_PER_IP);
	const signinAllPerIp = perAddress(SIGNIN_ALL_PER_IP);
	const signupPerIp = perAddress(SIGNUP_PER_IP);
	const mailRequestsPerIp = perAddress(MAIL_REQUESTS_PER_IP);
	const now = deps.now ?? Date.now;
	const attempts = deps.attempts ?? new MemoryAttempts(now);
	const hashing = deps.hashing ?? createHashingGate();
	const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

	/** Password work through the process's cap: a 503 with Retry-After when it is full. */
	async function hashed<T>(work: () => Promise<T>): Promise<T> {
		try {
			return await hashing.run(work);
		} catch (err) {
			if (err instanceof GateFull) throw new Refusal(503, err.message, { 'retry-after': '1' });
			throw err;
		}
	}

	/** A new session for the account; its oldest beyond MAX_SESSIONS_PER_ACCOUNT end. */
	async function newSession(accountId: string): Promise<string> {
		const token = await deps.sessions.create(accountId);
		await deps.store.trimSessions(accountId, MAX_SESSIONS_PER_ACCOUNT);
		return token;
	}
	const ttlSeconds = Math.floor(Math.min(deps.sessions.ttlMs, deps.sessions.maxAgeMs) / 1000);

	const json = (status: number, body: unknown, headers: Record<string, string> = {}): AccountResponse => ({ status, body, headers });
	const iso = (ms: number) => new Date(ms).toISOString();

	/** Mails being sent: answers never wait for the relay (its speed would tell whether an address is registered); `drain` does. */
	const sending = new Set<Promise<void>>();
	function deliver(to: string, mail: AccountMail, locale: Locale): void {
		const sent = deps.mailer
			.send(accountMail(to, mail, locale))
			.catch((err: unknown) => deps.logger.warn({ err, mail: mail.kind }, 'mail not sent'))
			.finally(() => sending.delete(sent));
		sending.add(sent);
	}

	/** Takes one mail to `address` from its hourly allowance; false when it is spent (that mail is not sent). */
	async function mayMail(address: string): Promise<boolean> {
		return (await attempts.take(MAILS_PER_ADDRESS, address)).allowed;
	}

	/** A new single-use link of `purpose` for `email` (the account's earlier ones of that purpose stop working). */
	function newLink(accountId: string, purpose: EmailTokenPurpose, email: string, locale: Locale): Promise<string> {
		return issueLink(deps.store, { accountId, purpose, email, locale, origin: deps.publicOrigin, now: now() });
	}
	/**
	 * Where mails go (`smtp`, or the server's `mail-folder`), in every answer that mails something
	 * and in GET session: the pages word it from this, never from a guess.
	 */
	const delivery = deps.mailer.delivery;
	const goes = linkGoes(delivery);

	/** A mailed link's token from the body, or a 400 (a token of another shape cannot be ours). */
	function tokenFrom(value: unknown): string {
		if (typeof value !== 'string' || !SECRET_TOKEN_PATTERN.test(value)) throw new Refusal(400, INVALID_LINK);
		return value;
	}

	/**
	 * A 403 unless `value` is the account's password. Wrong current passwords count against the
	 * sign-in limit of this account from this address (the same guess), and a 429 ends them.
	 * Gives back the stored hash it checked against.
	 */
	async function checkPassword(req: AccountRequest, account: Account, value: unknown): Promise<string> {
		const message = 'Too many wrong passwords for this account';
		const pair = `${account.email} ${req.clientIp}`;
		const current = typeof value === 'string' ? value : '';
		const ticket = await takeAttempt(SIGNIN_PER_ACCOUNT, pair, message);
		const { ok, stored } = await givingBackOnError([[SIGNIN_PER_ACCOUNT, pair, ticket]], async () => {
			const stored = await deps.store.getPasswordHash(account.id);
			const ok = await hashed(() => (stored && Buffer.byteLength(current) <= 1024 ? verifyPassword(current, stored) : verifyNothing('')));
			return { ok, stored };
		});
		if (!ok || !stored) throw new Refusal(403, 'The current password is wrong');
		await attempts.cancel(SIGNIN_PER_ACCOUNT, pair, ticket);
		return stored;
	}

	/** Sends the account's address a new verification link (sign-up, "send it again"). */
	async function sendVerification(accountId: string, email: string, locale: Locale): Promise<void> {
		if (await mayMail(email)) deliver(email, { kind: 'verify', link: await newLink(accountId, 'verify', email, locale) }, locale);
	}

	/** The signed-in session, or a 401. */
	async function signedIn(ctx: Ctx): Promise<ResolvedSession> {
		const found = await deps.sessions.resolve(ctx.token);
		if (!found) throw new Refusal(401, 'Not signed in');
		return found;
	}

	/** A 429 when the subject has no attempt left (counts nothing). */
	async function checkAttempts(rule: AttemptRule, subject: string, message: string): Promise<void> {
		limited(await attempts.check(rule, subject), message);
	}

	/** Counts one attempt, or a 429 when none is left; the ticket gives it back (`attempts.cancel`). */
	async function takeAttempt(rule: AttemptRule, subject: string, message: string): Promise<string> {
		const admission = await attempts.take(rule, subject);
		limited(admission, message);
		return admission.ticket!;
	}

	/** Runs `work`; when it throws (the store failed: no guess was judged), the attempts taken are given back. */
	async function givingBackOnError<T>(taken: [AttemptRule, string, string][], work: () => Promise<T>): Promise<T> {
		try {
			return await work();
		} catch (err) {
			for (const [rule, subject, ticket] of taken) await attempts.cancel(rule, subject, ticket);
			throw err;
		}
	}

	function refreshCookie(req: AccountRequest, ctx: Ctx, found: ResolvedSession): Record<string, string> {
		if (!found.extended || !ctx.token) return {};
		// Max-Age to the session's expiry, which the absolute lifetime may bring closer than the sliding one.
		const left = Math.max(0, Math.floor((Date.parse(found.session.expiresAt) - now()) / 1000));
		return { 'set-cookie': sessionCookie(ctx.token, left, req.secure) };
	}

	const routes: Record<string, Partial<Record<'GET' | 'POST', Handler>>> = {
		signup: {
			async POST(req, { input }) {
				const message = 'Too many sign-ups from this network address';
				await checkAttempts(signupPerIp, req.clientIp, message);
				const email = emailFrom(input.email);
				const problem = passwordProblem(input.password) ?? (await weakPasswordProblem(input.password as string, [email]));
				if (problem) throw new Refusal(422, problem);
				// Counted once the input is valid: from here each sign-up costs a hash and maybe a row.
				await takeAttempt(signupPerIp, req.clientIp, message);
				// Hash before looking the address up: a taken address costs the same time as a new one.
				const hash = await hashed(() => hashPassword(input.password as string));
				const locale = localeFrom(input.lang);
				const existing = await deps.store.findAccountByEmail(email);
				if (!existing) {
					let created = null;
					try {
						created = await deps.store.createAccount(email, NEW_ACCOUNT_PLAN, hash);
					} catch (err) {
						// A concurrent sign-up of the same address: the answer stays the same.
						deps.logger.debug({ err }, 'sign-up lost a race');
					}
					if (created) await sendVerification(created.id, email, locale);
				} else if (await mayMail(email)) {
					// The address's owner hears of the attempt (and how to get in); the caller learns nothing.
					const mail: AccountMail = existing.hasPassword
						? { kind: 'already-registered', forgotLink: `${deps.publicOrigin}${localizePath('/forgot-password', locale)}` }
						: { kind: 'operator-account' };
					deliver(email, mail, locale);
				}
				// The same answer whether or not the address was taken (no enumeration), and no session:
				// the page signs in next, which succeeds only with the right password.
				return json(200, { detail: `If this address was not registered yet, the account now exists: sign in with it. A link to confirm the address ${goes}.`, delivery });
			}
		},
		verify: {
			async POST(req, ctx) {
				const tokenHash = hashSecretToken(tokenFrom(ctx.input.token));
				// One page confirms both kinds of address link; a token is of one kind only.
				const used =
					(await deps.store.consumeEmailToken(tokenHash, 'change', iso(now()))) ?? (await deps.store.consumeEmailToken(tokenHash, 'verify', iso(now())));
				if (!used) throw new Refusal(400, INVALID_LINK);
				const account = await deps.store.getAccount(used.accountId);
				if (!account) throw new Refusal(400, INVALID_LINK);
				if (used.purpose === 'change') {
					// A change of address: it takes effect now, unless another account took the address meanwhile.
					const holder = await deps.store.findAccountByEmail(used.email);
					if (holder && holder.id !== account.id) throw new Refusal(409, `Another account now uses ${used.email}: the address was not changed`);
					try {
						await deps.store.setVerifiedEmail(account.id, used.email, iso(now()));
					} catch (err) {
						if (isStoreUnavailable(err)) throw err;
						throw new Refusal(409, `Another account now uses ${used.email}: the address was not changed`);
					}
					await deps.store.deleteEmailTokens(account.id, VOIDED_BY_ADDRESS_CHANGE);
					deps.onChange?.({ kind: 'account', accountId: account.id });
					deliver(account.email, { kind: 'address-changed', newEmail: used.email }, localeFrom(ctx.input.lang));
				} else {
					// A sign-up confirmation of an address the account has left proves nothing about it now.
					if (used.email !== account.email) throw new Refusal(400, INVALID_LINK);
					await deps.store.setVerifiedEmail(account.id, account.email, iso(now()));
				}
				return json(200, { detail: 'E-mail address confirmed', email: used.email });
			}
		},
		'verify/resend': {
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				if (account.emailVerified) throw new Refusal(409, 'This address is already confirmed');
				await takeAttempt(mailRequestsPerIp, req.clientIp, 'Too many mail requests from this network address');
				if (!(await mayMail(account.email))) throw new Refusal(429, `At most ${MAILS_MAX_PER_ADDRESS} mails an hour go to one address: try again later`, { 'retry-after': '3600' });
				deliver(account.email, { kind: 'verify', link: await newLink(account.id, 'verify', account.email, localeFrom(ctx.input.lang)) }, localeFrom(ctx.input.lang));
				return json(200, { detail: `A new link to confirm ${account.email} ${goes}`, delivery });
			}
		},
		email: {
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				const email = emailFrom(ctx.input.email);
				if (email === account.email) throw new Refusal(422, 'email is already the address of this account');
				const checked = await checkPassword(req, account, ctx.input.current_password);
				await takeAttempt(mailRequestsPerIp, req.clientIp, 'Too many mail requests from this network address');
				const locale = localeFrom(ctx.input.lang);
				// Only the newest request stands, also when this one sends no link.
				await deps.store.deleteEmailTokens(account.id, VOIDED_BY_CHANGE_REQUEST);
				// A taken address gets no link (following it could only fail); the answer does not say so.
				const taken = await deps.store.findAccountByEmail(email);
				const link = !taken && (await mayMail(email)) ? await newLink(account.id, 'change', email, locale) : null;
				// A password reset or change that landed after the check above voided the links before
				// this one, not this one: it goes too, and nothing is sent (in either case, so that the
				// answer still does not tell whether the address is taken).
				if ((await deps.store.getPasswordHash(account.id)) !== checked) {
					await deps.store.deleteEmailTokens(account.id, VOIDED_BY_CHANGE_REQUEST);
					throw new Refusal(409, 'The password changed while this request was made: no link was sent. Sign in again and ask once more.');
				}
				if (link) deliver(email, { kind: 'change', link }, locale);
				return json(200, { detail: `If ${email} can be used, a link to confirm it ${goes}; the address changes when it is followed`, delivery });
			}
		},
		'password/forgot': {
			async POST(req, ctx) {
				const email = emailFrom(ctx.input.email);
				await takeAttempt(mailRequestsPerIp, req.clientIp, 'Too many mail requests from this network address');
				const account = await deps.store.findAccountByEmail(email);
				// Only accounts that sign in with a password have one to reset (the CLI's have none).
				if (account?.hasPassword && (await mayMail(email))) {
					const locale = localeFrom(ctx.input.lang);
					deliver(email, { kind: 'reset', link: await newLink(account.id, 'reset', email, locale) }, locale);
				}
				// The same answer whether or not the address is registered.
				return json(200, { detail: `If an account signs in with this address, a link to choose a new password ${goes}. It works for 30 minutes.`, delivery });
			}
		},
		'password/reset': {
			async POST(req, ctx) {
				const token = tokenFrom(ctx.input.token);
				await takeAttempt(signinAllPerIp, req.clientIp, 'Too many sign-ins from this network address');
				const basic = passwordProblem(ctx.input.new_password);
				if (basic) throw new Refusal(422, basic.replace('password', 'new_password'));
				const password = ctx.input.new_password as string;
				const found = await deps.store.findEmailToken(hashSecretToken(token), 'reset', iso(now()));
				const account = found && (await deps.store.getAccount(found.accountId));
				if (!found || !account || account.email !== found.email) throw new Refusal(400, INVALID_LINK);
				const weak = await weakPasswordProblem(password, [account.email]);
				if (weak) throw new Refusal(422, weak.replace('password', 'new_password'));
				const hash = await hashed(() => hashPassword(password));
				// Used up only now, after every check passed: a weak password does not waste the link.
				if (!(await deps.store.consumeEmailToken(found.tokenHash, 'reset', iso(now())))) throw new Refusal(400, INVALID_LINK);
				await deps.store.setPasswordHash(account.id, hash);
				// After the new password, so that no request checked against the old one can add a link
				// behind this (the change request checks again once its link is stored).
				await deps.store.deleteEmailTokens(account.id, VOIDED_BY_PASSWORD_RESET);
				// Following the link proved the mailbox: the address is confirmed too.
				if (!account.emailVerified) await deps.store.setVerifiedEmail(account.id, account.email, iso(now()));
				const ended = await deps.sessions.destroyOthers(account.id, null);
				await attempts.reset(SIGNIN_ACCOUNT_SLOWDOWN, account.email);
				return json(200, { detail: 'Password changed; every session was signed out: sign in with the new password', signed_out_sessions: ended });
			}
		},
		signin: {
			async POST(req, ctx) {
				const email = emailFrom(ctx.input.email);
				const password = typeof ctx.input.password === 'string' ? ctx.input.password : '';
				const pair = `${email} ${req.clientIp}`;
				// Every sign-in from an address counts, failed or not (each costs a password hash).
				await takeAttempt(signinAllPerIp, req.clientIp, 'Too many sign-ins from this network address');
				// Each attempt counts as a failure before the password is checked (so concurrent guesses
				// cannot all pass), and is given back when it succeeds: for this account from this
				// address, then from this address over all accounts.
				const byPair = await takeAttempt(SIGNIN_PER_ACCOUNT, pair, 'Too many failed sign-ins for this account from your network address');
				const byIp = await givingBackOnError([[SIGNIN_PER_ACCOUNT, pair, byPair]], () =>
					takeAttempt(signinPerIp, req.clientIp, 'Too many failed sign-ins from this network address')
				);
				const taken: [AttemptRule, string, string][] = [
					[SIGNIN_PER_ACCOUNT, pair, byPair],
					[signinPerIp, req.clientIp, byIp]
				];
				// Past the account's ceiling (failures from every address) each sign-in waits first,
				// right or wrong, so the wait tells nothing; the account is never locked.
				const byAccount = await attempts.take(SIGNIN_ACCOUNT_SLOWDOWN, email);
				if (!byAccount.allowed) await sleep(SIGNIN_SLOWDOWN_MS);
				else taken.push([SIGNIN_ACCOUNT_SLOWDOWN, email, byAccount.ticket!]);
				const { account, stored, ok } = await givingBackOnError(taken, async () => {
					const account = await deps.store.findAccountByEmail(email);
					const stored = account ? await deps.store.getPasswordHash(account.id) : null;
					const ok = await hashed(() =>
						account && stored && Buffer.byteLength(password) <= 1024 ? verifyPassword(password, stored) : verifyNothing(password.slice(0, 1024))
					);
					return { account, stored, ok };
				});
				if (!ok || !account) throw new Refusal(401, 'Wrong e-mail or password');
				await attempts.reset(SIGNIN_PER_ACCOUNT, pair);
				await attempts.reset(SIGNIN_ACCOUNT_SLOWDOWN, email);
				await attempts.cancel(signinPerIp, req.clientIp, byIp);
				if (stored && needsRehash(stored)) await deps.store.setPasswordHash(account.id, await hashed(() => hashPassword(password)));
				// Rotation: whatever token came with the request is dropped; the session is new.
				await deps.sessions.destroy(ctx.token);
				const token = await newSession(account.id);
				return json(200, accountView(account), { 'set-cookie': sessionCookie(token, ttlSeconds, req.secure) });
			}
		},
		signout: {
			async POST(req, { token }) {
				await deps.sessions.destroy(token);
				return json(200, { detail: 'Signed out' }, { 'set-cookie': sessionCookie('', 0, req.secure) });
			}
		},
		me: {
			async GET(req, ctx) {
				const found = await signedIn(ctx);
				return json(200, accountView(found.account), refreshCookie(req, ctx, found));
			}
		},
		// The page header's question "who is signed in?": signed out is an answer here, not a 401,
		// so a signed-out visit logs no failed request in the browser's console.
		session: {
			async GET(req, ctx) {
				const found = await deps.sessions.resolve(ctx.token);
				if (!found) return json(200, { account: null, delivery });
				return json(200, { account: accountView(found.account), delivery }, refreshCookie(req, ctx, found));
			}
		},
		profile: {
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				const name = textField(ctx.input.name, 'name', MAX_NAME_LENGTH, true);
				const company = textField(ctx.input.company, 'company', MAX_NAME_LENGTH, false);
				await deps.store.setProfile(account.id, { name: name!, company });
				return json(200, accountView({ ...account, name: name!, company }));
			}
		},
		password: {
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				const problem = passwordProblem(ctx.input.new_password) ?? (await weakPasswordProblem(ctx.input.new_password as string, [account.email]));
				if (problem) throw new Refusal(422, problem.replace('password', 'new_password'));
				await checkPassword(req, account, ctx.input.current_password);
				await deps.store.setPasswordHash(account.id, await hashed(() => hashPassword(ctx.input.new_password as string)));
				await deps.store.deleteEmailTokens(account.id, VOIDED_BY_PASSWORD_CHANGE);
				// Every session ends, this one too: it goes on under a new token (rotation), so a copy
				// of the old cookie taken before the change is worth nothing after it.
				const ended = await deps.sessions.destroyOthers(account.id, null);
				const token = await newSession(account.id);
				return json(
					200,
					{ detail: 'Password changed; other sessions were signed out', signed_out_sessions: Math.max(0, ended - 1) },
					{ 'set-cookie': sessionCookie(token, ttlSeconds, req.secure) }
				);
			}
		},
		keys: {
			async GET(req, ctx) {
				const { account } = await signedIn(ctx);
				const keys = await deps.store.listApiKeys(account.id);
				return json(200, { keys: keys.map(keyView) });
			},
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				if (!account.active) throw new Refusal(403, 'Account deactivated by the operator: new keys cannot be created');
				if (!account.emailVerified) throw new Refusal(403, 'Verify your e-mail address before creating a key: follow the link we sent to it');
				const keys = await deps.store.listApiKeys(account.id);
				// A key needs no name from the user: without one it is called "Key 3" (the dashboard says so).
				const label = textField(ctx.input.name, 'name', MAX_LABEL_LENGTH, false) ?? defaultKeyName(keys.map((k) => k.name));
				const live = keys.filter((k) => !k.revokedAt).length;
				if (live >= MAX_LIVE_KEYS) throw new Refusal(409, `An account can hold at most ${MAX_LIVE_KEYS} live keys: revoke one first`);
				const ticket = await takeAttempt(KEYS_CREATED_PER_ACCOUNT, account.id, `An account can create at most ${KEYS_CREATED_MAX_PER_ACCOUNT} keys per hour`);
				const key = generateApiKey();
				const record = await givingBackOnError([[KEYS_CREATED_PER_ACCOUNT, account.id, ticket]], () =>
					deps.store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: label })
				);
				return json(201, { key, ...keyView(record) });
			}
		},
		sessions: {
			async GET(req, ctx) {
				const { account } = await signedIn(ctx);
				const current = ctx.token ? hashSessionToken(ctx.token) : null;
				const sessions = await deps.store.listSessions(account.id, new Date(now()).toISOString());
				return json(200, { sessions: sessions.map((s) => sessionView(s, current)) });
			}
		},
		'sessions/*/end': {
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				const sessions = await deps.store.listSessions(account.id, new Date(now()).toISOString());
				const target = sessions.find((s) => sessionId(s.idHash) === ctx.params[0]);
				if (!target) throw new Refusal(404, 'No live session with this id in your account');
				await deps.store.deleteSession(target.idHash);
				const current = ctx.token !== null && target.idHash === hashSessionToken(ctx.token);
				// Ending this very session is a sign-out: the cookie goes too.
				return json(200, { detail: current ? 'Signed out' : 'Session ended', current }, current ? { 'set-cookie': sessionCookie('', 0, req.secure) } : {});
			}
		},
		'keys/*/revoke': {
			async POST(req, ctx) {
				const { account } = await signedIn(ctx);
				const id = ctx.params[0];
				const own = (await deps.store.listApiKeys(account.id)).find((k) => k.id === id && !k.revokedAt);
				if (!own || !(await deps.store.revokeApiKey({ id }))) throw new Refusal(404, 'No live key with this id in your account');
				// This process stops accepting the key now; others on the Redis announcement (or their change poll).
				deps.authenticator.invalidate();
				deps.onChange?.({ kind: 'key', keyId: id });
				return json(200, { detail: 'Key revoked' });
			}
		},
		usage: {
			async GET(req, ctx) {
				const { account, principal } = await signedIn(ctx);
				await deps.meter.flush();
				const at = now();
				const month = utcMonth(at);
				const rows = await deps.store.usageRows(account.id, `${month}-01`, utcDay(at));
				const { used, days, operations } = summarizeUsage(rows, month, utcDay(at));
				return json(200, {
					month,
					plan: { name: principal.plan.name, per_minute: principal.plan.perMinute, per_month: principal.plan.perMonth },
					used,
					remaining: principal.plan.perMonth === null ? null : Math.max(0, principal.plan.perMonth - used),
					days,
					operations
				});
			}
		}
	};

	/** Answers one request to /account/*. Errors are `{"detail"}`. */
	async function handle(req: AccountRequest): Promise<AccountResponse> {
		const headers: Record<string, string> = { 'cache-control': 'no-store' };
		try {
			const segments = req.path.split('/').filter(Boolean);
			const params: string[] = [];
			let routeKey = segments.join('/');
			// `keys/<id>/revoke`, `sessions/<id>/end`: the middle segment is the id.
			if (segments.length === 3) {
				params.push(segments[1]);
				routeKey = `${segments[0]}/*/${segments[2]}`;
			}
			const route = Object.hasOwn(routes, routeKey) ? routes[routeKey] : undefined;
			if (!route) throw new Refusal(404, 'Not Found');
			const method = req.method === 'HEAD' ? 'GET' : req.method;
			const handler = method === 'GET' || method === 'POST' ? route[method] : undefined;
			if (!handler) throw new Refusal(405, `Method ${req.method} is not allowed here`, { allow: Object.keys(route).join(', ') });
			let input: Record<string, unknown> = {};
			if (method === 'POST') {
				sameOrigin(req);
				input = parseBody(req);
			}
			const answer = await handler(req, { token: sessionTokenFromCookies(req.header('cookie')), input, params });
			return { ...answer, headers: { ...headers, ...answer.headers } };
		} catch (err) {
			if (err instanceof Refusal) return json(err.status, { detail: err.message }, { ...headers, ...err.headers });
			if (isStoreUnavailable(err)) {
				deps.logger.warn({ err, path: req.path }, 'store unavailable');
				return json(503, { detail: STORE_UNAVAILABLE_DETAIL }, { ...headers, 'retry-after': '5' });
			}
			deps.logger.error({ err, path: req.path }, 'account request failed');
			return json(500, { detail: 'Internal Server Error' }, headers);
		}
	}

	/** Waits for the mails being sent (shutdown, tests). */
	async function drain(): Promise<void> {
		await Promise.all([...sending]);
	}

	return { handle, drain };
}

const INVALID_LINK =
	'This link does not work: it was used already, it expired, a newer link or a new password replaced it, or it was copied incompletely. Ask for a new one.';

/** The mail's language: the page's locale when the body names one of ours. */
function localeFrom(value: unknown): Locale {
	return isLocale(value) ? value : DEFAULT_LOCALE;
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * CSRF defence for state-changing requests: a browser always sends Origin on a cross-origin
 * POST, and Sec-Fetch-Site where it knows it; both must name this app. Callers outside a
 * browser send neither and are fine (they hold no victim's cookie). The JSON content type that
 * `parseBody` requires cannot be sent by a cross-site form either.
 */
function sameOrigin(req: AccountRequest): void {
	const site = req.header('sec-fetch-site');
	if (site && site !== 'same-origin' && site !== 'none') throw new Refusal(403, 'Cross-origin requests are refused');
	const origin = req.header('origin');
	if (origin === undefined) return;
	let url: URL | null = null;
	try {
		url = new URL(origin);
	} catch {
		// "null" and other opaque origins are refused below.
	}
	// The host alone is not the origin: URL.host drops default ports, so http://app.example has
	// the host of https://app.example. An app known to be on https (req.secure) takes only https.
	if (url?.host !== req.host || (req.secure && url.protocol !== 'https:')) throw new Refusal(403, 'Cross-origin requests are refused');
}

function parseBody(req: AccountRequest): Record<string, unknown> {
	const type = req.header('content-type')?.split(';', 1)[0].trim().toLowerCase();
	if (type !== 'application/json') throw new Refusal(415, 'Content-Type must be application/json');
	if (req.body === null || req.body.trim() === '') return {};
	if (Buffer.byteLength(req.body) > MAX_ACCOUNT_BODY_BYTES) throw new Refusal(413, `Request body is larger than ${MAX_ACCOUNT_BODY_BYTES} bytes`);
	let parsed: unknown;
	try {
		parsed = JSON.parse(req.body);
	} catch {
		throw new Refusal(422, 'Request body is not valid JSON');
	}
	if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Refusal(422, 'Request body must be a JSON object');
	return parsed as Record<string, unknown>;
}

function limited(decision: AttemptDecision, message: string): void {
	if (!decision.allowed) {
		throw new Refusal(429, `${message}: retry in ${decision.retryAfterSeconds} second${decision.retryAfterSeconds === 1 ? '' : 's'}`, { 'retry-after': String(decision.retryAfterSeconds) });
	}
}

/** A plausible address (one @, a dot in the domain, no spaces), lower-cased. */
function emailFrom(value: unknown): string {
	const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
	if (email.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
		throw new Refusal(422, 'email must be an e-mail address');
	}
	return email;
}

function textField(value: unknown, name: string, max: number, required: boolean): string | null {
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
		if (required) throw new Refusal(422, `${name} is required`);
		return null;
	}
	if (typeof value !== 'string') throw new Refusal(422, `${name} must be a string`);
	const text = value.trim();
	if ([...text].length > max) throw new Refusal(422, `${name} must be at most ${max} characters long`);
	return text;
}

function accountView(account: Account) {
	return {
		email: account.email,
		name: account.name,
		company: account.company,
		plan: account.plan,
		active: account.active,
		created_at: account.createdAt,
		profile_complete: !!account.name,
		email_verified: account.emailVerified
	};
}

function keyView(key: ApiKeyRecord) {
	return {
		id: key.id,
		name: key.name,
		hint: key.hint,
		created_at: key.createdAt,
		last_used_at: key.lastUsedAt,
		revoked_at: key.revokedAt
	};
}

/**
 * A session's id on the dashboard: the first 16 hex digits of its stored hash. It names the
 * session without being its token (the token cannot be derived from it, nor the full hash).
 */
function sessionId(idHash: string): string {
	return idHash.slice(0, 16);
}

function sessionView(session: SessionRecord, currentHash: string | null) {
	return {
		id: sessionId(session.idHash),
		created_at: session.createdAt,
		last_seen_at: session.lastSeenAt,
		expires_at: session.expiresAt,
		current: session.idHash === currentHash
	};
}
