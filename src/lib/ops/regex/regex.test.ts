import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { regex } from './index.js';

describe('regex cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { matches: { match: string; index: number; groups: (string | null)[] }[]; replaced: string | null };
async function run(input: Record<string, unknown>) {
	return executeOperation(regex, input, { now: Date.now });
}

/** A literal's pattern, escaped by hand (every syntax character of ECMA-262 22.2.1 gets a backslash). */
const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

describe('properties', () => {
	it('a literal pattern with g finds exactly the non-overlapping occurrences indexOf finds', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ minLength: 1, maxLength: 3, unit: fc.constantFrom('a', 'b', '.', '*', '(') }), fc.string({ maxLength: 40, unit: fc.constantFrom('a', 'b', '.', '*', '(', 'c') }), async (needle, hay) => {
				const result = await run({ pattern: escape(needle), flags: 'g', input: hay, replacement: '' });
				expect(result.status).toBe(200);
				const body = result.body as Answer;
				const expected: number[] = [];
				for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) expected.push(at);
				expect(body.matches.map((m) => m.index)).toEqual(expected);
				expect(body.matches.every((m) => m.match === needle)).toBe(true);
				expect(body.replaced).toBe(hay.split(needle).join(''));
			}),
			fuzzParameters()
		);
	});

	it('any pattern answers 200 or 422, never 500, and every match lies inside the input', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 8, unit: fc.constantFrom('a', '(', ')', '?', '*', '+', '|', '\\', 'd', '[', ']', '^', '$', '<', '>', 'k') }), fc.constantFrom('', 'g', 'gi', 'u', 'gv', 'y', 'ms'), fc.string({ maxLength: 20 }), async (pattern, flags, input) => {
				const result = await run({ pattern, flags, input });
				expect([200, 422]).toContain(result.status);
				if (result.status === 200) {
					for (const m of (result.body as Answer).matches) expect(input.slice(m.index, m.index + m.match.length)).toBe(m.match);
				}
			}),
			fuzzParameters()
		);
	});
});

describe('limits', () => {
	it('more than 10,000 matches is 422 naming the limit', async () => {
		const result = await run({ pattern: 'a', flags: 'g', input: 'a'.repeat(10_001) });
		expect(result).toMatchObject({ status: 422, body: { detail: 'input: more than 10,000 matches; narrow the pattern or drop the g flag', code: 'invalid_input' } });
		expect((await run({ pattern: 'a', flags: 'g', input: 'a'.repeat(10_000) })).status).toBe(200);
	});

	it('the input, pattern and replacement have their sizes', async () => {
		expect((await run({ pattern: 'a', input: 'a'.repeat(100_001) })).body).toEqual({ detail: 'input: must be at most 100,000 characters, got 100,001', code: 'invalid_input' });
		expect((await run({ pattern: 'a'.repeat(1_001), input: '' })).body).toEqual({ detail: 'pattern: must be at most 1,000 characters, got 1,001', code: 'invalid_input' });
		expect((await run({ pattern: 'a', input: '', replacement: 'b'.repeat(10_001) })).body).toEqual({ detail: 'replacement: must be at most 10,000 characters, got 10,001', code: 'invalid_input' });
	});

	it('a replaced text over 1,000,000 characters is 422', async () => {
		const result = await run({ pattern: 'a', flags: 'g', input: 'a'.repeat(200), replacement: 'b'.repeat(5001) });
		expect(result).toMatchObject({ status: 422, body: { detail: 'replacement: the replaced text would be over 1,000,000 characters', code: 'invalid_input' } });
	});

	it('flags outside dgimsuvy are 422 naming flags', async () => {
		const result = await run({ pattern: 'a', flags: 'x', input: 'a' });
		expect(result.status).toBe(422);
		expect((result.body as { detail: string }).detail).toMatch(/^flags: /);
	});
});

type Generated = { samples: string[] };
type Rewritten = { pattern: string };

/** Patterns both engines read alike (Python's re and ECMAScript), with the flags to use in each. */
const SHARED_PATTERNS: { pattern: string; flags?: string }[] = [
	{ pattern: '\\d{3}-\\d{4}' },
	{ pattern: '[A-Z][a-z]+ (Mr|Ms|Dr)\\.' },
	{ pattern: '(ab|cd)*e+f?' },
	{ pattern: '[^\\s]{2,}' },
	{ pattern: '(\\w)(\\d)\\2\\1' },
	{ pattern: '\\bword\\b|^start|end$' },
	{ pattern: 'x(?=y)y(?!z)' },
	{ pattern: '[\\w.+-]+@[a-z]+\\.(com|org|net)' },
	{ pattern: '(?:[0-9a-f]{2}:){5}[0-9a-f]{2}', flags: 'i' },
	{ pattern: '(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])' },
	{ pattern: '.*\\s.+?' },
	{ pattern: 'a{2,}b{0,3}|[^abc]' },
	{ pattern: '(?<=q)u|colou?r' }
];

