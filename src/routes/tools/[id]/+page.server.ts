import { error } from '@sveltejs/kit';
import { GROUPS } from '$lib/ops/define.js';
import { getOperation, OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import { inputJsonSchema } from '$lib/server/api/openapi.js';
import type { JsonSchema } from '$lib/tools/schema-form.js';
import type { EntryGenerator, PageServerLoad } from './$types';

/** One prerendered page per operation. */
export const entries: EntryGenerator = () => OPERATIONS.map((op) => ({ id: op.id }));

/** Plain data only: the page's bundle never imports zod, the registry or the operation. */
export const load: PageServerLoad = ({ params }) => {
	const op = getOperation(params.id);
	if (!op) error(404, 'No such tool');
	return {
		meta: operationMeta(op),
		groupLabel: GROUPS[op.group],
		inputSchema: inputJsonSchema(op) as JsonSchema,
		examples: op.examples
	};
};
