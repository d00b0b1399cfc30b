import { getOperation, OPERATIONS, operationMeta } from '$lib/ops/registry.js';
import { buildOpenApi, COMMON_ERRORS, inputJsonSchema, responseExamples } from '$lib/server/api/openapi.js';
import { ALL_CASES } from '$lib/ops/all-cases.js';
import { groupLabel, localizeExamples, localizeMeta, localizeSchema } from '$lib/i18n/ops/localize.js';
import type { Locale } from '$lib/i18n/locales.js';
import { loadMessages } from '$lib/i18n/load.js';
import type { Messages } from '$lib/i18n/messages/en/index.js';
import type { JsonSchema } from '$lib/tools/schema-form.js';
import pkg from '../../../../package.json';
import { MAX_BATCH_REQUESTS, MAX_RECIPE_STEPS } from '$lib/engine/recipe.js';
import { buildReference, objectOf, type ErrorExtras, type RefEndpoint, type RefField, type Reference } from './reference.js';
import { notesModuleOf } from './notes.js';

/**
 * The /docs page's data (+page.server.ts, at build time) and what tests/api/docs-examples.test.ts
 * reads to run every curl example the page shows.
 *
 * The API reference, built from the same OpenAPI document /api/v1/openapi.json serves, in the
 * page's language: rules and headings from the messages, operations' titles, summaries, example
 * names and request field descriptions from the operation catalogs (English where a catalog has
 * no text yet), the shared answers by status. Response field descriptions and each operation's
 * error conditions stay the contract's English words (the page says so).
 */
export async function docsData(locale: Locale) {
	const m = (await loadMessages(locale)).docs;
	// The response examples are computed here, at build time (the page is prerendered).
	const answers = await responseExamples(OPERATIONS, ALL_CASES);
	const keywords = Object.fromEntries(OPERATIONS.map((op) => [op.id, locale === 'en' ? op.keywords : localizeMeta(operationMeta(op), locale).keywords]));
	const reference = buildReference(buildOpenApi(OPERATIONS, pkg.version, answers), m.reference, locale, {
		answers,
		errorExtras: errorExtras(),
		keywords,
		commonErrors: COMMON_ERRORS,
		// A GET's examples are not in the document's parameters (only its first one is).
		requestExamples: Object.fromEntries(OPERATIONS.map((op) => [op.id, op.examples]))
	});
	const statusText = m.statusText as Record<number, string | undefined>;
	return {
		reference: locale === 'en' ? reference : localizeReference(reference, locale, m),
		commonErrors: COMMON_ERRORS.map((e) => ({ status: e.status, description: locale === 'en' ? e.description : (statusText[e.status] ?? e.description) })),
		/** Operation id → the module whose page (/docs/notes/<module>) covers it, where there is one. */
		notes: Object.fromEntries(
			OPERATIONS.flatMap((op) => {
				const module = notesModuleOf(op.id);
				return module ? [[op.id, module] as const] : [];
			})
		)
	};
}

/** The operations' own words in `locale`, over a reference built from the English contract. */
function localizeReference(reference: Reference, locale: Exclude<Locale, 'en'>, m: Messages['docs']): Reference {
	const statusText = m.statusText as Record<number, string | undefined>;
	const contractWords = new Map<string, string>([['200', 'Success'], ...COMMON_ERRORS.map((e): [string, string] => [String(e.status), e.description])]);
	const common = (r: RefEndpoint['responses'][number]) =>
		contractWords.get(r.status) === r.description ? { ...r, description: statusText[Number(r.status)] ?? r.description } : r;
	return {
		...reference,
		groups: reference.groups.map((group) => {
			const first = getOperation(group.endpoints[0].id);
			return {
				...group,
				name: first ? groupLabel(first.group, locale) || group.name : (m.endpoints.groups[group.name] ?? group.name),
				endpoints: group.endpoints.map((ep) => {
					const op = getOperation(ep.id);
					if (!op) return localizeEndpoint(ep, m, common);
					const meta = localizeMeta(operationMeta(op), locale);
					const names = localizeExamples(op.id, op.examples, locale).map((ex) => ex.name);
					const englishNames = op.examples.map((ex) => ex.name);
					return {
						...ep,
						title: meta.title,
						summary: meta.attribution ? m.withAttribution(meta.summary, meta.attribution) : meta.summary,
						fields: describe(ep.fields, localizeSchema(op.id, inputJsonSchema(op) as JsonSchema, locale)),
						// Only the answers every endpoint shares; an operation's own conditions stay English.
						responses: ep.responses.map(common),
						examples: ep.examples.map((ex) => {
							const i = englishNames.indexOf(ex.name);
							return i >= 0 && names[i] ? { ...ex, name: names[i] } : ex;
						}),
						...(ep.answer && { answer: { ...ep.answer, name: names[englishNames.indexOf(ep.answer.name ?? '')] ?? ep.answer.name } })
					};
				})
			};
		})
	};
}

type EndpointWords = Messages['docs']['endpoints']['batch'];

/** An endpoint beside the operations (recipes, batches, capabilities) in the page's language: all of its words are this page's. */
function localizeEndpoint(ep: RefEndpoint, m: Messages['docs'], common: (r: RefEndpoint['responses'][number]) => RefEndpoint['responses'][number]): RefEndpoint {
	const words = (m.endpoints as unknown as Record<string, EndpointWords | undefined>)[ep.id];
	if (!words) return ep;
	const fields = (list: RefField[], map: Record<string, string>, prefix = ''): RefField[] =>
		list.map((f) => {
			const path = prefix ? `${prefix}.${f.name}` : f.name;
			return { ...f, ...(map[path] !== undefined && { description: map[path] }), ...(f.children && { children: fields(f.children, map, path) }) };
		});
	const name = (english: string | undefined) => (english === undefined ? english : (words.examples[english] ?? english));
	return {
		...ep,
		title: words.title,
		summary: words.summary(ep.id === 'batch' ? MAX_BATCH_REQUESTS : MAX_RECIPE_STEPS),
		fields: fields(ep.fields, words.fields),
		responses: ep.responses.map((r) => {
			const shared = common(r);
			return { ...shared, description: words.responses[r.status] ?? shared.description, shapes: r.shapes.map((shape) => fields(shape, words.responseFields)) };
		}),
		examples: ep.examples.map((ex) => ({ ...ex, name: name(ex.name)! })),
		...(ep.answer && { answer: { ...ep.answer, name: name(ep.answer.name) } })
	};
}

/**
 * Every member of an operation's documented errors besides the status, the condition and the
 * body key, as text by status: whatever an operation's definition adds to its errors reaches the
 * page without a change to it.
 */
function errorExtras(): ErrorExtras {
	const out: ErrorExtras = {};
	for (const op of OPERATIONS) {
		for (const e of op.errors) {
			const rest = Object.entries(e).filter(([name, value]) => !['status', 'when', 'key'].includes(name) && value !== undefined);
			if (rest.length) {
				((out[op.id] ??= {})[String(e.status)] ??= []).push(
					...rest.map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : JSON.stringify(value)])
				);
			}
		}
	}
	return out;
}

/** Request fields with the descriptions of the localized input schema, walked side by side. */
function describe(fields: RefField[], schema: JsonSchema): RefField[] {
	return fields.map((f) => {
		const prop = schema.properties?.[f.name];
		if (!prop) return f;
		const inner = objectOf(prop);
		return {
			...f,
			...(prop.description !== undefined && { description: prop.description }),
			...(f.children && inner && { children: describe(f.children, inner) })
		};
	});
}
