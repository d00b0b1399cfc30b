/**
 * Who is calling (docs/api.md, "Authentication"), for /api/v1 and /mcp alike: the key
 * (X-API-Key; on /mcp also `Authorization: Bearer`), else on /api/v1 the app's session cookie
 * from the app's own pages; then 401 for none or an unknown one, 403 for a deactivated account.
 */
import type { ErrorCode } from '../../engine/error-codes.js';
import type { SessionManager } from '../auth/sessions.js';
import { sessionTokenFromCookies } from '../auth/sessions.js';
import type { Principal } from '../store/types.js';
import type { RequestHeaders } from './types.js';

/** A caller that is refused: the answer's status, code and message. */
export class AuthRefusal {
	constructor(
		readonly status: 401 | 403,
		readonly code: ErrorCode,
		readonly detail: string,
		/** The deactivated account's principal (the access log and the metrics name it). */
		readonly principal: Principal | null = null
	) {}
}

const MISSING = new AuthRefusal(401, 'missing_api_key', 'Missing API key: include the X-API-Key header');
const INVALID = new AuthRefusal(401, 'invalid_api_key', 'Invalid or revoked API key: include a valid X-API-Key header');
const EXPIRED = new AuthRefusal(401, 'session_expired', 'Session expired or signed out: sign in again, or include an X-API-Key header');

export interface AuthenticateDeps {
	/** The key lookup (cached: the hot path answers at once). */
	authenticator: { resolve(key: string): Principal | null | Promise<Principal | null> };
	/** The app's sessions: a signed-in browser may call the API with its cookie instead of a key. */
	sessions?: Pick<SessionManager, 'resolve'>;
	/** The app's scheme for a request as configured (ORIGIN or PROTOCOL_HEADER); null: the host alone is compared. */
	appProtocol?: (req: RequestHeaders) => string | null;
}

/** Which transport asks: /mcp takes a Bearer key and no session. */
export type AuthVia = 'api' | 'mcp';

export type Authenticated = Principal | AuthRefusal;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The caller's key on /mcp: X-API-Key, else `Authorization: Bearer <key>` (what most MCP clients can send). */
export function mcpKey(req: RequestHeaders): string | null {
	const key = req.header('x-api-key')?.trim();
	if (key) return key;
	const bearer = BEARER.exec(req.header('authorization') ?? '');
	return bearer ? bearer[1] : null;
}

export function createAuthenticate(deps: AuthenticateDeps) {
	/** The caller's active principal, or why not (a promise only on a cache miss or a session). */
	return function authenticate(req: RequestHeaders, via: AuthVia = 'api'): Authenticated | Promise<Authenticated> {
		if (via === 'mcp') {
			const key = mcpKey(req);
			return key ? checked(deps.authenticator.resolve(key)) : MISSING;
		}
		const key = req.header('x-api-key');
		if (!key) {
			// No key: the app's session cookie stands in (a key, when sent, always wins).
			const token = deps.sessions && sameSiteRequest(req, deps.appProtocol?.(req) ?? null) ? sessionTokenFromCookies(req.header('cookie')) : null;
			if (!token) return MISSING;
			return deps.sessions!.resolve(token).then((found) => (found ? active(found.principal) : EXPIRED));
		}
		return checked(deps.authenticator.resolve(key.trim()));
	};
}

function checked(found: Principal | null | Promise<Principal | null>): Authenticated | Promise<Authenticated> {
	return found instanceof Promise ? found.then(known) : known(found);
}

function known(principal: Principal | null): Authenticated {
	return principal ? active(principal) : INVALID;
}

function active(principal: Principal): Authenticated {
	return principal.active ? principal : new AuthRefusal(403, 'account_deactivated', 'Account deactivated', principal);
}

/**
 * A session cookie counts only on requests from the app's own pages: a browser marks others
 * with a foreign Origin (another host, or another scheme than the app's) or `Sec-Fetch-Site: cross-site`/`same-site`. SameSite=Lax already keeps
 * the cookie off cross-site POSTs; this also covers top-level cross-site GET navigations.
 */
export function sameSiteRequest(req: RequestHeaders, protocol: string | null): boolean {
	const site = req.header('sec-fetch-site');
	if (site && site !== 'same-origin' && site !== 'none') return false;
	const origin = req.header('origin');
	if (origin === undefined) return true;
	try {
		// URL.host drops default ports, so http://app.example and https://app.example share a host:
		// the scheme must be the app's too, when the configuration says which it is.
		const url = new URL(origin);
		return url.host === req.header('host') && (protocol === null || url.protocol === protocol);
	} catch {
		return false;
	}
}
