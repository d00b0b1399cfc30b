import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../engine/define.js';
import { MODULE_TEXTS } from '../../ops/generated/texts.js';
import { getOperation, MODULES, operationMeta } from '../../ops/registry.js';
import { inputJsonSchema } from '../../server/api/openapi.js';
import type { JsonSchema } from '../../tools/schema-form.js';
import type { ModuleViewWords } from '../../ops/texts.js';
import { nodesByPath, translationProblems, viewWordsProblems } from '../../../../tests/unit/translation-problems.js';
import { englishIn, englishPhrases, renderSample } from '../../../../tests/unit/english-phrases.js';
import type { Catalog, Templates } from '../../engine/words.js';
import { errors as recipeErrors } from '../../engine/recipe-errors.js';
import { errorWords as recipeErrorWords } from '../../engine/recipe-i18n.js';
import { groupLabel, localizeExamples, localizeMeta, localizeSchema } from './localize.js';

const schemaOf = (id: string) => inputJsonSchema(getOperation(id)!) as JsonSchema;
const ptBR = (id: string) => MODULE_TEXTS[operationMeta(getOperation(id)!).module]['pt-BR'][id];
const es = (id: string) => MODULE_TEXTS[operationMeta(getOperation(id)!).module].es[id];

describe.each(Object.entries(MODULES))("the %s module's translations", (name, operations) => {
	it('name every operation, field and example, and nothing else, in words of their own', () => {
		expect(MODULE_TEXTS[name], `src/lib/ops/${name}/i18n.ts`).toBeDefined();
		expect(translationProblems(operations, MODULE_TEXTS[name])).toEqual([]);
	});
});

/** Each module's result views' words (`viewWords` in its `i18n.ts`), by module folder. */
const VIEW_WORDS = Object.fromEntries(
	Object.entries(import.meta.glob<{ viewWords?: ModuleViewWords }>('../../ops/*/i18n.ts', { eager: true }))
		.filter(([, module]) => module.viewWords)
		.map(([path, module]) => [path.split('/').at(-2)!, module.viewWords!])
);

describe.each(Object.entries(VIEW_WORDS))("the %s module's view words", (_name, viewWords) => {
	it('are all in pt-BR and es, translated, with the same keys, values and patterns as English', () => {
		expect(viewWordsProblems(viewWords)).toEqual([]);
	});
});

/**
 * Each module's messages (errors.ts, English) and their translations (`errorWords` in its i18n.ts),
 * by folder; and the recipe engine's (engine/recipe-errors.ts, recipe-i18n.ts), by its module name.
 */
const folderOf = (path: string) => path.split('/').at(-2)!;
const ERRORS: Record<string, Catalog<Templates>> = {
	...Object.fromEntries(
		Object.entries(import.meta.glob<Catalog<Templates>>('../../ops/*/errors.ts', { eager: true, import: 'errors' })).map(([path, catalog]) => [folderOf(path), catalog])
	),
	recipe: recipeErrors
};
const ERROR_WORDS: Record<string, Record<string, Templates> | undefined> = {
	...Object.fromEntries(
		Object.entries(import.meta.glob<Record<string, Templates> | undefined>('../../ops/*/i18n.ts', { eager: true, import: 'errorWords' })).map(([path, words]) => [folderOf(path), words])
	),
	recipe: recipeErrorWords
};
const ENGLISH = englishPhrases(Object.values(ERRORS).map((catalog) => catalog.english));

it("the recipe engine's messages have a module name of their own (no operation folder's)", () => {
	expect(Object.keys(import.meta.glob('../../ops/*/index.ts'))).not.toContain('../../ops/recipe/index.ts');
});

describe.each(Object.entries(ERRORS))("the %s module's messages", (folder, catalog) => {
	it('are its folder’s, and every one is in pt-BR and es with the same ids, translated, with no English sentence left', () => {
		expect(catalog.module).toBe(folder);
		const words = ERROR_WORDS[folder];
		expect(words, `src/lib/ops/${folder}/i18n.ts: errorWords`).toBeDefined();
		const ids = Object.keys(catalog.english).sort();
		for (const lang of ['pt-BR', 'es'] as const) {
			expect(Object.keys(words![lang]).sort(), `${folder} ${lang}`).toEqual(ids);
			for (const id of ids) {
				const english = renderSample(catalog.english[id]);
				const text = renderSample(words![lang][id]);
				expect(text.trim(), `${folder} ${lang} ${id}: blank`).not.toBe('');
				// A frame of values alone (`${reason} (${format})`) reads the same in every language.
				if (/[a-z]/i.test(english)) expect(text, `${folder} ${lang} ${id}: still English`).not.toBe(english);
				expect(englishIn(text, ENGLISH), `${folder} ${lang} ${id}: "${text}"`).toEqual([]);
			}
		}
	});
});

