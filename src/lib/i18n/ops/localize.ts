/**
 * Operations' words in the page's language, for the prerendered pages only (+page.server.ts
 * files and /tools.json): a page carries its own tool's text, never the catalogs.
 */
import { GROUPS, type OperationExample, type OperationGroup, type OperationMeta } from '../../ops/define.js';
import type { JsonSchema } from '../../tools/schema-form.js';
import type { Locale } from '../locales.js';
import { es } from './es.js';
import { ptBR } from './pt-BR.js';
import type { OpCatalog, OpText } from './types.js';

const CATALOGS: Record<Exclude<Locale, 'en'>, OpCatalog> = { 'pt-BR': ptBR, es };

function textOf(id: string, locale: Locale): OpText | undefined {
	return locale === 'en' ? undefined : CATALOGS[locale].ops[id];
}

export function groupLabel(group: OperationGroup, locale: Locale): string {
	return locale === 'en' ? GROUPS[group] : CATALOGS[locale].groups[group];
}

/** Title, summary and attribution translated; keywords in both languages (English is still searched). */
export function localizeMeta(meta: OperationMeta, locale: Locale): OperationMeta {
	const text = textOf(meta.id, locale);
	if (!text) return meta;
	return {
		...meta,
		title: text.title,
		summary: text.summary,
		keywords: [...new Set([...text.keywords, meta.title, ...meta.keywords])],
		...(meta.attribution && text.attribution && { attribution: text.attribution })
	};
}

export function localizeExamples(id: string, examples: OperationExample[], locale: Locale): OperationExample[] {
	const names = textOf(id, locale)?.examples;
	return names ? examples.map((example, i) => ({ ...example, name: names[i] ?? example.name })) : examples;
}

/**
 * The input schema with each property's `title` (the form's label) and `description` in the
 * language, keyed by the same dotted paths the form uses. Returns a copy.
 */
export function localizeSchema(id: string, schema: JsonSchema, locale: Locale): JsonSchema {
	const fields = textOf(id, locale)?.fields;
	if (!fields) return schema;
	const walk = (node: JsonSchema, prefix: string): JsonSchema => {
		const copy: JsonSchema = { ...node };
		if (node.properties) {
			copy.properties = Object.fromEntries(
				Object.entries(node.properties).map(([name, child]) => {
					const path = prefix ? `${prefix}.${name}` : name;
					const text = fields[path];
					const translated = walk(child, path);
					if (text) {
						translated.title = text.label;
						if (text.description !== undefined) translated.description = text.description;
					}
					return [name, translated];
				})
			);
		}
		if (node.anyOf) copy.anyOf = node.anyOf.map((branch) => walk(branch, prefix));
		if (node.oneOf) copy.oneOf = node.oneOf.map((branch) => walk(branch, prefix));
		if (node.items) copy.items = walk(node.items, prefix);
		return copy;
	};
	return walk(schema, '');
}

/** Every property path of an input schema, as the form keys them (for the catalog test). */
export function fieldPaths(schema: JsonSchema, prefix = ''): string[] {
	const paths: string[] = [];
	for (const [name, child] of Object.entries(schema.properties ?? {})) {
		const path = prefix ? `${prefix}.${name}` : name;
		paths.push(path, ...fieldPaths(child, path));
	}
	for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.items ? [schema.items] : [])]) {
		paths.push(...fieldPaths(branch, prefix));
	}
	return [...new Set(paths)];
}
