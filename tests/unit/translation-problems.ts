/**
 * What is missing or wrong in a module's translations (`src/lib/ops/<module>/i18n.ts`): every
 * language names every operation of the module, each input field (by dotted path, as the form
 * keys them) and each example (by its English name), and nothing else; each text is translated,
 * not left in English. Used by the catalog test for every module and by the scaffold test.
 */
import type { Operation } from '../../src/lib/engine/define.js';
import { englishField, type ModuleTexts, type ModuleViewWords, type OpText } from '../../src/lib/ops/texts.js';
import { inputJsonSchema } from '../../src/lib/server/api/openapi.js';
import { fieldsFromSchema, humanize, type Field, type JsonSchema } from '../../src/lib/tools/schema-form.js';
import en from '../../src/lib/i18n/messages/en/index.js';
import { choiceValues } from '../../src/lib/i18n/ops/localize.js';
import { optionName } from '../../src/lib/i18n/ops/option-names.js';

/**
 * Texts a translation may leave as in English: names the form writes in capitals in every
 * language (humanize's ACRONYMS), used as field labels.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
	'HEX', // colour notation, written as such in pt-BR and es colour pickers
	'RGB', // colour model acronym
	'HSL', // colour model acronym
	'IBAN', // International Bank Account Number: the standard's acronym in every language
	'URL', // acronym used untranslated in pt-BR and es
	'ISBN-13', // the standards' own names (ISO 2108, ISO 3297, 3GPP TS 23.003, ISO 6166)
	'ISSN',
	'IMEI',
	'ISIN',
	'Markdown', // the format's name
	'Googlebot', // a product's name
	'Latitude', // the same word in Portuguese
	'Longitude'
]);

/** Every schema node the form keys by each dotted path (as localizeSchema walks them): the paths a translation names. */
export function nodesByPath(schema: JsonSchema, prefix = '', out = new Map<string, JsonSchema[]>()): Map<string, JsonSchema[]> {
	for (const [name, child] of Object.entries(schema.properties ?? {})) {
		const path = prefix ? `${prefix}.${name}` : name;
		out.set(path, [...(out.get(path) ?? []), child]);
		nodesByPath(child, path, out);
	}
	for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.items ? [schema.items] : [])]) {
		nodesByPath(branch, prefix, out);
	}
	return out;
}

/** A field's English label where the module gives one (`en` in its texts), else undefined. */
export function englishLabelOf(texts: ModuleTexts, id: string, path: string): string | undefined {
	const raw = texts.en?.[id]?.[path];
	return raw === undefined ? undefined : englishField(raw).label;
}

const sameKeys = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * Options' words a translation may leave as in English: a number with a word that is the same in
 * Portuguese and Spanish (number bases).
 */
const OPTIONS_SAME_IN_EVERY_LANGUAGE = new Set(['8 (octal)', '10 (decimal)', '16 (hexadecimal)']);

/** The values of the choice at a field: an enum, a union of constants, an array of either, or a nullable one. */
export function choiceValuesOf(node: JsonSchema): unknown[] | undefined {
	const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
	return choiceValues(node) ?? (node.items && choiceValuesOf(node.items)) ?? branches.map(choiceValuesOf).find(Boolean);
}

/** The dotted paths of the choices the form shows as options (a select, chips); a choice inside a JSON field shows none. */
export function shownChoices(schema: JsonSchema): Set<string> {
	const all = (fields: Field[]): Field[] => fields.flatMap((f) => (f.kind === 'object' ? [f, ...all(f.fields)] : [f]));
	return new Set(all(fieldsFromSchema(schema, en.tool.form)).filter((f) => f.kind === 'select' || f.kind === 'checkboxes').map((f) => f.key));
}

/**
 * What is wrong with the words of an operation's choices (FieldText.options): every option the
 * form shows whose value is text is either a name of the shared table (option-names.ts) or
 * worded by the module in en, pt-BR and es; keys are the choice's values; translations are not
 * left in English; and the module does not copy a shared name (a number reads as itself, so it
 * may go without words).
 */
