/** The signed-in account as `/account/me` describes it. */
export interface AccountView {
	email: string;
	name: string | null;
	company: string | null;
	plan: string;
	active: boolean;
	created_at: string;
	profile_complete: boolean;
	/** The address was confirmed by following the link mailed to it (keys need it). */
	email_verified: boolean;
}

/**
 * Where the server's mails go, as its answers say (`delivery`): through an SMTP relay, or into
 * its mail folder (`DATA_DIR/mail/`) when it has none, where only its operator reads them.
 */
export type MailDelivery = 'smtp' | 'mail-folder';

/** The answer of the account endpoints that mail a link. */
export interface MailedAnswer {
	detail: string;
	delivery: MailDelivery;
}

/** One signed-in session as `GET /account/sessions` lists it. */
export interface SessionView {
	id: string;
	created_at: string;
	last_seen_at: string;
	expires_at: string;
	current: boolean;
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
	days: { day: string; count: number; operations: { operation: string; count: number }[] }[];
	operations: { operation: string; count: number }[];
}

/**
 * A failed call: the HTTP status (0 when offline), the server's `detail` (English; null when the
 * answer had none) and its Retry-After in seconds (429s).
 */
export interface AccountFailure {
	ok: false;
	status: number;
	detail: string | null;
	retryAfter: number | null;
	offline?: boolean;
}

/** An answer of the account endpoints, or `offline` when the server could not be reached. */
export type AccountAnswer<T> = { ok: true; status: number; body: T } | AccountFailure;

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
		return { ok: false, status: 0, detail: null, retryAfter: null, offline: true };
	}
	let parsed: unknown = null;
	try {
		parsed = await res.json();
	} catch {
		// A proxy's HTML error page, say: the status still tells what happened.
	}
	if (res.ok) return { ok: true, status: res.status, body: parsed as T };
	const detail = (parsed as { detail?: unknown } | null)?.detail;
	const retryAfter = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
	return {
		ok: false,
		status: res.status,
		detail: typeof detail === 'string' ? detail : null,
		retryAfter: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null
	};
}

/** The words for the errors any account endpoint may answer: the `account.errors` messages (this module has no i18n). */
export interface AccountErrorTexts {
	offline: string;
	answered: (status: number) => string;
	notSignedIn: string;
	/** 503: the server's cap on password checks at once is full (retry in a second). */
	busy: string;
	refused: string;
	tooLarge: string;
	serverError: string;
}

/**
 * What to tell the user about a failed call, in their language. The server's errors are
 * English `{detail}`s, so the form says which statuses mean what for its endpoint (`known`);
 * the ones every endpoint may answer (401 signed out, 403 cross-origin, 413, 500) come next;
 * the server's own detail is the fallback for an answer nobody expected.
 */
export function errorText(answer: AccountFailure, texts: AccountErrorTexts, known: Partial<Record<number, string>> = {}): string {
	if (answer.offline) return texts.offline;
	const common: Partial<Record<number, string>> = { 401: texts.notSignedIn, 403: texts.refused, 413: texts.tooLarge, 500: texts.serverError, 503: texts.busy };
	return known[answer.status] ?? common[answer.status] ?? answer.detail ?? texts.answered(answer.status);
}

/** Pages that must never be where a sign-in leads back to: the sign-in pages would ask again (a loop), the mailed-link pages hold a used token. */
const AUTH_PAGES = new Set(['/signin', '/signup', '/forgot-password', '/reset-password', '/verify-email']);

/**
 * Where to go after signing in: `value` when it is a path of this site, else `/dashboard`.
 * Refused: absolute URLs (`https://evil.example`), scheme-relative and backslash tricks
 * (`//evil`, `/\evil`, also percent-encoded or with tabs and newlines, which URL parsing drops),
 * and the sign-in and sign-up pages themselves. A `next` inside the target is dropped, so a
 * landing URL like `?next=/dashboard?next=/signin?next=…` leads to `/dashboard` once, never
 * to a chain. The answer is a path with its query and fragment (`/tools/hash?x=1#in=…`).
 */
export function safeNext(value: string | null | undefined): string {
	const fallback = '/dashboard';
	if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
	// A backslash reads as a slash to browsers; URL parsing drops tabs and newlines (`/\t/evil`).
	for (let i = 0; i < value.length; i++) if (value[i] === '\\' || value.charCodeAt(i) < 0x20) return fallback;
	let url: URL;
	try {
		const base = 'https://app.invalid';
		url = new URL(value, base);
		if (url.origin !== base) return fallback;
	} catch {
		return fallback;
	}
	// Decoded slashes at the start (`/%2F%2Fevil`) would read as another host to some routers.
	if (/^\/(\/|%2f|%5c)/i.test(url.pathname)) return fallback;
	const bare = url.pathname.replace(/^\/(pt-BR|es)(?=\/|$)/, '') || '/';
	if (AUTH_PAGES.has(bare.replace(/\/$/, ''))) return fallback;
	url.searchParams.delete('next');
	return url.pathname + url.search + url.hash;
}

/**
 * The sign-in page's address from the page at `path` (a bare or localized path): with
 * `?next=` back to it, except from the sign-in and sign-up pages themselves (no `next` that
 * points at the sign-in page) and the dashboard (where signing in leads anyway).
 */
export function signInPath(path: string): string {
	const back = safeNext(path);
	const bare = back.replace(/^\/(pt-BR|es)(?=\/|$)/, '') || '/';
	return back === '/dashboard' || bare.startsWith('/dashboard') ? '/signin' : `/signin?next=${encodeURIComponent(back)}`;
}

/**
 * The token of a mailed link, from the page's fragment: `#token=<token>` (the links of
 * /verify-email and /reset-password carry it there so that it never reaches a server log or a
 * Referer). Null when there is none; blanks are trimmed (a link broken across lines by a mail client).
 */
export function tokenFromHash(hash: string): string | null {
	const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.replace(/\s+/g, '');
	return token ? token : null;
}

/**
 * Reads the mailed token from the address bar and removes it from there at once (history
 * replaceState): a reload, a bookmark or someone looking at the screen never sees it again.
 */
export function takeHashToken(): string | null {
	const token = tokenFromHash(location.hash);
	if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
	return token;
}

/** `POST /account/verify`: confirms the address the link was mailed to (signed in or not). */
export function verifyEmail(token: string): Promise<AccountAnswer<{ detail: string; email: string }>> {
	return accountCall('/verify', { token });
}

/** `POST /account/verify/resend` (signed in): mails a new confirmation link, in `lang`. */
export function resendVerification(lang: string): Promise<AccountAnswer<MailedAnswer>> {
	return accountCall('/verify/resend', { lang });
}

/** `POST /account/password/forgot`: the same neutral answer whether or not `email` has an account. */
export function forgotPassword(email: string, lang: string): Promise<AccountAnswer<MailedAnswer>> {
	return accountCall('/password/forgot', { email, lang });
}

/** `POST /account/password/reset`: sets a new password from a mailed link and ends every session. */
export function resetPassword(token: string, newPassword: string): Promise<AccountAnswer<{ detail: string; signed_out_sessions: number }>> {
	return accountCall('/password/reset', { token, new_password: newPassword });
}

/** `POST /account/email` (signed in): mails a link to the new address; the address changes when it is followed. */
export function changeEmail(email: string, currentPassword: string, lang: string): Promise<AccountAnswer<MailedAnswer>> {
	return accountCall('/email', { email, current_password: currentPassword, lang });
}
