import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { diffLarge, TooDifferent } from './large-diff.js';
import { textDiff } from './text-diff.js';

/**
 * The large diff (large-diff.ts) against independent references: GNU patch applies its unified
 * diff to the old file and gives the new one, and GNU `diff --minimal` counts the same added and
 * deleted lines. The format is the operation's (jsdiff's createTwoFilesPatch) where the script
 * is unique.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-large-diff-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const have = (tool: string) => spawnSync('which', [tool], { encoding: 'utf8' }).stdout.trim();

function run(old: Buffer | string, now: Buffer | string, context = 3, deadline = performance.now() + 60_000) {
	const pieces: Uint8Array[] = [];
	const counts = diffLarge(Buffer.from(old), Buffer.from(now), context, (p) => pieces.push(p), deadline);
	return { ...counts, unified: Buffer.concat(pieces) };
}

/** GNU diff --minimal's counts: lines it marks `>` (added) and `<` (deleted). */
function gnuCounts(oldFile: string, newFile: string): { additions: number; deletions: number } {
	const out = spawnSync('diff', ['--minimal', oldFile, newFile], { maxBuffer: 1 << 30 }).stdout;
	let additions = 0;
	let deletions = 0;
	for (let at = 0; at < out.length; ) {
		const nl = out.indexOf(10, at);
		if (out[at] === 0x3e) additions++;
		else if (out[at] === 0x3c) deletions++;
		at = nl < 0 ? out.length : nl + 1;
	}
	return { additions, deletions };
}

/** Checks one pair against GNU patch and GNU diff. */
function check(old: Buffer, now: Buffer, context = 3) {
	const oldFile = path.join(dir, 'old.txt');
	const newFile = path.join(dir, 'new.txt');
	const patchFile = path.join(dir, 'changes.patch');
	fs.writeFileSync(oldFile, old);
	fs.writeFileSync(newFile, now);
	const answer = run(old, now, context);
	expect({ additions: answer.additions, deletions: answer.deletions }).toEqual(gnuCounts(oldFile, newFile));
	if (old.equals(now)) {
		// Nothing for patch to do: the two header lines only, as the operation answers.
		expect(answer.unified.toString()).toBe('--- old\n+++ new\n');
		return answer;
	}
	fs.writeFileSync(patchFile, answer.unified);
	const target = path.join(dir, 'patched.txt');
	fs.writeFileSync(target, old);
	execFileSync('patch', ['--quiet', '--force', '--no-backup-if-mismatch', target, patchFile], { stdio: ['ignore', 'pipe', 'pipe'] });
	expect(fs.readFileSync(target).equals(now)).toBe(true);
	return answer;
}

