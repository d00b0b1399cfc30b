// Starting and stopping the servers the benchmarks and the soak test measure: the built app
// (`build/index.js`), the bare node:http baseline (scripts/bench/bench-bare.js) and the operator CLI with
// the same environment. Shared by the benchmarks, the soak test and Lighthouse.
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A port free on 127.0.0.1 right now (the kernel picks it). */
export function freePort() {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

/** Resolves once `GET /healthz` answers on the port (any status: the server is up). */
export async function waitForHttp(port, timeoutMs = 30_000) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		try {
			await fetch(`http://127.0.0.1:${port}/healthz`);
			return;
		} catch {
			if (Date.now() > deadline) throw new Error(`port ${port} did not open`);
			await new Promise((r) => setTimeout(r, 100));
		}
	}
}

/**
 * Starts the built server on 127.0.0.1:`port` with `env` on top of this process's environment
 * and resolves when it answers. `server` is the entry to run (a copy of build/index.js, say);
 * `stdio` is passed to spawn (by default its output is dropped and its errors shown).
 */
export async function startApp(port, env = {}, { server = 'build/index.js', stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
	const child = spawn(process.execPath, [server], {
		env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORT: String(port), ...env },
		stdio
	});
	const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
	// A server that dies while starting (a port in use, a bad env) fails here, not after the timeout.
	await Promise.race([waitForHttp(port), exited.then(({ code, signal }) => Promise.reject(new Error(`server exited while starting (${signal ?? code})`)))]);
	child.exited = exited;
	return child;
}

/** SIGTERM (the server's graceful stop: in-flight requests finish, usage is flushed); resolves with its exit. */
export async function stopApp(child) {
	const exited = child.exited ?? new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
	if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
	return exited;
}

/** The bare node:http baseline (with `env` on top, e.g. BENCH_BARE_HEADERS); resolves when it listens. */
export async function startBare(port, env = {}) {
	const child = fork('scripts/bench/bench-bare.js', { env: { ...process.env, ...env, PORT: String(port) } });
	await new Promise((resolve) => child.once('message', resolve));
	return child;
}

/** The operator CLI (`npm run cli`) with `env` on top of this process's environment; returns its trimmed output. */
export function operatorCli(env) {
	return (...args) =>
		execFileSync(process.execPath, ['build/cli.js', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' }).trim();
}

/** A plan whose limits are never reached (every request pays the whole limit path) and a key on it for `email`. */
export function benchKey(env, email = 'bench@example.com') {
	const cli = operatorCli(env);
	cli('plans', 'set', 'bench', '--per-minute', '1000000000', '--per-month', '1000000000');
	return cli('keys', 'create', '--email', email, '--plan', 'bench');
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// A server's own CPU time (user + system, from /proc; Linux only): CPU per request is steadier
// than req/s when other processes share the cores, since time spent waiting for a core is not
// counted. null elsewhere.
const TICK_US = fs.existsSync('/proc/self/stat') ? 1e6 / clockTicks() : 0;
function clockTicks() {
	try {
		return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
	} catch {
		return 100; // Linux's USER_HZ nearly everywhere
	}
}

/** Microseconds of CPU process `pid` has used so far; null where /proc is not there. */
export function cpuMicros(pid) {
	if (!TICK_US) return null;
	const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
	return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}
