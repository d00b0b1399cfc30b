/**
 * What an operation said, in the page's language (README.md, "Operations' messages"): its error,
 * its validation problems and the messages inside its answer, from the ids and values the worker
 * (or, for a server tool, the API when the app asks) sends beside the body. A module's
 * translations (`errorWords` in its `i18n.ts`) and zod's error map for the language load the
 * first time a page needs them, each a small chunk of its own; English needs neither. The body
 * itself, the API's words, is never changed: "Show the API call" shows it as it came.
 */
import type { FieldIssue } from '../../engine/execute.js';
import { fill, type Words } from '../../engine/words.js';
import type { Locale } from '../locales.js';
import type { Messages } from '../messages/en/index.js';

/** The words for validation problems, in the page's language (`i18n.m.tool.form.problems`). */
export type ProblemWords = Messages['tool']['form']['problems'];

/** An answer's messages in the page's language (`Said` on a RunOutcome). */
export interface Said {
	/** The error's message, `field: text` as the API words it; for a validation failure, its problems joined with "; ". */
	message?: string;
	/** The field the error is about and its text without the field, to say under that field. */
	field?: { path: string; text: string };
	/** Each validation problem's text, in the order of the outcome's `issues`. */
	issues?: string[];
	/** Messages inside a 200 answer, by JSON Pointer into the body. */
	answer?: Record<string, string>;
}

/** What an outcome carries that can be said in another language (a RunOutcome's members). */
export interface Sayable {
	status: number;
	issues?: FieldIssue[];
	words?: Words;
	answerWords?: Record<string, Words>;
}

/** A module's translations of its messages: language → id → text or function of the values. */
type ModuleWords = Partial<Record<Locale, Record<string, string | ((values: never) => string)>>>;

/** zod's error map for a language (`zod/v4/locales/<lang>.js`): a raw issue → its message. */
type ZodMap = (issue: Record<string, unknown>) => string | undefined;

/** Where the translations come from; the app's are the modules' chunks, a test may pass its own. */
export interface SayLoaders {
	module(name: string): Promise<ModuleWords | undefined>;
	zod(locale: Exclude<Locale, 'en'>): Promise<ZodMap>;
}

const MODULE_WORDS = import.meta.glob<ModuleWords | undefined>('../../ops/*/i18n.ts', { import: 'errorWords' });

/** Catalogs outside the operations' folders: the recipe engine's own messages (engine/recipe-errors.ts). */
const ENGINE_WORDS: Record<string, () => Promise<ModuleWords | undefined>> = {
	recipe: () => import('../../engine/recipe-i18n.js').then((m) => m.errorWords)
};

/** The app's loaders: each module's `errorWords` (a chunk per module), zod's locale for the language. */
export const APP_LOADERS: SayLoaders = {
	async module(name) {
		const load = ENGINE_WORDS[name] ?? MODULE_WORDS[`../../ops/${name}/i18n.ts`];
		return load ? load() : undefined;
	},
	async zod(locale) {
		const { default: make } = await (locale === 'pt-BR' ? import('zod/v4/locales/pt-BR.js') : import('zod/v4/locales/es.js'));
		return make().localeError as unknown as ZodMap;
	}
};

/** The modules whose catalogs `words` needs (its own and those of the messages among its values). */
function modulesOf(words: Words, into: Set<string>): Set<string> {
	into.add(words.module);
	for (const value of Object.values(words.values ?? {})) if (typeof value === 'object') modulesOf(value, into);
	return into;
}

/**
 * A message in the language: its module's translation filled with its values (`given` in place
 * of some, already said); the English text where there is none.
 */
export function translate(words: Words, locale: Locale, catalogs: ReadonlyMap<string, ModuleWords | undefined>, given?: Record<string, string>): string {
	const template = catalogs.get(words.module)?.[locale]?.[words.id];
	if (template === undefined) return words.text;
	const values: Record<string, string | number> = {};
	for (const [name, value] of Object.entries(words.values ?? {})) values[name] = typeof value === 'object' ? translateWithField(value, locale, catalogs) : value;
	return fill(template, { ...values, ...given });
}

