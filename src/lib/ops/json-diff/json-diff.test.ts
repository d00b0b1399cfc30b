import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { jsonDiff } from './index.js';

describe('json-diff cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Op = { op: string; path: string; value?: unknown };
type Answer = { status: number; body: { equal: boolean; patch: Op[]; changes: unknown[]; detail?: string } };
const run = async (input: Record<string, unknown>) => (await executeOperation(jsonDiff, input, { now: Date.now })) as Answer;

/** A plain RFC 6902 applier for add, remove and replace, written from the RFC, to check the round trip. */
function apply(doc: unknown, patch: Op[]): unknown {
	let root = structuredClone(doc);
	for (const { op, path, value } of patch) {
		if (path === '') {
			root = op === 'remove' ? undefined : structuredClone(value);
			continue;
		}
		const tokens = path.slice(1).split('/').map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
		const last = tokens.pop()!;
		let parent = root as Record<string, unknown>;
		for (const t of tokens) parent = parent[t] as Record<string, unknown>;
		if (Array.isArray(parent)) {
			const i = Number(last);
			if (op === 'add') parent.splice(i, 0, structuredClone(value));
			else if (op === 'remove') parent.splice(i, 1);
			else parent[i] = structuredClone(value);
		} else if (op === 'remove') delete parent[last];
		else parent[last] = structuredClone(value);
	}
	return root;
}

describe('properties', () => {
	it('the patch turns old into new, and is empty exactly when they are equal', async () => {
		const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
		await fc.assert(
			fc.asyncProperty(json, json, async (a, b) => {
				const { body } = await run({ old: JSON.stringify(a), new: JSON.stringify(b) });
				expect(apply(a, body.patch)).toEqual(b);
				expect(body.equal).toBe(body.patch.length === 0);
				expect((await run({ old: JSON.stringify(a), new: JSON.stringify(a) })).body.equal).toBe(true);
			}),
			fuzzParameters(0.5)
		);
	});
});

describe('limits', () => {
	it('names the field and the place of a syntax error', async () => {
		const bad = await run({ old: '{}', new: '{\n  "a": [1, 2,]\n}' });
		expect(bad.status).toBe(422);
		expect(bad.body.detail).toMatch(/^new: is not JSON: line 2, column \d+: /);
	});

	it('refuses paths that would be too long together', async () => {
		const name = 'k'.repeat(200_000);
		const old = JSON.stringify({ [name]: Array(30).fill(0) });
		const bad = await run({ old, new: old.replaceAll('0', '1') });
		expect(bad.status).toBe(422);
		expect(bad.body.detail).toMatch(/paths would be over 4,000,000 characters/);
	});
});
