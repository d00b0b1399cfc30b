/**
 * The VIES provider against a fake VIES on 127.0.0.1 (tests/peers/vies-peer.ts): how answers,
 * VIES's error codes and broken answers map, the timeout, and the cache (counted in the peer's
 * hits).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tests/api/harness.js';
import { startViesPeer, type ViesPeer } from '../../../../tests/peers/vies-peer.js';
import { UpstreamError, UpstreamInputError } from '../../ops/_shared/upstreams.js';
import { loadConfig } from '../config.js';
import { createVatUpstream, VIES_CACHE_ENTRIES, VIES_CACHE_MS, VIES_MAX_BYTES, VIES_TIMEOUT_MS } from './vies.js';

let peer: ViesPeer;

beforeAll(async () => {
	peer = await startViesPeer();
});
afterAll(() => peer?.close());
beforeEach(() => {
	peer.script.clear();
	peer.requests.length = 0;
	peer.requestDate = '2026-11-21T10:00:00.000Z';
});

const upstream = (options: Partial<Parameters<typeof createVatUpstream>[0]> = {}) => createVatUpstream({ baseUrl: peer.url, ...options });

/** The error a check rejects with. */
async function failure(promise: Promise<unknown>): Promise<Error> {
	try {
		await promise;
	} catch (err) {
		return err as Error;
	}
	throw new Error('expected a rejection');
}

describe('answers', () => {
	it('asks GET {base}/ms/{CC}/vat/{NUMBER} and reads a registration', async () => {
		peer.script.set('DE136695976', { kind: 'registered', name: 'ACME GMBH', address: 'MAIN STREET 1\n10115 BERLIN' });
		expect(await upstream().check('DE', '136695976')).toEqual({
			valid: true,
			name: 'ACME GMBH',
			address: 'MAIN STREET 1\n10115 BERLIN',
			requestDate: '2026-11-21'
		});
		expect(peer.requests).toEqual([{ country: 'DE', number: '136695976' }]);
	});

	it('reads an unregistered number as valid false, its "---" name and address as null', async () => {
		peer.script.set('DE129304291', { kind: 'unregistered' });
		expect(await upstream().check('DE', '129304291')).toEqual({ valid: false, name: null, address: null, requestDate: '2026-11-21' });
	});

	it('reads a withheld name and address ("---", blank) as null', async () => {
		peer.script.set('DE118619592', { kind: 'registered', name: '---', address: '---' });
		peer.script.set('ES54362315K', { kind: 'registered', name: '', address: '   ' });
		expect(await upstream().check('DE', '118619592')).toMatchObject({ valid: true, name: null, address: null });
		expect(await upstream().check('ES', '54362315K')).toMatchObject({ valid: true, name: null, address: null });
	});

	it('keeps the calendar date of requestDate as VIES reports it, null when it is missing or no date', async () => {
		peer.requestDate = '2026-11-21T23:59:59.999+01:00';
		expect((await upstream().check('DE', '136695976')).requestDate).toBe('2026-11-21');
		peer.requestDate = '2026-13-45T00:00:00Z';
		expect((await upstream().check('DE', '113866163')).requestDate).toBeNull();
		peer.requestDate = 'yesterday';
		expect((await upstream().check('DE', '231969187')).requestDate).toBeNull();
	});

	it('encodes the number in the path (old Irish numbers hold + or *)', async () => {
		await upstream().check('IE', '8+79739J');
		expect(peer.requests).toEqual([{ country: 'IE', number: '8+79739J' }]);
	});
});

