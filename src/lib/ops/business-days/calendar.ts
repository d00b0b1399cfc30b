import { errors } from './errors.js';
import { COUNTRIES, type Holiday, isCovered, MAX_YEAR, MIN_YEAR, publicHolidays, subdivisionsOf } from '../holidays/holidays.js';
import { formatDate, isoWeekday, parseDate, yearOf } from './dates.js';
import { weekendDays } from './weekend.js';

/** A country's working calendar over a span of days: its weekend and the holidays that apply. */
export interface WorkCalendar {
	country: string;
	subdivision: string | null;
	/** ISO day numbers (1 Monday … 7 Sunday). */
	weekend: readonly number[];
	/** Every holiday entry that applies, any type, by day number. */
	holidays: Map<number, Holiday[]>;
	/** Days with a holiday of type Public that applies: days off. */
	publicDays: Set<number>;
	/** The years loaded so far. */
	years: Set<number>;
}

/** A holiday applies nationwide, or in the subdivision asked for when it names it. */
export function applies(h: Holiday, subdivision: string | null): boolean {
	return h.global || (subdivision !== null && (h.counties ?? []).includes(subdivision));
}

/** The upper-case code of a covered country, else 422 naming the field. */
export function coveredCountry(country: string): string {
	const code = country.toUpperCase();
	if (!isCovered(code)) throw errors.error('not_covered', { code, count: COUNTRIES.length }, { field: 'country' });
	return code;
}

/** The subdivision's ISO 3166-2 code when the country's data has a calendar for it, else 422. */
export async function knownSubdivision(country: string, subdivision: string | undefined): Promise<string | null> {
	if (subdivision === undefined) return null;
	const code = subdivision.toUpperCase();
	const known = await subdivisionsOf(country);
	if (!known.includes(code)) {
		const field = { field: 'subdivision' };
		if (known.length === 0) throw errors.error('no_subdivisions', { code, country }, field);
		throw errors.error('not_subdivision', { code, country, count: known.length, list: `${known.slice(0, 12).join(', ')}${known.length > 12 ? ', …' : ''}` }, field);
	}
	return code;
}

/** A YYYY-MM-DD date within the holiday data's years, as a day number; else 422 naming the field. */
export function dateField(field: string, text: string): number {
	const day = parseDate(text.trim());
	if (day === null) throw errors.error('not_a_date', {}, { field });
	checkYear(field, day);
	return day;
}

export function checkYear(field: string, day: number): void {
	const year = yearOf(day);
	if (year < MIN_YEAR || year > MAX_YEAR) throw errors.error('year_range', { date: formatDate(day), min: MIN_YEAR, max: MAX_YEAR }, { field });
}

/** A calendar with no years loaded yet; `loadYears` adds whole years (the holiday data comes by year). */
export function workCalendar(country: string, subdivision: string | null): WorkCalendar {
	return { country, subdivision, weekend: weekendDays(country), holidays: new Map(), publicDays: new Set(), years: new Set() };
}

export async function loadYears(cal: WorkCalendar, fromYear: number, toYear: number): Promise<void> {
	for (let year = Math.max(fromYear, MIN_YEAR); year <= Math.min(toYear, MAX_YEAR); year++) {
		if (cal.years.has(year)) continue;
		for (const h of (await publicHolidays(cal.country, year)).holidays) {
			if (!applies(h, cal.subdivision)) continue;
			const day = parseDate(h.date)!;
			cal.holidays.set(day, [...(cal.holidays.get(day) ?? []), h]);
			if (h.types.includes('Public')) cal.publicDays.add(day);
		}
		cal.years.add(year);
	}
}

export function isWeekend(cal: WorkCalendar, day: number): boolean {
	return cal.weekend.includes(isoWeekday(day));
}

/** Neither a weekend day nor a Public holiday that applies (the day's year must be loaded). */
export function isBusinessDay(cal: WorkCalendar, day: number): boolean {
	return !isWeekend(cal, day) && !cal.publicDays.has(day);
}

/** Every holiday entry that applies from `from` to `to` (inclusive, either order), by date. */
export function holidaysBetween(cal: WorkCalendar, from: number, to: number): Holiday[] {
	const [lo, hi] = from <= to ? [from, to] : [to, from];
	return [...cal.holidays.entries()]
		.filter(([day]) => day >= lo && day <= hi)
		.sort(([a], [b]) => a - b)
		.flatMap(([, list]) => list);
}
