import { describe, expect, it } from 'vitest';
import { settledSoon, usePools } from '../../../../tests/unit/heavy-pools.js';
import { getOperation } from '../../ops/registry.js';

// Operations that held the server's event loop for seconds or minutes at inputs their schemas
// accept (docs/performance.md, "Light operations at their input limits"): in the pool a deadline
// or the heap ceiling stops them, and the loop keeps turning meanwhile.

const pool = usePools();

describe('operations moved to the heavy pool', () => {
	it('data-convert: a YAML mapping of 50,000 aliases of one anchor (far past its limit on one thread) ends at the time limit', async () => {
		const op = getOperation('data-convert')!;
		expect(op.cost).toBe('heavy');
		let yaml = 'base: &a {k0: v0, k1: v1, k2: v2}\n';
		for (let i = 0; yaml.length < 500_000; i++) yaml += `x${i}: *a\n`;
		const answer = pool().run(op, { input: yaml, from: 'yaml', to: 'json' }, Date.now(), 'acct');
		expect(await settledSoon(answer)).toBe(false);
		expect(await answer).toEqual({ status: 422, body: { detail: op.timeLimit!.detail, code: 'time_limit_exceeded' } });
	}, 60_000);

	it('json-format: 512 KiB nested 511 deep, indented by 8 (357 MB formatted) is refused, and the process survives', async () => {
		// One string that large outgrows a thread's heap in a way Node does not catch
		// (nodejs/node#47224): the whole process aborted. The answer is capped as it is written.
		const op = getOperation('json-format')!;
		expect(op.cost).toBe('heavy');
		const inner = '{"a":'.repeat(511) + '1' + '}'.repeat(511) + ',';
		const input = '[' + inner.repeat(Math.floor((524_288 - 2) / inner.length)).slice(0, -1) + ']';
		const answer = pool().run(op, { input, indent: 8 }, Date.now(), 'acct');
		expect(await settledSoon(answer)).toBe(false);
		const detail = 'indent: the formatted text would be over 2,097,152 characters; use a smaller indent, or 0';
		// The message's words come back from the thread too, for the app to say it in its language.
		expect(await answer).toEqual({ status: 422, body: { detail, code: 'invalid_input' }, words: expect.objectContaining({ module: 'json', field: 'indent', text: detail.slice('indent: '.length) }) });
	}, 60_000);
});
