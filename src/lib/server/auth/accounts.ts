import { sessionTokenFromCookies } from './sessions.js';
import { isStoreUnavailable, STORE_UNAVAILABLE_DETAIL } from '../store/errors.js';
import { json, parseBody, Refusal, sameOrigin, type AccountRequest, type AccountResponse, type Routes } from './account-http.js';
import { createAccountKit, type AccountDeps } from './account-kit.js';
import { addressRoutes } from './account-address-routes.js';
import { sessionRoutes } from './account-session-routes.js';
import { keyRoutes } from './account-key-routes.js';

export * from './account-rules.js';
export type { AccountRequest, AccountResponse } from './account-http.js';

/**
 * The app's account endpoints (JSON, outside /api/v1): sign-up, sign-in, sign-out, profile,
 * password, keys and usage. Framework-free like the API core; `src/routes/account/[...path]`
 * only adapts the request. The handlers live by theme in account-*-routes.ts over one shared kit.
 */
export function createAccountService(deps: AccountDeps) {
	const kit = createAccountKit(deps);
	const routes: Routes = { ...addressRoutes(kit), ...sessionRoutes(kit), ...keyRoutes(kit) };

	/** Answers one request to /account/*. Errors are `{"detail"}`. */
	async function handle(req: AccountRequest): Promise<AccountResponse> {
		const headers: Record<string, string> = { 'cache-control': 'no-store' };
		try {
			const segments = req.path.split('/').filter(Boolean);
			const params: string[] = [];
			let routeKey = segments.join('/');
			// `keys/<id>/revoke`, `sessions/<id>/end`: the middle segment is the id.
			if (segments.length === 3) {
				params.push(segments[1]);
				routeKey = `${segments[0]}/*/${segments[2]}`;
			}
			const route = Object.hasOwn(routes, routeKey) ? routes[routeKey] : undefined;
			if (!route) throw new Refusal(404, 'Not Found');
			const method = req.method === 'HEAD' ? 'GET' : req.method;
			const handler = method === 'GET' || method === 'POST' ? route[method] : undefined;
			if (!handler) throw new Refusal(405, `Method ${req.method} is not allowed here`, { allow: Object.keys(route).join(', ') });
			let input: Record<string, unknown> = {};
			if (method === 'POST') {
				sameOrigin(req);
				input = parseBody(req);
			}
			const answer = await handler(req, { token: sessionTokenFromCookies(req.header('cookie')), input, params });
			return { ...answer, headers: { ...headers, ...answer.headers } };
		} catch (err) {
			if (err instanceof Refusal) return json(err.status, { detail: err.message }, { ...headers, ...err.headers });
			if (isStoreUnavailable(err)) {
				deps.logger.warn({ err, path: req.path }, 'store unavailable');
				return json(503, { detail: STORE_UNAVAILABLE_DETAIL }, { ...headers, 'retry-after': '5' });
			}
			deps.logger.error({ err, path: req.path }, 'account request failed');
			return json(500, { detail: 'Internal Server Error' }, headers);
		}
	}

	/** Waits for the mails being sent (shutdown, tests). */
	async function drain(): Promise<void> {
		await Promise.all([...kit.sending]);
	}

	return { handle, drain };
}

export type AccountService = ReturnType<typeof createAccountService>;
