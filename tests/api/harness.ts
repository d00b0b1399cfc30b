import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo;
			server.close(() => resolve(port));
		});
		server.on('error', reject);
	});
}

export interface Server {
	url: string;
	dataDir: string;
	env: Record<string, string>;
	/** Everything the server wrote to stdout and stderr since it was started (its logs). */
	output(): string;
	/** The running server process (to signal it, or to read its exit code). */
	process(): ChildProcess;
	/** POST JSON (or anything) to /api/v1/<path>. */
	post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
	get(path: string, headers?: Record<string, string>): Promise<Response>;
	/** Runs the operator CLI with this server's environment; resolves to its stdout. */
	cli(...args: string[]): Promise<string>;
	stop(): Promise<void>;
	restart(): Promise<void>;
}

/**
 * Starts the built server (`node dist/server.js`, run `npm run build` first) on a free port
 * with a fresh DATA_DIR, and waits until it answers.
 */
export async function startServer(extraEnv: Record<string, string> = {}, dataDir?: string): Promise<Server> {
	if (!fs.existsSync(path.join(ROOT, 'dist/server.js'))) throw new Error('dist/server.js is missing: run `npm run build` first');
	const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-api-'));
	const port = await freePort();
	const env: Record<string, string> = {
		...(process.env as Record<string, string>),
		DATA_DIR: dir,
		PORT: String(port),
		HOST: '127.0.0.1',
		ORIGIN: `http://127.0.0.1:${port}`,
		LOG_LEVEL: 'warn',
		...extraEnv
	};
	const url = `http://127.0.0.1:${port}`;
	let child: ChildProcess;
	let output = '';

	async function launch() {
		child = spawn(process.execPath, ['dist/server.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
		child.stdout!.on('data', (d) => (output += d));
		child.stderr!.on('data', (d) => (output += d));
		const deadline = Date.now() + 20_000;
		for (;;) {
			if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
			try {
				await fetch(`${url}/api/v1/openapi.json`);
				return;
			} catch {
				if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
				await new Promise((r) => setTimeout(r, 100));
			}
		}
	}

	async function stop() {
		if (!child || child.exitCode !== null) return;
		const exited = new Promise((r) => child.once('exit', r));
		child.kill('SIGTERM');
		await exited;
	}

	await launch();
	return {
		url,
		dataDir: dir,
		env,
		post: (p, body, headers = {}) =>
			fetch(`${url}/api/v1${p}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', ...headers },
				body: typeof body === 'string' ? body : JSON.stringify(body)
			}),
		get: (p, headers = {}) => fetch(`${url}/api/v1${p}`, { headers }),
		output: () => output,
		process: () => child,
		cli: async (...args) => (await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, env })).stdout,
		stop,
		restart: async () => {
			await stop();
			await launch();
		}
	};
}

/** Retries `check` until it passes or `ms` elapse (for changes that take effect asynchronously). */
export async function eventually<T>(check: () => Promise<T>, ms = 5000): Promise<T> {
	const deadline = Date.now() + ms;
	for (;;) {
		try {
			return await check();
		} catch (err) {
			if (Date.now() > deadline) throw err;
			await new Promise((r) => setTimeout(r, 100));
		}
	}
}

/** Waits until at least `seconds` remain in the current clock minute (rate windows are clock minutes). */
export async function awayFromMinuteEdge(seconds = 15): Promise<void> {
	const left = 60 - (Date.now() / 1000) % 60;
	if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}
