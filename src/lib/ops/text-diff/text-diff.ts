import { createTwoFilesPatch, diffChars, diffLines, diffWordsWithSpace, FILE_HEADERS_ONLY, wordsWithSpaceDiff, type ChangeObject } from 'diff';

export type DiffMode = 'lines' | 'words' | 'chars';

export interface DiffChange {
	op: 'equal' | 'insert' | 'delete';
	value: string;
}

export interface TextDiff {
	changes: DiffChange[];
	additions: number;
	deletions: number;
	unified: string | null;
}

/**
 * The changes from `old` to `now` (jsdiff's Myers diff), counted in the mode's units (lines, word
 * and punctuation tokens, characters), and in lines mode a unified diff with `--- old` / `+++ new`
 * headers that GNU patch applies. Undefined when jsdiff gives up after `timeoutMs`.
 *
 * Words mode diffs with whitespace as tokens (jsdiff's diffWords keeps only the new text's
 * whitespace in its equal parts, so " C" → "C" lost the old text's space); the whitespace that
 * only separates two changes is then folded into both, so "a b c" → "x y z" reads as one deletion
 * and one insertion, as diffWords shows it. Additions and deletions count words and punctuation,
 * never whitespace.
 */
export function textDiff(old: string, now: string, mode: DiffMode, context: number, timeoutMs: number): TextDiff | undefined {
	const options = { timeout: timeoutMs };
	const raw: ChangeObject<string>[] | undefined =
		mode === 'lines' ? diffLines(old, now, options) : mode === 'words' ? diffWordsWithSpace(old, now, options) : diffChars(old, now, options);
	if (!raw) return undefined;
	let additions = 0;
	let deletions = 0;
	for (const c of raw) {
		const units = mode === 'words' && (c.added || c.removed) ? wordTokens(c.value) : c.count;
		if (c.added) additions += units;
		if (c.removed) deletions += units;
	}
	const changes = mode === 'words' ? foldSeparatingSpace(raw) : raw.filter((c) => c.value !== '').map(toChange);
	let unified: string | null = null;
	if (mode === 'lines') {
		const patch = createTwoFilesPatch('old', 'new', old, now, undefined, undefined, { context, headerOptions: FILE_HEADERS_ONLY, timeout: timeoutMs });
		if (patch === undefined) return undefined;
		unified = patch;
	}
	return { changes, additions, deletions, unified };
}

function toChange(c: ChangeObject<string>): DiffChange {
	return { op: c.added ? 'insert' : c.removed ? 'delete' : 'equal', value: c.value };
}

/** Words and punctuation marks in a changed part, as jsdiff's word tokenizer splits them. */
function wordTokens(value: string): number {
	return wordsWithSpaceDiff.tokenize(value).filter((token) => /\S/.test(token)).length;
}

/** Deletions then insertions between equal parts; whitespace between two changes joins both. */
function foldSeparatingSpace(raw: ChangeObject<string>[]): DiffChange[] {
	const changes: DiffChange[] = [];
	let deleted = '';
	let inserted = '';
	const flush = () => {
		if (deleted) changes.push({ op: 'delete', value: deleted });
		if (inserted) changes.push({ op: 'insert', value: inserted });
		deleted = inserted = '';
	};
	raw.forEach((c, i) => {
		if (c.removed) deleted += c.value;
		else if (c.added) inserted += c.value;
		else if ((deleted || inserted) && !/\S/.test(c.value) && raw[i + 1] && (raw[i + 1].added || raw[i + 1].removed)) {
			deleted += c.value;
			inserted += c.value;
		} else {
			flush();
			if (c.value) changes.push({ op: 'equal', value: c.value });
		}
	});
	flush();
	return changes;
}
