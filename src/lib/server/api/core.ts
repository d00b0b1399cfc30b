/**
 * The /api/v1 core, independent of any transport (src/lib/server/api/README.md, "The API pipeline"): an adapter
 * translates its transport into a call (`handleHttp` for HTTP requests, `call` for one
 * operation of a known caller, as MCP makes them), and the call goes through its stages:
 * route → body size → authenticate (401/403) → a recipe's or a batch's body → admission
 * (429/402) → invoke. Every answer carries its X-Request-Id, and is logged and counted once.
 */
import { randomBytes } from 'node:crypto';
import { BATCH_LABEL, CAPABILITIES_LABEL, OPENAPI_LABEL, RECIPES_LABEL, UNMATCHED_LABEL } from '../observability/metrics.js';
import type { Operation } from '../../engine/define.js';
import { createRouter } from '../../engine/router.js';
import { utcMonth } from '../limits/usage-meter.js';
import type { Principal } from '../store/types.js';
import { isStoreUnavailable, STORE_UNAVAILABLE_DETAIL } from '../store/errors.js';
import { createAdmission } from './admission.js';
import { error, JSON_TYPE } from './answers.js';
import { AuthRefusal, createAuthenticate, type Authenticated } from './authenticate.js';
import { API_CORS, Cors } from './cors.js';
import { createInvoke } from './invoke.js';
import { createMulti } from './multi.js';
import { andThen, runStages, type Stage } from './stages.js';
import { RAW_OPERATION_IDS } from '../raw/ids.js';
import { rawTooLarge } from '../raw/raw-call.js';
import {
	BATCH_PATH,
	MAX_BODY_BYTES,
	RECIPES_PATH,
	type ApiCoreDeps,
	type ApiRequest,
	type ApiResponse,
	type BatchCall,
	type Call,
	type DirectCall,
	type OperationCall,
	type RecipeCall,
	type Trace
} from './types.js';

export { BATCH_CONCURRENCY, BATCH_PATH, MAX_BODY_BYTES, RECIPES_PATH } from './types.js';
export type { ApiCoreDeps, ApiRequest, ApiResponse } from './types.js';
export { sameSiteRequest } from './authenticate.js';

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

/** The id of a new request: the caller's when it is sane, else one of this process. */
function requestId(incoming: string | undefined): string {
	return acceptedRequestId(incoming) ?? `${REQUEST_ID_PREFIX}-${(++sequence).toString(36)}`;
}

type Answer = ApiResponse | Promise<ApiResponse>;

