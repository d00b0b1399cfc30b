/**
 * LS47 (Mirek Kratochvil's hand cipher, github.com/exaexa/ls47; CyberChef's "LS47 Encrypt/Decrypt"):
 * ElsieFour on a 7×7 board of 49 characters. The key board comes from a password; encryption puts
 * `padding` random characters first and `---` plus a signature last, as ls47.py's encrypt_pad does.
 * Tiles are handled as their numbers 0-48 (their place in the alphabet), the board as 49 of them,
 * with where each tile lies kept beside it, so that a step costs no search.
 */
import { fromUnits, type Direction } from './classical.js';
import { CipherInputError, shown } from './input-error.js';
import { MAX_SHORT } from './limits.js';

export const LS47_LETTERS = "_abcdefghijklmnopqrstuvwxyz.0123456789,-+*/:?!'()";
/** Tile number of each ASCII code, -1 for the characters LS47 has not. */
const TILE = new Int8Array(128).fill(-1);
for (let i = 0; i < 49; i++) TILE[LS47_LETTERS.charCodeAt(i)] = i;

/** The tile numbers of `text`, or the error naming the first character outside the alphabet. */
function tilesOf(text: string, field: string): Uint8Array {
	const tiles = new Uint8Array(text.length);
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		const tile = code < 128 ? TILE[code] : -1;
		if (tile < 0) throw new CipherInputError('ls47_char', { char: shown(String.fromCodePoint(text.codePointAt(i)!)), index: i }, field);
		tiles[i] = tile;
	}
	return tiles;
}

class Board {
	/** The tile at each place (row·7 + column), and the place of each tile. */
	readonly at = Uint8Array.from({ length: 49 }, (_, i) => i);
	readonly place = Uint8Array.from({ length: 49 }, (_, i) => i);

	private put(pos: number, tile: number): void {
		this.at[pos] = tile;
		this.place[tile] = pos;
	}
	private readonly line = new Uint8Array(7);
	/** Row `row` turned `n` places right. */
	rotateRight(row: number, n: number): void {
		for (let c = 0; c < 7; c++) this.line[c] = this.at[row * 7 + c];
		for (let c = 0; c < 7; c++) this.put(row * 7 + ((c + n) % 7), this.line[c]);
	}
	/** Column `col` turned `n` places down. */
	rotateDown(col: number, n: number): void {
		for (let r = 0; r < 7; r++) this.line[r] = this.at[r * 7 + col];
		for (let r = 0; r < 7; r++) this.put(((r + n) % 7) * 7 + col, this.line[r]);
	}
}

/** The key board from a password: for its i-th character (tile row y, column x), row i mod 7 turns x right, then column i mod 7 turns y down. */
function boardOf(password: string): Board {
	if (password.length > MAX_SHORT) throw new CipherInputError('ls47_password_length', { max: MAX_SHORT, length: password.length }, 'key');
	const board = new Board();
	tilesOf(password, 'key').forEach((tile, i) => {
		board.rotateRight(i % 7, tile % 7);
		board.rotateDown(i % 7, Math.floor(tile / 7));
	});
	return board;
}

/** Encrypts or decrypts tile by tile, moving the board and the marker after each. */
function crypt(board: Board, tiles: Uint8Array, direction: Direction): string {
	const sign = direction === 'encode' ? 1 : 6; // +1 or −1 modulo 7
	let markRow = 0;
	let markCol = 0;
	const out = new Uint16Array(tiles.length);
	tiles.forEach((tile, i) => {
		const pos = board.place[tile];
		const mix = board.at[markRow * 7 + markCol];
		const row = (Math.floor(pos / 7) + sign * Math.floor(mix / 7)) % 7;
		const col = ((pos % 7) + sign * (mix % 7)) % 7;
		const result = board.at[row * 7 + col];
		out[i] = LS47_LETTERS.charCodeAt(result);
		const plain = direction === 'encode' ? tile : result;
		const cipher = direction === 'encode' ? result : tile;
		board.rotateRight(Math.floor(board.place[plain] / 7), 1);
		board.rotateDown(board.place[cipher] % 7, 1);
		markRow = (markRow + Math.floor(cipher / 7)) % 7;
		markCol = (markCol + (cipher % 7)) % 7;
	});
	return fromUnits(out);
}

/** `count` characters of the alphabet drawn uniformly with crypto.getRandomValues (bytes of 245 and over, 5·49, are drawn again). */
function randomPadding(count: number): string {
	let out = '';
	while (out.length < count) {
		for (const byte of crypto.getRandomValues(new Uint8Array(count))) if (byte < 245 && out.length < count) out += LS47_LETTERS[byte % 49];
	}
	return out;
}

export function ls47(text: string, password: string, direction: Direction, padding: number, signature: string): string {
	const board = boardOf(password);
	if (direction === 'decode') return crypt(board, tilesOf(text, 'input'), 'decode').slice(padding);
	tilesOf(signature, 'signature');
	tilesOf(text, 'input');
	return crypt(board, tilesOf(randomPadding(padding) + text + '---' + signature, 'input'), 'encode');
}
