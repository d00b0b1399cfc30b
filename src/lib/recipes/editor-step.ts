import type { Field, FormValues } from '../tools/schema-form.js';
import type { RecipeOp } from './recipe-ops.js';

/** One step as the recipe editor holds it: its operation, its form and its links. */
export interface EditorStep {
	uid: number;
	op: RecipeOp;
	fields: Field[];
	values: FormValues;
	/** Input fields taken from the previous step's answer: field name → JSON Pointer. */
	from: Record<string, string>;
	/** The step's "take a field from the previous step" form. */
	choice: { field: string; pointer: string };
}

/** The fields a step's form shows: those not taken from the previous answer. */
export const shownFields = (step: EditorStep) => step.fields.filter((f) => !(f.name in step.from));

/** Whether `value` has the field JSON Pointer `pointer` names (each token unescaped: `~1` is `/`, `~0` is `~`). */
export function hasPointer(value: unknown, pointer: string): boolean {
	let node = value;
	for (const raw of pointer.split('/').slice(1)) {
		const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
		if (node === null || typeof node !== 'object' || !(key in (node as object))) return false;
		node = (node as Record<string, unknown>)[key];
	}
	return true;
}
