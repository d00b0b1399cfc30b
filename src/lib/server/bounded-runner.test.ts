import { afterAll, describe, expect, it } from 'vitest';
import { TimeLimitExceeded } from '../ops/define.js';
import { executeOperation } from '../ops/execute.js';
import { regex } from '../ops/regex/index.js';
import { regexJob } from '../ops/regex/regex.js';
import { createBoundedRunner } from './bounded-runner.js';

const runBounded = createBoundedRunner({ threads: 2 });
afterAll(() => runBounded.close());

/** Resolves once `done` is true, polling on the event loop (which must keep turning meanwhile). */
async function ticksUntil(done: () => boolean): Promise<number[]> {
	const gaps: number[] = [];
	let last = performance.now();
	while (!done()) {
		await new Promise((r) => setTimeout(r, 10));
		const now = performance.now();
		gaps.push(now - last);
		last = now;
	}
	return gaps;
}

describe('createBoundedRunner', () => {
	it('runs a self-contained function in a thread and answers its value', async () => {
		expect(await runBounded((n: number) => n * 2, 21, 1000)).toBe(42);
		expect(await runBounded(regexJob, { pattern: 'b+', flags: 'g', input: 'abbcb', replacement: null, maxMatches: 10, maxReplaced: 10 }, 1000)).toEqual({
			matches: [
				{ match: 'bb', index: 1, groups: [], named_groups: {} },
				{ match: 'b', index: 4, groups: [], named_groups: {} }
			],
			replaced: null,
			over: null
		});
	});

	it('passes a thrown error on as a rejection with its message', async () => {
		await expect(runBounded(() => { throw new Error('boom'); }, null, 1000)).rejects.toThrow('boom');
	});

	it('terminates a run past its limit without blocking the event loop, and the next run works', async () => {
		let settled = false;
		const started = performance.now();
		const outcome = runBounded((n: number) => new RegExp('^(a+)+$').test('a'.repeat(n) + '!'), 40, 300).then(
			() => null,
			(err: unknown) => err
		);
		void outcome.finally(() => (settled = true));
		const gaps = await ticksUntil(() => settled);
		expect(await outcome).toBeInstanceOf(TimeLimitExceeded);
		const took = performance.now() - started;
		expect(took).toBeGreaterThanOrEqual(290);
		expect(took).toBeLessThan(3000);
		// The loop kept turning every ~10 ms (a generous bound for a busy 2-core machine).
		expect(Math.max(...gaps)).toBeLessThan(200);
		expect(await runBounded((s: string) => s.toUpperCase(), 'ok', 1000)).toBe('OK');
	});

	it('the regex operation answers 422 naming the time limit through ctx.runBounded', async () => {
		const started = performance.now();
		const result = await executeOperation(regex, { pattern: '^(a+)+$', input: `${'a'.repeat(40)}!` }, { now: Date.now, runBounded });
		expect(result.status).toBe(422);
		expect(result.body).toEqual({
			detail: 'pattern: the match ran longer than the time limit of 1,000 ms (catastrophic backtracking?); simplify the pattern or shorten the input',
			code: 'invalid_input'
		});
		expect(performance.now() - started).toBeLessThan(4000);
	});
});
