import { getOperation, operationMeta } from '$lib/ops/registry.js';
import { localizeMeta } from '$lib/i18n/ops/localize.js';
import type { Locale } from '$lib/i18n/locales.js';
import { anchorName, CYBERCHEF, isCovered, IT_TOOLS, type AnchorStatus, type AnchorTool } from '$lib/tools/anchors/anchors.js';
import { shareFragment } from '$lib/tools/share.js';

/** One anchor tool as the page lists it. */
export interface ComingFromRow {
	name: string;
	status: AnchorStatus;
	/** The Utilkit tool's title in the page's language, and its link with the settings filled in. */
	tool?: { title: string; href: string };
	/** The settings, as the API takes them: `algorithm: gzip`. */
	settings: string[];
}

export interface ComingFromAnchor {
	id: 'it-tools' | 'cyberchef';
	label: string;
	total: number;
	covered: number;
	/** CyberChef's categories (its first, where it lists several); IT-Tools: one group without a name. */
	groups: { name: string; rows: ComingFromRow[] }[];
}

function settingValue(value: unknown): string {
	return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value);
}

function row(anchor: AnchorTool, locale: Locale, href: (path: string) => string): ComingFromRow {
	const base = { name: anchorName(anchor), status: anchor.status, settings: Object.entries(anchor.with ?? {}).map(([k, v]) => `${k}: ${settingValue(v)}`) };
	const op = isCovered(anchor) ? getOperation(anchor.op) : undefined;
	if (!op) return base;
	// The tool page reads its input from a share link's fragment (share.ts): the settings, no data.
	const fragment = anchor.with ? shareFragment([], anchor.with, true).fragment : '';
	return { ...base, tool: { title: localizeMeta(operationMeta(op), locale).title, href: href(`/tools/${op.id}`) + fragment } };
}

function grouped(rows: readonly AnchorTool[], locale: Locale, href: (path: string) => string) {
	const groups = new Map<string, ComingFromRow[]>();
	for (const anchor of rows) {
		const name = anchor.group?.split(';')[0].trim() ?? '';
		groups.set(name, [...(groups.get(name) ?? []), row(anchor, locale, href)]);
	}
	return [...groups].map(([name, list]) => ({ name, rows: list }));
}

/**
 * The page's data: both anchors, their tools in the anchors' own order (CyberChef's by its
 * categories), how many a Utilkit tool covers in whole or in part.
 */
export function comingFromData(locale: Locale, href: (path: string) => string): ComingFromAnchor[] {
	return [
		{ id: 'it-tools', label: 'IT-Tools', rows: IT_TOOLS },
		{ id: 'cyberchef', label: 'CyberChef', rows: CYBERCHEF }
	].map(({ id, label, rows }) => ({
		id: id as ComingFromAnchor['id'],
		label,
		total: rows.length,
		covered: rows.filter(isCovered).length,
		groups: grouped(rows, locale, href)
	}));
}
