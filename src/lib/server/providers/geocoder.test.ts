/**
 * The Nominatim provider against a fake Nominatim on 127.0.0.1 (tests/peers/nominatim-peer.ts,
 * bodies from Nominatim's documentation), and the geocoding operation with it: mapping, cache,
 * rate limit, every failure, and the fallback to the embedded gazetteer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tests/api/harness.js';
import {
	AUTOPISTA,
	BAKERY,
	LONDON,
	LOVENBERGVEGEN,
	PILKINGTON,
	startNominatimPeer,
	type NominatimPeer
} from '../../../../tests/peers/nominatim-peer.js';
import { UpstreamError, type GeocoderUpstream } from '../../ops/_shared/upstreams.js';
import { expectCase, type OperationCase } from '../../ops/cases.js';
import type { OperationContext } from '../../engine/define.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from '../../ops/geocoding/cases.js';
import { geocoding } from '../../ops/geocoding/index.js';
import { VERSION } from '../version.js';
import {
	createGeocoderUpstream,
	defaultInterval,
	featureType,
	GEOCODER_CACHE_TTL_MS,
	GEOCODER_TIMEOUT_MS,
	toAddress,
	toPlace,
	USER_AGENT
} from './geocoder.js';

let peer: NominatimPeer;
beforeAll(async () => {
	peer = await startNominatimPeer();
});
afterAll(() => peer.close());
afterEach(() => {
	peer.fail = null;
	peer.requests.length = 0;
});

/** A provider with the defaults except where a test says. */
const upstream = (extra: Partial<Parameters<typeof createGeocoderUpstream>[0]> = {}) => createGeocoderUpstream({ baseUrl: peer.url, ...extra });

/** Nominatim's Pilkington Avenue house as the contract's result (Search.md example). */
const PILKINGTON_RESULT = {
	lat: 52.5487429714954,
	lon: -1.81602098644987,
	display_name: '135, Pilkington Avenue, Wylde Green, City of Birmingham, West Midlands (county), B72, United Kingdom',
	type: 'house',
	address: {
		house_number: '135',
		road: 'Pilkington Avenue',
		city: 'City of Birmingham',
		postcode: 'B72',
		country: 'United Kingdom',
		country_code: 'gb'
	}
};

/** Reverse.md's jsonv2 example: a village and no city, so `city` is the village. */
const AUTOPISTA_RESULT = {
	lat: -34.4391708,
	lon: -58.7064573,
	display_name: 'Autopista Pedro Eugenio Aramburu, El Triángulo, Partido de Malvinas Argentinas, Buenos Aires, 1.619, Argentina',
	type: 'road',
	address: {
		road: 'Autopista Pedro Eugenio Aramburu',
		city: 'El Triángulo',
		state: 'Buenos Aires',
		postcode: '1.619',
		country: 'Argentina',
		country_code: 'ar'
	}
};

