import type { Logger } from 'pino';
import { MemoryAttempts, newTicket, type AttemptAdmission, type AttemptBackend } from '../limits/attempt-limiter.js';
import { quotaDecision, rateDecision, type QuotaDecision, type RateDecision } from '../limits/limit-rules.js';
import { MonthTotals, type LiveQuota } from '../limits/month-totals.js';
import { ArrivalTimes } from '../limits/arrival-times.js';
import { createMemoryRateLimiter, type RateLimiter } from '../limits/rate-limiter.js';
import { CLUSTER_LIMITS_ENV, type PrimaryMessage, type WorkerMessage } from './protocol.js';

/** How long a worker waits for the primary's answer before deciding locally (CLUSTER_IPC_TIMEOUT_MS's default). */
export const IPC_TIMEOUT_MS = 500;

/** The two ends a worker needs: send to the primary, and hear its answers. */
export interface IpcPort {
	send(msg: WorkerMessage): void;
	onMessage(listener: (msg: PrimaryMessage) => void): void;
}

/** This process's IPC channel to the cluster primary. */
export function processPort(): IpcPort {
	return {
		send(msg) {
			// A closed channel (the primary is gone) is not an error here: the call times out and
			// is decided locally, and Node ends the worker when the channel closes anyway.
			process.send!(msg, undefined, undefined, () => undefined);
		},
		onMessage(listener) {
			process.on('message', (msg: unknown) => {
				if (msg && typeof msg === 'object' && 'uk' in msg) listener(msg as PrimaryMessage);
			});
		}
	};
}

type Pending = { resolve(msg: PrimaryMessage): void; timer: NodeJS.Timeout };

/**
 * Rate limits, monthly quotas and attempt limits of a cluster worker, decided by the primary (SharedCounters)
 * so that all workers share one count. Each call is one request with its own id and a timeout:
 * when the primary does not answer within `timeoutMs`, the worker decides locally from the last
 * totals the primary reported (plus what it admitted itself since), like an instance whose Redis
 * is unreachable (redis-limits.ts): requests are served, not refused, and the limit may then be
 * exceeded by what each worker admits on its own until the primary answers again. A late answer
 * is dropped (the primary did count that request).
 */
