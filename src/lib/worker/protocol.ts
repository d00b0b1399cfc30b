import type { FieldIssue } from '../engine/execute.js';
import type { Words } from '../engine/words.js';
import type { LargeRequest, LargeResponse, LargeWarm } from './large-protocol.js';

/**
 * Messages between the page (client.ts, the worker's one owner) and ops.worker.ts.
 * Every request carries an id; the worker answers with the same id exactly once.
 */

/** Run one operation. `module` is the op's folder under src/lib/ops (OperationMeta.module). */
export interface RunRequest {
	type: 'run';
	id: number;
	opId: string;
	module: string;
	input: unknown;
	/** Fixed clock in ms since the epoch (test replays); the worker's Date.now() otherwise. */
	now?: number;
}

/** A file or a large paste (large-protocol.ts): its answers are LargeResponse messages with the same id. */
export type WorkerRequest = RunRequest | LargeRequest | LargeWarm;

/** The operation's answer in the API's terms: same status and JSON body as /api/v1 gives. */
export interface RunResult {
	type: 'result';
	id: number;
	status: number;
	body: unknown;
	/** A validation failure's problems by field (src/lib/engine/execute.ts), for the form. */
	issues?: FieldIssue[];
	/** The operation's error by message id, and the messages inside a 200 answer (engine/words.ts), for the page to say in its language. */
	words?: Words;
	answerWords?: Record<string, Words>;
}

/**
 * Sent before every run starts, with its time limit (OperationDefinition.timeLimit, else
 * DEFAULT_TIME_LIMIT): the worker cannot stop a synchronous run itself, so the client terminates
 * it when the limit passes and answers the call 422 `time_limit_exceeded` with `detail`.
 */
export interface RunStarted {
	type: 'started';
	id: number;
	timeLimitMs: number;
	detail: string;
}

export type WorkerResponse = RunResult | RunStarted | LargeResponse;
