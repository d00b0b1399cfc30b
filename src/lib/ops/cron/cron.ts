import { Cron } from 'croner';

export { CRON_LOCALES, describeCron, type CronLocale } from './describe.js';

/** The macros of the contract (Vixie cron's, crontab(5)), without @reboot, which has no next run. */
export const MACROS = ['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly'] as const;

/** Thrown for an expression that cannot be read; the message says why. */
export class CronError extends Error {}

/**
 * A croner job for the expression, never started: 5 fields (minute hour day-of-month month
 * day-of-week) or 6 with seconds first, or a macro. `domAndDow: false` (croner 11's default,
 * written out; its old name `legacyMode` is deprecated) gives Vixie cron's rule: when both the
 * day of the month and the day of the week are restricted, a day matching either runs.
 */
export function parseCron(expression: string, timezone: string): Cron {
	const text = expression.trim().replace(/\s+/g, ' ');
	if (text.startsWith('@') && !(MACROS as readonly string[]).includes(text.toLowerCase())) {
		throw new CronError(`unknown macro "${text}" (known: ${MACROS.join(', ')})`);
	}
	try {
		return new Cron(text.startsWith('@') ? text.toLowerCase() : text, { timezone, mode: '5-or-6-parts', domAndDow: false, paused: true });
	} catch (err) {
		throw new CronError(String((err as Error).message ?? err).replace(/^CronPattern:\s*/, ''));
	}
}

/** The next `count` runs strictly after `from` (fewer, or none, when the expression runs no more). */
export function nextRuns(job: Cron, count: number, from: Date): Date[] {
	return job.nextRuns(count, from);
}

