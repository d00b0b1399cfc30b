/**
 * CyberChef's XOR Brute Force (src/core/operations/XORBruteForce.mjs) with a one-byte key: the
 * sample (`sampleLength` bytes from `sampleOffset`) XORed with every key 01-ff (CyberChef skips
 * 00), kept when its text holds the crib (case-insensitive), each with a score so the likely key
 * comes first. CyberChef lists the candidates by key only; the score is this tool's addition.
 */
export interface XorCandidate {
	/** The key byte, two hex digits. */
	key: string;
	/** How English-like the candidate is, 0-1: lower-case letters and spaces count 1, capitals 0.5, over all bytes. */
	score: number;
	/** The candidate as text: UTF-8 when it is valid UTF-8, else one character a byte (as CyberChef). */
	text: string;
}

export interface BruteOptions {
	sampleLength: number;
	sampleOffset: number;
	crib: string;
	nullPreserving: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** CyberChef's Utils.byteArrayToUtf8: UTF-8, or each byte as the character of that code when that fails. */
export function bytesAsText(bytes: Uint8Array): string {
	try {
		return utf8.decode(bytes);
	} catch {
		let out = '';
		for (const b of bytes) out += String.fromCharCode(b);
		return out;
	}
}

/**
 * Lower-case ASCII letters and spaces count 1, capitals 0.5, anything else 0, over all bytes: plain
 * English scores near 1, and of two keys that differ by 0x20 (which swaps the case of letters) the
 * one giving lower case wins.
 */
export function englishScore(bytes: Uint8Array): number {
	if (bytes.length === 0) return 0;
	let points = 0;
	for (const b of bytes) {
		if (b === 0x20 || (b >= 0x61 && b <= 0x7a)) points += 2;
		else if (b >= 0x41 && b <= 0x5a) points += 1;
	}
	return points / 2 / bytes.length;
}

export function xorBruteForce(input: Uint8Array, o: BruteOptions): { candidates: XorCandidate[]; best: Uint8Array } {
	const sample = input.subarray(o.sampleOffset, o.sampleOffset + o.sampleLength);
	const crib = o.crib.toLowerCase();
	const found: (XorCandidate & { bytes: Uint8Array })[] = [];
	for (let key = 1; key < 256; key++) {
		// Null preserving (CyberChef's bitOp): a zero byte, or one equal to the key, is left as it is.
		const bytes = sample.map((b) => (o.nullPreserving && (b === 0 || b === key) ? b : b ^ key));
		const text = bytesAsText(bytes);
		if (crib && !text.toLowerCase().includes(crib)) continue;
		found.push({ key: key.toString(16).padStart(2, '0'), score: englishScore(bytes), text, bytes });
	}
	// Best first; equal scores keep the key order (Array.prototype.sort is stable).
	found.sort((a, b) => b.score - a.score);
	return { candidates: found.map(({ key, score, text }) => ({ key, score, text })), best: found[0]?.bytes ?? new Uint8Array() };
}
