/**
 * /metrics under WEB_CONCURRENCY=2 over real HTTP: requests served by both workers are counted
 * once each, and every scrape (whichever worker accepts it) shows the cluster's totals.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';

let server: Server;
let key: string;

beforeAll(async () => {
	server = await startServer({ WEB_CONCURRENCY: '2' });
	key = (await server.cli('keys', 'create', '--email', 'cluster-metrics@example.com', '--plan', 'unlimited')).trim();
});
afterAll(() => server?.stop());

/** One request on its own connection (no keep-alive), so the cluster spreads them over its workers. */
function request(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
	return new Promise((resolve, reject) => {
		const req = http.request(`${server.url}${path}`, { method, agent: false, headers }, (res) => {
			let text = '';
			res.setEncoding('utf8');
			res.on('data', (d) => (text += d));
			res.on('end', () => resolve({ status: res.statusCode!, text }));
		});
		req.on('error', reject);
		req.end(body);
	});
}

const count = (text: string) => {
	const m = /^utilkit_http_requests_total\{operation="hash",status="200"\} (\d+)$/m.exec(text);
	return m ? Number(m[1]) : 0;
};

describe('/metrics with WEB_CONCURRENCY=2', () => {
	it('every scrape shows the requests of both workers', async () => {
		const pids = new Set<number>();
		for (let i = 0; i < 10 && pids.size < 2; i++) pids.add(JSON.parse((await request('GET', '/healthz')).text).pid);
		expect(pids.size).toBe(2);

		const N = 12;
		for (let i = 0; i < N; i++) {
			const res = await request('POST', '/api/v1/hash', JSON.stringify({ input: `n${i}`, algorithms: ['md5'] }), {
				'content-type': 'application/json',
				'x-api-key': key
			});
			expect(res.status).toBe(200);
		}
		for (let i = 0; i < 4; i++) {
			const scrape = await request('GET', '/metrics');
			expect(scrape.status).toBe(200);
			expect(count(scrape.text)).toBe(N);
		}
	});
});
