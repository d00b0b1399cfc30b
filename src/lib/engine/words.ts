/**
 * What an operation says, by id (src/lib/i18n/README.md, "Operations' messages"). An error, a
 * validation problem or a message in an answer keeps its English text, the API's words, and
 * carries beside it the id of that text in its module's catalog and the values it names, so the
 * app can say it in the page's language. The English catalogs sit with the operations
 * (`<module>/errors.ts`, which the worker and the server load); the translations in the module's
 * `i18n.ts` (`errorWords`), which only the pages load.
 */
import type { z } from 'zod';
import { OperationError, type ErrorKey } from './define.js';
import type { ErrorCode } from './error-codes.js';

/** A value a message names: text, a number (each language writes it its own way) or another message. */
export type WordValue = string | number | Words;

/** One message by id: serialisable, so it crosses postMessage and JSON unchanged. */
export interface Words {
	/** The folder under src/lib/ops whose catalog holds it (`_shared` for src/lib/ops/_shared; `recipe`: engine/recipe-errors.ts). */
	module: string;
	id: string;
	values?: Record<string, WordValue>;
	/** The input field it is about (dotted path): the message reads `field: text`. */
	field?: string;
	/** The English text, without the field: the API's words, and the fallback of an unknown id. */
	text: string;
}

/** A message of a catalog: fixed text, or text made of its values (already text or numbers). */
export type Template<V = never> = string | ((values: V) => string);

/** The values a template takes (none for fixed text). */
export type ValuesOf<T> = T extends (values: infer V) => string ? V : Record<never, never>;

/** What a caller may pass for a template's values: a text value may also be a message of its own. */
type Given<V> = { [K in keyof V]: V[K] extends string ? string | Words : V[K] };

/** A catalog: message id → its English template (any values: `never` takes every function). */
export type Templates = Record<string, string | ((values: never) => string)>;

/** The translation of a catalog in one language: the same ids, each text or a function of the same values. */
export type Translation<C extends Templates> = { [K in keyof C]: string | ((values: ValuesOf<C[K]>) => string) };

/** A module's `errorWords` (its `i18n.ts`): every message of its English catalog in pt-BR and es. */
export type ErrorWords<C extends { english: Templates }> = { 'pt-BR': Translation<C['english']>; es: Translation<C['english']> };

/** How an error from a catalog is answered: 422 `invalid_input` under the operation's key unless told. */
export interface ErrorOptions {
	field?: string;
	status?: number;
	code?: ErrorCode;
	key?: ErrorKey;
}

/** A message's text with its field: `field: text`, as the API has always worded a field's problem. */
export function fullText(words: Words): string {
	return words.field ? `${words.field}: ${words.text}` : words.text;
}

/** Fills a template with values (nested messages already turned into text). */
export function fill(template: string | ((values: never) => string), values: Record<string, string | number>): string {
	return typeof template === 'string' ? template : (template as (values: Record<string, string | number>) => string)(values);
}

/** The values as English text for the English template (a nested message by its English text). */
function englishValues(values: Record<string, WordValue> | undefined): Record<string, string | number> {
	const out: Record<string, string | number> = {};
	for (const [name, value] of Object.entries(values ?? {})) out[name] = typeof value === 'object' ? fullText(value) : value;
	return out;
}

export interface Catalog<C extends Templates> {
	readonly module: string;
	readonly english: C;
	/** Message `id` with its values: its English text, and what the app translates. */
	words<K extends keyof C & string>(id: K, values?: Given<ValuesOf<C[K]>>, field?: string): Words;
	/** The OperationError that answers with message `id`: the API's detail is its English text, `field: text`. */
	error<K extends keyof C & string>(id: K, values?: Given<ValuesOf<C[K]>>, options?: ErrorOptions): OperationError;
	/**
	 * A zod error map (`{ error: … }` on a schema or check) that words its issue with message `id`,
	 * values taken from the issue; returning undefined leaves the issue to zod's own words.
	 */
	zod<K extends keyof C & string>(id: K, values?: (issue: z.core.$ZodRawIssue) => Given<ValuesOf<C[K]>> | undefined): (issue: z.core.$ZodRawIssue) => string | undefined;
}

/**
 * A module's English messages by id (its `errors.ts`). Pure: a module that never uses its
 * catalog does not keep it in a bundle.
 * @example
 * export const errors = catalog('encode', { not_in_scheme: ({ scheme }: { scheme: string }) => `is not valid ${scheme}`, … });
 * throw errors.error('not_in_scheme', { scheme: 'base64' }, { field: 'input' }); // 422 {"detail": "input: is not valid base64", …}
 */
/*#__NO_SIDE_EFFECTS__*/
export function catalog<const C extends Templates>(module: string, english: C): Catalog<C> {
	const words = (id: string, values?: Record<string, WordValue>, field?: string): Words => {
		const text = fill(english[id] as Template<never>, englishValues(values));
		const out: Words = { module, id, text };
		if (values && Object.keys(values).length) out.values = values;
		if (field) out.field = field;
		return out;
	};
	return {
		module,
		english,
		words: (id, values, field) => words(id, values as Record<string, WordValue>, field),
		error: (id, values, options) => errorOf(words(id, values as Record<string, WordValue>), options),
		zod(id, values) {
			return (issue) => {
				const given = values ? values(issue) : {};
				if (given === undefined) return undefined;
				const said = words(id, given as Record<string, WordValue>);
				// zod copies the raw issue's own members into the issue it reports, after asking for the
				// message (src/lib/i18n/ops/say.test.ts checks it still does): the words travel as `params`.
				const raw = issue as { params?: Record<string, unknown> };
				raw.params = { ...raw.params, words: said };
				return said.text;
			};
		}
	};
}

/**
 * The OperationError that answers with `words`, about `options.field` when given: its message is
 * the English `field: text`, the API's detail.
 */
export function errorOf(words: Words, options: ErrorOptions = {}): OperationError {
	const said = options.field ? { ...words, field: options.field } : words;
	return new OperationError(options.status ?? 422, fullText(said), { key: options.key, code: options.code, words: said });
}

/**
 * An error a module's logic throws with a message from its catalog (the message is the English
 * text); the operation answers it with `errorOf(err.words, { field })`. Modules extend it, so
 * `instanceof` still tells their errors apart.
 */
export class WordedError extends Error {
	constructor(readonly words: Words) {
		super(fullText(words));
		this.name = new.target.name;
	}
}

/** The words a thrown error carries, if it carries any (an OperationError, a module's own error class). */
export function wordsOf(err: unknown): Words | undefined {
	const words = (err as { words?: unknown } | null)?.words;
	return words && typeof words === 'object' && 'id' in words ? (words as Words) : undefined;
}

/**
 * Messages inside a 200 answer (an invalid JSON's reason, a check's verdict), by JSON Pointer into
 * the body: kept beside the body, never in it, so the API's answer is unchanged and the app can
 * still say them in its language. `executeOperation` moves them into the result.
 */
const ANSWER_WORDS = new WeakMap<object, Record<string, Words>>();

/** Marks messages in an answer by pointer; returns the answer itself. */
export function withWords<T extends object>(body: T, byPointer: Record<string, Words>): T {
	ANSWER_WORDS.set(body, { ...ANSWER_WORDS.get(body), ...byPointer });
	return body;
}

/** The messages marked in an answer (withWords), if any. */
export function answerWords(body: unknown): Record<string, Words> | undefined {
	return body && typeof body === 'object' ? ANSWER_WORDS.get(body) : undefined;
}
