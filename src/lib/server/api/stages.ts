/**
 * A small, sync-aware stage runner (Hono's `compose` is the model). A stage answers (which ends
 * the call), or gives undefined to pass the call on; values and promises alike, so a call whose
 * stages all answer at once (a cached key, counts in memory, a synchronous operation: the hot
 * path) stays synchronous and allocates no promise and no closure.
 */

/** One stage: an answer ends the call; undefined (or a promise of it) passes it on. */
export type Stage<C, R> = (call: C) => R | undefined | Promise<R | undefined>;

/**
 * Runs `stages` from `from` on: the first answer wins. The last stage must answer (the runner
 * throws otherwise: a stage list that can fall through is a bug).
 */
export function runStages<C, R>(stages: readonly Stage<C, R>[], call: C, from = 0): R | Promise<R> {
	for (let i = from; i < stages.length; i++) {
		const result = stages[i](call);
		if (result instanceof Promise) return result.then((settled) => (settled === undefined ? runStages(stages, call, i + 1) : settled));
		if (result !== undefined) return result;
	}
	throw new Error('no stage answered');
}

/**
 * `next(call, value)` at once when `value` is at hand, after it settles when it is a promise: how
 * a stage chains its own steps (the limiter, then the quota) without a closure on the sync path.
 */
export function andThen<C, T, R>(value: T | Promise<T>, next: (call: C, value: T) => R | Promise<R>, call: C): R | Promise<R> {
	return value instanceof Promise ? value.then((settled) => next(call, settled)) : next(call, value);
}
