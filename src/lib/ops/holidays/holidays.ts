import HolidaysParser, { type ParsedHoliday, type RawHoliday, type RawRule } from 'date-holidays-parser';
import './astronomy-cache.js';
import { LOADERS } from './data/index.js';

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** The covered countries (ISO 3166-1 alpha-2), sorted. */
export const COUNTRIES: readonly string[] = Object.keys(LOADERS).sort();

export type NagerType = 'Public' | 'Bank' | 'School' | 'Authorities' | 'Optional' | 'Observance';

/** A holiday in Nager.Date's shape (contract 2.11). */
export interface Holiday {
	date: string;
	localName: string;
	name: string;
	countryCode: string;
	fixed: boolean;
	global: boolean;
	counties: string[] | null;
	launchYear: number | null;
	types: NagerType[];
}

export interface HolidayYear {
	country: string;
	year: number;
	count: number;
	holidays: Holiday[];
}

/** date-holidays types → Nager.Date's (Public, Bank, School, Authorities, Optional, Observance). */
const TYPES: Record<string, NagerType> = {
	public: 'Public',
	bank: 'Bank',
	school: 'School',
	optional: 'Optional',
	observance: 'Observance'
};

/**
 * date-holidays state codes whose ISO 3166-2 code is not `<country>-<state>`. `null`: the state
 * has no ISO 3166-2 code, so its holidays are left out (docs/ops/holidays.md lists why).
 */
const SUBDIVISIONS: Record<string, string | null> = {
	'BE-DE': null, // German-speaking Community: a community, not an ISO subdivision
	'CL-NU': 'CL-NB', // Ñuble
	'FR-GP': 'FR-971',
	'FR-MQ': 'FR-972',
	'FR-GF': 'FR-973',
	'FR-RE': 'FR-974',
	'FR-YT': 'FR-976',
	'GB-ALD': null, // Alderney: part of the Bailiwick of Guernsey (ISO 3166-1 GG), not of GB
	'GT-1': 'GT-01', // Guatemala department (numeric codes since ISO 3166-2:GT's 2021 change)
	'IN-CT': 'IN-CG', // Chhattisgarh
	'IN-DD': 'IN-DH', // Daman and Diu, merged into Dadra and Nagar Haveli and Daman and Diu
	'IN-DN': 'IN-DH', // Dadra and Nagar Haveli, same
	'IN-OR': 'IN-OD', // Odisha
	'IN-TG': 'IN-TS', // Telangana
	'IN-UT': 'IN-UK', // Uttarakhand
	'RU-MR': 'RU-MO', // Mordovia
	'RU-NO': 'RU-SE', // North Ossetia–Alania
	'RU-CR': null, // Crimea: ISO 3166-2 lists it as UA-43
	'RU-SEV': null // Sevastopol: ISO 3166-2 lists it as UA-40
};

/** Countries whose date-holidays states have no ISO 3166-2 codes at all (Cook Islands' islands). */
const NO_ISO_STATES = new Set(['CK']);

/**
 * Countries whose states cover the whole country: there, a national holiday that some states drop
 * is regional (its counties are the states that keep it). Elsewhere the states are a few special
 * areas (France's Alsace-Moselle and overseas departments …) and national holidays stay global.
 */
const FULL_COVERAGE = new Set(['AT', 'AU', 'BA', 'BO', 'BR', 'CA', 'CH', 'DE', 'ES', 'GB', 'IN', 'MY', 'NZ', 'PK', 'SH', 'US']);

/** The ISO 3166-2 code for a date-holidays state, or null when there is none. */
export function subdivisionCode(country: string, state: string): string | null {
	if (NO_ISO_STATES.has(country)) return null;
	const key = `${country}-${state}`;
	return key in SUBDIVISIONS ? SUBDIVISIONS[key] : key;
}

export type Days = Record<string, { active?: { from?: string; to?: string }[] } | false | string>;
interface RawCountry {
	days?: Days;
	states?: Record<string, { days?: Days }>;
	regions?: Record<string, { days?: Days }>;
}

