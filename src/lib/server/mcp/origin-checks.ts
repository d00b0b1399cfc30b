/**
 * Which `Origin` and `Host` headers /mcp answers (docs/api.md, "MCP server"). The Streamable HTTP
 * transport (MCP 2025-06-18 and 2025-11-25, "Security Warning") says a server MUST validate
 * `Origin` and answer 403 to an invalid one, against DNS rebinding: a page on an attacker's name
 * that resolves to the server's address would otherwise talk to it as a same-origin page.
 *
 * The SDK's own check (`allowedHosts`/`allowedOrigins`) compares exact strings, Host with its
 * port, and answers a JSON-RPC body; this one takes any port on a loopback Host and answers the
 * API's `{detail, code}`.
 */

export interface OriginRules {
	/** `ORIGIN`: the app's public origin; null = the request's own (its Host, and the scheme PROTOCOL_HEADER gives). */
	appOrigin: string | null;
	/** `CORS_ORIGINS`: browser origins allowed besides the app's own. */
	corsOrigins: ReadonlySet<string>;
	/** The app's scheme from the request's headers (`https:`), null when nothing says (the host alone is compared). */
	appProtocol?: (header: (name: string) => string | undefined) => string | null;
	/** `HOST`, the interface the server listens on: when it is loopback, the Host header must name loopback too. */
	listenHost: string;
}

/** A 403 answer's body. */
export interface Refusal {
	detail: string;
	code: 'origin_not_allowed' | 'host_not_allowed';
}

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** 127.0.0.0/8, ::1 or `localhost` (the names and addresses a loopback-bound server is reached by). */
export function isLoopbackName(name: string): boolean {
	const lower = name.toLowerCase();
	return lower === 'localhost' || lower === '::1' || lower === '[::1]' || IPV4_LOOPBACK.test(lower);
}

// `name`, `name:port`, `[v6]` or `[v6]:port`; nothing else (no userinfo, no path).
const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([^:[\]@/?#\s]+))(?::\d{1,5})?$/i;

/** The Host header names loopback (with any port or none). */
export function isLoopbackHost(host: string): boolean {
	const m = HOST_HEADER.exec(host);
	return m !== null && isLoopbackName(m[1] ?? m[2]);
}

/**
 * Whether `origin` is the app's own: ORIGIN exactly when it is set; otherwise the Origin's host
 * and port are the request's Host (and its scheme the configured one), as the API's session check
 * (`sameSiteRequest`) compares them.
 */
function isAppOrigin(origin: string, headers: Headers, rules: OriginRules): boolean {
	if (rules.appOrigin !== null) return origin === rules.appOrigin;
	let url: URL;
	try {
		url = new URL(origin);
	} catch {
		return false; // `Origin: null` (a sandboxed frame, a file) or garbage
	}
	const protocol = rules.appProtocol?.((name) => headers.get(name) ?? undefined) ?? null;
	return url.host === headers.get('host')?.toLowerCase() && (protocol === null || url.protocol === protocol);
}

/**
 * The 403 for a request /mcp does not answer, else null: on a loopback-bound server a Host that
 * is not loopback (a rebound name); an Origin that is neither the app's own nor in CORS_ORIGINS.
 * No Origin header (server-side clients, curl) passes: browsers send one on every cross-origin
 * request and on every POST.
 */
export function originRefusal(headers: Headers, rules: OriginRules): Refusal | null {
	if (isLoopbackName(rules.listenHost)) {
		const host = headers.get('host');
		if (host === null || !isLoopbackHost(host)) {
			return { detail: `Host ${host ?? '(none)'} is not allowed: this server listens on loopback and answers loopback names only`, code: 'host_not_allowed' };
		}
	}
	const origin = headers.get('origin');
	if (origin === null || rules.corsOrigins.has(origin) || isAppOrigin(origin, headers, rules)) return null;
	return { detail: `Origin ${origin} is not allowed to call /mcp: only the app's own origin and CORS_ORIGINS are`, code: 'origin_not_allowed' };
}
