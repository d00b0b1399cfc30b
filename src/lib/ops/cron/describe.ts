import cronstrue from 'cronstrue';
import 'cronstrue/locales/pt_BR.js';
import 'cronstrue/locales/es.js';

/** The description's languages; the view imports this file alone (cronstrue, not croner). */
export const CRON_LOCALES = ['en', 'pt-BR', 'es'] as const;
export type CronLocale = (typeof CRON_LOCALES)[number];

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
