/** The logic of number-base: plain functions, no zod, no I/O. */
export function numberBaseLogic(text: string): string {
	return text;
}
