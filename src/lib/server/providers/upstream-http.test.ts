import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../ops/_shared/errors.js';
import { upstreamStream } from './upstream-http.js';

/**
 * The deadline of an upstream exchange fires even when the garbage collector runs while the
 * answer stalls: with `AbortSignal.timeout` (held weakly by Node's timer and by `AbortSignal.any`)
 * a collection lost the signal and a stalled stream hung for good.
 */
describe('upstreamStream: a stalled answer ends at its deadline, whatever the collector does', () => {
	let server: http.Server;
	let url: string;
	beforeAll(async () => {
		// Headers and one event, then nothing: a streamed reply whose server stopped writing.
		server = http.createServer((_req, res) => {
			res.writeHead(200, { 'content-type': 'text/event-stream' });
			res.write('data: 1\n\n');
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
	});
	afterAll(() => {
		server.closeAllConnections();
		server.close();
	});

	it('rejects with the timeout while collections run every 20 ms', async () => {
		setFlagsFromString('--expose-gc');
		const gc = runInNewContext('gc') as () => void;
		const collecting = setInterval(gc, 20);
		try {
			const caller = new AbortController();
			const answer = await upstreamStream({ service: errors.words('service_ai'), url, method: 'POST', json: {}, timeoutMs: 300, signal: caller.signal });
			const read = (async () => {
				for await (const piece of answer.text()) void piece;
			})();
			// The test's own bound only ends a hang; the deadline is 300 ms.
			const hung = new Promise((resolve) => setTimeout(() => resolve('hung'), 20_000).unref());
			await expect(Promise.race([read, hung])).rejects.toThrow('AI service did not answer within 0.3 s');
		} finally {
			clearInterval(collecting);
		}
	});
});
