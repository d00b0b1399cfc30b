/** The messages between the pool (pool.ts) and one of its threads (thread.ts). */
import type { OperationResult } from '../../engine/execute.js';

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
	/** The operation's answer with what the app says from it (issues, words, answer words): structured clones of plain data. */
	| ({ type: 'result'; id: number } & OperationResult)
	/** A bug (an operation threw something that is not an OperationError): the API's 500, logged. */
	| { type: 'crash'; id: number; message: string };
