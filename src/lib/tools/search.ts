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

/** What the command palette searches: a tool's name, its keywords and its group. */
export interface SearchEntry {
	id: string;
	title: string;
	group: string;
	keywords: readonly string[];
}

interface IndexedEntry<T extends SearchEntry> {
	entry: T;
	title: string;
	titleWords: string[];
	keywords: string[];
	group: string;
	id: string;
}

/**
 * Words that join a title's parts in the three languages ("Entropy and byte statistics"): not a
 * title word of their own, so that a tool whose keyword is the word (the bytes tool's "AND",
 * CyberChef's operation) ranks above every title that merely contains it.
 */
const JOINING_WORDS = new Set(['and', 'or', 'of', 'the', 'a', 'to', 'for', 'e', 'ou', 'de', 'da', 'do', 'para', 'y', 'o', 'del', 'la', 'el']);

/** Folds each entry once so that typing only ranks. */
export function indexEntries<T extends SearchEntry>(entries: readonly T[]): IndexedEntry<T>[] {
	return entries.map((entry) => {
		const title = fold(entry.title);
		return {
			entry,
			title,
			titleWords: title.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !JOINING_WORDS.has(word)),
			keywords: entry.keywords.map(fold),
			group: fold(entry.group),
			id: entry.id.toLowerCase()
		};
	});
}

/**
 * Characters of `word` in order inside `text` ("sha2" in "sha-256"), scored by how tight the
 * match is: 0 when absent, up to 1 when contiguous. Typos of a missing letter still match.
 */
export function subsequenceScore(text: string, word: string): number {
	let at = -1;
	let first = -1;
	for (const ch of word) {
		at = text.indexOf(ch, at + 1);
		if (at < 0) return 0;
		if (first < 0) first = at;
	}
	const span = at - first + 1;
	return word.length / span;
}

/** How well one query word fits one tool; 0 means not at all. Title beats keyword beats group. */
function wordScore(e: IndexedEntry<SearchEntry>, word: string, fuzzy: boolean): number {
	if (e.title === word) return 100;
	if (e.title.startsWith(word)) return 90;
	if (e.titleWords.some((w) => w === word)) return 85;
	if (e.titleWords.some((w) => w.startsWith(word))) return 80;
	if (e.keywords.some((k) => k === word)) return 75;
	if (e.title.includes(word)) return 70;
	if (e.keywords.some((k) => k.startsWith(word))) return 65;
	if (e.id.includes(word)) return 60;
	if (e.keywords.some((k) => k.includes(word))) return 55;
	if (e.group.includes(word)) return 40;
	// Fuzzy only for words long enough to mean something: "ab" would match half the list.
	if (fuzzy && word.length >= 3) {
		const loose = Math.max(subsequenceScore(e.title, word), ...e.keywords.map((k) => subsequenceScore(k, word)));
		if (loose >= 0.5) return 20 * loose;
	}
	return 0;
}

/**
 * Ranks tools for a query: every word of the query must fit the tool (by name, keyword, id or
 * group, exactly, by prefix, inside, or as a loose subsequence), case- and accent-insensitively.
 * The best total comes first; ties keep the input order. An empty query returns every entry.
 * `fuzzy: false` drops the loose subsequence (the palette's actions: short sentences that a
 * subsequence would match by chance, "hash" in "the dasHboard").
 *
 * @example rankEntries(indexEntries(tools), 'cafe').map((t) => t.id)
 */
export function rankEntries<T extends SearchEntry>(indexed: readonly IndexedEntry<T>[], query: string, { fuzzy = true }: { fuzzy?: boolean } = {}): T[] {
	const words = fold(query).split(/\s+/).filter(Boolean);
	if (!words.length) return indexed.map((e) => e.entry);
	const scored: { entry: T; score: number; order: number }[] = [];
	indexed.forEach((e, order) => {
		let score = 0;
		for (const word of words) {
			const s = wordScore(e, word, fuzzy);
			if (!s) return;
			score += s;
		}
		scored.push({ entry: e.entry, score, order });
	});
	return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.entry);
}
