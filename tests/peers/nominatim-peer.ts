/**
 * A fake Nominatim for tests, on 127.0.0.1 (HTTP, a free port): `GET /search` and `GET /reverse`
 * answering jsonv2 bodies taken from Nominatim's own documentation (docs/api/Search.md,
 * Reverse.md, Output.md: the examples there, turned into jsonv2 where the page shows another
 * format: `class` → `category`, plus `place_rank`, `addresstype` and `name`). It records every
 * request and can be told to fail.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NominatimRequest {
	path: string;
	params: Record<string, string>;
	userAgent: string | undefined;
	acceptLanguage: string | undefined;
}

/**
 * How the peer misbehaves: an HTTP status (with a JSON error body), `slow` (answers after
 * `slowMs`), `malformed` (a truncated JSON body), `html` (a 200 HTML page), `huge` (a 200 body
 * over 1 MiB), `wrong-shape` (valid JSON that is not a place: `{"places": []}` for search, a
 * place without coordinates for reverse).
 */
export type NominatimFailure = number | 'slow' | 'malformed' | 'html' | 'huge' | 'wrong-shape';

export interface NominatimPeer {
	/** `http://127.0.0.1:port`, what GEOCODER_BASE_URL takes. */
	url: string;
	requests: NominatimRequest[];
	/** null: answer normally. */
	fail: NominatimFailure | null;
	slowMs: number;
	close(): Promise<void>;
}

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** Search.md "XML with kml polygon" (q=135 pilkington avenue, birmingham), as jsonv2. */
export const PILKINGTON = {
	place_id: 1620612,
	licence: LICENCE,
	osm_type: 'node',
	osm_id: 452010817,
	lat: '52.5487429714954',
	lon: '-1.81602098644987',
	category: 'place',
	type: 'house',
	place_rank: 30,
	importance: 0.00000999999999995449,
	addresstype: 'place',
	name: '',
	display_name: '135, Pilkington Avenue, Wylde Green, City of Birmingham, West Midlands (county), B72, United Kingdom',
	address: {
		house_number: '135',
		road: 'Pilkington Avenue',
		village: 'Wylde Green',
		town: 'Sutton Coldfield',
		city: 'City of Birmingham',
		county: 'West Midlands (county)',
		postcode: 'B72',
		country: 'United Kingdom',
		country_code: 'gb'
	},
	boundingbox: ['52.548641204834', '52.5488433837891', '-1.81612110137939', '-1.81592094898224']
};

/** Output.md's JSON example (London), as jsonv2. */
export const LONDON = {
	place_id: 100149,
	licence: LICENCE,
	osm_type: 'node',
	osm_id: 107775,
	lat: '51.5073219',
	lon: '-0.1276474',
	category: 'place',
	type: 'city',
	place_rank: 16,
	importance: 0.9654895765402,
	addresstype: 'city',
	name: 'London',
	display_name: 'London, Greater London, England, SW1A 2DU, United Kingdom',
	address: {
		city: 'London',
		state_district: 'Greater London',
		state: 'England',
		'ISO3166-2-lvl4': 'GB-ENG',
		postcode: 'SW1A 2DU',
		country: 'United Kingdom',
		country_code: 'gb'
	},
	boundingbox: ['51.3473219', '51.6673219', '-0.2876474', '0.0323526']
};

/** Search.md "JSON with address details" (q=bakery in berlin wedding), as jsonv2: no `city` key at all. */
export const BAKERY = {
	place_id: 1453068,
	licence: LICENCE,
	osm_type: 'node',
	osm_id: 317179427,
	lat: '52.5460941',
	lon: '13.35918',
	category: 'shop',
	type: 'bakery',
	place_rank: 30,
	importance: 0.201,
	addresstype: 'shop',
	name: 'Bäcker Kamps',
	display_name: 'Bäcker Kamps, Bahnsteig U6, Sprengelkiez, Wedding, Mitte, Berlin, 13353, Deutschland, European Union',
	address: {
		bakery: 'Bäcker Kamps',
		footway: 'Bahnsteig U6',
		neighbourhood: 'Sprengelkiez',
		suburb: 'Wedding',
		city_district: 'Mitte',
		state: 'Berlin',
		postcode: '13353',
		country: 'Deutschland',
		country_code: 'de'
	},
	boundingbox: ['52.5460929870605', '52.5460968017578', '13.3591794967651', '13.3591804504395']
};

/** Reverse.md "Example with format=jsonv2" (lat=-34.44076, lon=-58.70521), verbatim: a `village`, no `city`. */
export const AUTOPISTA = {
	place_id: '134140761',
	licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://www.openstreetmap.org/copyright',
	osm_type: 'way',
	osm_id: '280940520',
	lat: '-34.4391708',
	lon: '-58.7064573',
	place_rank: '26',
	category: 'highway',
	type: 'motorway',
	importance: '0.1',
	addresstype: 'road',
	display_name: 'Autopista Pedro Eugenio Aramburu, El Triángulo, Partido de Malvinas Argentinas, Buenos Aires, 1.619, Argentina',
	name: 'Autopista Pedro Eugenio Aramburu',
	address: {
		road: 'Autopista Pedro Eugenio Aramburu',
		village: 'El Triángulo',
		state_district: 'Partido de Malvinas Argentinas',
		state: 'Buenos Aires',
		postcode: '1.619',
		country: 'Argentina',
		country_code: 'ar'
	},
	boundingbox: ['-34.44159', '-34.4370994', '-58.7086067', '-58.7044712']
};

