/**
 * The error a cipher module throws for an input it cannot take; the operation turns it into a 422
 * naming `field`, worded by the message `id` of errors.ts. Kept apart from zod and the catalog so the
 * cipher modules stay plain functions on strings.
 */
export class CipherInputError extends Error {
	constructor(
		readonly id: string,
		readonly values: Record<string, string | number>,
		readonly field = 'input'
	) {
		super(id);
	}
}

/** How a character is named in a message: itself, or its code (U+000A) when it would not show. */
export function shown(char: string): string {
	const code = char.codePointAt(0) ?? 0;
	return code < 0x20 || code === 0x7f ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : char;
}
