// Types of hostile-classes.js for the TypeScript tests that send the same inputs (tests/api/bounded-execution.test.ts).
export interface HostileClass {
	name: string;
	what: string;
	/** The path, /api/v1/… or /mcp. */
	path: string;
	headers?: Record<string, string>;
	/** The i-th request's JSON body. */
	body(i: number): string;
}
export const CHEAP: { path: string; body: string };
export const CLASSES: HostileClass[];
