import { localizePath, type Locale } from '../../i18n/locales.js';
import type { MailDelivery } from '../mail/mailer.js';
import type { EmailTokenPurpose, Store } from '../store/types.js';
import { generateSecretToken, hashSecretToken } from './secret-tokens.js';

/** How long a mailed link works: proving an address (the account's or a new one), resetting a password. */
export const VERIFY_LINK_MS = 24 * 60 * 60_000;
export const RESET_LINK_MS = 30 * 60_000;

interface LinkRequest {
	accountId: string;
	purpose: EmailTokenPurpose;
	/** The address the link proves (or, for a reset, the account's). */
	email: string;
	/** The language of the page the link opens. */
	locale: Locale;
	/** The app's public origin (`ORIGIN`), never a request's Host. */
	origin: string;
	now: number;
}

/**
 * A new single-use link: its token's hash is stored, and the account's earlier link of the same
 * purpose stops working (the store keeps the newest only). The account service mails it; the
 * operator CLI prints it (`accounts verify-link`).
 */
export async function issueLink(store: Store, { accountId, purpose, email, locale, origin, now }: LinkRequest): Promise<string> {
	const token = generateSecretToken();
	await store.createEmailToken({
		tokenHash: hashSecretToken(token),
		accountId,
		purpose,
		email,
		createdAt: new Date(now).toISOString(),
		expiresAt: new Date(now + (purpose === 'reset' ? RESET_LINK_MS : VERIFY_LINK_MS)).toISOString()
	});
	// The token rides in the fragment: browsers never send it to a server, in a request or a Referer.
	return `${origin}${localizePath(purpose === 'reset' ? '/reset-password' : '/verify-email', locale)}#token=${token}`;
}

/**
 * Where a link "goes", for the account endpoints' `detail`s: on its way over SMTP, or into the
 * server's mail folder, which only the operator reads (docs/operations.md, "Mail").
 */
export function linkGoes(delivery: MailDelivery): string {
	return delivery === 'smtp' ? 'is on its way' : "is written to the server's mail folder (DATA_DIR/mail/) for its operator: this server sends no e-mail";
}
