/** A token of the text that is not a number, and where it stands. */
export class NotANumber extends Error {
	constructor(
		readonly token: string,
		readonly item: number
	) {
		super(`"${token}" (item ${item}) is not a number`);
	}
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const PREFIXED = /^([+-]?)0(?:x([0-9a-f]+)|b([01]+)|o([0-7]+))$/i;

/**
 * The numbers of a text: separated by spaces, commas, semicolons or lines (a pasted JSON array's
 * brackets are ignored); decimal (`-1.5`, `.5`, `2e3`) or integers written `0x0a`, `0b101`,
 * `0o17`, as CyberChef's arithmetic reads them. The first token that is none of these is an error.
 * `written`, when given, receives each number as a decimal text for exact arithmetic (as written, or
 * a prefixed integer in decimal digits).
 */
export function parseNumbers(text: string, limit: number, written?: string[]): number[] {
	const body = text.trim().replace(/^\[/, '').replace(/\]$/, '');
	const out: number[] = [];
	for (const token of body.split(/[\s,;]+/)) {
		if (token === '') continue;
		if (out.length === limit) throw new RangeError('too many');
		let value: number;
		if (DECIMAL.test(token)) {
			value = Number(token);
			written?.push(token);
		} else {
			const prefixed = PREFIXED.exec(token);
			if (!prefixed) throw new NotANumber(token, out.length + 1);
			const [, sign, hex, binary, octal] = prefixed;
			value = Number.parseInt(hex ?? binary ?? octal, hex ? 16 : binary ? 2 : 8);
			if (sign === '-') value = -value;
			// The integer exactly, for the exact arithmetic (a double keeps only 53 bits of it).
			written?.push(`${sign === '-' ? '-' : ''}${BigInt(`0${hex ? 'x' : binary ? 'b' : 'o'}${hex ?? binary ?? octal}`)}`);
		}
		if (!Number.isFinite(value)) throw new NotANumber(token, out.length + 1);
		out.push(value);
	}
	return out;
}
