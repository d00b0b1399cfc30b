/**
 * Byte-wise operations (CyberChef's XOR, AND, OR, NOT, ADD, SUB, bit shifts and rotations, Swap
 * endianness, Take bytes, Drop bytes) on plain Uint8Arrays: no zod, no I/O. Take/Drop nth bytes,
 * Parity Bit and XOR Brute Force live in their own modules (nth-bytes.ts, parity.ts, xor-brute.ts).
 */
import { nthBytes } from './nth-bytes.js';

export const ACTIONS = ['xor', 'and', 'or', 'not', 'add', 'sub', 'shift-left', 'shift-right', 'rotate-left', 'rotate-right', 'reverse', 'swap-endianness', 'take', 'drop', 'pad', 'take-nth', 'drop-nth', 'parity', 'xor-brute-force'] as const;
export type Action = (typeof ACTIONS)[number];

/** The actions that combine each byte with the key's byte at the same place (the key repeated). */
export const KEYED: readonly Action[] = ['xor', 'and', 'or', 'add', 'sub'];

export interface Options {
	key: Uint8Array;
	bits: number;
	wordSize: number;
	offset: number;
	length?: number;
	byte: number;
	side: 'left' | 'right';
	every?: number;
	eachLine?: boolean;
}

const COMBINE: Record<string, (a: number, b: number) => number> = {
	xor: (a, b) => a ^ b,
	and: (a, b) => a & b,
	or: (a, b) => a | b,
	add: (a, b) => (a + b) & 0xff,
	sub: (a, b) => (a - b) & 0xff
};

function map(input: Uint8Array, f: (byte: number, i: number) => number): Uint8Array {
	const out = new Uint8Array(input.length);
	for (let i = 0; i < input.length; i++) out[i] = f(input[i], i);
	return out;
}

/** Applies `action` to `input`; the options an action does not use are ignored. */
export function applyBytes(input: Uint8Array, action: Action, o: Options): Uint8Array {
	const combine = COMBINE[action];
	if (combine) return map(input, (b, i) => combine(b, o.key[i % o.key.length]));
	const bits = o.bits;
	switch (action) {
		case 'not':
			return map(input, (b) => ~b & 0xff);
		case 'shift-left':
			return map(input, (b) => (b << bits) & 0xff);
		case 'shift-right':
			return map(input, (b) => b >> bits);
		case 'rotate-left':
			return map(input, (b) => ((b << bits) | (b >> (8 - bits))) & 0xff);
		case 'rotate-right':
			return map(input, (b) => ((b >> bits) | (b << (8 - bits))) & 0xff);
		case 'reverse':
			return input.slice().reverse();
		case 'swap-endianness': {
			// An incomplete last word is padded with zero bytes first, as CyberChef does by default.
			const size = o.wordSize;
			const padded = new Uint8Array(Math.ceil(input.length / size) * size);
			padded.set(input);
			for (let at = 0; at < padded.length; at += size) padded.subarray(at, at + size).reverse();
			return padded;
		}
		case 'take':
			return input.slice(o.offset, o.length === undefined ? undefined : o.offset + o.length);
		case 'drop': {
			const end = o.length === undefined ? input.length : Math.min(input.length, o.offset + o.length);
			const out = new Uint8Array(input.length - Math.max(0, end - Math.min(o.offset, input.length)));
			out.set(input.subarray(0, Math.min(o.offset, input.length)));
			out.set(input.subarray(end), Math.min(o.offset, input.length));
			return out;
		}
		case 'pad': {
			const total = o.length ?? input.length;
			if (input.length >= total) return input.slice();
			const out = new Uint8Array(total).fill(o.byte);
			out.set(input, o.side === 'left' ? total - input.length : 0);
			return out;
		}
		case 'take-nth':
		case 'drop-nth':
			return nthBytes(input, action === 'take-nth' ? 'take' : 'drop', o.every ?? 4, o.offset, o.eachLine ?? false);
	}
	throw new Error(`unknown action ${action as string}`);
}
