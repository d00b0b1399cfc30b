import { catalog } from '../../engine/words.js';

const count = (n: number) => n.toLocaleString('en-US');

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); `reason` is mustache.js's own English. */
export const errors = catalog('template', {
	not_object: 'must be a JSON object',
	not_partials: 'must be a JSON object of templates by name',
	partial_not_text: 'must be a template (a string)',
	syntax: ({ reason }: { reason: string }) => `is not a valid Mustache template: ${reason}`,
	too_many_partials: ({ max }: { max: number }) => `must have at most ${count(max)} partials`,
	partial_too_long: ({ name, max }: { name: string; max: number }) => `the partial "${name}" is over ${count(max)} characters`,
	data_too_long: ({ max, got }: { max: number; got: number }) => `must be at most ${count(max)} characters written as JSON, got ${count(got)}`,
	output_too_long: ({ max }: { max: number }) => `the output would be over ${count(max)} characters`,
	too_many_steps: ({ max }: { max: number }) => `the template would render more than ${count(max)} tags and pieces of text (sections over long lists nested in each other?)`,
	partials_too_deep: ({ max }: { max: number }) => `partials are nested more than ${count(max)} deep (a partial that includes itself without end?)`,
	nested_too_deep: 'sections are nested too deeply to render'
});
