import { describe, expect, it } from 'vitest';
import { createHashingGate, GateFull } from './hashing-gate.js';

/** Work that ends when the test says so. */
function pending() {
	let finish!: () => void;
	const done = new Promise<void>((resolve) => (finish = resolve));
	return { work: () => done, finish };
}

describe('createHashingGate', () => {
	it('runs 2, queues 3, refuses the 6th at once; the queue moves as work ends', async () => {
		const gate = createHashingGate({ running: 2, waiting: 3 });
		const jobs = Array.from({ length: 6 }, pending);
		const settled: string[] = [];
		const runs = jobs.map((job, i) =>
			gate.run(job.work).then(
				() => settled.push(`done ${i}`),
				(err) => settled.push(err instanceof GateFull ? `refused ${i}` : `error ${i}`)
			)
		);
		await Promise.resolve();
		await Promise.resolve();
		expect(gate.load).toEqual({ running: 2, waiting: 3 });
		await runs[5];
		expect(settled).toEqual(['refused 5']);
		jobs[0].finish();
		await runs[0];
		await new Promise((r) => setTimeout(r, 0));
		expect(gate.load).toEqual({ running: 2, waiting: 2 });
		for (const job of jobs) job.finish();
		await Promise.all(runs);
		expect(settled.sort()).toEqual(['done 0', 'done 1', 'done 2', 'done 3', 'done 4', 'refused 5']);
		expect(gate.load).toEqual({ running: 0, waiting: 0 });
	});

	it('frees its place when the work fails', async () => {
		const gate = createHashingGate({ running: 1, waiting: 0 });
		await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
		await expect(gate.run(async () => 42)).resolves.toBe(42);
	});
});
