/**
 * A test case as data, in the shape of an API call. The same list is replayed in Node
 * (unit tests), over HTTP (tests/api) and in the browser worker (tests/browser).
 * `expected` comes from an independent reference (an RFC vector, another implementation,
 * an official example), never from running the code under test; `source` names it.
 */
export interface OperationCase {
	name: string;
	/** Operation id, e.g. "hash". */
	op: string;
	input: unknown;
	/** Fixed clock (ms since epoch). Cases with `now` are replayed only where the clock can be set. */
	now?: number;
	expected: { status: number; body: unknown };
	source: string;
}
