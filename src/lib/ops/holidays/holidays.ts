import HolidaysParser, { type HolidayRule, type ParsedHoliday } from 'date-holidays-parser';
import { LOADERS } from './data/index.js';

export { COUNTRIES, isCovered, MAX_YEAR, MIN_YEAR } from './coverage.js';

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
 * has no ISO 3166-2 code, so its holidays are left out (src/lib/ops/holidays/README.md lists why).
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
	/**
	 * The date-holidays-parser calendar, answering in English first. A state that reuses the
	 * national holidays (`inherited`) has those rules unset here: its parser dates only its own.
	 */
	parser: HolidaysParser;
	/** The calendar's languages, the local one first (what the parser falls back through). */
	langs: string[];
	/** Each rule's names and sort keys (`RuleInfo`). */
	rules: Map<string, RuleInfo>;
	/** For a state: the national calendar and the rules whose holidays it takes from it. */
	inherited?: { national: Calendar; rules: Set<string> };
	/** The holidays of the year asked last (a state's inherited ones are read from its national calendar's). */
	last?: { year: number; holidays: ParsedHoliday[] };
}

/** What a calendar needs to know of one of its rules, computed once. */
interface RuleInfo {
	/** The English and the local name, plain and as a substitute day; undefined where no language has one. */
	name: [string | undefined, string | undefined];
	localName: [string | undefined, string | undefined];
	/** The parser's name of a holiday of this rule, plain and substitute (what it de-duplicates on). */
	parsed: [string, string];
	/** The parser's sort keys: type priority, plain before substitute rules, shorter rules, then rule order. */
	priority: number;
	substitutes: number;
	length: number;
	order: number;
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

/**
 * date-holidays-parser's holiday types, lowest priority first: its documented default, passed as
 * its `types` option so that `before` sorts as the parser does.
 */
const PRIORITY = ['observance', 'optional', 'school', 'bank', 'public'];

/** Rules that look at the calendar's other holidays ("… if is holiday then …", bridge days). */
const LOOKS_AT_OTHERS = /\bis (?:\w+ )?holiday\b/;

type Names = Record<string, string>;

/** The parser's choice of a name: the first language of `langs` that has one. */
function pick(names: Names | undefined, langs: string[]): string | undefined {
	for (const lang of langs) if (names?.[lang]) return names[lang];
	return undefined;
}

/** Structural equality of two rule definitions; `active` ranges hold Dates, compared by time. */
function deepEqual(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	const ka = Object.keys(a);
	const kb = Object.keys(b);
	if (ka.length !== kb.length) return false;
	return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Each rule's names and sort keys. The English name is what the parser gives for `en` (falling
 * back through the calendar's languages, or the country's own English variant: "en-us"); the local
 * name is the first of the calendar's languages that has one; a substitute day gets the data's
 * "substitute day" suffix. `parsed` is the parser's own naming (the first of its languages, the
 * suffix in the same language), which it de-duplicates on. A name given as plain text is used
 * as it is.
 */
function ruleInfos(rules: HolidayRule[], langs: string[], parserLangs: string[], substitute: Names): Map<string, RuleInfo> {
	const englishLangs = langs[0]?.startsWith('en') ? langs : ['en', ...langs];
	const infos = new Map<string, RuleInfo>();
	rules.forEach((r, order) => {
		const names = typeof r.name === 'object' ? r.name : undefined;
		const plain = typeof r.name === 'string' ? r.name : undefined;
		const both = (l: string[]): [string | undefined, string | undefined] => {
			const name = names ? pick(names, l) : plain;
			const suffix = names ? ` (${pick(substitute, l) ?? ''})` : '';
			return [name, name === undefined ? undefined : name + suffix];
		};
		const parsedName = names ? pick(names, parserLangs) : plain;
		const parsedSuffix = names ? pick(substitute, parserLangs) : undefined;
		const parsed = String(parsedName ?? r.name);
		infos.set(r.rule, {
			name: both(englishLangs),
			localName: both(langs),
			parsed: [parsed, parsedSuffix === undefined ? parsed : `${parsed} (${parsedSuffix})`],
			priority: PRIORITY.indexOf(String(r.type)),
			substitutes: /substitutes|and if /.test(r.rule) ? 1 : 0,
			length: r.rule.length,
			order
		});
	});
	return infos;
}

/**
 * A country's (no `state`) or a state's calendar; `iso` is the state's ISO 3166-2 code. A state
 * built with its country's calendar (`national`) takes the national holidays of every rule it
 * has unchanged (see `inheritable`), and its own parser dates only the rest.
 *
 * Each parser answers in English first (so `getHolidays(year)` needs no language argument,
 * which would prepend to the parser's language list on every call: a slow leak in
 * date-holidays-parser 3.4.7). Without a time zone the parser skips the moment-timezone
 * conversion of each date's start and end instants (7× faster); the calendar dates it reports do
 * not depend on it (holidays.test.ts compares every country and state with the zoned parser of
 * date-holidays).
 */
