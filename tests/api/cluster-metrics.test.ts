/**
 * /metrics under WEB_CONCURRENCY=2 over real HTTP: requests served by both workers are counted
 * once each, and every scrape (whichever worker accepts it) shows the cluster's totals. Which
 * worker holds a connection is read from /proc (cluster-workers.ts).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerHolding } from './cluster-workers';
import { startServer, type Server } from './harness';

const TOKEN = 'cluster-metrics-token-3f9b';
let server: Server;
let key: string;

beforeAll(async () => {
	server = await startServer({ WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN });
	key = (await server.cli('keys', 'create', '--email', 'cluster-metrics@example.com', '--plan', 'unlimited')).trim();
});
afterAll(() => server?.stop());

interface Connection {
	worker: number;
	request(method: string, path: string, body?: string, headers?: Record<string, string>): Promise<{ status: number; text: string }>;
	close(): void;
}

/** One keep-alive connection: every request on it reaches the same worker. */
async function connect(): Promise<Connection> {
	const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
	let socket: Socket | undefined;
	const request: Connection['request'] = (method, path, body, headers = {}) =>
		new Promise((resolve, reject) => {
			const req = http.request(`${server.url}${path}`, { method, agent, headers }, (res) => {
				let text = '';
				res.setEncoding('utf8');
				res.on('data', (d) => (text += d));
				res.on('end', () => resolve({ status: res.statusCode!, text }));
			});
			req.once('socket', (s) => (socket = s));
			req.on('error', reject);
			req.end(body);
		});
	// An answer first: only then has a worker surely taken the connection.
	await request('GET', '/healthz');
	return { worker: workerHolding(server.process().pid!, socket!), request, close: () => agent.destroy() };
}

/** One connection to each of the two workers (new connections are spread over them). */
async function oneToEachWorker(): Promise<Connection[]> {
	const byWorker = new Map<number, Connection>();
	for (let i = 0; i < 40 && byWorker.size < 2; i++) {
		const c = await connect();
		if (byWorker.has(c.worker)) c.close();
		else byWorker.set(c.worker, c);
		if (i % 10 === 9) await new Promise((r) => setTimeout(r, 200)); // a worker still starting
	}
	return [...byWorker.values()];
}

const count = (text: string) => {
	const m = /^utilkit_http_requests_total\{operation="hash",status="200"\} (\d+)$/m.exec(text);
	return m ? Number(m[1]) : 0;
};

describe('/metrics with WEB_CONCURRENCY=2', () => {
	it('every scrape shows the requests of both workers', async () => {
		const conns = await oneToEachWorker();
		try {
			expect(conns).toHaveLength(2);
			// 5 on one worker, 7 on the other: a scrape of either worker alone would show 5 or 7.
			const perWorker = [5, 7];
			for (const [i, c] of conns.entries()) {
				for (let n = 0; n < perWorker[i]; n++) {
					const res = await c.request('POST', '/api/v1/hash', JSON.stringify({ input: `w${i} n${n}`, algorithms: ['md5'] }), {
						'content-type': 'application/json',
						'x-api-key': key
					});
					expect(res.status).toBe(200);
				}
			}
			for (const c of conns) {
				for (let i = 0; i < 2; i++) {
					const scrape = await c.request('GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
					expect(scrape.status).toBe(200);
					expect(count(scrape.text)).toBe(12);
				}
			}
		} finally {
			for (const c of conns) c.close();
		}
	});
});
