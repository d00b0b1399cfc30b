/**
 * The recipe engine's messages (recipe-errors.ts) in pt-BR and es, as a module's `errorWords`
 * (its i18n.ts): the pages load them the first time a recipe's refusal needs saying
 * (src/lib/i18n/ops/say.ts); the worker and the server never do. Values stay as given: the
 * operation's path, the field's name, the pointer as JSON.
 */
import type { ErrorWords } from './words.js';
import type { errors } from './recipe-errors.js';

export const errorWords = {
	'pt-BR': {
		op_path: 'deve ser o caminho de uma operação, como "/hash"',
		json_pointer: 'deve ser um JSON Pointer, como "/output" ou "" (a resposta inteira)',
		first_step_from: 'o primeiro passo não tem resposta anterior de onde tomar campos',
		given_twice: ({ field }) => `"${field}" está tanto em input quanto em from`,
		not_an_operation: ({ step, op }) => `passo ${step}: ${op} não é uma operação`,
		pointer_not_found: ({ pointer, step }) => `${pointer} não está na resposta do passo ${step}`,
		step_failed: ({ step, op, message }) => `passo ${step} (${op}): ${message}`
	},
	es: {
		op_path: 'debe ser la ruta de una operación, como "/hash"',
		json_pointer: 'debe ser un JSON Pointer, como "/output" o "" (la respuesta entera)',
		first_step_from: 'el primer paso no tiene una respuesta anterior de la que tomar campos',
		given_twice: ({ field }) => `"${field}" está a la vez en input y en from`,
		not_an_operation: ({ step, op }) => `paso ${step}: ${op} no es una operación`,
		pointer_not_found: ({ pointer, step }) => `${pointer} no está en la respuesta del paso ${step}`,
		step_failed: ({ step, op, message }) => `paso ${step} (${op}): ${message}`
	}
} satisfies ErrorWords<typeof errors>;
