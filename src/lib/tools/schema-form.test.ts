import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../ops/registry.js';
import { inputJsonSchema } from '../server/api/openapi.js';
import { COUNTRIES } from '../ops/holidays/holidays.js';
import { tool as en } from '../i18n/messages/en/tool.js';
import { tool as ptBR } from '../i18n/messages/pt-BR/tool.js';
import { buildInput as build, fieldsFromSchema as fieldsOf, humanize, initialValues, valuesFromInput, type FormValues, type JsonSchema } from './schema-form.js';

/** English words, as the existing expectations are written. */
const fieldsFromSchema = (schema: JsonSchema) => fieldsOf(schema, en.form);
const buildInput = (fields: ReturnType<typeof fieldsOf>, values: FormValues) => build(fields, values, en.form);

const schemaOf = (id: string) => inputJsonSchema(OPERATIONS.find((op) => op.id === id)!) as JsonSchema;

describe('fieldsFromSchema', () => {
	it('gives code pickers and colour notations no length hint, and reads the notation', () => {
		const country = fieldsFromSchema(schemaOf('country-info')).find((f) => f.name === 'code')!;
		expect(country.widget).toBe('country');
		expect(country.hint).toBeUndefined();
		const colour = fieldsFromSchema(schemaOf('color-converter'));
		expect(colour.map((f) => [f.name, f.widget, f.notation, f.hint])).toEqual([
			['hex', 'color', 'hex', undefined],
			['rgb', 'color', 'rgb', undefined],
			['hsl', 'color', 'hsl', undefined],
			['css', 'color', 'css', undefined]
		]);
		// The holidays picker offers only the countries with holiday data.
		const holidays = fieldsFromSchema(schemaOf('public-holidays')).find((f) => f.name === 'country')!;
		expect(holidays.codes).toEqual([...COUNTRIES]);
		expect(holidays.codes).toContain('DE');
		expect(holidays.codes).not.toContain('AQ');
		// A plain text field keeps its limit.
		expect(fieldsFromSchema(schemaOf('country-search'))[0].hint).toBe('up to 200 characters');
	});

	it('maps TOTP generate to inputs, a checkbox and a select for 6 | 8', () => {
		const fields = fieldsFromSchema(schemaOf('otp-totp-generate'));
		const kinds = Object.fromEntries(fields.map((f) => [f.name, f.kind]));
		expect(kinds).toEqual({ secret: 'text', new_secret: 'boolean', issuer: 'text', account: 'text', digits: 'select', step: 'number' });
		const digits = fields.find((f) => f.name === 'digits');
		expect(digits?.kind === 'select' && digits.options.map((o) => o.value)).toEqual([6, 8]);
	});

	it('takes the form hints the operation declares, and guesses nothing from names', () => {
		const schema: JsonSchema = {
			type: 'object',
			properties: {
				input: { type: 'string' },
				token: { type: 'string', 'x-multiline': 5, 'x-monospace': true },
				country: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Where', 'x-widget': 'country', 'x-placeholder': 'BR' }
			}
		};
		expect(fieldsFromSchema(schema)).toEqual([
			expect.objectContaining({ name: 'input', kind: 'text' }),
			expect.objectContaining({ name: 'token', kind: 'textarea', rows: 5, monospace: true }),
			expect.objectContaining({ name: 'country', kind: 'text', description: 'Where', widget: 'country', placeholder: 'BR' })
		]);
		expect(fieldsFromSchema(schema)[0]).not.toHaveProperty('monospace');
		// The operations' own hints, through zod's JSON Schema: the JWT is a 5-row monospace area,
		// a place name one line, a time zone a picker.
		expect(fieldsFromSchema(schemaOf('jwt-decoder'))[0]).toMatchObject({ kind: 'textarea', rows: 5, monospace: true });
		expect(fieldsFromSchema(schemaOf('geocoding'))[0]).toMatchObject({ name: 'query', kind: 'text' });
		expect(fieldsFromSchema(schemaOf('timezone'))[0]).toMatchObject({ name: 'timezone', kind: 'text', widget: 'timezone' });
	});

	it('maps hash algorithms to a checkbox group and the text to a textarea', () => {
		const fields = fieldsFromSchema(schemaOf('hash'));
		expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
			['input', 'textarea', true],
			['input_encoding', 'select', false],
			['algorithms', 'checkboxes', false],
			['encoding', 'select', false],
			['length', 'number', false],
			['xor_block_size', 'number', false]
		]);
		// The algorithms come in groups (x-option-groups), each under its heading; every option is in one.
		const algorithms = fields.find((f) => f.name === 'algorithms');
		const groups = algorithms?.kind === 'checkboxes' ? algorithms.groups : undefined;
		expect(groups?.map((g) => g.key)).toEqual(['cryptographic', 'legacy', 'checksums', 'fast', 'passwords']);
		const options = algorithms?.kind === 'checkboxes' ? algorithms.options.length : 0;
		expect(options).toBeGreaterThanOrEqual(61);
		expect(groups?.flatMap((g) => g.indices).sort((a, b) => a - b)).toEqual(Array.from({ length: options }, (_, i) => i));
	});

	it('maps nested objects to fieldsets, and shows no safe-integer range', () => {
		const rgb = fieldsFromSchema(schemaOf('color-converter')).find((f) => f.name === 'rgb');
		expect(rgb?.kind).toBe('object');
		expect(rgb?.kind === 'object' && rgb.fields.map((f) => [f.key, f.hint])).toEqual([
			['rgb.r', '0–255'],
			['rgb.g', '0–255'],
			['rgb.b', '0–255'],
			['rgb.a', '0–1']
		]);
		expect(rgb?.label).toBe('RGB');
	});
});

