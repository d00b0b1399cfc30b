// `npm run bench:hostile`: what one API key sending costly requests does to everyone else
// (docs/performance.md, "Hostile load"). For each class of hostile request, on a fresh built
// server: 8 of them from key A kept in flight for the duration, beside a cheap call
// (POST /api/v1/hash of "abc") from key B, one at a time, about 20 per second. Reports the cheap
// call's latency, the hostile calls' statuses and the server's peak resident memory over its
// idle level; a baseline row has the cheap call alone. Both keys are on the `unlimited` plan, so
// the plan's rate limit is not what stops the hostile calls. It only reports: no status fails it.
// 127.0.0.1 only. Linux (/proc) for the memory figures. Needs `npm run build` first.
// Options: --class NAME (one class; repeatable), --duration S (default 10), --json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHEAP, CLASSES } from './lib/hostile-classes.js';
import { freePort, operatorCli, startApp, stopApp } from './lib/bench-server.js';
import { cheapCaller, hostileCallers, percentile, rssMib, sampleRss, send } from './lib/hostile-load.js';

const CONCURRENCY = 8;
const CHEAP_EVERY_MS = 50;
const TIMEOUT_MS = 150_000;
// After a class, a server still busy with requests the client gave up on is killed, not waited for.
const STOP_GRACE_MS = 10_000;

