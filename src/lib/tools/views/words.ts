import { i18n } from '$lib/i18n/i18n.svelte.js';
import type { Locale } from '$lib/i18n/locales.js';
import { shareFragment } from '../share.js';

/**
 * A result view's own words in every language, picked for the page's language:
 * `words(viewWords.hash)`. They live in the module's `i18n.ts` (`viewWords`) and load with the
 * view (views load on first use), not with every page's messages; the `Record<Locale, T>` type
 * makes a missing language, or one shaped differently, a type error.
 */
export function words<T>(all: Record<Locale, T>): T {
	return all[i18n.locale] ?? all.en;
}

/** A country's name in the page's language ("Alemanha" for DE in pt-BR); the code when unknown. */
export function countryName(code: string | null | undefined): string {
	if (!code) return '';
	try {
		return new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
	} catch {
		return code;
	}
}

/** A date and time in the page's language and the browser's time zone ("26 Nov 2026, 10:32"). */
export function dateTime(iso: string): string {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return iso;
	return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** "in 3 days", "2 hours ago": the distance from now to `iso` in the page's language. */
export function fromNow(iso: string, nowMs = Date.now()): string {
	const seconds = (new Date(iso).getTime() - nowMs) / 1000;
	if (!Number.isFinite(seconds)) return '';
	const units: [Intl.RelativeTimeFormatUnit, number][] = [
		['year', 31_536_000],
		['month', 2_592_000],
		['day', 86_400],
		['hour', 3_600],
		['minute', 60],
		['second', 1]
	];
	const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
	return new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}

/** A calendar day `YYYY-MM-DD` in the page's language ("26 Nov 2026"), in UTC so it never shifts. */
export function day(ymd: string): string {
	const date = new Date(`${ymd}T00:00:00Z`);
	if (Number.isNaN(date.getTime())) return ymd;
	return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A link to a tool that opens with `input` filled in and run (a share link's fragment). */
export function toolHref(toolId: string, input: Record<string, unknown>): string {
	return i18n.href(`/tools/${toolId}`) + shareFragment([], input, true).fragment;
}

/** A number in the page's language (1.234.567 in pt-BR). */
export function number(value: number, options?: Intl.NumberFormatOptions): string {
	return new Intl.NumberFormat(i18n.locale, options).format(value);
}
