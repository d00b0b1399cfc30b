import type { z } from 'zod';
import type { ErrorCode } from './error-codes.js';
import type { Words } from './words.js';
import type { DnsResolver } from '../ops/_shared/dns.js';
import type { ChatUpstream, GeocoderUpstream, OutboundClient, RatesUpstream, TlsProber, TranslateUpstream, VatUpstream } from '../ops/_shared/upstreams.js';

/** Groups as the contract's section 1 names them; the app lists tools in this order. */
export const GROUPS = {
	security: 'Security',
	data: 'Encoding and data',
	text: 'Text and numbers',
	'geo-time': 'Geography and time',
	validation: 'Validation',
	generation: 'Generation and conversion',
	web: 'Web inspection',
	ai: 'AI'
} as const;
export type OperationGroup = keyof typeof GROUPS;

/** The services of OperationContext that operations depend on (see `service` below). */
export type ServiceName = 'chat' | 'translator' | 'vat' | 'resolveMx' | 'dns' | 'outbound' | 'tlsProber' | 'rates';

/** Which key an error body uses: `detail` everywhere, `error` where the contract says so. */
export type ErrorKey = 'detail' | 'error';

/** What an operation is given by its caller: the clock, and later the network (server only). */
export interface OperationContext {
	/** Milliseconds since the epoch; injected so tests can replay RFC vectors at fixed times. */
	now(): number;
	/**
	 * Base of click-to-chat links, e.g. `https://wa.me` (env `CHAT_LINK_HOST` on the server); a
	 * trailing slash is ignored. Operations default to `https://wa.me` when it is absent.
	 */
	chatLinkHost?: string;
	/**
	 * The IANA zone at a point, when the caller has a better lookup than the operation's own
	 * (the server's full-resolution geo-tz); null when it finds none. Absent in the browser.
	 */
	timezoneAt?: (lat: number, lon: number) => string | null;
	/**
	 * The MX records of an ASCII domain, sorted by priority (server only: DNS). Resolves [] when
	 * the domain has none (NXDOMAIN, no data); rejects, with a readable message, when the lookup
	 * cannot be made (timeout, SERVFAIL, unreachable server).
	 */
	resolveMx?: (domain: string) => Promise<{ priority: number; exchange: string }[]>;
	/** One DNS question to the operator's resolver, answered with TTLs and NOERROR / NXDOMAIN / NODATA (server only). */
	dns?: DnsResolver;
	/**
	 * A native digest of `data` (bytes, or text as UTF-8) with one of the hash operation's
	 * algorithm names (the server's OpenSSL), as hex or padded base64 text, or null when the
	 * runtime has none for it; absent in the browser, where the operation's own code (noble)
	 * runs. Only an acceleration: both give the same digest.
	 */
	digest?: (algorithm: string, data: Uint8Array | string, encoding: 'hex' | 'base64') => string | null;
	/** Fetches user-supplied URLs through the SSRF guard (server only). */
	outbound?: OutboundClient;
	/** TLS handshakes with user-supplied hosts, under the same address rules (server only). */
	tlsProber?: TlsProber;
	/** The ECB's reference exchange rates, fetched at most hourly and shared through the store (server only). */
	rates?: RatesUpstream;
	/** Operator-configured upstreams (server only); each absent when not configured. */
	chat?: ChatUpstream;
	vat?: VatUpstream;
	translator?: TranslateUpstream;
	geocoder?: GeocoderUpstream;
	/**
	 * Set when the caller takes the answer as it is written (`Accept: text/event-stream`, an
	 * operation with `streams`): `delta` hands on the next piece of the `streams` field.
	 */
	stream?: { delta(text: string): void; signal: AbortSignal };
}

