/**
 * CyberChef's Take nth bytes and Drop nth bytes (src/core/operations/TakeNthBytes.mjs,
 * DropNthBytes.mjs): every `every`-th byte from `start`, counted again after each line feed when
 * `eachLine` is set (the line feeds themselves are always kept, as CyberChef keeps them).
 */
export function nthBytes(input: Uint8Array, keep: 'take' | 'drop', every: number, start: number, eachLine: boolean): Uint8Array {
	const out = new Uint8Array(input.length);
	let length = 0;
	let lineStart = 0;
	for (let i = 0; i < input.length; i++) {
		if (eachLine && input[i] === 0x0a) {
			out[length++] = 0x0a;
			lineStart = i + 1;
			continue;
		}
		const at = i - lineStart;
		const chosen = at >= start && (at - start) % every === 0;
		if (chosen === (keep === 'take')) out[length++] = input[i];
	}
	return out.slice(0, length);
}
