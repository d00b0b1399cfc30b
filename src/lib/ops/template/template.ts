/** The logic of template: plain functions, no zod, no I/O. */
export function templateLogic(text: string): string {
	return text;
}
