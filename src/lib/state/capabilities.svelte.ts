/**
 * What this server can answer (`GET /api/v1/capabilities`): server tools whose upstream the
 * operator has not configured, or whose upstream failed just now, are marked on the home page,
 * in the palette and on their page instead of failing after a run. Asked once per page load,
 * after the page has settled; the last answer is kept in localStorage so the marks hold offline.
 */
import { browser } from '$app/environment';

export type Unavailable = 'not_configured' | 'unreachable';

const STORAGE_KEY = 'utilkit:capabilities';

class Capabilities {
	/** Operation id → why it cannot answer here; absent when it can (or when nothing is known). */
	unavailable = $state<Record<string, Unavailable>>({});
	private asked = false;

	constructor() {
		if (!browser) return;
		try {
			this.unavailable = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, Unavailable>;
		} catch {
			// Storage refused or corrupt: nothing known until the server answers.
		}
	}

	/** Asks the server (once per page load); failures (offline, an old server) keep what is known. */
	async load(): Promise<void> {
		if (this.asked || !navigator.onLine) return;
		this.asked = true;
		try {
			const res = await fetch('/api/v1/capabilities');
			if (!res.ok) return;
			const { operations } = (await res.json()) as { operations: { id: string; available: boolean; reason?: Unavailable }[] };
			const next: Record<string, Unavailable> = {};
			for (const op of operations) if (!op.available && op.reason) next[op.id] = op.reason;
			this.unavailable = next;
			localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
		} catch {
			this.asked = false;
		}
	}
}

export const capabilities = new Capabilities();
