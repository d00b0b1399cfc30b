import path from 'node:path';

/** Everything the server reads from the environment, parsed once (decisions.md "Operator interface"). */
export interface Config {
	dataDir: string;
	databaseUrl: string | null;
	/** PostgreSQL pool: `DATABASE_POOL_MAX` (10), `DATABASE_CONNECT_TIMEOUT_MS` (5000), `DATABASE_STATEMENT_TIMEOUT_MS` (5000). */
	databasePool: { max: number; connectTimeoutMs: number; statementTimeoutMs: number };
	redisUrl: string | null;
	/** `REDIS_PREFIX`: prefix of every Redis key and channel (default `utilkit:`). */
	redisPrefix: string;
	/** `REDIS_TIMEOUT_MS`: bound on one Redis command before the instance counts locally (default 500). */
	redisTimeoutMs: number;
	port: number;
	host: string;
	/** Origins allowed to call /api/v1 from browsers; empty = no CORS (keys belong on servers). */
	corsOrigins: string[];
	chatLinkHost: string;
	/** `DNS_SERVER`: resolver for MX lookups, `host:port` with an IP host; null = the system resolver. */
	dnsServer: string | null;
	/** `lean` (default): /api/v1 is answered before SvelteKit; `sveltekit`: through its route. */
	apiDispatch: 'lean' | 'sveltekit';
	/** How often cached keys, accounts and plans are checked for changes made elsewhere (CLI). */
	changePollMs: number;
	/** How often usage counted in memory is written to the store. */
	usageFlushMs: number;
	logLevel: string;
	/** `OUTBOUND_ALLOW_PRIVATE=1`: user-supplied URLs may reach non-public addresses (intranets, tests). */
	outboundAllowPrivate: boolean;
	/** `OUTBOUND_ALLOW_ADDRESSES`: non-public addresses or CIDR ranges user URLs may reach anyway ('' = none). */
	outboundAllowAddresses: string;
	/** `OUTBOUND_TIMEOUT_MS`: total deadline of one user-URL fetch, at most and by default 10,000. */
	outboundTimeoutMs: number;
	/**
	 * `AI_BASE_URL`, `AI_MODEL`, `AI_API_KEY`, `AI_TIMEOUT_MS`: OpenAI-compatible chat
	 * completions; null = not configured. `timeoutMs` null = the provider's default (60 s).
	 */
	ai: { baseUrl: string; model: string; apiKey: string | null; timeoutMs: number | null } | null;
	/** `VIES_BASE_URL`: the EU VIES REST API. */
	viesBaseUrl: string;
	/** `VIES_TIMEOUT_MS`: bound on one VIES lookup; null = the provider's default (10 s). */
	viesTimeoutMs: number | null;
	/**
	 * `TRANSLATE_BASE_URL`, `TRANSLATE_API_KEY`, `TRANSLATE_TIMEOUT_MS`: LibreTranslate-compatible;
	 * null = not configured. `timeoutMs` null = the provider's default (30 s).
	 */
	translate: { baseUrl: string; apiKey: string | null; timeoutMs: number | null } | null;
	/** `GEOCODER_BASE_URL`: Nominatim-compatible; null = the embedded gazetteer only. */
	geocoderBaseUrl: string | null;
	/** `SESSION_TTL_DAYS`: an app session ends after this many days without use (sliding); default 30. */
	sessionTtlDays: number;
	/** `SHUTDOWN_TIMEOUT_MS`: on SIGTERM/SIGINT, how long in-flight requests may take to finish; default 10,000. */
	shutdownTimeoutMs: number;
	/** `HEADERS_TIMEOUT_MS`: a client must send a request's line and headers within this time, or gets 408 and is dropped; default 15,000. */
	headersTimeoutMs: number;
	/** `REQUEST_TIMEOUT_MS`: the same for the whole request, body included (at least HEADERS_TIMEOUT_MS); default 60,000. */
	requestTimeoutMs: number;
	/** `METRICS_TOKEN`: when set, /metrics wants `Authorization: Bearer <token>`; null = open. */
	metricsToken: string | null;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
	const databaseUrl = env.DATABASE_URL?.trim() || null;
	if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
		throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite store)');
	}
	return {
		dataDir: path.resolve(env.DATA_DIR || './data'),
		databaseUrl,
		databasePool: {
			max: Math.max(1, intFrom(env.DATABASE_POOL_MAX, 10, 'DATABASE_POOL_MAX')),
			connectTimeoutMs: Math.max(1, intFrom(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000, 'DATABASE_CONNECT_TIMEOUT_MS')),
			statementTimeoutMs: Math.max(1, intFrom(env.DATABASE_STATEMENT_TIMEOUT_MS, 5_000, 'DATABASE_STATEMENT_TIMEOUT_MS'))
		},
		redisUrl: env.REDIS_URL?.trim() || null,
		redisPrefix: env.REDIS_PREFIX ?? 'utilkit:',
		redisTimeoutMs: Math.max(1, intFrom(env.REDIS_TIMEOUT_MS, 500, 'REDIS_TIMEOUT_MS')),
		port: intFrom(env.PORT, 3000, 'PORT'),
		host: env.HOST || '0.0.0.0',
		corsOrigins: (env.CORS_ORIGINS ?? '')
			.split(',')
			.map((o) => o.trim().replace(/\/$/, ''))
			.filter(Boolean),
		chatLinkHost: (env.CHAT_LINK_HOST || 'https://wa.me').replace(/\/$/, ''),
		dnsServer: env.DNS_SERVER?.trim() || null,
		apiDispatch: env.API_DISPATCH === 'sveltekit' ? 'sveltekit' : 'lean',
		changePollMs: intFrom(env.CHANGE_POLL_MS, 1000, 'CHANGE_POLL_MS'),
		usageFlushMs: intFrom(env.USAGE_FLUSH_MS, 1000, 'USAGE_FLUSH_MS'),
		logLevel: env.LOG_LEVEL || 'info',
		outboundAllowPrivate: env.OUTBOUND_ALLOW_PRIVATE === '1',
		outboundAllowAddresses: env.OUTBOUND_ALLOW_ADDRESSES?.trim() ?? '',
		outboundTimeoutMs: Math.min(10_000, intFrom(env.OUTBOUND_TIMEOUT_MS, 10_000, 'OUTBOUND_TIMEOUT_MS')),
		ai: env.AI_BASE_URL?.trim()
			? {
					baseUrl: baseUrl(env.AI_BASE_URL, 'AI_BASE_URL'),
					model: env.AI_MODEL?.trim() ?? '',
					apiKey: env.AI_API_KEY?.trim() || null,
					timeoutMs: timeout(env.AI_TIMEOUT_MS, 'AI_TIMEOUT_MS')
				}
			: null,
		viesBaseUrl: baseUrl(env.VIES_BASE_URL?.trim() || 'https://ec.europa.eu/taxation_customs/vies/rest-api', 'VIES_BASE_URL'),
		viesTimeoutMs: timeout(env.VIES_TIMEOUT_MS, 'VIES_TIMEOUT_MS'),
		translate: env.TRANSLATE_BASE_URL?.trim()
			? {
					baseUrl: baseUrl(env.TRANSLATE_BASE_URL, 'TRANSLATE_BASE_URL'),
					apiKey: env.TRANSLATE_API_KEY?.trim() || null,
					timeoutMs: timeout(env.TRANSLATE_TIMEOUT_MS, 'TRANSLATE_TIMEOUT_MS')
				}
			: null,
		geocoderBaseUrl: env.GEOCODER_BASE_URL?.trim() ? baseUrl(env.GEOCODER_BASE_URL, 'GEOCODER_BASE_URL') : null,
		sessionTtlDays: Math.max(1, intFrom(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS')),
		shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
		...requestTimeouts(env),
		metricsToken: env.METRICS_TOKEN?.trim() || null
	};
}

/**
 * Slow-loris bounds. Node's own (60 s for headers, 300 s for the request, checked every 30 s)
 * let one client hold a connection for minutes; a real client sends its headers in one packet
 * and the largest body the server takes (1 MiB) in far less than a minute.
 */
function requestTimeouts(env: Record<string, string | undefined>): { headersTimeoutMs: number; requestTimeoutMs: number } {
	const headersTimeoutMs = Math.max(1, intFrom(env.HEADERS_TIMEOUT_MS, 15_000, 'HEADERS_TIMEOUT_MS'));
	const requestTimeoutMs = Math.max(1, intFrom(env.REQUEST_TIMEOUT_MS, Math.max(60_000, headersTimeoutMs), 'REQUEST_TIMEOUT_MS'));
	// node:http refuses a headers timeout longer than the request's.
	if (headersTimeoutMs > requestTimeoutMs) throw new Error(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
	return { headersTimeoutMs, requestTimeoutMs };
}

/** An upstream's base URL: http(s), no trailing slash (paths are appended to it). */
function baseUrl(value: string, name: string): string {
	const trimmed = value.trim();
	let url: URL;
	try {
		url = new URL(trimmed);
	} catch {
		throw new Error(`${name} must be an http:// or https:// URL, got "${trimmed}"`);
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http:// or https:// URL, got "${trimmed}"`);
	return trimmed.replace(/\/+$/, '');
}

/** An upstream's timeout in milliseconds (at least 1); null when unset. */
function timeout(value: string | undefined, name: string): number | null {
	if (value === undefined || value.trim() === '') return null;
	const ms = intFrom(value.trim(), 0, name);
	if (ms < 1) throw new Error(`${name} must be a positive number of milliseconds, got "${value}"`);
	return ms;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
	if (value === undefined || value === '') return fallback;
	const n = Number(value);
	if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
	return n;
}