/**
 * Reverse.md "Example with format=geocodejson" (lat=60.2299, lon=11.1663), as jsonv2: the label's
 * parts under jsonv2 keys (admin level 7 in Norway is the municipality; Mogreina taken as a
 * hamlet): no city, town or village.
 */
export const LOVENBERGVEGEN = {
	place_id: 42700574,
	licence: LICENCE,
	osm_type: 'node',
	osm_id: 3110596255,
	lat: '60.2301296',
	lon: '11.1658572',
	category: 'place',
	type: 'house',
	place_rank: 30,
	importance: 0.00000999999999995449,
	addresstype: 'place',
	name: '',
	display_name: '1, Løvenbergvegen, Mogreina, Ullensaker, Akershus, 2054, Norway',
	address: {
		house_number: '1',
		road: 'Løvenbergvegen',
		hamlet: 'Mogreina',
		municipality: 'Ullensaker',
		county: 'Akershus',
		postcode: '2054',
		country: 'Norway',
		country_code: 'no'
	},
	boundingbox: ['60.2300796', '60.2301796', '11.1658072', '11.1659072']
};

/** Search answers by lower-cased query: everything held, whatever `limit` says (so a client's own cut is tested). */
const SEARCH: Record<string, unknown[]> = {
	'135 pilkington avenue, birmingham': [PILKINGTON],
	london: [LONDON],
	'bakery in berlin wedding': [BAKERY],
	// Seven answers for a server that ignores `limit`.
	'seven places': Array.from({ length: 7 }, (_, i) => ({ ...LONDON, place_id: i + 1, name: `London ${i + 1}`, display_name: `London ${i + 1}` }))
};

/** Reverse answers by point (the documentation's points); anywhere else is "Unable to geocode". */
const REVERSE: { lat: number; lon: number; place: unknown }[] = [
	{ lat: 52.5487429714954, lon: -1.81602098644987, place: PILKINGTON },
	{ lat: -34.44076, lon: -58.70521, place: AUTOPISTA },
	{ lat: 60.2299, lon: 11.1663, place: LOVENBERGVEGEN }
];

export async function startNominatimPeer(): Promise<NominatimPeer> {
	const requests: NominatimRequest[] = [];
	const timers = new Set<ReturnType<typeof setTimeout>>();
	const server = http.createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://peer');
		requests.push({
			path: url.pathname,
			params: Object.fromEntries(url.searchParams),
			userAgent: req.headers['user-agent'],
			acceptLanguage: req.headers['accept-language']
		});
		const json = (status: number, body: unknown) => {
			res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
			res.end(JSON.stringify(body));
		};
		const answer = () => {
			const fail = peer.fail;
			if (typeof fail === 'number') return json(fail, { error: { code: fail, message: 'Internal Server Error' } });
			if (fail === 'malformed') return void res.writeHead(200, { 'content-type': 'application/json' }).end('[{"place_id": 1, "lat": "51.5');
			if (fail === 'html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
			if (fail === 'huge') return json(200, [{ ...LONDON, display_name: 'x'.repeat(1024 * 1024 + 1) }]);
			if (url.pathname === '/search') {
				if (fail === 'wrong-shape') return json(200, { places: [] });
				return json(200, SEARCH[(url.searchParams.get('q') ?? '').toLowerCase()] ?? []);
			}
			if (url.pathname === '/reverse') {
				if (fail === 'wrong-shape') return json(200, { ...AUTOPISTA, lat: undefined, lon: undefined });
				const lat = Number(url.searchParams.get('lat'));
				const lon = Number(url.searchParams.get('lon'));
				// Within 1e-4° of a documented point (the client rounds coordinates before sending).
				const hit = REVERSE.find((r) => Math.abs(r.lat - lat) < 1e-4 && Math.abs(r.lon - lon) < 1e-4);
				return json(200, hit ? hit.place : { error: 'Unable to geocode' });
			}
			json(404, { error: { code: 404, message: 'Not found' } });
		};
		if (peer.fail !== 'slow') return answer();
		const timer = setTimeout(() => {
			timers.delete(timer);
			answer();
		}, peer.slowMs);
		timers.add(timer);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	const peer: NominatimPeer = {
		url: `http://127.0.0.1:${port}`,
		requests,
		fail: null,
		slowMs: 10_000,
		close: () =>
			new Promise<void>((resolve) => {
				for (const timer of timers) clearTimeout(timer);
				server.closeAllConnections();
				server.close(() => resolve());
			})
	};
	return peer;
}