describe('mapping Nominatim jsonv2 to the contract', () => {
	it('keeps the contract components and drops the others', () => {
		expect(toAddress(LONDON.address)).toEqual({
			city: 'London',
			state: 'England',
			postcode: 'SW1A 2DU',
			country: 'United Kingdom',
			country_code: 'gb'
		});
		expect(toAddress(BAKERY.address)).toEqual({
			suburb: 'Wedding',
			state: 'Berlin',
			postcode: '13353',
			country: 'Deutschland',
			country_code: 'de'
		});
	});

	it('fills city from town, village, municipality or hamlet, in that order, when Nominatim leaves it out', () => {
		const base = { country: 'X', country_code: 'xx' };
		expect(toAddress({ ...base, city: 'C', town: 'T', village: 'V', municipality: 'M', hamlet: 'H' }).city).toBe('C');
		expect(toAddress({ ...base, town: 'Sutton Coldfield', village: 'Wylde Green' }).city).toBe('Sutton Coldfield');
		expect(toAddress(AUTOPISTA.address).city).toBe('El Triángulo');
		expect(toAddress(LOVENBERGVEGEN.address).city).toBe('Ullensaker');
		expect(toAddress({ ...base, hamlet: 'Mogreina' }).city).toBe('Mogreina');
		expect(toAddress(base).city).toBeUndefined();
	});

	it('writes country_code in lower case, skips empty and non-string values', () => {
		expect(toAddress({ country_code: 'GB', road: '', postcode: 72 })).toEqual({ country_code: 'gb' });
	});

	it('takes a missing address as empty and any other non-object as malformed', () => {
		expect(toAddress(undefined)).toEqual({});
		expect(() => toAddress('Berlin')).toThrow(UpstreamError);
		expect(() => toAddress(['Berlin'])).toThrow(UpstreamError);
	});

	it('names the type by addresstype, or by the OSM value when addresstype only repeats the key', () => {
		expect(featureType(LONDON)).toBe('city');
		expect(featureType(AUTOPISTA)).toBe('road');
		expect(featureType(BAKERY)).toBe('bakery');
		expect(featureType(PILKINGTON)).toBe('house');
		expect(featureType({ category: 'boundary', type: 'administrative', addresstype: 'city' })).toBe('city');
		expect(featureType({ category: 'building', type: 'yes', addresstype: 'building' })).toBe('building');
		// Before addresstype (Nominatim < 4.0) and in format=json (`class`).
		expect(featureType({ class: 'amenity', type: 'public_building' })).toBe('public_building');
		expect(featureType({})).toBe('unknown');
	});

	it('turns string coordinates into numbers and refuses places without coordinates or a name', () => {
		expect(toPlace(PILKINGTON)).toEqual(PILKINGTON_RESULT);
		expect(toPlace({ ...PILKINGTON, lat: 52.5, lon: -1.8 })).toMatchObject({ lat: 52.5, lon: -1.8 });
		expect(() => toPlace({ ...PILKINGTON, lat: undefined })).toThrow(UpstreamError);
		expect(() => toPlace({ ...PILKINGTON, lon: 'west' })).toThrow(UpstreamError);
		expect(() => toPlace({ ...PILKINGTON, lat: '91' })).toThrow(UpstreamError);
		expect(() => toPlace({ ...PILKINGTON, lon: '' })).toThrow(UpstreamError);
		expect(() => toPlace({ ...PILKINGTON, display_name: '' })).toThrow(UpstreamError);
		expect(() => toPlace(null)).toThrow(UpstreamError);
	});
});

describe('requests', () => {
	it('searches with format=jsonv2, addressdetails=1 and the limit, as Utilkit, in English', async () => {
		expect(await upstream().search('135 Pilkington Avenue, Birmingham', 5)).toEqual([PILKINGTON_RESULT]);
		expect(peer.requests).toEqual([
			{
				path: '/search',
				params: { q: '135 Pilkington Avenue, Birmingham', limit: '5', format: 'jsonv2', addressdetails: '1' },
				userAgent: `Utilkit/${VERSION} (+self-hosted)`,
				acceptLanguage: 'en'
			}
		]);
		expect(USER_AGENT).toBe(`Utilkit/${VERSION} (+self-hosted)`);
	});

	it('keeps at most `limit` results when the server sends more', async () => {
		const results = await upstream().search('Seven places', 5);
		expect(results.map((r) => r.display_name)).toEqual(['London 1', 'London 2', 'London 3', 'London 4', 'London 5']);
	});

	it('reverses with format=jsonv2 and addressdetails=1, coordinates at 5 decimals', async () => {
		expect(await upstream().reverse(-34.44076, -58.70521)).toEqual(AUTOPISTA_RESULT);
		expect(await upstream().reverse(52.5487429714954, -1.81602098644987)).toEqual(PILKINGTON_RESULT);
		expect(peer.requests.map((r) => [r.path, r.params])).toEqual([
			['/reverse', { lat: '-34.44076', lon: '-58.70521', format: 'jsonv2', addressdetails: '1' }],
			['/reverse', { lat: '52.54874', lon: '-1.81602', format: 'jsonv2', addressdetails: '1' }]
		]);
		expect(peer.requests.every((r) => r.userAgent === USER_AGENT)).toBe(true);
	});

	it('answers null where Nominatim is "Unable to geocode"', async () => {
		expect(await upstream().reverse(0, -30)).toBeNull();
	});

	it('answers an empty list when nothing matches', async () => {
		expect(await upstream().search('Paris', 5)).toEqual([]);
	});
});

