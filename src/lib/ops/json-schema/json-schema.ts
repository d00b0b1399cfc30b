/** The logic of json-schema-validate: plain functions, no zod, no I/O. */
export function jsonSchemaValidateLogic(text: string): string {
	return text;
}
