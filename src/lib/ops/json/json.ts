/** The logic of json-format: plain functions, no zod, no I/O. */
export function jsonFormatLogic(text: string): string {
	return text;
}
