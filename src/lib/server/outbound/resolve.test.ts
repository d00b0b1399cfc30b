import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createHostResolver } from './resolve.js';

describe('createHostResolver', () => {
	it('leaves no abort listener behind: one signal serves every hop of a redirect chain', async () => {
		const resolve = createHostResolver();
		const controller = new AbortController();
		// /etc/hosts answers localhost without any network; a failing name settles by rejection.
		for (let hop = 0; hop < 12; hop++) {
			expect((await resolve('localhost', controller.signal)).length).toBeGreaterThan(0);
			await expect(resolve('no-such-host.invalid', controller.signal)).rejects.toThrow();
		}
		expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
	});

	it('an aborted signal refuses at once, and aborting mid-lookup rejects with its reason', async () => {
		const resolve = createHostResolver();
		await expect(resolve('localhost', AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
		const controller = new AbortController();
		const pending = resolve('no-such-host.invalid', controller.signal);
		controller.abort(new Error('deadline'));
		await expect(pending).rejects.toThrow('deadline');
		expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
	});
});