const { values: options } = parseArgs({
	options: {
		class: { type: 'string', multiple: true },
		duration: { type: 'string', default: '10' },
		json: { type: 'boolean', default: false }
	}
});
const durationMs = Number(options.duration) * 1000;
if (!(durationMs > 0)) {
	console.error('--duration must be a number of seconds above 0');
	process.exit(2);
}
const unknown = (options.class ?? []).filter((name) => !CLASSES.some((c) => c.name === name));
if (unknown.length) {
	console.error(`unknown --class ${unknown.join(', ')}; one of: ${CLASSES.map((c) => c.name).join(', ')}`);
	process.exit(2);
}
const chosen = options.class ? CLASSES.filter((c) => options.class.includes(c.name)) : CLASSES;
if (!fs.existsSync('build/index.js')) {
	console.error('Run `npm run build` first.');
	process.exit(1);
}
if (!fs.existsSync('/proc/self/status')) {
	console.error('The memory figures read /proc: run this on Linux.');
	process.exit(1);
}
const progress = (line) => process.stderr.write(`${line}\n`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-hostile-'));
const env = { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
const cli = operatorCli(env);
cli('plans', 'set', 'unlimited', '--per-minute', 'unlimited', '--per-month', 'unlimited');
const hostileKey = cli('keys', 'create', '--email', 'hostile@example.com', '--plan', 'unlimited');
const cheapKey = cli('keys', 'create', '--email', 'bystander@example.com', '--plan', 'unlimited');

/** A fresh server per class: no class inherits another's memory, caches or unfinished work. */
async function withServer(run) {
	const port = await freePort();
	const server = await startApp(port, env);
	try {
		return await run(`http://127.0.0.1:${port}`, server.pid);
	} finally {
		const timer = setTimeout(() => server.kill('SIGKILL'), STOP_GRACE_MS);
		await stopApp(server);
		clearTimeout(timer);
	}
}

/** Runs `klass` (null: the baseline, the cheap call alone) and returns its row. */
function measure(klass) {
	return withServer(async (origin, pid) => {
		// Warm the cheap path (JIT, key cache) so the idle level and the first latencies are its steady state.
		for (let i = 0; i < 20; i++) await send(origin + CHEAP.path, cheapKey, CHEAP.body, { timeoutMs: TIMEOUT_MS });
		await new Promise((resolve) => setTimeout(resolve, 500));
		const idle = rssMib(pid);
		const body = klass?.body(0); // built before the clock starts (the PNG takes a moment)
		const sampler = sampleRss(pid);
		const started = performance.now();
		const until = started + durationMs;
		const [cheap, hostile] = await Promise.all([
			cheapCaller(origin + CHEAP.path, cheapKey, CHEAP.body, { until, everyMs: CHEAP_EVERY_MS, timeoutMs: TIMEOUT_MS }),
			klass ? hostileCallers(origin + klass.path, hostileKey, klass, { concurrency: CONCURRENCY, until, timeoutMs: TIMEOUT_MS }) : null
		]);
		const peak = sampler.stop();
		const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
		return {
			class: klass?.name ?? 'baseline',
			what: klass?.what ?? 'the cheap call alone',
			request: klass ? `POST ${klass.path}` : null,
			request_bytes: body === undefined ? null : Buffer.byteLength(body),
			cheap: {
				count: cheap.latencies.length,
				statuses: cheap.statuses,
				p50_ms: round(percentile(cheap.latencies, 50)),
				p99_ms: round(percentile(cheap.latencies, 99)),
				max_ms: round(percentile(cheap.latencies, 100))
			},
			hostile: hostile && {
				count: hostile.latencies.length,
				statuses: hostile.statuses,
				p50_ms: round(percentile(hostile.latencies, 50)),
				max_ms: round(percentile(hostile.latencies, 100))
			},
			// Until the last hostile request answered: the time the server was kept busy past the duration.
			drain_s: Math.round((performance.now() - until) / 100) / 10,
			idle_rss_mib: Math.round(idle),
			peak_rss_growth_mib: Math.round(peak - idle)
		};
	});
}

const loadBefore = os.loadavg();
const rows = [];
try {
	for (const klass of [null, ...chosen]) {
		progress(`${klass?.name ?? 'baseline'}: ${klass?.what ?? 'the cheap call alone'}…`);
		rows.push(await measure(klass));
	}
} finally {
	fs.rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = os.loadavg();

const report = {
	node: process.version,
	cores: os.availableParallelism(),
	duration_s: durationMs / 1000,
	concurrency: CONCURRENCY,
	cheap_call: `POST ${CHEAP.path} ${CHEAP.body}, one at a time, at most one per ${CHEAP_EVERY_MS} ms`,
	client_timeout_s: TIMEOUT_MS / 1000,
	load_average_before: loadBefore.map((l) => Math.round(l * 100) / 100),
	load_average_after: loadAfter.map((l) => Math.round(l * 100) / 100),
	rows
};

const statusText = (statuses) =>
	Object.entries(statuses)
		.map(([status, n]) => `${status}×${n}`)
		.join(', ');

if (options.json) {
	console.log(JSON.stringify(report, null, 2));
} else {
	console.log(
		`\n${CONCURRENCY} hostile requests in flight from one key for ${report.duration_s} s beside ${report.cheap_call} from another; ` +
			`a fresh server per row; Node ${report.node}, ${report.cores} cores; load average before ${report.load_average_before.join(' ')}, after ${report.load_average_after.join(' ')}\n`
	);
	console.log('| class | cheap calls | cheap p50 ms | cheap p99 ms | cheap max ms | hostile statuses | hostile p50 / max ms | drain s | idle RSS MiB | peak RSS growth MiB |');
	console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|---:|');
	for (const r of rows) {
		const cheapCount = r.cheap.statuses[200] === r.cheap.count ? `${r.cheap.count}` : `${r.cheap.count} (${statusText(r.cheap.statuses)})`;
		const hostile = r.hostile ? [statusText(r.hostile.statuses), `${r.hostile.p50_ms} / ${r.hostile.max_ms}`] : ['—', '—'];
		console.log(`| ${r.class} | ${cheapCount} | ${r.cheap.p50_ms} | ${r.cheap.p99_ms} | ${r.cheap.max_ms} | ${hostile.join(' | ')} | ${r.hostile ? r.drain_s : '—'} | ${r.idle_rss_mib} | ${r.peak_rss_growth_mib} |`);
	}
	console.log('\nClasses:');
	for (const r of rows.slice(1)) console.log(`- ${r.class}: ${r.what} (${r.request}, ${r.request_bytes.toLocaleString('en-US')} bytes)`);
}
