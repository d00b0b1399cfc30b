/** The state a limiter reports for one request. */
export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** Seconds until the current window ends (1..60). */
	resetSeconds: number;
}

export interface RateLimiter {
	/**
	 * Counts one request for `subject` against `perMinute`, unless the window is already full.
	 * The memory limiter answers synchronously; the Redis one (redis-limits.ts) with a promise.
	 */
	hit(subject: string, perMinute: number, nowMs: number): RateDecision | Promise<RateDecision>;
}

export const WINDOW_MS = 60_000;

/** Seconds until the clock minute of `nowMs` ends (1..60). */
export function secondsToWindowEnd(nowMs: number): number {
	const window = Math.floor(nowMs / WINDOW_MS);
	return Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - nowMs) / 1000));
}

/**
 * Fixed one-minute windows aligned to the clock (UTC minutes): every instance agrees on the
 * window boundaries, which keeps the later Redis version (INCR on `subject:minute`) exact.
 * In-process, synchronous, so concurrent requests are counted exactly.
 */
/** The in-process limiter: its answers are never promises. */
export interface MemoryRateLimiter extends RateLimiter {
	hit(subject: string, perMinute: number, nowMs: number): RateDecision;
}

export function createMemoryRateLimiter(): MemoryRateLimiter {
	const windows = new Map<string, { window: number; count: number }>();
	let sweptWindow = 0;

	return {
		hit(subject, perMinute, nowMs) {
			const window = Math.floor(nowMs / WINDOW_MS);
			if (window !== sweptWindow) {
				// Forget subjects from past windows so the map stays the size of the active set.
				for (const [key, state] of windows) if (state.window !== window) windows.delete(key);
				sweptWindow = window;
			}
			let state = windows.get(subject);
			if (!state) windows.set(subject, (state = { window, count: 0 }));
			const resetSeconds = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - nowMs) / 1000));
			if (state.count >= perMinute) return { allowed: false, limit: perMinute, remaining: 0, resetSeconds };
			state.count++;
			return { allowed: true, limit: perMinute, remaining: perMinute - state.count, resetSeconds };
		}
	};
}
