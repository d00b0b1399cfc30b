/**
 * Redis for tests: whether the test server answers, a fresh key prefix per run, and the cleanup
 * that deletes every key under it. `UTILKIT_TEST_REDIS_URL` overrides the server
 * (default redis://127.0.0.1:6379).
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.UTILKIT_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
export const REDIS_SKIP_REASON = `skipped: no Redis at ${new URL(TEST_REDIS_URL).host} (start one, or set UTILKIT_TEST_REDIS_URL)`;

let reachable: Promise<boolean> | null = null;

/** Whether the test server answers PING (checked once per process). */
export function redisReachable(): Promise<boolean> {
	reachable ??= (async () => {
		const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
		client.on('error', () => undefined);
		try {
			await client.connect();
			return (await client.ping()) === 'PONG';
		} catch {
			return false;
		} finally {
			client.disconnect();
		}
	})();
	return reachable;
}

/** A key prefix no other run uses. */
export function freshRedisPrefix(): string {
	return `utilkit-test-${crypto.randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix`. */
export async function dropRedisPrefix(prefix: string): Promise<void> {
	const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
	client.on('error', () => undefined);
	try {
		let cursor = '0';
		do {
			const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
			cursor = next;
			if (keys.length) await client.del(...keys);
		} while (cursor !== '0');
	} finally {
		client.disconnect();
	}
}
