import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { errors } from './errors.js';
import { MAX_DATA, MAX_OUTPUT, MAX_PARTIAL_DEPTH, MAX_PARTIALS, MAX_STEPS, MAX_TEMPLATE } from './limits.js';
import { render, RenderLimit, TemplateSyntax } from './render.js';

export { MAX_DATA, MAX_OUTPUT, MAX_PARTIAL_DEPTH, MAX_PARTIALS, MAX_STEPS, MAX_TEMPLATE };

const fmt = (n: number) => n.toLocaleString('en-US');

export const template = defineOperation({
	id: 'template',
	group: 'text',
	title: 'Mustache template renderer',
	summary: 'Fills a Mustache template (spec v1.3: variables, sections, inverted sections, comments, partials, set delimiters) with JSON data.',
	keywords: ['template', 'mustache', 'handlebars', 'render', 'templating', 'placeholders', 'mail merge', 'fill in', 'variables', 'partials'],
	method: 'POST',
	path: '/template',
	runs: 'anywhere',
	// Sections over lists nested in each other multiply the work: counted, and stopped at MAX_STEPS.
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'rendering ran longer than the time limit of 5,000 ms; render less data or fewer nested sections' },
	input: z.object({
		template: stringOfAtMost(MAX_TEMPLATE)
			.describe(`The Mustache template (spec v1.3): {{name}} (HTML-escaped), {{{name}}} or {{&name}} (as is), {{#section}}…{{/section}}, {{^inverted}}…{{/inverted}}, {{! comment}}, {{> partial}}, {{=<% %>=}}; at most ${fmt(MAX_TEMPLATE)} characters`)
			.meta(formHints({ multiline: 10, monospace: true, placeholder: 'Hello {{name}}!' })),
		data: z
			.record(z.string(), z.unknown(), { error: errors.zod('not_object', (issue) => (issue.input === undefined ? undefined : {})) })
			.describe(`The JSON object the names are looked up in; at most ${fmt(MAX_DATA)} characters written as JSON`)
			.meta(formHints({ multiline: 10, monospace: true, placeholder: '{"name": "World"}' })),
		partials: z
			.record(z.string(), z.string({ error: errors.zod('partial_not_text') }), { error: errors.zod('not_partials') })
			.default({})
			.describe(`Templates that {{> name}} includes, by name; at most ${MAX_PARTIALS} of at most ${fmt(MAX_TEMPLATE)} characters each; a missing one renders as nothing`)
			.meta(formHints({ multiline: 4, monospace: true, placeholder: '{"item": "<li>{{.}}</li>"}' }))
	}),
	output: z.object({ output: z.string().describe(`The rendered text; at most ${fmt(MAX_OUTPUT)} characters`) }),
	errors: [
		{ status: 422, when: `\`template\` missing, over ${fmt(MAX_TEMPLATE)} characters, or not a valid template (an unclosed tag or section, a section closed by another name, bad delimiters); the same for a partial` },
		{ status: 422, when: `\`data\` not an object or over ${fmt(MAX_DATA)} characters as JSON; more than ${MAX_PARTIALS} partials` },
		{ status: 422, when: `an output over ${fmt(MAX_OUTPUT)} characters; more than ${fmt(MAX_STEPS)} tags and pieces of text rendered; partials nested more than ${MAX_PARTIAL_DEPTH} deep` }
	],
	examples: [
		{
			name: 'A list with a fallback',
			input: {
				template: 'Hello {{name}}!\n{{#items}}\n- {{title}}: {{price}} €\n{{/items}}\n{{^items}}\nYour cart is empty.\n{{/items}}\n{{! a comment is not written }}',
				data: { name: 'Ana', items: [{ title: 'Tea', price: 3.5 }, { title: 'Cake & cream', price: 4 }] }
			}
		},
		{
			name: 'Partials',
			input: { template: '<ul>\n{{#people}}\n  {{> person}}\n{{/people}}\n</ul>', data: { people: [{ name: 'Ana', role: 'admin' }, { name: 'Bo' }] }, partials: { person: '<li>{{name}}{{#role}} ({{.}}){{/role}}</li>\n' } }
		},
		{ name: 'Other delimiters', input: { template: '{{=<% %>=}}<% greeting %>, {{ not a tag }}', data: { greeting: 'Hi' } } }
	],
	async run(input) {
		const { default: mustache } = await import('mustache');
		const names = Object.keys(input.partials);
		if (names.length > MAX_PARTIALS) throw errors.error('too_many_partials', { max: MAX_PARTIALS }, { field: 'partials' });
		for (const name of names) if (input.partials[name].length > MAX_TEMPLATE) throw errors.error('partial_too_long', { name, max: MAX_TEMPLATE }, { field: 'partials' });
		const dataLength = JSON.stringify(input.data).length;
		if (dataLength > MAX_DATA) throw errors.error('data_too_long', { max: MAX_DATA, got: dataLength }, { field: 'data' });
		try {
			return { output: render(mustache, input.template, input.data, input.partials, { maxOutput: MAX_OUTPUT, maxSteps: MAX_STEPS, maxPartialDepth: MAX_PARTIAL_DEPTH }) };
		} catch (error) {
			if (error instanceof TemplateSyntax) throw errors.error('syntax', { reason: error.reason }, { field: error.partial === undefined ? 'template' : `partials.${error.partial}` });
			if (error instanceof RenderLimit) {
				if (error.id === 'nested_too_deep') throw errors.error('nested_too_deep', undefined, { field: 'template' });
				throw errors.error(error.id, { max: { output_too_long: MAX_OUTPUT, too_many_steps: MAX_STEPS, partials_too_deep: MAX_PARTIAL_DEPTH }[error.id] });
			}
			throw error;
		}
	}
});

export const operations = [template];