export function createCalendar(data: object, code: string, state: string | undefined, iso: string | null, days: Days, national?: Calendar): Calendar {
	const options = { types: PRIORITY };
	const parser = state === undefined ? new HolidaysParser(data, code, options) : new HolidaysParser(data, code, state, options);
	const langs = [...parser.getLanguages()];
	parser.setLanguages('en');
	parser.setTimezone(undefined);
	const substitute = (data as { names?: { substitutes?: { name?: Names } } }).names?.substitutes?.name ?? {};
	const rules = parser.getRules();
	const cal: Calendar = { iso, days, parser, langs, rules: ruleInfos(rules, langs, parser.getLanguages(), substitute) };
	if (national) {
		const inherited = inheritable(rules, cal.rules, national);
		if (inherited.size > 0) {
			for (const rule of inherited) parser.unsetRule(rule);
			cal.inherited = { national, rules: inherited };
		}
	}
	return cal;
}

/**
 * The rules of a state whose holidays are the national calendar's: a country's states repeat the
 * national rules (a US year is 57 calendars of ~25 rules each), and a rule the state has with the
 * national definition (after the data's `_days` references and overrides) has the national dates.
 * None when a rule of the state looks at the other holidays (those need every rule of the state
 * in its parser). The parser drops a holiday whose name and start repeat an earlier one's, so a
 * rule is inherited only with every national rule of the same name (Carnival's three days, the
 * dated Matariki rules): what the national list dropped is then dropped in the state too.
 */
function inheritable(rules: HolidayRule[], infos: Map<string, RuleInfo>, national: Calendar): Set<string> {
	if (rules.some((r) => LOOKS_AT_OTHERS.test(r.rule))) return new Set();
	const nationalRules = new Map(national.parser.getRules().map((r) => [r.rule, r]));
	const sameName = (a: RuleInfo, b: RuleInfo) => a.parsed[0] === b.parsed[0] && a.parsed[1] === b.parsed[1];
	// Named in both of the state's name lists (entries() falls back to the parser's own name otherwise).
	const named = (info: RuleInfo) => info.name[0] !== undefined && info.localName[0] !== undefined;
	const inherited = new Set(
		rules
			.filter((r) => {
				const theirs = nationalRules.get(r.rule);
				const info = infos.get(r.rule)!;
				return theirs !== undefined && named(info) && sameName(info, national.rules.get(r.rule)!) && deepEqual(r, theirs);
			})
			.map((r) => r.rule)
	);
	const byName = new Map<string, string[]>();
	for (const [rule, info] of national.rules) {
		for (const name of new Set(info.parsed)) byName.set(name, [...(byName.get(name) ?? []), rule]);
	}
	for (let changed = true; changed; ) {
		changed = false;
		for (const rule of inherited) {
			const namesakes = national.rules.get(rule)!.parsed.flatMap((name) => byName.get(name)!);
			if (namesakes.some((other) => !inherited.has(other))) {
				inherited.delete(rule);
				changed = true;
			}
		}
	}
	return inherited;
}

/** date-holidays-parser's order of a calendar's holidays; see `parsedHolidays`. */
function before(a: Item, b: Item): boolean {
	const d =
		a.start - b.start ||
		b.info.priority - a.info.priority ||
		a.info.substitutes - b.info.substitutes ||
		a.info.length - b.info.length ||
		a.info.order - b.info.order;
	return d < 0;
}

interface Item {
	h: ParsedHoliday;
	start: number;
	info: RuleInfo;
}

/**
 * A calendar's holidays in a year as date-holidays-parser lists them (sorted, without repeats).
 * A state that inherits gets the national holidays of those rules merged with its own in the
 * parser's order: by start, then higher type priority, plain rules before substitute ones
 * ("substitutes", "and if"), shorter rules, then the rules' order in the calendar; of holidays
 * with the same name and start, the first stays. Both lists are in that order already (the
 * inherited rules keep their national order in a state), so one pass merges them.
 */
export function parsedHolidays(cal: Calendar, year: number): ParsedHoliday[] {
	if (cal.last?.year === year) return cal.last.holidays;
	let holidays = cal.parser.getHolidays(year);
	if (cal.inherited) {
		const { national, rules } = cal.inherited;
		const item = (h: ParsedHoliday): Item => ({ h, start: +h.start, info: cal.rules.get(h.rule)! });
		const inherited = parsedHolidays(national, year)
			.filter((h) => rules.has(h.rule))
			.map(item);
		const own = holidays.map(item);
		const seen = new Set<string>();
		holidays = [];
		for (let i = 0, j = 0; i < inherited.length || j < own.length; ) {
			const next = j >= own.length || (i < inherited.length && before(inherited[i], own[j])) ? inherited[i++] : own[j++];
			const key = next.info.parsed[next.h.substitute ? 1 : 0] + next.start;
			if (seen.has(key)) continue;
			seen.add(key);
			holidays.push(next.h);
		}
	}
	cal.last = { year, holidays };
	return holidays;
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

/** A calendar's holidays in a year with English and local names (`RuleInfo`). */
export function entries(cal: Calendar, year: number): Entry[] {
	return parsedHolidays(cal, year).map((h) => {
		const substitute = h.substitute === true;
		const info = cal.rules.get(h.rule)!;
		const i = substitute ? 1 : 0;
		return {
			date: h.date.slice(0, 10),
			name: info.name[i] ?? h.name,
			localName: info.localName[i] ?? h.name,
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

/**
 * The ISO 3166-2 codes of a covered country's subdivisions that have calendars of their own
 * (the `counties` a holiday can name), sorted. Synchronous once the country's data is loaded.
 */
export function subdivisionsOf(country: string): string[] | Promise<string[]> {
	const list = (cc: CountryCalendars) => cc.states.map((s) => s.iso!).sort();
	const cc = loaded.get(country);
	return cc ? list(cc) : loadCountry(country).then(list);
}
