/**
 * What is missing or wrong in a module's translations (`src/lib/ops/<module>/i18n.ts`): every
 * language names every operation of the module, each input field (by dotted path, as the form
 * keys them) and each example (by its English name), and nothing else; each text is translated,
 * not left in English. Used by the catalog test for every module and by the scaffold test.
 */
import type { Operation } from '../../src/lib/engine/define.js';
import type { ModuleTexts, OpText } from '../../src/lib/ops/texts.js';
import { inputJsonSchema } from '../../src/lib/server/api/openapi.js';
import { humanize, type JsonSchema } from '../../src/lib/tools/schema-form.js';

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
	'Googlebot' // a product's name
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

const sameKeys = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

export function translationProblems(operations: Operation[], texts: ModuleTexts): string[] {
	const problems: string[] = [];
	// English form help: on fields that exist, and given in every language (FieldText.help).
	for (const [id, byPath] of Object.entries(texts.en ?? {})) {
		const op = operations.find((o) => o.id === id);
		if (!op) {
			problems.push(`en help: no operation ${id}`);
			continue;
		}
		const paths = nodesByPath(inputJsonSchema(op) as JsonSchema);
		for (const [path, english] of Object.entries(byPath)) {
			if (!paths.has(path)) problems.push(`en help ${id}: no field ${path}`);
			for (const lang of ['pt-BR', 'es'] as const) {
				const help = texts[lang][id]?.fields?.[path]?.help;
				if (!help?.trim()) problems.push(`${lang} ${id} field ${path} help: missing`);
				else if (help === english) problems.push(`${lang} ${id} field ${path} help: still English`);
			}
		}
	}
	for (const lang of ['pt-BR', 'es'] as const) {
		for (const [id, text] of Object.entries(texts[lang])) {
			for (const [path, field] of Object.entries(text.fields ?? {})) {
				if (field.help !== undefined && texts.en?.[id]?.[path] === undefined) problems.push(`${lang} ${id} field ${path}: help English does not have`);
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
				translated(field.label, nodes.find((n) => n.title)?.title ?? humanize(path.split('.').pop()!), `${where} field ${path} label`);
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
