/** The logic of encode: plain functions, no zod, no I/O. */
export function encodeLogic(text: string): string {
	return text;
}
