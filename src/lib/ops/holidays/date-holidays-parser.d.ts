// The package ships typings (types/index.d.ts) that its `exports` map hides from TypeScript's
// bundler resolution; this declares the part holidays.ts uses.
declare module 'date-holidays-parser' {
	export interface ParsedHoliday {
		/** "YYYY-MM-DD hh:mm:ss" in the country's time zone. */
		date: string;
		name: string;
		type: string;
		rule: string;
		substitute?: boolean;
		/** Set by holidays.ts's subclass: the name in every language the data has. */
		names?: Record<string, string>;
	}
	/** A holiday before translation: `name` is an object of names by language. */
	export interface RawHoliday {
		name?: unknown;
		names?: Record<string, string>;
		[key: string]: unknown;
	}
	/** A parsed rule: its fields (name, type, …) and the function that dates it. */
	export interface RawRule {
		fn?: { inYear?: (year: number) => { get(timezone: string | undefined): { substitute?: boolean; [key: string]: unknown }[] } };
		substitute?: boolean;
		[key: string]: unknown;
	}
	export default class HolidaysParser {
		constructor(data: object, country: string, state?: string);
		getHolidays(year: number, lang?: string): ParsedHoliday[];
		getLanguages(): string[];
		/** `undefined`: dates are calendar dates, no time-zone conversion. */
		setTimezone(timezone: string | undefined): void;
		/** The given language(s) first, then the data's, then English. */
		setLanguages(language: string | string[]): void;
		/** Internal: the rules by rule string; `fn` computes a rule's dates in a year. */
		protected holidays: Record<string, RawRule>;
		/** Internal: the holiday types in the parser's order (public, bank, school, optional, observance). */
		protected __types: string[];
		/** Internal: the time zone set by setTimezone. */
		protected __timezone: string | undefined;
		/** Internal: a rule's occurrences in a year, each the date merged with the rule's fields. */
		protected _dateByRule(year: number, rule: string): RawHoliday[];
		/** Internal: replaces a holiday's `name` object by the name in the first of `langs` that has one. */
		protected _translate(o: RawHoliday | undefined, langs?: string[]): RawHoliday | undefined;
	}
}
