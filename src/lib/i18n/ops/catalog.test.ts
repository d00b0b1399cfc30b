import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../ops/define.js';
import { getOperation, OPERATIONS, operationMeta } from '../../ops/registry.js';
import { inputJsonSchema } from '../../server/api/openapi.js';
import { humanize, type JsonSchema } from '../../tools/schema-form.js';
import { es } from './es.js';
import { fieldPaths, localizeExamples, localizeMeta, localizeSchema } from './localize.js';
import { ptBR } from './pt-BR.js';
import type { OpCatalog } from './types.js';

const CATALOGS: [string, OpCatalog][] = [
	['pt-BR', ptBR],
	['es', es]
];

/**
 * Texts a translation may leave as in English: names the form writes in capitals in every
 * language (humanize's ACRONYMS), used as field labels.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
	'HEX', // colour notation, written as such in pt-BR and es colour pickers
	'RGB', // colour model acronym
	'HSL', // colour model acronym
	'IBAN', // International Bank Account Number: the standard's acronym in every language
	'URL' // acronym used untranslated in pt-BR and es
]);

/** Every schema node the form keys by each dotted path (as fieldPaths and localizeSchema walk them). */
function nodesByPath(schema: JsonSchema, prefix = '', out = new Map<string, JsonSchema[]>()): Map<string, JsonSchema[]> {
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

const schemaOf = (id: string) => inputJsonSchema(getOperation(id)!) as JsonSchema;

describe.each(CATALOGS)('the %s operation catalog', (_lang, catalog) => {
	const expectTranslated = (translated: string, english: string, where: string) => {
		expect(translated.trim(), where).not.toBe('');
		if (!SAME_IN_EVERY_LANGUAGE.has(english)) expect(translated, `${where} is still English`).not.toBe(english);
	};

	it('names every group, and only those', () => {
		expect(Object.keys(catalog.groups).sort()).toEqual(Object.keys(GROUPS).sort());
		for (const [group, english] of Object.entries(GROUPS)) {
			expectTranslated(catalog.groups[group as keyof typeof GROUPS], english, `group ${group}`);
		}
	});

	it('has every operation, and only those', () => {
		expect(Object.keys(catalog.ops).sort()).toEqual(OPERATIONS.map((op) => op.id).sort());
	});

	describe.each(OPERATIONS.map((op) => [op.id, op] as const))('%s', (id, op) => {
		const text = catalog.ops[id];
		const schema = inputJsonSchema(op) as JsonSchema;

		it('has a translated title, summary and keywords', () => {
			expectTranslated(text.title, op.title, 'title');
			expectTranslated(text.summary, op.summary, 'summary');
			expect(text.keywords.length, 'keywords').toBeGreaterThanOrEqual(4);
			expect(text.keywords.length, 'keywords').toBeLessThanOrEqual(10);
			expect(new Set(text.keywords).size, 'duplicate keywords').toBe(text.keywords.length);
			for (const keyword of text.keywords) {
				expect(keyword.trim(), 'keyword').not.toBe('');
				expect(keyword, 'keywords are lower case').toBe(keyword.toLowerCase());
			}
		});

		it('has every input field, and only those, with a label and the help text English has', () => {
			expect(Object.keys(text.fields).sort()).toEqual(fieldPaths(schema).sort());
			for (const [path, nodes] of nodesByPath(schema)) {
				const field = text.fields[path];
				const englishLabel = nodes.find((n) => n.title)?.title ?? humanize(path.split('.').pop()!);
				const englishDescription = nodes.find((n) => n.description)?.description;
				expectTranslated(field.label, englishLabel, `${path} label`);
				if (englishDescription === undefined) expect(field.description, `${path} description`).toBeUndefined();
				else expectTranslated(field.description ?? '', englishDescription, `${path} description`);
			}
		});

		it("names every example, in the definition's order", () => {
			expect(text.examples).toHaveLength(op.examples.length);
			text.examples.forEach((name, i) => expectTranslated(name, op.examples[i].name, `example ${i + 1}`));
		});

		it('credits the data exactly when English does', () => {
			if (op.attribution === undefined) expect(text.attribution).toBeUndefined();
			else expectTranslated(text.attribution ?? '', op.attribution, 'attribution');
		});
	});
});

describe('localizeSchema', () => {
	it('puts the label and help text on nested properties, leaving the original alone', () => {
		const schema = schemaOf('color-converter');
		const before = structuredClone(schema);
		const localized = localizeSchema('color-converter', schema, 'pt-BR');
		expect(schema).toEqual(before);
		expect(localized.properties!.rgb.title).toBe(ptBR.ops['color-converter'].fields.rgb.label);
		expect(localized.properties!.rgb.description).toBe(ptBR.ops['color-converter'].fields.rgb.description);
		expect(localized.properties!.rgb.properties!.r.title).toBe(ptBR.ops['color-converter'].fields['rgb.r'].label);
		expect(localized.properties!.hsl.properties!.l.title).toBe(ptBR.ops['color-converter'].fields['hsl.l'].label);
		expect(schema.properties!.rgb.properties!.r.title).toBeUndefined();
	});

	it('reaches the properties of array items', () => {
		const schema = schemaOf('ai-chat');
		const before = structuredClone(schema);
		const localized = localizeSchema('ai-chat', schema, 'es');
		expect(schema).toEqual(before);
		const role = nodesByPath(localized).get('messages.role')!;
		expect(role.length).toBeGreaterThan(0);
		for (const node of role) {
			expect(node.title).toBe(es.ops['ai-chat'].fields['messages.role'].label);
			expect(node.description).toBe(es.ops['ai-chat'].fields['messages.role'].description);
		}
	});

	it('returns English unchanged', () => {
		const schema = schemaOf('hash');
		expect(localizeSchema('hash', schema, 'en')).toBe(schema);
	});
});

describe('localizeMeta and localizeExamples', () => {
	it('translate the words and keep English searchable', () => {
		const op = getOperation('hash')!;
		const meta = operationMeta(op);
		const localized = localizeMeta(meta, 'pt-BR');
		expect(localized.title).toBe(ptBR.ops.hash.title);
		expect(localized.summary).toBe(ptBR.ops.hash.summary);
		expect(localized.keywords).toEqual(expect.arrayContaining([...ptBR.ops.hash.keywords, op.title, ...op.keywords]));
		expect(localized.id).toBe(op.id);
		expect(meta.title).toBe(op.title);
		expect(localizeMeta(meta, 'en')).toBe(meta);
	});

	it('translate the data credit', () => {
		const meta = operationMeta(getOperation('public-holidays')!);
		expect(localizeMeta(meta, 'es').attribution).toBe(es.ops['public-holidays'].attribution);
	});

	it('rename the examples and keep their input', () => {
		const op = getOperation('color-converter')!;
		const examples = localizeExamples(op.id, op.examples, 'es');
		expect(examples.map((e) => e.name)).toEqual(es.ops['color-converter'].examples);
		expect(examples.map((e) => e.input)).toEqual(op.examples.map((e) => e.input));
	});
});
