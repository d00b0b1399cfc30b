/**
 * /readyz with REDIS_URL over real HTTP: 200 with `redis: ok` against the Redis on 127.0.0.1:6379
 * (skipped with a message when there is none), 200 `degraded` with `redis: failed` when REDIS_URL
 * points at a closed port (the instance still serves), while /healthz stays 200.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dropRedisPrefix, freshRedisPrefix, redisReachable, TEST_REDIS_URL as REDIS_URL } from '../peers/redis';
import { freePort, startServer, type Server } from './harness';

const PREFIX = freshRedisPrefix();
const servers: Server[] = [];
const haveRedis = await redisReachable();

afterAll(async () => {
	await Promise.all(servers.map((s) => s.stop()));
	if (haveRedis) await dropRedisPrefix(PREFIX);
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
