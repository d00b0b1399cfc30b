import { error } from '@sveltejs/kit';
import { getOperation, OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import { inputJsonSchema } from '$lib/server/api/openapi.js';
import { groupLabel, localizeExamples, localizeMeta, localizeSchema } from '$lib/i18n/ops/localize.js';
import { LOCALES, splitLocale } from '$lib/i18n/locales.js';
import type { JsonSchema } from '$lib/tools/schema-form.js';
import type { EntryGenerator, PageServerLoad } from './$types';

/** One prerendered page per operation and language (English has no prefix). */
export const entries: EntryGenerator = () =>
	LOCALES.flatMap((locale) => OPERATIONS.map((op) => (locale === 'en' ? { id: op.id } : { lang: locale, id: op.id })));

/** Plain data only: the page's bundle never imports zod, the registry, the operation or the catalogs. */
export const load: PageServerLoad = ({ params, url }) => {
	const op = getOperation(params.id);
	if (!op) error(404, 'No such tool');
	const { locale } = splitLocale(url.pathname);
	return {
		meta: localizeMeta(operationMeta(op), locale),
		groupLabel: groupLabel(op.group, locale),
		inputSchema: localizeSchema(op.id, inputJsonSchema(op) as JsonSchema, locale),
		examples: localizeExamples(op.id, op.examples, locale)
	};
};
