/**
 * Form values back into the operation's input (schema-form.ts builds the fields): text as typed,
 * dates read in the page language's order, JSON parsed where the field is JSON, colours sent in
 * the notation edited last. What cannot be sent is a problem at its field.
 */
import { parseHex, toHex } from '../ops/color/color.js';
import { NOTATION_SOURCE, notationFields, readColourText } from './notation-fields.js';
import type { Field, FormText, FormValues } from './schema-form.js';
import { numericDate, readTypedDate, sayDate } from './typed-dates.js';

export interface BuiltInput {
	input: Record<string, unknown>;
	/**
	 * Problems the form can name before running, by field key, in `words`' language: JSON that
	 * does not parse, a date it cannot read or that reads two ways. The input leaves those fields out.
	 */
	problems: Record<string, string>;
}

/** A date field's text as the ISO 8601 the operation reads; a problem at the field when it is not one. */
function buildDate(field: Field, text: string, problems: Record<string, string>, words: FormText): { set: boolean; value?: unknown } {
	const { dates } = words;
	const read = readTypedDate(text, { order: dates.order, locale: dates.locale, time: field.widget === 'datetime' });
	if (read.kind === 'date') return { set: true, value: read.value };
	if (read.kind === 'ambiguous') {
		const [a, b] = read.readings;
		problems[field.key] = dates.ambiguous(sayDate(a, dates.locale), sayDate(b, dates.locale), a.slice(0, 10), b.slice(0, 10));
	} else problems[field.key] = dates.unreadable(field.placeholder ?? numericDate('2026-12-24', dates.locale));
	return { set: false };
}

function buildField(field: Field, values: FormValues, problems: Record<string, string>, words: FormText): { set: boolean; value?: unknown } {
	const raw = values[field.key];
	switch (field.kind) {
		case 'text':
		case 'textarea': {
			const text = typeof raw === 'string' ? raw : '';
			if (field.reading === 'lines') {
				const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
				return lines.length === 0 && !field.required ? { set: false } : { set: true, value: lines };
			}
			if (field.reading === 'objectOrText' && text.trim().startsWith('{')) {
				try {
					return { set: true, value: JSON.parse(text) };
				} catch {
					problems[field.key] = words.invalidJson;
					return { set: false };
				}
			}
			if ((field.widget === 'date' || field.widget === 'datetime') && text.trim() !== '') return buildDate(field, text, problems, words);
			// A required string is sent even when empty: hashing "" is a real question.
			return text === '' && !field.required ? { set: false } : { set: true, value: text };
		}
		case 'number': {
			const text = typeof raw === 'string' ? raw.trim() : '';
			if (text === '') return { set: false };
			const n = Number(text);
			// Something that is not a number goes as typed, so the operation names the problem.
			return { set: true, value: Number.isFinite(n) ? n : text };
		}
		case 'boolean': {
			const checked = raw === true;
			if (field.required) return { set: true, value: checked };
			return checked === (field.default === true) ? { set: false } : { set: true, value: checked };
		}
		case 'select':
			return raw === '' || raw === undefined ? { set: false } : { set: true, value: field.options[Number(raw)]?.value };
		case 'checkboxes': {
			const picked = new Set(Array.isArray(raw) ? raw : []);
			const chosen = field.options.filter((_, i) => picked.has(String(i))).map((o) => o.value);
			return chosen.length === 0 && !field.required ? { set: false } : { set: true, value: chosen };
		}
		case 'object': {
			const obj = buildObject(field.fields, values, problems, words);
			return Object.keys(obj).length === 0 && !field.required ? { set: false } : { set: true, value: obj };
		}
		case 'json': {
			const text = typeof raw === 'string' ? raw.trim() : '';
			if (text === '') return { set: false };
			try {
				return { set: true, value: JSON.parse(text) };
			} catch {
				problems[field.key] = words.invalidJson;
				return { set: false };
			}
		}
	}
}

function buildObject(fields: Field[], values: FormValues, problems: Record<string, string>, words: FormText): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	const source = values[NOTATION_SOURCE];
	for (const field of fields) {
		// Of one colour in several notations, only the one edited last is sent.
		if (field.notation && typeof source === 'string' && field.key !== source && notationFields(fields).some((f) => f.key === source)) continue;
		const { set, value } = buildField(field, values, problems, words);
		if (!set) continue;
		// A CSS colour typed in a HEX field ("rebeccapurple", "rgb(… / 50%)") goes as the HEX it names, alpha included.
		if (field.notation === 'hex' && typeof value === 'string' && !parseHex(value)) {
			const rgba = readColourText(value);
			out[field.name] = rgba ? toHex(rgba) : value;
		} else out[field.name] = value;
	}
	return out;
}

/** The operation input the form describes; empty optional fields are left out. Problems are in `words`' language. */
export function buildInput(fields: Field[], values: FormValues, words: FormText): BuiltInput {
	const problems: Record<string, string> = {};
	return { input: buildObject(fields, values, problems, words), problems };
}
