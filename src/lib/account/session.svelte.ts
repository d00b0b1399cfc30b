import { accountCall, type AccountView, type MailDelivery } from './account-api.js';

/**
 * The account last known to be signed in here (its e-mail, and its name under a key of its own),
 * so that a page opened offline still knows whose requests it queues (the outbox tags each with
 * the e-mail) and the header can name the account instead of offering "Sign in". Removed as soon
 * as the server says nobody is signed in, and on sign-out.
 */
const SIGNED_IN_AS = 'utilkit-signed-in-as';
const SIGNED_IN_NAME = 'utilkit-signed-in-name';

/** What the header needs of an account it cannot ask the server about. */
export interface KnownAccount {
	email: string;
	name: string | null;
}

function remember(account: KnownAccount | null): void {
	try {
		if (account) localStorage.setItem(SIGNED_IN_AS, account.email);
		else localStorage.removeItem(SIGNED_IN_AS);
		if (account?.name) localStorage.setItem(SIGNED_IN_NAME, account.name);
		else localStorage.removeItem(SIGNED_IN_NAME);
	} catch {
		// Storage refused (private mode): an offline page then queues requests of nobody.
	}
}

function remembered(): KnownAccount | null {
	try {
		const email = localStorage.getItem(SIGNED_IN_AS);
		return email ? { email, name: localStorage.getItem(SIGNED_IN_NAME) } : null;
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
		if (!this.offline) remember(this.account);
		this.loaded = true;
	}

	/**
	 * The signed-in account's e-mail as far as this page can tell: the server's answer, or
	 * offline, the account last known here (null when none).
	 */
	get email(): string | null {
		return this.known?.email ?? null;
	}

	/**
	 * The signed-in account as far as this page can tell: the server's answer, or offline, the
	 * account last loaded here (its session cookie is still there; the server decides once the
	 * connection is back). Null when signed out, or offline with nothing remembered.
	 */
	get known(): KnownAccount | null {
		return this.account ?? (this.offline ? remembered() : null);
	}

	/** Ends the session on the server (the cookie is cleared by its answer) and here. */
	async signOut(): Promise<void> {
		await accountCall('/signout', {});
		this.set(null);
	}

	set(account: AccountView | null): void {
		this.account = account;
		remember(account);
		this.loaded = true;
		this.#loading = Promise.resolve();
	}
}

export const session = new SessionState();
