/**
 * The diff view's rows: the changes of a lines-mode answer laid out side by side (a deleted line
 * beside the inserted one that replaces it), each paired line with its character-level changes.
 * Plain functions, tested on their own (side-by-side.test.ts).
 */
import { diffChars } from 'diff';

export interface Change {
	op: 'equal' | 'insert' | 'delete';
	value: string;
}

export interface Piece {
	text: string;
	changed: boolean;
}

export interface Cell {
	number: number;
	pieces: Piece[];
}

export interface Row {
	kind: 'equal' | 'change';
	left: Cell | null;
	right: Cell | null;
}

function lines(value: string): string[] {
	const parts = value.split('\n');
	if (parts.at(-1) === '') parts.pop();
	return parts;
}

/** Character changes between two lines: what the left lost and what the right gained. */
function pair(a: string, b: string): [Piece[], Piece[]] {
	// Long or very different lines are shown whole; a character diff there is noise.
	if (a.length + b.length > 2000) return [[{ text: a, changed: true }], [{ text: b, changed: true }]];
	const left: Piece[] = [];
	const right: Piece[] = [];
	for (const c of diffChars(a, b)) {
		if (!c.added) left.push({ text: c.value, changed: !!c.removed });
		if (!c.removed) right.push({ text: c.value, changed: !!c.added });
	}
	const same = left.filter((p) => !p.changed).reduce((n, p) => n + p.text.length, 0);
	if (same < Math.min(a.length, b.length) / 3) return [[{ text: a, changed: true }], [{ text: b, changed: true }]];
	return [left, right];
}

/** Rows for a side-by-side view of lines-mode changes, with line numbers on each side. */
export function sideBySide(changes: Change[]): Row[] {
	const rows: Row[] = [];
	let oldLine = 1;
	let newLine = 1;
	for (let i = 0; i < changes.length; i++) {
		const c = changes[i];
		if (c.op === 'equal') {
			for (const text of lines(c.value)) {
				rows.push({ kind: 'equal', left: { number: oldLine++, pieces: [{ text, changed: false }] }, right: { number: newLine++, pieces: [{ text, changed: false }] } });
			}
			continue;
		}
		const deleted = c.op === 'delete' ? lines(c.value) : [];
		const next = changes[i + 1];
		let inserted: string[] = [];
		if (c.op === 'insert') inserted = lines(c.value);
		else if (next?.op === 'insert') {
			inserted = lines(next.value);
			i++;
		}
		const n = Math.max(deleted.length, inserted.length);
		for (let k = 0; k < n; k++) {
			const a = deleted[k];
			const b = inserted[k];
			const [lp, rp] = a !== undefined && b !== undefined ? pair(a, b) : [[{ text: a ?? '', changed: true }], [{ text: b ?? '', changed: true }]];
			rows.push({
				kind: 'change',
				left: a !== undefined ? { number: oldLine++, pieces: lp } : null,
				right: b !== undefined ? { number: newLine++, pieces: rp } : null
			});
		}
	}
	return rows;
}
