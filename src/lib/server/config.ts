import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { webConcurrency as processCount } from './cluster/protocol.js';

/** Everything the server reads from the environment, parsed once (docs/spec/decisions.md "Operator interface"). */
export interface Config {
	dataDir: string;
	databaseUrl: string | null;
	/** PostgreSQL pool: `DATABASE_POOL_MAX` (10), `DATABASE_CONNECT_TIMEOUT_MS` (5000), `DATABASE_STATEMENT_TIMEOUT_MS` (5000). */
	databasePool: { max: number; connectTimeoutMs: number; statementTimeoutMs: number };
	/** `SQLITE_DRIVER`: `node:sqlite` or `better-sqlite3`; null = by Node version (store/sqlite-driver.ts). */
	sqliteDriver: 'node:sqlite' | 'better-sqlite3' | null;
	redisUrl: string | null;
	/** `REDIS_PREFIX`: prefix of every Redis key and channel (default `utilkit:`). */
	redisPrefix: string;
	/** `REDIS_TIMEOUT_MS`: bound on one Redis command before the instance counts locally (default 500). */
	redisTimeoutMs: number;
	/**
	 * `CLUSTER_IPC_TIMEOUT_MS`: how long a cluster worker waits for its primary's limit decision
	 * before deciding locally (default 500; WEB_CONCURRENCY > 1 without REDIS_URL).
	 */
	clusterIpcTimeoutMs: number;
	port: number;
	host: string;
	/** Origins allowed to call /api/v1 from browsers; empty = no CORS (keys belong on servers). */
	corsOrigins: string[];
	/** `ORIGIN`: the app's public origin; null = the origin is the request's (its Host). */
	origin: string | null;
	/**
	 * Behind a proxy (adapter-node's variables): `PROTOCOL_HEADER`, `HOST_HEADER`, `PORT_HEADER`
	 * say where the request's origin is when ORIGIN is unset; `ADDRESS_HEADER` and `XFF_DEPTH`
	 * (default 1) where the client's address is. Header names lower-case; '' = not set.
	 */
	proxy: ProxyConfig;
	/** `WEB_CONCURRENCY`: processes serving requests (a number, or `auto`: one per core); default 1. */
	webConcurrency: number;
	/**
	 * `MCP_PROTOCOL_PER_MINUTE`: MCP messages other than tool calls (initialize, tools/list, ping,
	 * notifications) an account may send a minute on /mcp, beside its plan's limit; default 300.
	 */
	mcpProtocolPerMinute: number;
	chatLinkHost: string;
	/** `DNS_SERVER`: resolver for MX lookups, `host:port` with an IP host; null = the system resolver. */
	dnsServer: string | null;
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
	/** `RATES_URL`: the full URL of an ECB `eurofxref-daily.xml` document (POST /currency); default the ECB's own. */
	ratesUrl: string;
	/** `SESSION_TTL_DAYS`: an app session ends after this many days without use (sliding); default 30. */
	sessionTtlDays: number;
	/** `SESSION_MAX_DAYS`: a session ends this long after sign-in however often it is used (absolute lifetime). */
	sessionMaxDays: number;
	/** `ADDRESS_LIMIT_SCALE`: multiplies the per-client-address caps on sign-ins, sign-ups and mail requests; default 1. */
	addressLimitScale: number;
	/**
	 * The pool of heavy operations (src/lib/server/heavy/pool.ts; docs/operations.md, "Heavy
	 * operations"): `HEAVY_THREADS` (one per core but one, at least 1), `HEAVY_QUEUE` (32),
	 * `HEAVY_PER_ACCOUNT` (2), `HEAVY_MEMORY_MB` (256), `HEAVY_HEAP_MB` (256), `HEAVY_QUEUE_WAIT_MS` (10,000).
	 */
	heavy: { threads: number; queue: number; perAccount: number; memoryMb: number; heapMb: number; queueWaitMs: number };
	/**
	 * Raw bodies (`application/octet-stream` to /hash, /hmac, /encode; docs/api.md, "Raw bodies"):
	 * `MAX_RAW_BODY` bytes at most (default 256 MiB; `1048576`, `512KiB`, `256MiB`, `1GiB`), read
	 * and answered within `RAW_BODY_TIMEOUT_MS` (default 50,000 or 9/10 of REQUEST_TIMEOUT_MS if
	 * less; always below it, since node:http ends a request whose body is still coming then).
	 */
	raw: { maxBytes: number; timeoutMs: number };
	/** `SHUTDOWN_TIMEOUT_MS`: on SIGTERM/SIGINT, how long in-flight requests may take to finish; default 10,000. */
	shutdownTimeoutMs: number;
	/** `HEADERS_TIMEOUT_MS`: a client must send a request's line and headers within this time, or gets 408 and is dropped; default 15,000. */
	headersTimeoutMs: number;
	/** `REQUEST_TIMEOUT_MS`: the same for the whole request, body included (at least HEADERS_TIMEOUT_MS); default 60,000. */
	requestTimeoutMs: number;
	/** `METRICS_TOKEN`: /metrics wants `Authorization: Bearer <token>`; null = not served on PORT (404). */
	metricsToken: string | null;
	/** `METRICS_PORT`: /metrics is served only on 127.0.0.1 at this port (not on PORT); null = on PORT. */
	metricsPort: number | null;
	/**
	 * `NODE_ENV=production`, or started by `npm start`: a filed mail's link is not logged, and a
	 * missing SMTP_URL or metrics setting is a warning at start (docs/operations.md).
	 */
	production: boolean;
	/**
	 * Mail (verification and password-reset links): `SMTP_URL` (`smtp://` or `smtps://`, with
	 * credentials in it when the relay wants them; null = each mail is written to the log and to
	 * `DATA_DIR/mail/`), `MAIL_FROM` (the sender), and the app's public origin for links in mails:
	 * `ORIGIN` (adapter-node's own variable), else `http://localhost:<PORT>`, never a request's Host.
	 */
	mail: { smtpUrl: string | null; from: string; publicOrigin: string };
}

