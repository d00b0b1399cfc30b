/** The logic of data-convert: plain functions, no zod, no I/O. */
export function dataConvertLogic(text: string): string {
	return text;
}
