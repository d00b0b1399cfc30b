import { describe, expect, it } from 'vitest';
import { getOperation, OPERATIONS, operationMeta } from '../ops/registry.js';
import { fromRecipe, toRecipeStep } from './recipe-steps.js';
import type { RecipeOp } from './recipe-ops.js';

const ops: RecipeOp[] = OPERATIONS.map((op) => ({ meta: operationMeta(op), group: op.group, inputSchema: {}, outputSchema: {}, example: {} }));

describe('recipe steps', () => {
	it('write path parameters into the path, as the API names such steps', () => {
		const country = getOperation('country-info')!;
		expect(country.path).toBe('/country-info/{code}');
		expect(toRecipeStep(country, { code: 'BR' }, {})).toEqual({ op: '/country-info/BR', input: {} });
		expect(toRecipeStep({ path: '/hash' }, { algorithms: ['sha256'] }, { input: '/output' })).toEqual({ op: '/hash', input: { algorithms: ['sha256'] }, from: { input: '/output' } });
	});

	it('read a recipe back into operations and whole inputs', () => {
		const steps = fromRecipe({ steps: [{ op: '/country-info/BR' }, { op: '/hash', from: { input: '/name' } }] }, ops);
		expect(steps?.map((s) => [s.op.meta.id, s.input, s.from])).toEqual([
			['country-info', { code: 'BR' }, {}],
			['hash', {}, { input: '/name' }]
		]);
		expect(fromRecipe({ steps: [{ op: '/nope' }] }, ops)).toBeNull();
	});
});
