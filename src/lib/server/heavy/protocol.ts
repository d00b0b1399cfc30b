/** The messages between the pool (pool.ts) and one of its threads (thread.ts). */
import type { FieldIssue } from '../../engine/execute.js';

/** One call: the operation by its module and id, the raw input (the thread validates it) and the request's time. */
export interface ThreadJob {
	id: number;
	module: string;
	opId: string;
	input: unknown;
	at: number;
}

export type ThreadMessage =
	| { type: 'started'; id: number }
	| { type: 'result'; id: number; status: number; body: unknown; issues?: FieldIssue[] }
	/** A bug (an operation threw something that is not an OperationError): the API's 500, logged. */
	| { type: 'crash'; id: number; message: string };