describe('the result views', () => {
	// One place for an operation's words: a view's own words in its module's i18n.ts, not inline in the view and not in the app's messages.
	const views = import.meta.glob<string>('../../ops/**/*.svelte', { eager: true, query: '?raw', import: 'default' });

	it('take their words from their module, and a module with view words has views that use them', () => {
		expect(Object.keys(views).length).toBeGreaterThan(40);
		const inline = Object.entries(views).filter(([, source]) => /\bwords\(\{|i18n\.m\.tool\.(hash|colour|qr|totp)\b/.test(source));
		expect(inline.map(([path]) => path)).toEqual([]);
		for (const [module, viewWords] of Object.entries(VIEW_WORDS)) {
			for (const view of Object.keys(viewWords)) {
				const users = Object.entries(views).filter(([path, source]) => path.includes(`/ops/${module}/`) && source.includes(`viewWords.${view})`));
				expect(users.length, `${module}: viewWords.${view}`).toBe(1);
			}
		}
	});
});

describe('the group names', () => {
	it.each(['pt-BR', 'es'] as const)('%s: every group translated', (locale) => {
		for (const [group, english] of Object.entries(GROUPS)) {
			const label = groupLabel(group as keyof typeof GROUPS, locale);
			expect(label.trim(), group).not.toBe('');
			expect(label, `${group} is still English`).not.toBe(english);
		}
	});
});

describe('localizeSchema', () => {
	it('puts the label and help text on nested properties, leaving the original alone', () => {
		const schema = schemaOf('color-converter');
		const before = structuredClone(schema);
		const localized = localizeSchema('color-converter', schema, 'pt-BR');
		expect(schema).toEqual(before);
		expect(localized.properties!.rgb.title).toBe(ptBR('color-converter').fields.rgb.label);
		// The form shows the help for people where the module gives one, else the API's description.
		expect(localized.properties!.rgb.description).toBe(ptBR('color-converter').fields.rgb.help);
		expect(localized.properties!.rgb.properties!.r.title).toBe(ptBR('color-converter').fields['rgb.r'].label);
		expect(localized.properties!.hsl.properties!.l.title).toBe(ptBR('color-converter').fields['hsl.l'].label);
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
			expect(node.title).toBe(es('ai-chat').fields['messages.role'].label);
			expect(node.description).toBe(es('ai-chat').fields['messages.role'].description);
		}
	});

	it('gives English fields their form help, and leaves OpenAPI’s description alone', () => {
		const schema = schemaOf('public-holidays');
		const localized = localizeSchema('public-holidays', schema, 'en');
		expect(localized.properties!.year.description).toBe(MODULE_TEXTS.holidays.en!['public-holidays'].year);
		expect(schema.properties!.year.description).toMatch(/^Integer 1900/);
	});

	it('returns English unchanged where the module gives no form help and the form shows no choice', () => {
		const schema = schemaOf('phone-validation');
		expect(localizeSchema('phone-validation', schema, 'en')).toEqual(schema);
	});
});

describe('localizeMeta and localizeExamples', () => {
	it('translate the words and keep English searchable', () => {
		const op = getOperation('hash')!;
		const meta = operationMeta(op);
		const localized = localizeMeta(meta, 'pt-BR');
		expect(localized.title).toBe(ptBR('hash').title);
		expect(localized.summary).toBe(ptBR('hash').summary);
		expect(localized.keywords).toEqual(expect.arrayContaining([...ptBR('hash').keywords, op.title, ...op.keywords]));
		expect(localized.id).toBe(op.id);
		expect(meta.title).toBe(op.title);
		expect(localizeMeta(meta, 'en')).toBe(meta);
	});

	it('translate the data credit', () => {
		const meta = operationMeta(getOperation('public-holidays')!);
		expect(localizeMeta(meta, 'es').attribution).toBe(es('public-holidays').attribution);
	});

	it('rename the examples and keep their input', () => {
		const op = getOperation('color-converter')!;
		const examples = localizeExamples(op.id, op.examples, 'es');
		expect(examples.map((e) => e.name)).toEqual(op.examples.map((e) => es('color-converter').examples[e.name]));
		expect(examples.map((e) => e.input)).toEqual(op.examples.map((e) => e.input));
	});
});
