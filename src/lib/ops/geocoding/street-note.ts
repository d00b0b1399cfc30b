/**
 * What the gazetteer can still say about a query it cannot match, typically a street address:
 * that street-level search needs an upstream geocoder, and the places that a part of the query
 * names (README.md, "Street addresses without an upstream geocoder").
 */
import { normalizeName } from '../country/normalize.js';
import type { Gazetteer } from './gazetteer.js';
import { forward, type ForwardResult } from './geocoding.js';

export const NOTE_CODE = 'street_level_needs_geocoder';
export const NOTE_DETAIL =
	'No place in the offline gazetteer matches. It holds cities, towns and villages, not streets or addresses: ' +
	'street-level search needs an upstream geocoder (GEOCODER_BASE_URL).';

export interface StreetNote {
	code: typeof NOTE_CODE;
	detail: string;
	/** The part of the query the places match ("Paris, France"); absent when no part names a place. */
	query?: string;
	places: ForwardResult[];
}

/** Longest run of trailing words tried as a place name in a query without commas ("… São Paulo"). */
const MAX_NAME_WORDS = 4;

/** The words of a part without house numbers and postcodes (tokens holding a digit). */
const withoutNumbers = (part: string) =>
	part
		.split(/\s+/)
		.filter((w) => w !== '' && !/\d/.test(w))
		.join(' ');

/**
 * Parts of an address that may name a place, most specific first. With commas ("10 Rue de
 * Rivoli, 75001 Paris, France"): each part, numbers dropped, with the parts after it as
 * qualifiers ("Paris, France"), then each later part alone ("Washington" of "…, Washington, DC",
 * whose "DC" qualifies nothing). Without commas but with a house number or postcode ("Avenida
 * Paulista 1578 São Paulo"): the last 4, 3, 2 and 1 words; without a number ("Main Street") no
 * part is tried, as a word of a street name is too often some village's name.
 */
export function placeCandidates(query: string): string[] {
	const parts = query.split(',').map((p) => p.trim());
	const out: string[] = [];
	const add = (candidate: string) => {
		if (candidate !== '' && candidate.split(',')[0].trim() !== '' && !out.includes(candidate)) out.push(candidate);
	};
	if (parts.length > 1) {
		for (let i = 0; i < parts.length; i++) {
			const name = withoutNumbers(parts[i]);
			// The first part as typed is the query that found nothing; without its numbers it may name a place.
			if (i === 0 && name === parts[0]) continue;
			add([name, ...parts.slice(i + 1)].join(', '));
		}
		for (let i = 1; i < parts.length; i++) add(withoutNumbers(parts[i]));
	} else if (/\d/.test(query)) {
		const words = withoutNumbers(parts[0]).split(' ');
		for (let n = Math.min(MAX_NAME_WORDS, words.length); n >= 1; n--) add(words.slice(-n).join(' '));
	}
	return out;
}

/**
 * The note for a forward query the gazetteer found nothing for: the first candidate part whose
 * name some place has exactly (its own name; a prefix or substring would be a guess), with those
 * places, best first.
 */
export function streetNote(g: Gazetteer, query: string): StreetNote {
	for (const candidate of placeCandidates(query)) {
		const name = normalizeName(candidate.split(',')[0]);
		const places = forward(g, candidate).filter((p) => normalizeName(p.address.city) === name);
		if (places.length) return { code: NOTE_CODE, detail: NOTE_DETAIL, query: candidate, places };
	}
	return { code: NOTE_CODE, detail: NOTE_DETAIL, places: [] };
}
