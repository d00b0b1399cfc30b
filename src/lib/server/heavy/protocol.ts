/** The messages between the pool (pool.ts) and one of its threads (thread.ts). */
import type { FieldIssue } from '../../engine/execute.js';
import type { Words } from '../../engine/words.js';

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
	/**
	 * The operation's answer and, beside it, what it says by message id (execute.ts's
	 * OperationResult): the API sends those only when asked (docs/api.md, "The app's message ids").
	 */
	| { type: 'result'; id: number; status: number; body: unknown; issues?: FieldIssue[]; words?: Words; answerWords?: Record<string, Words> }
	/** A bug (an operation threw something that is not an OperationError): the API's 500, logged. */
	| { type: 'crash'; id: number; message: string };
