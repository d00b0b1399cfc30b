import { randomBytes } from 'node:crypto';
import { BATCH_LABEL, CAPABILITIES_LABEL, OPENAPI_LABEL, RECIPES_LABEL, UNMATCHED_LABEL, type ApiMetrics } from '../observability/metrics.js';
import type { Logger } from 'pino';
import type { ErrorKey, Operation, OperationContext } from '../../engine/define.js';
import type { ErrorCode } from '../../engine/error-codes.js';
import { executeOperation, runValidated, validateInput, type OperationResult } from '../../engine/execute.js';
import type { HeavyPool, PoolAnswer } from '../heavy/pool.js';
import type { Authenticator } from '../auth/authenticator.js';
import { sessionTokenFromCookies, type SessionManager } from '../auth/sessions.js';
import type { QuotaDecision, RateDecision } from '../limits/limit-rules.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Admission, Admit } from '../limits/redis-limits.js';
import { utcMonth, type UsageMeter } from '../limits/usage-meter.js';
import type { Principal } from '../store/types.js';
import { isStoreUnavailable, STORE_UNAVAILABLE_DETAIL } from '../store/errors.js';
import { EventStream } from './event-stream.js';
import { createRouter } from '../../engine/router.js';
import { isRefusal, prepareBatch, prepareRecipe, runRecipe, type Batch, type PreparedRecipe, type RecipeOutcome } from '../../engine/recipe.js';

/** The two paths that run several operations in one request (docs/api.md, "Recipes" and "Batch"). */
export const RECIPES_PATH = '/recipes/run';
export const BATCH_PATH = '/batch';
/** How many items of a batch run at once (server operations wait on upstreams; the rest are quick). */
export const BATCH_CONCURRENCY = 8;

/** Bodies over this size are refused with 413 (docs/spec/decisions.md). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A request as both HTTP adapters hand it over: the path is relative to /api/v1. */
export interface ApiRequest {
	method: string;
	path: string;
	/** The query string without `?` ('' when none); parsed only by GET operations. */
	search: string;
	/** Header lookup by lower-case name. */
	header(name: string): string | undefined;
	/** The body as text; null when there is none. */
	body: string | null;
	/** The body was larger than MAX_BODY_BYTES (the adapter stopped reading it). */
	bodyTooLarge: boolean;
	/** `performance.now()` when the adapter received the request (latency, access log); default: when the core gets it. */
	receivedAt?: number;
}

export interface ApiResponse {
	status: number;
	headers: Record<string, string>;
	body: string;
	/** A streamed answer (server-sent events): the adapter writes these after the headers, not `body`. */
	events?: EventStream;
	/** A batch item's answer before it is written as JSON (`body` is then ''): the batch writes all of them at once. */
	value?: unknown;
}

export interface ApiCoreDeps {
	operations: Operation[];
	authenticator: Authenticator;
	/** The app's sessions: a signed-in browser may call the API with its cookie instead of a key. */
	sessions?: Pick<SessionManager, 'resolve'>;
	/**
	 * The app's scheme for this request as configured (ORIGIN or PROTOCOL_HEADER), e.g. `https:`:
	 * an Origin with another scheme is not the app's own. Null or absent: the host alone is compared.
	 */
	appProtocol?: (req: ApiRequest) => string | null;
	limiter: RateLimiter;
	meter: UsageMeter;
	/**
	 * Both the per-minute and the monthly decision in one step (Redis: one script, one round
	 * trip). When given, it replaces `limiter.hit` and `meter.load`/`reserve`.
	 */
	admit?: Admit;
	logger: Logger;
	corsOrigins: string[];
	/**
	 * The OpenAPI document as JSON, or what gives it: app.ts builds its response examples on the
	 * first request (docs/api.md, "OpenAPI"), which waits for them.
	 */
	openApiJson: string | (() => Promise<string>);
	/** `GET /capabilities`: what this server can answer now (api/capabilities.ts); 404 without it. */
	capabilities?: () => unknown;
	/**
	 * What the server gives operations besides the clock (CHAT_LINK_HOST, geo-tz, MX lookups),
	 * handed to every operation's context as is; a new provider needs no change here.
	 */
	services?: Omit<OperationContext, 'now'>;
	/** Requests, latencies and rejections for /metrics (src/lib/server/observability). */
	metrics?: ApiMetrics;
	/**
	 * Where heavy operations run (`cost: 'heavy'`; src/lib/server/heavy/pool.ts): worker threads
	 * with deadlines, a heap ceiling, a memory budget and each account's share. Absent (unit
	 * tests of the pipeline): they run in place like light ones.
	 */
	heavy?: HeavyPool;
	now?: () => number;
}

