/**
 * The account endpoints' request and answer shapes and what every handler uses to read a request:
 * the same-origin check, the JSON body, fields, and a refusal (`Refusal`) that becomes `{"detail"}`.
 */
import type { AttemptDecision } from '../limits/limit-rules.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales.js';
import { MAX_ACCOUNT_BODY_BYTES, MAX_EMAIL_LENGTH } from './account-rules.js';

/** A request to /account/*, as the SvelteKit route hands it over. */
export interface AccountRequest {
	method: string;
	/** Path below /account, e.g. `/signin` or `/keys/key_abc/revoke`. */
	path: string;
	header(name: string): string | undefined;
	body: string | null;
	/** The app's own origin host (`url.host`), for the Origin check. */
	host: string;
	/** Whether cookies must carry `Secure` (the app is served over https). */
	secure: boolean;
	clientIp: string;
}

export interface AccountResponse {
	status: number;
	body: unknown;
	headers: Record<string, string>;
}

export type Handler = (req: AccountRequest, ctx: Ctx) => Promise<AccountResponse>;
export interface Ctx {
	token: string | null;
	input: Record<string, unknown>;
	params: string[];
}

/** The handlers of one path, by method. */
export type Routes = Record<string, Partial<Record<'GET' | 'POST', Handler>>>;

export class Refusal extends Error {
	constructor(
		readonly status: number,
		message: string,
		readonly headers: Record<string, string> = {}
	) {
		super(message);
	}
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): AccountResponse => ({ status, body, headers });

export const INVALID_LINK =
	'This link does not work: it was used already, it expired, a newer link or a new password replaced it, or it was copied incompletely. Ask for a new one.';

/** The mail's language: the page's locale when the body names one of ours. */
export function localeFrom(value: unknown): Locale {
	return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * CSRF defence for state-changing requests: a browser always sends Origin on a cross-origin
 * POST, and Sec-Fetch-Site where it knows it; both must name this app. Callers outside a
 * browser send neither and are fine (they hold no victim's cookie). The JSON content type that
 * `parseBody` requires cannot be sent by a cross-site form either.
 */
export function sameOrigin(req: AccountRequest): void {
	const site = req.header('sec-fetch-site');
	if (site && site !== 'same-origin' && site !== 'none') throw new Refusal(403, 'Cross-origin requests are refused');
	const origin = req.header('origin');
	if (origin === undefined) return;
	let url: URL | null = null;
	try {
		url = new URL(origin);
	} catch {
		// "null" and other opaque origins are refused below.
	}
	// The host alone is not the origin: URL.host drops default ports, so http://app.example has
	// the host of https://app.example. An app known to be on https (req.secure) takes only https.
	if (url?.host !== req.host || (req.secure && url.protocol !== 'https:')) throw new Refusal(403, 'Cross-origin requests are refused');
}

export function parseBody(req: AccountRequest): Record<string, unknown> {
	const type = req.header('content-type')?.split(';', 1)[0].trim().toLowerCase();
	if (type !== 'application/json') throw new Refusal(415, 'Content-Type must be application/json');
	if (req.body === null || req.body.trim() === '') return {};
	if (Buffer.byteLength(req.body) > MAX_ACCOUNT_BODY_BYTES) throw new Refusal(413, `Request body is larger than ${MAX_ACCOUNT_BODY_BYTES} bytes`);
	let parsed: unknown;
	try {
		parsed = JSON.parse(req.body);
	} catch {
		throw new Refusal(422, 'Request body is not valid JSON');
	}
	if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Refusal(422, 'Request body must be a JSON object');
	return parsed as Record<string, unknown>;
}

export function limited(decision: AttemptDecision, message: string): void {
	if (!decision.allowed) {
		throw new Refusal(429, `${message}: retry in ${decision.retryAfterSeconds} second${decision.retryAfterSeconds === 1 ? '' : 's'}`, { 'retry-after': String(decision.retryAfterSeconds) });
	}
}

/** A plausible address (one @, a dot in the domain, no spaces), lower-cased. */
export function emailFrom(value: unknown): string {
	const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
	if (email.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
		throw new Refusal(422, 'email must be an e-mail address');
	}
	return email;
}

export function textField(value: unknown, name: string, max: number, required: boolean): string | null {
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
		if (required) throw new Refusal(422, `${name} is required`);
		return null;
	}
	if (typeof value !== 'string') throw new Refusal(422, `${name} must be a string`);
	const text = value.trim();
	if ([...text].length > max) throw new Refusal(422, `${name} must be at most ${max} characters long`);
	return text;
}
