/**
 * Case- and accent-insensitive tool search: every word of the query must appear somewhere in
 * the tool's text ("colour hex" finds the colour converter; "cafe" finds "café").
 */

/** Lower case without diacritics: "Café Ü" → "cafe u". */
export function fold(text: string): string {
	return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The searchable text of a tool, folded once. */
export function searchText(parts: string[]): string {
	return fold(parts.join(' \u0000 '));
}

/** True when every word of `query` occurs in `text` (from searchText). An empty query matches. */
export function matchesQuery(text: string, query: string): boolean {
	const words = fold(query).split(/\s+/).filter(Boolean);
	return words.every((w) => text.includes(w));
}