describe('generate', () => {
	it('every sample is fully matched by the pattern in JavaScript', async () => {
		for (const { pattern, flags } of SHARED_PATTERNS) {
			const result = await run({ action: 'generate', pattern, flags, count: 50 });
			expect(result.status, pattern).toBe(200);
			const full = new RegExp(`^(?:${pattern})$`, flags ?? '');
			for (const s of (result.body as Generated).samples) expect(full.test(s), `${pattern} ~ ${JSON.stringify(s)}`).toBe(true);
		}
	});

	// The independent oracle: Python's re.fullmatch over the same samples (named groups in Python's spelling).
	const python = spawnSync('python3', ['--version']).status === 0;
	it.skipIf(!python)('every sample is accepted by Python re.fullmatch (skipped without python3)', async () => {
		const batch: { pattern: string; ignorecase: boolean; samples: string[] }[] = [];
		for (const { pattern, flags } of SHARED_PATTERNS) {
			const result = await run({ action: 'generate', pattern, flags, count: 50 });
			batch.push({ pattern: pattern.replace(/\(\?<(?=\w)/g, '(?P<'), ignorecase: (flags ?? '').includes('i'), samples: (result.body as Generated).samples });
		}
		const script = [
			'import json, re, sys',
			'bad = [[b["pattern"], s] for b in json.load(sys.stdin) for s in b["samples"] if not re.fullmatch(b["pattern"], s, re.I if b["ignorecase"] else 0)]',
			'print(json.dumps(bad))'
		].join('\n');
		const out = spawnSync('python3', ['-c', script], { input: JSON.stringify(batch), encoding: 'utf8' });
		expect(out.stderr).toBe('');
		expect(JSON.parse(out.stdout)).toEqual([]);
	});
	if (!python) it.skip('python3 is absent: the re.fullmatch oracle did not run', () => {});

	it('the same seed gives the same samples; no seed or another seed differs', async () => {
		const ask = (seed?: number | string) => run({ action: 'generate', pattern: '[a-z]{12}', count: 5, seed });
		const a = (await ask(42)).body as Generated;
		expect((await ask(42)).body).toEqual(a);
		expect((await ask('42')).body).toEqual(a);
		expect(((await ask(43)).body as Generated).samples).not.toEqual(a.samples);
		expect(((await ask()).body as Generated).samples).not.toEqual(a.samples);
	});

	// Not modifiers ((?i:…)): Node 20's engine refuses them before the tree is read.
	it('ECMAScript syntax beyond Python: \\k<name>, \\u{…}, \\p{…}, the v flag', async () => {
		for (const [pattern, flags] of [
			['(?<y>\\d{2})-\\k<y>', ''],
			['\\u{1F600}\\p{Lu}\\p{Script=Greek}', 'u'],
			['[\\p{L}--[a-z]]{3}', 'v']
		]) {
			const result = await run({ action: 'generate', pattern, flags, count: 20 });
			expect(result.status, pattern).toBe(200);
			const full = new RegExp(`^(?:${pattern})$`, flags);
			for (const s of (result.body as Generated).samples) expect(full.test(s), `${pattern} ~ ${s}`).toBe(true);
		}
	});

	it('unbounded repetitions stop 16 beyond their minimum', async () => {
		const result = await run({ action: 'generate', pattern: 'a{3,}b*', count: 50 });
		for (const s of (result.body as Generated).samples) {
			expect(s.match(/a/g)!.length).toBeLessThanOrEqual(19);
			expect((s.match(/b/g) ?? []).length).toBeLessThanOrEqual(16);
		}
	});

	it('limits: count 1-50, sample length, nested repetitions', async () => {
		expect((await run({ action: 'generate', pattern: 'a', count: 0 })).status).toBe(422);
		expect((await run({ action: 'generate', pattern: 'a', count: 51 })).status).toBe(422);
		expect((await run({ action: 'generate', pattern: 'a', count: 50 })).status).toBe(200);
		expect((await run({ action: 'generate', pattern: '(a{100}){100}b*' })).body).toEqual({
			detail: 'pattern: a generated string could be 10,016 characters long, over the limit of 10,000; lower the repetition counts',
			code: 'invalid_input'
		});
		expect((await run({ action: 'generate', pattern: '(a{100}){100}' })).status).toBe(200);
		expect((await run({ action: 'generate', pattern: '((((x{0}){0,100}){0,100}){0,100})' })).body).toEqual({
			detail: 'pattern: generating one string could take over 200,000 steps (nested repetitions); lower the repetition counts',
			code: 'invalid_input'
		});
	});
});

describe('case-insensitive and case-sensitive', () => {
	const rewrite = async (pattern: string, flags = '') => ((await run({ action: 'case-insensitive', pattern, flags })).body as Rewritten).pattern;

	// Where CyberChef's own tests expect a pattern that means something else (README, "Case-insensitive").
	it('departs from CyberChef where its text rewrite breaks the syntax', async () => {
		// CyberChef: [A-J^-j]; in ECMAScript [^-j] is "not - or j", so it stays negated.
		expect(await rewrite('[^-j]')).toBe('[^-jJ]');
		// CyberChef: …[0-9[wW][hH][aA][tT]A-Za-z]…, which nests brackets into the class.
		expect(await rewrite('Mozilla[A-Z0-9]+[A-Z]Mozilla[0-9whatA-Z][H-d][!-H][a-~](.)+')).toBe(
			'[mM][oO][zZ][iI][lL][lL][aA][A-Za-z0-9]+[A-Za-z][mM][oO][zZ][iI][lL][lL][aA][0-9wWhHaAtTA-Za-z][A-DH-dh-z][!-Ha-h][a-~A-Z](.)+'
		);
		// Escapes, group names and backreference names keep their letters.
		expect(await rewrite('\\d+(?<word>ab)\\k<word>\\p{L}\\x41', 'u')).toBe('\\d+(?<word>[aA][bB])\\k<word>\\p{L}\\x41');
		expect(await rewrite('é')).toBe('[éÉ]');
	});

	it('the rewritten pattern without i matches what the original matches with i (JavaScript, on samples of both)', async () => {
		for (const pattern of ['Mozilla/[0-9].[0-9] .*', '[A-Z][a-z]+ (Mr|Ms)\\.', '[H-d]{2}[!-D][b-}]', '(?<name>abc)\\k<name>']) {
			const converted = await rewrite(pattern);
			const samples = ((await run({ action: 'generate', pattern, flags: 'i', count: 50 })).body as Generated).samples;
			const strict = new RegExp(`^(?:${converted})$`);
			for (const s of samples) expect(strict.test(s), `${converted} ~ ${s}`).toBe(true);
			const back = ((await run({ action: 'generate', pattern: converted, count: 50 })).body as Generated).samples;
			const loose = new RegExp(`^(?:${pattern})$`, 'i');
			for (const s of back) expect(loose.test(s), `${pattern} ~i ${s}`).toBe(true);
		}
	});

	it('case-sensitive undoes case-insensitive for letters outside classes, and leaves an escaped [ alone', async () => {
		const back = async (pattern: string) => ((await run({ action: 'case-sensitive', pattern })).body as Rewritten).pattern;
		expect(await back(await rewrite('Hello World'))).toBe('hello world');
		expect(await back('\\[aA]')).toBe('\\[aA]');
		expect(await back('\\\\[aA]')).toBe('\\\\a');
	});
});

describe('explain', () => {
	it('v-flag set operations, string classes, flags', async () => {
		const kinds = async (pattern: string, flags = '') => ((await run({ action: 'explain', pattern, flags })).body as { parts: { kind: string; depth: number }[] }).parts.map((p) => `${p.depth}:${p.kind}`);
		expect(await kinds('[\\p{L}--[a-z]]', 'v')).toEqual(['0:class', '1:subtraction', '2:property', '2:class', '3:range']);
		expect(await kinds('[\\q{ab|c}]', 'v')).toEqual(['0:class', '1:strings', '2:text', '2:char']);
		expect(await kinds('^.$', 'ms')).toEqual(['0:start-line', '0:any-dotall', '0:end-line']);
	});

	it('any pattern, any action: 200 or 422, never 500', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom('generate', 'explain', 'case-insensitive', 'case-sensitive'),
				fc.string({ maxLength: 10, unit: fc.constantFrom('a', 'B', '(', ')', '?', '*', '+', '|', '\\', 'd', 'k', '[', ']', '^', '$', '<', '>', '-', '{', '}', '2', '=', '!', 'p', 'q') }),
				fc.constantFrom('', 'i', 'u', 'v', 'ms'),
				async (action, pattern, flags) => {
					const result = await run({ action, pattern, flags, count: 3 });
					expect([200, 422]).toContain(result.status);
					if (action === 'generate' && result.status === 200) {
						for (const s of (result.body as Generated).samples) expect(new RegExp(`^(?:${pattern})$`, flags).test(s) || /[$^]|\\b|\(\?/.test(pattern)).toBe(true);
					}
				}
			),
			fuzzParameters()
		);
	});
});

describe('match keeps its contract', () => {
	it('input is required for match', async () => {
		expect((await run({ pattern: 'a' })).body).toEqual({ detail: 'input: is required for match', code: 'invalid_input' });
	});
});
