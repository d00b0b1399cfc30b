/**
 * The ECB rates provider against a local HTTP peer serving an eurofxref-daily.xml document
 * (tests/peers/ecb-peer.ts), on real stores: the hourly refresh (an injected clock), two
 * instances on one SQLite file sharing one fetch, the last rates kept through a failure, and
 * none at all → UpstreamError.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ecbDocument, TEST_RATES } from '../../../../tests/peers/ecb-peer.js';
import { reply, startHttpPeer, type HttpPeer, type PeerAnswer } from '../../../../tests/peers/http-peer.js';
import { UpstreamError } from '../../ops/_shared/upstreams.js';
import { createStore, type Store } from '../store/index.js';
import { createRatesUpstream, parseEcbRates, RATES_REFRESH_MS, RATES_RETRY_MS } from './rates.js';

let peer: HttpPeer;
let answer: PeerAnswer;
const xml = (date: string, rates = TEST_RATES) => reply.raw(200, { 'content-type': 'text/xml' }, ecbDocument(date, rates));
const stores: Store[] = [];

beforeAll(async () => {
	peer = await startHttpPeer(() => answer);
});
afterAll(() => peer.close());
afterEach(async () => {
	peer.requests.length = 0;
	await Promise.all(stores.splice(0).map((s) => s.close()));
});

async function sqliteStore(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-rates-'))): Promise<{ store: Store; dir: string }> {
	const store = await createStore({ dataDir: dir, databaseUrl: null });
	stores.push(store);
	return { store, dir };
}

describe('parseEcbRates', () => {
	it('reads the day and every rate of the ECB document, EUR 1 added', () => {
		const parsed = parseEcbRates(ecbDocument('2026-11-26', TEST_RATES));
		expect(parsed.date).toBe('2026-11-26');
		expect(parsed.rates).toEqual({ EUR: 1, ...Object.fromEntries(Object.entries(TEST_RATES).map(([c, r]) => [c, Number(r)])) });
	});

	it('reads double quotes too', () => {
		expect(parseEcbRates(`<Cube><Cube time="2026-01-02"><Cube currency="USD" rate="1.1"/></Cube></Cube>`)).toEqual({ date: '2026-01-02', rates: { EUR: 1, USD: 1.1 } });
	});

	it.each([
		['an HTML page', '<html><body>Maintenance</body></html>'],
		['no rates', `<Cube><Cube time='2026-01-02'></Cube></Cube>`],
		['a rate that is not a number', `<Cube><Cube time='2026-01-02'><Cube currency='USD' rate='n/a'/></Cube></Cube>`],
		['a zero rate', `<Cube><Cube time='2026-01-02'><Cube currency='USD' rate='0'/></Cube></Cube>`]
	])('refuses %s', (_, text) => {
		expect(() => parseEcbRates(text)).toThrow(UpstreamError);
	});
});

describe('createRatesUpstream', () => {
	it('fetches at most once an hour', async () => {
		const { store } = await sqliteStore();
		let now = Date.parse('2026-11-27T10:00:00Z');
		answer = xml('2026-11-26');
		const rates = createRatesUpstream({ url: `${peer.url}/eurofxref-daily.xml`, store, now: () => now });
		const [a, b] = await Promise.all([rates.latest(), rates.latest()]);
		expect(a).toEqual(b);
		expect(a).toMatchObject({ date: '2026-11-26', source: `${peer.url}/eurofxref-daily.xml` });
		expect(peer.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /eurofxref-daily.xml']);
		now += RATES_REFRESH_MS - 1;
		answer = xml('2026-11-27');
		expect((await rates.latest()).date).toBe('2026-11-26');
		expect(peer.requests).toHaveLength(1);
		now += 1;
		expect((await rates.latest()).date).toBe('2026-11-27');
		expect(peer.requests).toHaveLength(2);
	});

	it('two instances on one SQLite file share one fetch', async () => {
		const { store, dir } = await sqliteStore();
		const now = Date.parse('2026-11-27T10:00:00Z');
		answer = xml('2026-11-26');
		const url = `${peer.url}/eurofxref-daily.xml`;
		const first = await createRatesUpstream({ url, store, now: () => now }).latest();
		const { store: other } = await sqliteStore(dir);
		const second = await createRatesUpstream({ url, store: other, now: () => now + 30 * 60_000 }).latest();
		expect(second).toEqual(first);
		expect(peer.requests).toHaveLength(1);
		// An hour after the first fetch, the second instance fetches, and the first sees its result.
		answer = xml('2026-11-27');
		expect((await createRatesUpstream({ url, store: other, now: () => now + RATES_REFRESH_MS }).latest()).date).toBe('2026-11-27');
		expect(peer.requests).toHaveLength(2);
		expect((await createRatesUpstream({ url, store, now: () => now + RATES_REFRESH_MS + 1 }).latest()).date).toBe('2026-11-27');
		expect(peer.requests).toHaveLength(2);
	});

	it('keeps answering the last rates while the ECB fails, retrying every few minutes', async () => {
		const { store } = await sqliteStore();
		let now = Date.parse('2026-11-27T10:00:00Z');
		answer = xml('2026-11-26');
		const rates = createRatesUpstream({ url: `${peer.url}/x.xml`, store, now: () => now });
		await rates.latest();
		answer = reply.raw(503, { 'content-type': 'text/html' }, 'down');
		now += RATES_REFRESH_MS;
		expect((await rates.latest()).date).toBe('2026-11-26');
		expect(peer.requests).toHaveLength(2);
		now += RATES_RETRY_MS - 1;
		await rates.latest();
		expect(peer.requests).toHaveLength(2);
		now += 1;
		answer = xml('2026-11-27');
		expect((await rates.latest()).date).toBe('2026-11-27');
	});

	it('with no rates ever fetched, rejects with UpstreamError naming the cause', async () => {
		const { store } = await sqliteStore();
		answer = reply.raw(404, { 'content-type': 'text/html' }, 'not here');
		await expect(createRatesUpstream({ url: `${peer.url}/missing.xml`, store }).latest()).rejects.toThrow('ECB exchange rates: HTTP 404');
		answer = reply.html(200, '<html>maintenance</html>');
		await expect(createRatesUpstream({ url: `${peer.url}/html.xml`, store }).latest()).rejects.toThrow(/no <Cube time/);
	});

	it('a store that fails does not stop the rates', async () => {
		answer = xml('2026-11-26');
		const broken: Pick<Store, 'getCachedDocument' | 'putCachedDocument'> = {
			getCachedDocument: () => Promise.reject(new Error('store down')),
			putCachedDocument: () => Promise.reject(new Error('store down'))
		};
		expect((await createRatesUpstream({ url: `${peer.url}/y.xml`, store: broken }).latest()).date).toBe('2026-11-26');
	});
});
