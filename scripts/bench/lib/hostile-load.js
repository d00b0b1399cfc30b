// The load and the measures of scripts/bench/bench-hostile.js: a sequential cheap caller, a pool of
// hostile callers kept full, and the server's resident memory (Linux /proc) sampled meanwhile.
import fs from 'node:fs';


/** Process `pid` and its descendants (worker processes of WEB_CONCURRENCY, if any). */
function processTree(pid) {
	const all = [pid];
	for (let i = 0; i < all.length; i++) {
		let tasks = [];
		try {
			tasks = fs.readdirSync(`/proc/${all[i]}/task`);
		} catch {
			continue; // gone meanwhile
		}
		for (const tid of tasks) {
			try {
				const children = fs.readFileSync(`/proc/${all[i]}/task/${tid}/children`, 'utf8').trim();
				if (children) all.push(...children.split(/\s+/).map(Number));
			} catch {
				// a thread that ended between the two reads
			}
		}
	}
	return all;
}

/** A field of /proc/<pid>/status in KiB (VmRSS, VmHWM); 0 when the process is gone. */
function statusKib(pid, field) {
	try {
		const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
		return match ? Number(match[1]) : 0;
	} catch {
		return 0;
	}
}

/** Resident memory of the server and its descendants now, in MiB. */
export function rssMib(pid) {
	return processTree(pid).reduce((sum, p) => sum + statusKib(p, 'VmRSS'), 0) / 1024;
}

/**
 * Samples the tree's resident memory every `everyMs`; stop() gives the peak in MiB, at least
 * the sum of each process's own high-water mark (VmHWM), which catches a peak between two samples.
 * The high-water marks are reset first (clear_refs 5), so the peak of starting up is not counted.
 */
export function sampleRss(pid, everyMs = 50) {
	for (const p of processTree(pid)) {
		try {
			fs.writeFileSync(`/proc/${p}/clear_refs`, '5');
		} catch {
			// Not allowed (another user's process): the samples alone give the peak.
		}
	}
	let peak = rssMib(pid);
	const timer = setInterval(() => {
		peak = Math.max(peak, rssMib(pid));
	}, everyMs);
	return {
		stop() {
			clearInterval(timer);
			const hwm = processTree(pid).reduce((sum, p) => sum + statusKib(p, 'VmHWM'), 0) / 1024;
			return Math.max(peak, rssMib(pid), hwm);
		}
	};
}

/**
 * One request; its status (a number), 'timeout' after `timeoutMs`, or 'error' (connection refused
 * or reset), and how long it took until its whole body had arrived.
 */
export async function send(url, key, body, { headers = {}, timeoutMs }) {
	const started = performance.now();
	let status;
	try {
		const res = await fetch(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers },
			body,
			signal: AbortSignal.timeout(timeoutMs)
		});
		await res.arrayBuffer();
		status = res.status;
	} catch (err) {
		status = err.name === 'TimeoutError' ? 'timeout' : 'error';
	}
	return { status, ms: performance.now() - started };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call at a time until `until` (a performance.now() time), started at most every `everyMs`; their latencies and statuses. */
export async function cheapCaller(url, key, body, { until, everyMs, timeoutMs }) {
	const latencies = [];
	const statuses = {};
	while (performance.now() < until) {
		const next = performance.now() + everyMs;
		const { status, ms } = await send(url, key, body, { timeoutMs });
		latencies.push(ms);
		statuses[status] = (statuses[status] ?? 0) + 1;
		await sleep(next - performance.now());
	}
	return { latencies, statuses };
}

/**
 * `concurrency` callers, each sending the next request as soon as its last one answered, until
 * `until`; resolves when the last request in flight has answered (or timed out).
 */
export async function hostileCallers(url, key, { body, headers }, { concurrency, until, timeoutMs }) {
	const statuses = {};
	const latencies = [];
	let sent = 0;
	async function caller() {
		while (performance.now() < until) {
			const { status, ms } = await send(url, key, body(sent++), { headers, timeoutMs });
			latencies.push(ms);
			statuses[status] = (statuses[status] ?? 0) + 1;
		}
	}
	await Promise.all(Array.from({ length: concurrency }, caller));
	return { statuses, latencies };
}

/** Nearest-rank percentile `p` (0–100) of `values`; null when there are none. */
export function percentile(values, p) {
	if (!values.length) return null;
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
