/** Signing in and out, the session's account, the password change and the list of sessions. */
import { Refusal, emailFrom, json, type Routes } from './account-http.js';
import { SIGNIN_ACCOUNT_SLOWDOWN, SIGNIN_PER_ACCOUNT, SIGNIN_SLOWDOWN_MS } from './account-rules.js';
import { accountView, sessionId, sessionView } from './account-views.js';
import { hashPassword, needsRehash, passwordProblem, verifyNothing, verifyPassword, weakPasswordProblem } from './passwords.js';
import { VOIDED_BY_PASSWORD_CHANGE } from './pending-links.js';
import { hashSessionToken, sessionCookie } from './sessions.js';
import type { AttemptRule } from '../limits/limit-rules.js';
import type { AccountKit } from './account-kit.js';

export function sessionRoutes(kit: AccountKit): Routes {
	const { deps, now, attempts, sleep, signinPerIp, signinAllPerIp, hashed, newSession, ttlSeconds, delivery, checkPassword, signedIn, takeAttempt, givingBackOnError, refreshCookie } = kit;
	return {
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
	};
}