/** A seeded generator (mulberry32), so a failing file can be made again. */
function random(seed: number) {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Lines of a log-like file, some repeated (blank lines, braces), and a copy with `edits` random edits. */
function pair(seed: number, lines: number, edits: number, eol = '\n') {
	const next = random(seed);
	const pick = (i: number) => (next() < 0.15 ? ['', '}', '  return x;', '{'][Math.floor(next() * 4)] : `line ${i} ${Math.floor(next() * 1e9).toString(36)} é ✓`);
	const old = Array.from({ length: lines }, (_, i) => pick(i));
	const now = old.slice();
	for (let e = 0; e < edits; e++) {
		const at = Math.floor(next() * (now.length + 1));
		const kind = next();
		if (kind < 0.4) now.splice(at, 1, `changed ${e}`);
		else if (kind < 0.7) now.splice(at, 0, `added ${e}`, ...(next() < 0.3 ? [`added ${e}b`] : []));
		else now.splice(at, 1 + Math.floor(next() * 3));
	}
	return [old.join(eol), now.join(eol)];
}

describe('the large diff against GNU patch and GNU diff --minimal', () => {
	it('GNU diff and patch are installed (the references; apt-get install diffutils patch)', () => {
		expect(have('diff')).not.toBe('');
		expect(have('patch')).not.toBe('');
	});

	it('files with random edits, with and without a final newline, CRLF, every context', () => {
		for (let seed = 1; seed <= 24; seed++) {
			const [old, now] = pair(seed, 200 + seed * 37, seed % 6 === 0 ? 0 : 1 + (seed % 40), seed % 3 === 0 ? '\r\n' : '\n');
			const finalNewline = seed % 4;
			const end = (text: string, yes: boolean) => Buffer.from(yes ? text + (seed % 3 === 0 ? '\r\n' : '\n') : text);
			check(end(old, finalNewline !== 1), end(now, finalNewline !== 2), seed % 5);
		}
	});

	it('empty and identical files, a newline added or taken at the end, a file all one line repeated', () => {
		const cases: [string, string][] = [
			['', ''],
			['', 'a\n'],
			['a\n', ''],
			['a', ''],
			['', 'a'],
			['a', 'a\n'],
			['a\n', 'a'],
			['a\nb\nc\n', 'a\nb\nc\n'],
			['a\nb', 'a\nb\nc'],
			['x\na', 'y\na'],
			['\n\n\n\n', '\n\n\n\n\n\n'],
			['a\r\nb\r\n', 'a\nb\n'],
			['same\n'.repeat(1000), 'same\n'.repeat(999) + 'other\n' + 'same\n']
		];
		for (const [old, now] of cases) check(Buffer.from(old), Buffer.from(now), 3);
		expect(run('a\nb\n', 'a\nb\n').unified.toString()).toBe('--- old\n+++ new\n');
	});

	it('a larger pair (20,000 lines, 300 edits) in well under a second', () => {
		const [old, now] = pair(99, 20_000, 300);
		const started = performance.now();
		const answer = check(Buffer.from(old + '\n'), Buffer.from(now + '\n'));
		expect(answer.hunks).toBeGreaterThan(100);
		expect(performance.now() - started).toBeLessThan(5_000);
	});

	it('writes what the operation writes (jsdiff), where the shortest script is unique', async () => {
		const cases: [string, string, number][] = [
			['a\nb\nc\n', 'a\nx\nc\n', 0],
			['a\nb\nc\n', 'a\nc\n', 0],
			['a\nb\nc\n', 'a\nb\nx\nc\n', 0],
			['', 'a\n', 3],
			['a\n', '', 3],
			['a', 'a\n', 3],
			['a\nb', 'a\nc', 3],
			['x\na\nb', 'y\na\nb', 1],
			['x\na', 'y\na', 3],
			['a\r\nb\r\n', 'a\r\nc\r\n', 3],
			['1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n', '1\n2\nthree\n4\n5\n6\n7\n8\n9\n10\neleven\n12\n', 3],
			['1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n', '1\n2\nthree\n4\n5\n6\n7\n8\n9\n10\neleven\n12\n', 4]
		];
		for (const [old, now, context] of cases) {
			expect(run(old, now, context).unified.toString(), JSON.stringify([old, now, context])).toBe(textDiff(old, now, 'lines', context, 1000)!.unified);
		}
	});

	it('counts what the operation counts (jsdiff diffLines), for any two texts', () => {
		const line = fc.constantFrom('alpha', 'beta', 'gamma', '', 'x\r', 'naïve');
		const text = fc.tuple(fc.array(line, { maxLength: 14 }), fc.boolean()).map(([lines, nl]) => lines.join('\n') + (nl && lines.length ? '\n' : ''));
		fc.assert(
			fc.property(text, text, (old, now) => {
				const mine = run(old, now);
				const theirs = textDiff(old, now, 'lines', 3, 1000)!;
				expect([mine.additions, mine.deletions]).toEqual([theirs.additions, theirs.deletions]);
			}),
			fuzzParameters()
		);
	});

	it('gives up past its deadline: TooDifferent', () => {
		const [old] = pair(5, 20_000, 0);
		const [other] = pair(6, 20_000, 0);
		expect(() => run(old, other, 3, performance.now() - 1)).toThrow(TooDifferent);
	});
});