describe('cache', () => {
	it('asks once for the same search, whatever the case and spacing', async () => {
		const geocoder = upstream();
		const first = await geocoder.search('London', 5);
		expect(await geocoder.search('  london ', 5)).toEqual(first);
		expect(await geocoder.search('LONDON', 5)).toEqual(first);
		expect(peer.requests.length).toBe(1);
		await geocoder.search('London', 3);
		expect(peer.requests.length).toBe(2);
	});

	it('asks once for points that round to the same 5 decimals, "nothing there" included', async () => {
		const geocoder = upstream();
		await geocoder.reverse(-34.44076, -58.70521);
		await geocoder.reverse(-34.440761, -58.705209);
		expect(await geocoder.reverse(10, 10)).toBeNull();
		expect(await geocoder.reverse(10, 10)).toBeNull();
		expect(peer.requests.length).toBe(2);
	});

	it('sends one request for identical calls in flight', async () => {
		const geocoder = upstream();
		const answers = await Promise.all([geocoder.search('London', 5), geocoder.search('london', 5), geocoder.search('London', 5)]);
		expect(answers[1]).toEqual(answers[0]);
		expect(peer.requests.length).toBe(1);
	});

	it('asks again once an answer is older than the TTL (24 h by default)', async () => {
		expect(GEOCODER_CACHE_TTL_MS).toBe(24 * 60 * 60 * 1000);
		let clock = 0;
		const geocoder = upstream({ now: () => clock });
		await geocoder.search('London', 5);
		clock = GEOCODER_CACHE_TTL_MS - 1;
		await geocoder.search('London', 5);
		expect(peer.requests.length).toBe(1);
		clock = GEOCODER_CACHE_TTL_MS;
		await geocoder.search('London', 5);
		expect(peer.requests.length).toBe(2);
	});

	it('drops the least recently used answer when full', async () => {
		const geocoder = upstream({ cacheEntries: 2 });
		await geocoder.search('London', 5); // 1 request
		await geocoder.search('Paris', 5); // 2
		await geocoder.search('London', 5); // hit: London is now the most recent
		await geocoder.search('Rome', 5); // 3, evicts Paris
		await geocoder.search('London', 5); // hit
		expect(peer.requests.length).toBe(3);
		await geocoder.search('Paris', 5); // 4
		expect(peer.requests.map((r) => r.params.q)).toEqual(['London', 'Paris', 'Rome', 'Paris']);
	});

	it('does not keep failures: a recovered server is asked at once', async () => {
		const geocoder = upstream();
		peer.fail = 503;
		await expect(geocoder.search('London', 5)).rejects.toThrow(UpstreamError);
		peer.fail = null;
		expect(await geocoder.search('London', 5)).toHaveLength(1);
		expect(peer.requests.length).toBe(2);
	});
});

