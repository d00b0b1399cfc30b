/** The logic of units: plain functions, no zod, no I/O. */
export function unitsLogic(text: string): string {
	return text;
}
