import type { OperationMeta } from '../engine/define.js';
import type { JsonSchema } from '../tools/schema-form.js';

/** One operation as the recipe page knows it (served prerendered at /recipes.json, per language). */
export interface RecipeOp {
	meta: OperationMeta;
	group: string;
	inputSchema: JsonSchema;
	outputSchema: Record<string, unknown>;
	/** The operation's first example: what a new step starts with (less the fields it takes from the step before). */
	example: Record<string, unknown>;
}

const cached = new Map<string, Promise<RecipeOp[]>>();

/** The operations in a language (`/recipes.json`, `/pt-BR/recipes.json`…), fetched once per page load; the service worker answers offline. */
export function loadRecipeOps(url: string): Promise<RecipeOp[]> {
	let ops = cached.get(url);
	if (!ops) {
		ops = fetch(url).then((res) => {
			if (!res.ok) throw new Error(`${url} answered ${res.status}`);
			return res.json() as Promise<RecipeOp[]>;
		});
		ops.catch(() => cached.delete(url));
		cached.set(url, ops);
	}
	return ops;
}