export function createIpcLimits(options: {
	port: IpcPort;
	/** The month's total from the store plus this worker's unflushed counts (local fallback seed). */
	seed: (accountId: string, month: string) => Promise<number>;
	logger?: Pick<Logger, 'warn'>;
	timeoutMs?: number;
}): IpcLimits {
	const { port, seed, logger } = options;
	const timeoutMs = options.timeoutMs ?? IPC_TIMEOUT_MS;
	const pending = new Map<number, Pending>();
	let nextId = 1;
	let lastWarned = 0;

	port.onMessage((msg) => {
		const p = pending.get(msg.id);
		if (!p) return; // answered after its timeout: already decided locally
		pending.delete(msg.id);
		clearTimeout(p.timer);
		p.resolve(msg);
	});

	function ask<T>(msg: WorkerMessage & { id: number }, answer: (msg: PrimaryMessage) => T, local: () => T | Promise<T>): Promise<T> {
		return new Promise<T>((resolve, reject) => {
			const timer = setTimeout(() => {
				pending.delete(msg.id);
				const now = Date.now();
				if (now - lastWarned > 10_000) {
					lastWarned = now;
					logger?.warn({ timeoutMs }, 'cluster primary did not answer in time: limits decided in this worker');
				}
				Promise.resolve().then(local).then(resolve, reject);
			}, timeoutMs);
			pending.set(msg.id, {
				timer,
				resolve: (reply) => {
					if (reply.uk === 'error') reject(Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {}));
					else {
						try {
							resolve(answer(reply));
						} catch (err) {
							reject(err);
						}
					}
				}
			});
			port.send(msg);
		});
	}

	/** The value a `counted` answer reports (the primary's TAT or count before this take). */
	function counted(reply: PrimaryMessage): number {
		if (reply.uk !== 'counted') throw new Error(`unexpected answer ${reply.uk}`);
		return reply.before;
	}

	// The last TAT the primary reported per subject; taken here on a timeout.
	const times = new ArrivalTimes();
	const fallback = createMemoryRateLimiter(times);
	const limiter: RateLimiter = {
		hit(subject, perMinute, nowMs, units = 1): Promise<RateDecision> {
			return ask(
				{ uk: 'rate', id: nextId++, subject, perMinute, nowMs, units },
				(reply) => {
					const before = counted(reply);
					times.noteTake(subject, before, perMinute, nowMs, units);
					return rateDecision(before, perMinute, nowMs, units);
				},
				() => fallback.hit(subject, perMinute, nowMs, units)
			);
		}
	};

	// The last total the primary reported per account and month; counted here on a timeout (a
	// month it never reported is read from `seed`).
	const mirror = new MonthTotals(seed);
	const quota: LiveQuota = {
		load: () => null, // the primary reads the store itself on a month's first request
		reserve(accountId, month, perMonth, units = 1): Promise<QuotaDecision> {
			return ask(
				{ uk: 'month', id: nextId++, accountId, month, ceiling: perMonth, units },
				(reply) => {
					const before = counted(reply);
					mirror.noteTake(accountId, month, before, perMonth, units);
					return quotaDecision(before, perMonth, units);
				},
				async () => {
					await mirror.load(accountId, month);
					return mirror.reserve(accountId, month, perMonth, units);
				}
			);
		},
		release(accountId, month, units = 1) {
			port.send({ uk: 'release', accountId, month, units });
		},
		forgetOtherMonths(month) {
			// The primary forgets old months itself when the first request of a new one arrives.
			mirror.forgetOtherMonths(month);
		}
	};
	// This worker's own attempts (every one the primary admitted is mirrored): decided here on a timeout.
	const localAttempts = new MemoryAttempts();
	const attempts: AttemptBackend = {
		check(rule, subject) {
			return ask(
				{ uk: 'attempt', id: nextId++, op: 'check', rule, subject, ticket: '' },
				(reply) => {
					if (reply.uk !== 'attempt') throw new Error(`unexpected answer ${reply.uk}`);
					return { allowed: reply.decision.allowed, retryAfterSeconds: reply.decision.retryAfterSeconds };
				},
				() => localAttempts.check(rule, subject)
			);
		},
		take(rule, subject): Promise<AttemptAdmission> {
			// The worker names the ticket: the primary still counts a take it answers too late,
			// under the same ticket as the local copy, so a later cancel reaches both.
			const ticket = newTicket();
			return ask(
				{ uk: 'attempt', id: nextId++, op: 'take', rule, subject, ticket },
				(reply) => {
					if (reply.uk !== 'attempt') throw new Error(`unexpected answer ${reply.uk}`);
					if (reply.decision.allowed) localAttempts.limiter(rule).record(subject, ticket);
					return reply.decision;
				},
				() => localAttempts.take(rule, subject, ticket)
			);
		},
		cancel(rule, subject, ticket) {
			localAttempts.cancel(rule, subject, ticket);
			port.send({ uk: 'attempt-forget', op: 'cancel', rule, subject, ticket });
		},
		reset(rule, subject) {
			localAttempts.reset(rule, subject);
			port.send({ uk: 'attempt-forget', op: 'reset', rule, subject, ticket: '' });
		}
	};
	return { limiter, quota, attempts };
}

/** What a cluster worker counts through the primary. */
export interface IpcLimits {
	limiter: RateLimiter;
	quota: LiveQuota;
	attempts: AttemptBackend;
}

/**
 * The IPC limits when this process is a cluster worker whose primary holds the counters
 * (`WEB_CONCURRENCY` > 1 without REDIS_URL); null otherwise.
 */
export function clusterLimits(
	seed: (accountId: string, month: string) => Promise<number>,
	logger?: Pick<Logger, 'warn'>,
	timeoutMs = IPC_TIMEOUT_MS
): IpcLimits | null {
	// Not configuration (config.ts): the primary sets this variable on the workers it forks
	// (primary.ts), a handshake between two processes of one server that no operator sets.
	if (process.env[CLUSTER_LIMITS_ENV] !== 'ipc' || typeof process.send !== 'function') return null;
	return createIpcLimits({ port: processPort(), seed, logger, timeoutMs });
}
