import { Cron } from 'croner';
import { WordedError, type Words } from '../../engine/words.js';
import { errors } from './errors.js';

export { CRON_LOCALES, describeCron, type CronLocale } from './describe.js';

/** The macros of the contract (Vixie cron's, crontab(5)), without @reboot, which has no next run. */
export const MACROS = ['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly'] as const;

/** Thrown for an expression that cannot be read; the message says why. */
export class CronError extends WordedError {}

/**
 * croner's reason in words by id: croner throws English text only, so its usual messages are
 * recognised by their wording for the values another language needs; the text stays croner's.
 */
export function cronerWords(text: string): Words {
	let m: RegExpExecArray | null;
	if ((m = /^Invalid value for (\w+): (-?\d+)/.exec(text))) return errors.words('croner_value', { text, part: m[1], value: m[2] });
	if ((m = /^configuration entry (\d) \((.*)\) contains illegal characters\.$/.exec(text))) return errors.words('croner_characters', { text, index: m[1], entry: m[2] });
	// This parser reads 5 fields, or 6 with seconds first: both messages mean that.
	if (/^mode '[^']*' requires exactly .* parts, but pattern '.*' has \d+ parts\.$|^invalid configuration format \('.*'\), exactly five, six, or seven space separated parts are required\.$/.test(text)) {
		return errors.words('croner_parts', { text });
	}
	if ((m = /^configuration entry (\w+) \(.*\) is empty/.exec(text))) return errors.words('croner_empty', { text, part: m[1] });
	if ((m = /^(\w+) is not a number: '(.*)'$/.exec(text))) return errors.words('croner_not_number', { text, part: m[1], entry: m[2] });
	if ((m = /^From value is larger than to value: '(.*)'$/.exec(text))) return errors.words('croner_range_order', { text, entry: m[1] });
	if (/^Syntax error, illegal stepping: 0$/.test(text)) return errors.words('croner_step_zero', { text });
	if ((m = /^Syntax error, steps cannot be greater than maximum value of part \((\d+)\)$/.exec(text))) return errors.words('croner_step_too_large', { text, max: m[1] });
	return errors.words('library', { text });
}

/**
 * A croner job for the expression, never started: 5 fields (minute hour day-of-month month
 * day-of-week) or 6 with seconds first, or a macro. `domAndDow: false` (croner 11's default,
 * written out; its old name `legacyMode` is deprecated) gives Vixie cron's rule: when both the
 * day of the month and the day of the week are restricted, a day matching either runs.
 */
export function parseCron(expression: string, timezone: string): Cron {
	const text = expression.trim().replace(/\s+/g, ' ');
	if (text.startsWith('@') && !(MACROS as readonly string[]).includes(text.toLowerCase())) {
		throw new CronError(errors.words('unknown_macro', { macro: text, known: MACROS.join(', ') }));
	}
	try {
		return new Cron(text.startsWith('@') ? text.toLowerCase() : text, { timezone, mode: '5-or-6-parts', domAndDow: false, paused: true });
	} catch (err) {
		throw new CronError(cronerWords(String((err as Error).message ?? err).replace(/^CronPattern:\s*/, '')));
	}
}

/** The next `count` runs strictly after `from` (fewer, or none, when the expression runs no more). */
export function nextRuns(job: Cron, count: number, from: Date): Date[] {
	return job.nextRuns(count, from);
}

