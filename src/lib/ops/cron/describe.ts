import cronstrue from 'cronstrue';
import 'cronstrue/locales/pt_BR.js';
import 'cronstrue/locales/es.js';
import type { CronLocale } from './options.js';

export { CRON_LOCALES, type CronLocale } from './options.js';

/** cronstrue's names of our locales (its locale files register themselves when imported). */
const CRONSTRUE_LOCALE: Record<CronLocale, string> = { en: 'en', 'pt-BR': 'pt_BR', es: 'es' };

/** A sentence describing the expression (cronstrue), 24-hour times, in `locale`. */
export function describeCron(expression: string, locale: CronLocale = 'en'): string {
	const text = expression.trim().replace(/\s+/g, ' ');
	return cronstrue.toString(text.startsWith('@') ? text.toLowerCase() : text, {
		locale: CRONSTRUE_LOCALE[locale],
		use24HourTimeFormat: true,
		throwExceptionOnParseError: true
	});
}
