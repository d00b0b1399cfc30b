import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../ops/registry.js';
import { inputJsonSchema } from '../server/api/openapi.js';
import { buildInput, fieldsFromSchema, humanize, initialValues, valuesFromInput, type JsonSchema } from './schema-form.js';

const schemaOf = (id: string) => inputJsonSchema(OPERATIONS.find((op) => op.id === id)!) as JsonSchema;

describe('fieldsFromSchema', () => {
	it('maps TOTP generate to inputs, a checkbox and a select for 6 | 8', () => {
		const fields = fieldsFromSchema(schemaOf('otp-totp-generate'));
		const kinds = Object.fromEntries(fields.map((f) => [f.name, f.kind]));
		expect(kinds).toEqual({ secret: 'text', new_secret: 'boolean', issuer: 'text', account: 'text', digits: 'select', step: 'number' });
		const digits = fields.find((f) => f.name === 'digits');
		expect(digits?.kind === 'select' && digits.options.map((o) => o.value)).toEqual([6, 8]);
	});

	it('maps hash algorithms to a checkbox group and the text to a textarea', () => {
		const fields = fieldsFromSchema(schemaOf('hash'));
		expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
			['input', 'textarea', true],
			['algorithms', 'checkboxes', false]
		]);
	});

	it('maps nested objects to fieldsets, and shows no safe-integer range', () => {
		const rgb = fieldsFromSchema(schemaOf('color-converter')).find((f) => f.name === 'rgb');
		expect(rgb?.kind).toBe('object');
		expect(rgb?.kind === 'object' && rgb.fields.map((f) => [f.key, f.hint])).toEqual([
			['rgb.r', '0–255'],
			['rgb.g', '0–255'],
			['rgb.b', '0–255']
		]);
		expect(rgb?.label).toBe('RGB');
	});
});

describe('buildInput', () => {
	it('omits empty optional fields and keeps defaults as numbers', () => {
		const fields = fieldsFromSchema(schemaOf('otp-totp-generate'));
		const values = initialValues(fields);
		values.secret = 'JBSWY3DPEHPK3PXP';
		expect(buildInput(fields, values)).toEqual({ input: { secret: 'JBSWY3DPEHPK3PXP', digits: 6, step: 30 }, problems: [] });
	});

	it('sends a required empty string (hashing "" is a real question)', () => {
		const fields = fieldsFromSchema(schemaOf('hash'));
		expect(buildInput(fields, initialValues(fields)).input).toEqual({ input: '' });
	});

	it('round-trips every example of every operation', () => {
		for (const op of OPERATIONS) {
			const fields = fieldsFromSchema(inputJsonSchema(op) as JsonSchema);
			for (const example of op.examples) {
				const { input } = buildInput(fields, valuesFromInput(fields, example.input));
				// Defaults the form fills in are the schema's own, so parsing gives the same data.
				expect(op.input.parse(input), `${op.id}: ${example.name}`).toEqual(op.input.parse(example.input));
			}
		}
	});

	it('leaves out an optional object whose fields are all empty', () => {
		const fields = fieldsFromSchema(schemaOf('color-converter'));
		const values = valuesFromInput(fields, { rgb: { r: 1, g: 2, b: 3 } });
		expect(buildInput(fields, values).input).toEqual({ rgb: { r: 1, g: 2, b: 3 } });
	});

	it('names unparsable JSON fields', () => {
		const fields = fieldsFromSchema({ type: 'object', properties: { messages: { type: 'array', items: { type: 'object' } } } });
		expect(fields[0].kind).toBe('json');
		expect(buildInput(fields, { messages: '[{' }).problems).toEqual(['Messages: is not valid JSON']);
		expect(buildInput(fields, { messages: '[{"role":"user"}]' }).input).toEqual({ messages: [{ role: 'user' }] });
	});
});

describe('humanize', () => {
	it('spells field names as labels', () => {
		expect(humanize('new_secret')).toBe('New secret');
		expect(humanize('hsl')).toBe('HSL');
		expect(humanize('validForSeconds')).toBe('Valid for seconds');
	});
});
