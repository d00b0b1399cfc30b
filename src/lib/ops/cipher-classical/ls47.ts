/**
 * LS47 (Mirek Kratochvil's hand cipher, github.com/exaexa/ls47; CyberChef's "LS47 Encrypt/Decrypt"):
 * ElsieFour on a 7×7 board of 49 characters. The key board comes from a password; encryption puts
 * `padding` random characters first and `---` plus a signature last, as ls47.py's encrypt_pad does.
 */
import type { Direction } from './classical.js';
import { CipherInputError, shown } from './input-error.js';

export const LS47_LETTERS = "_abcdefghijklmnopqrstuvwxyz.0123456789,-+*/:?!'()";

/** A tile's own (row, column), the numbers written on it: its place in the alphabet. */
function tileOf(letter: string, field: string, index: number): [number, number] {
	const i = LS47_LETTERS.indexOf(letter);
	if (i < 0 || letter.length !== 1) throw new CipherInputError('ls47_char', { char: shown(letter), index }, field);
	return [Math.floor(i / 7), i % 7];
}

/** The board as 49 characters, row by row; rotations move one row right or one column down. */
function rotateRight(board: string[], row: number, n: number): void {
	const line = board.slice(row * 7, row * 7 + 7);
	for (let c = 0; c < 7; c++) board[row * 7 + ((c + n) % 7)] = line[c];
}
function rotateDown(board: string[], col: number, n: number): void {
	const column = Array.from({ length: 7 }, (_, r) => board[r * 7 + col]);
	for (let r = 0; r < 7; r++) board[((r + n) % 7) * 7 + col] = column[r];
}

/** The key board from a password: for its i-th character (tile x, y), row i mod 7 turns y right, then column i mod 7 turns x down. */
export function ls47Board(password: string): string[] {
	const board = Array.from(LS47_LETTERS);
	Array.from(password).forEach((c, i) => {
		const [row, col] = tileOf(c, 'key', i);
		rotateRight(board, i % 7, col);
		rotateDown(board, i % 7, row);
	});
	return board;
}

/** Encrypts or decrypts every character with the board, moving the board and the marker after each. */
function crypt(board: string[], text: string[], direction: Direction, field: string): string {
	let marker = [0, 0];
	let out = '';
	text.forEach((c, i) => {
		tileOf(c, field, i);
		const at = board.indexOf(c);
		const [mixRow, mixCol] = tileOf(board[marker[0] * 7 + marker[1]], field, i);
		const sign = direction === 'encode' ? 1 : -1;
		const row = (Math.floor(at / 7) + sign * mixRow + 7) % 7;
		const col = ((at % 7) + sign * mixCol + 7) % 7;
		const result = board[row * 7 + col];
		out += result;
		const [plain, cipher] = direction === 'encode' ? [c, result] : [result, c];
		rotateRight(board, Math.floor(board.indexOf(plain) / 7), 1);
		rotateDown(board, board.indexOf(cipher) % 7, 1);
		const [cRow, cCol] = tileOf(cipher, field, i);
		marker = [(marker[0] + cRow) % 7, (marker[1] + cCol) % 7];
	});
	return out;
}

/** `count` characters of the alphabet drawn uniformly with crypto.getRandomValues (rejection above 245 = 5·49). */
function randomPadding(count: number): string {
	let out = '';
	while (out.length < count) {
		for (const byte of crypto.getRandomValues(new Uint8Array(count))) if (byte < 245 && out.length < count) out += LS47_LETTERS[byte % 49];
	}
	return out;
}

export function ls47(text: string, password: string, direction: Direction, padding: number, signature: string): string {
	const board = ls47Board(password);
	if (direction === 'decode') return crypt(board, Array.from(text), 'decode', 'input').slice(padding);
	Array.from(signature).forEach((c, i) => tileOf(c, 'signature', i));
	const pad = randomPadding(padding);
	// The message's own characters are checked with their index in `input`, before the padding is added.
	Array.from(text).forEach((c, i) => tileOf(c, 'input', i));
	return crypt(board, Array.from(pad + text + '---' + signature), 'encode', 'input');
}