export function optionProblems(op: Operation, texts: ModuleTexts): string[] {
	const problems: string[] = [];
	const schema = inputJsonSchema(op) as JsonSchema;
	const byPath = nodesByPath(schema);
	const shown = shownChoices(schema);
	const ownWords = (lang: 'en' | 'pt-BR' | 'es', path: string) => {
		if (lang !== 'en') return texts[lang][op.id]?.fields?.[path]?.options;
		const raw = texts.en?.[op.id]?.[path];
		return raw === undefined ? undefined : englishField(raw).options;
	};
	for (const [path, nodes] of byPath) {
		const values = nodes.map(choiceValuesOf).find(Boolean);
		const english = ownWords('en', path);
		if (!values) {
			for (const lang of ['en', 'pt-BR', 'es'] as const) if (ownWords(lang, path)) problems.push(`${lang} ${op.id} field ${path}: options' words on a field that is no choice`);
			continue;
		}
		const keys = values.map(String);
		for (const key of Object.keys(english ?? {})) {
			const value = values[keys.indexOf(key)];
			if (!keys.includes(key)) problems.push(`en ${op.id} field ${path} option ${key}: not one of its values`);
			else if (english![key] === optionName(value)) problems.push(`en ${op.id} field ${path} option ${key}: a copy of the shared name (src/lib/i18n/ops/option-names.ts)`);
		}
		for (const value of values) {
			const key = String(value);
			const label = english?.[key];
			if (label === undefined) {
				if (shown.has(path) && typeof value === 'string' && optionName(value) === undefined) problems.push(`en ${op.id} field ${path} option ${key}: no words (FieldText.options) and not a shared name (option-names.ts)`);
			} else if (!label.trim()) problems.push(`en ${op.id} field ${path} option ${key}: blank`);
		}
		for (const lang of ['pt-BR', 'es'] as const) {
			const words = ownWords(lang, path) ?? {};
			if (!sameKeys(Object.keys(words), Object.keys(english ?? {}))) problems.push(`${lang} ${op.id} field ${path} options: [${Object.keys(words).sort()}], English has [${Object.keys(english ?? {}).sort()}]`);
			for (const [key, label] of Object.entries(words)) {
				const original = english?.[key];
				if (!label.trim()) problems.push(`${lang} ${op.id} field ${path} option ${key}: blank`);
				else if (label === original && !OPTIONS_SAME_IN_EVERY_LANGUAGE.has(label)) problems.push(`${lang} ${op.id} field ${path} option ${key}: still English ("${label}")`);
			}
		}
	}
	return problems;
}

