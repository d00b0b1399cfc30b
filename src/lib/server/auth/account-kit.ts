/**
 * What the account handlers share (accounts.ts builds it once per service): the password-hashing
 * gate, attempt counting, mails and their links, the signed-in session and the cookie's refresh.
 */
import type { Logger } from 'pino';
import type { Authenticator } from './authenticator.js';
import type { ChangeEvent } from '../redis/changes.js';
import { verifyNothing, verifyPassword } from './passwords.js';
import { sessionCookie, type ResolvedSession, type SessionManager } from './sessions.js';
import { MemoryAttempts, type AttemptBackend } from '../limits/attempt-limiter.js';
import type { AttemptRule } from '../limits/limit-rules.js';
import type { UsageMeter } from '../limits/usage-meter.js';
import type { Account, EmailTokenPurpose, Store } from '../store/types.js';
import { createHashingGate, GateFull, type HashingGate } from './hashing-gate.js';
import type { Locale } from '../../i18n/locales.js';
import { SECRET_TOKEN_PATTERN } from './secret-tokens.js';
import { issueLink, linkGoes } from './mailed-links.js';
import { accountMail, type AccountMail } from '../mail/account-mails.js';
import type { Mailer } from '../mail/mailer.js';
import { INVALID_LINK, limited, Refusal, type AccountRequest, type Ctx } from './account-http.js';
import { MAIL_REQUESTS_PER_IP, MAILS_PER_ADDRESS, MAX_SESSIONS_PER_ACCOUNT, SIGNIN_ALL_PER_IP, SIGNIN_PER_ACCOUNT, SIGNIN_PER_IP, SIGNUP_PER_IP } from './account-rules.js';

export interface AccountDeps {
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

export function createAccountKit(deps: AccountDeps) {
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

	return {
		deps,
		now,
		attempts,
		sleep,
		signinPerIp,
		signinAllPerIp,
		signupPerIp,
		mailRequestsPerIp,
		hashed,
		newSession,
		ttlSeconds,
		iso,
		sending,
		deliver,
		mayMail,
		newLink,
		delivery,
		goes,
		tokenFrom,
		checkPassword,
		sendVerification,
		signedIn,
		checkAttempts,
		takeAttempt,
		givingBackOnError,
		refreshCookie
	};
}

export type AccountKit = ReturnType<typeof createAccountKit>;