/**
 * An error an operation raises on purpose; it becomes `{status, {[key]: message, code}}`. The code
 * (docs/api.md, "Error codes") defaults by status: `upstream_error` for a 5xx (an upstream that
 * failed), `invalid_input` for anything else; give it when the answer means something more
 * specific (`no_match`, `url_blocked`, `upstream_not_configured`, …).
 * An operation makes one from its module's catalog (`errors.error(id, values, options)`,
 * engine/words.ts), so the error also carries the message's id and values (`words`) for the app to
 * say in its language; the message stays the English text the API answers.
 * @example throw errors.error('not_configured', {}, { status: 502, key: 'error', code: 'upstream_not_configured' })
 */
export class OperationError extends Error {
	readonly key?: ErrorKey;
	readonly code: ErrorCode;
	readonly words?: Words;

	constructor(
		readonly status: number,
		message: string,
		options: { key?: ErrorKey; code?: ErrorCode; words?: Words } = {}
	) {
		super(message);
		this.name = 'OperationError';
		this.key = options.key;
		this.code = options.code ?? (status >= 500 ? 'upstream_error' : 'invalid_input');
		if (options.words) this.words = options.words;
	}
}

/** An example shown in the app and in the API reference. */
export interface OperationExample {
	name: string;
	input: Record<string, unknown>;
	/**
	 * Its 200 answer as recorded, where the API reference cannot compute one when it is built
	 * (src/lib/server/api/openapi.ts, responseExamples): an answer of new random values (one run's),
	 * or an upstream's, recorded from the stand-in the tests use (the module's test replays it). A
	 * complete answer, checked against the output schema; never shown to the app's form.
	 */
	answer?: Record<string, unknown>;
}

/** A documented non-2xx answer specific to this operation (common ones are added by the API). */
export interface DocumentedError {
	status: number;
	when: string;
	/** The body's key when it is not the default: `invalid.key` for the invalid status, else `detail`. */
	key?: ErrorKey;
	/**
	 * Codes this answer can carry besides the status's own (CODES_BY_STATUS in error-codes.ts),
	 * e.g. `no_match` for a lookup that finds nothing (docs/api.md, "Error codes").
	 */
	codes?: ErrorCode[];
}

