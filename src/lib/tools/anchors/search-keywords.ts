import type { OperationMeta } from '$lib/engine/define.js';
import { anchorNamesOf } from './anchors.js';

/**
 * What the palette and the home page search for a tool: its keywords in the page's language
 * (with the English ones, localizeMeta) and the names of the IT-Tools and CyberChef tools it
 * covers, which are the same in every language.
 */
export function searchKeywords(meta: OperationMeta): string[] {
	return [...new Set([...meta.keywords, ...anchorNamesOf(meta.id)])];
}