describe('buildInput', () => {
	it('omits empty optional fields and keeps defaults as numbers', () => {
		const fields = fieldsFromSchema(schemaOf('otp-totp-generate'));
		const values = initialValues(fields);
		values.secret = 'JBSWY3DPEHPK3PXP';
		expect(buildInput(fields, values)).toEqual({ input: { secret: 'JBSWY3DPEHPK3PXP', digits: 6, step: 30 }, problems: {} });
	});

	it('sends a required empty string (hashing "" is a real question)', () => {
		const fields = fieldsFromSchema(schemaOf('hash'));
		expect(buildInput(fields, initialValues(fields)).input).toEqual({ input: '' });
	});

	it('round-trips every example of every operation', () => {
		for (const op of OPERATIONS) {
			const schema = inputJsonSchema(op) as JsonSchema;
			const fields = fieldsFromSchema(schema);
			// A number-or-text field (the timestamp's value) sends what was typed: the number's digits.
			const asTyped = Object.entries(schema.properties ?? {}).filter(([, p]) => Array.isArray(p.type) && p.type.includes('string') && p.type.includes('number')).map(([name]) => name);
			for (const example of op.examples) {
				const { input } = buildInput(fields, valuesFromInput(fields, example.input));
				const expected = { ...example.input };
				for (const name of asTyped) if (typeof expected[name] === 'number') expected[name] = String(expected[name]);
				// Defaults the form fills in are the schema's own, so parsing gives the same data.
				expect(op.input.parse(input), `${op.id}: ${example.name}`).toEqual(op.input.parse(expected));
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
		expect(buildInput(fields, { messages: '[{' }).problems).toEqual({ messages: en.form.invalidJson });
		expect(buildInput(fields, { messages: '[{"role":"user"}]' }).input).toEqual({ messages: [{ role: 'user' }] });
	});
});

describe('hints and problems in the page language', () => {
	const schema: JsonSchema = {
		type: 'object',
		properties: {
			text: { type: 'string', maxLength: 10000 },
			count: { type: 'integer', minimum: 1, default: 5 },
			step: { type: 'integer', maximum: 60 },
			extra: { type: 'object' }
		}
	};

	it('writes English hints with English messages', () => {
		expect(fieldsOf(schema, en.form).map((f) => f.hint)).toEqual(['up to 10,000 characters', 'at least 1 · default 5', 'at most 60', 'JSON object']);
	});

	it('writes Portuguese hints and problems with pt-BR messages', () => {
		const fields = fieldsOf(schema, ptBR.form);
		expect(fields.map((f) => f.hint)).toEqual(['até 10.000 caracteres', 'no mínimo 1 · padrão 5', 'no máximo 60', 'Objeto JSON']);
		expect(build(fields, { extra: '{' }, ptBR.form).problems).toEqual({ extra: 'Não é um JSON válido: confira as aspas, vírgulas e chaves.' });
	});
});

describe('humanize', () => {
	it('spells field names as labels', () => {
		expect(humanize('new_secret')).toBe('New secret');
		expect(humanize('hsl')).toBe('HSL');
		expect(humanize('validForSeconds')).toBe('Valid for seconds');
	});
});

describe('a number-or-text field (the timestamp value)', () => {
	it('is one line of text with the hints of the union, filled from a number and sent as typed', () => {
		const schema: JsonSchema = {
			type: 'object',
			properties: { value: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 100 }], description: 'Unix time or a date', 'x-monospace': true, 'x-placeholder': '1795714347' } },
			required: ['value']
		};
		const [field] = fieldsFromSchema(schema);
		expect(field).toMatchObject({ kind: 'text', monospace: true, placeholder: '1795714347', maxLength: 100 });
		const values = valuesFromInput([field], { value: 1795714347 });
		expect(values.value).toBe('1795714347');
		expect(buildInput([field], { value: '2026-11-26T17:32:27Z' })).toMatchObject({ input: { value: '2026-11-26T17:32:27Z' } });
	});
});

