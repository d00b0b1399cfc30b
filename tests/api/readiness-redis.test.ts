/**
 * /readyz with REDIS_URL over real HTTP: 200 with `redis: ok` against the Redis on 127.0.0.1:6379
 * (skipped with a message when there is none), 503 with `redis: failed` when REDIS_URL points at
 * a closed port, while /healthz stays 200 (the process serves; only readiness depends on Redis).
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type Server } from './harness';

const REDIS_URL = process.env.UTILKIT_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `utilkit-test-readyz-${crypto.randomBytes(4).toString('hex')}:`;
const servers: Server[] = [];

async function redisAnswers(): Promise<boolean> {
	const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
	client.on('error', () => undefined);
	try {
		await client.connect();
		return (await client.ping()) === 'PONG';
	} catch {
		return false;
	} finally {
		client.disconnect();
	}
}
const haveRedis = await redisAnswers();

afterAll(async () => {
	await Promise.all(servers.map((s) => s.stop()));
	if (!haveRedis) return;
	const client = new Redis(REDIS_URL);
	try {
		let cursor = '0';
		do {
			const [next, keys] = await client.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500);
			if (keys.length) await client.del(...keys);
			cursor = next;
		} while (cursor !== '0');
	} finally {
		client.disconnect();
	}
});

async function readyz(server: Server): Promise<{ status: number; body: { status: string; checks: Record<string, string> } }> {
	const res = await fetch(`${server.url}/readyz`);
	return { status: res.status, body: await res.json() };
}

describe('/readyz with REDIS_URL', () => {
	it.skipIf(!haveRedis)(`200 with store and redis ok when Redis answers PING${haveRedis ? '' : ` (skipped: no Redis at ${REDIS_URL})`}`, async () => {
		const server = await startServer({ REDIS_URL, REDIS_PREFIX: PREFIX });
		servers.push(server);
		expect(await readyz(server)).toEqual({ status: 200, body: { status: 'ok', checks: { store: 'ok', redis: 'ok' } } });
	});

	it('200 degraded with redis failed when Redis cannot be reached (the instance still serves); /healthz 200', async () => {
		const server = await startServer({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_PREFIX: PREFIX });
		servers.push(server);
		const started = performance.now();
		const answer = await readyz(server);
		// Documented bound: each check gives up after 1 s.
		expect(performance.now() - started).toBeLessThan(1500);
		expect(answer.status).toBe(200);
		expect(answer.body.status).toBe('degraded');
		expect(answer.body.checks.store).toBe('ok');
		expect(['failed', 'timeout']).toContain(answer.body.checks.redis);
		expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
	});
});
