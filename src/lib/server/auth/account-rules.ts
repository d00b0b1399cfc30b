/** The account endpoints' limits: attempts, mails, sessions and keys (docs/security.md). */
import type { AttemptRule } from '../limits/limit-rules.js';

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
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_LABEL_LENGTH = 60;
export const NEW_ACCOUNT_PLAN = 'free';
