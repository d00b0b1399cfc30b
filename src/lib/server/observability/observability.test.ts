import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { OutboundError, UpstreamError, UpstreamInputError } from '../../ops/_shared/upstreams.js';
import { ApiMetrics, LATENCY_BUCKETS, UPSTREAMS } from './metrics.js';
import { createOpsEndpoints } from './http.js';
import { Readiness } from './readiness.js';
import { instrumentServices } from './upstreams.js';

/** The value of one sample line of a Prometheus text exposition, by name and exact label set. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
	const want = Object.entries(labels)
		.map(([k, v]) => `${k}="${v}"`)
		.sort()
		.join(',');
	for (const line of text.split('\n')) {
		if (line.startsWith('#')) continue;
		const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
		if (!m || m[1] !== name) continue;
		const got = (m[2] ?? '').split(',').filter(Boolean).sort().join(',');
		if (got === want) return Number(m[3]);
	}
	return undefined;
}

describe('ApiMetrics', () => {
	it('counts answers per operation and status and renders them in the Prometheus text format', async () => {
		const metrics = new ApiMetrics(['hash', 'uuid']);
		const hash = metrics.forOperation('hash');
		hash.observe(200, 0.0004);
		hash.observe(200, 0.003);
		hash.observe(422, 0.002);
		metrics.forOperation('no-such-operation').observe(404, 0.0001);
		const text = await metrics.render();
		expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
		expect(text).toContain('# TYPE utilkit_http_requests_total counter');
		expect(text).toContain('# TYPE utilkit_http_request_duration_seconds histogram');
		expect(sample(text, 'utilkit_http_requests_total', { operation: 'hash', status: '200' })).toBe(2);
		expect(sample(text, 'utilkit_http_requests_total', { operation: 'hash', status: '422' })).toBe(1);
		// Unknown ids are folded into one label: URLs never become labels.
		expect(sample(text, 'utilkit_http_requests_total', { operation: 'unmatched', status: '404' })).toBe(1);
		expect(text).not.toContain('no-such-operation');
		// Cumulative buckets: 0.4 ms ≤ 0.5 ms; 2 ms and 3 ms ≤ 5 ms (but 3 ms > 2.5 ms).
		const bucket = (le: string) => sample(text, 'utilkit_http_request_duration_seconds_bucket', { operation: 'hash', le });
		expect(bucket('0.0005')).toBe(1);
		expect(bucket('0.001')).toBe(1);
		expect(bucket('0.0025')).toBe(2);
		expect(bucket('0.005')).toBe(3);
		expect(bucket('+Inf')).toBe(3);
		expect(sample(text, 'utilkit_http_request_duration_seconds_count', { operation: 'hash' })).toBe(3);
		expect(sample(text, 'utilkit_http_request_duration_seconds_sum', { operation: 'hash' })).toBeCloseTo(0.0054, 10);
		// Operations without requests are there from the start, at zero.
		expect(sample(text, 'utilkit_http_request_duration_seconds_count', { operation: 'uuid' })).toBe(0);
		expect(text.split('\n').filter((l) => l.startsWith('utilkit_http_request_duration_seconds_bucket{') && l.includes('"uuid"'))).toHaveLength(
			LATENCY_BUCKETS.length + 1
		);
	});

	it('counts rejections by plan and upstream errors by upstream (every upstream present at 0)', async () => {
		const metrics = new ApiMetrics([]);
		metrics.rateLimitRejected('free');
		metrics.rateLimitRejected('free');
		metrics.quotaRejected('pro');
		metrics.upstreamError('vies');
		metrics.inFlight = 2;
		const text = await metrics.render();
		expect(sample(text, 'utilkit_rate_limit_rejections_total', { plan: 'free' })).toBe(2);
		expect(sample(text, 'utilkit_quota_rejections_total', { plan: 'pro' })).toBe(1);
		expect(sample(text, 'utilkit_http_requests_in_flight')).toBe(2);
		for (const upstream of UPSTREAMS) {
			expect(sample(text, 'utilkit_upstream_errors_total', { upstream })).toBe(upstream === 'vies' ? 1 : 0);
		}
	});

	it('adds the process metrics once, on request', async () => {
		const metrics = new ApiMetrics([]);
		expect(await metrics.render()).not.toContain('process_cpu_user_seconds_total');
		metrics.collectProcessMetrics();
		metrics.collectProcessMetrics();
		const text = await metrics.render();
		expect(text).toContain('process_cpu_user_seconds_total');
		expect(text).toContain('nodejs_eventloop_lag_seconds');
	});
});

describe('Readiness', () => {
	it('is ready when every check answers, and names each outcome', async () => {
		const readiness = new Readiness(undefined, 200);
		readiness.add('store', async () => 1);
		readiness.add('redis', async () => 'PONG');
		expect(await readiness.run()).toEqual({ ready: true, degraded: false, checks: { store: 'ok', redis: 'ok' } });
	});

	it('a failing check the instance can serve without makes it degraded, still ready; a required one, unready', async () => {
		const readiness = new Readiness(undefined, 200);
		readiness.add('store', async () => 1);
		readiness.add('redis', async () => Promise.reject(new Error('ECONNREFUSED')), { required: false });
		expect(await readiness.run()).toEqual({ ready: true, degraded: true, checks: { store: 'ok', redis: 'failed' } });
		readiness.add('store', async () => Promise.reject(new Error('down')));
		expect(await readiness.run()).toEqual({ ready: false, degraded: false, checks: { store: 'failed', redis: 'failed' } });
	});

	it('probes that arrive during a run share it: one query for many probes', async () => {
		const readiness = new Readiness(undefined, 200);
		let calls = 0;
		readiness.add('store', async () => {
			calls++;
			await new Promise((r) => setTimeout(r, 20));
		});
		const reports = await Promise.all(Array.from({ length: 50 }, () => readiness.run()));
		expect(calls).toBe(1);
		expect(reports.every((r) => r.ready)).toBe(true);
		await readiness.run();
		expect(calls).toBe(2);
	});

	it('a failing or hanging check makes it unready; a hanging one is cut at the timeout and aborted', async () => {
		const warnings: object[] = [];
		const readiness = new Readiness({ warn: (obj) => warnings.push(obj) }, 200);
		let aborted = false;
		readiness.add('store', async () => 1);
		readiness.add('broken', async () => {
			throw new Error('connection refused');
		});
		readiness.add('stuck', (signal) => {
			signal.addEventListener('abort', () => (aborted = true));
			return new Promise(() => {});
		});
		readiness.add('throws', () => {
			throw new Error('synchronously');
		});
		// The stuck check is reported as a timeout (a hang would end at the test's bound).
		const report = await readiness.run();
		expect(report).toEqual({ ready: false, degraded: false, checks: { store: 'ok', broken: 'failed', stuck: 'timeout', throws: 'failed' } });
		expect(aborted).toBe(true);
		expect(warnings).toHaveLength(3);
	});
});

describe('instrumentServices', () => {
	it('counts failures per upstream and passes every answer and error through unchanged', async () => {
		const metrics = new ApiMetrics([]);
		const failure = new UpstreamError('VIES is unavailable');
		const refused = new UpstreamInputError('refused the input');
		const services = instrumentServices(
			{
				chatLinkHost: 'https://wa.me',
				chat: { complete: async () => ({ reply: 'hi', usage: null }) },
				vat: { check: async () => Promise.reject(failure) },
				translator: { languages: async () => [], translate: async () => Promise.reject(refused) },
				resolveMx: async () => Promise.reject(new Error('SERVFAIL')),
				outbound: {
					fetch: async (url) =>
						Promise.reject(url.startsWith('ftp') ? new OutboundError('invalid-url', 'no', 0, url) : new OutboundError('timeout', 'slow', 0, url))
				}
			},
			metrics
		);
		expect(services.chatLinkHost).toBe('https://wa.me');
		expect(services.geocoder).toBeUndefined();
		expect(await services.chat!.complete([{ role: 'user', content: 'x' }])).toEqual({ reply: 'hi', usage: null });
		await expect(services.vat!.check('DE', '1')).rejects.toBe(failure);
		await expect(services.translator!.translate('a', 'en', 'de')).rejects.toBe(refused);
		await expect(services.resolveMx!('example.com')).rejects.toThrow('SERVFAIL');
		await expect(services.outbound!.fetch('ftp://x')).rejects.toBeInstanceOf(OutboundError);
		await expect(services.outbound!.fetch('http://x')).rejects.toBeInstanceOf(OutboundError);
		const text = await metrics.render();
		const count = (upstream: string) => sample(text, 'utilkit_upstream_errors_total', { upstream });
		expect([count('ai'), count('vies'), count('translate'), count('dns'), count('outbound'), count('geocoder')]).toEqual([0, 1, 0, 1, 1, 0]);
	});
});

describe('createOpsEndpoints', () => {
	async function serve(readiness: Readiness, metricsToken: string | null, stopping = false) {
		const ops = createOpsEndpoints({ metrics: new ApiMetrics([]), readiness, metricsToken, isStopping: () => stopping, logger: { error() {} } });
		const server = http.createServer((req, res) => {
			if (!ops(req, res)) res.writeHead(418).end();
		});
		await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		return { base, close: () => new Promise((r) => server.close(r)) };
	}

	it('/readyz: 503 {"status":"unavailable","checks"} when a check fails or hangs, within the bound', async () => {
		const readiness = new Readiness(undefined, 300);
		readiness.add('store', async () => 1);
		readiness.add('redis', () => new Promise(() => {}));
		const { base, close } = await serve(readiness, null);
		try {
			const res = await fetch(`${base}/readyz`);
			expect(res.status).toBe(503);
			expect(await res.json()).toEqual({ status: 'unavailable', checks: { store: 'ok', redis: 'timeout' } });
			expect((await fetch(`${base}/healthz`)).status).toBe(200);
			expect((await fetch(`${base}/other`)).status).toBe(418);
			expect((await fetch(`${base}/healthz/more`)).status).toBe(418);
		} finally {
			await close();
		}
	});

	it('/readyz: 503 while shutting down; /metrics wants the bearer token when one is set', async () => {
		const readiness = new Readiness();
		readiness.add('store', async () => 1);
		const { base, close } = await serve(readiness, 's3cret', true);
		try {
			const ready = await fetch(`${base}/readyz`);
			expect(ready.status).toBe(503);
			expect(await ready.json()).toEqual({ status: 'unavailable', checks: { server: 'shutting down' } });
			expect((await fetch(`${base}/metrics`)).status).toBe(401);
			expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
			const ok = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer s3cret' } });
			expect(ok.status).toBe(200);
			expect(await ok.text()).toContain('utilkit_upstream_errors_total');
		} finally {
			await close();
		}
	});
});
