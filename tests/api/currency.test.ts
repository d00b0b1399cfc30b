/**
 * POST /currency and POST /tls over real HTTP against the built server. Currency: the rates from a
 * local ECB peer (RATES_URL, tests/peers/ecb-peer.ts); two instances on one store (one SQLite
 * DATA_DIR, or under `npm run test:api:pg` one PostgreSQL schema) make one fetch between them; a
 * server whose RATES_URL never answered → 503. TLS: the default address rules refuse loopback,
 * private and IPv6 loopback hosts with the URL checker's wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEcbPeer } from '../peers/ecb-peer';
import { refusedUrl, type HttpPeer } from '../peers/http-peer';
import { startServer, startedTogether, TEST_STORE, type Server } from './harness';

let ecb: HttpPeer;
let first: Server;
let second: Server;
let dead: Server;
const keys = new Map<Server, string>();

beforeAll(async () => {
	ecb = await startEcbPeer();
	const ratesUrl = `${ecb.url}/stats/eurofxref/eurofxref-daily.xml`;
	first = await startServer({ RATES_URL: ratesUrl });
	// The second instance on the first one's store: its DATA_DIR, or its PostgreSQL schema.
	const shared: Record<string, string> = TEST_STORE === 'postgres' ? { RATES_URL: ratesUrl, DATABASE_URL: first.env.DATABASE_URL } : { RATES_URL: ratesUrl };
	[second, dead] = await startedTogether([startServer(shared, TEST_STORE === 'postgres' ? undefined : first.dataDir), startServer({ RATES_URL: await refusedUrl('/eurofxref-daily.xml') })]);
	for (const server of [first, second, dead]) keys.set(server, (await server.cli('keys', 'create', '--email', 'fx@example.com', '--plan', 'unlimited')).trim());
}, 120_000);

afterAll(async () => {
	await Promise.all([first, second, dead].map((s) => s?.stop()));
	await ecb?.close();
});

const post = async (server: Server, path: string, body: unknown) => {
	const res = await server.post(path, body, { 'x-api-key': keys.get(server)! });
	return { status: res.status, body: await res.json() };
};

describe('POST /currency', () => {
	it('converts at the peer’s rates; the second instance reads them from the store without fetching', async () => {
		const a = await post(first, '/currency', { amount: 100, from: 'usd', to: 'EUR' });
		expect(a.status).toBe(200);
		// 100 / 1.0547 = 94.8137... (the ECB rate is units per euro).
		expect(a.body).toMatchObject({ result: 94.81, rate: 0.948137, date: '2026-11-26', from: 'USD', to: 'EUR' });
		const b = await post(second, '/currency', { amount: 40, from: 'GBP', to: 'JPY' });
		expect(b.status).toBe(200);
		// 40 × 158.93 / 0.83315 = 7630.3... → 7630 (JPY has no minor unit).
		expect(b.body).toMatchObject({ result: 7630, date: '2026-11-26' });
		expect(ecb.requests.map((r) => r.url)).toEqual(['/stats/eurofxref/eurofxref-daily.xml']);
	});

	it('an unknown code → 422 naming the field', async () => {
		const res = await post(first, '/currency', { amount: 1, from: 'USD', to: 'XAU' });
		expect(res.status).toBe(422);
		expect(res.body.detail).toMatch(/^to: XAU is not among the ECB’s reference currencies/);
	});

	it('no rates ever fetched → 503 upstream_error', async () => {
		const res = await post(dead, '/currency', { amount: 1, from: 'USD', to: 'EUR' });
		expect(res.status).toBe(503);
		expect(res.body).toMatchObject({ code: 'upstream_error' });
		expect(res.body.detail).toMatch(/^exchange rates are not available yet: /);
	});
});

describe('POST /tls under the default rules', () => {
	it.each([
		['127.0.0.1', 'host: 127.0.0.1 is not a public address: loopback (RFC 1122)'],
		['10.0.0.1', 'host: 10.0.0.1 is not a public address: private (RFC 1918)'],
		['::1', 'host: ::1 is not a public address: loopback (RFC 4291)']
	])('%s is refused', async (host, detail) => {
		expect(await post(first, '/tls', { host })).toEqual({ status: 422, body: { detail, code: 'url_blocked' } });
	});
});
