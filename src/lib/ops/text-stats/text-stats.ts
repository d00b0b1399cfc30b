/** Words per minute of silent reading in English (Brysbaert 2019's mean, the contract's 238). */
export const WORDS_PER_MINUTE = 238;

export interface TextStats {
	characters: number;
	code_points: number;
	bytes_utf8: number;
	words: number;
	lines: number;
	sentences: number;
	reading_time_seconds: number;
}

/** UTF-8 length without encoding: 1 byte below U+0080, 2 below U+0800, 3 in the BMP, 4 above (a lone surrogate becomes U+FFFD: 3). */
function utf8Length(text: string): number {
	let bytes = 0;
	for (const ch of text) {
		const cp = ch.codePointAt(0)!;
		bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
	}
	return bytes;
}

/** Text segmented at a time: Intl.Segmenter's iteration costs grow with the square of the text's length in V8. */
const WINDOW = 1024;
/** Context kept after the last segment taken from a window, so every boundary taken saw what follows it. */
const LOOKAHEAD = 256;

/**
 * The segments of `text` that `counted` accepts, segmenting a window of WINDOW characters at a
 * time: V8 takes about 0.5 s for 40,000 characters in one piece and minutes for 500,000 (the
 * fuzz suite's find), a few hundred milliseconds in windows. A window's segments are taken up to
 * LOOKAHEAD characters before its end, and the next window starts where the first one not taken
 * starts, a boundary found with that much text after it; each window starts on a boundary, so
 * rules that look back (regional-indicator pairs, emoji ZWJ sequences) count from the same place.
 * A segment longer than the window (a letter with thousands of combining marks) widens it.
 */
function countSegments(text: string, granularity: 'grapheme' | 'word' | 'sentence', counted: (s: Intl.SegmentData) => boolean): number {
	const segmenter = new Intl.Segmenter('en', { granularity });
	let count = 0;
	let start = 0;
	let width = WINDOW;
	while (start < text.length) {
		const end = Math.min(text.length, start + width);
		const last = end === text.length;
		let taken = 0;
		let next = -1;
		for (const s of segmenter.segment(text.slice(start, end))) {
			if (!last && s.index + s.segment.length > width - LOOKAHEAD) {
				next = s.index;
				break;
			}
			if (counted(s)) count++;
			taken++;
		}
		if (last) break;
		if (taken === 0) {
			width *= 2;
			continue;
		}
		start += next;
		width = WINDOW;
	}
	return count;
}

/**
 * Counts as people count: user-perceived characters are grapheme clusters (UAX #29, by
 * Intl.Segmenter), words are the word-like segments, sentences the sentence segments that hold
 * anything but white space; a line break is CR LF, LF or CR.
 */
export function textStats(text: string): TextStats {
	const characters = countSegments(text, 'grapheme', () => true);
	const words = countSegments(text, 'word', (s) => s.isWordLike === true);
	const sentences = countSegments(text, 'sentence', (s) => /\S/.test(s.segment));
	let codePoints = 0;
	for (const _ of text) codePoints++;
	const lines = text === '' ? 0 : (text.match(/\r\n|\n|\r/g)?.length ?? 0) + 1;
	return {
		characters,
		code_points: codePoints,
		bytes_utf8: utf8Length(text),
		words,
		lines,
		sentences,
		reading_time_seconds: Math.ceil((words * 60) / WORDS_PER_MINUTE)
	};
}
