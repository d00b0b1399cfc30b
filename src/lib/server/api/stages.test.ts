import { describe, expect, it } from 'vitest';
import { andThen, runStages, type Stage } from './stages.js';

type Call = { seen: string[] };
const pass =
	(name: string): Stage<Call, string> =>
	(call) => {
		call.seen.push(name);
		return undefined;
	};
const answer =
	(name: string): Stage<Call, string> =>
	(call) => {
		call.seen.push(name);
		return name;
	};
const later =
	(name: string, value: string | undefined): Stage<Call, string> =>
	async (call) => {
		call.seen.push(name);
		return value;
	};

describe('runStages', () => {
	it('stages that answer at once: the answer itself, not a promise, and no stage after the one that answered', () => {
		const call: Call = { seen: [] };
		const result = runStages([pass('a'), pass('b'), answer('c'), answer('d')], call);
		expect(result).toBe('c');
		expect(call.seen).toEqual(['a', 'b', 'c']);
	});

	it('a stage that waits: the next ones run after it settles, in order', async () => {
		const call: Call = { seen: [] };
		const result = runStages([pass('a'), later('b', undefined), pass('c'), later('d', 'd'), answer('e')], call);
		expect(result).toBeInstanceOf(Promise);
		expect(call.seen).toEqual(['a', 'b']);
		expect(await result).toBe('d');
		expect(call.seen).toEqual(['a', 'b', 'c', 'd']);
	});

	it('an answer that waits ends the call too; a list where nothing answers is a bug (throws)', async () => {
		expect(await runStages([later('a', 'a'), answer('b')], { seen: [] })).toBe('a');
		expect(() => runStages([pass('a')], { seen: [] })).toThrow(/no stage answered/);
		await expect(runStages([later('a', undefined)], { seen: [] })).rejects.toThrow(/no stage answered/);
	});
});

describe('andThen', () => {
	it('a value at hand: next at once; a promise: next once it settles', async () => {
		const next = (call: Call, value: number) => `${call.seen.length}:${value}`;
		expect(andThen(2, next, { seen: [] })).toBe('0:2');
		const settled = andThen(Promise.resolve(3), next, { seen: ['x'] });
		expect(settled).toBeInstanceOf(Promise);
		expect(await settled).toBe('1:3');
	});
});