/** Where the app's origin and the client's address are, as configured (see Config.proxy). */
export interface ProxyConfig {
	/** ORIGIN again, so that what needs only the proxy settings gets them together. */
	origin: string | null;
	protocolHeader: string;
	hostHeader: string;
	portHeader: string;
	addressHeader: string;
	xffDepth: number;
}

/** A header name variable: an HTTP token, lower-cased; '' when unset. */
const headerName = z
	.string()
	.optional()
	.transform((value, ctx) => {
		const trimmed = value?.trim() ?? '';
		if (trimmed === '' || /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(trimmed)) return trimmed.toLowerCase();
		ctx.addIssue({ code: 'custom', message: `must be a header name, got "${value}"` });
		return z.NEVER;
	});

/** `WEB_CONCURRENCY`: a positive integer or `auto` (one per core); unset or empty = 1. */
const webConcurrency = z
	.string()
	.optional()
	.transform((value, ctx) => {
		try {
			return processCount(value);
		} catch {
			ctx.addIssue({ code: 'custom', message: `must be a positive integer or "auto", got "${value}"` });
			return z.NEVER;
		}
	});

/** A non-negative integer variable, raised to `min` (a 0 bound means "the least"); unset or empty = null. */
function optionalInteger(min = 0) {
	return z
		.string()
		.optional()
		.transform((value, ctx) => {
			if (value === undefined || value === '') return null;
			const n = Number(value);
			if (Number.isInteger(n) && n >= 0) return Math.max(min, n);
			ctx.addIssue({ code: 'custom', message: `must be a non-negative integer, got "${value}"` });
			return z.NEVER;
		});
}

/** The same with a default for unset or empty. */
function integer(fallback: number, min = 0) {
	return optionalInteger(min).transform((n) => n ?? Math.max(min, fallback));
}

/** An upstream's timeout in milliseconds (at least 1); null when unset. */
const timeout = z
	.string()
	.optional()
	.transform((value, ctx) => {
		if (value === undefined || value.trim() === '') return null;
		const n = Number(value.trim());
		if (Number.isInteger(n) && n >= 1) return n;
		ctx.addIssue({ code: 'custom', message: `must be a positive number of milliseconds, got "${value}"` });
		return z.NEVER;
	});

