/** The signed-in account as `/account/me` describes it. */
export interface AccountView {
	email: string;
	name: string | null;
	company: string | null;
	plan: string;
	active: boolean;
	created_at: string;
	profile_complete: boolean;
}

export interface KeyView {
	id: string;
	name: string | null;
	hint: string;
	created_at: string;
	last_used_at: string | null;
	revoked_at: string | null;
}

export interface UsageView {
	month: string;
	plan: { name: string; per_minute: number | null; per_month: number | null };
	used: number;
	remaining: number | null;
	days: { day: string; count: number }[];
	operations: { operation: string; count: number }[];
}

/** An answer of the account endpoints, or `offline` when the server could not be reached. */
export type AccountAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; detail: string; offline?: boolean };

/**
 * Calls `/account/<path>`: GET without a body, POST with JSON. Same-origin credentials carry
 * the session cookie; the JSON content type is what the server's CSRF check asks for.
 */
export async function accountCall<T>(path: string, body?: unknown): Promise<AccountAnswer<T>> {
	let res: Response;
	try {
		res = await fetch(`/account${path}`, {
			method: body === undefined ? 'GET' : 'POST',
			credentials: 'same-origin',
			headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body)
		});
	} catch {
		return { ok: false, status: 0, detail: 'You are offline: accounts need the server.', offline: true };
	}
	let parsed: unknown = null;
	try {
		parsed = await res.json();
	} catch {
		// A proxy's HTML error page, say: the status still tells what happened.
	}
	if (res.ok) return { ok: true, status: res.status, body: parsed as T };
	const detail = (parsed as { detail?: unknown } | null)?.detail;
	return { ok: false, status: res.status, detail: typeof detail === 'string' ? detail : `The server answered ${res.status}` };
}

/** A `next` parameter that stays on this site (a path, never `//host` or a scheme). */
export function safeNext(value: string | null): string {
	return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/dashboard';
}
