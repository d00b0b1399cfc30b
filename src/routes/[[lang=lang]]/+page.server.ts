import { GROUPS, type OperationGroup, type OperationMeta } from '$lib/engine/define.js';
import { OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import { groupLabel, localizeMeta } from '$lib/i18n/ops/localize.js';
import { searchKeywords } from '$lib/tools/anchors/search-keywords.js';
import { splitLocale } from '$lib/i18n/locales.js';
import type { PageServerLoad } from './$types';

export interface ToolGroup {
	id: OperationGroup;
	label: string;
	operations: OperationMeta[];
}

/** The tools by group, in the contract's group order, each group sorted by title in the page's language. */
export const load: PageServerLoad = ({ url }) => {
	const { locale } = splitLocale(url.pathname);
	const groups: ToolGroup[] = (Object.keys(GROUPS) as OperationGroup[])
		.map((id) => ({
			id,
			label: groupLabel(id, locale),
			operations: OPERATIONS.filter((op) => op.group === id)
				.map((op) => localizeMeta(operationMeta(op), locale))
				// The search finds a tool by the IT-Tools and CyberChef names of what it covers too.
				.map((meta) => ({ ...meta, keywords: searchKeywords(meta) }))
				.sort((a, b) => a.title.localeCompare(b.title, locale))
		}))
		.filter((g) => g.operations.length > 0);
	return { groups };
};
