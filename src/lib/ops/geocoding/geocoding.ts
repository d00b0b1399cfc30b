import { normalizeName } from '../country/normalize.js';
import { cellOf, type Gazetteer, type Place } from './gazetteer.js';

export const MAX_RESULTS = 5;
/** Shortest name matched anywhere inside a place's name; shorter ones only at the start of a word in it. */
export const MIN_SUBSTRING = 3;
/** Assumed density (people per km²) that turns a population into a radius of influence. */
export const DENSITY = 5000;
/**
 * Among the places whose radius of influence holds a point, the answer has the smallest
 * distance / population^WEIGHT_EXPONENT. 0.5 (distance / radius) lets a big city's radius swallow
 * the centres of the municipalities that border it (São Caetano do Sul, 10 km from São Paulo's);
 * 0.35 lets a small suburb take the edge of a big city (Porte de Vincennes, inside Paris, 0.9 km
 * from Saint-Mandé's centre); 0.4 answers both as a resident would.
 */
export const WEIGHT_EXPONENT = 0.4;
/** Smallest radius of influence, km: a village still owns the ground around its centre. */
export const MIN_RADIUS_KM = 1;
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface Address {
	city: string;
	state?: string;
	country: string;
	country_code: string;
}

export interface ForwardResult {
	lat: number;
	lon: number;
	display_name: string;
	type: string;
	address: Address;
	/** GeoNames population (0 where GeoNames has none); the gazetteer's answers only. */
	population?: number;
}

export interface ReverseResult {
	lat: number;
	lon: number;
	display_name: string;
	type: string;
	address: Address;
	population?: number;
	distance_km: number;
}

/**
 * `type` from the letter the build script derived from the GeoNames feature code: seats of
 * government and plain populated places by population (city ≥ 100,000, town ≥ 10,000, else
 * village; a national capital is always a city), sections `suburb`, localities `locality`,
 * historical / abandoned / destroyed places `historic`.
 */
export function placeType(code: string, population: number): string {
	if (code === 'x') return 'suburb';
	if (code === 'l') return 'locality';
	if (code === 'h') return 'historic';
	if (code === 'c' || population >= 100_000) return 'city';
	return population >= 10_000 ? 'town' : 'village';
}

function address(p: Place): Address {
	return {
		city: p.name,
		...(p.state ? { state: p.state } : {}),
		country: p.country,
		country_code: p.countryCode.toLowerCase()
	};
}

/** "Paris, Île-de-France, France"; a state spelled like the place is not repeated ("Tokyo, Japan"). */
export function displayName(p: Place): string {
	const parts = [p.name];
	if (p.state && p.stateKey !== p.key) parts.push(p.state);
	parts.push(p.country);
	return parts.join(', ');
}

/** Does a qualifier typed after a comma ("Texas", "US", "France") describe the place? */
function qualifies(p: Place, qualifier: string, raw: string): boolean {
	if (raw.length === 2 && raw.toUpperCase() === p.countryCode) return true;
	return qualifier === p.countryKey || qualifier === p.stateKey;
}

/**
 * Forward geocoding: the first comma-separated part of the query is the place name; the other
 * parts, if any, must each name the place's country (name or two-letter code) or its state.
 * Names are compared normalised (case, diacritics, punctuation): exact match first, then prefix,
 * then whole-word inside, then substring (for names of MIN_SUBSTRING characters or more);
 * within a class the most populous first. Alternate
 * names (when the gazetteer has them: searchGazetteer) match whole, as an exact match.
 */
