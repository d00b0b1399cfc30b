/**
 * Turns an operation's input JSON Schema (zod's output, see inputJsonSchema) into form fields,
 * and form values back into the operation's input. Plain TypeScript: the components only render.
 *
 * The words it writes (hints, problems) come in as a FormText, the current language's
 * `tool.form` messages: this module never reads the page's language itself.
 *
 * @example
 * const fields = fieldsFromSchema(schema, i18n.m.tool.form);
 * let values = initialValues(fields);
 * const { input, problems } = buildInput(fields, values, i18n.m.tool.form);
 */

import type { Messages } from '../i18n/messages/en/index.js';
import type { Notation, Widget } from '../ops/form-hints.js';
import { numericDate } from './typed-dates.js';
import { notationFields, readNotation, syncNotations } from './notation-fields.js';

// The form's other halves: colours in several notations, and the input a form's values build.
export { NOTATION_SOURCE, syncNotations } from './notation-fields.js';
export { buildInput, type BuiltInput } from './build-input.js';

/** The words of hints and problems, in the page's language (`i18n.m.tool.form`). */
export type FormText = Pick<Messages['tool']['form'], 'atLeast' | 'atMost' | 'upToCharacters' | 'defaultValue' | 'json' | 'jsonArray' | 'jsonObject' | 'invalidJson' | 'onePerLine' | 'dates'>;

/** The subset of JSON Schema that zod emits for operation inputs. */
export interface JsonSchema {
	type?: string | string[];
	title?: string;
	description?: string;
	properties?: Record<string, JsonSchema>;
	required?: string[];
	items?: JsonSchema;
	enum?: unknown[];
	const?: unknown;
	anyOf?: JsonSchema[];
	oneOf?: JsonSchema[];
	default?: unknown;
	minimum?: number;
	maximum?: number;
	exclusiveMinimum?: number;
	exclusiveMaximum?: number;
	minLength?: number;
	maxLength?: number;
	minItems?: number;
	maxItems?: number;
	format?: string;
	pattern?: string;
	/** Form hints an operation declares on a field (src/lib/ops/form-hints.ts). */
	'x-secret'?: boolean;
	'x-multiline'?: number;
	'x-widget'?: Widget;
	'x-notation'?: Notation;
	'x-alone'?: boolean;
	'x-codes'?: string[];
	'x-placeholder'?: string;
	'x-monospace'?: boolean;
	/** The words of an optional choice left unset, in the page's language (set by localizeSchema, never in OpenAPI). */
	'x-unset'?: string;
	/** The words of a choice's options by value as text, in the page's language (set by localizeSchema, never in OpenAPI). */
	'x-option-labels'?: Record<string, string>;
	/** A choice's options by group id (formHints' `optionGroups`): a select's or a list of checkboxes'. */
	'x-option-groups'?: Record<string, string[]>;
	/** The words of those groups in the page's language (set by localizeSchema). */
	'x-option-group-labels'?: Record<string, string>;
}

export interface FieldOption {
	/** What the operation receives: the API's own value. */
	value: unknown;
	/** What people read: the operation's words for it, its name, or the value itself (a number). */
	label: string;
	/** The heading it is shown under in a select, when the field groups its options (`x-option-groups`). */
	group?: string;
}

/**
 * A select's options under their group headings, in the groups' order, each with its index in
 * `options` (the value the select sends); options in no group come first, without a heading.
 */
export function optionGroups(options: FieldOption[]): { label?: string; items: { option: FieldOption; index: number }[] }[] {
	const out: { label?: string; items: { option: FieldOption; index: number }[] }[] = [];
	options.forEach((option, index) => {
		let group = out.find((g) => g.label === option.group);
		if (!group) {
			group = { label: option.group, items: [] };
			if (option.group === undefined) out.unshift(group);
			else out.push(group);
		}
		group.items.push({ option, index });
	});
	return out;
}

/** A heading over some of a list of checkboxes' options (their indices, in option order). */
export interface OptionGroup {
	key: string;
	label: string;
	indices: number[];
}

/** A list of checkboxes' groups (`x-option-groups`), with their headings; options in no group follow, unheaded. */
function checkboxGroups(schema: JsonSchema, options: FieldOption[]): OptionGroup[] | undefined {
	const groups = schema['x-option-groups'];
	if (!groups) return undefined;
	const labels = schema['x-option-group-labels'] ?? {};
	const list = Object.entries(groups).map(([key, values]) => ({ key, label: labels[key] ?? key, indices: options.flatMap((o, i) => (values.includes(String(o.value)) ? [i] : [])) }));
	const grouped = new Set(list.flatMap((g) => g.indices));
	const rest = options.flatMap((_, i) => (grouped.has(i) ? [] : [i]));
	return rest.length ? [...list, { key: '', label: '', indices: rest }] : list;
}

