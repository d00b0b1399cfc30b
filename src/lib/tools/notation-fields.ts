/**
 * One colour in several notations (the colour converter's HEX, RGB and HSL fields, `x-notation`):
 * editing one rewrites the others, and the form sends only the one edited last.
 */
import { notationsOf, parseCssColour } from '../ops/color/css-colour.js';
import type { Field, FormValues } from './schema-form.js';

/**
 * The FormValues key that holds the key of the notation field edited last: the one the form
 * sends (the operation takes exactly one notation).
 */
export const NOTATION_SOURCE = '@notation';

export function notationFields(fields: Field[]): Field[] {
	return fields.filter((f) => f.widget === 'color' && f.notation);
}

function numberAt(values: FormValues, key: string): number {
	const raw = values[key];
	return typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
}

/** The colour a notation field holds, or null while it holds none (or half of one). */
export function readNotation(field: Field, values: FormValues) {
	if (field.notation === 'hex') {
		const raw = values[field.key];
		return typeof raw === 'string' ? parseCssColour(raw) : null;
	}
	const [a, b, c] = (field.notation === 'rgb' ? ['r', 'g', 'b'] : ['h', 's', 'l']).map((n) => numberAt(values, `${field.key}.${n}`));
	if (![a, b, c].every(Number.isFinite)) return null;
	if (field.notation === 'rgb') {
		if (![a, b, c].every((v) => Number.isInteger(v) && v >= 0 && v <= 255)) return null;
		return { r: a, g: b, b: c };
	}
	if (a < 0 || a > 360 || b < 0 || b > 100 || c < 0 || c > 100) return null;
	return parseCssColour(`hsl(${a} ${b}% ${c}%)`);
}

/**
 * After the user edits the notation field `editedKey` (HEX, RGB or HSL of one colour), writes
 * the same colour into its sibling notations and marks the edited one as the one to send.
 * A value that is not (yet) a colour leaves the siblings as they are.
 */
export function syncNotations(fields: Field[], values: FormValues, editedKey: string): void {
	const group = notationFields(fields);
	const edited = group.find((f) => f.key === editedKey);
	if (!edited) return;
	values[NOTATION_SOURCE] = edited.key;
	const rgb = readNotation(edited, values);
	if (!rgb) return;
	const colour = notationsOf(rgb);
	for (const field of group) {
		if (field === edited) continue;
		if (field.notation === 'hex') values[field.key] = colour.hex;
		else {
			const parts = field.notation === 'rgb' ? colour.rgb : colour.hsl;
			for (const [name, value] of Object.entries(parts)) values[`${field.key}.${name}`] = String(value);
		}
	}
}
