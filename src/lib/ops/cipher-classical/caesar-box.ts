/**
 * Caesar box (CyberChef's "Caesar Box Cipher"): the text without its spaces written in rows of `height`
 * characters and read column by column, i.e. every `height`-th character from each start in turn.
 * Decoding puts each character back where encoding took it from.
 */
import type { Direction } from './classical.js';

export function caesarBox(text: string, height: number, direction: Direction): string {
	const chars = Array.from(text).filter((c) => c !== ' ');
	const order: number[] = [];
	for (let start = 0; start < height && start < chars.length; start++) for (let pos = start; pos < chars.length; pos += height) order.push(pos);
	if (direction === 'encode') return order.map((pos) => chars[pos]).join('');
	const out = new Array<string>(chars.length);
	order.forEach((pos, i) => (out[pos] = chars[i]));
	return out.join('');
}
