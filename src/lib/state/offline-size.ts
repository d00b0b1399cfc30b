/**
 * Megabytes (10^6 bytes, as the build's precache report counts them) with one decimal, in the
 * page's language: "17.6" in English, "17,6" in Portuguese and Spanish. The words around the
 * figure ("of … MB") are the messages'.
 */
export function megabytes(bytes: number, locale: string): string {
	return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e6);
}

/** A download's share done as the page's language writes a percentage ("5%", "5 %"). */
export function percentText(percent: number, locale: string): string {
	return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
