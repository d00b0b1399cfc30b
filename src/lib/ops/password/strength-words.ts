/**
 * What the strength check and its view share without loading zxcvbn: the languages of its
 * feedback, and its rule for the crack time in words (the view says it in the page's language).
 */
export const STRENGTH_LOCALES = ['en', 'pt-BR', 'es'] as const;
export type StrengthLocale = (typeof STRENGTH_LOCALES)[number];

/** The shape of a zxcvbn-ts language package's `translations`. */
export interface Translations {
	warnings: Record<string, string>;
	suggestions: Record<string, string>;
	timeEstimation: Record<string, string>;
}

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 31 * DAY;
const YEAR = 12 * MONTH;
const CENTURY = 100 * YEAR;
const TIMES: [string, number][] = [
	['second', SECOND],
	['minute', MINUTE],
	['hour', HOUR],
	['day', DAY],
	['month', MONTH],
	['year', YEAR],
	['century', CENTURY]
];

/**
 * zxcvbn-ts's `displayTime` (core/src/TimeEstimates.ts): the largest unit below `seconds`,
 * rounded ("3 hours"), "less than a second" under one, "centuries" from 100 years (a month is
 * 31 days, a year 12 months).
 */
export function crackTimeWords(seconds: number, words: Translations): string {
	const index = TIMES.findIndex(([, size]) => seconds < size);
	if (index === 0) return words.timeEstimation.ltSecond;
	if (index === -1) return words.timeEstimation.centuries;
	const [unit, size] = TIMES[index - 1];
	const base = Math.round(seconds / size);
	return words.timeEstimation[base !== 1 ? unit + 's' : unit].replace('{base}', String(base));
}
