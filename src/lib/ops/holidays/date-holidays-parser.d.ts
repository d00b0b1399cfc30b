// The package ships typings (types/index.d.ts) that its `exports` map hides from TypeScript's
// bundler resolution; this declares the part of its public API that holidays.ts uses, as those
// typings and its README document it.
declare module 'date-holidays-parser' {
	export interface ParsedHoliday {
		/** "YYYY-MM-DD hh:mm:ss" in the calendar's time zone (local dates without one). */
		date: string;
		start: Date;
		end: Date;
		/** The name in the first of the parser's languages that has one. */
		name: string;
		type: string;
		rule: string;
		substitute?: boolean;
	}
	/** A rule and its options: names by language (or one plain name), type, `active` ranges, … */
	export interface HolidayRule {
		rule: string;
		name?: Record<string, string> | string;
		type?: string;
		substitute?: boolean;
		[key: string]: unknown;
	}
	export interface Options {
		languages?: string | string[];
		timezone?: string;
		/** Holiday types, priority ascending (default observance, optional, school, bank, public). */
		types?: string[];
	}
	export default class HolidaysParser {
		constructor(data: object, country: string, options?: Options);
		constructor(data: object, country: string, state: string, options?: Options);
		getHolidays(year: number, lang?: string): ParsedHoliday[];
		getLanguages(): string[];
		/** `undefined`: dates are calendar dates, no time-zone conversion. */
		setTimezone(timezone: string | undefined): void;
		/** The given language(s) first, then the data's, then English. */
		setLanguages(language: string | string[]): void;
		/** The calendar's rules, in the calendar's order. */
		getRules(): HolidayRule[];
		unsetRule(rule: string): boolean;
	}
}