describe('inputs as people type them', () => {
	it('takes the timestamp’s value as typed text: zod writes that union as type [number, string]', () => {
		const schema = schemaOf('timestamp');
		expect(schema.properties!.value.type).toEqual(['number', 'string']);
		const fields = fieldsFromSchema(schema);
		const value = fields.find((f) => f.name === 'value')!;
		expect(value.kind).toBe('text');
		for (const typed of ['2025-03-09 14:30', '2025-03-09T14:30:00Z', '1795714347']) {
			const built = buildInput(fields, { ...initialValues(fields), value: typed });
			expect(built.problems).toEqual({});
			expect(built.input.value).toBe(typed);
		}
	});

	it('leaves JSON to the fields that are JSON, and reads a PEM or a JWK in a key field', () => {
		const jsonFields = OPERATIONS.flatMap((op) => fieldsFromSchema(inputJsonSchema(op) as JsonSchema).filter((f) => f.kind === 'json').map((f) => `${op.id}.${f.key}`));
		expect(jsonFields.sort()).toEqual(['ai-chat.messages', 'json-schema-validate.data', 'json-schema-validate.schema', 'jwt-sign.header', 'jwt-sign.payload', 'template.data', 'template.partials', 'xml-query.namespaces']);
		const fields = fieldsFromSchema(schemaOf('jwt-verify'));
		const key = fields.find((f) => f.name === 'public_key')!;
		expect(key).toMatchObject({ kind: 'textarea', reading: 'objectOrText' });
		const pem = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----';
		expect(buildInput([key], { public_key: pem }).input).toEqual({ public_key: pem });
		expect(buildInput([key], { public_key: '{"kty":"oct","k":"c2VjcmV0"}' }).input).toEqual({ public_key: { kty: 'oct', k: 'c2VjcmV0' } });
		expect(buildInput([key], { public_key: '{"kty":' }).problems).toEqual({ public_key: en.form.invalidJson });
		expect(valuesFromInput([key], { public_key: { kty: 'oct' } }).public_key).toBe('{\n  "kty": "oct"\n}');
	});

	it('reads a number list given as an array or a text from a text area (math-stats)', () => {
		const [values] = fieldsFromSchema(schemaOf('math-stats'));
		expect(values).toMatchObject({ kind: 'textarea', name: 'values' });
		expect(buildInput([values], { values: '1 2 3' }).input).toEqual({ values: '1 2 3' });
	});

	it('takes a list of words one per line', () => {
		const [words] = fieldsFromSchema(schemaOf('password-strength')).filter((f) => f.name === 'user_inputs');
		expect(words).toMatchObject({ kind: 'textarea', reading: 'lines' });
		expect(buildInput([words], { user_inputs: 'Ana\n\n ana@example.com \n' }).input).toEqual({ user_inputs: ['Ana', 'ana@example.com'] });
		expect(buildInput([words], { user_inputs: '' }).input).toEqual({});
		expect(valuesFromInput([words], { user_inputs: ['a', 'b'] }).user_inputs).toBe('a\nb');
	});

	it('reads a date field in the page language’s order and says at the field when it cannot', () => {
		const schema = schemaOf('holiday-check');
		const ptFields = fieldsOf(schema, ptBR.form);
		const date = ptFields.find((f) => f.name === 'date')!;
		expect(date.widget).toBe('date');
		// The placeholder is the operation's example day, written as the language writes it.
		expect(date.placeholder).toBe('24/12/2026');
		expect(build([date], { date: '10/06/2025' }, ptBR.form)).toEqual({ input: { date: '2025-06-10' }, problems: {} });
		const enDate = fieldsFromSchema(schema).find((f) => f.name === 'date')!;
		expect(enDate.placeholder).toBe('12/24/2026');
		const ambiguous = buildInput([enDate], { date: '10/06/2025' });
		expect(ambiguous.input).toEqual({});
		expect(ambiguous.problems).toEqual({ date: 'October 6, 2025 or June 10, 2025? Type 2025-10-06 or 2025-06-10, or pick the day from the calendar.' });
		expect(buildInput([enDate], { date: 'someday' }).problems.date).toContain('12/24/2026');
		// A date and time: the cron's `from`.
		const from = fieldsFromSchema(schemaOf('cron')).find((f) => f.name === 'from')!;
		expect(from.widget).toBe('datetime');
		expect(buildInput([from], { from: '2025-03-09 14:30' }).input).toEqual({ from: '2025-03-09T14:30' });
	});
});

describe('the default form (Clear)', () => {
	it('gives a required choice the first example’s value, never "Choose…"', () => {
		const op = OPERATIONS.find((o) => o.id === 'encode')!;
		const fields = fieldsFromSchema(schemaOf('encode'));
		const scheme = fields.find((f) => f.name === 'scheme')!;
		expect(scheme).toMatchObject({ kind: 'select', required: true, default: undefined });
		const values = initialValues(fields, op.examples[0].input);
		// The encode operation's first example: "Text to base64".
		expect(buildInput(fields, values).input).toEqual({ input: '', scheme: 'base64', direction: 'encode' });
	});

	it('gives it the first option when there is no example, and keeps schema defaults', () => {
		const fields = fieldsFromSchema(schemaOf('encode'));
		const built = buildInput(fields, initialValues(fields)).input;
		expect(built.scheme).toBe((fields.find((f) => f.name === 'scheme') as { options: { value: unknown }[] }).options[0].value);
		expect(built.direction).toBe('encode');
		const totp = fieldsFromSchema(schemaOf('otp-totp-generate'));
		expect(buildInput(totp, initialValues(totp, { digits: 8 })).input).toEqual({ digits: 6, step: 30 });
	});
});