describe('failures', () => {
	it.each([
		[500, /^The geocoder answered HTTP 500 \(server error\)$/],
		[429, /^The geocoder answered HTTP 429 \(rate limited\)$/],
		['malformed', /not JSON/],
		['html', /not JSON/],
		['huge', /larger than 1 MiB/],
		['wrong-shape', /not in Nominatim's jsonv2 shape/]
	] as const)('%s → UpstreamError %s, for search and reverse', async (fail, message) => {
		peer.fail = fail;
		await expect(upstream().search('London', 5)).rejects.toThrow(message);
		await expect(upstream().reverse(-34.44076, -58.70521)).rejects.toThrow(message);
		await expect(upstream().reverse(-34.44076, -58.70521)).rejects.toBeInstanceOf(UpstreamError);
	});

	it('gives up after the timeout (5 s by default)', async () => {
		expect(GEOCODER_TIMEOUT_MS).toBe(5000);
		peer.fail = 'slow';
		await expect(upstream({ timeoutMs: 200 }).search('London', 5)).rejects.toThrow(/^The geocoder did not answer within 0.2 s$/);
	});

	it('names a server that is not there', async () => {
		const geocoder = createGeocoderUpstream({ baseUrl: `http://127.0.0.1:${await freePort()}` });
		await expect(geocoder.search('London', 5)).rejects.toThrow(/^The geocoder could not be reached \(connection refused\)$/);
	});

	it('logs the failure without the query', async () => {
		const logged: { obj: object; msg: string }[] = [];
		peer.fail = 500;
		await expect(upstream({ logger: { warn: (obj, msg) => logged.push({ obj, msg }) } }).search('221B Baker Street', 5)).rejects.toThrow();
		expect(logged).toEqual([
			{ obj: { op: 'search', reason: 'The geocoder answered HTTP 500 (server error)' }, msg: 'geocoder upstream failed; answering from the embedded gazetteer' }
		]);
	});
});

describe('rate limit', () => {
	it('is one request per second for the public instance only', () => {
		expect(defaultInterval('https://nominatim.openstreetmap.org')).toBe(1000);
		expect(defaultInterval('https://NOMINATIM.openstreetmap.org/')).toBe(1000);
		expect(defaultInterval('http://nominatim.internal:8080')).toBe(0);
		expect(defaultInterval('https://nominatim.example.org/nominatim.openstreetmap.org')).toBe(0);
	});

	it('spaces requests, and refuses at once a call that would wait past its timeout', async () => {
		const geocoder = upstream({ minIntervalMs: 60_000, timeoutMs: 1000 });
		await geocoder.search('London', 5);
		await expect(geocoder.search('Paris', 5)).rejects.toThrow(/^The geocoder is busy: requests are limited to one per 60 s$/);
		// Answers already held need no request.
		expect(await geocoder.search('London', 5)).toHaveLength(1);
		expect(peer.requests.length).toBe(1);
	});

	it('lets a call wait for its turn within the timeout', async () => {
		const geocoder = upstream({ minIntervalMs: 50 });
		const answers = await Promise.all([geocoder.search('London', 5), geocoder.search('Paris', 5), geocoder.search('Rome', 5)]);
		expect(answers.map((a) => a.length)).toEqual([1, 0, 0]);
		expect(peer.requests.length).toBe(3);
	});
});

describe('the geocoding operation with an upstream', () => {
	const run = (input: unknown, geocoder?: GeocoderUpstream) => executeOperation(geocoding, input, { now: () => 0, geocoder } as OperationContext);
	const caseNamed = (part: string): OperationCase => cases.find((c) => c.name.includes(part))!;

	it('answers forward from the upstream, in the output schema', async () => {
		const result = await run({ query: '135 Pilkington Avenue, Birmingham' }, upstream());
		expect(result).toEqual({ status: 200, body: { results: [PILKINGTON_RESULT] } });
		expect(geocoding.output.safeParse(result.body).error).toBeUndefined();
	});

	it('answers reverse from the upstream with the distance to the object found', async () => {
		const result = await run({ lat: -34.44076, lon: -58.70521 }, upstream());
		// Haversine (mean Earth radius 6371.0088 km) from the point to the road's centroid, worked out apart.
		expect(result).toEqual({ status: 200, body: { ...AUTOPISTA_RESULT, distance_km: 0.21 } });
		expect(geocoding.output.safeParse(result.body).error).toBeUndefined();
		const norway = await run({ lat: 60.2299, lon: 11.1663 }, upstream());
		expect(norway.body).toMatchObject({ type: 'house', address: { road: 'Løvenbergvegen', city: 'Ullensaker' }, distance_km: 0.04 });
	});

	it('keeps an empty forward answer: the upstream found nothing', async () => {
		expect(await run({ query: 'Paris' }, upstream())).toEqual({ status: 200, body: { results: [] } });
	});

	it('answers reverse from the gazetteer where the upstream finds nothing', async () => {
		const eiffel = caseNamed('Eiffel Tower');
		expectCase(expect, await run(eiffel.input, upstream()), eiffel);
		expect(peer.requests.length).toBe(1);
	});

	it.each([500, 'slow', 'malformed', 'wrong-shape'] as const)('falls back to the gazetteer when the upstream fails (%s)', async (fail) => {
		peer.fail = fail;
		const geocoder = upstream({ timeoutMs: 200 });
		const texas = caseNamed('Paris, Texas');
		expectCase(expect, await run(texas.input, geocoder), texas);
		const eiffel = caseNamed('Eiffel Tower');
		expectCase(expect, await run(eiffel.input, geocoder), eiffel);
	});

	it('falls back to the gazetteer when the upstream is not there', async () => {
		const geocoder = createGeocoderUpstream({ baseUrl: `http://127.0.0.1:${await freePort()}` });
		const texas = caseNamed('Paris, Texas');
		expectCase(expect, await run(texas.input, geocoder), texas);
	});

	it('checks the input before asking the upstream', async () => {
		expect((await run({ query: 'London', lat: 1, lon: 2 }, upstream())).status).toBe(422);
		expect((await run({ lat: 91, lon: 0 }, upstream())).status).toBe(422);
		expect(peer.requests.length).toBe(0);
	});

	it('lets an error that is not an upstream failure through (a bug, not an outage)', async () => {
		const broken: GeocoderUpstream = {
			search: () => Promise.reject(new TypeError('boom')),
			reverse: () => Promise.reject(new TypeError('boom'))
		};
		await expect(Promise.resolve(run({ query: 'London' }, broken))).rejects.toThrow('boom');
	});
});
