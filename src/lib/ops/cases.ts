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
	/**
	 * The answer. With `partial`, `body` lists only the members the reference fixes (compared
	 * like toMatchObject): for operations whose output is random by design (fake data, new
	 * secrets), where the rest is checked by the output schema and by property tests. With
	 * `tolerance`, a number of the answer within it of the expected one counts as equal: for a
	 * reference that prints rounded figures (ent's six decimals).
	 */
	expected: { status: number; body: unknown; partial?: boolean; tolerance?: number };
	source: string;
}

/** The assertion subset that vitest's and Playwright's `expect` share. */
type Expect = (
	actual: unknown,
	message?: string
) => { toEqual(expected: unknown): void; toMatchObject(expected: Record<string, unknown>): void; toBe(expected: unknown): void };

/** Checks an answer against a case, the same way in Node, over HTTP and in the browser. */
export function expectCase(expect: Expect, actual: { status: number; body: unknown }, c: OperationCase): void {
	const label = `${c.op}: ${c.name}`;
	if (c.expected.tolerance !== undefined) actual = { status: actual.status, body: within(actual.body, c.expected.body, c.expected.tolerance) };
	if (!c.expected.partial) {
		expect({ status: actual.status, body: actual.body }, label).toEqual({ status: c.expected.status, body: c.expected.body });
		return;
	}
	expect(actual.status, label).toBe(c.expected.status);
	expect(actual.body, label).toMatchObject(c.expected.body as Record<string, unknown>);
}

/** `actual` with each number that is within `tolerance` of the expected one at its place replaced by it. */
function within(actual: unknown, expected: unknown, tolerance: number): unknown {
	if (typeof actual === 'number' && typeof expected === 'number') return Math.abs(actual - expected) <= tolerance ? expected : actual;
	if (Array.isArray(actual) && Array.isArray(expected)) return actual.map((value, i) => within(value, expected[i], tolerance));
	if (actual && expected && typeof actual === 'object' && typeof expected === 'object' && !Array.isArray(actual)) {
		const out: Record<string, unknown> = {};
		for (const [key, value] of Object.entries(actual)) out[key] = within(value, (expected as Record<string, unknown>)[key], tolerance);
		return out;
	}
	return actual;
}
