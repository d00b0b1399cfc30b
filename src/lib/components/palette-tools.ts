import { indexEntries, rankEntries, type SearchEntry } from '$lib/tools/search.js';
import { LOCALE_NAMES, LOCALES, type Locale } from '$lib/i18n/locales.js';
import type { Messages } from '$lib/i18n/messages/en/index.js';

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

/** What an action does when chosen; the palette carries it out (CommandPalette.svelte). */
export type ActionEffect =
	| { kind: 'theme'; theme: 'light' | 'dark' | 'system' }
	| { kind: 'locale'; locale: Locale }
	| { kind: 'go'; path: '/docs' | '/dashboard' | '/recipes' }
	| { kind: 'sign-in' }
	| { kind: 'sign-out' };

/** An action of the palette, searched like a tool (its title and keywords are in the page's language). */
export interface PaletteAction extends SearchEntry {
	effect: ActionEffect;
	/** The theme or language in use now (shown, still choosable for the theme). */
	current?: boolean;
}

/** The palette's words for its actions (`i18n.m.palette`). */
export type PaletteWords = Messages['palette'];

/** What the actions depend on now. */
export interface ActionContext {
	locale: Locale;
	theme: 'light' | 'dark' | 'system';
	signedIn: boolean;
	/** The browser is online: signing in or out asks the server, so offline neither is offered. */
	online: boolean;
}

const keywords = (list: string) => list.split(',').map((k) => k.trim()).filter(Boolean);

/**
 * The palette's actions in the page's language: the three themes, the other languages (each
 * named in its own language), the recipe page, the API docs, the dashboard, and sign in or sign out, whichever
 * applies now (online only: both need the server).
 */
export function paletteActions(m: PaletteWords, ctx: ActionContext): PaletteAction[] {
	const a = m.actions;
	const group = m.groups.actions;
	const themes = (['light', 'dark', 'system'] as const).map(
		(theme): PaletteAction => ({ id: `theme-${theme}`, title: a.theme[theme], group, keywords: keywords(a.themeKeywords), effect: { kind: 'theme', theme }, current: ctx.theme === theme })
	);
	const languages = LOCALES.filter((locale) => locale !== ctx.locale).map(
		(locale): PaletteAction => ({ id: `locale-${locale}`, title: a.language(LOCALE_NAMES[locale]), group, keywords: [...keywords(a.languageKeywords), locale], effect: { kind: 'locale', locale } })
	);
	const account: PaletteAction[] = !ctx.online
		? []
		: ctx.signedIn
			? [{ id: 'sign-out', title: a.signOut, group, keywords: keywords(a.signOutKeywords), effect: { kind: 'sign-out' } }]
			: [{ id: 'sign-in', title: a.signIn, group, keywords: keywords(a.signInKeywords), effect: { kind: 'sign-in' } }];
	return [
		...themes,
		...languages,
		{ id: 'recipes', title: a.recipes, group, keywords: keywords(a.recipesKeywords), effect: { kind: 'go', path: '/recipes' } },
		{ id: 'docs', title: a.docs, group, keywords: keywords(a.docsKeywords), effect: { kind: 'go', path: '/docs' } },
		{ id: 'dashboard', title: a.dashboard, group, keywords: keywords(a.dashboardKeywords), effect: { kind: 'go', path: '/dashboard' } },
		...account
	];
}

/** One row of the palette's list. */
export type PaletteItem<T extends SearchEntry = PaletteTool> =
	| { kind: 'action'; key: string; action: PaletteAction }
	| { kind: 'tool'; key: string; tool: T; recent: boolean };

export interface PaletteSection<T extends SearchEntry = PaletteTool> {
	id: 'actions' | 'recent' | 'tools';
	items: PaletteItem<T>[];
}

/**
 * The palette's list, in groups and in this order: Actions, Recent (the tools last opened on this
 * device, newest first), Tools (favourites first when nothing is typed). With a query, each group
 * keeps only what matches, best first; a tool in Recent is not repeated under Tools. Empty groups
 * are left out. Keyboard navigation runs through the groups as one list (`flattenSections`).
 *
 * @example paletteSections('dark', { actions, tools, favourites: [], recents: ['hash'] })
 */
export function paletteSections<T extends SearchEntry>(
	query: string,
	lists: { actions: readonly PaletteAction[]; tools: readonly T[]; favourites: readonly string[]; recents: readonly string[]; maxRecent?: number }
): PaletteSection<T>[] {
	const typed = query.trim() !== '';
	const byId = new Map(lists.tools.map((t) => [t.id, t]));
	const recentTools = lists.recents.flatMap((id) => byId.get(id) ?? []).slice(0, lists.maxRecent ?? 5);
	const recentIds = new Set(recentTools.map((t) => t.id));
	const actions = typed ? rankEntries(indexEntries(lists.actions), query, { fuzzy: false }) : [...lists.actions];
	const recent = typed ? rankEntries(indexEntries(recentTools), query) : recentTools;
	const others = lists.tools.filter((t) => !recentIds.has(t.id));
	const tools = typed ? rankEntries(indexEntries(others), query) : orderForEmptyQuery(others, lists.favourites, []);
	const sections: PaletteSection<T>[] = [
		{ id: 'actions', items: actions.map((action) => ({ kind: 'action', key: `action-${action.id}`, action })) },
		{ id: 'recent', items: recent.map((tool) => ({ kind: 'tool', key: `recent-${tool.id}`, tool, recent: true })) },
		{ id: 'tools', items: tools.map((tool) => ({ kind: 'tool', key: tool.id, tool, recent: false })) }
	];
	return sections.filter((s) => s.items.length > 0);
}

/** The sections' items as the one list the arrow keys move through. */
export function flattenSections<T extends SearchEntry>(sections: readonly PaletteSection<T>[]): PaletteItem<T>[] {
	return sections.flatMap((s) => s.items);
}
