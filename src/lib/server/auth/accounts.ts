import type { Logger } from 'pino';
import type { Authenticator } from './authenticator.js';
import type { ChangeEvent } from '../redis/changes.js';
import { generateApiKey, hashApiKey, keyHint } from './api-keys.js';
import { hashPassword, needsRehash, passwordProblem, verifyNothing, verifyPassword } from './passwords.js';
import { sessionCookie, sessionTokenFromCookies, type ResolvedSession, type SessionManager } from './sessions.js';
import { AttemptLimiter } from '../limits/attempt-limiter.js';
import { utcDay, utcMonth, type UsageMeter } from '../limits/usage-meter.js';
import type { Account, ApiKeyRecord, Store } from '../store/types.js';
import { isStoreUnavailable, STORE_UNAVAILABLE_DETAIL } from '../store/errors.js';

/** Sign-in failures allowed per e-mail address and per client IP in `SIGNIN_WINDOW_MS`. */
export const SIGNIN_MAX_PER_ACCOUNT = 5;
export const SIGNIN_MAX_PER_IP = 20;
/** Sign-ups allowed per client IP in `SIGNIN_WINDOW_MS` (each costs a password hash and a row). */
export const SIGNUP_MAX_PER_IP = 20;
export const SIGNIN_WINDOW_MS = 15 * 60_000;
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
	const now = deps.now ?? Date.now;
	const perAccount = new AttemptLimiter(SIGNIN_MAX_PER_ACCOUNT, SIGNIN_WINDOW_MS, now);
	const perIp = new AttemptLimiter(SIGNIN_MAX_PER_IP, SIGNIN_WINDOW_MS, now);
	const signupsPerIp = new AttemptLimiter(SIGNUP_MAX_PER_IP, SIGNIN_WINDOW_MS, now);
	const ttlSeconds = Math.floor(deps.sessions.ttlMs / 1000);

	const json = (status: number, body: unknown, headers: Record<string, string> = {}): AccountResponse => ({ status, body, headers });

	/** The signed-in session, or a 401. */
	async function signedIn(ctx: Ctx): Promise<ResolvedSession> {
		const found = await deps.sessions.resolve(ctx.token);
		if (!found) throw new Refusal(401, 'Not signed in');
		return found;
	}

	function refreshCookie(req: AccountRequest, ctx: Ctx, found: ResolvedSession): Record<string, string> {
		return found.extended && ctx.token ? { 'set-cookie': sessionCookie(ctx.token, ttlSeconds, req.secure) } : {};
	}

	const routes: Record<string, Partial<Record<'GET' | 'POST', Handler>>> = {
		signup: {
			async POST(req, { input }) {
				limited(signupsPerIp.check(req.clientIp), 'Too many sign-ups from this network address');
				const email = emailFrom(input.email);
				const problem = passwordProblem(input.password);
				if (problem) throw new Refusal(422, problem);
				// Counted once the input is valid: from here each sign-up costs a hash and maybe a row.
				signupsPerIp.fail(req.clientIp);
				// Hash before looking the address up: a taken address costs the same time as a new one.
				const hashed = await hashPassword(input.password as string);
				const existing = await deps.store.findAccountByEmail(email);
				if (!existing) {
					try {
						await deps.store.createAccount(email, NEW_ACCOUNT_PLAN, hashed);
					} catch (err) {
						// A concurrent sign-up of the same address: the answer stays the same.
						deps.logger.debug({ err }, 'sign-up lost a race');
					}
				}
				// The same answer whether or not the address was taken (no enumeration), and no session:
				// the page signs in next, which succeeds only with the right password.
				return json(200, { detail: 'If this address was not registered yet, the account now exists: sign in with it.' });
			}
		},
		signin: {
			async POST(req, ctx) {
				const email = emailFrom(ctx.input.email);
				const password = typeof ctx.input.password === 'string' ? ctx.input.password : '';
				limited(perAccount.check(email), 'Too many failed sign-ins for this address');
				limited(perIp.check(req.clientIp), 'Too many failed sign-ins from this network address');
				const account = await deps.store.findAccountByEmail(email);
				const stored = account ? await deps.store.getPasswordHash(account.id) : null;
				const ok =
					account && stored && Buffer.byteLength(password) <= 1024 ? await verifyPassword(password, stored) : await verifyNothing(password.slice(0, 1024));
				if (!ok || !account) {
					perAccount.fail(email);
					perIp.fail(req.clientIp);
					throw new Refusal(401, 'Wrong e-mail or password');
				}
				perAccount.reset(email);
				if (stored && needsRehash(stored)) await deps.store.setPasswordHash(account.id, await hashPassword(password));
				// Rotation: whatever token came with the request is dropped; the session is new.
				await deps.sessions.destroy(ctx.token);
				const token = await deps.sessions.create(account.id);
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
				if (!found) return json(200, { account: null });
				return json(200, { account: accountView(found.account) }, refreshCookie(req, ctx, found));
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
				limited(perAccount.check(account.email), 'Too many wrong passwords for this account');
				const current = typeof ctx.input.current_password === 'string' ? ctx.input.current_password : '';
				const problem = passwordProblem(ctx.input.new_password);
				if (problem) throw new Refusal(422, problem.replace('password', 'new_password'));
				const stored = await deps.store.getPasswordHash(account.id);
				const ok = stored && Buffer.byteLength(current) <= 1024 ? await verifyPassword(current, stored) : await verifyNothing('');
				if (!ok) {
					perAccount.fail(account.email);
					throw new Refusal(403, 'The current password is wrong');
				}
				await deps.store.setPasswordHash(account.id, await hashPassword(ctx.input.new_password as string));
				const ended = await deps.sessions.destroyOthers(account.id, ctx.token);
				return json(200, { detail: 'Password changed; other sessions were signed out', signed_out_sessions: ended });
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
				if (!account.name) throw new Refusal(409, 'Complete your profile before creating a key');
				const label = textField(ctx.input.name, 'name', MAX_LABEL_LENGTH, false);
				const live = (await deps.store.listApiKeys(account.id)).filter((k) => !k.revokedAt).length;
				if (live >= MAX_LIVE_KEYS) throw new Refusal(409, `An account can hold at most ${MAX_LIVE_KEYS} live keys: revoke one first`);
				const key = generateApiKey();
				const record = await deps.store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: label });
				return json(201, { key, ...keyView(record) });
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
				const byDay = new Map<string, number>();
				const byOp = new Map<string, number>();
				for (const r of rows) {
					byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.count);
					byOp.set(r.operation, (byOp.get(r.operation) ?? 0) + r.count);
				}
				const used = [...byDay.values()].reduce((a, b) => a + b, 0);
				const days: { day: string; count: number }[] = [];
				for (let d = 1; d <= Number(utcDay(at).slice(8)); d++) {
					const day = `${month}-${String(d).padStart(2, '0')}`;
					days.push({ day, count: byDay.get(day) ?? 0 });
				}
				return json(200, {
					month,
					plan: { name: principal.plan.name, per_minute: principal.plan.perMinute, per_month: principal.plan.perMonth },
					used,
					remaining: principal.plan.perMonth === null ? null : Math.max(0, principal.plan.perMonth - used),
					days,
					operations: [...byOp].map(([operation, count]) => ({ operation, count })).sort((a, b) => b.count - a.count || a.operation.localeCompare(b.operation))
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
			if (segments.length === 3 && segments[0] === 'keys' && segments[2] === 'revoke') {
				params.push(segments[1]);
				routeKey = 'keys/*/revoke';
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

	return { handle };
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
	let host: string | null = null;
	try {
		host = new URL(origin).host;
	} catch {
		// "null" and other opaque origins are refused below.
	}
	if (host !== req.host) throw new Refusal(403, 'Cross-origin requests are refused');
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

function limited(decision: { allowed: boolean; retryAfterSeconds: number }, message: string): void {
	if (!decision.allowed) {
		throw new Refusal(429, `${message}: retry in ${decision.retryAfterSeconds} seconds`, { 'retry-after': String(decision.retryAfterSeconds) });
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
		profile_complete: !!account.name
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
