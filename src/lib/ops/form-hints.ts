/**
 * What the app's form needs to know about an input field beyond its type, declared on the field
 * itself with zod's `.meta()` and carried into the JSON Schema (and the OpenAPI document) as
 * `x-` keywords, the extension form OpenAPI 3.1 allows:
 *
 * - `x-secret`: a credential, payment instrument or private conversation (src/lib/tools/README.md,
 *   "Secret fields"): kept out of the local history and share links by default;
 * - `x-multiline`: shown as a text area of this many rows (pasted or long text);
 * - `x-widget`: a picker the value comes from (a country, time zone, language or currency code
 *   picked by name, a colour, a coordinate that "use my location" can fill, or an image, base64,
 *   from a file, a drop, a paste or the camera), or a day (`date`: YYYY-MM-DD; `datetime`: an
 *   ISO 8601 date and time) that people may also type in their language's usual form;
 * - `x-notation`: on colour fields, the notation of a field that holds the same colour as its
 *   siblings in another notation (`hex` text, `rgb` {r,g,b,a}, `hsl` {h,s,l,a}, `css` text): the
 *   form keeps them in step and sends only the one edited last;
 * - `x-codes`: on a code picker, the only codes the operation knows (the countries with holiday
 *   data): the picker offers only those;
 * - `x-alone`: on a latitude, that the coordinates are an alternative to the operation's other
 *   inputs (a zone ID, a place name): "use my location" empties those when it fills the pair;
 * - `x-placeholder`: an example value shown in the empty field;
 * - `x-monospace`: codes, keys and tokens, which read better in a monospace face;
 * - `x-option-groups`: a choice's options in groups, by group id (a select, or a list of
 *   checkboxes, shows them under headings: the field's `groups` words in each language, src/lib/ops/texts.ts).
 *
 * @example z.string().describe('Three-part JWT').meta(formHints({ secret: true, multiline: 5 }))
 */
export type Widget = 'country' | 'timezone' | 'language' | 'currency' | 'color' | 'latitude' | 'longitude' | 'image' | 'date' | 'datetime';

/** The notation of a colour field that mirrors its siblings (`x-notation`). */
export type Notation = 'hex' | 'rgb' | 'hsl' | 'css';

export interface FormHints {
	secret?: true;
	multiline?: number;
	widget?: Widget;
	notation?: Notation;
	alone?: true;
	codes?: readonly string[];
	placeholder?: string;
	monospace?: true;
	optionGroups?: Readonly<Record<string, readonly string[]>>;
}

export function formHints(hints: FormHints): Record<string, unknown> {
	const meta: Record<string, unknown> = {};
	if (hints.secret) meta['x-secret'] = true;
	if (hints.multiline) meta['x-multiline'] = hints.multiline;
	if (hints.widget) meta['x-widget'] = hints.widget;
	if (hints.notation) meta['x-notation'] = hints.notation;
	if (hints.alone) meta['x-alone'] = true;
	if (hints.codes) meta['x-codes'] = [...hints.codes];
	if (hints.placeholder) meta['x-placeholder'] = hints.placeholder;
	if (hints.monospace) meta['x-monospace'] = true;
	if (hints.optionGroups) meta['x-option-groups'] = Object.fromEntries(Object.entries(hints.optionGroups).map(([group, values]) => [group, [...values]]));
	return meta;
}