export function forward(g: Gazetteer, query: string): ForwardResult[] {
	const parts = query.split(',').map((s) => s.trim());
	const name = normalizeName(parts[0]);
	const qualifiers = parts
		.slice(1)
		.filter((s) => s !== '')
		.map((raw) => ({ raw, key: normalizeName(raw) }));
	if (name === '') return [];
	const accept = (p: Place) => qualifiers.every((q) => qualifies(p, q.key, q.raw));
	// Exact and prefix matches come from the sorted index. When they already fill the answer,
	// no weaker match (a word or substring inside a name) could enter it, and the scan is skipped.
	const index = nameIndex(g);
	const strong: { p: Place; rank: number }[] = [];
	const seen = new Set<Place>();
	for (const p of index.alt.get(name) ?? []) {
		if (accept(p)) strong.push({ p, rank: 0 });
		seen.add(p);
	}
	for (let i = lowerBound(index.keys, name); i < index.keys.length && index.keys[i].startsWith(name); i++) {
		const p = index.places[i];
		if (seen.has(p)) continue;
		seen.add(p);
		if (accept(p)) strong.push({ p, rank: index.keys[i] === name ? 0 : 1 });
	}
	if (strong.length >= MAX_RESULTS) return top(strong);

	// Weaker matches: every occurrence of the name inside a key, found in one joined string
	// (native indexOf over 2 MB instead of 138,000 `includes`), the best class per place. A name
	// shorter than MIN_SUBSTRING is looked for only where a word starts: "a" is inside 170,000
	// names (a tenth of a second of the event loop), " a" at the start of a word in a few thousand.
	const weak = new Map<Place, number>();
	const wordsOnly = name.length < MIN_SUBSTRING;
	const needle = wordsOnly ? ` ${name}` : name;
	for (let found = index.joined.indexOf(needle); found !== -1; found = index.joined.indexOf(needle, found + 1)) {
		const at = wordsOnly ? found + 1 : found;
		const i = upperBound(index.starts, at) - 1;
		const p = index.places[i];
		if (seen.has(p)) continue; // an exact, prefix or alternate-name match: counted above
		const rank = index.joined[at - 1] === ' ' ? 2 : 3;
		if (rank < (weak.get(p) ?? 4)) weak.set(p, rank);
	}
	const scored = strong;
	for (const [p, rank] of weak) if (accept(p)) scored.push({ p, rank });
	return top(scored);
}

/** Better first: by match class, then population, then name and position (a stable order). */
function better(a: { p: Place; rank: number }, b: { p: Place; rank: number }): number {
	return (
		a.rank - b.rank ||
		b.p.population - a.p.population ||
		(a.p.name < b.p.name ? -1 : a.p.name > b.p.name ? 1 : 0) ||
		a.p.lat - b.p.lat ||
		a.p.lon - b.p.lon
	);
}

/** The best MAX_RESULTS in order, in one pass (a prefix like "san" matches thousands of places). */
function top(candidates: { p: Place; rank: number }[]): ForwardResult[] {
	const scored: { p: Place; rank: number }[] = [];
	for (const c of candidates) {
		if (scored.length === MAX_RESULTS && better(c, scored[MAX_RESULTS - 1]) >= 0) continue;
		let i = Math.min(scored.length, MAX_RESULTS - 1);
		scored[i] = c;
		for (; i > 0 && better(scored[i], scored[i - 1]) < 0; i--) [scored[i], scored[i - 1]] = [scored[i - 1], scored[i]];
	}
	return scored.slice(0, MAX_RESULTS).map(({ p }) => ({
		lat: p.lat,
		lon: p.lon,
		display_name: displayName(p),
		type: placeType(p.code, p.population),
		address: address(p),
		population: p.population
	}));
}

interface NameIndex {
	/** Every place's key, sorted (code-unit order), with the place at the same position. */
	keys: string[];
	places: Place[];
	/** The keys joined by newlines, and where each starts in it. */
	joined: string;
	starts: number[];
	/** Alternate name key → the places that have it. */
	alt: Map<string, Place[]>;
	altNames: boolean;
}

const indexes = new WeakMap<Gazetteer, NameIndex>();

/** Built on the first forward search (≈0.1 s for 138,000 places), again once alternate names arrive. */
function nameIndex(g: Gazetteer): NameIndex {
	const cached = indexes.get(g);
	if (cached && cached.altNames === Boolean(g.altNames)) return cached;
	const order = g.places.map((_, i) => i).sort((a, b) => (g.places[a].key < g.places[b].key ? -1 : g.places[a].key > g.places[b].key ? 1 : a - b));
	const alt = new Map<string, Place[]>();
	for (const p of g.places) {
		for (const key of p.altKeys ?? []) {
			const list = alt.get(key);
			if (list) list.push(p);
			else alt.set(key, [p]);
		}
	}
	const keys = order.map((i) => g.places[i].key);
	const starts: number[] = [];
	let offset = 0;
	for (const key of keys) {
		starts.push(offset);
		offset += key.length + 1;
	}
	const index = { keys, places: order.map((i) => g.places[i]), joined: keys.join('\n'), starts, alt, altNames: Boolean(g.altNames) };
	indexes.set(g, index);
	return index;
}

/** The first position whose key is not below `key`. */
function lowerBound(keys: string[], key: string): number {
	let lo = 0;
	let hi = keys.length;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (keys[mid] < key) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}