const SIZE_UNITS: Record<string, number> = { '': 1, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** A size in bytes: an integer, or one with KiB, MiB or GiB after it (`256MiB`); at least 1. */
function byteSize(fallback: number) {
	return z
		.string()
		.optional()
		.transform((value, ctx) => {
			const trimmed = value?.trim() ?? '';
			if (trimmed === '') return fallback;
			const m = /^(\d+)\s*(kib|mib|gib)?$/i.exec(trimmed);
			const n = m ? Number(m[1]) * SIZE_UNITS[(m[2] ?? '').toLowerCase()] : NaN;
			if (Number.isSafeInteger(n) && n >= 1) return n;
			ctx.addIssue({ code: 'custom', message: `must be a number of bytes, optionally with KiB, MiB or GiB (256MiB), got "${value}"` });
			return z.NEVER;
		});
}

/** The ECB's euro foreign exchange reference rates, updated each working day around 16:00 CET. */
export const DEFAULT_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/**
 * A URL variable whose scheme is one of `protocols` (e.g. `['http:', 'https:']`), trimmed and
 * passed through `finish`; null when unset. `refusal` is the whole error message: it may not echo
 * the value, which can hold a password (SMTP_URL).
 */
function urlVariable(protocols: string[], refusal: (trimmed: string) => string, finish: (trimmed: string) => string = (t) => t) {
	return z
		.string()
		.optional()
		.transform((value, ctx) => {
			const trimmed = value?.trim();
			if (!trimmed) return null;
			let protocol = '';
			try {
				protocol = new URL(trimmed).protocol;
			} catch {
				// reported below
			}
			if (protocols.includes(protocol)) return finish(trimmed);
			ctx.addIssue({ code: 'custom', message: refusal(trimmed) });
			return z.NEVER;
		});
}

/** An upstream's base URL: http(s), no trailing slash (paths are appended to it); null when unset. */
const baseUrl = urlVariable(
	['http:', 'https:'],
	(trimmed) => `must be an http:// or https:// URL, got "${trimmed}"`,
	(trimmed) => trimmed.replace(/\/+$/, '')
);

/** A trimmed string; unset or blank = null. */
const optionalText = z
	.string()
	.optional()
	.transform((value) => value?.trim() || null);

/** `SMTP_URL`: an smtp:// or smtps:// URL; unset = no relay. */
const smtpUrl = urlVariable(['smtp:', 'smtps:'], () => 'must be an smtp:// or smtps:// URL');

/** `ORIGIN`: the app's public origin (scheme, host and port only). */
const publicOrigin = z
	.string()
	.optional()
	.transform((value, ctx) => {
		const trimmed = value?.trim();
		if (!trimmed) return null;
		try {
			const url = new URL(trimmed);
			if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === trimmed.replace(/\/$/, '')) return url.origin;
		} catch {
			// reported below
		}
		ctx.addIssue({ code: 'custom', message: 'must be an origin such as https://utilkit.example.com (scheme, host, port; no path)' });
		return z.NEVER;
	});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The environment variables the server reads, each with its default and its rule (README,
 * "Configuration"). Every variable is checked before the server starts: one error lists all the
 * bad ones, not only the first.
 */
