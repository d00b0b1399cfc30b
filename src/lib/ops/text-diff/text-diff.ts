/** The logic of text-diff: plain functions, no zod, no I/O. */
export function textDiffLogic(text: string): string {
	return text;
}
