import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { createStore, type Store } from '../store/index.js';
import { SharedCounters } from './counters.js';
import { CLUSTER_LIMITS_ENV, type PrimaryMessage, type WorkerMessage } from './protocol.js';
import { serveClusterMetrics } from '../observability/cluster-metrics.js';

/** A worker that lived this long before dying starts its slot's backoff afresh. */
const STABLE_MS = 60_000;
/** Restart delays: 0 for the first crash, then 250 ms doubling, at most 30 s. */
const BACKOFF_BASE_MS = 250;
const BACKOFF_MAX_MS = 30_000;
/** After the workers' own drain time, how long the primary waits before killing them. */
const EXIT_GRACE_MS = 5_000;

/** The delay before restarting a slot whose worker has died `crashes` times in a row (0-based). */
export function restartDelay(crashes: number): number {
	if (crashes <= 0) return 0;
	return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (crashes - 1));
}

/**
 * The cluster primary (`WEB_CONCURRENCY` > 1): forks `size` workers that share the port (each
 * runs the whole server: build/server/utilkit-server.js), serves no HTTP itself, restarts a worker that dies
 * unexpectedly (after a backoff, so a worker that cannot start does not spin), and on
 * SIGTERM/SIGINT passes the signal on so every worker drains, then exits once all have exited:
 * 0 when every worker exited 0, else 1. A second signal kills the workers at once (exit 1).
 *
 * Without REDIS_URL it also holds the live counters (the per-minute limit's arrival times and the month's totals) for
 * every worker (SharedCounters, over IPC), so limits are exact across them. With REDIS_URL the
 * workers use Redis directly and the primary opens no store.
 */
export async function runPrimary(config: Config, size: number, logger: Logger): Promise<number> {
	serveClusterMetrics(logger);
	let store: Store | null = null;
	let counters: SharedCounters | null = null;
	if (!config.redisUrl) {
		// Opening the store first also runs pending migrations once, before any worker starts.
		store = await createStore(config);
		counters = new SharedCounters(store);
	}
	const env = counters ? { [CLUSTER_LIMITS_ENV]: 'ipc' } : {};

	interface Slot {
		worker: Worker | null;
		startedAt: number;
		crashes: number;
		timer: NodeJS.Timeout | null;
	}
	const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, startedAt: 0, crashes: 0, timer: null }));
	let stopping = false;
	let failed = false;
	let finish: (code: number) => void = () => undefined;
	const finished = new Promise<number>((resolve) => (finish = resolve));

	function fork(slot: Slot) {
		slot.timer = null;
		slot.startedAt = Date.now();
		const worker = cluster.fork(env);
		slot.worker = worker;
		if (counters) {
			const c = counters;
			const reply = (answer: PrimaryMessage) => {
				// The worker may be gone by the time a store read finishes; nothing to answer then.
				if (worker.isConnected()) worker.send(answer, undefined, () => undefined);
			};
			worker.on('message', (msg: WorkerMessage) => {
				if (msg && typeof msg === 'object' && 'uk' in msg) c.handle(msg, reply);
			});
		}
		worker.on('exit', (code, signal) => exited(slot, worker, code, signal));
	}

	function exited(slot: Slot, worker: Worker, code: number | null, signal: string | null) {
		if (slot.worker !== worker) return;
		slot.worker = null;
		if (stopping) {
			if (code !== 0) failed = true;
			logger.info({ workerPid: worker.process.pid, code, signal }, 'worker stopped');
			if (slots.every((s) => !s.worker)) finish(failed ? 1 : 0);
			return;
		}
		if (Date.now() - slot.startedAt >= STABLE_MS) slot.crashes = 0;
		const delay = restartDelay(slot.crashes++);
		logger.error({ workerPid: worker.process.pid, code, signal, restartInMs: delay }, 'worker died unexpectedly; starting another');
		slot.timer = setTimeout(() => fork(slot), delay);
	}

	let signals = 0;
	function stop(signal: NodeJS.Signals) {
		if (signals++ > 0) {
			logger.warn({ signal }, 'second signal: killing the workers');
			for (const s of slots) s.worker?.process.kill('SIGKILL');
			failed = true;
			finish(1);
			return;
		}
		stopping = true;
		logger.info({ signal, workers: slots.filter((s) => s.worker).length }, 'shutting down: workers drain their requests');
		for (const s of slots) {
			if (s.timer) clearTimeout(s.timer);
			s.timer = null;
			// Workers may get the same signal straight from the terminal or the supervisor (the
			// process group): a worker already draining ignores a repeated one (server-entry.ts).
			s.worker?.process.kill(signal);
		}
		if (slots.every((s) => !s.worker)) finish(0);
		setTimeout(() => {
			const left = slots.filter((s) => s.worker);
			if (!left.length) return;
			logger.error({ workers: left.length }, 'workers did not exit in time: killing them');
			for (const s of left) s.worker?.process.kill('SIGKILL');
			failed = true;
			finish(1);
		}, config.shutdownTimeoutMs + EXIT_GRACE_MS).unref();
	}
	process.on('SIGTERM', () => stop('SIGTERM'));
	process.on('SIGINT', () => stop('SIGINT'));

	for (const slot of slots) fork(slot);
	logger.info({ workers: size, port: config.port, limits: counters ? 'primary' : 'redis' }, 'cluster primary started');
	const code = await finished;
	try {
		await store?.close();
	} catch (err) {
		logger.warn({ err }, 'closing the store failed');
	}
	logger.info({ code }, 'cluster stopped');
	return code;
}
