import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { extract, MAX_INPUT } from './index.js';
import { KINDS } from './limits.js';

describe('extract cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { status: number; body: { matches: { kind: string; value: string }[]; counts: Record<string, number> } };
const run = async (input: Record<string, unknown>) => (await executeOperation(extract, input, { now: Date.now })) as Answer;

describe('linear time on hostile input', () => {
	// Each text repeats what a backtracking pattern could try again from every position: long
	// runs of a local part, of labels, of hex digits, of path components, of digits and separators.
	const units = ['a', 'a.', 'a@', 'a.a.a@', '1.', '1:', '::', 'ff:', 'ff-', 'ffff.', '1 ', '1-', '/a', 'C:\\', '\\\\a', 'http://a', ')', '2024-01-01T', '11/', 'x@a-', '@a.'];
	it.each(units)('a text of %j repeated to the input limit takes well under the time limit', async (unit) => {
		const input = unit.repeat(Math.ceil(MAX_INPUT / unit.length)).slice(0, MAX_INPUT);
		const started = performance.now();
		const answer = await run({ input, kinds: [...KINDS] });
		// About 0.1 s on this machine; a quadratic pattern would take minutes.
		expect(performance.now() - started).toBeLessThan(2500);
		expect([200, 422]).toContain(answer.status);
	});
});
