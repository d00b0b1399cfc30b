/**
 * POST /geocoding over real HTTP against the built server with GEOCODER_BASE_URL pointing at a
 * fake Nominatim (tests/peers/nominatim-peer.ts): answers mapped from the upstream, the request
 * it receives, the cache, and the fallback to the embedded gazetteer when the upstream fails or
 * is not there. (tests/api/operations.test.ts replays the cases with no upstream configured.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectCase, type OperationCase } from '../../src/lib/ops/cases.js';
import { cases } from '../../src/lib/ops/geocoding/cases.js';
import { VERSION } from '../../src/lib/server/version.js';
import { startNominatimPeer, type NominatimPeer } from '../peers/nominatim-peer.js';
import { freePort, startServer, type Server } from './harness.js';

let peer: NominatimPeer;
let server: Server;
let key: string;

beforeAll(async () => {
	peer = await startNominatimPeer();
	server = await startServer({ GEOCODER_BASE_URL: `${peer.url}/` });
	key = (await server.cli('keys', 'create', '--email', 'geo@example.com', '--plan', 'unlimited')).trim();
});
afterAll(async () => {
	await server?.stop();
	await peer?.close();
});
afterEach(() => {
	peer.fail = null;
	peer.requests.length = 0;
});

async function geocode(srv: Server, body: unknown): Promise<{ status: number; body: unknown }> {
	const res = await srv.post('/geocoding', body, { 'X-API-Key': key });
	return { status: res.status, body: await res.json() };
}

const caseNamed = (part: string): OperationCase => cases.find((c) => c.name.includes(part))!;

describe('POST /geocoding with GEOCODER_BASE_URL', () => {
	it('answers forward from the upstream, asked in jsonv2 with address details, as Utilkit', async () => {
		expect(await geocode(server, { query: '135 Pilkington Avenue, Birmingham' })).toEqual({
			status: 200,
			body: {
				results: [
					{
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
					}
				]
			}
		});
		expect(peer.requests).toEqual([
			{
				path: '/search',
				params: { q: '135 Pilkington Avenue, Birmingham', limit: '5', format: 'jsonv2', addressdetails: '1' },
				userAgent: `Utilkit/${VERSION} (+self-hosted)`,
				acceptLanguage: 'en'
			}
		]);
	});

	it('answers at most 5 results', async () => {
		const { body } = (await geocode(server, { query: 'Seven places' })) as { body: { results: unknown[] } };
		expect(body.results).toHaveLength(5);
	});

	it('answers reverse from the upstream: numbers for lat/lon, the village as city, the distance', async () => {
		expect(await geocode(server, { lat: -34.44076, lon: -58.70521 })).toEqual({
			status: 200,
			body: {
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
				},
				// Haversine from the point to the road's centroid (mean Earth radius 6371.0088 km), worked out apart.
				distance_km: 0.21
			}
		});
		expect(peer.requests.map((r) => r.params)).toEqual([{ lat: '-34.44076', lon: '-58.70521', format: 'jsonv2', addressdetails: '1' }]);
	});

	it('caches answers: the same search again costs no request', async () => {
		await geocode(server, { query: 'London' });
		const again = await geocode(server, { query: 'london' });
		expect(again.status).toBe(200);
		expect(again.body).toMatchObject({ results: [{ display_name: 'London, Greater London, England, SW1A 2DU, United Kingdom', type: 'city' }] });
		expect(peer.requests.length).toBe(1);
	});

	it('answers reverse from the gazetteer where the upstream is "Unable to geocode"', async () => {
		const eiffel = caseNamed('Eiffel Tower');
		expectCase(expect, await geocode(server, eiffel.input), eiffel);
		expect(peer.requests.map((r) => r.path)).toEqual(['/reverse']);
	});

	it('keeps an empty forward answer from the upstream', async () => {
		expect(await geocode(server, { query: 'Paris' })).toEqual({ status: 200, body: { results: [] } });
	});

	it.each([500, 503, 'malformed', 'html', 'wrong-shape', 'huge'] as const)(
		'falls back to the gazetteer when the upstream fails (%s)',
		async (fail) => {
			peer.fail = fail;
			const texas = caseNamed('Paris, Texas');
			expectCase(expect, await geocode(server, texas.input), texas);
			const timesSquare = caseNamed('Times Square');
			expectCase(expect, await geocode(server, timesSquare.input), timesSquare);
			expect(peer.requests.length).toBe(2);
		}
	);

	it('answers 422 for invalid input without asking the upstream', async () => {
		const both = caseNamed('both modes');
		expectCase(expect, await geocode(server, both.input), both);
		const lat = caseNamed('lat 91');
		expectCase(expect, await geocode(server, lat.input), lat);
		expect(peer.requests.length).toBe(0);
	});
});

describe('POST /geocoding with GEOCODER_BASE_URL at a closed port', () => {
	let down: Server;
	beforeAll(async () => {
		down = await startServer({ GEOCODER_BASE_URL: `http://127.0.0.1:${await freePort()}` });
	});
	afterAll(() => down?.stop());

	it('answers forward and reverse from the gazetteer', async () => {
		const downKey = (await down.cli('keys', 'create', '--email', 'geo@example.com', '--plan', 'unlimited')).trim();
		for (const c of [caseNamed('Paris, Texas'), caseNamed('Eiffel Tower')]) {
			const res = await down.post('/geocoding', c.input, { 'X-API-Key': downKey });
			expectCase(expect, { status: res.status, body: await res.json() }, c);
		}
	});
});
