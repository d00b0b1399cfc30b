import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { withScripts, type RedisLink } from '../redis/link.js';
import { MemoryAttempts, newTicket, type AttemptAdmission, type AttemptBackend, type AttemptDecision, type AttemptRule } from './attempt-limiter.js';

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

/** Drops expired entries; KEYS[1] = the set; ARGV = now ms, window ms, max. Returns {count, ms until one more fits}. */
const LIVE_LUA = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local n = redis.call('ZCARD', KEYS[1])
local max = tonumber(ARGV[3])
if n < max then return {n, 0} end
local freeing = redis.call('ZRANGE', KEYS[1], n - max, n - max, 'WITHSCORES')
return {n, tonumber(freeing[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])}`;

/** KEYS[1] = the set; ARGV = now ms, window ms, max, ticket. Returns {admitted 0|1, ms until one more fits}. */
const TAKE_LUA = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local n = redis.call('ZCARD', KEYS[1])
local max = tonumber(ARGV[3])
if n >= max then
  local freeing = redis.call('ZRANGE', KEYS[1], n - max, n - max, 'WITHSCORES')
  return {0, tonumber(freeing[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])}
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, 0}`;

/** Replays one attempt counted during an outage; KEYS[1] = the set; ARGV = at ms, ticket, ttl ms (never shortened). */
const REPLAY_LUA = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`;

interface Scripted {
	ukAttemptLive(key: string, nowMs: number, windowMs: number, max: number): Promise<[number, number]>;
	ukAttemptTake(key: string, nowMs: number, windowMs: number, max: number, ticket: string): Promise<[number, number]>;
	ukAttemptReplay(key: string, at: number, ticket: string, ttlMs: number): Promise<number>;
}

const scripted = (client: Redis) =>
	withScripts<Scripted>(client, {
		ukAttemptLive: { numberOfKeys: 1, lua: LIVE_LUA },
		ukAttemptTake: { numberOfKeys: 1, lua: TAKE_LUA },
		ukAttemptReplay: { numberOfKeys: 1, lua: REPLAY_LUA }
	});

/** What this instance did while Redis was down, in order, to replay when it is back. */
type OfflineOp = { op: 'add'; key: string; at: number; ticket: string; windowMs: number } | { op: 'rem'; key: string; ticket: string } | { op: 'del'; key: string };

/** Bound on the replay queue: an outage under a flood must not grow memory without end (the oldest go first). */
const MAX_OFFLINE_OPS = 50_000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

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

	return {
		check(rule, subject): AttemptDecision | Promise<AttemptDecision> {
			return shared(
				async () => {
					const [n, waitMs] = await redis.ukAttemptLive(attemptKey(link.prefix, rule, subject), now(), rule.windowMs, rule.max);
					return n < rule.max ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: seconds(Number(waitMs)) };
				},
				() => local.check(rule, subject)
			);
		},
		take(rule, subject) {
			return shared(
				async (): Promise<AttemptAdmission> => {
					const ticket = newTicket();
					const at = now();
					const [admitted, waitMs] = await redis.ukAttemptTake(attemptKey(link.prefix, rule, subject), at, rule.windowMs, rule.max, ticket);
					if (admitted !== 1) return { allowed: false, retryAfterSeconds: seconds(Number(waitMs)), ticket: null };
					local.limiter(rule).record(subject, ticket, at);
					return { allowed: true, retryAfterSeconds: 0, ticket };
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
