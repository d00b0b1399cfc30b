import { outbox } from '$lib/run/outbox/outbox.svelte.js';
import { session } from './session.svelte.js';

/**
 * Signing out, wherever it starts (the dashboard, the command palette, "end this session"):
 * when the outbox holds requests or answers of the account, the user is told how many first
 * (`SignOutDialog.svelte`, mounted once by the layout) and they are deleted from this browser
 * before the session ends, so nobody who signs in here next sends or reads them
 * (docs/security.md, "Outbox per account").
 */
class SignOutFlow {
	/** The confirmation on screen: what the outbox would lose; null when none is asked. */
	asking = $state<{ queued: number; answers: number } | null>(null);
	#answer: ((yes: boolean) => void) | null = null;

	/** Asks when the outbox holds something of the signed-in account; true to go on. */
	async confirm(): Promise<boolean> {
		const email = session.email;
		if (!email) return true;
		const counts = await outbox.signOutCounts(email);
		if (!counts.queued && !counts.answers) return true;
		// A second sign-out while one is asked (palette, then the dashboard): the first is cancelled.
		this.#answer?.(false);
		this.asking = counts;
		const yes = await new Promise<boolean>((resolve) => (this.#answer = resolve));
		this.asking = null;
		return yes;
	}

	/** The dialog's buttons (and Escape: no). */
	answer(yes: boolean): void {
		const answer = this.#answer;
		this.#answer = null;
		answer?.(yes);
	}

	/** Deletes the outbox's entries of `email` (and of nobody); a storage failure does not stop the sign-out. */
	async clear(email: string | null): Promise<void> {
		if (!email) return;
		try {
			await outbox.removeForSignOut(email);
		} catch (err) {
			console.warn('utilkit: the outbox could not be cleared on sign-out', err);
		}
	}

	/** Confirms, deletes the account's outbox entries, ends the session; false when the user cancelled. */
	async signOut(): Promise<boolean> {
		const email = session.email;
		if (!(await this.confirm())) return false;
		// Deleted first: once the user said so, no replay may send them in between.
		await this.clear(email);
		await session.signOut();
		return true;
	}
}

export const signOutFlow = new SignOutFlow();