export interface Calendar {
	/** ISO 3166-2 code; null for the national calendar. */
	iso: string | null;
	/** Raw rules of this level, for `active` ranges (the parser does not report them). */
	days: Days;
	parser: NamingParser;
	/** The calendar's languages, the local one first (what the parser falls back through). */
	langs: string[];
	/** "substitute day" in each language. */
	substitute: Names;
}

interface CountryCalendars {
	code: string;
	national: Calendar;
	states: Calendar[];
	countryDays: Days;
}

const loaded = new Map<string, CountryCalendars>();
const loading = new Map<string, Promise<CountryCalendars>>();

/** Computed years per "CC-YYYY"; bounded, the oldest entry goes first. */
const YEAR_CACHE_SIZE = 256;
const years = new Map<string, HolidayYear>();

export function isCovered(country: string): boolean {
	return Object.hasOwn(LOADERS, country);
}

/**
 * A date-holidays parser for a country or one of its states, with English as its first language
 * (so `getHolidays(year)` answers in English without the language argument, which would prepend
 * to the parser's language list on every call: a slow leak in date-holidays-parser 3.4.7).
 * Without a time zone the parser skips the moment-timezone conversion of each date's start and
 * end instants (7× faster); the calendar dates it reports do not depend on it (holidays.test.ts
 * compares every country and state with the zoned parser of date-holidays).
 */
function createParser(data: object, code: string, state?: string): { parser: NamingParser; langs: string[] } {
	const parser = state === undefined ? new NamingParser(data, code) : new NamingParser(data, code, state);
	const langs = [...parser.getLanguages()];
	parser.setLanguages('en');
	parser.setTimezone(undefined);
	return { parser, langs };
}

type Names = Record<string, string>;

/** Two parsed rules with the same fields (`fn`, the parser's compiled rule, aside). */
function sameDefinition(a: RawRule, b: RawRule): boolean {
	const { fn: _a, ...restA } = a;
	const { fn: _b, ...restB } = b;
	return deepEqual(restA, restB);
}

