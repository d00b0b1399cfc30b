/**
 * Graceful shutdown over real HTTP against the built server: SIGTERM (or SIGINT) while a URL check waits
 * on a slow local page. The request in flight gets its normal answer, new connections are
 * refused, the process exits 0, and the drained request's usage is in the store. With a
 * SHUTDOWN_TIMEOUT_MS shorter than the request, the connection is cut at the bound and the
 * exit code is 1.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/lib/server/config';
import { createStore } from '../../src/lib/server/store/index';
import { eventually, startServer, type Server } from './harness';

const SLOW_MS = 1500;
let site: http.Server;
let base: string;
let arrived: (() => void) | null = null;
const servers: Server[] = [];

beforeAll(async () => {
	site = http.createServer((req, res) => {
		arrived?.();
		setTimeout(() => {
			res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
			res.end('<title>Slow page</title>');
		}, SLOW_MS);
	});
	await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
	base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await Promise.all(servers.map((s) => s.stop()));
	site.closeAllConnections();
	await new Promise((r) => site.close(r));
});

async function start(env: Record<string, string> = {}): Promise<{ server: Server; key: string }> {
	const server = await startServer({ OUTBOUND_ALLOW_PRIVATE: '1', LOG_LEVEL: 'info', ...env });
	servers.push(server);
	const key = (await server.cli('keys', 'create', '--email', 'drain@example.com', '--plan', 'unlimited')).trim();
	return { server, key };
}

/** Starts a URL check of the slow page and resolves once the page has been asked (the request is in flight). */
async function slowCheck(server: Server, key: string): Promise<{ pending: Promise<Response> }> {
	const reached = new Promise<void>((r) => (arrived = r));
	const pending = server.post('/url-checker', { url: `${base}/slow` }, { 'x-api-key': key });
	pending.catch(() => {});
	await reached;
	arrived = null;
	return { pending };
}

/** Resolves with the connection error's code, or 'connected'. */
function connect(url: string): Promise<string> {
	const { hostname, port } = new URL(url);
	return new Promise((resolve) => {
		const socket = net.connect(Number(port), hostname);
		socket.once('connect', () => {
			socket.destroy();
			resolve('connected');
		});
		socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
	});
}

const exitCode = (server: Server) =>
	new Promise<number | null>((resolve) => {
		const child = server.process();
		if (child.exitCode !== null) resolve(child.exitCode);
		else child.once('exit', (code) => resolve(code));
	});

// SIGTERM from a supervisor, SIGINT from Ctrl+C in a terminal: the same shutdown, one test each.
describe('SIGTERM and SIGINT', () => {
	it('SIGTERM: drains the request in flight, refuses new connections, flushes its usage and exits 0', async () => {
		const { server, key } = await start();
		const { pending } = await slowCheck(server, key);
		let answered = false;
		pending.then(() => (answered = true), () => {});
		const exited = exitCode(server);
		server.process().kill('SIGTERM');

		// The listening socket closes at once, while the request is still waiting on the slow page.
		await eventually(async () => expect(await connect(server.url)).toBe('ECONNREFUSED'));
		expect(answered).toBe(false);

		const res = await pending;
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({
			url: `${base}/slow`,
			reachable: true,
			status_code: 200,
			final_url: `${base}/slow`,
			title: 'Slow page',
			redirect_count: 0,
			response_time_ms: expect.any(Number)
		});
		expect(await exited).toBe(0);

		const logs = server.output();
		expect(logs).toContain('draining requests in flight');
		expect(logs).toMatch(/"drained":true/);

		// The drained request was counted and flushed before the exit.
		const store = await createStore(loadConfig(server.env));
		try {
			const account = await store.findAccountByEmail('drain@example.com');
			const day = new Date().toISOString().slice(0, 10);
			const rows = await store.usageRows(account!.id, day, day);
			expect(rows.filter((r) => r.operation === 'url-checker').reduce((n, r) => n + r.count, 0)).toBe(1);
		} finally {
			await store.close();
		}
	});

	it('SIGINT: cuts what is still running at SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
		const { server, key } = await start({ SHUTDOWN_TIMEOUT_MS: '200' });
		const { pending } = await slowCheck(server, key);
		const exited = exitCode(server);
		const signalled = performance.now();
		server.process().kill('SIGINT');
		await expect(pending).rejects.toThrow();
		expect(await exited).toBe(1);
		// Documented bound: the timeout, plus the flush; well under the slow page's 1.5 s.
		expect(performance.now() - signalled).toBeLessThan(SLOW_MS);
		expect(server.output()).toContain('shutdown timeout');
		expect(server.output()).toMatch(/"signal":"SIGINT"[^\n]*draining requests in flight/);
	});
});