interface FieldBase {
	/** Dotted path of the value, e.g. `rgb.r`; also the key into FormValues. */
	key: string;
	/** Property name in the input object. */
	name: string;
	label: string;
	description?: string;
	required: boolean;
	default?: unknown;
	/** Short limits text, e.g. "1–300" or "up to 200 characters". */
	hint?: string;
	/** The picker the value comes from, when the operation names one. */
	widget?: Widget;
	/** A colour field mirrored by its siblings in other notations (syncNotations). */
	notation?: Notation;
	/** Coordinates given instead of the other inputs: "use my location" empties those. */
	alone?: boolean;
	/** The only codes a picker offers, when the operation knows fewer than the whole list. */
	codes?: string[];
	/** An example shown in the empty field (else the default, if any). */
	placeholder?: string;
	/** Codes, keys and tokens: shown in a monospace face. */
	monospace?: boolean;
	/** An optional select's empty choice, in words saying what the operation then does. */
	unset?: string;
}

/** How a text field's words become the value sent (else the text as typed). */
export type TextReading =
	/** A JSON object where the text is one (`{…}`), else the text: a PEM key or a JWK. */
	| 'objectOrText'
	/** An array of strings, one per line (blank lines left out). */
	| 'lines';

export type Field =
	| (FieldBase & { kind: 'text'; maxLength?: number; minLength?: number; format?: string; reading?: TextReading })
	| (FieldBase & { kind: 'textarea'; rows: number; maxLength?: number; minLength?: number; format?: string; reading?: TextReading })
	| (FieldBase & { kind: 'number'; integer: boolean; min?: number; max?: number })
	| (FieldBase & { kind: 'boolean' })
	| (FieldBase & { kind: 'select'; options: FieldOption[] })
	| (FieldBase & { kind: 'checkboxes'; options: FieldOption[]; groups?: OptionGroup[] })
	| (FieldBase & { kind: 'object'; fields: Field[] })
	| (FieldBase & { kind: 'json' });

/**
 * What the form holds, keyed by Field.key: strings for text, numbers (as typed), selects
 * (option index, '' for none) and JSON; booleans for checkboxes; option indices for groups.
 */
export type FormValues = Record<string, string | boolean | string[]>;

/** Words written in capitals in labels. */
const ACRONYMS = new Set(['api', 'bban', 'cmyk', 'cnpj', 'cpf', 'css', 'dns', 'hex', 'hsl', 'iban', 'id', 'ip', 'json', 'jwt', 'mx', 'otp', 'qr', 'rgb', 'totp', 'uri', 'url', 'utc', 'vat']);

/** Widgets whose value is picked from a list of codes (lib/tools/pickers/CodePicker.svelte). */
export const CODE_WIDGETS: readonly Widget[] = ['country', 'timezone', 'language', 'currency'];

export function isCodeWidget(widget: Widget | undefined): boolean {
	return widget !== undefined && CODE_WIDGETS.includes(widget);
}

/** The id of a field's control (its label points at it; a page focuses it): `f-rgb-r` for `rgb.r`. */
export function fieldId(key: string, prefix = 'f'): string {
	return `${prefix}-${key.replace(/[^\w-]/g, '-')}`;
}

/** "new_secret" → "New secret", "rgb" → "RGB", "valid_for_seconds" → "Valid for seconds". */
export function humanize(name: string): string {
	const words = name
		.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
		.replace(/[_-]+/g, ' ')
		.trim()
		.toLowerCase()
		.split(/\s+/)
		.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w));
	const text = words.join(' ');
	return text.charAt(0).toUpperCase() + text.slice(1);
}

function typesOf(schema: JsonSchema): string[] {
	if (Array.isArray(schema.type)) return schema.type;
	return schema.type ? [schema.type] : [];
}

/** anyOf/oneOf branches without the `null` one (nullable fields are edited as their base type). */
function branches(schema: JsonSchema): JsonSchema[] | undefined {
	const list = schema.anyOf ?? schema.oneOf;
	return list?.filter((s) => !(s.type === 'null'));
}

function literalOptions(schema: JsonSchema): FieldOption[] | undefined {
	const groups = Object.entries(schema['x-option-groups'] ?? {});
	const groupOf = (value: unknown) => {
		const found = groups.find(([, values]) => values.includes(String(value)))?.[0];
		return found === undefined ? {} : { group: schema['x-option-group-labels']?.[found] ?? found };
	};
	const option = (value: unknown): FieldOption => ({ value, label: schema['x-option-labels']?.[String(value)] ?? String(value), ...groupOf(value) });
	if (schema.enum) return schema.enum.map(option);
	const list = branches(schema);
	if (list?.length && list.every((s) => 'const' in s)) return list.map((s) => option(s.const));
	return undefined;
}