export interface OperationDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
	/** Stable id, kebab-case; also the tool page's slug. */
	id: string;
	group: OperationGroup;
	title: string;
	summary: string;
	keywords: string[];
	method: 'GET' | 'POST';
	/** Path under /api/v1; parameters are written `{name}`. */
	path: string;
	/** `anywhere`: pure, runs in the browser worker too. `server`: needs the network or a secret. */
	runs: 'anywhere' | 'server';
	/**
	 * What a call costs the machine that answers it (docs/security.md, "Bounded execution").
	 * `light`: linear in an input whose size the schema caps, a few milliseconds at most at that
	 * cap (docs/performance.md has each one's time at its limit): runs where it is called, on the
	 * server's event loop. `heavy`: anything else (backtracking, quadratic or memory-hard work,
	 * work a caller's parameter multiplies, large data sets): on the server it runs in the pool of
	 * worker threads (src/lib/server/heavy/), stopped at `timeLimit`, inside a heap ceiling and
	 * the memory budget; a heavy operation must declare `timeLimit`.
	 */
	cost: 'light' | 'heavy';
	/**
	 * For a heavy operation whose cost grows with its input alone: true when this (validated)
	 * input is small enough to be light, i.e. its worst case at that bound costs what a light
	 * operation's may at its limit (scripts/bench/lib/light-cases.ts, LIGHT_CALL_CASES, in
	 * docs/performance.md). Such a call runs where it is made, like a light operation's, and takes
	 * no place in the pool nor in the account's share of it; a larger one runs in the pool.
	 * Absent: every call is heavy.
	 */
	lightCall?(input: unknown): boolean;
	/**
	 * Bytes a heavy run holds outside the JavaScript heap for this (validated) input, e.g. the
	 * blocks of a memory-hard password hash: what the pool's memory budget counts. Absent: the
	 * thread's heap ceiling bounds it.
	 */
	memory?(input: unknown): number;
	/**
	 * The service a server operation cannot answer without (a key of OperationContext): what
	 * `GET /capabilities` checks is configured, and, for the operator's upstreams, reachable.
	 */
	service?: ServiceName;
	input: I;
	output: O;
	/** Status and body key for invalid input; 422 `detail` unless the contract says otherwise. */
	invalid?: { status: number; key: ErrorKey };
	errors: DocumentedError[];
	examples: OperationExample[];
	/**
	 * The longest a run may take, and the 422 detail when it does (`time_limit_exceeded`): the
	 * server's pool terminates the thread that runs it, the browser's worker client the worker.
	 * Required for heavy operations; a light one without it gets the browser's default bound.
	 */
	timeLimit?: { ms: number; detail: string };
	/**
	 * Loads what the operation needs before it can run at all (dictionaries, a data set), once per
	 * thread or worker: awaited before the `timeLimit` starts, so a first run on a slow device or
	 * a fresh thread is not charged for the download and parse.
	 */
	prepare?(): Promise<void>;
	/**
	 * Set by defineOperation on an operation with `prepare`: true once it has resolved, so the
	 * engine awaits it before the first run only (later runs stay synchronous).
	 */
	prepared?(): boolean;
	/**
	 * Loads what only some inputs need (a format's library that most calls never touch), before
	 * the `timeLimit` starts like `prepare`: undefined when nothing is left to load for this input,
	 * else the promise of it. It reads the raw request too (the worker and the pool call it before
	 * validation), so it must only look at fields, never trust them.
	 */
	prepareFor?(input: unknown): Promise<void> | undefined;
	/** Credit owed for the data the operation ships (shown on its page and in the API reference). */
	attribution?: string;
	/**
	 * The string field of the answer that can be sent as it is written (server-sent events,
	 * docs/api.md "Streaming"): the operation hands its pieces to `ctx.stream.delta`.
	 */
	streams?: string;
	run(input: z.output<I>, ctx: OperationContext): Promise<z.input<O>> | z.input<O>;
}

/**
 * The bound on a run in the browser's worker for an operation that declares no `timeLimit`: a
 * light one finishes in milliseconds, so this only keeps a page from waiting for ever (a slow
 * device, a bug). It counts once the operation's code is loaded.
 */
export const DEFAULT_TIME_LIMIT = {
	ms: 30_000,
	detail: 'the tool ran longer than the time limit of 30,000 ms and was stopped; try a smaller input'
} as const;

export type Operation = OperationDefinition & { invalid: { status: number; key: ErrorKey } };

/**
 * Declares an operation once; the registry feeds the API router, OpenAPI, the app and the worker.
 * @example defineOperation({ id: 'hash', method: 'POST', path: '/hash', input, output, run: hashAll, ... })
 */
export function defineOperation<I extends z.ZodType, O extends z.ZodType>(
	def: OperationDefinition<I, O>
): Operation {
	const op = { ...def, invalid: def.invalid ?? { status: 422, key: 'detail' } } as unknown as Operation;
	if (def.prepare) {
		// Once: the engine, the pool's threads and the worker all call it; a failure is tried again.
		const load = def.prepare.bind(def);
		let state: Promise<void> | 'done' | undefined;
		op.prepare = () => {
			if (state === 'done') return Promise.resolve();
			state ??= load().then(
				() => void (state = 'done'),
				(err) => {
					state = undefined;
					throw err;
				}
			);
			return state;
		};
		op.prepared = () => state === 'done';
	}
	return op;
}

/** The plain, serialisable part of an operation (what the app's pages need). */
export type OperationMeta = Pick<
	OperationDefinition,
	'id' | 'group' | 'title' | 'summary' | 'keywords' | 'method' | 'path' | 'runs' | 'attribution' | 'streams'
> & {
	/** The folder under src/lib/ops that holds the operation (what the worker loads). */
	module: string;
};