const JSON_TYPE = 'application/json';
const EXPOSED_HEADERS =
	'X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy, X-Quota-Limit, X-Quota-Remaining, Retry-After';

/** One request on its way through the pipeline. */
interface Call {
	req: ApiRequest;
	/** The operation; none for a recipe or a batch (`multi`). */
	op?: Operation;
	params: Readonly<Record<string, string>>;
	headers: Record<string, string>;
	at: number;
	trace: Trace;
	/** Set once the key (or session) is known to be valid and active. */
	principal?: Principal;
	/** The UTC month of `at` (`YYYY-MM`), set with the principal. */
	month?: string;
	/** Units of the minute's limit and the month's quota this call takes: 1, a recipe's steps, 0 for a batch (each item takes its own). */
	units: number;
	/** A batch item's input, already parsed (the request body is the whole batch). */
	input?: Record<string, unknown>;
	/** The request body as parsed by `readJson`. */
	json?: unknown;
	/** A recipe or a batch: its body is read once the caller is known, and it runs instead of `op`. */
	multi?: MultiCall;
	/** What `multi.prepare` read: the recipe with its steps' operations, or the batch. */
	recipe?: PreparedRecipe<Step>;
	batch?: Batch;
}

/** A recipe step's operation, with the parameters its path carried. */
type Step = { op: Operation; params: Readonly<Record<string, string>> };

/** How a recipe or a batch plugs into the pipeline. */
interface MultiCall {
	/** Reads the body and sets `units`; the 415/422 answer when it cannot. */
	prepare(call: Call): ApiResponse | null;
	/** Runs once the units are admitted (a batch admits each item itself). */
	run(call: Call): ApiResponse | Promise<ApiResponse>;
}

/**
 * `next(call, value)` at once when `value` is at hand, after it settles when it is a promise. The
 * pipeline's steps are chained with it: the hot path (a cached key, counts in memory, a
 * synchronous operation) stays synchronous and allocates no closure.
 */
function andThen<T, R>(value: T | Promise<T>, next: (call: Call, value: T) => R | Promise<R>, call: Call): R | Promise<R> {
	return value instanceof Promise ? value.then((settled) => next(call, settled)) : next(call, value);
}

/** What the access log and the metrics learn about a request on its way (one object per request). */
interface Trace {
	requestId: string;
	receivedAt: number;
	op: Operation | null;
	/** The `operation` label when there is no operation: OPENAPI_LABEL or UNMATCHED_LABEL. */
	label: string;
	accountId: string | null;
	plan: string | null;
	/** The heavy pool refused the call (its 429 is not the rate limit's). */
	poolRefused?: boolean;
}

// Request ids: a per-process random prefix and a counter, unique across every core in the process.
const REQUEST_ID_PREFIX = randomBytes(6).toString('base64url');
let sequence = 0;

/**
 * An incoming `X-Request-Id` is kept when it is a sane token (1-128 of `A-Z a-z 0-9 . _ -`), so
 * a proxy's or a client's id follows the request through the logs; anything else is replaced.
 */
export function acceptedRequestId(value: string | undefined): string | null {
	if (value === undefined || value.length === 0 || value.length > 128) return null;
	for (let i = 0; i < value.length; i++) {
		const c = value.charCodeAt(i);
		const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 46 || c === 95;
		if (!ok) return null;
	}
	return value;
}

/**
 * The whole /api/v1 pipeline, independent of any HTTP framework: route → body size →
 * 401 → 403 → 429 → 402 → 415 → JSON → validation → operation. Both the lean node:http
 * dispatcher and the SvelteKit route call this one function, so they answer identically.
 */
