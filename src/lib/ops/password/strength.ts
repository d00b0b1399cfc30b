import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { STRENGTH_LOCALES, type StrengthLocale, type Translations } from './strength-words.js';

/** What `/password/strength` answers (docs/spec/toolbox.md), plus the feedback's keys and the time in words. */
export interface Strength {
	score: 0 | 1 | 2 | 3 | 4;
	guesses_log10: number;
	crack_time_seconds: number;
	crack_time_display: string;
	warning: string | null;
	suggestions: string[];
	warning_key: string | null;
	suggestion_keys: string[];
	locale: StrengthLocale;
}

interface Loaded {
	factory: ZxcvbnFactory;
	translations: Record<StrengthLocale, Translations>;
}

/** The bound on l33t combinations (zxcvbn-ts option `l33tMaxSubstitutions`). */
export const L33T_MAX_SUBSTITUTIONS = 10;

let loading: Promise<Loaded> | undefined;

/**
 * zxcvbn-ts with the common, English, Brazilian Portuguese and Spanish dictionaries, built once
 * on first use. The dictionaries (about 2 MB of word lists) are dynamic imports, so the worker
 * downloads them only when a strength check runs, never for password generation. The factory
 * keeps zxcvbn's default feedback (its translation keys); `check` turns them into words of the
 * asked language, so one set of ranked dictionaries serves every language and the score never
 * depends on the language asked.
 */
export function load(): Promise<Loaded> {
	loading ??= (async () => {
		const [core, common, en, ptBr, es] = await Promise.all([
			import('@zxcvbn-ts/core'),
			import('@zxcvbn-ts/language-common'),
			import('@zxcvbn-ts/language-en'),
			import('@zxcvbn-ts/language-pt-br'),
			import('@zxcvbn-ts/language-es-es')
		]);
		const factory = new core.ZxcvbnFactory({
			// zxcvbn-ts tries every combination of l33t readings up to this many characters; its
			// default of 100 made 64 digits take 2-3 s, 10 takes 0.2 s and scores ordinary passwords
			// the same (src/lib/ops/password/README.md).
			l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
			graphs: common.adjacencyGraphs,
			dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary, ...es.dictionary }
		});
		return { factory, translations: { en: en.translations, 'pt-BR': ptBr.translations, es: es.translations } };
	})();
	loading.catch(() => (loading = undefined));
	return loading;
}

/** zxcvbn's estimate of `password`, its feedback in `locale`. */
export async function checkStrength(password: string, userInputs: string[], locale: StrengthLocale = 'en'): Promise<Strength> {
	const { factory, translations } = await load();
	const result = factory.check(password, userInputs);
	const words = translations[locale];
	const slow = result.crackTimes.offlineSlowHashingXPerSecond;
	const warningKey = result.feedback.warning || null;
	return {
		score: result.score,
		guesses_log10: Math.round(result.guessesLog10 * 1e4) / 1e4,
		crack_time_seconds: slow.seconds,
		crack_time_display: timeWords(slow.display, slow.base, words),
		warning: warningKey ? (words.warnings[warningKey as keyof Translations['warnings']] ?? warningKey) : null,
		suggestions: result.feedback.suggestions.map((key) => words.suggestions[key as keyof Translations['suggestions']] ?? key),
		warning_key: warningKey,
		suggestion_keys: result.feedback.suggestions,
		locale
	};
}

/** `display` is the library's time key, already plural where the base asks ("hours" for 3). */
function timeWords(display: string, base: number | null, words: Translations): string {
	const text = words.timeEstimation[display as keyof Translations['timeEstimation']] ?? display;
	return text.replace('{base}', String(base));
}

export { STRENGTH_LOCALES };
