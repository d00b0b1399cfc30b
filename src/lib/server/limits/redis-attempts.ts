import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { withScripts, type RedisLink } from '../redis/link.js';
import { MemoryAttempts, newTicket, type AttemptAdmission, type AttemptBackend } from './attempt-limiter.js';
import { attemptDecision, attemptWindowStart, type AttemptDecision, type AttemptRule } from './limit-rules.js';

/**
 * Attempt limits (sign-in, sign-up, key creation) shared by every instance through Redis: one
 * sorted set per rule and subject, members the attempts' tickets, scores their times (ms). Each
 * decision is one Lua script, so "is there room? then count this one" is one atomic step on the
 * server however many instances ask at once. The set expires one window after its newest entry.
 *
 * Subjects are stored as SHA-256 hex digests (`attempts:<rule>:<sha256(subject)>`), so Redis
 * never holds an e-mail address or an IP in clear. The hash is not keyed: whoever can read Redis
 * can still confirm a guessed address, but not list them.
 *
 * While Redis is unreachable (RedisLink down) decisions are made in this process from the
 * attempts it counted itself (every attempt it admits is mirrored locally), like the API limits
 * (redis-limits.ts): still limited, per instance. What it counted, took back or reset meanwhile
 * is replayed into Redis when it answers again.
 */

/**
 * One attempt decision: drops the attempts that left the window, then, when the set holds fewer
 * than `max` and a ticket is given, adds it (the same comparison as limit-rules.ts `admits`).
 * KEYS[1] = the set; ARGV = window start ms (attempts at or before it are out), max, now ms,
 * ticket ('' = only look), ttl ms. Returns {attempts in the window before this one, time of the
 * max-th newest (0 unless the window is full)}: the rule (`attemptDecision`) decides from them.
 */
const ATTEMPT_LUA = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local n = redis.call('ZCARD', KEYS[1])
local max = tonumber(ARGV[2])
if n >= max then
  local nth = redis.call('ZRANGE', KEYS[1], -max, -max, 'WITHSCORES')
  return {n, tonumber(nth[2])}
end
if ARGV[4] ~= '' then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
end
return {n, 0}`;

/** Replays one attempt counted during an outage; KEYS[1] = the set; ARGV = at ms, ticket, ttl ms (never shortened). */
const REPLAY_LUA = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`;

interface Scripted {
	ukAttempt(key: string, windowStartMs: number, max: number, nowMs: number, ticket: string, ttlMs: number): Promise<[number, number]>;
	ukAttemptReplay(key: string, at: number, ticket: string, ttlMs: number): Promise<number>;
}

const scripted = (client: Redis) =>
	withScripts<Scripted>(client, {
		ukAttempt: { numberOfKeys: 1, lua: ATTEMPT_LUA },
		ukAttemptReplay: { numberOfKeys: 1, lua: REPLAY_LUA }
	});

/** What this instance did while Redis was down, in order, to replay when it is back. */
type OfflineOp = { op: 'add'; key: string; at: number; ticket: string; windowMs: number } | { op: 'rem'; key: string; ticket: string } | { op: 'del'; key: string };

/** Bound on the replay queue: an outage under a flood must not grow memory without end (the oldest go first). */
const MAX_OFFLINE_OPS = 50_000;

/** The Redis key of a rule's subject: the subject only as its SHA-256 digest. */
export function attemptKey(prefix: string, rule: AttemptRule, subject: string): string {
	return `${prefix}attempts:${rule.name}:${crypto.createHash('sha256').update(subject).digest('hex')}`;
}

export function createRedisAttempts(link: RedisLink, now: () => number = Date.now): AttemptBackend {
	const redis = scripted(link.client);
	// This instance's own attempts: the decisions while Redis is down start from them.
	const local = new MemoryAttempts(now);
	let offline: OfflineOp[] = [];

	function queue(op: OfflineOp) {
		offline.push(op);
		if (offline.length > MAX_OFFLINE_OPS) offline.splice(0, offline.length - MAX_OFFLINE_OPS);
	}

	function takeLocally(rule: AttemptRule, subject: string): AttemptAdmission {
		const at = now();
		const admission = local.take(rule, subject);
		if (admission.ticket) queue({ op: 'add', key: attemptKey(link.prefix, rule, subject), at, ticket: admission.ticket, windowMs: rule.windowMs });
		return admission;
	}

	link.onRecover(async () => {
		if (!offline.length) return false;
		const batch = offline;
		offline = [];
		let done = 0;
		try {
			for (const o of batch) {
				if (o.op === 'add') {
					const ttl = o.at + o.windowMs - Date.now();
					if (ttl > 0) await redis.ukAttemptReplay(o.key, o.at, o.ticket, ttl);
				} else if (o.op === 'rem') await redis.zrem(o.key, o.ticket);
				else await redis.del(o.key);
				done++;
			}
		} catch (err) {
			offline = [...batch.slice(done), ...offline];
			throw err;
		}
		return true;
	});

	/** Runs `remote` on Redis when it is up; on a failure marks it down and answers with `fallback`. */
	function shared<T>(remote: () => Promise<T>, fallback: () => T): T | Promise<T> {
		if (!link.up) return fallback();
		return remote().catch((err) => {
			link.markDown(err);
			return fallback();
		});
	}

	/** The decision on Redis; with a ticket, the attempt is counted under it when the window has room. */
	async function decide(rule: AttemptRule, subject: string, at: number, ticket: string): Promise<AttemptDecision> {
		const [live, maxthNewestAt] = await redis.ukAttempt(attemptKey(link.prefix, rule, subject), attemptWindowStart(rule, at), rule.max, at, ticket, rule.windowMs);
		return attemptDecision(rule, Number(live), Number(maxthNewestAt), at);
	}

	return {
		check(rule, subject): AttemptDecision | Promise<AttemptDecision> {
			return shared(
				() => decide(rule, subject, now(), ''),
				() => local.check(rule, subject)
			);
		},
		take(rule, subject) {
			return shared(
				async (): Promise<AttemptAdmission> => {
					const ticket = newTicket();
					const at = now();
					const decision = await decide(rule, subject, at, ticket);
					if (!decision.allowed) return { ...decision, ticket: null };
					local.limiter(rule).record(subject, ticket, at);
					return { ...decision, ticket };
				},
				() => takeLocally(rule, subject)
			);
		},
		cancel(rule, subject, ticket) {
			local.cancel(rule, subject, ticket);
			const key = attemptKey(link.prefix, rule, subject);
			return shared(
				async () => void (await redis.zrem(key, ticket)),
				() => queue({ op: 'rem', key, ticket })
			);
		},
		reset(rule, subject) {
			local.reset(rule, subject);
			const key = attemptKey(link.prefix, rule, subject);
			return shared(
				async () => void (await redis.del(key)),
				() => queue({ op: 'del', key })
			);
		}
	};
}
