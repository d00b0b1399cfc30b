import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from './define.js';
import { lazyModule } from './lazy.js';
import { executeOperation } from './execute.js';

/** An operation whose "library" only inputs with `binary: true` need, as data-convert's binary formats. */
function opWithOptionalPart() {
	const loads = { base: 0, binary: 0 };
	const base = lazyModule(async () => (loads.base++, { twice: (s: string) => s + s }));
	const binary = lazyModule(async () => (loads.binary++, { reverse: (s: string) => [...s].reverse().join('') }));
	const op = defineOperation({
		id: 'prepare-test',
		group: 'text',
		title: 't',
		summary: 's',
		keywords: [],
		method: 'POST',
		path: '/prepare-test',
		runs: 'anywhere',
		cost: 'light',
		input: z.object({ input: z.string(), binary: z.boolean().default(false) }),
		output: z.object({ output: z.string() }),
		errors: [],
		examples: [],
		prepare: base.load,
		prepareFor: (input) => ((input as { binary?: boolean }).binary && !binary.ready() ? binary.load() : undefined),
		run: (input) => ({ output: input.binary ? binary.get().reverse(input.input) : base.get().twice(input.input) })
	});
	return { op, loads };
}

describe('prepare and prepareFor', () => {
	it('loads the part an input needs before its run, once, and never for inputs without it', async () => {
		const { op, loads } = opWithOptionalPart();
		const ctx = { now: () => 0 };
		expect(await executeOperation(op, { input: 'ab' }, ctx)).toMatchObject({ status: 200, body: { output: 'abab' } });
		expect(loads).toEqual({ base: 1, binary: 0 });
		expect(await executeOperation(op, { input: 'ab', binary: true }, ctx)).toMatchObject({ status: 200, body: { output: 'ba' } });
		expect(loads).toEqual({ base: 1, binary: 1 });
		// Loaded: the next run answers synchronously (no promise on the hot path).
		const again = executeOperation(op, { input: 'xy', binary: true }, ctx);
		expect(again).not.toBeInstanceOf(Promise);
		expect(again).toMatchObject({ status: 200, body: { output: 'yx' } });
		expect(loads).toEqual({ base: 1, binary: 1 });
	});
});
