/** Sign-up and the mailed links: confirming an address, changing it, and a forgotten password. */
import { localizePath } from '../../i18n/locales.js';
import { isStoreUnavailable } from '../store/errors.js';
import { INVALID_LINK, Refusal, emailFrom, json, localeFrom, type Routes } from './account-http.js';
import { MAILS_MAX_PER_ADDRESS, NEW_ACCOUNT_PLAN, SIGNIN_ACCOUNT_SLOWDOWN } from './account-rules.js';
import { hashPassword, passwordProblem, weakPasswordProblem } from './passwords.js';
import { VOIDED_BY_ADDRESS_CHANGE, VOIDED_BY_CHANGE_REQUEST, VOIDED_BY_PASSWORD_RESET } from './pending-links.js';
import { hashSecretToken } from './secret-tokens.js';
import type { AccountMail } from '../mail/account-mails.js';
import type { AccountKit } from './account-kit.js';

export function addressRoutes(kit: AccountKit): Routes {
	const { deps, now, attempts, signinAllPerIp, signupPerIp, mailRequestsPerIp, hashed, iso, deliver, mayMail, newLink, delivery, goes, tokenFrom, checkPassword, sendVerification, signedIn, checkAttempts, takeAttempt } = kit;
	return {
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
	};
}
