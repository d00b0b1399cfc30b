import type { SearchEntry } from '$lib/tools/search.js';

/** One tool as the command palette knows it (served prerendered at /tools.json). */
export interface PaletteTool extends SearchEntry {
	summary: string;
	runs: 'anywhere' | 'server';
}

const cached = new Map<string, Promise<PaletteTool[]>>();

/**
 * The tool index in a language (`/tools.json`, `/pt-BR/tools.json`…), fetched once per page
 * load and language (the service worker answers it offline).
 */
export function loadPaletteTools(url: string): Promise<PaletteTool[]> {
	let tools = cached.get(url);
	if (!tools) {
		tools = fetch(url).then((res) => {
			if (!res.ok) throw new Error(`${url} answered ${res.status}`);
			return res.json() as Promise<PaletteTool[]>;
		});
		tools.catch(() => cached.delete(url));
		cached.set(url, tools);
	}
	return tools;
}

/** Favourites first (in their order), then recent tools, then the rest as given. */
export function orderForEmptyQuery<T extends { id: string }>(tools: readonly T[], favourites: readonly string[], recents: readonly string[]): T[] {
	const rank = (id: string) => {
		const f = favourites.indexOf(id);
		if (f >= 0) return f;
		const r = recents.indexOf(id);
		return r >= 0 ? 1000 + r : 2000;
	};
	return tools
		.map((tool, i) => ({ tool, i, r: rank(tool.id) }))
		.sort((a, b) => a.r - b.r || a.i - b.i)
		.map((x) => x.tool);
}
