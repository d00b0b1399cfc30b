import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { textDiffOp } from './index.js';
import { sideBySide } from './side-by-side.js';

describe('text-diff cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { changes: { op: string; value: string }[]; additions: number; deletions: number; unified: string | null };
async function diff(input: Record<string, unknown>): Promise<Answer> {
	const result = await executeOperation(textDiffOp, input, { now: Date.now });
	expect(result.status, JSON.stringify(result.body)).toBe(200);
	return result.body as Answer;
}

/** GNU patch, the independent reference for the unified diff: it must exist where the tests run. */
const patchPath = spawnSync('which', ['patch'], { encoding: 'utf8' }).stdout.trim();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-patch-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Applies `unified` to `old` with GNU patch (in a file, as people do) and returns the result. */
function gnuPatch(old: string, unified: string): string {
	const file = path.join(dir, 'old.txt');
	fs.writeFileSync(file, old);
	execFileSync(patchPath, ['--quiet', '--force', '--no-backup-if-mismatch', file], { input: unified, stdio: ['pipe', 'pipe', 'pipe'] });
	return fs.readFileSync(file, 'utf8');
}

/** Texts of a few lines from a small alphabet, so that diffs have both equal and changed parts. */
const line = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', '', '  indented', 'naïve café', 'x');
const text = fc
	.tuple(fc.array(line, { maxLength: 12 }), fc.boolean())
	.map(([lines, finalNewline]) => lines.join('\n') + (finalNewline && lines.length ? '\n' : ''));

describe('GNU patch applies the unified diff', () => {
	it('patch is installed (GNU patch is the reference; apt-get install patch)', () => {
		expect(patchPath, 'GNU patch not found on PATH').not.toBe('');
		expect(execFileSync(patchPath, ['--version'], { encoding: 'utf8' })).toMatch(/GNU patch/);
	});

	it('patch(old, unified) = new, for any two texts and any context', async () => {
		await fc.assert(
			fc.asyncProperty(text, text, fc.integer({ min: 0, max: 20 }), async (old, now, context) => {
				fc.pre(old !== now);
				const answer = await diff({ old, new: now, context });
				expect(gnuPatch(old, answer.unified!)).toBe(now);
			}),
			fuzzParameters(0.5)
		);
	});
});

describe('properties', () => {
	it('words mode keeps the old text\'s whitespace (fast-check seed 1938032362: " C" → "C" lost its space)', async () => {
		const answer = await diff({ old: ' C', new: 'C', mode: 'words' });
		expect(answer.changes).toEqual([
			{ op: 'delete', value: ' ' },
			{ op: 'equal', value: 'C' }
		]);
		expect([answer.additions, answer.deletions]).toEqual([0, 0]);
	});

	it('words mode: whitespace between two changes joins both, and counts no word', async () => {
		const answer = await diff({ old: 'a b c', new: 'x y z', mode: 'words' });
		expect(answer.changes).toEqual([
			{ op: 'delete', value: 'a b c' },
			{ op: 'insert', value: 'x y z' }
		]);
		expect([answer.additions, answer.deletions]).toEqual([3, 3]);
	});

	it('equal + delete gives old, equal + insert gives new, in every mode', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), fc.constantFrom('lines', 'words', 'chars'), async (old, now, mode) => {
				const answer = await diff({ old, new: now, mode });
				expect(answer.changes.filter((c) => c.op !== 'insert').map((c) => c.value).join('')).toBe(old);
				expect(answer.changes.filter((c) => c.op !== 'delete').map((c) => c.value).join('')).toBe(now);
				expect(answer.unified === null).toBe(mode !== 'lines');
				if (old === now) expect(answer.additions + answer.deletions).toBe(0);
			}),
			fuzzParameters()
		);
	});

	it('chars mode counts code points: additions − deletions is the difference in length', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 40, unit: 'grapheme-ascii' }), fc.string({ maxLength: 40, unit: 'grapheme-ascii' }), async (old, now) => {
				const answer = await diff({ old, new: now, mode: 'chars' });
				expect(answer.additions - answer.deletions).toBe(now.length - old.length);
			}),
			fuzzParameters()
		);
	});

	it('the side-by-side rows number every line of both texts once, in order', async () => {
		await fc.assert(
			fc.asyncProperty(text, text, async (old, now) => {
				const rows = sideBySide((await diff({ old, new: now })).changes as never);
				const left = rows.flatMap((r) => (r.left ? [r.left.number] : []));
				const right = rows.flatMap((r) => (r.right ? [r.right.number] : []));
				const count = (t: string) => (t === '' ? 0 : t.replace(/\n$/, '').split('\n').length);
				expect(left).toEqual(Array.from({ length: count(old) }, (_, i) => i + 1));
				expect(right).toEqual(Array.from({ length: count(now) }, (_, i) => i + 1));
			}),
			fuzzParameters()
		);
	});
});

describe('limits', () => {
	it('each side is capped at 100,000 characters (422 naming the field)', async () => {
		const result = await executeOperation(textDiffOp, { old: 'a'.repeat(100_001), new: 'b' }, { now: Date.now });
		expect(result.status).toBe(422);
		expect((result.body as { detail: string }).detail).toBe('old: must be at most 100,000 characters, got 100,001');
	});
});