/** The core of one app. Both the lean node:http dispatcher and MCP call it, so they answer identically. */
export function createApiCore(deps: ApiCoreDeps) {
	const router = createRouter(deps.operations);
	const byId = new Map(deps.operations.map((op) => [op.id, op]));
	const now = deps.now ?? Date.now;
	const cors = new Cors(deps.corsOrigins, API_CORS);
	const metrics = deps.metrics;
	// Access log lines are `info`: with a quieter LOG_LEVEL their fields are not even gathered.
	const accessLog = deps.logger.isLevelEnabled('info');
	const authenticate = createAuthenticate(deps);
	const admission = createAdmission(deps);
	const invoke = createInvoke(deps);

	/** Who calls: sets the principal, or answers 401/403. */
	function authenticated(call: Call, found: Authenticated): ApiResponse | undefined {
		const principal = found instanceof AuthRefusal ? found.principal : found;
		if (principal) {
			call.trace.accountId = principal.accountId;
			call.trace.plan = principal.plan.name;
		}
		if (found instanceof AuthRefusal) return error(found.status, call.headers, found.code, found.detail);
		call.principal = found;
		call.month = utcMonth(call.at);
		return undefined;
	}
	const authenticateStage = (call: OperationCall | RecipeCall | BatchCall) => andThen(authenticate(call.req!), authenticated, call);

	// The stages of each kind of call: arrays built once, run by `runStages` without a closure on the sync path.
	const operationStages: Stage<OperationCall, ApiResponse>[] = [authenticateStage, admission, invoke.invoke];
	const directStages: Stage<DirectCall, ApiResponse>[] = [admission, invoke.invoke];
	const runDirect = (item: DirectCall) => runStages(directStages, item);
	const multi = createMulti({ router, meter: deps.meter, invoke, runDirect, heavyShare: deps.heavy?.perAccount ?? Infinity });
	const recipeStages: Stage<RecipeCall, ApiResponse>[] = [authenticateStage, multi.prepareRecipeCall, admission, multi.runRecipeCall];
	const directRecipeStages: Stage<RecipeCall, ApiResponse>[] = [multi.prepareRecipeCall, admission, multi.runRecipeCall];
	// A batch takes no units of its own: each item is admitted as it starts.
	const batchStages: Stage<BatchCall, ApiResponse>[] = [authenticateStage, multi.prepareBatchCall, multi.runBatchCall];

	/** A new request's trace (one object per request). */
	function newTrace(incomingId: string | undefined, receivedAt: number | undefined, method: string): Trace {
		return { requestId: requestId(incomingId), receivedAt: receivedAt ?? performance.now(), method, op: null, label: UNMATCHED_LABEL, accountId: null, plan: null };
	}

	/**
	 * Runs `start` for a request and answers it, always with its X-Request-Id, then logs and counts
	 * it. An unexpected throw anywhere is a 500 {"detail", "code": "internal_error"}, like an operation's.
	 */
	function traced<T>(trace: Trace, start: (arg: T, trace: Trace) => Answer, arg: T): Answer {
		if (metrics) metrics.inFlight++;
		let answer: Answer;
		try {
			answer = start(arg, trace);
		} catch (err) {
			answer = crashed(trace, err);
		}
		if (answer instanceof Promise) {
			return answer.then(
				(settled) => finish(trace, settled),
				(err) => finish(trace, crashed(trace, err))
			);
		}
		return finish(trace, answer);
	}

	/** One HTTP request under /api/v1. */
	function handleHttp(req: ApiRequest): Answer {
		return traced(newTrace(req.header('x-request-id'), req.receivedAt, req.method), route, req);
	}

	/**
	 * One operation (or `RECIPES_PATH`, a recipe whose steps are `input.steps`) for a caller already
	 * authenticated, as MCP calls them: admitted, run, counted, logged and measured as the same
	 * call over HTTP. The answer's `value` is the operation's body (an error answer's is in `body`).
	 */
	function call(principal: Principal, operationId: string, input: Record<string, unknown>): Answer {
		const op = byId.get(operationId);
		const trace = newTrace(undefined, undefined, op ? op.method : 'POST');
		return traced(trace, () => directCall(principal, op, operationId, input, trace), null);
	}

	function directCall(principal: Principal, op: Operation | undefined, operationId: string, input: Record<string, unknown>, trace: Trace): Answer {
		const headers: Record<string, string> = { 'x-request-id': trace.requestId };
		const at = now();
		trace.accountId = principal.accountId;
		trace.plan = principal.plan.name;
		const known = { headers, at, trace, principal, month: utcMonth(at), units: 1 };
		if (operationId === RECIPES_PATH) {
			trace.label = RECIPES_LABEL;
			return runStages(directRecipeStages, { kind: 'recipe', ...known, json: input });
		}
		if (!op) return error(404, headers, 'not_found', `${operationId} is not an operation`);
		trace.op = op;
		return runStages(directStages, { kind: 'direct', ...known, op, params: {}, input });
	}

	/** The metrics and the access log line of one answered request. */
	function finish(trace: Trace, answer: ApiResponse): ApiResponse {
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
					method: trace.method,
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

	/** A throw that escaped the stages (a bug outside the operation): 500, the cause logged, not sent. */
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
	 * The HTTP adapter's route: the documents without a key, then the call of the path, its body
	 * size and its stages. Synchronous when the key, the month's usage and the operation are at
	 * hand; a promise appears only on a cache miss or an async op.
	 */
	function route(req: ApiRequest, trace: Trace): Answer {
		const headers: Record<string, string> = { 'x-request-id': trace.requestId };
		cors.apply(headers, req.header('origin'));

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

		if (req.path === RECIPES_PATH || req.path === BATCH_PATH) {
			const recipe = req.path === RECIPES_PATH;
			trace.label = recipe ? RECIPES_LABEL : BATCH_LABEL;
			if (req.method !== 'POST') return wrongMethod(req, headers, ['POST']);
			if (req.bodyTooLarge) return tooLarge(headers);
			const base = { req, headers, at: now(), trace, units: 1 };
			return recipe ? runStages(recipeStages, { kind: 'recipe', ...base }) : runStages(batchStages, { kind: 'batch', ...base });
		}

		const found = router.match(req.method, req.path);
		if (found.kind === 'not-found') return error(404, headers, 'not_found', 'Not Found');
		if (found.kind === 'wrong-method') return wrongMethod(req, headers, found.allow);
		trace.op = found.op;
		if (req.raw !== undefined) {
			const refused = rawRefusal(req, found.op, headers);
			if (refused) return refused;
		} else if (req.bodyTooLarge) return tooLarge(headers);
		return runStages(operationStages, { kind: 'operation', req, op: found.op, params: found.params, headers, at: now(), trace, units: 1 });
	}

	/** OPTIONS (a CORS preflight) or 405 at a path that exists for other methods. */
	function wrongMethod(req: ApiRequest, headers: Record<string, string>, allow: readonly string[]): ApiResponse {
		if (req.method === 'OPTIONS' && Cors.allowed(headers)) return { status: 204, headers: cors.preflight(headers, allow.join(', ')), body: '' };
		headers['allow'] = allow.join(', ');
		return error(405, headers, 'method_not_allowed', `Method ${req.method} is not allowed here; use ${allow.join(', ')}`);
	}

	/**
	 * A raw body (docs/api.md, "Raw bodies") refused before the key is even looked at: 415 for an
	 * operation that takes JSON only, 413 when its Content-Length is over MAX_RAW_BODY.
	 */
	function rawRefusal(req: ApiRequest, op: Operation, headers: Record<string, string>): ApiResponse | null {
		if (!deps.raw || !RAW_OPERATION_IDS.has(op.id) || op.method !== 'POST') {
			const which = deps.raw ? 'only POST /hash, /hmac and /encode take application/octet-stream (a raw body)' : 'this server takes no raw bodies';
			return error(415, headers, 'unsupported_media_type', `Content-Type must be application/json: ${which}`);
		}
		if (req.raw!.length !== null && req.raw!.length > deps.raw.maxBytes) return rawTooLarge(headers, deps.raw);
		return null;
	}

	// `handle`: the name tests and scripts have called it by.
	return { handle: handleHttp, handleHttp, call };
}

function tooLarge(headers: Record<string, string>): ApiResponse {
	return error(413, headers, 'payload_too_large', `Request body is larger than ${MAX_BODY_BYTES} bytes`);
}

export type ApiCore = ReturnType<typeof createApiCore>;
