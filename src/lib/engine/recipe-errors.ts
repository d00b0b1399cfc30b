/**
 * The recipe engine's own messages (recipe.ts): a request it refuses before anything runs, a
 * `from` pointer that finds nothing, and the frame around a failing step's own message. English
 * is the API's words (docs/api.md, "Recipes"); pt-BR and es are `errorWords` in recipe-i18n.ts,
 * which only the app's pages load (src/lib/i18n/README.md, "Operations' messages").
 */
import { catalog } from './words.js';

export const errors = catalog('recipe', {
	op_path: 'must be an operation path such as "/hash"',
	json_pointer: 'must be a JSON Pointer such as "/output" or "" (the whole answer)',
	first_step_from: 'the first step has no previous answer to take fields from',
	given_twice: ({ field }: { field: string }) => `"${field}" is given both in input and in from`,
	not_an_operation: ({ step, op }: { step: number; op: string }) => `step ${step}: ${op} is not an operation`,
	/** `pointer` as JSON (quoted); the message's field is `from.<field>`. */
	pointer_not_found: ({ pointer, step }: { pointer: string; step: number }) => `${pointer} is not in the answer of step ${step}`,
	/** `message` is the step's own message (its words, when it has them). */
	step_failed: ({ step, op, message }: { step: number; op: string; message: string }) => `step ${step} (${op}): ${message}`
});
