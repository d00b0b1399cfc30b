import { planetposition } from 'astronomia';
import { CalendarChinese } from 'date-chinese';

/**
 * date-holidays-parser evaluates every lunar rule (Chinese New Year, Mid-Autumn, Dragon Boat, …)
 * with a calendar object of its own, and date-chinese caches its astronomy (solar longitudes,
 * December solstices, lunar new years) per object: Taiwan's year recomputed the same VSOP87
 * series for each of its rules (75 ms a year; 6 ms with one cache). The solar longitude at an
 * instant and the solstice of a year are the same for every calendar; the new year depends on
 * the calendar's time zone (Chinese, Korean, Vietnamese, Japanese subclasses), so it is cached
 * per class. The constructor assigns `this._cache`; a prototype accessor turns that assignment
 * into a no-op and hands every instance the shared cache. Entries are bounded by the years asked
 * (1900–2100 plus neighbours: a few thousand numbers).
 */
type Cache = { lon: Record<number, number>; sue: Record<number, number>; ny: Record<number, number> };

const lon: Cache['lon'] = {};
const sue: Cache['sue'] = {};
const byCalendar = new Map<unknown, Cache>();

Object.defineProperty(CalendarChinese.prototype, '_cache', {
	configurable: true,
	get(this: object): Cache {
		let cache = byCalendar.get(this.constructor);
		if (!cache) byCalendar.set(this.constructor, (cache = { lon, sue, ny: {} }));
		return cache;
	},
	set() {}
});

/**
 * Equinoxes (Japan's Vernal and Autumnal Equinox Days), solar terms (Qingming) and lunar months
 * are found by iterating on the Sun's VSOP87 position, and one holiday year asks for the same
 * instants more than once (Japan: 32 positions, 16 distinct; Hong Kong: 24 and 12). The position
 * at an instant is a pure function of the planet and the instant, so it is remembered, per planet,
 * for the last POSITION_CACHE_SIZE instants asked.
 */
const POSITION_CACHE_SIZE = 4096;
const positions = new WeakMap<object, Map<number, ReturnType<planetposition.Planet['position']>>>();
const position = planetposition.Planet.prototype.position;
planetposition.Planet.prototype.position = function cachedPosition(this: planetposition.Planet, jde: number) {
	let cache = positions.get(this);
	if (!cache) positions.set(this, (cache = new Map()));
	let found = cache.get(jde);
	if (!found) {
		found = position.call(this, jde);
		if (cache.size >= POSITION_CACHE_SIZE) cache.delete(cache.keys().next().value!);
		cache.set(jde, found);
	}
	return found;
};