const meaningful = (n: number | undefined) => (n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n);

function rangeHint(words: FormText, min?: number, max?: number): string | undefined {
	if (min !== undefined && max !== undefined) return `${min}–${max}`;
	if (min !== undefined) return words.atLeast(min);
	if (max !== undefined) return words.atMost(max);
	return undefined;
}

function joinHints(...parts: (string | undefined)[]): string | undefined {
	const kept = parts.filter(Boolean);
	return kept.length ? kept.join(' · ') : undefined;
}

/** "default 2"; a choice's default in its options' words ("default Detect automatically"), not as the API writes it. */
function defaultHint(schema: JsonSchema, words: FormText, options?: FieldOption[]): string | undefined {
	if (schema.default === undefined) return undefined;
	if (!options) return words.defaultValue(JSON.stringify(schema.default));
	const label = (value: unknown) => options.find((o) => o.value === value)?.label ?? JSON.stringify(value);
	return words.defaultValue(Array.isArray(schema.default) ? schema.default.map(label).join(', ') : label(schema.default));
}

function toField(name: string, schema: JsonSchema, required: boolean, prefix: string, words: FormText): Field {
	const key = prefix ? `${prefix}.${name}` : name;
	const base: FieldBase = {
		key,
		name,
		label: schema.title ?? humanize(name),
		description: schema.description,
		required,
		default: schema.default,
		...(schema['x-widget'] && { widget: schema['x-widget'] }),
		...(schema['x-notation'] && { notation: schema['x-notation'] }),
		...(schema['x-alone'] && { alone: true }),
		...(schema['x-codes'] && { codes: schema['x-codes'] }),
		...(schema['x-placeholder'] && { placeholder: schema['x-placeholder'] }),
		...(schema['x-monospace'] && { monospace: true }),
		...(schema['x-unset'] && { unset: schema['x-unset'] })
	};
	const options = literalOptions(schema);
	if (options) return { ...base, kind: 'select', options, hint: defaultHint(schema, words, options) };

	const list = branches(schema);
	// A nullable field (anyOf [T, null]) is edited as T; a number-or-text one (a Unix time or a
	// date) as its text: one line, sent as typed, and the operation reads digits as a number.
	const textBranch = list && list.length > 1 && list.every((b) => typesOf(b).every((t) => t === 'string' || t === 'number' || t === 'integer')) ? list.find((b) => typesOf(b).includes('string')) : undefined;
	// Text or a JSON object (a PEM key or a JWK): people paste either, and only the object is JSON.
	const objectOrText = list?.length === 2 && list.some((b) => typesOf(b).join() === 'string') && list.some((b) => typesOf(b).join() === 'object');
	// Text or an array (numbers for /math/stats): the operation reads the list from the text, so the form sends the text.
	const arrayOrText = list?.length === 2 && list.some((b) => typesOf(b).join() === 'string') && list.some((b) => typesOf(b).join() === 'array');
	if (list?.length === 1 || textBranch || objectOrText || arrayOrText) {
		// The outer node holds the words and hints (`.describe()`/`.meta()` sit on the nullable wrapper).
		const { anyOf: _anyOf, oneOf: _oneOf, ...outer } = schema;
		const defined = Object.fromEntries(Object.entries(outer).filter(([, value]) => value !== undefined));
		const inner = textBranch ?? (objectOrText || arrayOrText ? list!.find((b) => typesOf(b).join() === 'string')! : list![0]);
		const field = toField(name, { ...inner, ...defined, description: schema.description }, required, prefix, words);
		return objectOrText && (field.kind === 'text' || field.kind === 'textarea') ? { ...field, reading: 'objectOrText' } : field;
	}
	if (list?.length) return { ...base, kind: 'json', hint: words.json };

	const types = typesOf(schema).filter((t) => t !== 'null');
	// zod writes a number-or-text union of plain types as one node, `type: ['number', 'string']`.
	const type = types.length === 1 ? types[0] : types.includes('string') && types.every((t) => t === 'string' || t === 'number' || t === 'integer') ? 'string' : undefined;
	switch (type) {
		case 'string': {
			const rows = schema['x-multiline'];
			const date = schema['x-widget'] === 'date' || schema['x-widget'] === 'datetime';
			return {
				...base,
				...(rows ? { kind: 'textarea' as const, rows } : { kind: 'text' as const }),
				maxLength: schema.maxLength,
				minLength: schema.minLength,
				format: schema.format,
				// A date field shows the day in the page's own numeric order.
				...(date && base.placeholder && { placeholder: numericDate(base.placeholder, words.dates.locale) }),
				// A length limit says nothing to someone picking a code by name or a date, and a colour
				// notation takes longer CSS text than the API's limit (the form sends its HEX).
				hint: joinHints(schema.maxLength !== undefined && !schema['x-notation'] && !date && !isCodeWidget(schema['x-widget']) ? words.upToCharacters(schema.maxLength) : undefined, defaultHint(schema, words))
			};
		}
		case 'integer':
		case 'number': {
			// zod writes the safe-integer range on every integer: not a limit worth showing.
			const min = meaningful(schema.minimum ?? schema.exclusiveMinimum);
			const max = meaningful(schema.maximum ?? schema.exclusiveMaximum);
			return { ...base, kind: 'number', integer: type === 'integer', min, max, hint: joinHints(rangeHint(words, min, max), defaultHint(schema, words)) };
		}
		case 'boolean':
			return { ...base, kind: 'boolean' };
		case 'array': {
			const itemOptions = schema.items ? literalOptions(schema.items) : undefined;
			if (itemOptions) return { ...base, kind: 'checkboxes', options: itemOptions, groups: checkboxGroups(schema, itemOptions), hint: defaultHint(schema, words, itemOptions) };
			// A list of words (names a password must not be built on): one per line, not JSON.
			if (schema.items && typesOf(schema.items).join() === 'string' && !schema.items.properties) {
				return { ...base, kind: 'textarea', rows: 4, reading: 'lines', hint: joinHints(words.onePerLine, defaultHint(schema, words)) };
			}
			return { ...base, kind: 'json', hint: words.jsonArray };
		}
		case 'object':
			if (schema.properties) return { ...base, kind: 'object', fields: fieldsFromSchema(schema, words, key) };
			return { ...base, kind: 'json', hint: words.jsonObject };
		default:
			return { ...base, kind: 'json', hint: words.json };
	}
}

