/**
 * The API core's shapes: what an adapter hands over (ApiRequest), what it writes back
 * (ApiResponse), what the core is built from (ApiCoreDeps) and one call on its way through the
 * stages (Call, a discriminated union: one operation over HTTP, one operation called directly
 * (a batch item, an MCP tool), a recipe or a batch).
 */
import type { Logger } from 'pino';
import type { Operation, OperationContext } from '../../engine/define.js';
import type { HeavyPool } from '../heavy/pool.js';
import type { Authenticator } from '../auth/authenticator.js';
import type { SessionManager } from '../auth/sessions.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Admit } from '../limits/redis-limits.js';
import type { UsageMeter } from '../limits/usage-meter.js';
import type { ApiMetrics } from '../observability/metrics.js';
import type { Principal } from '../store/types.js';
import type { Batch, PreparedRecipe } from '../../engine/recipe.js';
import type { EventStream } from './event-stream.js';
import type { Readable } from 'node:stream';
import type { RawBody, RawLimits } from '../raw/raw-call.js';

/** The two paths that run several operations in one request (docs/api.md, "Recipes" and "Batch"). */
export const RECIPES_PATH = '/recipes/run';
export const BATCH_PATH = '/batch';
/** How many items of a batch run at once (server operations wait on upstreams; the rest are quick). */
export const BATCH_CONCURRENCY = 8;

/** Bodies over this size are refused with 413 (docs/spec/decisions.md). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Header lookup by lower-case name: what authentication and CORS read of a request. */
export interface RequestHeaders {
	header(name: string): string | undefined;
}

/** A request as the HTTP adapters hand it over: the path is relative to /api/v1. */
export interface ApiRequest extends RequestHeaders {
	method: string;
	path: string;
	/** The query string without `?` ('' when none); parsed only by GET operations. */
	search: string;
	/** The body as text; null when there is none. */
	body: string | null;
	/** The body was larger than MAX_BODY_BYTES (the adapter stopped reading it). */
	bodyTooLarge: boolean;
	/**
	 * A raw body (`Content-Type: application/octet-stream`, docs/api.md "Raw bodies"): not read by
	 * the adapter (`body` is null) but streamed through the operation once the call is admitted.
	 */
	raw?: RawBody;
	/** `performance.now()` when the adapter received the request (latency, access log); default: when the core gets it. */
	receivedAt?: number;
}

export interface ApiResponse {
	status: number;
	headers: Record<string, string>;
	body: string;
	/** A streamed answer (server-sent events): the adapter writes these after the headers, not `body`. */
	events?: EventStream;
	/** A streamed raw answer (docs/api.md, "Raw bodies"): the adapter writes it after the headers, not `body`; an error destroys it, and the response is cut off. */
	stream?: Readable;
	/** A direct call's answer before it is written as JSON (`body` is then ''): a batch writes all of them at once, MCP hands it to the client. */
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
	appProtocol?: (req: RequestHeaders) => string | null;
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
	/** The bounds of raw bodies (MAX_RAW_BODY, RAW_BODY_TIMEOUT_MS); absent: raw bodies are refused (415). */
	raw?: RawLimits;
	now?: () => number;
}

/** What the access log and the metrics learn about a request on its way (one object per request). */
export interface Trace {
	requestId: string;
	receivedAt: number;
	/** The request's method as the access log shows it. */
	method: string;
	op: Operation | null;
	/** The `operation` label when there is no operation: OPENAPI_LABEL, UNMATCHED_LABEL, RECIPES_LABEL, BATCH_LABEL. */
	label: string;
	accountId: string | null;
	plan: string | null;
	/** The heavy pool refused the call (its 429 is not the rate limit's). */
	poolRefused?: boolean;
}

/** A recipe step's operation, with the parameters its path carried. */
export type Step = { op: Operation; params: Readonly<Record<string, string>> };

/** What every call carries on its way through the stages. */
interface CallBase {
	headers: Record<string, string>;
	at: number;
	trace: Trace;
	/** Set once the key (or session) is known to be valid and active. */
	principal?: Principal;
	/** The UTC month of `at` (`YYYY-MM`), set with the principal. */
	month?: string;
	/** Units of the minute's limit and the month's quota this call takes: 1, a recipe's steps, 0 for a batch (each item takes its own). */
	units: number;
	/** The request body as parsed by `readJson`. */
	json?: unknown;
}

/** One operation over HTTP: its input is the request's body, query and path. */
export interface OperationCall extends CallBase {
	kind: 'operation';
	req: ApiRequest;
	op: Operation;
	params: Readonly<Record<string, string>>;
}

/** One operation with its input already parsed: a batch item, an MCP tool call. Never streamed; answers its value. */
export interface DirectCall extends CallBase {
	kind: 'direct';
	op: Operation;
	params: Readonly<Record<string, string>>;
	input: Record<string, unknown>;
}

/** `POST /recipes/run` (its steps are read once the caller is known), or MCP's run_recipe (no request: its steps come as `json`, its answer as `value`). */
export interface RecipeCall extends CallBase {
	kind: 'recipe';
	req?: ApiRequest;
	recipe?: PreparedRecipe<Step>;
}

/** `POST /batch`: its items are read once the caller is known; each is a DirectCall of its own. */
export interface BatchCall extends CallBase {
	kind: 'batch';
	req: ApiRequest;
	batch?: Batch;
}

export type Call = OperationCall | DirectCall | RecipeCall | BatchCall;
/** A call of one operation, over HTTP or direct. */
export type SingleCall = OperationCall | DirectCall;

/** A stage's result: an answer ends the call, undefined passes it on to the next stage. */
export type Answer = ApiResponse | Promise<ApiResponse>;
