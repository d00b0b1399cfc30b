// First: zod without eval in the browser before recipe.ts builds its schemas (zod-jitless.ts).
import './zod-jitless.js';
import { fromBase64Url, toBase64Url } from '../tools/share.js';
import { recipeSchema, type Recipe } from '../engine/recipe.js';

/**
 * A recipe in a link, `#recipe=<base64url of the JSON>`: the same JSON the API's /recipes/run
 * takes, in the fragment, so it never reaches the server (nor its logs) and the prerendered page
 * reads it offline.
 * @example recipeFragment({ steps: [{ op: '/hash', input: { input: 'abc' } }] }) // '#recipe=eyJzdGVwcyI6…'
 */
export function recipeFragment(recipe: Recipe): string {
	return `#recipe=${toBase64Url(JSON.stringify(recipe))}`;
}

/** The recipe a fragment holds: null when it holds none, 'invalid' when it cannot be read or is not a recipe. */
export function readRecipeFragment(hash: string): Recipe | null | 'invalid' {
	const encoded = new URLSearchParams(hash.replace(/^#/, '')).get('recipe');
	if (encoded === null) return null;
	try {
		const parsed = recipeSchema.safeParse(JSON.parse(fromBase64Url(encoded)));
		return parsed.success ? parsed.data : 'invalid';
	} catch {
		return 'invalid';
	}
}

/** A recipe kept on this device under a name. */
export interface SavedRecipe {
	name: string;
	recipe: Recipe;
	savedAt: number;
}

const KEY = 'utilkit:recipes';

/** The recipes saved on this device, newest first; [] when storage is off or holds nothing readable. */
export function loadSavedRecipes(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): SavedRecipe[] {
	try {
		const list: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
		if (!Array.isArray(list)) return [];
		return list.filter((item): item is SavedRecipe => typeof item?.name === 'string' && recipeSchema.safeParse(item.recipe).success);
	} catch {
		return [];
	}
}

/** Saves (or replaces, by name) a recipe; false when the browser refuses to store it. */
export function saveRecipe(name: string, recipe: Recipe, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage, now = Date.now()): boolean {
	const list = [{ name, recipe, savedAt: now }, ...loadSavedRecipes(storage).filter((item) => item.name !== name)];
	try {
		storage?.setItem(KEY, JSON.stringify(list));
		return !!storage;
	} catch {
		return false;
	}
}

/** Deletes the recipe saved under `name`. */
export function deleteRecipe(name: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): void {
	try {
		storage?.setItem(KEY, JSON.stringify(loadSavedRecipes(storage).filter((item) => item.name !== name)));
	} catch {
		/* storage off: nothing was saved */
	}
}
