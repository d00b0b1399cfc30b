import { accountCall, type AccountView, type MailDelivery } from './account-api.js';

/**
 * The e-mail of the account last known to be signed in here, so that a page opened offline
 * still knows whose requests it queues (the outbox tags each with it). Removed as soon as the
 * server says nobody is signed in, and on sign-out.
 */
const SIGNED_IN_AS = 'utilkit-signed-in-as';

function remember(email: string | null): void {
	try {
		if (email) localStorage.setItem(SIGNED_IN_AS, email);
		else localStorage.removeItem(SIGNED_IN_AS);
	} catch {
		// Storage refused (private mode): an offline page then queues requests of nobody.
	}
}

function remembered(): string | null {
	try {
		return localStorage.getItem(SIGNED_IN_AS);
	} catch {
		return null;
	}
}

/**
 * Who is signed in, shared by the header, the tool pages and the dashboard. Loaded once per
 * page load from `/account/session`; `offline` when the server could not be asked (the static pages
 * still work, the account parts say so).
 */
class SessionState {
	account = $state<AccountView | null>(null);
	/** Where the server's mails go (its answer's `delivery`); null until it has answered. */
	delivery = $state<MailDelivery | null>(null);
	/** The first answer (or failure) arrived. */
	loaded = $state(false);
	offline = $state(false);
	#loading: Promise<void> | null = null;

	/** Loads once; later calls share the first load. */
	load(): Promise<void> {
		return (this.#loading ??= this.refresh());
	}

	async refresh(): Promise<void> {
		// `/session` answers 200 with `account: null` when signed out (no console error on every page).
		const answer = await accountCall<{ account: AccountView | null; delivery: MailDelivery }>('/session');
		this.offline = !answer.ok && !!answer.offline;
		if (answer.ok) this.delivery = answer.body.delivery;
		// Offline keeps what was known; any other failure means signed out.
		if (answer.ok) this.account = answer.body.account;
		else if (!this.offline) this.account = null;
		if (!this.offline) remember(this.account?.email ?? null);
		this.loaded = true;
	}

	/**
	 * The signed-in account's e-mail as far as this page can tell: the server's answer, or
	 * offline, the account last known here (null when none).
	 */
	get email(): string | null {
		return this.account?.email ?? (this.offline ? remembered() : null);
	}

	/** Ends the session on the server (the cookie is cleared by its answer) and here. */
	async signOut(): Promise<void> {
		await accountCall('/signout', {});
		this.set(null);
	}

	set(account: AccountView | null): void {
		this.account = account;
		remember(account?.email ?? null);
		this.loaded = true;
		this.#loading = Promise.resolve();
	}
}

export const session = new SessionState();
