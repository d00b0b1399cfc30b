/**
 * `accounts verify-link`: the confirmation links of an address, for a server without SMTP_URL
 * (docs/operations.md, "Mail"). The store keeps only each link's hash, so a link mailed before
 * cannot be read back: the command issues a fresh one in its place, which voids the earlier one.
 */
import { issueLink } from '../lib/server/auth/mailed-links.js';
import { VOIDED_BY_CHANGE_REQUEST } from '../lib/server/auth/pending-links.js';
import type { Store } from '../lib/server/store/types.js';
import type { Locale } from '../lib/i18n/locales.js';

export interface IssuedLink {
	link: string;
	/** `verify`: confirms the account's own address; `change`: moves an account to this address. */
	purpose: 'verify' | 'change';
	/** The account's address now (for a change, the address it moves from). */
	account: string;
}

interface Options {
	/** The app's public origin (`ORIGIN`, as the server has it). */
	origin: string;
	locale: Locale;
	now: number;
}

/**
 * Fresh links for `email`: the confirmation of the account signed up with it, or else one per
 * account with a pending change of address to it. Throws, naming the reason, when there is none.
 */
export async function freshVerifyLinks(store: Store, email: string, { origin, locale, now }: Options): Promise<IssuedLink[]> {
	const address = email.trim().toLowerCase();
	const account = await store.findAccountByEmail(address);
	if (account) {
		// Accounts the CLI made are confirmed from the start (the operator vouches for them).
		if (account.emailVerified) throw new Error(`${address} is already confirmed: it needs no link`);
		const link = await issueLink(store, { accountId: account.id, purpose: 'verify', email: address, locale, origin, now });
		return [{ link, purpose: 'verify', account: address }];
	}
	const issued: IssuedLink[] = [];
	for (const pending of await store.pendingEmailTokens(address, 'change', new Date(now).toISOString())) {
		const owner = await store.getAccount(pending.accountId);
		if (!owner) continue;
		const password = await store.getPasswordHash(owner.id);
		// Only a request still standing is issued again: used up (or voided) meanwhile, it is skipped.
		if (!(await store.consumeEmailToken(pending.tokenHash, 'change', new Date(now).toISOString()))) continue;
		const link = await issueLink(store, { accountId: owner.id, purpose: 'change', email: address, locale, origin, now });
		// A password reset or change between the read above and this link voided the request: it
		// stays voided (the account service's change request checks the same way).
		if ((await store.getPasswordHash(owner.id)) !== password) {
			await store.deleteEmailTokens(owner.id, VOIDED_BY_CHANGE_REQUEST);
			continue;
		}
		issued.push({ link, purpose: 'change', account: owner.email });
	}
	if (!issued.length) throw new Error(`No account signed up with ${address}, and no account asked to change its address to it (or that link expired)`);
	return issued;
}