function deepEqual(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	const ka = Object.keys(a);
	const kb = Object.keys(b);
	if (ka.length !== kb.length) return false;
	return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The parser translates each holiday's name into one language per call; this one also keeps the
 * translations (`names`), so one call gives the English and the local name (half the work).
 */
class NamingParser extends HolidaysParser {
	protected _translate(o: { name?: unknown; names?: Names; [key: string]: unknown } | undefined, langs?: string[]) {
		const names = o && typeof o.name === 'object' ? (o.name as Names) : undefined;
		const out = super._translate(o, langs);
		if (out && names) out.names = names;
		return out;
	}

	/**
	 * The parser's getHolidays, with the same order and de-duplication, but with each sort key
	 * computed once per holiday instead of in every comparison (the sort was a fifth of a US
	 * year: 57 calendars). Asked in another language, the parser's own.
	 */
	getHolidays(year: number, language?: string): ParsedHoliday[] {
		if (language !== undefined) return super.getHolidays(year, language);
		const langs = this.getLanguages();
		const items: { h: ParsedHoliday; start: number; type: number; substitutes: number; length: number }[] = [];
		for (const rule of Object.keys(this.holidays)) {
			if (!this.holidays[rule].fn) continue;
			const substitutes = /substitutes|and if /.test(rule) ? 1 : 0;
			const source = this.inherited?.rules.has(rule) ? this.inherited.from : this;
			for (const o of source.occurrences(year, rule)) {
				// One copy per holiday (the memo's objects are shared); _translate names it in place.
				const h = this._translate({ ...o, rule }, langs) as unknown as ParsedHoliday & { start: Date };
				items.push({ h, start: +h.start, type: this.__types.indexOf(h.type), substitutes, length: rule.length });
			}
		}
		// Later types first (the parser's typeSorter), then plain rules before substitute ones, then shorter rules.
		items.sort((a, b) => a.start - b.start || b.type - a.type || a.substitutes - b.substitutes || a.length - b.length);
		const seen = new Set<string>();
		const out: ParsedHoliday[] = [];
		for (const { h, start } of items) {
			const hash = h.name + start;
			if (seen.has(hash)) continue;
			seen.add(hash);
			out.push(h);
		}
		return out;
	}

	/** Occurrences by rule for one year, kept so that a state's parser can reuse them (`inherit`). */
	private memo: { year: number; byRule: Map<string, RawHoliday[]> } | undefined;
	/** The national parser and the rules this (state) parser has unchanged from it. */
	private inherited: { from: NamingParser; rules: Set<string> } | undefined;

	/**
	 * Reuse `national`'s occurrences of every rule whose definition here (after the data's
	 * `_days` references and overrides are resolved) is the national one, except rules that look
	 * at the other holidays ("… if is holiday then …", bridge days): their dates depend on the
	 * whole calendar, which a state changes.
	 */
	inherit(national: NamingParser): void {
		const rules = Object.keys(this.holidays).filter((rule) => {
			const mine = this.holidays[rule];
			const theirs = Object.hasOwn(national.holidays, rule) ? national.holidays[rule] : undefined;
			return theirs !== undefined && !/\bis (?:\w+ )?holiday\b/.test(rule) && sameDefinition(mine, theirs);
		});
		this.inherited = { from: national, rules: new Set(rules) };
	}

	/**
	 * A country's states repeat the national rules (a US year is 57 calendars of ~25 rules each):
	 * a rule the state does not redefine has the national rule's definition, so its occurrences
	 * are the national parser's (computed first in the same year). Copies, because the parser's
	 * `_translate` replaces `name` in place. The parser's own `_dateByRule` also deep-merges each
	 * occurrence with its rule (copying the name in every language); the fields never overlap but
	 * `substitute`, and nothing mutates the nested objects, so a shallow merge gives the same
	 * holiday (holidays.test.ts compares every country and state with date-holidays itself).
	 */
	protected _dateByRule(year: number, rule: string): RawHoliday[] {
		const source = this.inherited?.rules.has(rule) ? this.inherited.from : this;
		return source.occurrences(year, rule).map((o) => ({ ...o }));
	}

	protected occurrences(year: number, rule: string): RawHoliday[] {
		if (this.memo?.year !== year) this.memo = { year, byRule: new Map() };
		let list = this.memo.byRule.get(rule);
		if (!list) {
			const r = this.holidays[rule];
			const inYear = r?.fn?.inYear;
			if (!inYear) list = [];
			else {
				const { fn: _fn, enable: _enable, disable: _disable, substitute, active: _active, ...fields } = r;
				list = inYear
					.call(r.fn, year)
					.get(this.__timezone)
					.map(({ substitute: dated, ...date }) => ({ ...date, ...fields, ...(substitute && dated ? { substitute: true } : {}) }));
			}
			this.memo.byRule.set(rule, list);
		}
		return list;
	}
}

/** The parser's choice of a name: the first language of `langs` that has one. */
function pick(names: Names | undefined, langs: string[]): string | undefined {
	for (const lang of langs) if (names?.[lang]) return names[lang];
	return undefined;
}

/**
 * A country's (no `state`) or a state's calendar; `iso` is the state's ISO 3166-2 code. A state's
 * calendar built with its country's (`national`) reuses the national occurrences of the rules it
 * does not redefine; every year must then be asked of the national calendar first.
 */
export function createCalendar(data: object, code: string, state: string | undefined, iso: string | null, days: Days, national?: Calendar): Calendar {
	const { parser, langs } = createParser(data, code, state);
	if (national) parser.inherit(national.parser);
	const substitute = (data as { names?: { substitutes?: { name?: Names } } }).names?.substitutes?.name ?? {};
	return { iso, days, parser, langs, substitute };
}

/** Loads a country's data (one lazy chunk in the browser) and builds its national and state calendars. */
async function loadCountry(code: string): Promise<CountryCalendars> {
	const done = loaded.get(code);
	if (done) return done;
	let pending = loading.get(code);
	if (!pending) {
		pending = LOADERS[code as keyof typeof LOADERS]().then(({ default: data }) => {
			const raw = (data as { holidays: Record<string, RawCountry> }).holidays[code];
			const countryDays = raw.days ?? {};
			const national = createCalendar(data, code, undefined, null, countryDays);
			const states: Calendar[] = [];
			// A few countries list their subdivisions as top-level `regions` (AD, AG, BQ, HR, PE, SV).
			for (const [state, def] of Object.entries(raw.states ?? raw.regions ?? {})) {
				const iso = subdivisionCode(code, state);
				if (iso) states.push(createCalendar(data, code, state, iso, def.days ?? {}, national));
			}
			const result = { code, national, states, countryDays };
			loaded.set(code, result);
			loading.delete(code);
			return result;
		});
		// A failed chunk fetch (offline browser) must not stay cached: the next call tries again.
		pending.catch(() => loading.delete(code));
		loading.set(code, pending);
	}
	return pending;
}

/**
 * A rule gives the same date every year when it is a plain month-day ("01-01", "12-24 14:00"),
 * possibly with an extra substitute day ("… and if sunday then next monday": the original date
 * stays), a start-time change ("12-24 14:00 if sunday then 00:00") or a validity start ("since 2021"). Moving rules ("… if sunday then next monday"),
 * weekday rules ("3rd monday in January"), Easter offsets, other calendars and one-off dated
 * rules ("2025-05-08") are not fixed; nor are the substitute days themselves.
 */
export function isFixedRule(rule: string, substitute: boolean): boolean {
	if (substitute) return false;
	const base = rule.replace(/ #\d+$/, '').replace(/ (since|prior to) \d{4}$/, '');
	// "12-24 14:00 if sunday then 00:00" changes the start time only, not the date.
	return /^\d\d-\d\d(?: \d\d:\d\d)?(?: if [a-z,]+ then \d\d:\d\d)?(?: and if .*)?$/.test(base) && !/ in (even|odd|leap|non-leap) years/.test(base);
}

/**
 * The first year a holiday applies, where the data knows it: "since YYYY" in the rule, else the
 * earliest `active.from` (when every active period has a start). A start date later in the year
 * than the holiday's own month-day means the first occurrence is the next year (Brazil's Black
 * Awareness Day: law of 2023-12-21, first holiday 2024-11-20).
 */
export function launchYearOf(rule: string, active: { from?: string; to?: string }[] | undefined, monthDay: string): number | null {
	const since = /\bsince (\d{4})\b/.exec(rule);
	if (since) return Number(since[1]);
	if (!active || active.length === 0 || active.some((a) => !a.from)) return null;
	const from = active
		.map((a) => String(a.from))
		.sort()
		.at(0)!;
	const year = Number(from.slice(0, 4));
	if (!Number.isInteger(year)) return null;
	const fromMonthDay = from.slice(5, 10);
	return fromMonthDay.length === 5 && fromMonthDay > monthDay ? year + 1 : year;
}

interface Entry {
	date: string;
	name: string;
	localName: string;
	type: string;
	rule: string;
	substitute: boolean;
	calendar: Calendar;
}

/**
 * A calendar's holidays in a year with English and local names. The English name is what the
 * parser gives for `en` (falling back through the calendar's languages); the local name is the
 * first of the calendar's languages that has one. Substitute days get the parser's suffix.
 */
export function entries(cal: Calendar, year: number): Entry[] {
	// The parser's own fallback for English: 'en', then the calendar's languages.
	const englishLangs = ['en', ...cal.langs];
	// An English variant ("en-us": "Labor Day") is the country's own English.
	const nameLangs = cal.langs[0]?.startsWith('en') ? cal.langs : englishLangs;
	return cal.parser.getHolidays(year).map((h) => {
		const substitute = h.substitute === true;
		const suffix = (langs: string[]) => (substitute && h.names ? ` (${pick(cal.substitute, langs) ?? ''})` : '');
		const named = (langs: string[]) => {
			const name = pick(h.names, langs);
			return name === undefined ? h.name : name + suffix(langs);
		};
		return {
			date: h.date.slice(0, 10),
			name: named(nameLangs),
			localName: named(cal.langs),
			type: h.type,
			rule: h.rule,
			substitute,
			calendar: cal
		};
	});
}

function activeOf(days: Days, rule: string): { from?: string; to?: string }[] | undefined {
	const def = Object.hasOwn(days, rule) ? days[rule] : undefined;
	return def && typeof def === 'object' ? def.active : undefined;
}

function toHoliday(cc: CountryCalendars, e: Entry, counties: string[] | null): Holiday {
	const active = activeOf(e.calendar.days, e.rule) ?? activeOf(cc.countryDays, e.rule);
	return {
		date: e.date,
		localName: e.localName,
		name: e.name,
		countryCode: cc.code,
		fixed: isFixedRule(e.rule, e.substitute),
		global: counties === null,
		counties,
		launchYear: launchYearOf(e.rule, active, e.date.slice(5)),
		// date-holidays knows only these five types; anything else would be a new one, read as Observance.
		types: [TYPES[e.type] ?? 'Observance']
	};
}

/** National holidays, then each state's additions and changes, merged (contract 2.11). */
function computeYear(cc: CountryCalendars, year: number): Holiday[] {
	const key = (e: Entry) => `${e.date}|${e.rule}|${e.type}`;
	const merged = new Map<string, { entry: Entry; national: boolean; counties: Set<string> }>();
	for (const e of entries(cc.national, year)) merged.set(key(e), { entry: e, national: true, counties: new Set() });
	for (const state of cc.states) {
		for (const e of entries(state, year)) {
			let m = merged.get(key(e));
			if (!m) merged.set(key(e), (m = { entry: e, national: false, counties: new Set() }));
			m.counties.add(state.iso!);
		}
	}
	const full = FULL_COVERAGE.has(cc.code);
	const holidays: Holiday[] = [];
	for (const m of merged.values()) {
		if (m.national) {
			// A state rule with the national rule's key replaces it in that state, even outside the
			// state rule's own `active` range (date-holidays 3.37.0: Brazil's Black Awareness Day is
			// missing after 2023 in AM, MT, RJ, SP, whose state-level 11-20 ended when the national
			// one began). Outside that range the national holiday applies in the state.
			for (const state of cc.states) {
				if (m.counties.has(state.iso!)) continue;
				const active = activeOf(state.days, m.entry.rule);
				if (active && !active.some((a) => (!a.from || String(a.from) <= m.entry.date) && (!a.to || m.entry.date < String(a.to)))) {
					m.counties.add(state.iso!);
				}
			}
		}
		let counties: string[] | null = [...m.counties].sort();
		if (m.national && (!full || cc.states.length === 0 || m.counties.size === cc.states.length || m.counties.size === 0)) {
			counties = null;
		}
		holidays.push(toHoliday(cc, m.entry, counties));
	}
	return holidays.sort(
		(a, b) =>
			a.date.localeCompare(b.date) ||
			Number(b.global) - Number(a.global) ||
			a.name.localeCompare(b.name) ||
			String(a.counties).localeCompare(String(b.counties))
	);
}

function answer(cc: CountryCalendars, year: number): HolidayYear {
	const cacheKey = `${cc.code}-${year}`;
	const cached = years.get(cacheKey);
	if (cached) return cached;
	const holidays = computeYear(cc, year);
	const result = { country: cc.code, year, count: holidays.length, holidays };
	if (years.size >= YEAR_CACHE_SIZE) years.delete(years.keys().next().value!);
	years.set(cacheKey, result);
	return result;
}

/**
 * The holidays of a covered country (upper-case alpha-2) in a year. Synchronous once the country's
 * data is loaded (the API's hot path), a promise on first use.
 */
export function publicHolidays(country: string, year: number): HolidayYear | Promise<HolidayYear> {
	const cc = loaded.get(country);
	if (cc) return answer(cc, year);
	return loadCountry(country).then((c) => answer(c, year));
}
