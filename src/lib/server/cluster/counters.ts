import { MemoryAttempts } from '../limits/attempt-limiter.js';
import { createMemoryRateLimiter } from '../limits/rate-limiter.js';
import { UsageMeter } from '../limits/usage-meter.js';
import type { Store } from '../store/types.js';
import type { PrimaryMessage, WorkerMessage } from './protocol.js';

/**
 * The live counters the cluster primary keeps for every worker when there is no Redis: the same
 * in-process rate limiter and monthly totals a single process uses (the month's total is read
 * from the store on first use, then counted here), so N workers admit exactly what one process
 * would. The primary records no usage rows: each worker flushes the rows of what it served.
 * It also holds the attempt limits (sign-in, sign-up, key creation) of every worker.
 */
export class SharedCounters {
	private readonly limiter = createMemoryRateLimiter();
	private readonly attempts = new MemoryAttempts();
	private readonly totals: UsageMeter;
	private month = '';

	constructor(store: Store) {
		// Only its month totals are used (load, reserveHere, release): nothing is recorded or flushed.
		this.totals = new UsageMeter(store);
	}

	/** Answers one worker message; `reply` is not called for fire-and-forget messages (release). */
	handle(msg: WorkerMessage, reply: (answer: PrimaryMessage) => void): void {
		switch (msg.uk) {
			case 'rate':
				reply({ uk: 'rate', id: msg.id, decision: this.limiter.hit(msg.subject, msg.perMinute, msg.nowMs) });
				return;
			case 'quota': {
				const { id, accountId, month, perMonth } = msg;
				if (month > this.month) this.totals.forgetOtherMonths((this.month = month));
				const loading = this.totals.load(accountId, month);
				const decide = () => reply({ uk: 'quota', id, decision: this.totals.reserveHere(accountId, month, perMonth) });
				if (!loading) return decide();
				loading.then(decide, (err: unknown) => {
					const { message, code } = err as { message?: unknown; code?: unknown };
					reply({ uk: 'error', id, message: String(message ?? err), ...(typeof code === 'string' ? { code } : {}) });
				});
				return;
			}
			case 'release':
				this.totals.release(msg.accountId, msg.month);
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