describe('failures', () => {
	it.each([
		['MS_UNAVAILABLE', 'VIES: the DE member state service is unavailable (MS_UNAVAILABLE); try again later'],
		['TIMEOUT', 'VIES: the DE member state service did not answer in time (TIMEOUT); try again later'],
		['MS_MAX_CONCURRENT_REQ', 'VIES: too many concurrent requests to the DE member state service (MS_MAX_CONCURRENT_REQ); try again later'],
		['GLOBAL_MAX_CONCURRENT_REQ', 'VIES: too many concurrent requests in total (GLOBAL_MAX_CONCURRENT_REQ); try again later'],
		['SERVICE_UNAVAILABLE', 'VIES is unavailable (SERVICE_UNAVAILABLE); try again later'],
		['IP_BLOCKED', 'VIES reported an error (IP_BLOCKED)']
	])('userError %s is an UpstreamError naming the cause', async (code, message) => {
		peer.script.set('DE136695976', { kind: 'user-error', code });
		const err = await failure(upstream().check('DE', '136695976'));
		expect(err).toBeInstanceOf(UpstreamError);
		expect(err).not.toBeInstanceOf(UpstreamInputError);
		expect(err.message).toBe(message);
		// By id, with VIES's code as a value the app quotes in the page's language.
		expect((err as UpstreamError).words).toMatchObject({ module: '_shared', text: message, values: { code } });
	});

	it('userError INVALID_INPUT is an UpstreamInputError (the operation answers 422)', async () => {
		peer.script.set('DE136695976', { kind: 'user-error', code: 'INVALID_INPUT' });
		const err = await failure(upstream().check('DE', '136695976'));
		expect(err).toBeInstanceOf(UpstreamInputError);
		expect(err.message).toBe('VIES refused the number as invalid input (INVALID_INPUT)');
	});

	it.each([200, 400, 500, 503])('an errorWrappers body at HTTP %i names its code, never its message', async (status) => {
		peer.script.set('FR40303265045', { kind: 'wrapped', code: 'MS_UNAVAILABLE', status });
		const err = await failure(upstream().check('FR', '40303265045'));
		expect(err.message).toBe('VIES: the FR member state service is unavailable (MS_UNAVAILABLE); try again later');
	});

	it('an error code that is not a code is not passed on', async () => {
		peer.script.set('DE136695976', { kind: 'user-error', code: 'something <b>odd</b>' });
		expect((await failure(upstream().check('DE', '136695976'))).message).toBe('VIES sent an answer this service does not understand');
	});

	it.each([
		[500, 'VIES answered HTTP 500 (server error)'],
		[503, 'VIES answered HTTP 503 (server error)'],
		[429, 'VIES answered HTTP 429 (rate limited)'],
		[404, 'VIES answered HTTP 404 (not found)'],
		[302, 'VIES answered HTTP 302 (a redirect: check the base URL)']
	])('a plain HTTP %i is an UpstreamError naming the status, not the body', async (status, message) => {
		peer.script.set('DE136695976', { kind: 'status', status });
		const err = await failure(upstream().check('DE', '136695976'));
		expect(err).toBeInstanceOf(UpstreamError);
		expect(err.message).toBe(message);
	});

	it.each([
		['malformed', 'VIES sent a response that is not JSON (HTTP 200)'],
		['html', 'VIES sent a response that is not JSON (HTTP 200)'],
		['no-isvalid', 'VIES sent an answer without isValid'],
		['huge', `VIES sent a response larger than ${VIES_MAX_BYTES} bytes`]
	] as const)('a %s answer is an UpstreamError', async (kind, message) => {
		peer.script.set('DE136695976', { kind });
		expect((await failure(upstream().check('DE', '136695976'))).message).toBe(message);
	});

	it('gives up on a slow answer after timeoutMs', async () => {
		peer.script.set('DE136695976', { kind: 'slow' });
		expect((await failure(upstream({ timeoutMs: 200 }).check('DE', '136695976'))).message).toBe('VIES did not answer within 0.2 s');
	});

	it('names an unreachable VIES, without its address', async () => {
		const port = await freePort();
		const err = await failure(createVatUpstream({ baseUrl: `http://127.0.0.1:${port}/vies` }).check('DE', '136695976'));
		expect(err.message).toBe('VIES could not be reached (connection refused)');
	});

	it('waits 10 s by default, or VIES_TIMEOUT_MS', () => {
		expect(VIES_TIMEOUT_MS).toBe(10_000);
		expect(loadConfig({}).viesTimeoutMs).toBeNull();
		expect(loadConfig({ VIES_TIMEOUT_MS: '2500' }).viesTimeoutMs).toBe(2500);
		expect(() => loadConfig({ VIES_TIMEOUT_MS: '0' })).toThrow('VIES_TIMEOUT_MS must be a positive number of milliseconds');
		expect(loadConfig({}).viesBaseUrl).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api');
	});
});

