/**
 * CyberChef's Fuzzy Match (src/core/lib/FuzzyMatch.mjs, after Forrest Smith's fts_fuzzy_match 0.2,
 * public domain): every match of a pattern's characters in order in a text, each scored by
 * weighted bonuses and penalties. The same recursion (at most 10 deep, 256 matched characters) and
 * scoring, over code points rather than UTF-16 units, with one addition: a budget of steps, since
 * the recursion branches at every matching character and a pattern that matches in many ways
 * would run for hours (CyberChef's page hangs there).
 */
import { errors } from './errors.js';

export interface FuzzyWeights {
	sequentialBonus: number;
	separatorBonus: number;
	camelBonus: number;
	firstLetterBonus: number;
	leadingLetterPenalty: number;
	maxLeadingLetterPenalty: number;
	unmatchedLetterPenalty: number;
}

/** CyberChef's DEFAULT_WEIGHTS. */
export const DEFAULT_WEIGHTS: FuzzyWeights = {
	sequentialBonus: 15,
	separatorBonus: 30,
	camelBonus: 30,
	firstLetterBonus: 15,
	leadingLetterPenalty: -5,
	maxLeadingLetterPenalty: -15,
	unmatchedLetterPenalty: -1
};

/** Loop turns, calls and copied offsets one search may take in all: under a second of CPU (the operation is heavy, with a time limit). */
export const MAX_STEPS = 2_000_000;

const RECURSION_LIMIT = 10;
const MAX_MATCHES = 256;

export interface FuzzyMatch {
	score: number;
	/** Code point offsets of the matched characters in the text. */
	positions: number[];
}

interface Search {
	pattern: string[];
	lowerPattern: string[];
	str: string[];
	lowerStr: string[];
	weights: FuzzyWeights;
	steps: number;
}

type Result = [boolean, number, number[]];

function spend(search: Search, steps: number) {
	search.steps += steps;
	if (search.steps > MAX_STEPS) throw errors.error('search_too_long', { limit: MAX_STEPS.toLocaleString('en-US') }, { field: 'pattern' });
}

/** fuzzyMatchRecursive, line for line; `recursionCount` is a value, so it limits the depth. A nested search goes on from the caller's `nextMatch`. */
function recurse(search: Search, patternIndex: number, strIndex: number, srcMatches: number[] | null, matchesIn: number[], nextMatchIn: number, recursionCount: number): Result {
	const { pattern, lowerPattern, str, lowerStr, weights } = search;
	spend(search, 1);
	let matches = matchesIn;
	let outScore = 0;
	if (++recursionCount >= RECURSION_LIMIT) return [false, outScore, []];
	if (patternIndex === pattern.length || strIndex === str.length) return [false, outScore, []];
	let recursiveMatch = false;
	let bestRecursiveMatches: number[] = [];
	let bestRecursiveScore = 0;
	let nextMatch = nextMatchIn;
	let firstMatch = true;
	const start = strIndex;
	while (patternIndex < pattern.length && strIndex < str.length) {
		if (lowerPattern[patternIndex] === lowerStr[strIndex]) {
			if (nextMatch >= MAX_MATCHES) return [false, outScore, []];
			if (firstMatch && srcMatches) {
				spend(search, srcMatches.length);
				matches = [...srcMatches];
				firstMatch = false;
			}
			const [matched, recursiveScore, recursiveMatches] = recurse(search, patternIndex, strIndex + 1, matches, [], nextMatch, recursionCount);
			if (matched) {
				if (!recursiveMatch || recursiveScore > bestRecursiveScore) {
					bestRecursiveMatches = [...recursiveMatches];
					bestRecursiveScore = recursiveScore;
				}
				recursiveMatch = true;
			}
			matches[nextMatch++] = strIndex;
			++patternIndex;
		}
		++strIndex;
	}
	spend(search, strIndex - start);
	if (patternIndex !== pattern.length) return [false, outScore, matches];
	outScore = 100;
	let penalty = weights.leadingLetterPenalty * matches[0];
	if (penalty < weights.maxLeadingLetterPenalty) penalty = weights.maxLeadingLetterPenalty;
	outScore += penalty;
	outScore += weights.unmatchedLetterPenalty * (str.length - nextMatch);
	for (let i = 0; i < nextMatch; i++) {
		const current = matches[i];
		if (i > 0 && current === matches[i - 1] + 1) outScore += weights.sequentialBonus;
		if (current > 0) {
			const neighbor = str[current - 1];
			const here = str[current];
			if (neighbor !== neighbor.toUpperCase() && here !== here.toLowerCase()) outScore += weights.camelBonus;
			if (neighbor === '_' || neighbor === ' ') outScore += weights.separatorBonus;
		} else outScore += weights.firstLetterBonus;
	}
	if (recursiveMatch && bestRecursiveScore > outScore) return [true, bestRecursiveScore, bestRecursiveMatches];
	return [true, outScore, matches];
}

/**
 * CyberChef's fuzzyMatch with `global`: the best match from the start, then the best from just
 * after its last character, and so on. CyberChef's nested searches start from a copy of the
 * matches so far, so the offsets before the current pattern character are the caller's; here too.
 */
export function fuzzyMatchAll(patternText: string, text: string, weights: FuzzyWeights = DEFAULT_WEIGHTS): FuzzyMatch[] {
	const pattern = Array.from(patternText);
	const str = Array.from(text);
	const search: Search = { pattern, lowerPattern: pattern.map((c) => c.toLowerCase()), str, lowerStr: str.map((c) => c.toLowerCase()), weights, steps: 0 };
	const results: FuzzyMatch[] = [];
	const shared: number[] = [];
	let strIndex = 0;
	for (;;) {
		const [found, score, positions] = recurse(search, 0, strIndex, null, shared, 0, 0);
		if (!found) break;
		const own = positions.slice(0, pattern.length);
		results.push({ score, positions: own });
		strIndex = own[own.length - 1] + 1;
	}
	return results;
}

/** Runs of adjacent positions as [start, length] (CyberChef's calcMatchRanges). */
export function matchRanges(positions: number[]): { start: number; length: number }[] {
	const ranges: { start: number; length: number }[] = [];
	for (const p of positions) {
		const last = ranges[ranges.length - 1];
		if (last && p === last.start + last.length) last.length++;
		else ranges.push({ start: p, length: 1 });
	}
	return ranges;
}