export function translationProblems(operations: Operation[], texts: ModuleTexts): string[] {
	const problems: string[] = [];
	// English form words (help, an unset choice's words, a placeholder): on fields that exist, and
	// given in every language (FieldText); an English label is translated like any other.
	const FORM_WORDS = ['help', 'unset', 'placeholder'] as const;
	for (const [id, byPath] of Object.entries(texts.en ?? {})) {
		const op = operations.find((o) => o.id === id);
		if (!op) {
			problems.push(`en help: no operation ${id}`);
			continue;
		}
		const paths = nodesByPath(inputJsonSchema(op) as JsonSchema);
		for (const [path, raw] of Object.entries(byPath)) {
			if (!paths.has(path)) problems.push(`en help ${id}: no field ${path}`);
			const english = englishField(raw);
			for (const lang of ['pt-BR', 'es'] as const) {
				for (const kind of FORM_WORDS) {
					if (english[kind] === undefined) continue;
					const text = texts[lang][id]?.fields?.[path]?.[kind];
					if (!text?.trim()) problems.push(`${lang} ${id} field ${path} ${kind}: missing`);
					else if (text === english[kind] && kind !== 'placeholder') problems.push(`${lang} ${id} field ${path} ${kind}: still English`);
				}
			}
		}
	}
	for (const op of operations) problems.push(...optionProblems(op, texts));
	for (const lang of ['pt-BR', 'es'] as const) {
		for (const [id, text] of Object.entries(texts[lang])) {
			for (const [path, field] of Object.entries(text.fields ?? {})) {
				const raw = texts.en?.[id]?.[path];
				const english = raw === undefined ? {} : englishField(raw);
				for (const kind of FORM_WORDS) if (field[kind] !== undefined && english[kind] === undefined) problems.push(`${lang} ${id} field ${path}: ${kind} English does not have`);
			}
		}
	}
	for (const [lang, byOp] of Object.entries(texts).filter(([lang]) => lang !== 'en') as [string, Record<string, OpText>][]) {
		const translated = (text: string | undefined, english: string, where: string) => {
			if (!text?.trim()) problems.push(`${lang} ${where}: missing`);
			else if (text === english && !SAME_IN_EVERY_LANGUAGE.has(english)) problems.push(`${lang} ${where}: still English ("${english}")`);
		};
		if (!sameKeys(Object.keys(byOp), operations.map((op) => op.id))) {
			problems.push(`${lang}: operations [${Object.keys(byOp).sort()}], expected [${operations.map((op) => op.id).sort()}]`);
		}
		for (const op of operations) {
			const text = byOp[op.id];
			if (!text) continue;
			const where = `${op.id}`;
			translated(text.title, op.title, `${where} title`);
			translated(text.summary, op.summary, `${where} summary`);
			const keywords = text.keywords ?? [];
			if (keywords.length < 4 || keywords.length > 10) problems.push(`${lang} ${where}: ${keywords.length} keywords, expected 4–10`);
			if (new Set(keywords).size !== keywords.length) problems.push(`${lang} ${where}: duplicate keywords`);
			for (const k of keywords) if (!k.trim() || k !== k.toLowerCase()) problems.push(`${lang} ${where}: keyword "${k}" is blank or not lower case`);

			const schema = inputJsonSchema(op) as JsonSchema;
			const fields = text.fields ?? {};
			const byPath = nodesByPath(schema);
			if (!sameKeys(Object.keys(fields), [...byPath.keys()])) {
				problems.push(`${lang} ${where}: fields [${Object.keys(fields).sort()}], expected [${[...byPath.keys()].sort()}]`);
			}
			for (const [path, nodes] of byPath) {
				const field = fields[path];
				if (!field) continue;
				const englishLabel = englishLabelOf(texts, op.id, path) ?? nodes.find((n) => n.title)?.title ?? humanize(path.split('.').pop()!);
				translated(field.label, englishLabel, `${where} field ${path} label`);
				const englishDescription = nodes.find((n) => n.description)?.description;
				if (englishDescription === undefined) {
					if (field.description !== undefined) problems.push(`${lang} ${where} field ${path}: a description English does not have`);
				} else translated(field.description, englishDescription, `${where} field ${path} description`);
			}

			const examples = text.examples ?? {};
			if (!sameKeys(Object.keys(examples), op.examples.map((e) => e.name))) {
				problems.push(`${lang} ${where}: examples [${Object.keys(examples)}], expected [${op.examples.map((e) => e.name)}]`);
			}
			for (const example of op.examples) if (example.name in examples) translated(examples[example.name], example.name, `${where} example "${example.name}"`);

			if (op.attribution === undefined) {
				if (text.attribution !== undefined) problems.push(`${lang} ${where}: an attribution English does not have`);
			} else translated(text.attribution, op.attribution, `${where} attribution`);
		}
	}
	return problems;
}

/** A view word's path and its text: functions called with sample values, patterns by their source. */
type Leaf = [path: string, text: string];

/** Sample arguments for a view word that is a function: counts as numbers, else names as text. */
function callWithSamples(fn: (...args: unknown[]) => unknown, n: number): string {
	for (const sample of [n, String(n)]) {
		try {
			return String(fn(...Array.from({ length: fn.length }, () => sample)));
		} catch {
			// Not this kind of argument: try the next.
		}
	}
	return `(a function of ${fn.length})`;
}

