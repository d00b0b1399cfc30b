import { createTwoFilesPatch, diffChars, diffLines, diffWords, FILE_HEADERS_ONLY, type ChangeObject } from 'diff';

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
 */
export function textDiff(old: string, now: string, mode: DiffMode, context: number, timeoutMs: number): TextDiff | undefined {
	const options = { timeout: timeoutMs };
	const raw: ChangeObject<string>[] | undefined =
		mode === 'lines' ? diffLines(old, now, options) : mode === 'words' ? diffWords(old, now, options) : diffChars(old, now, options);
	if (!raw) return undefined;
	let additions = 0;
	let deletions = 0;
	const changes: DiffChange[] = [];
	for (const c of raw) {
		if (c.value === '') continue;
		if (c.added) additions += c.count;
		if (c.removed) deletions += c.count;
		changes.push({ op: c.added ? 'insert' : c.removed ? 'delete' : 'equal', value: c.value });
	}
	let unified: string | null = null;
	if (mode === 'lines') {
		const patch = createTwoFilesPatch('old', 'new', old, now, undefined, undefined, { context, headerOptions: FILE_HEADERS_ONLY, timeout: timeoutMs });
		if (patch === undefined) return undefined;
		unified = patch;
	}
	return { changes, additions, deletions, unified };
}
