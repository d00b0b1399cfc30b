/**
 * /regex over real HTTP against the built server: a catastrophic pattern (`^(a+)+$` on a long run
 * of a's and a '!', exponential backtracking in a backtracking engine like V8's) answers 422 at the
 * time limit, while other requests — other operations and other regexes — keep answering
 * promptly, because the match runs in a worker thread that is terminated (src/lib/server/bounded-runner.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness.js';

let server: Server;
let key: string;
beforeAll(async () => {
	server = await startServer();
	key = (await server.cli('keys', 'create', '--email', 'regex@example.com', '--plan', 'unlimited')).trim();
});
afterAll(async () => {
	await server?.stop();
});

const EVIL = { pattern: '^(a+)+$', input: `${'a'.repeat(40)}!` };
/** Generous: a prompt answer takes milliseconds; a blocked event loop would take the whole second and more. */
const PROMPT_MS = 400;

async function timed(path: string, body: unknown): Promise<{ ms: number; status: number; body: unknown }> {
	const start = performance.now();
	const res = await server.post(path, body, { 'X-API-Key': key });
	const json = await res.json();
	return { ms: performance.now() - start, status: res.status, body: json };
}

describe('/regex time limit', () => {
	it('a catastrophic pattern answers 422 saying so, within the limit plus a margin', async () => {
		const r = await timed('/regex', EVIL);
		expect(r.status).toBe(422);
		expect((r.body as { detail: string }).detail).toMatch(/^pattern: the match ran longer than the time limit of 1,000 ms/);
		expect(r.ms).toBeGreaterThanOrEqual(900);
		expect(r.ms).toBeLessThan(5_000);
	});

	it('other requests keep answering promptly while catastrophic matches run', async () => {
		// Warm up: threads started, modules loaded.
		expect((await timed('/regex', { pattern: 'a', input: 'a' })).status).toBe(200);
		expect((await timed('/hash', { input: 'abc', algorithms: ['sha256'] })).status).toBe(200);

		// Two catastrophic matches at once (one per thread), then ordinary requests meanwhile.
		let evilDone = 0;
		const evil = [timed('/regex', EVIL), timed('/regex', EVIL)].map((p) => p.finally(() => evilDone++));
		// Wait for the state (the server has the two runs in hand), not a fixed sleep: an ordinary
		// request answered after the evil ones were sent proves the server took them.
		await timed('/text/case', { input: 'warm up', to: 'snake' });
		const latencies: number[] = [];
		while (evilDone === 0) {
			const [a, b] = await Promise.all([
				timed('/hash', { input: 'abc', algorithms: ['sha256'] }),
				timed('/text/stats', { input: 'Two words.' })
			]);
			expect(a.status).toBe(200);
			expect(b.status).toBe(200);
			expect((a.body as { hashes: Record<string, string> }).hashes.sha256).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
			latencies.push(a.ms, b.ms);
		}
		const results = await Promise.all(evil);
		for (const r of results) expect(r.status).toBe(422);
		// Several rounds happened while the matches ran, and none waited for them.
		expect(latencies.length).toBeGreaterThanOrEqual(4);
		expect(Math.max(...latencies)).toBeLessThan(PROMPT_MS);
	});

	it('after a time-out the next match works (a fresh thread replaces the terminated one)', async () => {
		const r = await timed('/regex', { pattern: '(\\d+)', flags: 'g', input: 'a1b22' });
		expect(r.status).toBe(200);
		expect(r.body).toEqual({
			matches: [
				{ match: '1', index: 1, groups: ['1'], named_groups: {} },
				{ match: '22', index: 3, groups: ['22'], named_groups: {} }
			],
			replaced: null
		});
	});
});
