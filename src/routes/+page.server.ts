import { GROUPS, type OperationGroup, type OperationMeta } from '$lib/ops/define.js';
import { OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import type { PageServerLoad } from './$types';

export interface ToolGroup {
	id: OperationGroup;
	label: string;
	operations: OperationMeta[];
}

/** The tools by group, in the contract's group order, each group sorted by title. */
export const load: PageServerLoad = () => {
	const groups: ToolGroup[] = (Object.keys(GROUPS) as OperationGroup[])
		.map((id) => ({
			id,
			label: GROUPS[id],
			operations: OPERATIONS.filter((op) => op.group === id)
				.map(operationMeta)
				.sort((a, b) => a.title.localeCompare(b.title, 'en'))
		}))
		.filter((g) => g.operations.length > 0);
	return { groups };
};
