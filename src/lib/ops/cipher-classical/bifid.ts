/**
 * Bifid (Delastelle; CyberChef's "Bifid Cipher Encode/Decode"): a 5×5 Polybius square of the keyword's
 * letters then the rest of A-Z without J (J is written as I), and the whole message's row and column
 * numbers transposed at once (no period). Letters keep their case; other characters keep their place.
 */
import type { Direction } from './classical.js';
import { CipherInputError } from './input-error.js';

const SQUARE_LETTERS = 'ABCDEFGHIKLMNOPQRSTUVWXYZ';

/** The square's 25 letters, row by row: the keyword's letters (J as I) once each, then the others in order. */
export function bifidSquare(keyword: string): string {
	const bad = keyword.match(/[^A-Za-z]/u);
	if (bad) throw new CipherInputError('key_letters', { char: bad[0] }, 'key');
	return [...new Set(Array.from(keyword.toUpperCase().replace(/J/g, 'I') + SQUARE_LETTERS))].join('');
}

export function bifid(text: string, keyword: string, direction: Direction): string {
	const square = bifidSquare(keyword);
	const cell = new Map(Array.from(square, (letter, i) => [letter, i]));
	const chars = Array.from(text);
	// The square's cell of each letter in order, and where each letter stands in the text.
	const cells: number[] = [];
	const at: number[] = [];
	chars.forEach((c, i) => {
		const n = cell.get(c.toUpperCase().replace('J', 'I'));
		if (n !== undefined && /^[A-Za-z]$/.test(c)) {
			cells.push(n);
			at.push(i);
		}
	});
	const count = cells.length;
	// The coordinates as one line: encoding writes all rows then all columns and reads pairs; decoding
	// writes each letter's row and column in turn and reads the first half as rows, the second as columns.
	const line: number[] = direction === 'encode' ? [...cells.map((n) => Math.floor(n / 5)), ...cells.map((n) => n % 5)] : cells.flatMap((n) => [Math.floor(n / 5), n % 5]);
	at.forEach((pos, k) => {
		const [row, col] = direction === 'encode' ? [line[2 * k], line[2 * k + 1]] : [line[k], line[k + count]];
		const letter = square[row * 5 + col];
		chars[pos] = chars[pos] === chars[pos].toUpperCase() ? letter : letter.toLowerCase();
	});
	return chars.join('');
}
