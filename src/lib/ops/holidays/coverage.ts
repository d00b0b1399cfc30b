// What the definitions' schemas need of holidays.ts (the years and countries covered) without
// loading date-holidays-parser with them: the logic loads on the first call (engine/lazy.ts).
import { LOADERS } from './data/index.js';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** The covered countries (ISO 3166-1 alpha-2), sorted. */
export const COUNTRIES: readonly string[] = Object.keys(LOADERS).sort();

export function isCovered(country: string): boolean {
	return Object.hasOwn(LOADERS, country);
}
