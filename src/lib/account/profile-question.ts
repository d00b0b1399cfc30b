/**
 * The dashboard asks a new account's name once, above the keys, and a Skip button puts the
 * question away (the name is never required: a key needs none). Which account skipped it is
 * kept in this browser only; the profile form stays further down the dashboard.
 */
const SKIPPED = 'utilkit:profile-skipped';

/** The address of the account that skipped the question in this browser, or null. */
export function profileSkipped(): string | null {
	try {
		return localStorage.getItem(SKIPPED);
	} catch {
		return null;
	}
}

export function skipProfile(email: string): void {
	try {
		localStorage.setItem(SKIPPED, email);
	} catch {
		// Storage refused (private mode): the question is put away for this page view only.
	}
}
