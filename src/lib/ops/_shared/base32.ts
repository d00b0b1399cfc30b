/** RFC 4648 section 6 base32 (the alphabet TOTP secrets use). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LOOKUP = new Map([...ALPHABET].map((c, i) => [c, i]));

/** Encodes bytes as base32; `pad` adds the `=` padding RFC 4648 specifies. */
export function base32Encode(bytes: Uint8Array, pad = true): string {
	let out = '';
	let bits = 0;
	let value = 0;
	for (const byte of bytes) {
		value = (value << 8) | byte;
		bits += 8;
		while (bits >= 5) {
			out += ALPHABET[(value >>> (bits - 5)) & 31];
			bits -= 5;
		}
	}
	if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
	if (pad) while (out.length % 8) out += '=';
	return out;
}

/**
 * Decodes base32, tolerating what people paste from authenticator setups: lower case, spaces,
 * dashes and missing padding. Returns null for anything that is not base32.
 */
export function base32Decode(text: string): Uint8Array | null {
	const clean = text.replace(/[\s-]/g, '').toUpperCase().replace(/=+$/, '');
	// Valid unpadded lengths mod 8 are 0, 2, 4, 5 and 7 (RFC 4648 section 6).
	if (![0, 2, 4, 5, 7].includes(clean.length % 8)) return null;
	const out = new Uint8Array(Math.floor((clean.length * 5) / 8));
	let bits = 0;
	let value = 0;
	let index = 0;
	for (const char of clean) {
		const digit = LOOKUP.get(char);
		if (digit === undefined) return null;
		value = ((value << 5) | digit) & 0xffff;
		bits += 5;
		if (bits >= 8) {
			out[index++] = (value >>> (bits - 8)) & 0xff;
			bits -= 8;
		}
	}
	return out;
}
