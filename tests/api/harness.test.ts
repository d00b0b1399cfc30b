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
