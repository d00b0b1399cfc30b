import type { OperationCase } from '../cases.js';

const GNU = 'GNU diffutils 3.8, `diff -u --label old --label new` on the same two files (the unified text byte for byte); the changes written by hand from it';
const HAND = 'Written by hand: the longest common subsequence of the two token sequences (words and punctuation for words mode, characters for chars mode), deletions before insertions';
const CONTRACT = 'docs/spec/toolbox.md Part 1, /text/diff: unified only in lines mode, else null';

export const cases: OperationCase[] = [
	{
		name: 'Lines: one line changed, one added',
		op: 'text-diff',
		input: { old: 'apples\nbananas\ncherries\n', new: 'apples\nblueberries\ncherries\ndates\n' },
		expected: {
			status: 200,
			body: {
				changes: [
					{ op: 'equal', value: 'apples\n' },
					{ op: 'delete', value: 'bananas\n' },
					{ op: 'insert', value: 'blueberries\n' },
					{ op: 'equal', value: 'cherries\n' },
					{ op: 'insert', value: 'dates\n' }
				],
				additions: 2,
				deletions: 1,
				unified: '--- old\n+++ new\n@@ -1,3 +1,4 @@\n apples\n-bananas\n+blueberries\n cherries\n+dates\n'
			}
		},
		source: GNU
	},
	{
		name: 'Lines: no newline at end of file',
		op: 'text-diff',
		input: { old: 'one\ntwo', new: 'one\nthree' },
		expected: {
			status: 200,
			body: {
				changes: [
					{ op: 'equal', value: 'one\n' },
					{ op: 'delete', value: 'two' },
					{ op: 'insert', value: 'three' }
				],
				additions: 1,
				deletions: 1,
				unified: '--- old\n+++ new\n@@ -1,2 +1,2 @@\n one\n-two\n\\ No newline at end of file\n+three\n\\ No newline at end of file\n'
			}
		},
		source: GNU
	},
	{
		name: 'Words',
		op: 'text-diff',
		input: { old: 'The quick brown fox jumps.', new: 'The quick red fox leaps.', mode: 'words' },
		expected: {
			status: 200,
			body: {
				changes: [
					{ op: 'equal', value: 'The quick ' },
					{ op: 'delete', value: 'brown' },
					{ op: 'insert', value: 'red' },
					{ op: 'equal', value: ' fox ' },
					{ op: 'delete', value: 'jumps' },
					{ op: 'insert', value: 'leaps' },
					{ op: 'equal', value: '.' }
				],
				additions: 2,
				deletions: 2,
				unified: null
			}
		},
		source: `${HAND}; ${CONTRACT}`
	},
	{
		name: 'Characters: kitten to sitting',
		op: 'text-diff',
		input: { old: 'kitten', new: 'sitting', mode: 'chars' },
		expected: {
			status: 200,
			body: {
				changes: [
					{ op: 'delete', value: 'k' },
					{ op: 'insert', value: 's' },
					{ op: 'equal', value: 'itt' },
					{ op: 'delete', value: 'e' },
					{ op: 'insert', value: 'i' },
					{ op: 'equal', value: 'n' },
					{ op: 'insert', value: 'g' }
				],
				additions: 3,
				deletions: 2,
				unified: null
			}
		},
		source: `${HAND} (LCS "ittn": 6 − 4 = 2 deleted, 7 − 4 = 3 inserted); ${CONTRACT}`
	},
	{
		name: 'context out of range',
		op: 'text-diff',
		input: { old: 'a', new: 'b', context: 21 },
		expected: { status: 422, body: { detail: 'context: Too big: expected number to be <=20', code: 'invalid_input' } },
		source: 'src/lib/ops/text-diff/README.md, "Text diff": context 0-20'
	}
];