describe('the cache', () => {
	it('reuses a valid answer for a day, with its original request date', async () => {
		let clock = 1_000_000;
		const vies = upstream({ now: () => clock });
		expect((await vies.check('DE', '136695976')).requestDate).toBe('2026-11-21');
		peer.requestDate = '2026-11-22T08:00:00.000Z';
		clock += VIES_CACHE_MS - 1;
		expect((await vies.check('DE', '136695976')).requestDate).toBe('2026-11-21');
		expect(peer.hits('DE', '136695976')).toBe(1);
		clock += 1;
		expect((await vies.check('DE', '136695976')).requestDate).toBe('2026-11-22');
		expect(peer.hits('DE', '136695976')).toBe(2);
		expect(VIES_CACHE_MS).toBe(24 * 60 * 60 * 1000);
	});

	it('keys by country and number', async () => {
		const vies = upstream();
		await vies.check('DE', '136695976');
		await vies.check('AT', '136695976'); // not a real pairing, but a different key
		await vies.check('DE', '136695976');
		expect(peer.requests).toEqual([
			{ country: 'DE', number: '136695976' },
			{ country: 'AT', number: '136695976' }
		]);
	});

	it('never keeps an invalid answer or a failure', async () => {
		peer.script.set('DE129304291', { kind: 'unregistered' });
		peer.script.set('DE125014955', { kind: 'user-error', code: 'MS_UNAVAILABLE' });
		const vies = upstream();
		await vies.check('DE', '129304291');
		await vies.check('DE', '129304291');
		await failure(vies.check('DE', '125014955'));
		await failure(vies.check('DE', '125014955'));
		expect(peer.hits('DE', '129304291')).toBe(2);
		expect(peer.hits('DE', '125014955')).toBe(2);
		// Once the member state is back, the number is looked up afresh.
		peer.script.delete('DE125014955');
		expect((await vies.check('DE', '125014955')).valid).toBe(true);
	});

	it('shares one request among concurrent lookups of a number', async () => {
		const vies = upstream();
		const answers = await Promise.all([vies.check('DE', '136695976'), vies.check('DE', '136695976'), vies.check('DE', '136695976')]);
		expect(answers.every((a) => a.valid)).toBe(true);
		expect(peer.hits('DE', '136695976')).toBe(1);
	});

	it('shares a failing request too, and then forgets it', async () => {
		peer.script.set('DE125014955', { kind: 'user-error', code: 'TIMEOUT' });
		const vies = upstream();
		const errors = await Promise.all([failure(vies.check('DE', '125014955')), failure(vies.check('DE', '125014955'))]);
		expect(errors.map((e) => e.message)).toEqual([errors[0].message, errors[0].message]);
		expect(peer.hits('DE', '125014955')).toBe(1);
		await failure(vies.check('DE', '125014955'));
		expect(peer.hits('DE', '125014955')).toBe(2);
	});

	it('holds at most cacheEntries numbers, dropping the least recently used', async () => {
		const vies = upstream({ cacheEntries: 2 });
		await vies.check('DE', '113866163'); // A
		await vies.check('DE', '231969187'); // B
		await vies.check('DE', '113866163'); // A used again: B is now the oldest
		await vies.check('DE', '265265318'); // C evicts B
		await vies.check('DE', '113866163'); // A still cached
		await vies.check('DE', '231969187'); // B asked again
		expect(peer.hits('DE', '113866163')).toBe(1);
		expect(peer.hits('DE', '231969187')).toBe(2);
		expect(peer.hits('DE', '265265318')).toBe(1);
		expect(VIES_CACHE_ENTRIES).toBe(10_000);
	});

	it('can be turned off (cacheMs 0)', async () => {
		const vies = upstream({ cacheMs: 0 });
		await vies.check('DE', '136695976');
		await vies.check('DE', '136695976');
		expect(peer.hits('DE', '136695976')).toBe(2);
	});
});