/** The first position whose value is above `value`. */
function upperBound(values: number[], value: number): number {
	let lo = 0;
	let hi = values.length;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (values[mid] <= value) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
	const rad = Math.PI / 180;
	const dLat = (lat2 - lat1) * rad;
	const dLon = (lon2 - lon1) * rad;
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Radius of influence, km: the radius of a disc holding the population at DENSITY, at least MIN_RADIUS_KM. */
export function influenceKm(population: number): number {
	return Math.max(MIN_RADIUS_KM, Math.sqrt(population / (Math.PI * DENSITY)));
}

/** Places in the 1° cells whose latitude band is within `n` cells of the point's and longitude within the matching span. */
function around(g: Gazetteer, lat: number, lon: number, n: number, visit: (p: Place) => void): void {
	const row = Math.min(89, Math.floor(lat));
	const lo = Math.max(-90, row - n);
	const hi = Math.min(89, row + n);
	const widest = Math.max(Math.abs(lo), Math.abs(hi + 1));
	const cos = Math.cos((Math.min(89.9, widest) * Math.PI) / 180);
	const span = Math.ceil(n / cos) + 1;
	const col = Math.floor(lon);
	const cols = span * 2 + 1 >= 360 ? 360 : span * 2 + 1;
	const first = cols === 360 ? -180 : col - span;
	for (let la = lo; la <= hi; la++) {
		for (let c = 0; c < cols; c++) {
			const list = g.cells.get(cellOf(la, first + c));
			if (list) for (const p of list) visit(p);
		}
	}
}

/** Places that no longer exist are not an answer to "where is this point". */
const REVERSE_CODES = new Set(['c', 'a', 'p', 'x', 'l']);
/**
 * Sections of a populated place (PPLX: Berlin-Mitte, East New York) are parts of a bigger place,
 * whose centre they often share: they compete only as the nearest place, never by influence.
 */
const CONTAINING_CODES = new Set(['c', 'a', 'p', 'l']);

/**
 * Reverse geocoding. Every place has a radius of influence growing with the square root of its
 * population (influenceKm). Among the places whose radius contains the point, the answer has the
 * smallest distance / population^0.4 (WEIGHT_EXPONENT), so a big city wins inside its limits
 * even near a small suburb's centre; when no radius contains the point, the nearest place
 * (sections included).
 */
export function reverse(g: Gazetteer, lat: number, lon: number): ReverseResult | null {
	let best: Place | undefined;
	let bestScore = Infinity;
	let bestDistance = Infinity;
	// The largest radius of influence (Shanghai, Tokyo, … ≈ 40 km) is well under one 1° row.
	around(g, lat, lon, 1, (p) => {
		if (!CONTAINING_CODES.has(p.code)) return;
		const d = distanceKm(lat, lon, p.lat, p.lon);
		const r = influenceKm(p.population);
		if (d > r) return;
		const score = d / Math.max(1, p.population) ** WEIGHT_EXPONENT;
		if (score < bestScore || (score === bestScore && best && p.population > best.population)) {
			best = p;
			bestScore = score;
			bestDistance = d;
		}
	});
	if (!best) {
		// The nearest place: widen the search until no unvisited cell can hold a nearer one
		// (every cell outside n rows is at least n degrees of latitude away).
		for (let n = 1; n <= 256 && !best; n *= 2) {
			let near: Place | undefined;
			let nearDistance = Infinity;
			around(g, lat, lon, n, (p) => {
				if (!REVERSE_CODES.has(p.code)) return;
				const d = distanceKm(lat, lon, p.lat, p.lon);
				if (d < nearDistance) {
					near = p;
					nearDistance = d;
				}
			});
			if (near && nearDistance <= n * KM_PER_DEGREE) {
				best = near;
				bestDistance = nearDistance;
			}
		}
		if (!best) {
			for (const p of g.places) {
				if (!REVERSE_CODES.has(p.code)) continue;
				const d = distanceKm(lat, lon, p.lat, p.lon);
				if (d < bestDistance) {
					best = p;
					bestDistance = d;
				}
			}
		}
	}
	if (!best) return null;
	return {
		lat: best.lat,
		lon: best.lon,
		display_name: displayName(best),
		type: placeType(best.code, best.population),
		address: address(best),
		population: best.population,
		distance_km: Math.round(bestDistance * 100) / 100
	};
}
