import { createRouter } from '../engine/router.js';
import type { OperationMeta } from '../engine/define.js';
import type { Recipe, RecipeStep } from '../engine/recipe.js';
import type { RecipeOp } from './recipe-ops.js';

/**
 * Between the recipe page's steps (an operation and its input) and the API's recipe JSON: an
 * operation with path parameters (`/country-info/{code}`) is named in a recipe by its concrete
 * path (`/country-info/BR`), as the API's recipes and batches name it.
 */

/** The recipe step for an operation and its input: path parameters go into the path. */
export function toRecipeStep(meta: Pick<OperationMeta, 'path'>, input: Record<string, unknown>, from: Record<string, string>): RecipeStep {
	const rest = { ...input };
	const op = meta.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
		if (!(name in rest)) return whole;
		const value = rest[name];
		delete rest[name];
		return encodeURIComponent(String(value));
	});
	const step: RecipeStep = { op, input: rest };
	if (Object.keys(from).length) step.from = { ...from };
	return step;
}

/** Finds a recipe step's operation among the page's; its path parameters come back as input. */
export function opFinder(ops: RecipeOp[]) {
	const router = createRouter(ops.map((op) => ({ ...op.meta, recipeOp: op })));
	return (path: string): { op: RecipeOp; params: Readonly<Record<string, string>> } | null => {
		const found = router.find(path);
		return found ? { op: found.op.recipeOp, params: found.params } : null;
	};
}

/** A recipe's steps as the page edits them: each step's operation, whole input and links. */
export function fromRecipe(recipe: Recipe, ops: RecipeOp[]): { op: RecipeOp; input: Record<string, unknown>; from: Record<string, string> }[] | null {
	const find = opFinder(ops);
	const steps = [];
	for (const step of recipe.steps) {
		const found = find(step.op);
		if (!found) return null;
		steps.push({ op: found.op, input: { ...found.params, ...step.input }, from: { ...step.from } });
	}
	return steps;
}
