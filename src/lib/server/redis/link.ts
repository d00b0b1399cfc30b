import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RedisLinkOptions {
	url: string;
	/** Prefix of every key and channel (`REDIS_PREFIX`), so deployments and test runs never clash. */
	prefix: string;
	/** Bound on one command (`REDIS_TIMEOUT_MS`); a request never waits longer than this on Redis. */
	timeoutMs: number;
	logger?: Logger;
	/** How often a down link is probed with PING. */
	probeMs?: number;
}

/**
 * The app's connection to Redis and whether it is usable right now.
 *
 * Commands never queue while Redis is unreachable (`enableOfflineQueue: false`, no retries) and
 * each one is bounded by `timeoutMs`, so a dead Redis costs a request at most that once: the
 * first failure marks the link down, and until a background PING succeeds (and every
 * `onRecover` hook has reconciled what was counted locally meanwhile) callers skip Redis and
 * use their local fallback.
 */
export class RedisLink {
	readonly client: Redis;
	readonly prefix: string;
	private upNow = false;
	private readonly recoverHooks: (() => Promise<boolean>)[] = [];
	private probing: ReturnType<typeof setTimeout> | null = null;
	private closed = false;
	private lastErrorLog = 0;
	private failedProbes = 0;

	constructor(private readonly options: RedisLinkOptions) {
		this.prefix = options.prefix;
		this.client = new Redis(options.url, {
			enableOfflineQueue: false,
			maxRetriesPerRequest: 0,
			commandTimeout: options.timeoutMs,
			connectTimeout: Math.max(1000, options.timeoutMs * 4),
			retryStrategy: (times) => Math.min(100 * times, 1000),
			lazyConnect: true
		});
		// ioredis reports every failed (re)connection; log at most one line per 10 s.
		this.client.on('error', (err) => this.logError(err, 'redis connection error'));
		this.client.on('close', () => this.markDown());
	}

	/** Connects; resolves when Redis answers or `waitMs` elapse (the app then starts degraded). */
	async start(waitMs = 2000): Promise<void> {
		this.client.connect().catch(() => undefined);
		const deadline = Date.now() + waitMs;
		while (!this.upNow && !this.closed && Date.now() < deadline) {
			if (await this.tryUp()) return;
			await new Promise((r) => setTimeout(r, 50));
		}
		if (!this.upNow) {
			this.options.logger?.warn('redis unreachable at start: limits and quotas are counted per instance until it answers');
			this.scheduleProbe();
		}
	}

	/** Whether commands should be sent to Redis now. */
	get up(): boolean {
		return this.upNow;
	}

	/**
	 * Registers a reconciliation step run after an outage, before the link counts as up. It resolves
	 * true when it had something to push; the hooks run again until a pass where none had, so what
	 * requests counted locally during the reconciliation is pushed too.
	 */
	onRecover(hook: () => Promise<boolean>): void {
		this.recoverHooks.push(hook);
	}

	/** Called by users after a failed command: switch to local fallbacks and start probing. */
	markDown(err?: unknown): void {
		if (err) this.logError(err, 'redis command failed; counting locally until it answers');
		if (!this.upNow && this.probing) return;
		this.upNow = false;
		this.scheduleProbe();
	}

	private scheduleProbe(): void {
		if (this.probing || this.closed) return;
		this.probing = setTimeout(async () => {
			this.probing = null;
			if (this.closed) return;
			if (!(await this.tryUp())) this.scheduleProbe();
		}, this.options.probeMs ?? 250);
		this.probing.unref?.();
	}

	/** PING, then the recovery hooks; true when the link is up afterwards. */
	private async tryUp(): Promise<boolean> {
		try {
			if (this.client.status !== 'ready') return false;
			await this.client.ping();
			for (let pass = 0; ; pass++) {
				let worked = false;
				for (const hook of this.recoverHooks) if (await hook()) worked = true;
				if (!worked) break;
				if (pass > 100) return false;
			}
			if (this.closed) return false;
			if (!this.upNow) this.options.logger?.info('redis reachable: shared limits and quotas resumed');
			this.upNow = true;
			this.failedProbes = 0;
			return true;
		} catch (err) {
			this.logError(err, 'redis probe failed');
			// A connection that stays open but never answers (a partition): start a fresh one.
			if (++this.failedProbes % 4 === 0 && this.client.status === 'ready') this.client.disconnect(true);
			return false;
		}
	}

	private logError(err: unknown, message: string): void {
		const now = Date.now();
		if (now - this.lastErrorLog < 10_000) return;
		this.lastErrorLog = now;
		this.options.logger?.warn({ err: { message: (err as Error)?.message ?? String(err) } }, message);
	}

	async close(): Promise<void> {
		this.closed = true;
		this.upNow = false;
		if (this.probing) clearTimeout(this.probing);
		this.probing = null;
		try {
			await Promise.race([this.client.quit(), new Promise((r) => setTimeout(r, this.options.timeoutMs))]);
		} catch {
			// already gone
		}
		this.client.disconnect();
	}
}

/** The link of `REDIS_URL`, with the app's defaults. */
export function createRedisLink(options: RedisLinkOptions): RedisLink {
	return new RedisLink(options);
}

/**
 * The client with Lua scripts defined as its own commands, once per client: ioredis then calls
 * them by EVALSHA and falls back to EVAL after a Redis restart. `T` types the commands. A script
 * without `numberOfKeys` takes a varying number of keys: its first argument says how many.
 */
export function withScripts<T>(client: Redis, scripts: Record<string, { numberOfKeys?: number; lua: string }>): Redis & T {
	for (const [name, definition] of Object.entries(scripts)) {
		if (!(name in client)) client.defineCommand(name, definition);
	}
	return client as Redis & T;
}
