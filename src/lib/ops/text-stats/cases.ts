import type { OperationCase } from '../cases.js';

const UAX29 =
	'Unicode UAX #29 (Unicode Text Segmentation), table 1a "Sample Grapheme Clusters" and rules GB3 (CR LF), GB9 (Extend), GB9a/GB11 (emoji modifier, ZWJ sequences), GB12/13 (regional indicator pairs), GB6-8 (Hangul jamo); code points and UTF-8 bytes from python3 len(s) and len(s.encode())';
const PARAGRAPH = 'Counted by hand: 16 words, 4 sentences, 2 lines; python3 len() = 81 code points, 88 UTF-8 bytes, of which 👍🏽 (2 code points) is one grapheme; reading time ceil(16 × 60 / 238) = 5 s (the contract\'s 238 words per minute)';
const CONTRACT = 'docs/spec/toolbox.md Part 1, /text/stats: lines 0 for empty, else newlines + 1';

const stats = (name: string, input: string, body: Record<string, number>, source: string): OperationCase => ({
	name,
	op: 'text-stats',
	input: { input },
	expected: { status: 200, body },
	source
});

export const cases: OperationCase[] = [
	stats(
		'A paragraph with an emoji modifier',
		'The quick brown fox jumps over the lazy dog. Café au lait? 👍🏽 Yes!\nA second line.',
		{ characters: 80, code_points: 81, bytes_utf8: 88, words: 16, lines: 2, sentences: 4, reading_time_seconds: 5 },
		PARAGRAPH
	),
	stats('e + combining acute is one character', 'e\u0301', { characters: 1, code_points: 2, bytes_utf8: 3, words: 1, lines: 1, sentences: 1, reading_time_seconds: 1 }, UAX29),
	stats('A flag (regional indicator pair) is one character', '🇧🇷', { characters: 1, code_points: 2, bytes_utf8: 8, words: 0, lines: 1, sentences: 1, reading_time_seconds: 0 }, UAX29),
	stats('A ZWJ family is one character', '👨\u200d👩\u200d👧', { characters: 1, code_points: 5, bytes_utf8: 18, words: 0, lines: 1, sentences: 1, reading_time_seconds: 0 }, UAX29),
	stats('Hangul jamo L V T is one syllable', '\u1100\u1161\u11a8', { characters: 1, code_points: 3, bytes_utf8: 9, words: 1, lines: 1, sentences: 1, reading_time_seconds: 1 }, UAX29),
	stats('CR LF is one character and one line break', 'a\r\nb', { characters: 3, code_points: 4, bytes_utf8: 4, words: 2, lines: 2, sentences: 2, reading_time_seconds: 1 }, `${UAX29}, SB4 (a sentence breaks after a line break); ${CONTRACT}`),
	stats('Empty text', '', { characters: 0, code_points: 0, bytes_utf8: 0, words: 0, lines: 0, sentences: 0, reading_time_seconds: 0 }, CONTRACT)
];
