import type { OperationMeta } from '../engine/define.js';

/** What the app needs to run an operation: where its code is, or where the API answers it. */
export type RunTarget = Pick<OperationMeta, 'id' | 'module' | 'runs' | 'method' | 'path' | 'streams'>;

/** How a run's answer is taken while it is written (operations with `streams`, docs/api.md "Streaming"). */
export interface RunStreaming {
	/** The answer so far: `{[streams]: text written so far}`. */
	onPartial(body: Record<string, string>): void;
	/** Aborted when the answer is no longer wanted (a newer run): the request stops. */
	signal: AbortSignal;
}
