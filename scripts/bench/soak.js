// `npm run soak`: the built server under a steady mix of operations for a long time (
// "10 minutes at 80 % of the measured maximum across a mix of operations with zero 5xx, flat
// memory (RSS growth under 10 % after warm-up) and usage totals that match the requests sent
// exactly"). Run with tsx (`npm run soak -- [options]`); docs/performance.md, "Soak", has a run.
//
//   1. Maximum: the mix at full speed (`--max-seconds`, after 5 s of JIT warm-up), `--connections`.
//   2. Warm-up (`--warmup` s), then the soak (`--duration` s), both at `--share` of that maximum,
//      while the server's RSS (/proc/<pid>/status VmRSS) is sampled every `--sample` s.
//   3. SIGTERM (the server drains and flushes its usage meter), then the account's usage from the
//      operator CLI, compared with the answers the load generator saw that count.
//
// Counting: phase 1 runs for a duration, and autocannon then drops the requests in flight (the
// server may still have counted them), so it uses its own account and its count is only shown.
// Warm-up and soak use a second account and a fixed number of requests (autocannon `amount`:
// every request sent is answered before it stops), so that account's total must match exactly.
//
// Options: --duration S (600), --warmup S (60), --max-seconds S (20), --share F (0.8),
// --connections N (50), --paced-connections N (twice --connections), --sample S (2), --store sqlite|postgres (sqlite), --redis, --csv FILE (every
// memory sample: seconds from the soak's start, phase, RSS and V8 heap in use in KiB, load).
// PostgreSQL and Redis are the test peers' (tests/peers: UTILKIT_TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, a fresh schema; UTILKIT_TEST_REDIS_URL, a fresh prefix).
// The server runs from a copy of dist/ and build/ taken under /tmp/build.lock (built first when
// missing or older than src/), so builds by other runs in the same checkout cannot change it.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { OPERATIONS } from '../../src/lib/ops/registry.ts';
import { apiRequest } from '../../src/lib/tools/api-request.ts';
import { freshSchema, postgresReachable, POSTGRES_SKIP_REASON } from '../../tests/peers/postgres.ts';
import { dropRedisPrefix, freshRedisPrefix, redisReachable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../../tests/peers/redis.ts';
import { freePort, median, operatorCli, startApp, stopApp } from './lib/bench-server.js';

const { values: opts } = parseArgs({
	options: {
		duration: { type: 'string', default: '600' },
		warmup: { type: 'string', default: '60' },
		'max-seconds': { type: 'string', default: '20' },
		share: { type: 'string', default: '0.8' },
		connections: { type: 'string', default: '50' },
		'paced-connections': { type: 'string' },
		sample: { type: 'string', default: '2' },
		store: { type: 'string', default: 'sqlite' },
		csv: { type: 'string' },
		redis: { type: 'boolean', default: false }
	}
});
const DURATION = Number(opts.duration);
const WARMUP = Number(opts.warmup);
const MAX_SECONDS = Number(opts['max-seconds']);
const SHARE = Number(opts.share);
const CONNECTIONS = Number(opts.connections);
// autocannon paces each connection to its share of the rate per second, and a connection that
// falls behind in one second does not catch up in the next, so the paced phases get twice the
// connections of phase 1 by default for slack (they still fall short of the target when the
// machine is busy: docs/performance.md, "Soak").
const PACED_CONNECTIONS = Number(opts['paced-connections'] ?? CONNECTIONS * 2);
const SAMPLE_MS = Number(opts.sample) * 1000;
const RSS_LIMIT = 0.1;
if (![DURATION, WARMUP, MAX_SECONDS, SHARE, CONNECTIONS, PACED_CONNECTIONS, SAMPLE_MS].every((n) => Number.isFinite(n) && n > 0) || SHARE > 1) {
	console.error('--duration, --warmup, --max-seconds, --connections and --sample must be positive numbers; --share is in (0, 1]');
	process.exit(2);
}
if (!['sqlite', 'postgres'].includes(opts.store)) {
	console.error('--store is sqlite or postgres');
	process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// The mix. Valid requests are the operations' own documented examples; invalid ones get the
// status their operation documents (they count against the quota: docs/spec/decisions.md). Two entries
// never reach an operation (unknown path, bad key) and must not count. Each connection walks
// the list in order, so every entry gets the same share of the requests.

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
function call(id, input, expect, note) {
	const op = byId.get(id);
	if (!op) throw new Error(`no operation ${id}`);
	const { url, body } = apiRequest(op, input);
	return { name: `${id}: ${note}`, method: op.method, path: url, body, type: 'application/json', expect, counts: true };
}
const example = (id, i) => call(id, byId.get(id).examples[i].input, 200, byId.get(id).examples[i].name);

const MIX = [
	example('hash', 1),
	example('otp-totp-generate', 0),
	example('otp-totp-verify', 0),
	example('color-converter', 0),
	example('iban-validator', 0),
	example('phone-validation', 2),
	example('jwt-decoder', 0),
	example('qr-code', 0),
	example('country-info', 0),
	example('country-search', 0),
	example('timezone', 1),
	example('public-holidays', 0),
	example('fake-data', 1),
	example('credit-card-validator', 2),
	example('email-validation', 3), // not an address: no MX lookup, so no DNS in the mix
	example('cpf-cnpj-generator', 1),
	example('wpp-url-generate', 0),
	example('temporary-email', 0),
	example('geocoding', 0),
	call('hash', { input: 'abc', algorithms: ['md7'] }, 422, 'unknown algorithm'),
	call('color-converter', { hex: '#GGGGGG' }, 422, 'hex that is not hex'),
	call('country-info', { code: 'XX' }, 422, 'no such country'),
	call('phone-validation', { phone: '12345' }, 422, 'no leading +'),
	call('jwt-decoder', { token: 'not.a.jwt' }, 422, 'not a JWT'),
	call('fake-data', { type: 'unicorn' }, 422, 'unknown type'),
	call('public-holidays', { country: 'DE', year: 1800 }, 422, 'year before 1900'),
	call('otp-totp-verify', { secret: 'not base32!', code: '123456' }, 422, 'secret not Base32'),
	call('email-validation', {}, 422, 'email missing'),
	{ ...call('hash', { input: 'abc' }, 422, 'malformed JSON'), body: '{"input":' },
	{ ...call('iban-validator', { iban: 'DE89370400440532013000' }, 415, 'text/plain body'), type: 'text/plain' },
	{ name: 'unknown path (not counted)', method: 'GET', path: '/api/v1/no-such-operation', expect: 404, counts: false },
	{ ...call('hash', { input: 'abc' }, 401, 'malformed key (not counted)'), key: 'ukit_not-a-key', counts: false }
];

/** Whether an answer to `entry` counts against the quota (docs/spec/decisions.md: 2xx and 4xx of an operation; not 401/402/403/429/5xx). */
const counted = (entry, status) => entry.counts && status < 500 && ![401, 402, 403, 429].includes(status);

/** Autocannon requests for the mix with `key`, tallying each answer's status per entry into `tally`. */
function mixRequests(key, tally) {
	return MIX.map((entry, i) => ({
		method: entry.method,
		path: entry.path,
		headers: { 'x-api-key': entry.key ?? key, ...(entry.body !== undefined && { 'content-type': entry.type }) },
		...(entry.body !== undefined && { body: entry.body }),
		onResponse: (status) => {
			const byStatus = (tally[i] ??= {});
			byStatus[status] = (byStatus[status] ?? 0) + 1;
		}
	}));
}

/** Answers in `tally`: total, counted, by status, and how many differ from the entry's expected status. */
function summarise(tally) {
	const out = { total: 0, counted: 0, byStatus: {}, unexpected: 0, fivexx: 0 };
	for (const [i, byStatus] of Object.entries(tally)) {
		for (const [s, n] of Object.entries(byStatus)) {
			const status = Number(s);
			out.total += n;
			out.byStatus[status] = (out.byStatus[status] ?? 0) + n;
			if (counted(MIX[i], status)) out.counted += n;
			if (status !== MIX[i].expect) out.unexpected += n;
			if (status >= 500) out.fivexx += n;
		}
	}
	return out;
}
/** Tallies added up. */
function merge(...tallies) {
	const out = {};
	for (const tally of tallies) {
		for (const [i, byStatus] of Object.entries(tally)) {
			const into = (out[i] ??= {});
			for (const [status, n] of Object.entries(byStatus)) into[status] = (into[status] ?? 0) + n;
		}
	}
	return out;
}

// ---------------------------------------------------------------------------------------------
// The server under test: a copy of the build, a fresh store, a plan that never limits.

function snapshotBuild(dir) {
	const script = `
		if [ ! -f build/index.js ] || [ -n "$(find src -newer build/index.js -print -quit)" ]; then
			echo "building (build/ missing or older than src/)…" >&2
			npm run build > "$1/build.log" 2>&1 || { cat "$1/build.log" >&2; exit 1; }
		fi
		cp -r build "$1/"`;
	execFileSync('flock', ['/tmp/build.lock', 'sh', '-c', script, 'sh', dir], { stdio: 'inherit' });
}

/** VmRSS of a process in KiB, or null once it is gone. */
function rssKiB(pid) {
	try {
		const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
		return m ? Number(m[1]) : null;
	} catch {
		return null;
	}
}

const mib = (kib) => (kib / 1024).toFixed(1);
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const fmt = (n) => Math.round(n).toLocaleString('en');
const clock = () => new Date().toISOString().slice(11, 19);
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

const cleanups = [];
const runId = crypto.randomBytes(4).toString('hex');
const snapshot = path.resolve(`.tmp-soak-${runId}`); // under the checkout (so node_modules resolves); .gitignore'd
fs.mkdirSync(snapshot);
cleanups.push(() => fs.rmSync(snapshot, { recursive: true, force: true }));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-soak-'));
cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let server = null;
process.once('SIGINT', () => {
	server?.kill('SIGKILL');
	for (const clean of cleanups.reverse()) Promise.resolve(clean()).catch(() => {});
	process.exit(130);
});

let failed = false;
try {
	// /metrics is served only behind a token (or on METRICS_PORT); the heap figures below read it.
	const metricsToken = crypto.randomBytes(16).toString('hex');
	const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', METRICS_TOKEN: metricsToken };
	const setup = [opts.store === 'postgres' ? 'PostgreSQL' : 'SQLite'];
	if (opts.store === 'postgres') {
		if (!(await postgresReachable())) throw new Error(POSTGRES_SKIP_REASON);
		const schema = await freshSchema();
		cleanups.push(() => schema.drop());
		env.DATABASE_URL = schema.url;
	}
	if (opts.redis) {
		if (!(await redisReachable())) throw new Error(REDIS_SKIP_REASON);
		const prefix = freshRedisPrefix();
		cleanups.push(() => dropRedisPrefix(prefix));
		Object.assign(env, { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix });
		setup.push('Redis');
	}

	snapshotBuild(snapshot);
	const cli = operatorCli(env);
	cli('plans', 'set', 'soak', '--per-minute', '1000000000', '--per-month', '1000000000');
	const accounts = { max: 'soak-max@example.com', soak: 'soak@example.com' };
	const keys = { max: cli('keys', 'create', '--email', accounts.max, '--plan', 'soak'), soak: cli('keys', 'create', '--email', accounts.soak, '--plan', 'soak') };

	const port = await freePort();
	const logPath = path.join(dataDir, 'server.log');
	const log = fs.openSync(logPath, 'a');
	server = await startApp(port, env, { server: path.join(snapshot, 'build/index.js'), stdio: ['ignore', log, log] });
	const base = `http://127.0.0.1:${port}`;
	console.log(`Soak ${runId}: ${setup.join(' + ')}, one process (pid ${server.pid}), port ${port}, Node ${process.version}, ${os.availableParallelism()} cores; load average ${load()}`);

	// Every entry once, so a mix that no longer matches the operations fails here, not as a soak "finding".
	const preflight = {};
	for (const [i, entry] of MIX.entries()) {
		const headers = { 'x-api-key': entry.key ?? keys.max, ...(entry.body !== undefined && { 'content-type': entry.type }) };
		const res = await fetch(base + entry.path, { method: entry.method, headers, body: entry.body });
		await res.arrayBuffer();
		(preflight[i] ??= {})[res.status] = 1;
		if (res.status !== entry.expect) throw new Error(`mix entry "${entry.name}": ${res.status}, expected ${entry.expect}`);
	}
	console.log(`\nMix: ${MIX.length} requests, each connection cycling through them in order:\n`);
	console.log('| # | request | expected | counts |');
	console.log('|---:|---|---:|---|');
	for (const [i, e] of MIX.entries()) console.log(`| ${i + 1} | ${e.name} — \`${e.method} ${e.path.length > 60 ? `${e.path.slice(0, 57)}…` : e.path}\` | ${e.expect} | ${e.counts ? 'yes' : 'no'} |`);

	// RSS (and the machine's load) every SAMPLE_MS, tagged with the phase, from here to the stop.
	const samples = [];
	let phase = 'max';
	// The V8 heap in use (from /metrics) beside it tells a growing heap from memory outside it.
	const heapUsed = () =>
		fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
			.then((res) => res.text())
			.then((text) => Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1]) / 1024)
			.catch(() => NaN);
	const sampler = setInterval(async () => {
		const at = Date.now();
		const sampledPhase = phase;
		const rss = rssKiB(server.pid);
		const load1 = os.loadavg()[0];
		const heap = await heapUsed();
		if (rss !== null) samples.push({ at, phase: sampledPhase, rss, heap, load1 });
	}, SAMPLE_MS);

	// Phase 1: the maximum of the mix.
	const maxTally = {};
	await autocannon({ url: base, connections: CONNECTIONS, duration: 5, requests: mixRequests(keys.max, maxTally) });
	const maxRun = await autocannon({ url: base, connections: CONNECTIONS, duration: MAX_SECONDS, requests: mixRequests(keys.max, maxTally) });
	const max = maxRun.requests.average;
	const target = Math.round(max * SHARE);
	console.log(`\n[${clock()}] maximum: ${fmt(max)} req/s (${CONNECTIONS} connections, ${MAX_SECONDS} s; p50 ${maxRun.latency.p50} ms, p99 ${maxRun.latency.p99} ms; errors ${maxRun.errors}); target ${fmt(target)} req/s; load ${load()}`);

	// Phase 2: warm-up, then the soak, at the target rate for a fixed number of requests each.
	const paced = (seconds, tally) =>
		autocannon({
			url: base,
			connections: PACED_CONNECTIONS,
			amount: Math.round(target * seconds),
			overallRate: target,
			// autocannon's correction assumes evenly spaced sends; its pacing sends each second's
			// share as fast as answers come, so the correction would invent latencies.
			ignoreCoordinatedOmission: true,
			requests: mixRequests(keys.soak, tally)
		});
	phase = 'warmup';
	const warmTally = {};
	const warm = await paced(WARMUP, warmTally);
	console.log(`[${clock()}] warm-up done: ${fmt(warm.requests.total)} requests in ${warm.duration.toFixed(1)} s; RSS ${mib(rssKiB(server.pid))} MiB; load ${load()}`);

	phase = 'soak';
	const soakTally = {};
	const soakStart = Date.now();
	const progress = setInterval(() => {
		const done = Object.values(soakTally).reduce((a, byStatus) => a + Object.values(byStatus).reduce((x, y) => x + y, 0), 0);
		console.log(`[${clock()}] soak ${Math.round((Date.now() - soakStart) / 1000)} s: ${fmt(done)} answers, RSS ${mib(rssKiB(server.pid))} MiB, load ${load()}`);
	}, 60_000);
	const soak = await paced(DURATION, soakTally);
	clearInterval(progress);
	const soakEnd = Date.now();
	console.log(`[${clock()}] soak done: ${fmt(soak.requests.total)} requests in ${soak.duration.toFixed(1)} s`);

	// Phase 3: stop (drain + flush), then the usage the store holds.
	phase = 'stop';
	clearInterval(sampler);
	const exit = await stopApp(server);
	server = null;
	fs.closeSync(log);
	const usage = (email) => JSON.parse(cli('accounts', 'usage', '--email', email, '--json'))[0].requests;
	const used = { max: usage(accounts.max), soak: usage(accounts.soak) };

	// Figures.
	const s = { max: summarise(merge(preflight, maxTally)), warm: summarise(warmTally), soak: summarise(soakTally) };
	const paced2 = summarise(merge(warmTally, soakTally));
	const logLines = fs.readFileSync(logPath, 'utf8').split('\n').filter(Boolean);
	const logErrors = logLines.filter((l) => {
		try {
			return JSON.parse(l).level >= 50;
		} catch {
			return true; // not pino JSON: a crash trace, say
		}
	});
	if (opts.csv) {
		const rows = samples.map((x) => [((x.at - soakStart) / 1000).toFixed(1), x.phase, x.rss, Math.round(x.heap), x.load1.toFixed(2)].join(','));
		fs.writeFileSync(opts.csv, ['seconds_from_soak_start,phase,rss_kib,heap_used_kib,load1', ...rows].join('\n') + '\n');
	}
	const soakRss = samples.filter((x) => x.phase === 'soak');
	const windowMs = Math.min(60_000, (DURATION * 1000) / 5);
	const first = soakRss.filter((x) => x.at - soakStart < windowMs).map((x) => x.rss);
	const last = soakRss.filter((x) => soakEnd - x.at < windowMs).map((x) => x.rss);
	const rssFirst = median(first);
	const rssLast = median(last);
	const rssMax = Math.max(...soakRss.map((x) => x.rss));
	const growth = rssLast / rssFirst - 1;
	const achieved = soak.requests.total / soak.duration;
	const loads = soakRss.map((x) => x.load1);

	console.log(`\n## Soak ${runId}: ${setup.join(' + ')}, ${DURATION} s at ${SHARE * 100} % after ${WARMUP} s of warm-up (${PACED_CONNECTIONS} connections)\n`);
	console.log('| phase | requests | duration s | req/s (target) | p50 ms | p99 ms | 5xx | errors | timeouts |');
	console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
	console.log(`| maximum (after 5 s JIT warm-up) | ${fmt(maxRun.requests.total)} | ${MAX_SECONDS} | ${fmt(max)} (full speed) | ${maxRun.latency.p50} | ${maxRun.latency.p99} | ${s.max.fivexx} | ${maxRun.errors} | ${maxRun.timeouts} |`);
	for (const [name, r, sum] of [
		['warm-up', warm, s.warm],
		['soak', soak, s.soak]
	]) {
		console.log(`| ${name} | ${fmt(r.requests.total)} | ${r.duration.toFixed(1)} | ${fmt(r.requests.total / r.duration)} (${fmt(target)}) | ${r.latency.p50} | ${r.latency.p99} | ${sum.fivexx} | ${r.errors} | ${r.timeouts} |`);
	}
	console.log(`\nStatus histogram (soak): ${Object.entries(s.soak.byStatus).map(([k, v]) => `${k}: ${fmt(v)}`).join(', ')}`);
	console.log(`RSS during the soak: median of the first ${windowMs / 1000} s ${mib(rssFirst)} MiB, of the last ${windowMs / 1000} s ${mib(rssLast)} MiB, max ${mib(rssMax)} MiB (${pct(rssMax / rssFirst - 1)} over the first), ${soakRss.length} samples every ${SAMPLE_MS / 1000} s`);
	console.log('\nBy minute of the soak (MiB; the V8 heap in use is from /metrics, garbage not yet collected included):\n');
	console.log('| minute | RSS min | RSS median | RSS max | heap in use min | heap median | heap max | load (1 min) |');
	console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
	for (let m = 0; m < Math.ceil((soakEnd - soakStart) / 60_000); m++) {
		const xs = soakRss.filter((x) => Math.floor((x.at - soakStart) / 60_000) === m);
		if (!xs.length) continue;
		const stats = (field) => {
			const v = xs.map((x) => x[field]);
			return `${mib(Math.min(...v))} | ${mib(median(v))} | ${mib(Math.max(...v))}`;
		};
		console.log(`| ${m + 1} | ${stats('rss')} | ${stats('heap')} | ${median(xs.map((x) => x.load1)).toFixed(2)} |`);
	}
	console.log(`RSS before: after start ${mib(samples[0]?.rss ?? NaN)} MiB, end of phase 1 ${mib(samples.filter((x) => x.phase === 'max').at(-1)?.rss ?? NaN)} MiB, end of warm-up ${mib(samples.filter((x) => x.phase === 'warmup').at(-1)?.rss ?? NaN)} MiB`);
	console.log(`Machine load (1-minute average) during the soak: median ${median(loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)} on ${os.availableParallelism()} cores (the load generator shares them)`);
	console.log(`Usage, phase-1 account (${accounts.max}): store ${fmt(used.max)}, counted answers seen ${fmt(s.max.counted)} (autocannon drops up to ${CONNECTIONS} requests in flight when each of its two timed runs ends; not checked)`);
	console.log(`Server: exit ${exit.signal ?? exit.code} after SIGTERM, ${logLines.length} log lines at warn or above, ${logErrors.length} at error or above`);
	if (logErrors.length) console.log(logErrors.slice(0, 5).join('\n'));

	const harnessAgrees = paced2.total === warm.requests.total + soak.requests.total;
	const checks = [
		['5xx answers (all phases)', '0', String(s.max.fivexx + paced2.fivexx), s.max.fivexx + paced2.fivexx === 0],
		['connection errors / timeouts (all phases)', '0 / 0', `${maxRun.errors + warm.errors + soak.errors} / ${maxRun.timeouts + warm.timeouts + soak.timeouts}`, maxRun.errors + warm.errors + soak.errors === 0],
		['answers with another status than the entry expects', '0', String(s.max.unexpected + paced2.unexpected), s.max.unexpected + paced2.unexpected === 0],
		[`RSS growth, median of the last vs the first ${windowMs / 1000} s of the soak`, `< ${RSS_LIMIT * 100} %`, pct(growth), growth < RSS_LIMIT],
		[`usage total of ${accounts.soak} (warm-up + soak) = counted answers`, 'equal', `${fmt(used.soak)} vs ${fmt(paced2.counted)}`, used.soak === paced2.counted],
		['answers tallied = answers autocannon counted (harness check)', 'equal', `${fmt(paced2.total)} vs ${fmt(warm.requests.total + soak.requests.total)}`, harnessAgrees],
		['server exit after SIGTERM (drained, usage flushed)', '0', String(exit.signal ?? exit.code), exit.code === 0],
		['server log lines at error level', '0', String(logErrors.length), logErrors.length === 0]
	];
	console.log('\n| criterion | required | measured | |');
	console.log('|---|---|---|---|');
	for (const [name, want, got, ok] of checks) console.log(`| ${name} | ${want} | ${got} | ${ok ? 'pass' : '**FAIL**'} |`);
	console.log(`\nAchieved ${fmt(achieved)} req/s of ${fmt(target)} targeted (${pct(achieved / target)}; not a criterion: on a shared machine the rate the server gets depends on its neighbours).`);
	failed = checks.some(([, , , ok]) => !ok);
	console.log(failed ? '\nSOAK FAILED' : '\nSOAK PASSED');
} catch (err) {
	console.error(err);
	failed = true;
} finally {
	if (server) await stopApp(server);
	for (const clean of cleanups.reverse()) await Promise.resolve(clean()).catch((err) => console.error(`cleanup: ${err.message}`));
}
process.exit(failed ? 1 : 0);
