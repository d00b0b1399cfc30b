import { nativeDigest } from './native-digest.js';
import type { Logger } from 'pino';
import { OPERATIONS } from '../ops/registry.js';
import { createApiCore, type ApiCore } from './api/core.js';
import { buildOpenApi } from './api/openapi.js';
import { Authenticator } from './auth/authenticator.js';
import type { Config } from './config.js';
import { createMemoryRateLimiter, type RateLimiter } from './limits/rate-limiter.js';
import type { Admit } from './limits/redis-limits.js';
import { MemoryAttempts, type AttemptBackend } from './limits/attempt-limiter.js';
import type { RedisLink } from './redis/link.js';
import { clusterLimits } from './cluster/ipc-limits.js';
import type { ChangeEvent, subscribeChanges } from './redis/changes.js';
import { UsageMeter, utcMonth } from './limits/usage-meter.js';
import { createLogger } from './logger.js';
import { createStore, type Store } from './store/index.js';
import { createLinkImageHandler, type LinkImageHandler } from './link-image.js';
import { appProtocol } from './security-headers.js';
import { timezoneAt } from './providers/timezone.js';
import { createDnsResolver, createMxResolver } from './providers/dns.js';
import { createHeavyPool, MiB, threadCode, type HeavyPool, type HeavyPoolOptions } from './heavy/pool.js';
import { responseExamplesOffThread } from './heavy/examples.js';
import { createChatUpstream } from './providers/ai.js';
import { createTranslateUpstream } from './providers/translate.js';
import { createVatUpstream } from './providers/vies.js';
import { createGeocoderUpstream } from './providers/geocoder.js';
import { createRatesUpstream } from './providers/rates.js';
import { createOutboundClient, parseAllowList } from './outbound/index.js';
import { createTlsProber } from './outbound/tls-probe.js';
import { VERSION } from './version.js';
import { SessionManager } from './auth/sessions.js';
import { createAccountService, type AccountService } from './auth/accounts.js';
import { createMailer } from './mail/mailer.js';
import { ApiMetrics } from './observability/metrics.js';
import { Readiness } from './observability/readiness.js';
import { instrumentServices } from './observability/upstreams.js';
import { capabilities, UpstreamHealth } from './api/capabilities.js';

/** One running Utilkit: its store, caches, limits and API core, and the timers that keep them fresh. */
export interface App {
	config: Config;
	store: Store;
	core: ApiCore;
	/** The API's key lookup (cached): the MCP server checks the key before any MCP handling. */
	authenticator: Authenticator;
	logger: Logger;
	meter: UsageMeter;
	/** The per-minute limiter the API core counts with (this process, the cluster primary or Redis); /mcp counts protocol messages on it too. */
	limiter: RateLimiter;
	/** The Redis link when REDIS_URL is set (`redis.up`: reachable and in use right now). */
	redis: RedisLink | null;
	/** The app's account endpoints (/account/*). */
	accounts: AccountService;
	/** The API's Prometheus metrics (/metrics). */
	metrics: ApiMetrics;
	/** `GET /app/link-image`: preview images of links for the app's pages (link-image.ts). */
	linkImage: LinkImageHandler;
	/**
	 * What /readyz checks: `store` is registered here; a dependency that must answer for this
	 * instance to take traffic adds its own, e.g. `app.readiness.add('redis', () => link.ping())`.
	 */
	readiness: Readiness;
	/** Where heavy operations run (heavy/pool.ts). */
	heavy: HeavyPool;
	/** Flushes usage, stops timers and closes the store. */
	close(): Promise<void>;
}

/** What the caller knows about where the app runs from. */
export interface AppOptions {
	/** The heavy pool's thread code: the server build's own file (src/server-entry.ts); default the source through tsx. */
	heavyThread?: HeavyPoolOptions['thread'];
}

