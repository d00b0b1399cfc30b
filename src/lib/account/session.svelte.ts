import { accountCall, type AccountView } from './account-api.js';

/**
 * Who is signed in, shared by the header, the tool pages and the dashboard. Loaded once per
 * page load from `/account/session`; `offline` when the server could not be asked (the static pages
 * still work, the account parts say so).
 */
class SessionState {
	account = $state<AccountView | null>(null);
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
		const answer = await accountCall<{ account: AccountView | null }>('/session');
		this.offline = !answer.ok && !!answer.offline;
		// Offline keeps what was known; any other failure means signed out.
		if (answer.ok) this.account = answer.body.account;
		else if (!this.offline) this.account = null;
		this.loaded = true;
	}

	/** Ends the session on the server (the cookie is cleared by its answer) and here. */
	async signOut(): Promise<void> {
		await accountCall('/signout', {});
		this.set(null);
	}

	set(account: AccountView | null): void {
		this.account = account;
		this.loaded = true;
		this.#loading = Promise.resolve();
	}
}

export const session = new SessionState();
