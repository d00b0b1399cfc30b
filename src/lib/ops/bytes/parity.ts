/**
 * CyberChef's Parity Bit (src/core/operations/ParityBit.mjs, src/core/lib/ParityBit.mjs): the
 * input is a text of binary digits; encode adds one bit that makes the count of 1s even (or odd)
 * at the start or the end, decode removes that place's character. With a delimiter, each block
 * between delimiters is done on its own and the delimiters are kept.
 */
export interface ParityOptions {
	parity: 'even' | 'odd';
	position: 'start' | 'end';
	direction: 'encode' | 'decode';
	delimiter: string;
}

/** The first character that is not a binary digit, a space or the (one-character) delimiter. */
export class ParityCharacterError extends Error {
	constructor(readonly character: string) {
		super(`unexpected character "${character}"`);
	}
}

function encodeBlock(block: string, o: ParityOptions): string {
	let ones = 0;
	for (const c of block) {
		if (c === '1') ones++;
		// CyberChef compares each character with the whole delimiter, so only a one-character one is allowed here.
		else if (c !== '0' && c !== ' ' && c !== o.delimiter) throw new ParityCharacterError(c);
	}
	const bit = ones % 2 === (o.parity === 'even' ? 0 : 1) ? '0' : '1';
	return o.position === 'end' ? block + bit : bit + block;
}

function decodeBlock(block: string, o: ParityOptions): string {
	return o.position === 'end' ? block.slice(0, -1) : block.slice(1);
}

export function parityBits(text: string, o: ParityOptions): string {
	if (text.length === 0) return text;
	const method = o.direction === 'encode' ? encodeBlock : decodeBlock;
	if (o.delimiter.length === 0) return method(text, o);
	return text
		.split(o.delimiter)
		.map((block) => method(block, o))
		.join(o.delimiter);
}
