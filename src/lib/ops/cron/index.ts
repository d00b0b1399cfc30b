import { z } from 'zod';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { formatOffset, offsetSeconds, parseIso, TimestampError } from '../timestamp/timestamp.js';
import { loadZoneNames, zoneOrThrow } from '../timestamp/index.js';
import { CRON_LOCALES } from './options.js';

// croner and cronstrue (with its locales) load on the first call, not with the registry.
const logic = lazyModule(() => import('./cron.js'));

/** Limits (src/lib/ops/cron/README.md, "Limits and cost"): the contract's count, and the longest expression read. */
export const MAX_RUNS = 100;
export const MAX_EXPRESSION = 200;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO 8601 to the second with the zone's offset at that instant: 2026-11-27T00:00:00-03:00. */
export function isoInZone(ms: number, zone: string): string {
	const offset = offsetSeconds(zone, ms);
	const d = new Date(ms + offset * 1000);
	return (
		`${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
		`T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${formatOffset(offset)}`
	);
}

export const cron = defineOperation({
	id: 'cron',
	group: 'geo-time',
	title: 'Cron expression',
	summary: 'The next run times of a cron expression in any time zone, and what it means in a sentence (English, Portuguese or Spanish).',
	keywords: ['cron', 'crontab', 'cron expression', 'cron schedule', 'schedule', 'next run', 'vixie cron', 'cron parser', 'cronjob', 'quartz'],
	method: 'POST',
	path: '/cron',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		expression: stringOfAtMost(MAX_EXPRESSION)
			.describe(
				`5 fields (minute hour day-of-month month day-of-week), or 6 with seconds first, or a macro (@yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly); names (MON, JAN), ranges, lists, steps, and L, W, # as croner reads them; at most ${MAX_EXPRESSION} characters`
			)
			.meta(formHints({ monospace: true, placeholder: '*/15 9-17 * * 1-5' })),
		timezone: stringOfAtMost(100).default('UTC').describe('IANA zone the expression runs in; default UTC').meta(formHints({ widget: 'timezone' })),
		count: integer().min(1).max(MAX_RUNS).default(5).describe(`How many next runs, 1 to ${MAX_RUNS}; default 5`),
		from: stringOfAtMost(100).optional().describe('ISO 8601 instant the runs come after (exclusive); without an offset it is read in `timezone`; default now').meta(formHints({ widget: 'datetime' })),
		locale: z.enum(CRON_LOCALES).optional().describe('Language of the description: en, pt-BR or es; default en')
	}),
	output: z.object({
		description: z.string().describe('The expression as a sentence, in `locale`, 24-hour times'),
		next: z.array(z.string()).describe('ISO 8601 instants with the zone\'s offset, each strictly after `from`; fewer than `count` (or none) when the expression runs no more before the year 3000'),
		timezone: z.string().describe('The zone used, in tzdb spelling')
	}),
	errors: [
		{
			status: 422,
			when: `an expression that is not 5 or 6 fields or a known macro, or a field out of range; unknown timezone; \`from\` not an ISO 8601 date; count outside 1–${MAX_RUNS}; text over its length limit`
		}
	],
	examples: [
		{ name: 'Every 15 minutes in working hours', input: { expression: '*/15 9-17 * * 1-5', count: 5 } },
		{ name: 'Friday or the 13th (Vixie OR rule)', input: { expression: '0 0 13 * 5', from: '2026-11-26T00:00:00Z' } },
		{ name: 'Daily at 9:00 in São Paulo, in Portuguese', input: { expression: '0 9 * * *', timezone: 'America/Sao_Paulo', locale: 'pt-BR' } },
		{ name: 'Every 10 seconds (6 fields)', input: { expression: '*/10 * * * * *', count: 3 } }
	],
	prepare: () => Promise.all([logic.load(), loadZoneNames()]).then(() => undefined),
	run(input, ctx) {
		const { CronError, describeCron, nextRuns, parseCron } = logic.get();
		const zone = zoneOrThrow(input.timezone);
		let from: number;
		if (input.from === undefined) from = ctx.now();
		else {
			let parsed: number | null = null;
			try {
				parsed = parseIso(input.from.trim(), zone);
			} catch (err) {
				if (!(err instanceof TimestampError)) throw err;
				throw errorOf(err.words, { field: 'from' });
			}
			if (parsed === null) throw errors.error('not_iso', {}, { field: 'from' });
			from = parsed;
		}
		let description: string;
		let runs: Date[];
		try {
			const job = parseCron(input.expression, zone);
			runs = nextRuns(job, input.count, new Date(from));
			description = describeCron(input.expression, input.locale ?? 'en');
		} catch (err) {
			if (err instanceof CronError) throw errorOf(err.words, { field: 'expression' });
			// cronstrue throws strings or Errors for what croner accepted but it cannot describe.
			throw errors.error('library', { text: err instanceof Error ? err.message : String(err) }, { field: 'expression' });
		}
		return { description, next: runs.map((run) => isoInZone(run.getTime(), zone)), timezone: zone };
	}
});

export const operations = [cron];
