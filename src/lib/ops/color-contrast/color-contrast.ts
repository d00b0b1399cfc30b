/** The logic of color-contrast: plain functions, no zod, no I/O. */
export function colorContrastLogic(text: string): string {
	return text;
}
