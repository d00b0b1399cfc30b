/**
 * Dates as people type them in a date field (`x-widget: date | datetime`), read into the ISO 8601
 * text operations take: `2025-06-10`, or `2025-06-10T14:30` with a time. The page's language
 * decides the order of a numeric date (`10/06/2025` is 10 June in pt-BR and es); where that order
 * is month first (English, as in the US) and both numbers could be the month, the reading is
 * ambiguous and the form says so at the field instead of guessing. Month names are the page
 * language's (from Intl, so no table ships) or English.
 *
 * @example
 * readTypedDate('10/06/2025', { order: 'dmy', locale: 'pt-BR' }) // { kind: 'date', value: '2025-06-10' }
 * readTypedDate('10/06/2025', { order: 'mdy', locale: 'en-US' }) // { kind: 'ambiguous', readings: ['2025-10-06', '2025-06-10'] }
 */

/** The order of day, month and year in the page language's numeric dates. */
export type DateOrder = 'dmy' | 'mdy';

export interface DateReadingOptions {
	order: DateOrder;
	/** BCP 47 tag of the page's language, for month names. */
	locale: string;
	/** The field takes a time of day too (`datetime`). */
	time?: boolean;
}

export type DateReading =
	| { kind: 'date'; value: string }
	| { kind: 'ambiguous'; readings: [string, string] }
	| { kind: 'unreadable' };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysIn(year: number, month: number): number {
	return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoDate(year: number, month: number, day: number): string | null {
	if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
	return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `14:30`, `14:30:05`, `2:30 pm`: `HH:MM[:SS]` in 24 hours, or null when not a time. */
function readTime(text: string): string | null {
	const m = /^(\d{1,2})(?:[:h](\d{2}))?(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(text.trim());
	if (!m || (m[2] === undefined && !m[4])) return null;
	let hour = Number(m[1]);
	const [minute, second] = [Number(m[2] ?? 0), m[3] === undefined ? undefined : Number(m[3])];
	if (m[4]) {
		if (hour < 1 || hour > 12) return null;
		hour = (hour % 12) + (m[4].startsWith('p') ? 12 : 0);
	}
	if (hour > 23 || minute > 59 || (second !== undefined && second > 59)) return null;
	return `${pad(hour)}:${pad(minute)}${second === undefined ? '' : `:${pad(second)}`}`;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '');

/** Month names and abbreviations (folded) → month number, in `locale` and in English. */
const monthCache = new Map<string, Map<string, number>>();
function monthNames(locale: string): Map<string, number> {
	let names = monthCache.get(locale);
	if (names) return names;
	names = new Map();
	for (const tag of [locale, 'en']) {
		for (const month of ['long', 'short'] as const) {
			const format = new Intl.DateTimeFormat(tag, { month, timeZone: 'UTC' });
			for (let i = 0; i < 12; i++) names.set(fold(format.format(Date.UTC(2001, i, 15))), i + 1);
		}
	}
	// English's four-letter "Sept" beside "Sep".
	names.set('sept', 9);
	monthCache.set(locale, names);
	return names;
}

/** The date part and the time part of what was typed: the time, when there is one, comes last. */
function splitTime(text: string): [date: string, time: string | null] {
	const m = /^(.*?\d)(?:\s*(?:,|\bat\b|\bas\b|\ba las\b|[T ])\s*)(\d{1,2}(?:[:h]\d{2}){1,2}(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.))$/i.exec(text);
	return m ? [m[1], m[2].toLowerCase()] : [text, null];
}

function readDatePart(text: string, { order, locale }: DateReadingOptions): DateReading {
	// ISO 8601 (and year/month/day with slashes or dots): never ambiguous.
	let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
	if (m) {
		const value = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
		return value ? { kind: 'date', value } : { kind: 'unreadable' };
	}
	m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
	if (m) {
		const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
		const dayFirst = isoDate(year, b, a);
		const monthFirst = isoDate(year, a, b);
		if (order === 'dmy') return dayFirst ? { kind: 'date', value: dayFirst } : { kind: 'unreadable' };
		// Month first is the language's habit, but 13/06/2025 can only be day first; and where both
		// readings are dates (10/06/2025), which one was meant is for the person to say.
		if (monthFirst && dayFirst && monthFirst !== dayFirst) return { kind: 'ambiguous', readings: [monthFirst, dayFirst] };
		const value = monthFirst ?? dayFirst;
		return value ? { kind: 'date', value } : { kind: 'unreadable' };
	}
	// Words: "10 de junho de 2025", "June 10, 2025", "10 Jun 2025", "10 junio 2025".
	const words = fold(text)
		.replace(/[,.]/g, ' ')
		.split(/\s+/)
		.filter((w) => w && !['de', 'del', 'of', 'the'].includes(w));
	if (words.length !== 3) return { kind: 'unreadable' };
	const names = monthNames(locale);
	const month = words.map((w) => names.get(w) ?? names.get(w.replace(/\.$/, ''))).find((n) => n !== undefined);
	const numbers = words.filter((w) => /^\d{1,4}(st|nd|rd|th|º|°)?$/.test(w)).map((w) => w.replace(/\D+$/, ''));
	if (month === undefined || numbers.length !== 2) return { kind: 'unreadable' };
	const year = numbers.find((n) => n.length === 4);
	const day = numbers.find((n) => n.length <= 2);
	const value = year && day ? isoDate(Number(year), month, Number(day)) : null;
	return value ? { kind: 'date', value } : { kind: 'unreadable' };
}

/**
 * What a date field's text means: an ISO date (with `THH:MM[:SS]` when the field takes a time and
 * one was typed), an ambiguous numeric date (both readings, month-first first), or nothing this
 * reader knows. ISO 8601 text with a time zone or seconds fraction, in a date-and-time field,
 * passes through unchanged (the operation reads it).
 */
export function readTypedDate(typed: string, options: DateReadingOptions): DateReading {
	const text = typed.trim().replace(/\s+/g, ' ');
	if (options.time) {
		const iso = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(text);
		const valid = iso && isoDate(...(iso[1].split('-').map(Number) as [number, number, number])) && readTime(iso[2].replace(/[.,]\d+$/, ''));
		if (iso && valid) return { kind: 'date', value: `${iso[1]}T${iso[2]}${iso[3] ?? ''}` };
	}
	const [datePart, timePart] = options.time ? splitTime(text) : [text, null];
	const time = timePart === null ? null : readTime(timePart);
	if (timePart !== null && time === null) return { kind: 'unreadable' };
	const date = readDatePart(datePart, options);
	if (!time || date.kind === 'unreadable') return date;
	if (date.kind === 'ambiguous') return { kind: 'ambiguous', readings: [`${date.readings[0]}T${time}`, `${date.readings[1]}T${time}`] };
	return { kind: 'date', value: `${date.value}T${time}` };
}

/** An ISO date (or date and time) in the page's language, for saying which readings there are. */
export function sayDate(iso: string, locale: string): string {
	const [date, time] = iso.split('T');
	const [y, mo, d] = date.split('-').map(Number);
	const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, mo - 1, d));
	return time ? `${day} ${time.slice(0, 5)}` : day;
}

/** The page language's numeric form of an ISO date (`24/12/2026`, `12/24/2026`): a placeholder people recognise. */
export function numericDate(iso: string, locale: string): string {
	const [y, mo, d] = iso.slice(0, 10).split('-').map(Number);
	if (!y || !mo || !d) return iso;
	return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(Date.UTC(y, mo - 1, d));
}
