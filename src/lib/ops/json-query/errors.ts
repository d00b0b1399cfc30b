import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `reason` is the query engine's own (English) text: json-p3's, jmespath.js's, jq's or JSONata's.
 */
export const errors = catalog('json-query', {
	not_json: ({ line, column, reason }: { line: number; column: number; reason: string }) => `line ${line}, column ${column}: ${reason}`,
	bad_query: ({ language, reason }: { language: string; reason: string }) => `does not parse as ${language}: ${reason}`,
	failed: ({ language, reason }: { language: string; reason: string }) => `${language} stopped with an error: ${reason}`,
	pointer_syntax: 'a JSON Pointer is empty or starts with /',
	no_such_node: ({ pointer }: { pointer: string }) => `${pointer} points to nothing in the input (no such member, or an index past the end)`,
	too_long: ({ max }: { max: number }) => `the results would be over ${max.toLocaleString('en-US')} characters of JSON; narrow the query`,
	out_of_memory: ({ mb }: { mb: number }) => `jq ran out of memory (${mb} MB); narrow the query or send less JSON`
});