/** Marks a list English leaves empty: it reads the API's own (English) words, which a translation may say in its language. */
const EMPTY_LIST = '(empty list)';

function leaves(value: unknown, path: string): Leaf[] {
	if (typeof value === 'string') return [[path, value]];
	if (typeof value === 'function') return [1, 7].map((n): Leaf => [`${path}(${n})`, callWithSamples(value as (...args: unknown[]) => unknown, n)]);
	if (Array.isArray(value) && value.length === 0) return [[path, EMPTY_LIST]];
	if (value instanceof RegExp) return [[`${path}/regexp`, String(value)]];
	if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
	return [[path, `(${typeof value})`]];
}

/**
 * Words a view may leave as in English, in lower case: names, acronyms, units and symbols that
 * are written the same in pt-BR and es.
 */
const VIEW_WORDS_SAME_IN_EVERY_LANGUAGE = new Set([
	// Formats, standards and acronyms.
	'csv', 'json', 'html', 'markdown', 'sql insert', 'rfc 2822', 'iso 8601, utc', 'e.164', 'uuid', 'ulid', 'id', 'utc', 'ttl', 'voip', 'bytes (utf-8)', 'n (2^ln)',
	// Words spelled the same in Portuguese or Spanish ("volume", "capital", "global", "original").
	'bits', 'volume', 'capital', 'global', 'original', 'flags', 'hash', 'tag', 'serial', 'pager', 'tablet', 'smart tv',
	// Networking terms used untranslated in both languages.
	'host', 'host (unicode)', 'query', 'loopback', 'link-local', 'multicast', 'broadcast'
]);

/**
 * What is missing or wrong in a module's result views' words (`viewWords` in its `i18n.ts`): each
 * view has the same words in pt-BR and es as in English (functions and patterns too), none blank,
 * each plain word translated unless it is a name, and a pattern is English's own (the API's
 * sentences it reads are English); a list English leaves empty may be filled in a translation.
 */
export function viewWordsProblems(viewWords: ModuleViewWords): string[] {
	const problems: string[] = [];
	for (const [view, all] of Object.entries(viewWords)) {
		const byLocale = all as Record<string, unknown>;
		const english = new Map(leaves(byLocale.en, ''));
		for (const lang of ['pt-BR', 'es']) {
			const translated = new Map(leaves(byLocale[lang], ''));
			const emptyInEnglish = [...english].filter(([, text]) => text === EMPTY_LIST).map(([path]) => `${path}.`);
			const inEmptyList = (path: string) => emptyInEnglish.some((prefix) => path.startsWith(prefix));
			const missing = [...english].filter(([path, text]) => !translated.has(path) && !(text === EMPTY_LIST && [...translated.keys()].some((p) => p.startsWith(`${path}.`)))).map(([path]) => path);
			const extra = [...translated.keys()].filter((path) => !english.has(path) && !inEmptyList(path));
			if (missing.length) problems.push(`${lang} ${view}: missing ${missing.join(', ')}`);
			if (extra.length) problems.push(`${lang} ${view}: not in English ${extra.join(', ')}`);
			for (const [path, text] of translated) {
				const original = english.get(path);
				if (original === undefined) continue;
				if (path.endsWith('/regexp')) {
					if (text !== original) problems.push(`${lang} ${view} ${path}: ${text}, English reads ${original}`);
				} else if (!text.trim() && original.trim()) problems.push(`${lang} ${view} ${path}: blank`);
				// A function's sample answer may be all numbers and names ("1 · 1"): only plain words must differ.
				else if (!path.endsWith(')') && text === original && text.trim() && !VIEW_WORDS_SAME_IN_EVERY_LANGUAGE.has(text.trim().toLowerCase())) {
					problems.push(`${lang} ${view} ${path}: still English ("${text}")`);
				}
			}
		}
	}
	return problems;
}