export function createApiCore(deps: ApiCoreDeps) {
	const router = createRouter(deps.operations);
	const now = deps.now ?? Date.now;
	const cors = new Set(deps.corsOrigins);
	const metrics = deps.metrics;
	// Access log lines are `info`: with a quieter LOG_LEVEL their fields are not even gathered.
	const accessLog = deps.logger.isLevelEnabled('info');
	// An operation's context: the services on the prototype, the request's time on the instance,
	// so a request allocates one small object instead of copying every service.
	class RequestContext {
		declare stream?: OperationContext['stream'];
		constructor(private readonly at: number) {}
		now(): number {
			return this.at;
		}
	}
	Object.assign(RequestContext.prototype, deps.services);

	function respond(status: number, headers: Record<string, string>, body: unknown): ApiResponse {
		headers['content-type'] = JSON_TYPE;
		return { status, headers, body: JSON.stringify(body) };
	}

	/** An error answer: `{"detail": message, "code": code}` (or `error`, where the operation says so). Error paths only. */
	function error(status: number, headers: Record<string, string>, code: ErrorCode, message: string, key: ErrorKey = 'detail') {
		return respond(status, headers, { [key]: message, code });
	}

	/**
	 * Answers one request, always with its X-Request-Id, then logs and counts it. An unexpected
	 * throw anywhere in the pipeline is a 500 {"detail", "code": "internal_error"}, like an operation's.
	 */
	function handle(req: ApiRequest): ApiResponse | Promise<ApiResponse> {
		const trace: Trace = {
			requestId: acceptedRequestId(req.header('x-request-id')) ?? `${REQUEST_ID_PREFIX}-${(++sequence).toString(36)}`,
			receivedAt: req.receivedAt ?? performance.now(),
			op: null,
			label: UNMATCHED_LABEL,
			accountId: null,
			plan: null
		};
		if (metrics) metrics.inFlight++;
		let answer: ApiResponse | Promise<ApiResponse>;
		try {
			answer = pipeline(req, trace);
		} catch (err) {
			answer = crashed(trace, err);
		}
		if (answer instanceof Promise) {
			return answer.then(
				(settled) => finish(req, trace, settled),
				(err) => finish(req, trace, crashed(trace, err))
			);
		}
		return finish(req, trace, answer);
	}

	/** The metrics and the access log line of one answered request. */
	function finish(req: ApiRequest, trace: Trace, answer: ApiResponse): ApiResponse {
		const seconds = (performance.now() - trace.receivedAt) / 1000;
		// JSON is never to be sniffed as something else, and an answer for one key or session must
		// not be kept by a shared cache or the browser's (OpenAPI sets its own public caching).
		answer.headers['x-content-type-options'] = 'nosniff';
		answer.headers['cache-control'] ??= 'no-store';
		const operation = trace.op ? trace.op.id : trace.label;
		if (metrics) {
			metrics.inFlight--;
			metrics.forOperation(operation).observe(answer.status, seconds);
			// Only the limiter (or the heavy pool, counted there) answers 429 and only the quota 402 (operations never do).
			if (answer.status === 429 && trace.plan !== null && !trace.poolRefused) metrics.rateLimitRejected(trace.plan);
			else if (answer.status === 402 && trace.plan !== null) metrics.quotaRejected(trace.plan);
		}
		if (accessLog) {
			// Ids, the status and the time; never the key, the cookie, the query string or the body.
			deps.logger.info(
				{
					requestId: trace.requestId,
					method: req.method,
					operation,
					route: trace.op ? trace.op.path : null,
					status: answer.status,
					durationMs: Math.round(seconds * 1e6) / 1000,
					accountId: trace.accountId
				},
				'request'
			);
		}
		return answer;
	}

	/** A throw that escaped the pipeline (a bug outside the operation): 500, the cause logged, not sent. */
	function crashed(trace: Trace, err: unknown): ApiResponse {
		if (isStoreUnavailable(err)) {
			// The database is down or out of reach: 503 until it is back (docs/operations.md).
			deps.logger.warn({ err, requestId: trace.requestId, operation: trace.op?.id }, 'store unavailable');
			return error(503, { 'x-request-id': trace.requestId, 'retry-after': '5' }, 'store_unavailable', STORE_UNAVAILABLE_DETAIL);
		}
		deps.logger.error({ err, requestId: trace.requestId, operation: trace.op?.id }, 'request failed');
		return error(500, { 'x-request-id': trace.requestId }, 'internal_error', 'Internal Server Error');
	}

	/**
	 * The pipeline. Everything on the hot path is synchronous when the key, the month's usage and
	 * the operation are at hand; a promise appears only on a cache miss or an async op.
	 */
	function pipeline(req: ApiRequest, trace: Trace): ApiResponse | Promise<ApiResponse> {
		const headers: Record<string, string> = { 'x-request-id': trace.requestId };
		if (cors.size) {
			// The answer depends on Origin for every caller once CORS is on: a shared cache must not
			// hand one origin's copy (e.g. the publicly cached OpenAPI document) to another.
			headers['vary'] = 'Origin';
			const origin = req.header('origin');
			if (origin && cors.has(origin)) {
				headers['access-control-allow-origin'] = origin;
				headers['access-control-expose-headers'] = EXPOSED_HEADERS;
			}
		}

		if (req.path === '/openapi.json' && (req.method === 'GET' || req.method === 'HEAD')) {
			trace.label = OPENAPI_LABEL;
			headers['content-type'] = JSON_TYPE;
			headers['cache-control'] = 'public, max-age=300';
			const doc = deps.openApiJson;
			return typeof doc === 'string' ? { status: 200, headers, body: doc } : doc().then((body) => ({ status: 200, headers, body }));
		}

		if (deps.capabilities && req.path === '/capabilities' && (req.method === 'GET' || req.method === 'HEAD')) {
			// No key: a client (or the app, signed out) learns what it can call before it calls.
			trace.label = CAPABILITIES_LABEL;
			headers['content-type'] = JSON_TYPE;
			headers['cache-control'] = 'no-cache';
			return { status: 200, headers, body: JSON.stringify(deps.capabilities()) };
		}

		let call: Call;
		const multi = req.path === RECIPES_PATH ? recipeCall : req.path === BATCH_PATH ? batchCall : null;
		if (multi) {
			trace.label = multi === recipeCall ? RECIPES_LABEL : BATCH_LABEL;
			if (req.method !== 'POST') return wrongMethod(req, headers, ['POST']);
			call = { req, params: {}, headers, at: now(), trace, units: 1, multi };
		} else {
			const route = router.match(req.method, req.path);
			if (route.kind === 'not-found') return error(404, headers, 'not_found', 'Not Found');
			if (route.kind === 'wrong-method') return wrongMethod(req, headers, route.allow);
			trace.op = route.op;
			call = { req, op: route.op, params: route.params, headers, at: now(), trace, units: 1 };
		}
		if (req.bodyTooLarge) return error(413, headers, 'payload_too_large', `Request body is larger than ${MAX_BODY_BYTES} bytes`);

		const key = req.header('x-api-key');
		if (!key) {
			// No key: the app's session cookie stands in (a key, when sent, always wins).
			const token = deps.sessions && sameSiteRequest(req, deps.appProtocol?.(req) ?? null) ? sessionTokenFromCookies(req.header('cookie')) : null;
			if (!token) return error(401, headers, 'missing_api_key', 'Missing API key: include the X-API-Key header');
			return deps.sessions!.resolve(token).then((found) =>
				found
					? authorized(call, found.principal)
					: error(401, headers, 'session_expired', 'Session expired or signed out: sign in again, or include an X-API-Key header')
			);
		}
		return andThen(deps.authenticator.resolve(key.trim()), authorized, call);
	}

	/** OPTIONS (a CORS preflight) or 405 at a path that exists for other methods. */
	function wrongMethod(req: ApiRequest, headers: Record<string, string>, allow: readonly string[]): ApiResponse {
		if (req.method === 'OPTIONS' && headers['access-control-allow-origin']) {
			headers['access-control-allow-methods'] = allow.join(', ');
			headers['access-control-allow-headers'] = 'Content-Type, X-API-Key';
			headers['access-control-max-age'] = '600';
			return { status: 204, headers, body: '' };
		}
		headers['allow'] = allow.join(', ');
		return error(405, headers, 'method_not_allowed', `Method ${req.method} is not allowed here; use ${allow.join(', ')}`);
	}

	/** 401 → 403 (→ a recipe's or batch's body) → 429, then the quota (after the month's usage is in memory). */
	function authorized(call: Call, principal: Principal | null): ApiResponse | Promise<ApiResponse> {
		const { headers } = call;
		if (!principal) return error(401, headers, 'invalid_api_key', 'Invalid or revoked API key: include a valid X-API-Key header');
		call.trace.accountId = principal.accountId;
		call.trace.plan = principal.plan.name;
		if (!principal.active) return error(403, headers, 'account_deactivated', 'Account deactivated');
		call.principal = principal;
		call.month = utcMonth(call.at);
		if (call.multi) {
			// How many units a recipe takes is in its body: read it now, before the limits.
			const refused = call.multi.prepare(call);
			if (refused) return refused;
			if (call.units === 0) return call.multi.run(call);
		}
		return limit(call);
	}

	/** 429, then 402, then the call runs: the units of `call` are taken from the minute and the month. */
	function limit(call: Call): ApiResponse | Promise<ApiResponse> {
		const { accountId, plan } = call.principal!;
		if (deps.admit) return andThen(deps.admit(accountId, plan.perMinute, plan.perMonth, call.at, call.month!, call.units), decided, call);
		// Redis answers with a promise (limits shared by every instance); memory at once.
		if (plan.perMinute !== null) return andThen(deps.limiter.hit(accountId, plan.perMinute, call.at, call.units), limited, call);
		return quota(call);
	}

	/** Both decisions taken together (`deps.admit`): 429, else 402, else the operation. */
	function decided(call: Call, admission: Admission): ApiResponse | Promise<ApiResponse> {
		if (admission.rate) {
			const refused = rateRefusal(call, admission.rate);
			if (refused) return refused;
		}
		return admitted(call, admission.quota!);
	}

	/** The rate decision's headers; 429 when the per-minute limit has no room, else on to the quota. */
	function limited(call: Call, rate: RateDecision): ApiResponse | Promise<ApiResponse> {
		return rateRefusal(call, rate) ?? quota(call);
	}

	/** Sets the rate headers; the 429 answer when the per-minute limit has no room, else null. */
	function rateRefusal(call: Call, rate: RateDecision): ApiResponse | null {
		const { headers } = call;
		headers['x-ratelimit-limit'] = String(rate.limit);
		headers['x-ratelimit-remaining'] = String(rate.remaining);
		headers['x-ratelimit-reset'] = String(rate.resetSeconds);
		headers['ratelimit-policy'] = `"minute";q=${rate.limit};w=60`;
		headers['ratelimit'] = `"minute";r=${rate.remaining};t=${rate.resetSeconds}`;
		if (!rate.allowed) {
			headers['retry-after'] = '60';
			const needs = call.units > 1 ? `; the recipe needs ${call.units} requests and ${rate.remaining} are left this minute` : '';
			return error(429, headers, 'rate_limited', `Rate limit exceeded: retry in 60 seconds${needs}`);
		}
		return null;
	}

	/** The quota, once the month's usage is at hand. */
	function quota(call: Call): ApiResponse | Promise<ApiResponse> {
		return andThen(deps.meter.load(call.principal!.accountId, call.month!), metered, call);
	}

	/** 402, then the operation; its answer counts against the quota unless it is a 5xx. */
	function metered(call: Call): ApiResponse | Promise<ApiResponse> {
		const { accountId, plan } = call.principal!;
		return andThen(deps.meter.reserve(accountId, call.month!, plan.perMonth, call.units), admitted, call);
	}

	/** The quota decision's headers; 402 when the month is used up, else the operation. */
	function admitted(call: Call, quota: QuotaDecision): ApiResponse | Promise<ApiResponse> {
		const { headers } = call;
		if (quota.limit !== null) {
			headers['x-quota-limit'] = String(quota.limit);
			headers['x-quota-remaining'] = String(quota.remaining ?? 0);
		}
		if (!quota.allowed) {
			const needs = call.units > 1 ? `; the recipe needs ${call.units} requests and ${quota.remaining} are left this month` : '';
			return error(402, headers, 'quota_exceeded', `Monthly quota exceeded: upgrade the plan or wait for the next period${needs}`);
		}
		if (call.multi) return call.multi.run(call);
		// The one step with a failure branch of its own: whatever the operation throws or rejects
		// gives the quota unit back.
		try {
			const answer = run(call);
			if (!(answer instanceof Promise)) return counted(call, answer);
			return answer.then(
				(settled) => counted(call, settled),
				(err) => failed(call, err)
			);
		} catch (err) {
			return failed(call, err);
		}
	}

	/** Counts an answer against the quota; 5xx answers (an upstream's 502 too) and the pool's 429 give the unit back. */
	function counted(call: Call, answer: ApiResponse): ApiResponse {
		const principal = call.principal!;
		if (answer.events) {
			// A streamed answer counts when it ends: one that fails on the way gives the unit back.
			void answer.events.finished.then((ok) =>
				ok ? deps.meter.record(principal.accountId, principal.keyId, call.op!.id, call.at) : deps.meter.release(principal.accountId, call.month!)
			);
			return answer;
		}
		// The heavy pool's 429 (no room in the account's share) is a refusal, like the rate limit's.
		if (answer.status < 500 && answer.status !== 429) {
			deps.meter.record(principal.accountId, principal.keyId, call.op!.id, call.at);
			return answer;
		}
		giveBack(call, 1);
		return answer;
	}

	/** Units reserved and not used (a 5xx, a recipe's steps that did not run) go back to the month, and the header says so. */
	function giveBack(call: Call, units: number): void {
		if (units <= 0) return;
		deps.meter.release(call.principal!.accountId, call.month!, units);
		const remaining = call.headers['x-quota-remaining'];
		if (remaining !== undefined) call.headers['x-quota-remaining'] = String(Number(remaining) + units);
	}

	/** An unexpected error: its quota units are given back, the cause is logged, not sent. */
	function failed(call: Call, err: unknown, units = 1): ApiResponse {
		giveBack(call, units);
		deps.logger.error({ err, requestId: call.headers['x-request-id'], operation: call.op?.id ?? call.trace.label }, 'operation failed');
		return error(500, call.headers, 'internal_error', 'Internal Server Error');
	}

	/** Body checks, input and the operation itself. */
	function run(call: Call): ApiResponse | Promise<ApiResponse> {
		const { req, params, at } = call;
		const op = call.op!;
		// A heavy call past its account's share is refused before its body is read (it may be 1 MiB);
		// not where a small input would make it a light call.
		const full = op.cost === 'heavy' && !op.lightCall && deps.heavy ? deps.heavy.shareFull(call.principal!.accountId) : null;
		if (full) return answered(call, full);
		let input: unknown;
		if (call.input) {
			input = { ...call.input, ...params };
		} else if (op.method === 'POST') {
			const refused = readJson(call, op);
			if (refused) return refused;
			input = call.json;
		} else {
			input = { ...Object.fromEntries(new URLSearchParams(req.search)), ...params };
		}
		if (op.streams !== undefined && !call.input && wantsEvents(req)) return streamed(call, input);
		return andThen(execute(op, input, at, call.principal!), answered, call);
	}

	/**
	 * One operation call: a light one here, a heavy one in the pool (which may refuse it: 429,
	 * 503), unless its input makes it a light call (Operation.lightCall).
	 */
	function execute(op: Operation, input: unknown, at: number, principal: Principal): PoolAnswer | Promise<PoolAnswer> {
		if (op.cost !== 'heavy' || !deps.heavy) return executeOperation(op, input, new RequestContext(at));
		const parsed = validateInput(op, input);
		if ('status' in parsed) return parsed;
		if (op.lightCall?.(parsed.data)) return runValidated(op, parsed.data, new RequestContext(at));
		return deps.heavy.run(op, input, at, principal.accountId, parsed);
	}

	/**
	 * An answer sent as it is written (docs/api.md, "Streaming"): nothing is sent until the first
	 * piece or the end, so a failure before any piece is the usual JSON error with its status;
	 * after that the status is 200 and the stream ends with a `done` or an `error` event.
	 */
	function streamed(call: Call, input: unknown): Promise<ApiResponse> {
		const { headers } = call;
		const op = call.op!;
		const events = new EventStream();
		const ctx = new RequestContext(call.at);
		ctx.stream = { delta: (text) => events.send('delta', { delta: text }), signal: events.signal };
		let result: Promise<OperationResult>;
		try {
			result = Promise.resolve(executeOperation(op, input, ctx));
		} catch (err) {
			result = Promise.reject(err);
		}
		return Promise.race([result, events.started]).then((first) => {
			if (first && first.status !== 200) return respond(first.status, headers, first.body);
			result.then(
				({ status, body }) => {
					events.send(status === 200 ? 'done' : 'error', status === 200 ? body : { ...(body as object), status });
					events.end(status === 200);
				},
				(err) => {
					// A client that went away stopped the operation on purpose: not a failure to log.
					if (!events.signal.aborted) deps.logger.error({ err, requestId: headers['x-request-id'], operation: op.id }, 'operation failed');
					events.send('error', { detail: 'Internal Server Error', code: 'internal_error', status: 500 });
					events.end(false);
				}
			);
			headers['content-type'] = 'text/event-stream; charset=utf-8';
			// Proxies (nginx) pass each event on at once instead of buffering the answer.
			headers['x-accel-buffering'] = 'no';
			return { status: 200, headers, body: '', events };
		});
	}

	/** The operation's result as the HTTP answer (a batch item's is kept as it is, for the batch to write). */
	function answered(call: Call, result: PoolAnswer): ApiResponse {
		if (result.retryAfter !== undefined) {
			call.headers['retry-after'] = String(result.retryAfter);
			call.trace.poolRefused = true;
		}
		if (call.input) return { status: result.status, headers: call.headers, body: '', value: result.body };
		return respond(result.status, call.headers, result.body);
	}

	/**
	 * Parses the JSON request body into `call.json`; the 415/422 answer when it cannot (with the
	 * operation's error key, when there is one), else null.
	 */
	function readJson(call: Call, op?: Operation): ApiResponse | null {
		const { req, headers } = call;
		const type = req.header('content-type');
		if (!type || !isJsonType(type)) {
			return error(415, headers, 'unsupported_media_type', 'Content-Type must be application/json', op && invalidKey(op, 415));
		}
		if (req.body === null) return error(422, headers, 'empty_body', EMPTY_BODY, op && invalidKey(op, 422));
		try {
			call.json = JSON.parse(req.body);
			return null;
		} catch {
			const empty = req.body.trim() === '';
			return error(422, headers, empty ? 'empty_body' : 'invalid_json', empty ? EMPTY_BODY : 'Request body is not valid JSON', op && invalidKey(op, 422));
		}
	}

	/** One step of a recipe as the operation's own call would run it. */
	function runStep(call: Call, { op, params }: Step, input: Record<string, unknown>) {
		return execute(op, { ...input, ...params }, call.at, call.principal!);
	}

	// `POST /recipes/run` (docs/api.md, "Recipes"): one unit per step, all admitted before the first
	// runs; what a step's answer earns is what the same single call earns (a 5xx gives its unit
	// back), and the steps that never ran give theirs back too.
	const recipeCall: MultiCall = {
		prepare(call) {
			const refused = readJson(call);
			if (refused) return refused;
			const recipe = prepareRecipe(call.json, router.find);
			if (isRefusal(recipe)) return respond(recipe.status, call.headers, recipe.body);
			call.recipe = recipe;
			call.units = recipe.steps.length;
			return null;
		},
		run(call) {
			const recipe = call.recipe!;
			let outcome: RecipeOutcome | Promise<RecipeOutcome>;
			try {
				outcome = runRecipe(recipe, (target, input) => runStep(call, target, input));
			} catch (err) {
				return failed(call, err, call.units);
			}
			if (!(outcome instanceof Promise)) return recipeAnswer(call, recipe, outcome);
			return outcome.then(
				(settled) => recipeAnswer(call, recipe, settled),
				(err) => failed(call, err, call.units)
			);
		}
	};

	/** A recipe's answer; each step that answered counts as its single call would, the others' units go back. */
	function recipeAnswer(call: Call, recipe: PreparedRecipe<Step>, outcome: RecipeOutcome): ApiResponse {
		const { accountId, keyId } = call.principal!;
		let used = 0;
		outcome.body.steps.forEach((step, i) => {
			// A 5xx, or the heavy pool's 429 (an operation never answers 429), is not counted.
			if (step.status >= 500 || step.status === 429) return;
			deps.meter.record(accountId, keyId, recipe.targets[i].op.id, call.at);
			used++;
		});
		giveBack(call, call.units - used);
		return respond(outcome.status, call.headers, outcome.body);
	}

	// `POST /batch` (docs/api.md, "Batch"): each item is a single call of its own (its own limits,
	// its own status), answered in order; up to BATCH_CONCURRENCY run at once, admitted in order.
	const batchCall: MultiCall = {
		prepare(call) {
			const refused = readJson(call);
			if (refused) return refused;
			const batch = prepareBatch(call.json);
			if (isRefusal(batch)) return respond(batch.status, call.headers, batch.body);
			call.batch = batch;
			call.units = 0;
			return null;
		},
		run(call) {
			const { requests } = call.batch!;
			const responses: BatchItemAnswer[] = new Array(requests.length);
			let last: Record<string, string> | null = null;
			// Items are started in order, so they are admitted in order; one that answers at once (an
			// operation that runs anywhere, counted in memory) is done before the next starts, and
			// up to BATCH_CONCURRENCY of those that wait (an upstream, Redis) wait together.
			const waiting = new Set<Promise<void>>();
			const finish = () => {
				if (last) for (const name of LIMIT_HEADERS) if (last[name] !== undefined) call.headers[name] = last[name];
				return respond(200, call.headers, { responses });
			};
			const start = (i: number): void | Promise<void> => {
				const { op, input } = requests[i];
				const found = router.find(op);
				if (!found) {
					responses[i] = { status: 404, body: { detail: `${op} is not an operation`, code: 'not_found' } };
					return;
				}
				const item: Call = { req: call.req, op: found.op, params: found.params, headers: { 'x-request-id': call.trace.requestId }, at: call.at, trace: call.trace, units: 1, input: input ?? {} };
				item.principal = call.principal;
				item.month = call.month;
				last = item.headers;
				const answer = limit(item);
				if (!(answer instanceof Promise)) {
					responses[i] = itemAnswer(answer);
					return;
				}
				const heavy = found.op.cost === 'heavy';
				const done: Promise<void> = answer.then((settled) => {
					responses[i] = itemAnswer(settled);
					waiting.delete(done);
					if (heavy) heavyRunning.delete(done);
				});
				waiting.add(done);
				if (heavy) heavyRunning.add(done);
				return waiting.size >= BATCH_CONCURRENCY ? Promise.race(waiting) : undefined;
			};
			// The heavy items in flight: a batch holds at most its account's share of the pool at once,
			// so the pool never refuses a batch's own items (429) for the items before them.
			const heavyRunning = new Set<Promise<void>>();
			const heavyShare = deps.heavy?.perAccount ?? Infinity;
			const from = (first: number): ApiResponse | Promise<ApiResponse> => {
				for (let i = first; i < requests.length; i++) {
					if (heavyRunning.size >= heavyShare && router.find(requests[i].op)?.op.cost === 'heavy') return Promise.race(heavyRunning).then(() => from(i));
					const full = start(i);
					if (full) return full.then(() => from(i + 1));
				}
				return waiting.size ? Promise.all(waiting).then(finish) : finish();
			};
			return from(0);
		}
	};

	return { handle };
}

