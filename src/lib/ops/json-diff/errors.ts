import { catalog } from '../../engine/words.js';

const count = (n: number) => n.toLocaleString('en-US');

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); the JSON reader's reasons are in _shared. */
export const errors = catalog('json-diff', {
	not_json: ({ line, column, reason }: { line: number; column: number; reason: string }) => `is not JSON: line ${line}, column ${column}: ${reason}`,
	too_many_changes: ({ max }: { max: number }) => `the documents differ in more than ${count(max)} places; compare smaller parts of them`,
	paths_too_long: ({ max }: { max: number }) => `the changes' paths would be over ${count(max)} characters together; compare smaller parts of the documents`
});