/** The fields of an object schema, in declaration order; hints in `words`' language. */
export function fieldsFromSchema(schema: JsonSchema, words: FormText, prefix = ''): Field[] {
	const required = new Set(schema.required ?? []);
	return Object.entries(schema.properties ?? {}).map(([name, prop]) => toField(name, prop, required.has(name), prefix, words));
}

function optionIndex(options: FieldOption[], value: unknown): string {
	const i = options.findIndex((o) => o.value === value);
	return i < 0 ? '' : String(i);
}

function setValue(field: Field, values: FormValues, value: unknown): void {
	switch (field.kind) {
		case 'text':
		case 'textarea':
			if (field.reading === 'lines' && Array.isArray(value)) values[field.key] = value.join('\n');
			else if (value !== null && typeof value === 'object') values[field.key] = JSON.stringify(value, null, 2);
			else values[field.key] = value === undefined ? '' : String(value);
			break;
		case 'number':
			values[field.key] = value === undefined ? '' : String(value);
			break;
		case 'boolean':
			values[field.key] = value === true;
			break;
		case 'select':
			values[field.key] = value === undefined ? '' : optionIndex(field.options, value);
			break;
		case 'checkboxes':
			values[field.key] = Array.isArray(value) ? value.map((v) => optionIndex(field.options, v)).filter(Boolean) : [];
			break;
		case 'object': {
			const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
			for (const child of field.fields) setValue(child, values, obj[child.name] ?? child.default);
			break;
		}
		case 'json':
			values[field.key] = value === undefined ? '' : JSON.stringify(value, null, 2);
	}
}

/** Form values for `input` (an example, say); fields it leaves out get their defaults. */
export function valuesFromInput(fields: Field[], input: Record<string, unknown> = {}): FormValues {
	const values: FormValues = {};
	for (const field of fields) {
		const value = field.name in input ? input[field.name] : field.default;
		// An optional object stays empty unless the input has it.
		setValue(field, values, field.kind === 'object' && !(field.name in input) && !field.required ? undefined : value);
	}
	const source = notationFields(fields).find((f) => readNotation(f, values));
	if (source) syncNotations(fields, values, source.key);
	return values;
}

function valueAt(input: Record<string, unknown>, key: string): unknown {
	return key.split('.').reduce<unknown>((node, name) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined), input);
}

function allFields(fields: Field[]): Field[] {
	return fields.flatMap((f) => (f.kind === 'object' ? [f, ...allFields(f.fields)] : [f]));
}

/**
 * The default form (the page without an example, and Clear): every field at its schema default,
 * or empty. A required choice without a default is never left at "Choose…", which the operation
 * would refuse at the next keystroke: it takes the value the tool's first example gives it
 * (`example`), else its first option.
 */
export function initialValues(fields: Field[], example: Record<string, unknown> = {}): FormValues {
	const values = valuesFromInput(fields, {});
	for (const field of allFields(fields)) {
		if (field.kind !== 'select' || !field.required || values[field.key] !== '') continue;
		const index = optionIndex(field.options, valueAt(example, field.key));
		values[field.key] = index === '' ? '0' : index;
	}
	return values;
}