function translateWithField(words: Words, locale: Locale, catalogs: ReadonlyMap<string, ModuleWords | undefined>): string {
	const text = translate(words, locale, catalogs);
	return words.field ? `${words.field}: ${text}` : text;
}

/**
 * One validation problem in people's words for the kinds the form knows (required, too short or
 * long, a bound, a choice, a type, a format); undefined for any other kind.
 */
export function sayIssue(issue: FieldIssue, words: ProblemWords): string | undefined {
	const { code, origin, minimum, maximum } = issue;
	if (code === 'required') return words.required;
	if (code === 'too_small' && minimum !== undefined) {
		if (origin === 'string') return minimum <= 1 ? words.empty : words.shorterThan(minimum);
		if (origin === 'array' || origin === 'set') return words.fewerThan(minimum);
		return words.below(minimum);
	}
	if (code === 'too_big' && maximum !== undefined) {
		if (origin === 'string') return words.longerThan(maximum);
		if (origin === 'array' || origin === 'set') return words.moreThan(maximum);
		return words.above(maximum);
	}
	if (code === 'invalid_value' && issue.values?.length) return words.oneOf(issue.values.join(', '));
	if (code === 'invalid_type' && issue.expected) return words.wrongType(issue.expected);
	if (code === 'invalid_format') return words.format;
	return undefined;
}

/** A problem in the language: the schema's own words, else the form's, else zod's error map, else the API's English. */
function issueText(issue: FieldIssue, locale: Locale, problems: ProblemWords, catalogs: ReadonlyMap<string, ModuleWords | undefined>, zod: ZodMap | undefined): string {
	if (issue.words) return translate(issue.words, locale, catalogs);
	const known = sayIssue(issue, problems);
	if (known !== undefined) return known;
	// zod's maps read the raw issue's members; `input` is not sent (it may be large), and no map reads it but for a wrong type, said above.
	return zod?.({ ...issue, input: undefined }) ?? issue.message;
}

/**
 * The outcome's messages in `locale`, or undefined when there is nothing to say differently (a
 * success without messages, English). Loads what it needs once (the loaders cache their chunks).
 * @example const said = await sayOutcome(outcome, 'pt-BR', m.tool.form.problems); // said.message: 'input: não é base64 válido'
 */
export async function sayOutcome(outcome: Sayable, locale: Locale, problems: ProblemWords, loaders: SayLoaders = APP_LOADERS): Promise<Said | undefined> {
	if (locale === 'en') return undefined;
	const { issues, words, answerWords } = outcome;
	if (!issues?.length && !words && !answerWords) return undefined;
	const modules = new Set<string>();
	if (words) modulesOf(words, modules);
	for (const issue of issues ?? []) if (issue.words) modulesOf(issue.words, modules);
	for (const marked of Object.values(answerWords ?? {})) modulesOf(marked, modules);
	const needsZod = issues?.some((issue) => !issue.words && sayIssue(issue, problems) === undefined) ?? false;
	const [loaded, zod] = await Promise.all([
		Promise.all([...modules].map(async (name) => [name, await loaders.module(name).catch(() => undefined)] as const)),
		needsZod ? loaders.zod(locale).catch(() => undefined) : undefined
	]);
	const catalogs = new Map(loaded);
	const said: Said = {};
	let problemsText: string | undefined;
	if (issues?.length) {
		said.issues = issues.map((issue) => issueText(issue, locale, problems, catalogs, zod));
		problemsText = issues.map((issue, i) => (issue.path ? `${issue.path}: ${said.issues![i]}` : said.issues![i])).join('; ');
	}
	if (words) {
		// An operation's error has words or issues, never both; a message framed around validation
		// problems has both (a recipe's failing step: engine/recipe.ts), its value `message` standing for them.
		const text = translate(words, locale, catalogs, problemsText !== undefined ? { message: problemsText } : undefined);
		said.message = words.field ? `${words.field}: ${text}` : text;
		if (words.field) said.field = { path: words.field, text };
	}
	said.message ??= problemsText;
	if (answerWords) said.answer = Object.fromEntries(Object.entries(answerWords).map(([pointer, marked]) => [pointer, translateWithField(marked, locale, catalogs)]));
	return said;
}
