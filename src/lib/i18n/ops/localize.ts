/**
 * Operations' words in the page's language, for the prerendered pages only (+page.server.ts
 * files and /tools.json): a page carries its own tool's text, never the catalogs. Each module
 * keeps its words in its own folder (`src/lib/ops/<module>/i18n.ts`); only the group names,
 * which belong to no module, are here.
 */
import { GROUPS, type OperationExample, type OperationGroup, type OperationMeta } from '../../engine/define.js';
import type { JsonSchema } from '../../tools/schema-form.js';
import type { Locale } from '../locales.js';
import { MODULE_TEXTS } from '../../ops/generated/texts.js';
import { englishField, type EnglishFieldText, type FieldText, type OpText } from '../../ops/texts.js';
import { optionName } from './option-names.js';

const GROUP_LABELS: Record<Exclude<Locale, 'en'>, Record<OperationGroup, string>> = {
	'pt-BR': {
		security: 'Segurança',
		data: 'Codificação e dados',
		text: 'Texto e números',
		'geo-time': 'Geografia e tempo',
		validation: 'Validação',
		generation: 'Geração e conversão',
		web: 'Inspeção da web',
		ai: 'IA'
	},
	es: {
		security: 'Seguridad',
		data: 'Codificación y datos',
		text: 'Texto y números',
		'geo-time': 'Geografía y tiempo',
		validation: 'Validación',
		generation: 'Generación y conversión',
		web: 'Inspección web',
		ai: 'IA'
	}
};

/** Every operation's words in one language, keyed by operation id (built once from the modules' files). */
const textsIn = (locale: Exclude<Locale, 'en'>) => new Map<string, OpText>(Object.values(MODULE_TEXTS).flatMap((texts) => Object.entries(texts[locale])));
const TEXTS: Record<Exclude<Locale, 'en'>, Map<string, OpText>> = { 'pt-BR': textsIn('pt-BR'), es: textsIn('es') };

function textOf(id: string, locale: Locale): OpText | undefined {
	return locale === 'en' ? undefined : TEXTS[locale].get(id);
}

/** Every module's English form words, keyed by operation id, then dotted field path. */
const ENGLISH_WORDS = new Map<string, Record<string, EnglishFieldText>>(Object.values(MODULE_TEXTS).flatMap((texts) => Object.entries(texts.en ?? {})));

function englishWords(id: string): Record<string, Partial<FieldText>> | undefined {
	const words = ENGLISH_WORDS.get(id);
	return words && Object.fromEntries(Object.entries(words).map(([path, text]) => [path, englishField(text)]));
}

export function groupLabel(group: OperationGroup, locale: Locale): string {
	return locale === 'en' ? GROUPS[group] : GROUP_LABELS[locale][group];
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
	// Name and input only: a recorded answer (OperationExample.answer) is for the API reference, not the form.
	return examples.map((example) => ({ name: names?.[example.name] ?? example.name, input: example.input }));
}

/** A choice's values: an enum's, or a union of constants' (zod's `z.literal([…])` of mixed types). */
export function choiceValues(node: JsonSchema): unknown[] | undefined {
	if (node.enum) return node.enum;
	const list = (node.anyOf ?? node.oneOf)?.filter((branch) => branch.type !== 'null');
	return list?.length && list.every((branch) => 'const' in branch) ? list.map((branch) => branch.const) : undefined;
}

/**
 * The words of a choice's options, by value as text: the operation's own (`options` in its
 * i18n.ts), else the shared name (option-names.ts); a value with neither (a number) reads as itself.
 */
function optionLabels(values: unknown[], own: Record<string, string> | undefined): Record<string, string> | undefined {
	const labels = Object.fromEntries(values.flatMap((value) => {
		const label = own?.[String(value)] ?? optionName(value);
		return label === undefined ? [] : [[String(value), label]];
	}));
	return Object.keys(labels).length ? labels : undefined;
}

/**
 * The input schema with each property's `title` (the form's label) and `description` in the
 * language, keyed by the same dotted paths the form uses; where the module gives a field form
 * help (FieldText.help, `en` in its texts), that replaces the description, and its placeholder
 * and unset-choice words become `x-placeholder` and `x-unset`; each choice's options get their
 * words as `x-option-labels` (read by the form only: the value sent stays the API's). Returns a copy.
 */
export function localizeSchema(id: string, schema: JsonSchema, locale: Locale): JsonSchema {
	const fields: Record<string, Partial<FieldText>> = (locale === 'en' ? englishWords(id) : textOf(id, locale)?.fields) ?? {};
	/** `path` is the node's own dotted path (an array's items and a union's branches share their field's). */
	const walk = (node: JsonSchema, path: string): JsonSchema => {
		const copy: JsonSchema = { ...node };
		if (node.properties) {
			copy.properties = Object.fromEntries(
				Object.entries(node.properties).map(([name, child]) => {
					const childPath = path ? `${path}.${name}` : name;
					const text = fields[childPath];
					const translated = walk(child, childPath);
					if (text) {
						if (text.label !== undefined) translated.title = text.label;
						if (text.description !== undefined) translated.description = text.description;
						// The page's schema feeds only the form: people get the help, OpenAPI keeps the description.
						if (text.help !== undefined) translated.description = text.help;
						if (text.placeholder !== undefined) translated['x-placeholder'] = text.placeholder;
						if (text.unset !== undefined) translated['x-unset'] = text.unset;
						if (text.groups !== undefined) translated['x-option-group-labels'] = text.groups;
					}
					return [name, translated];
				})
			);
		}
		const values = choiceValues(node);
		const labels = values && optionLabels(values, fields[path]?.options);
		if (labels) copy['x-option-labels'] = labels;
		if (node.anyOf) copy.anyOf = node.anyOf.map((branch) => walk(branch, path));
		if (node.oneOf) copy.oneOf = node.oneOf.map((branch) => walk(branch, path));
		if (node.items) copy.items = walk(node.items, path);
		return copy;
	};
	return walk(schema, '');
}
