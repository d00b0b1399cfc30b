/**
 * Bifid (Delastelle; CyberChef's "Bifid Cipher Encode/Decode"): a 5×5 Polybius square of the keyword's
 * letters then the rest of A-Z without J (J is written as I), and the whole message's row and column
 * numbers transposed at once (no period). Letters keep their case; other characters keep their place.
 */
import { fromUnits, type Direction } from './classical.js';
import { CipherInputError } from './input-error.js';

const SQUARE_LETTERS = 'ABCDEFGHIKLMNOPQRSTUVWXYZ';

/** The square's 25 letters, row by row: the keyword's letters (J as I) once each, then the others in order. */
export function bifidSquare(keyword: string): string {
	const bad = keyword.match(/[^A-Za-z]/u);
	if (bad) throw new CipherInputError('key_letters', { char: bad[0] }, 'key');
	return [...new Set(Array.from(keyword.toUpperCase().replace(/J/g, 'I') + SQUARE_LETTERS))].join('');
}

/** The square's cell (0-24) of an ASCII letter's code, -1 for any other code unit. */
function cellsOf(square: string): Int8Array {
	const cell = new Int8Array(128).fill(-1);
	for (let i = 0; i < 25; i++) cell[square.charCodeAt(i)] = cell[square.charCodeAt(i) + 32] = i;
	cell[0x4a] = cell[0x49]; // J is I
	cell[0x6a] = cell[0x69];
	return cell;
}

export function bifid(text: string, keyword: string, direction: Direction): string {
	const square = bifidSquare(keyword);
	const cellOf = cellsOf(square);
	// The cell of each letter in order, and where each letter stands (UTF-16 index: letters are ASCII).
	const cells = new Uint8Array(text.length);
	const at = new Uint32Array(text.length);
	let count = 0;
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		const n = code < 128 ? cellOf[code] : -1;
		if (n >= 0) {
			cells[count] = n;
			at[count++] = i;
		}
	}
	// The coordinates as one line: encoding writes all rows then all columns and reads pairs; decoding
	// writes each letter's row and column in turn and reads the first half as rows, the second as columns.
	const line = new Uint8Array(2 * count);
	for (let k = 0; k < count; k++) {
		const row = Math.floor(cells[k] / 5);
		const col = cells[k] % 5;
		if (direction === 'encode') [line[k], line[k + count]] = [row, col];
		else [line[2 * k], line[2 * k + 1]] = [row, col];
	}
	const out = new Uint16Array(text.length);
	for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
	for (let k = 0; k < count; k++) {
		const [row, col] = direction === 'encode' ? [line[2 * k], line[2 * k + 1]] : [line[k], line[k + count]];
		const letter = square.charCodeAt(row * 5 + col);
		out[at[k]] = out[at[k]] >= 0x61 ? letter + 32 : letter;
	}
	return fromUnits(out);
}
