/**
 * One operation call, once admitted: its input (body, query, path, or a direct call's), then the
 * operation itself, a light one here and a heavy one in the pool (unless its input makes it a
 * light call), and what its answer costs: counted against the quota unless it is a 5xx or the
 * pool's 429. Also a streamed answer (docs/api.md, "Streaming").
 */
import type { Logger } from 'pino';
import type { Operation, OperationContext } from '../../engine/define.js';
import { executeOperation, runValidated, validateInput, type OperationResult } from '../../engine/execute.js';
import type { HeavyPool, PoolAnswer } from '../heavy/pool.js';
import type { UsageMeter } from '../limits/usage-meter.js';
import type { Principal } from '../store/types.js';
import { bodyWithWords, error, readJson, respond, wantsEvents } from './answers.js';
import { EventStream } from './event-stream.js';
import { andThen } from './stages.js';
import { RAW_OPERATIONS } from '../raw/operations.js';
import { runRaw, type RawLimits } from '../raw/raw-call.js';
import type { Answer, ApiResponse, Call, SingleCall } from './types.js';

export interface InvokeDeps {
	meter: UsageMeter;
	logger: Logger;
	services?: Omit<OperationContext, 'now'>;
	heavy?: HeavyPool;
	raw?: RawLimits;
}

export function createInvoke(deps: InvokeDeps) {
	const { meter, logger } = deps;
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

	/**
	 * The invoke stage: runs the admitted call. The one stage with a failure branch of its own:
	 * whatever the operation throws or rejects gives the quota unit back.
	 */
	function invoke(call: SingleCall): Answer {
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

	/** Body checks, input and the operation itself. */
	function run(call: SingleCall): Answer {
		const { op, params, at } = call;
		// A raw body (checked in the core's route): read and answered here, on the event loop, chunk by chunk.
		if (call.kind === 'operation' && call.req.raw !== undefined) {
			const { req } = call;
			return runRaw({ op, headers: call.headers, search: req.search, header: (name) => req.header(name), body: req.raw! }, RAW_OPERATIONS[op.id], deps.raw!);
		}
		// A heavy call past its account's share is refused before its body is read (it may be 1 MiB);
		// not where a small input would make it a light call.
		const full = op.cost === 'heavy' && !op.lightCall && deps.heavy ? deps.heavy.shareFull(call.principal!.accountId) : null;
		if (full) return answered(call, full);
		let input: unknown;
		if (call.kind === 'direct') {
			input = { ...call.input, ...params };
		} else if (op.method === 'POST') {
			const refused = readJson(call, op);
			if (refused) return refused;
			input = call.json;
		} else {
			input = { ...Object.fromEntries(new URLSearchParams(call.req.search)), ...params };
		}
		if (op.streams !== undefined && call.kind === 'operation' && wantsEvents(call.req)) return streamed(call, input);
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
	function streamed(call: SingleCall, input: unknown): Promise<ApiResponse> {
		const { headers, op } = call;
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
			if (first && first.status !== 200) return respond(first.status, headers, call.kind === 'operation' ? bodyWithWords(call.req, first) : first.body);
			result.then(
				({ status, body }) => {
					events.send(status === 200 ? 'done' : 'error', status === 200 ? body : { ...(body as object), status });
					events.end(status === 200);
				},
				(err) => {
					// A client that went away stopped the operation on purpose: not a failure to log.
					if (!events.signal.aborted) logger.error({ err, requestId: headers['x-request-id'], operation: op.id }, 'operation failed');
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

	/** The operation's result as the HTTP answer (a direct call's is kept as it is, for its caller to write). */
	function answered(call: SingleCall, result: PoolAnswer): ApiResponse {
		if (result.retryAfter !== undefined) {
			call.headers['retry-after'] = String(result.retryAfter);
			call.trace.poolRefused = true;
		}
		if (call.kind === 'direct') return { status: result.status, headers: call.headers, body: '', value: result.body };
		return respond(result.status, call.headers, bodyWithWords(call.req, result));
	}

	/** Counts an answer against the quota; 5xx answers (an upstream's 502 too) and the pool's 429 give the unit back. */
	function counted(call: SingleCall, answer: ApiResponse): ApiResponse {
		const principal = call.principal!;
		if (answer.events) {
			// A streamed answer counts when it ends: one that fails on the way gives the unit back.
			void answer.events.finished.then((ok) =>
				ok ? meter.record(principal.accountId, principal.keyId, call.op.id, call.at) : meter.release(principal.accountId, call.month!)
			);
			return answer;
		}
		// The heavy pool's 429 (no room in the account's share) is a refusal, like the rate limit's.
		if (answer.status < 500 && answer.status !== 429) {
			meter.record(principal.accountId, principal.keyId, call.op.id, call.at);
			return answer;
		}
		giveBack(call, 1);
		return answer;
	}

	/** Units reserved and not used (a 5xx, a recipe's steps that did not run) go back to the month, and the header says so. */
	function giveBack(call: Call, units: number): void {
		if (units <= 0) return;
		meter.release(call.principal!.accountId, call.month!, units);
		const remaining = call.headers['x-quota-remaining'];
		if (remaining !== undefined) call.headers['x-quota-remaining'] = String(Number(remaining) + units);
	}

	/** An unexpected error: its quota units are given back, the cause is logged, not sent. */
	function failed(call: Call, err: unknown, units = 1): ApiResponse {
		giveBack(call, units);
		const operation = call.kind === 'operation' || call.kind === 'direct' ? call.op.id : call.trace.label;
		logger.error({ err, requestId: call.headers['x-request-id'], operation }, 'operation failed');
		return error(500, call.headers, 'internal_error', 'Internal Server Error');
	}

	return { invoke, execute, giveBack, failed };
}

export type Invoke = ReturnType<typeof createInvoke>;
