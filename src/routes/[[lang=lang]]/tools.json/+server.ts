import { json } from '@sveltejs/kit';
import { OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import { groupLabel, localizeMeta } from '$lib/i18n/ops/localize.js';
import { LOCALES, splitLocale } from '$lib/i18n/locales.js';
import { searchKeywords } from '$lib/tools/anchors/search-keywords.js';
import type { PaletteTool } from '$lib/components/palette-tools.js';
import type { EntryGenerator, RequestHandler } from './$types';

// The command palette's index: names, keywords (with the IT-Tools and CyberChef names of what
// each tool covers) and groups of every tool, a few KB, one per
// language (/tools.json, /pt-BR/tools.json, /es/tools.json). Prerendered like the pages, so the
// service worker precaches it and the palette works offline; fetched only when the palette
// first opens, so no page carries it in its first load.
export const prerender = true;

export const entries: EntryGenerator = () => LOCALES.map((locale) => (locale === 'en' ? {} : { lang: locale }));

export const GET: RequestHandler = ({ url }) => {
	const { locale } = splitLocale(url.pathname);
	const tools: PaletteTool[] = OPERATIONS.map((op) => {
		const meta = localizeMeta(operationMeta(op), locale);
		return { id: op.id, title: meta.title, summary: meta.summary, group: groupLabel(op.group, locale), keywords: searchKeywords(meta), runs: op.runs };
	}).sort((a, b) => a.title.localeCompare(b.title, locale));
	return json(tools);
};