const envSchema = z
	.object({
		DATA_DIR: z.string().optional(),
		DATABASE_URL: optionalText.refine((url) => url === null || /^postgres(ql)?:\/\//.test(url), {
			message: 'must be a postgres:// URL (leave it unset for the embedded SQLite store)'
		}),
		DATABASE_POOL_MAX: integer(10, 1),
		DATABASE_CONNECT_TIMEOUT_MS: integer(5_000, 1),
		DATABASE_STATEMENT_TIMEOUT_MS: integer(5_000, 1),
		SQLITE_DRIVER: z
			.string()
			.optional()
			.transform((value) => value?.trim() || null)
			.pipe(z.enum(['node:sqlite', 'better-sqlite3'], { message: 'must be node:sqlite or better-sqlite3' }).nullable()),
		REDIS_URL: optionalText,
		REDIS_PREFIX: z.string().default('utilkit:'),
		REDIS_TIMEOUT_MS: integer(500, 1),
		CLUSTER_IPC_TIMEOUT_MS: integer(500, 1),
		PORT: integer(3000).refine((port) => port <= 65_535, { message: 'must be a TCP port (0–65535)' }),
		HOST: z.string().optional(),
		CORS_ORIGINS: z.string().default(''),
		MCP_PROTOCOL_PER_MINUTE: integer(300, 1),
		CHAT_LINK_HOST: z.string().optional(),
		DNS_SERVER: optionalText,
		CHANGE_POLL_MS: integer(1000),
		USAGE_FLUSH_MS: integer(1000),
		LOG_LEVEL: z
			.string()
			.optional()
			.transform((value) => value || 'info')
			.pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })),
		OUTBOUND_ALLOW_PRIVATE: z.string().optional(),
		OUTBOUND_ALLOW_ADDRESSES: z.string().default(''),
		OUTBOUND_TIMEOUT_MS: integer(10_000),
		AI_BASE_URL: baseUrl,
		AI_MODEL: z.string().default(''),
		AI_API_KEY: optionalText,
		AI_TIMEOUT_MS: timeout,
		VIES_BASE_URL: baseUrl,
		VIES_TIMEOUT_MS: timeout,
		TRANSLATE_BASE_URL: baseUrl,
		TRANSLATE_API_KEY: optionalText,
		TRANSLATE_TIMEOUT_MS: timeout,
		GEOCODER_BASE_URL: baseUrl,
		RATES_URL: baseUrl,
		SESSION_TTL_DAYS: integer(30, 1),
		SESSION_MAX_DAYS: integer(30, 1),
		ADDRESS_LIMIT_SCALE: integer(1, 1),
		SHUTDOWN_TIMEOUT_MS: integer(10_000),
		HEAVY_THREADS: optionalInteger(1),
		HEAVY_QUEUE: integer(32),
		HEAVY_PER_ACCOUNT: integer(2, 1),
		// At least what one call at the operations' own maxima needs (scrypt log_n 17, r 8: 128 MiB).
		HEAVY_MEMORY_MB: integer(256, 1).refine((mb) => mb >= 128, { message: 'must be at least 128 (one scrypt or argon2id call at its maximum)' }),
		HEAVY_HEAP_MB: integer(256, 1).refine((mb) => mb >= 64, { message: 'must be at least 64' }),
		HEAVY_QUEUE_WAIT_MS: integer(10_000, 1),
		HEADERS_TIMEOUT_MS: integer(15_000, 1),
		REQUEST_TIMEOUT_MS: optionalInteger(1),
		MAX_RAW_BODY: byteSize(256 * 1024 ** 2),
		RAW_BODY_TIMEOUT_MS: optionalInteger(1),
		METRICS_TOKEN: optionalText,
		METRICS_PORT: optionalInteger(1),
		SMTP_URL: smtpUrl,
		MAIL_FROM: z
			.string()
			.optional()
			.transform((value) => value?.trim() || 'Utilkit <noreply@localhost>'),
		ORIGIN: publicOrigin,
		PROTOCOL_HEADER: headerName,
		HOST_HEADER: headerName,
		PORT_HEADER: headerName,
		ADDRESS_HEADER: headerName,
		XFF_DEPTH: integer(1).refine((depth) => depth >= 1, { message: 'must be at least 1' }),
		WEB_CONCURRENCY: webConcurrency,
		NODE_ENV: z.string().optional(),
		npm_lifecycle_event: z.string().optional()
	})
	.transform((env, ctx) => {
		/**
		 * Slow-loris bounds. Node's own (60 s for headers, 300 s for the request, checked every 30 s)
		 * let one client hold a connection for minutes; a real client sends its headers in one packet
		 * and the largest body the server takes (1 MiB) in far less than a minute.
		 */
		const requestTimeoutMs = env.REQUEST_TIMEOUT_MS ?? Math.max(60_000, env.HEADERS_TIMEOUT_MS);
		// node:http refuses a headers timeout longer than the request's.
		if (env.HEADERS_TIMEOUT_MS > requestTimeoutMs) {
			ctx.addIssue({
				code: 'custom',
				path: ['HEADERS_TIMEOUT_MS'],
				message: `(${env.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`
			});
			return z.NEVER;
		}
		// A raw body's deadline comes before node:http's own (408, the connection dropped without
		// the API's JSON answer), which ends any request whose body is still coming at REQUEST_TIMEOUT_MS.
		const rawBodyTimeoutMs = env.RAW_BODY_TIMEOUT_MS ?? Math.min(50_000, Math.floor(requestTimeoutMs * 0.9));
		if (rawBodyTimeoutMs >= requestTimeoutMs) {
			ctx.addIssue({
				code: 'custom',
				path: ['RAW_BODY_TIMEOUT_MS'],
				message: `(${rawBodyTimeoutMs}) must be less than REQUEST_TIMEOUT_MS (${requestTimeoutMs}): raise both for slower uploads`
			});
			return z.NEVER;
		}
		return { ...env, REQUEST_TIMEOUT_MS: requestTimeoutMs, RAW_BODY_TIMEOUT_MS: Math.max(1, rawBodyTimeoutMs) };
	});

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
	const parsed = envSchema.safeParse(env);
	if (!parsed.success) {
		const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
		throw new Error(lines.length === 1 ? lines[0] : `Invalid configuration:\n  ${lines.join('\n  ')}`);
	}
	const e = parsed.data;
	return {
		dataDir: path.resolve(e.DATA_DIR || './data'),
		databaseUrl: e.DATABASE_URL,
		databasePool: { max: e.DATABASE_POOL_MAX, connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
		sqliteDriver: e.SQLITE_DRIVER,
		redisUrl: e.REDIS_URL,
		redisPrefix: e.REDIS_PREFIX,
		redisTimeoutMs: e.REDIS_TIMEOUT_MS,
		clusterIpcTimeoutMs: e.CLUSTER_IPC_TIMEOUT_MS,
		port: e.PORT,
		host: e.HOST || '0.0.0.0',
		corsOrigins: e.CORS_ORIGINS.split(',')
			.map((o) => o.trim().replace(/\/$/, ''))
			.filter(Boolean),
		origin: e.ORIGIN,
		proxy: {
			origin: e.ORIGIN,
			protocolHeader: e.PROTOCOL_HEADER,
			hostHeader: e.HOST_HEADER,
			portHeader: e.PORT_HEADER,
			addressHeader: e.ADDRESS_HEADER,
			xffDepth: e.XFF_DEPTH
		},
		webConcurrency: e.WEB_CONCURRENCY,
		mcpProtocolPerMinute: e.MCP_PROTOCOL_PER_MINUTE,
		chatLinkHost: (e.CHAT_LINK_HOST || 'https://wa.me').replace(/\/$/, ''),
		dnsServer: e.DNS_SERVER,
		changePollMs: e.CHANGE_POLL_MS,
		usageFlushMs: e.USAGE_FLUSH_MS,
		logLevel: e.LOG_LEVEL,
		outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE === '1',
		outboundAllowAddresses: e.OUTBOUND_ALLOW_ADDRESSES.trim(),
		outboundTimeoutMs: Math.min(10_000, e.OUTBOUND_TIMEOUT_MS),
		ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL.trim(), apiKey: e.AI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS } : null,
		viesBaseUrl: e.VIES_BASE_URL ?? 'https://ec.europa.eu/taxation_customs/vies/rest-api',
		viesTimeoutMs: e.VIES_TIMEOUT_MS,
		translate: e.TRANSLATE_BASE_URL ? { baseUrl: e.TRANSLATE_BASE_URL, apiKey: e.TRANSLATE_API_KEY, timeoutMs: e.TRANSLATE_TIMEOUT_MS } : null,
		geocoderBaseUrl: e.GEOCODER_BASE_URL,
		ratesUrl: e.RATES_URL ?? DEFAULT_RATES_URL,
		sessionTtlDays: e.SESSION_TTL_DAYS,
		sessionMaxDays: e.SESSION_MAX_DAYS,
		addressLimitScale: e.ADDRESS_LIMIT_SCALE,
		shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
		raw: { maxBytes: e.MAX_RAW_BODY, timeoutMs: e.RAW_BODY_TIMEOUT_MS },
		heavy: {
			// One core stays for the event loop that routes every request.
			threads: e.HEAVY_THREADS ?? Math.max(1, availableParallelism() - 1),
			queue: e.HEAVY_QUEUE,
			perAccount: e.HEAVY_PER_ACCOUNT,
			memoryMb: e.HEAVY_MEMORY_MB,
			heapMb: e.HEAVY_HEAP_MB,
			queueWaitMs: e.HEAVY_QUEUE_WAIT_MS
		},
		headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
		requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
		metricsToken: e.METRICS_TOKEN,
		metricsPort: e.METRICS_PORT ?? null,
		production: e.NODE_ENV === 'production' || e.npm_lifecycle_event === 'start',
		mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicOrigin: e.ORIGIN ?? `http://localhost:${e.PORT}` }
	};
}