/** Builds an App from explicit configuration; tests create as many as they like. */
export async function createApp(config: Config, logger = createLogger(config.logLevel), options: AppOptions = {}): Promise<App> {
	const store = await createStore(config);
	const metrics = new ApiMetrics(OPERATIONS.map((op) => op.id));
	const readiness = new Readiness(logger);
	readiness.add('store', () => store.changeCounter());
	const authenticator = new Authenticator(store);
	const meter = new UsageMeter(store);
	// REDIS_URL: rate limits and the month's totals live in Redis, shared by every instance, and
	// changes are announced on pub/sub; without it, both are counted in this process.
	let limiter: RateLimiter = createMemoryRateLimiter();
	let admit: Admit | undefined;
	// Sign-in, sign-up and key-creation attempts: shared the same way as the rate limits.
	let attempts: AttemptBackend = new MemoryAttempts();
	let redis: RedisLink | null = null;
	let changes: ReturnType<typeof subscribeChanges> | null = null;
	// Change events go out on Redis' pub/sub; without Redis there is no one else to tell.
	let announce: (event: ChangeEvent) => void = () => undefined;
	if (config.redisUrl) {
		// ioredis and the Redis scripts load only when REDIS_URL is set (docs/performance.md, "Lean server").
		const [{ RedisLink }, { createRedisLimits }, { createRedisAttempts }, { affects, publishChange, subscribeChanges }] = await Promise.all([
			import('./redis/link.js'),
			import('./limits/redis-limits.js'),
			import('./limits/redis-attempts.js'),
			import('./redis/changes.js')
		]);
		redis = new RedisLink({ url: config.redisUrl, prefix: config.redisPrefix, timeoutMs: config.redisTimeoutMs, logger });
		const limits = createRedisLimits(redis, async (accountId, month) => (await store.monthUsage(accountId, month)) + meter.unflushed(accountId, month));
		limiter = limits.limiter;
		admit = limits.admit;
		meter.useLiveQuota(limits.quota);
		attempts = createRedisAttempts(redis);
		await redis.start();
		changes = subscribeChanges(redis, (event) => (event ? authenticator.invalidateWhere((p) => affects(event, p)) : authenticator.invalidate()), logger);
		await Promise.race([changes.ready, new Promise((r) => setTimeout(r, 2000).unref())]);
		// /readyz reports Redis; requests are still served while it is down (docs/operations.md).
		const link = redis;
		announce = (event) => publishChange(link, event, logger);
		// Not required: while Redis is down every instance still serves, counting limits locally.
		readiness.add('redis', () => link.client.ping(), { required: false });
	} else {
		// A cluster worker (WEB_CONCURRENCY > 1): the primary holds the counters of all workers.
		const shared = clusterLimits(async (accountId, month) => (await store.monthUsage(accountId, month)) + meter.unflushed(accountId, month), logger, config.clusterIpcTimeoutMs);
		if (shared) {
			limiter = shared.limiter;
			meter.useLiveQuota(shared.quota);
			attempts = shared.attempts;
		}
	}
	const sessions = new SessionManager(store, config.sessionTtlDays * 86_400_000, Date.now, config.sessionMaxDays * 86_400_000);
	const mailer = createMailer({ ...config.mail, dataDir: config.dataDir, logger, production: config.production });
	if (!config.mail.smtpUrl && config.production) logger.warn('SMTP_URL is not set: mails (verification, password reset) are only written to DATA_DIR/mail');
	const accounts = createAccountService({
		store,
		sessions,
		authenticator,
		meter,
		logger,
		onChange: announce,
		attempts,
		mailer,
		publicOrigin: config.mail.publicOrigin,
		addressLimitScale: config.addressLimitScale
	});
	// What operations get; each upstream call also records whether the upstream answered.
	const health = new UpstreamHealth();
	// Heavy operations (regex, JSON Schema, password hashing…) run in worker threads, bounded.
	const { memoryMb, ...pool } = config.heavy;
	const heavy = createHeavyPool({ ...pool, memoryBudget: memoryMb * MiB, thread: options.heavyThread });
	metrics.watchHeavyPool(() => heavy.stats());
	// User-supplied URLs and hosts (POST /url-checker, /social-metadata, /tls): one set of address rules.
	const outboundRules = {
		allowPrivate: config.outboundAllowPrivate,
		allowList: parseAllowList(config.outboundAllowAddresses),
		dnsServer: config.dnsServer,
		deadlineMs: config.outboundTimeoutMs
	};
	const services = instrumentServices(
		{
			chatLinkHost: config.chatLinkHost,
			timezoneAt,
			digest: nativeDigest,
			resolveMx: createMxResolver({ server: config.dnsServer }),
			dns: createDnsResolver({ server: config.dnsServer }),
			chat: config.ai ? createChatUpstream(config.ai) : undefined,
			translator: config.translate ? createTranslateUpstream(config.translate) : undefined,
			vat: createVatUpstream({ baseUrl: config.viesBaseUrl, timeoutMs: config.viesTimeoutMs }),
			outbound: createOutboundClient(outboundRules),
			tlsProber: createTlsProber(outboundRules),
			geocoder: config.geocoderBaseUrl ? createGeocoderUpstream({ baseUrl: config.geocoderBaseUrl, logger }) : undefined,
			rates: createRatesUpstream({ url: config.ratesUrl, store, logger })
		},
		metrics,
		health
	);
	// Response examples run the operations' examples (heavy ones too; the gazetteer and holiday
	// data load for theirs): on the first /openapi.json request, which waits for them, not at
	// every start, and in a thread of their own, so that no other request waits with it.
	let openApi: Promise<string> | undefined;
	const openApiJson = () =>
		(openApi ??= responseExamplesOffThread(threadCode(options.heavyThread)).then(
			(examples) => JSON.stringify(buildOpenApi(OPERATIONS, VERSION, examples)),
			(err) => {
				logger.error({ err }, 'an operation example failed; OpenAPI is served without response examples');
				return JSON.stringify(buildOpenApi(OPERATIONS, VERSION));
			}
		));
	const core = createApiCore({
		sessions,
		appProtocol: (req) => appProtocol((name) => req.header(name), config.proxy),
		operations: OPERATIONS,
		authenticator,
		limiter,
		admit,
		meter,
		logger,
		corsOrigins: config.corsOrigins,
		services,
		capabilities: () => capabilities(OPERATIONS, services, health),
		openApiJson,
		metrics,
		heavy,
		raw: config.raw
	});

	const linkImage = createLinkImageHandler({
		outbound: services.outbound!,
		sessions,
		limiter,
		appProtocol: (header) => appProtocol(header, config.proxy),
		logger
	});

	// Changes made elsewhere (the CLI, another instance) show up within one poll interval.
	let seenChanges = await store.changeCounter();
	let month = utcMonth(Date.now());
	const poll = setInterval(async () => {
		try {
			const current = await store.changeCounter();
			if (current !== seenChanges) {
				seenChanges = current;
				authenticator.invalidate();
			}
			const nowMonth = utcMonth(Date.now());
			if (nowMonth !== month) meter.forgetOtherMonths((month = nowMonth));
		} catch (err) {
			logger.warn({ err }, 'change poll failed');
		}
	}, config.changePollMs);
	const flush = setInterval(() => {
		meter.flush().catch((err) => logger.error({ err }, 'usage flush failed; will retry'));
	}, config.usageFlushMs);
	// Expired sessions are ignored by lookups; this only keeps the table small.
	const sweep = setInterval(() => {
		sessions.sweep().catch((err) => logger.warn({ err }, 'session sweep failed'));
	}, 3_600_000);
	poll.unref();
	flush.unref();
	sweep.unref();

	let closed: Promise<void> | null = null;
	return {
		config,
		store,
		core,
		authenticator,
		logger,
		meter,
		limiter,
		redis,
		accounts,
		metrics,
		linkImage,
		readiness,
		heavy,
		close() {
			closed ??= (async () => {
				clearInterval(sweep);
				clearInterval(poll);
				clearInterval(flush);
				changes?.close();
				await meter.flush();
				await accounts.drain();
				mailer.close();
				await redis?.close();
				await store.close();
				await heavy.close();
			})();
			return closed;
		}
	};
}
