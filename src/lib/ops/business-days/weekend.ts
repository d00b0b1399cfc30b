/**
 * Weekend days by territory from CLDR's supplemental week data (common/supplemental/
 * supplementalData.xml, `<weekData>`: weekendStart and weekendEnd), as of CLDR 48. ISO day
 * numbers: 1 Monday … 7 Sunday. Every territory not listed has CLDR's default ("001"):
 * Saturday and Sunday.
 *
 * Older CLDR releases give the United Arab Emirates Friday and Saturday; the UAE moved its
 * weekend to Saturday and Sunday on 2022-01-01 and CLDR 48 lists it under the default.
 * weekend.test.ts compares this table with the ICU copy of CLDR in the running JavaScript engine
 * (`Intl.Locale.prototype.getWeekInfo`).
 */
export const CLDR_VERSION = '48';

const DEFAULT_WEEKEND = [6, 7] as const;

const WEEKENDS: Record<string, readonly number[]> = {
	AF: [4, 5], // Thursday–Friday
	IR: [5], // Friday only
	IN: [7], // Sunday only
	UG: [7],
	...Object.fromEntries(['BH', 'DZ', 'EG', 'IL', 'IQ', 'JO', 'KW', 'LY', 'OM', 'QA', 'SA', 'SD', 'SY', 'YE'].map((c) => [c, [5, 6]]))
};

/** The territory's weekend as ISO day numbers, ascending. */
export function weekendDays(country: string): readonly number[] {
	return WEEKENDS[country] ?? DEFAULT_WEEKEND;
}

/** The territories whose weekend is not Saturday–Sunday. */
export const NON_DEFAULT_WEEKENDS: readonly string[] = Object.keys(WEEKENDS).sort();
