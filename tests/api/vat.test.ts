/**
 * POST /vat-validator over real HTTP against the built server with VIES_BASE_URL pointing at a
 * fake VIES (tests/peers/vies-peer.ts): every documented status and body key, VIES's error codes,
 * broken and slow answers, the cache, and that refused numbers never reach VIES.
 * (tests/api/operations.test.ts replays the reference cases against the default VIES address.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cases } from '../../src/lib/ops/vat/cases.js';
import { expectCase } from '../../src/lib/ops/cases.js';
import { startViesPeer, type ViesPeer } from '../peers/vies-peer.js';
import { freePort, startServer, startedTogether, type Server } from './harness.js';

let peer: ViesPeer;
let server: Server;
let unreachable: Server;
let key: string;
let unreachableKey: string;

beforeAll(async () => {
	peer = await startViesPeer();
	const closedPort = await freePort();
	[server, unreachable] = await startedTogether([
		// A short timeout so the slow answer is a quick test; the default (10 s) is tested in vies.test.ts.
		startServer({ VIES_BASE_URL: `${peer.url}/`, VIES_TIMEOUT_MS: '500' }),
		startServer({ VIES_BASE_URL: `http://127.0.0.1:${closedPort}/vies` })
	]);
	[key, unreachableKey] = await Promise.all([
		server.cli('keys', 'create', '--email', 'vat@example.com', '--plan', 'unlimited').then((s) => s.trim()),
		unreachable.cli('keys', 'create', '--email', 'vat@example.com', '--plan', 'unlimited').then((s) => s.trim())
	]);
});
afterAll(async () => {
	await Promise.all([server?.stop(), unreachable?.stop()]);
	await peer?.close();
});
beforeEach(() => {
	peer.script.clear();
	peer.requests.length = 0;
	peer.requestDate = '2026-11-21T10:00:00.000Z';
});

async function validate(body: unknown, srv = server, apiKey = key): Promise<{ status: number; body: Record<string, unknown>; type: string | null }> {
	const res = await srv.post('/vat-validator', body, { 'X-API-Key': apiKey });
	return { status: res.status, body: await res.json(), type: res.headers.get('content-type') };
}

describe('200: VIES’s answer', () => {
	it('a registered number: every key of 2.19', async () => {
		peer.script.set('DE136695976', { kind: 'registered', name: 'ACME GMBH', address: 'MAIN STREET 1\n10115 BERLIN' });
		const answer = await validate({ vat: 'de 136 695 976' });
		expect(answer).toEqual({
			status: 200,
			type: expect.stringMatching(/^application\/json/),
			body: {
				country_code: 'DE',
				vat_number: '136695976',
				valid: true,
				name: 'ACME GMBH',
				address: 'MAIN STREET 1\n10115 BERLIN',
				request_date: '2026-11-21'
			}
		});
		expect(peer.requests).toEqual([{ country: 'DE', number: '136695976' }]);
	});

	it('an unregistered number: valid false, name and address null', async () => {
		peer.script.set('BE0403170701', { kind: 'unregistered' });
		expect((await validate({ vat: '0403.170.701', country: 'BE' })).body).toEqual({
			country_code: 'BE',
			vat_number: '0403170701',
			valid: false,
			name: null,
			address: null,
			request_date: '2026-11-21'
		});
	});

	it('a registered number whose member state withholds name and address ("---")', async () => {
		peer.script.set('ES54362315K', { kind: 'registered', name: '---', address: '---' });
		expect((await validate({ vat: 'ES 54362315-K' })).body).toEqual({
			country_code: 'ES',
			vat_number: '54362315K',
			valid: true,
			name: null,
			address: null,
			request_date: '2026-11-21'
		});
	});

	it('Greece as GR or EL, and Northern Ireland (XI), reach VIES as EL and XI', async () => {
		expect((await validate({ vat: 'GR 094012834' })).body).toMatchObject({ country_code: 'EL', vat_number: '094012834', valid: true });
		expect((await validate({ vat: 'XI 980 7806 84' })).body).toMatchObject({ country_code: 'XI', vat_number: '980780684', valid: true });
		expect(peer.requests).toEqual([
			{ country: 'EL', number: '094012834' },
			{ country: 'XI', number: '980780684' }
		]);
	});

	it('a valid answer is reused (VIES asked once) and keeps its request date; an invalid one is not', async () => {
		peer.script.set('DE129304291', { kind: 'unregistered' });
		await validate({ vat: 'DE 811 363 057' });
		peer.requestDate = '2026-11-22T09:00:00.000Z';
		expect((await validate({ vat: 'DE811363057' })).body).toMatchObject({ valid: true, request_date: '2026-11-21' });
		expect(peer.hits('DE', '811363057')).toBe(1);
		await validate({ vat: 'DE129304291' });
		await validate({ vat: 'DE129304291' });
		expect(peer.hits('DE', '129304291')).toBe(2);
	});
});

describe('422: refused before VIES', () => {
	it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
		const res = await server.post('/vat-validator', c.input, { 'X-API-Key': key });
		expectCase(expect, { status: res.status, body: await res.json() }, c);
		expect(peer.requests, 'VIES must not be asked').toEqual([]);
	});

	it('a number VIES refuses as invalid input', async () => {
		peer.script.set('DE213806597', { kind: 'user-error', code: 'INVALID_INPUT' });
		expect(await validate({ vat: 'DE213806597' })).toMatchObject({
			status: 422,
			body: { detail: 'VIES refused the number as invalid input (INVALID_INPUT)', code: 'invalid_input' }
		});
	});
});

describe('502: VIES cannot answer', () => {
	// A number of its own for each case: the server caches valid answers for a day.
	it.each([
		['DE113866163', { kind: 'user-error', code: 'MS_UNAVAILABLE' }, 'VIES: the DE member state service is unavailable (MS_UNAVAILABLE); try again later'],
		['DE231969187', { kind: 'user-error', code: 'TIMEOUT' }, 'VIES: the DE member state service did not answer in time (TIMEOUT); try again later'],
		['DE265265318', { kind: 'user-error', code: 'MS_MAX_CONCURRENT_REQ' }, 'VIES: too many concurrent requests to the DE member state service (MS_MAX_CONCURRENT_REQ); try again later'],
		['DE267297673', { kind: 'user-error', code: 'GLOBAL_MAX_CONCURRENT_REQ' }, 'VIES: too many concurrent requests in total (GLOBAL_MAX_CONCURRENT_REQ); try again later'],
		['DE118619592', { kind: 'user-error', code: 'SERVICE_UNAVAILABLE' }, 'VIES is unavailable (SERVICE_UNAVAILABLE); try again later'],
		['DE125014955', { kind: 'wrapped', code: 'MS_UNAVAILABLE', status: 500 }, 'VIES: the DE member state service is unavailable (MS_UNAVAILABLE); try again later'],
		['DE168347747', { kind: 'status', status: 500 }, 'VIES answered HTTP 500 (server error)'],
		['DE181207708', { kind: 'malformed' }, 'VIES sent a response that is not JSON (HTTP 200)'],
		['DE195131068', { kind: 'no-isvalid' }, 'VIES sent an answer without isValid'],
		['DE204760908', { kind: 'slow' }, 'VIES did not answer within 0.5 s']
	] as const)('%s answered %j → 502 naming the cause', async (vat, behaviour, detail) => {
		peer.script.set(vat, behaviour);
		expect(await validate({ vat })).toEqual({ status: 502, type: expect.stringMatching(/^application\/json/), body: { detail, code: 'upstream_error' } });
		// Failures are never cached: the next call asks again.
		peer.script.delete(vat);
		expect((await validate({ vat })).body).toMatchObject({ valid: true });
		expect(peer.hits('DE', vat.slice(2))).toBe(2);
	});

	it('asked for the app\'s message ids, the cause comes by id with VIES\'s code as a value; the detail is the same', async () => {
		// A number of its own: the one above is now cached as valid.
		peer.script.set('DE129273398', { kind: 'user-error', code: 'MS_UNAVAILABLE' });
		const res = await server.post('/vat-validator', { vat: 'DE129273398' }, { 'X-API-Key': key, 'X-Utilkit-Message-Ids': '1' });
		const detail = 'VIES: the DE member state service is unavailable (MS_UNAVAILABLE); try again later';
		expect(res.status).toBe(502);
		expect(await res.json()).toEqual({
			detail,
			code: 'upstream_error',
			message_ids: { error: { module: '_shared', id: 'vies_ms_unavailable', values: { country: 'DE', code: 'MS_UNAVAILABLE' }, text: detail } }
		});
	});

	it('an unreachable VIES', async () => {
		expect(await validate({ vat: 'DE136695976' }, unreachable, unreachableKey)).toEqual({
			status: 502,
			type: expect.stringMatching(/^application\/json/),
			body: { detail: 'VIES could not be reached (connection refused)', code: 'upstream_error' }
		});
	});
});
