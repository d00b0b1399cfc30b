/**
 * CORS for /api/v1 and /mcp (docs/api.md, "Authentication"): nothing without CORS_ORIGINS; with
 * it, `Vary: Origin` on every answer (a shared cache must not hand one origin's copy, e.g. the
 * publicly cached OpenAPI document, to another) and the listed origins allowed, their preflights
 * answered 204.
 */
export interface CorsRules {
	/** The headers a page of an allowed origin may read. */
	expose: string;
	/** The request headers a preflight allows. */
	allowHeaders: string;
}

export class Cors {
	readonly origins: ReadonlySet<string>;

	constructor(
		origins: Iterable<string>,
		private readonly rules: CorsRules
	) {
		this.origins = new Set(origins);
	}

	/** Sets the CORS headers of an answer to a request from `origin`. */
	apply(headers: Record<string, string>, origin: string | null | undefined): void {
		if (!this.origins.size) return;
		headers['vary'] = 'Origin';
		if (origin && this.origins.has(origin)) {
			headers['access-control-allow-origin'] = origin;
			headers['access-control-expose-headers'] = this.rules.expose;
		}
	}

	/** Whether `headers` (after `apply`) allow the request's origin. */
	static allowed(headers: Record<string, string>): boolean {
		return headers['access-control-allow-origin'] !== undefined;
	}

	/** A preflight's headers (for an allowed origin: check `allowed` first). */
	preflight(headers: Record<string, string>, methods: string): Record<string, string> {
		headers['access-control-allow-methods'] = methods;
		headers['access-control-allow-headers'] = this.rules.allowHeaders;
		headers['access-control-max-age'] = '600';
		return headers;
	}
}

/** What /api/v1 answers let a page read, and what its preflights allow. */
export const API_CORS: CorsRules = {
	expose: 'X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy, X-Quota-Limit, X-Quota-Remaining, Retry-After',
	allowHeaders: 'Content-Type, X-API-Key'
};

/** /mcp: what a browser MCP client sends beyond the CORS-safelisted headers (the Streamable HTTP transport's own, and the key). */
export const MCP_CORS: CorsRules = {
	expose: 'Mcp-Session-Id',
	allowHeaders: 'Content-Type, X-API-Key, Authorization, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID'
};
