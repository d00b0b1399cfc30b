// Pools of heavy operations for the unit tests (src/lib/server/heavy/*.test.ts): made with test
// defaults, each closed after its test, and a check of whether a call has answered yet.
import { afterEach } from 'vitest';
import { createHeavyPool, MiB, type HeavyPool, type HeavyPoolOptions, type PoolAnswer } from '../../src/lib/server/heavy/pool.js';

/** A factory of pools (one thread, generous limits unless told otherwise) that are closed after each test. */
export function usePools(defaults: Partial<HeavyPoolOptions> = {}): (options?: Partial<HeavyPoolOptions>) => HeavyPool {
	const pools: HeavyPool[] = [];
	afterEach(async () => {
		await Promise.all(pools.splice(0).map((p) => p.close()));
	});
	return (options = {}) => {
		const created = createHeavyPool({ threads: 1, queue: 8, perAccount: 8, memoryBudget: 256 * MiB, heapMb: 256, queueWaitMs: 60_000, ...defaults, ...options });
		pools.push(created);
		return created;
	};
}

/** Whether a call has answered by the next turn of the event loop. */
export async function settledSoon(answer: PoolAnswer | Promise<PoolAnswer>): Promise<boolean> {
	let settled = false;
	void Promise.resolve(answer).then(() => (settled = true));
	await new Promise((resolve) => setImmediate(resolve));
	return settled;
}
