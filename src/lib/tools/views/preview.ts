/**
 * The head of an answer that is a file, as the page previews it (src/lib/run/README.md, "Large
 * inputs"): text when the bytes are UTF-8 text, else a hex dump. Only these few kilobytes ever
 * reach the DOM; the whole answer stays a Blob until downloaded.
 */
export type Preview = { kind: 'text'; text: string } | { kind: 'hex'; text: string };

/** Bytes that are not text: controls other than tab, line feed, form feed and carriage return. */
function isBinary(text: string): boolean {
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 127) return true;
	}
	return false;
}

/** A dump of 16 bytes a line: offset, hex, and the printable ASCII. */
export function hexDump(bytes: Uint8Array, max = 512): string {
	const lines: string[] = [];
	for (let offset = 0; offset < Math.min(bytes.length, max); offset += 16) {
		const row = bytes.subarray(offset, Math.min(offset + 16, bytes.length));
		const hex = Array.from(row, (b) => b.toString(16).padStart(2, '0')).join(' ');
		const ascii = Array.from(row, (b) => (b >= 32 && b < 127 ? String.fromCharCode(b) : '.')).join('');
		lines.push(`${offset.toString(16).padStart(8, '0')}  ${hex.padEnd(47)}  ${ascii}`);
	}
	return lines.join('\n');
}

/**
 * The preview of `head`, the first bytes of an answer. A multi-byte character cut at the end is
 * left out (streamed decoding holds it back), not taken for binary.
 */
export function previewOf(head: Uint8Array): Preview {
	try {
		const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
		if (!isBinary(text)) return { kind: 'text', text };
	} catch {
		// Not UTF-8: a dump.
	}
	return { kind: 'hex', text: hexDump(head) };
}
