/**
 * Every server keeps its process and traffic figures to itself, whatever NODE_ENV says (the
 * container sets `production`; a developer's `node build` sets nothing, and is as reachable):
 * /healthz names no process, /metrics is closed (404) unless METRICS_TOKEN asks for a bearer token
 * or METRICS_PORT moves it to a loopback port of its own (docs/operations.md, "Metrics";
 * docs/security.md, the loopback review).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type Server } from './harness';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => s.stop())));

// '' = no NODE_ENV at all (the harness drops it): a bare `node build`.
describe.each([
	['NODE_ENV=production', 'production'],
	['no NODE_ENV', '']
])('%s', (_, nodeEnv) => {
	const start = async (env: Record<string, string>) => {
		const server = await startServer({ NODE_ENV: nodeEnv, ...env });
		servers.push(server);
		return server;
	};

	it('/healthz answers {"status":"ok"} and nothing about the process; /metrics is closed without a token or a port', async () => {
		const server = await start({ LOG_LEVEL: 'info' });
		expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
		for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer anything' }] as Record<string, string>[]) {
			const metrics = await fetch(`${server.url}/metrics`, { headers });
			expect(metrics.status).toBe(404);
			const body = await metrics.json();
			expect(body.detail).toMatch(/METRICS_TOKEN or METRICS_PORT/);
			expect(JSON.stringify(body)).not.toMatch(/process_|utilkit_/);
		}
		expect(server.output()).toMatch(/metrics are not served: set METRICS_TOKEN or METRICS_PORT/);
	});

	it('METRICS_TOKEN: /metrics for the bearer of the token only', async () => {
		const server = await start({ METRICS_TOKEN: 'prod-metrics-token-7a1' });
		expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
		const ok = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer prod-metrics-token-7a1' } });
		expect(ok.status).toBe(200);
		expect(await ok.text()).toMatch(/^# HELP /m);
		expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
	});

	it('METRICS_PORT: /metrics on 127.0.0.1 at that port only, without a token, not on the public port', async () => {
		const port = await freePort();
		const server = await start({ METRICS_PORT: String(port) });
		const main = await fetch(`${server.url}/metrics`);
		expect(main.status).toBe(404);
		expect((await main.json()).detail).toMatch(/METRICS_PORT/);
		let scraped: Response | undefined;
		for (let i = 0; i < 50 && !scraped; i++) {
			scraped = await fetch(`http://127.0.0.1:${port}/metrics`).catch(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 100)));
		}
		expect(scraped!.status).toBe(200);
		expect(await scraped!.text()).toMatch(/^# HELP /m);
		expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });
		expect((await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`)).status).toBe(404);
	});
});
