import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './server';

describe('concurrencyGate', () => {
	it('runs at most `limit` tasks at once, the others in the order they came; a failing task frees its place', async () => {
		const gate = concurrencyGate(2);
		const release = new Map<number, (fail: boolean) => void>();
		const started: number[] = [];
		const task = (n: number) => () =>
			new Promise<number>((resolve, reject) => {
				started.push(n);
				release.set(n, (fail) => (fail ? reject(new Error(`task ${n}`)) : resolve(n)));
			});
		const settle = () => new Promise((r) => setImmediate(r));
		const results = [1, 2, 3, 4, 5].map((n) => gate(task(n)).catch((err: Error) => err.message));
		await settle();
		expect(started).toEqual([1, 2]);
		release.get(1)!(true);
		await settle();
		expect(started).toEqual([1, 2, 3]);
		release.get(3)!(false);
		release.get(2)!(false);
		await settle();
		expect(started).toEqual([1, 2, 3, 4, 5]);
		release.get(4)!(false);
		release.get(5)!(false);
		expect(await Promise.all(results)).toEqual(['task 1', 2, 3, 4, 5]);
		// Every place is free again: two start at once.
		const again = [gate(task(6)), gate(task(7))];
		await settle();
		expect(started.slice(5)).toEqual([6, 7]);
		release.get(6)!(false);
		release.get(7)!(false);
		expect(await Promise.all(again)).toEqual([6, 7]);
	});
});
