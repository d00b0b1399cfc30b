/**
 * The harness itself: servers started together are all stopped when one of them fails to start,
 * so no `node build/index.js` outlives a failed beforeAll (one did, for an hour, after a CI run).
 */
import { expect, it } from 'vitest';
import { startServer, startedTogether } from './harness';

it('startedTogether stops the servers that started when another start fails', async () => {
	const started = startServer();
	const failing = Promise.reject(new Error('this one did not start'));
	await expect(startedTogether([started, failing])).rejects.toThrow('this one did not start');
	const child = (await started).process();
	expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
});

it('a server a test started stops by itself (gracefully) when the test process is gone', async () => {
	const server = await startServer();
	const child = server.process();
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
	// What the server sees when the process that started it dies: its standard input ends.
	child.stdin!.end();
	expect(await exited).toBe(0);
	await server.stop();
});
