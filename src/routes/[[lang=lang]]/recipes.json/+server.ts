import { json } from '@sveltejs/kit';
import { OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import { inputJsonSchema, outputJsonSchema } from '$lib/server/api/openapi.js';
import { groupLabel, localizeExamples, localizeMeta, localizeSchema } from '$lib/i18n/ops/localize.js';
import { LOCALES, splitLocale } from '$lib/i18n/locales.js';
import type { RecipeOp } from '$lib/recipes/recipe-ops.js';
import type { JsonSchema } from '$lib/tools/schema-form.js';
import type { EntryGenerator, RequestHandler } from './$types';

// What the recipe page needs of every operation: its metadata, its input schema (the step's
// form, in the page's language) and its output schema (auto-mapping the next step's fields).
// One file per language, prerendered and precached like /tools.json, fetched only by /recipes,
// so no other page carries it and the page works offline.
export const prerender = true;

export const entries: EntryGenerator = () => LOCALES.map((locale) => (locale === 'en' ? {} : { lang: locale }));

export const GET: RequestHandler = ({ url }) => {
	const { locale } = splitLocale(url.pathname);
	const ops: RecipeOp[] = OPERATIONS.map((op) => ({
		meta: localizeMeta(operationMeta(op), locale),
		group: groupLabel(op.group, locale),
		inputSchema: localizeSchema(op.id, inputJsonSchema(op) as JsonSchema, locale),
		outputSchema: outputJsonSchema(op),
		example: localizeExamples(op.id, op.examples, locale)[0]?.input ?? {}
	}));
	return json(ops);
};
