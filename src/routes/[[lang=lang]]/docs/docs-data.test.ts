import { describe, expect, it } from 'vitest';
import { MAX_BATCH_REQUESTS, MAX_RECIPE_STEPS } from '$lib/engine/recipe.js';
import en from '$lib/i18n/messages/en/index.js';
import { docsData } from './docs-data.js';
import type { RefEndpoint, RefField } from './reference.js';

/** The endpoints beside the operations, whose words are the page's own (messages/<lang>/docs.ts, `endpoints`). */
const IDS = ['batch', 'recipes-run', 'capabilities'] as const;

/** Every described field of a list, by dotted path. */
function descriptions(fields: RefField[], prefix = '', out: Record<string, string> = {}): Record<string, string> {
	for (const f of fields) {
		const path = prefix ? `${prefix}.${f.name}` : f.name;
		if (f.description) out[path] = f.description;
		descriptions(f.children ?? [], path, out);
	}
	return out;
}

/** An endpoint's words as the page shows them: title, summary, fields, responses, their fields, example names. */
function wordsOf(ep: RefEndpoint) {
	return {
		title: ep.title,
		summary: ep.summary,
		fields: descriptions(ep.fields),
		responses: Object.fromEntries(ep.responses.filter((r) => !r.common).map((r) => [r.status, r.description])),
		responseFields: Object.assign({}, ...ep.responses.flatMap((r) => r.shapes.map((shape) => descriptions(shape)))),
		names: [...ep.examples.map((ex) => ex.name), ep.answer?.name]
	};
}

const pages = Object.fromEntries(await Promise.all((['en', 'pt-BR', 'es'] as const).map(async (locale) => [locale, await docsData(locale)] as const)));
const endpoint = (locale: 'en' | 'pt-BR' | 'es', id: string) => pages[locale].reference.groups.flatMap((g) => g.endpoints).find((ep) => ep.id === id)!;

describe('the /docs page’s endpoints beside the operations', () => {
	it.each(IDS)('%s: the English words are the OpenAPI document’s', (id) => {
		const words = en.docs.endpoints[id];
		const page = wordsOf(endpoint('en', id));
		expect(words.title).toBe(page.title);
		expect(words.summary(id === 'batch' ? MAX_BATCH_REQUESTS : MAX_RECIPE_STEPS)).toBe(page.summary);
		expect(words.fields).toEqual(page.fields);
		expect(words.responses).toEqual(page.responses);
		expect(words.responseFields).toEqual(page.responseFields);
		for (const name of Object.keys(words.examples)) expect(page.names).toContain(name);
	});

	it.each(IDS.flatMap((id) => (['pt-BR', 'es'] as const).map((locale) => [id, locale] as const)))('%s in %s: every word translated, the group too', (id, locale) => {
		const english = wordsOf(endpoint('en', id));
		const page = wordsOf(endpoint(locale, id));
		expect(page.title).not.toBe(english.title);
		expect(page.summary).not.toBe(english.summary);
		for (const kind of ['fields', 'responses', 'responseFields'] as const) {
			for (const [path, text] of Object.entries(english[kind])) expect(page[kind][path], `${kind} ${path}`).not.toBe(text);
		}
		// The names of the examples (an unnamed one is "Example", which the reference's words translate).
		expect(page.names.filter((name) => name && english.names.includes(name) && name !== 'Example')).toEqual([]);
		const group = pages[locale].reference.groups.find((g) => g.endpoints.some((ep) => ep.id === id))!;
		expect(Object.keys(en.docs.endpoints.groups)).not.toContain(group.name);
	});
});

describe('the raw-body samples', () => {
	it('are the /hash, /hmac and /encode endpoints’, with the parameters of the document’s examples', () => {
		const all = pages.en.reference.groups.flatMap((g) => g.endpoints);
		expect(all.filter((ep) => ep.raw).map((ep) => ep.id).sort()).toEqual(['encode', 'hash', 'hmac']);
		expect(endpoint('en', 'hash').raw).toEqual({ query: { algorithms: 'sha256,md5' }, headers: {} });
		expect(endpoint('en', 'hmac').raw).toEqual({ query: { algorithm: 'sha256' }, headers: { 'X-Utilkit-Hmac-Key': 'whsec_example' } });
		expect(endpoint('pt-BR', 'encode').raw).toEqual({ query: { scheme: 'base64', direction: 'encode' }, headers: {} });
	});
});
