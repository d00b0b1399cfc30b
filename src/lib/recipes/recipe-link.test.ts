import { describe, expect, it } from 'vitest';
import { deleteRecipe, loadSavedRecipes, readRecipeFragment, recipeFragment, saveRecipe } from './recipe-link.js';

const recipe = { steps: [{ op: '/encode', input: { input: 'héllo', scheme: 'base64', direction: 'encode' } }, { op: '/hash', input: { algorithms: ['sha256'] }, from: { input: '/output' } }] };

class MemoryStorage {
	items = new Map<string, string>();
	getItem = (key: string) => this.items.get(key) ?? null;
	setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('recipe links', () => {
	it('carry the recipe as base64url JSON (RFC 4648 §5) in the fragment, and read it back', () => {
		const fragment = recipeFragment(recipe);
		const encoded = fragment.slice('#recipe='.length);
		// Independent decoding: Node's own base64url.
		expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(recipe);
		expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
		expect(readRecipeFragment(fragment)).toEqual(recipe);
	});

	it('say none or invalid for fragments that hold no recipe', () => {
		expect(readRecipeFragment('#in=abc')).toBeNull();
		expect(readRecipeFragment('#recipe=%%%')).toBe('invalid');
		expect(readRecipeFragment(`#recipe=${Buffer.from('{"steps":[]}').toString('base64url')}`)).toBe('invalid');
	});
});

describe('saved recipes', () => {
	it('are saved by name, newest first, replaced by name and deleted', () => {
		const storage = new MemoryStorage();
		expect(saveRecipe('a', recipe, storage, 1)).toBe(true);
		expect(saveRecipe('b', recipe, storage, 2)).toBe(true);
		expect(saveRecipe('a', recipe, storage, 3)).toBe(true);
		expect(loadSavedRecipes(storage).map((r) => [r.name, r.savedAt])).toEqual([
			['a', 3],
			['b', 2]
		]);
		deleteRecipe('a', storage);
		expect(loadSavedRecipes(storage).map((r) => r.name)).toEqual(['b']);
	});

	it('read as empty when storage holds something else', () => {
		const storage = new MemoryStorage();
		storage.setItem('utilkit:recipes', 'not json');
		expect(loadSavedRecipes(storage)).toEqual([]);
	});
});
