import os from 'node:os';
import type { AttemptAdmission } from '../limits/attempt-limiter.js';
import type { AttemptRule } from '../limits/limit-rules.js';

/**
 * Messages between the cluster primary and its workers (node:cluster IPC). Every message carries
 * `uk` so the two sides never mistake Node's own cluster messages for ours. Requests carry an id
 * per call; the answer repeats it. For the per-minute limit and the monthly counts the primary is
 * only the store: it takes the units (the per-minute rule's TAT at the worker's `nowMs`; a month's
 * count unless it is at `ceiling`, null: none) and answers with the value before (`counted`); the
 * worker decides from it with the rules (limits/limit-rules.ts).
 */
export type WorkerMessage =
	/** `units`: how many to take, all or none (one per request; a recipe's steps), at the worker's clock `nowMs`. */
	| { uk: 'rate'; id: number; subject: string; perMinute: number; nowMs: number; units: number }
	/** The account's month total, read from the store on the month's first use. */
	| { uk: 'month'; id: number; accountId: string; month: string; ceiling: number | null; units: number }
	| { uk: 'release'; accountId: string; month: string; units: number }
	/** Attempt limits (sign-in, sign-up, key creation): `take` counts under the worker's ticket. */
	| { uk: 'attempt'; id: number; op: 'check' | 'take'; rule: AttemptRule; subject: string; ticket: string }
	| { uk: 'attempt-forget'; op: 'cancel' | 'reset'; rule: AttemptRule; subject: string; ticket: string };

export type PrimaryMessage =
	/** The TAT (per-minute limit) or count (month) before the take. */
	| { uk: 'counted'; id: number; before: number }
	| { uk: 'attempt'; id: number; decision: AttemptAdmission }
	/** The primary could not answer (reading the month's usage from the store failed). */
	| { uk: 'error'; id: number; message: string; code?: string };

/**
 * Set by the primary in the environment of the workers it forks when it holds the live counters
 * (no REDIS_URL): the worker's app then asks it instead of counting in its own process.
 */
export const CLUSTER_LIMITS_ENV = 'UTILKIT_CLUSTER_LIMITS';

/**
 * `WEB_CONCURRENCY`: how many server processes `npm start` runs. Unset, empty or 1: one process,
 * no cluster. `auto`: one per core the process may use (`os.availableParallelism()`).
 */
export function webConcurrency(value: string | undefined, cores: () => number = () => os.availableParallelism()): number {
	const v = value?.trim() ?? '';
	if (v === '') return 1;
	if (v.toLowerCase() === 'auto') return Math.max(1, cores());
	const n = Number(v);
	if (!Number.isInteger(n) || n < 1) throw new Error(`WEB_CONCURRENCY must be a positive integer or "auto", got "${value}"`);
	return n;
}
