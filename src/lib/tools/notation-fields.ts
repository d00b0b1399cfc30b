/**
 * One colour in several notations (the colour converter's HEX, RGB, HSL and CSS fields,
 * `x-notation`): editing one rewrites the others, and the form sends only the one edited last.
 */
import { alphaByte, type Rgba } from '../ops/color/color.js';
import { notationsOf, parseCssColour } from '../ops/color/css-colour.js';
import type { Field, FormValues } from './schema-form.js';

/**
 * The FormValues key that holds the key of the notation field edited last: the one the form
 * sends (the operation takes exactly one notation).
 */
export const NOTATION_SOURCE = '@notation';

/**
 * The full CSS Color 4 reader (culori, about 10 KB), loaded the first time a colour field holds
 * text the small parser cannot read (`oklch(…)`, `lab(…)`, `color(…)`): every other tool page's
 * form stays without it.
 */
let fullReader: ((text: string) => Rgba | null) | undefined;
let loading: Promise<void> | undefined;

function loadFullReader(): Promise<void> {
	loading ??= import('../ops/color/colour-text.js').then((m) => {
		fullReader = (text) => m.readCssColour(text)?.rgba ?? null;
	});
	return loading;
}

/** Text the small parser cannot read but the full one might: a CSS function or a word. */
const mightBeColour = (text: string) => /^\s*[a-z][a-z-]*(\(.*\))?\s*$/i.test(text);

/**
 * The colour CSS text names, in 8-bit RGBA: the small parser first, then the full one once loaded;
 * null while it names none (or the full reader is still on its way: `whenReadable` says when to ask again).
 */
export function readColourText(text: string): Rgba | null {
	return parseCssColour(text) ?? (fullReader && text.trim() ? fullReader(text) : null);
}

/** Resolves once `text` can be read as well as it ever will be (null: nothing to wait for). */
export function whenReadable(text: string): Promise<void> | null {
	if (fullReader || parseCssColour(text) || !mightBeColour(text)) return null;
	return loadFullReader();
}

export function notationFields(fields: Field[]): Field[] {
	return fields.filter((f) => f.widget === 'color' && f.notation);
}

function numberAt(values: FormValues, key: string): number {
	const raw = values[key];
	return typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
}

/** The `a` field of an RGB or HSL notation in 8 bits: 255 when empty, NaN when not 0–1. */
function alphaAt(values: FormValues, key: string): number {
	const raw = values[key];
	if (typeof raw !== 'string' || raw.trim() === '') return 255;
	const a = Number(raw);
	return Number.isFinite(a) && a >= 0 && a <= 1 ? alphaByte(a) : NaN;
}

/** The colour a notation field holds, or null while it holds none (or half of one). */
export function readNotation(field: Field, values: FormValues): Rgba | null {
	if (field.notation === 'hex' || field.notation === 'css') {
		const raw = values[field.key];
		return typeof raw === 'string' ? readColourText(raw) : null;
	}
	const [a, b, c] = (field.notation === 'rgb' ? ['r', 'g', 'b'] : ['h', 's', 'l']).map((n) => numberAt(values, `${field.key}.${n}`));
	const alpha = alphaAt(values, `${field.key}.a`);
	if (![a, b, c, alpha].every(Number.isFinite)) return null;
	if (field.notation === 'rgb') {
		if (![a, b, c].every((v) => Number.isInteger(v) && v >= 0 && v <= 255)) return null;
		return { r: a, g: b, b: c, a: alpha };
	}
	if (a < 0 || a > 360 || b < 0 || b > 100 || c < 0 || c > 100) return null;
	const rgb = parseCssColour(`hsl(${a} ${b}% ${c}%)`);
	return rgb && { ...rgb, a: alpha };
}

/**
 * After the user edits the notation field `editedKey` (HEX, RGB, HSL or CSS text of one colour),
 * writes the same colour into its sibling notations and marks the edited one as the one to send.
 * A value that is not (yet) a colour leaves the siblings as they are. CSS text only the full reader
 * understands is read once it has loaded: the returned promise settles after that second pass
 * (which is skipped if the user has edited the form since).
 */
export function syncNotations(fields: Field[], values: FormValues, editedKey: string): Promise<void> | void {
	const group = notationFields(fields);
	const edited = group.find((f) => f.key === editedKey);
	if (!edited) return;
	values[NOTATION_SOURCE] = edited.key;
	const rgba = readNotation(edited, values);
	if (!rgba) {
		const text = values[edited.key];
		const pending = typeof text === 'string' && (edited.notation === 'hex' || edited.notation === 'css') ? whenReadable(text) : null;
		return pending?.then(() => {
			if (values[NOTATION_SOURCE] === edited.key && values[edited.key] === text && readNotation(edited, values)) syncNotations(fields, values, edited.key);
		});
	}
	const colour = notationsOf(rgba);
	for (const field of group) {
		if (field === edited) continue;
		if (field.notation === 'hex') values[field.key] = colour.hex;
		else if (field.notation === 'css') values[field.key] = colour.css;
		else {
			const parts = field.notation === 'rgb' ? colour.rgb : colour.hsl;
			for (const [name, value] of Object.entries(parts)) values[`${field.key}.${name}`] = String(value);
			// Only where the notation has an alpha field.
			if (field.kind === 'object' && field.fields.some((f) => f.name === 'a')) values[`${field.key}.a`] = colour.alpha;
		}
	}
}