export type ApiCore = ReturnType<typeof createApiCore>;

/**
 * A session cookie counts only on requests from the app's own pages: a browser marks others
 * with a foreign Origin (another host, or another scheme than the app's) or `Sec-Fetch-Site: cross-site`/`same-site`. SameSite=Lax already keeps
 * the cookie off cross-site POSTs; this also covers top-level cross-site GET navigations.
 */
export function sameSiteRequest(req: Pick<ApiRequest, 'header'>, protocol: string | null): boolean {
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

/** The caller takes server-sent events (`Accept: text/event-stream`, alone or among others). */
function wantsEvents(req: ApiRequest): boolean {
	const accept = req.header('accept');
	return accept !== undefined && /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept);
}

/** `application/json`, with parameters such as charset, in any case. */
function isJsonType(type: string): boolean {
	return type === JSON_TYPE || type.split(';', 1)[0].trim().toLowerCase() === JSON_TYPE;
}

const EMPTY_BODY = 'Request body is empty: send a JSON object';

/** One answer in a batch's `responses`. */
interface BatchItemAnswer {
	status: number;
	body: unknown;
}

/** A batch item's answer: its body as the operation gave it, or an error answer's (429, 402, 422 …). */
function itemAnswer(answer: ApiResponse): BatchItemAnswer {
	return { status: answer.status, body: answer.value !== undefined ? answer.value : JSON.parse(answer.body) };
}

/** The headers a batch's answer takes from its last item. */
const LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'ratelimit-policy', 'ratelimit', 'x-quota-limit', 'x-quota-remaining', 'retry-after'];

/** Validation errors use the operation's key where the status matches (fake-data's 422 is {"error"}). */
function invalidKey(op: Operation, status: number): ErrorKey {
	return op.invalid.status === status ? op.invalid.key : 'detail';
}
