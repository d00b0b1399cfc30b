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

/**
 * Counts as people count: user-perceived characters are grapheme clusters (UAX #29, by
 * Intl.Segmenter), words are the word-like segments, sentences the sentence segments that hold
 * anything but white space; a line break is CR LF, LF or CR.
 */
export function textStats(text: string): TextStats {
	let characters = 0;
	for (const _ of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) characters++;
	let words = 0;
	for (const s of new Intl.Segmenter('en', { granularity: 'word' }).segment(text)) if (s.isWordLike) words++;
	let sentences = 0;
	for (const s of new Intl.Segmenter('en', { granularity: 'sentence' }).segment(text)) if (/\S/.test(s.segment)) sentences++;
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
