/** The logic of unicode: plain functions, no zod, no I/O. */
export function unicodeLogic(text: string): string {
	return text;
}
