import { json } from '@sveltejs/kit';
import { GROUPS } from '$lib/ops/define.js';
import { OPERATIONS } from '$lib/ops/registry.js';
import type { PaletteTool } from '$lib/components/palette-tools.js';

// The command palette's index: names, keywords and groups of every tool, a few KB. Prerendered
// like the pages, so the service worker precaches it and the palette works offline; fetched only
// when the palette first opens, so no page carries it in its first load.
export const prerender = true;

export const GET = () => {
	const tools: PaletteTool[] = OPERATIONS.map((op) => ({
		id: op.id,
		title: op.title,
		summary: op.summary,
		group: GROUPS[op.group],
		keywords: op.keywords,
		runs: op.runs
	})).sort((a, b) => a.title.localeCompare(b.title, 'en'));
	return json(tools);
};
