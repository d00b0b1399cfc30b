import { MemoryAttempts } from '../limits/attempt-limiter.js';
import { MonthTotals } from '../limits/month-totals.js';
import { ArrivalTimes } from '../limits/arrival-times.js';
import type { Store } from '../store/types.js';
import type { PrimaryMessage, WorkerMessage } from './protocol.js';

/**
 * The live counters the cluster primary keeps for every worker when there is no Redis: the same
 * memory stores a single process counts in (the per-minute limit's TAT per account; the month's
 * totals, read from the store on first use), so N workers admit exactly what one process would.
 * The primary only takes: each worker decides from the TAT or count it is sent back (the value
 * before its take), with the rules every store shares
 * (limits/limit-rules.ts). It records no usage rows: each worker flushes the rows of what it
 * served. It also holds the attempt limits (sign-in, sign-up, key creation) of every worker.
 */
export class SharedCounters {
	private readonly times = new ArrivalTimes();
	private readonly months: MonthTotals;
	private readonly attempts = new MemoryAttempts();
	private month = '';

	constructor(store: Store) {
		this.months = new MonthTotals((accountId, month) => store.monthUsage(accountId, month));
	}

	/** Answers one worker message; `reply` is not called for fire-and-forget messages (release). */
	handle(msg: WorkerMessage, reply: (answer: PrimaryMessage) => void): void {
		switch (msg.uk) {
			case 'rate':
				reply({ uk: 'counted', id: msg.id, before: this.times.take(msg.subject, msg.perMinute, msg.nowMs, msg.units) });
				return;
			case 'month': {
				const { id, accountId, month, ceiling, units } = msg;
				if (month > this.month) this.months.forgetOtherMonths((this.month = month));
				const loading = this.months.load(accountId, month);
				const take = () => reply({ uk: 'counted', id, before: this.months.take(accountId, month, ceiling, units) });
				if (!loading) return take();
				loading.then(take, (err: unknown) => {
					const { message, code } = err as { message?: unknown; code?: unknown };
					reply({ uk: 'error', id, message: String(message ?? err), ...(typeof code === 'string' ? { code } : {}) });
				});
				return;
			}
			case 'release':
				this.months.release(msg.accountId, msg.month, msg.units);
				return;
			case 'attempt': {
				const { id, rule, subject, ticket } = msg;
				const decision = msg.op === 'take' ? this.attempts.take(rule, subject, ticket) : { ...this.attempts.check(rule, subject), ticket: null };
				reply({ uk: 'attempt', id, decision });
				return;
			}
			case 'attempt-forget':
				if (msg.op === 'cancel') this.attempts.cancel(msg.rule, msg.subject, msg.ticket);
				else this.attempts.reset(msg.rule, msg.subject);
				return;
		}
	}
}
