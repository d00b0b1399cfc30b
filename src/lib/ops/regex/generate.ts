/**
 * `generate`: random strings the pattern fully matches, walked from regexpp's syntax tree (not
 * randexp: its parser, ret 0.5, reads `\k<name>`, `\u{…}`, `\p{…}` as literal letters, refuses
 * lookbehind and modifiers, so its samples for valid ECMAScript patterns are silently wrong).
 *
 * Characters come from printable ASCII (U+0020–U+007E) unless a class names others; unbounded
 * quantifiers (`*`, `+`, `{n,}`) repeat at most `min + REPEAT_EXTRA` times. Assertions and
 * lookarounds produce nothing: every candidate is checked against the engine itself (the pattern
 * anchored at both ends, its own flags), and one that fails is drawn again, so every sample
 * matches; when too few pass within the tries (a lookahead the walk cannot honour), the answer
 * is an error rather than fewer samples.
 */
import type { AST } from '@eslint-community/regexpp';
import { Draws, wordSource } from '../random/draws.js';

export const GENERATE_LIMITS = {
	count: 50,
	/** Extra repetitions of `*`, `+` and `{n,}` beyond their minimum. */
	repeatExtra: 16,
	/** Longest sample the pattern may produce, in UTF-16 code units. */
	sampleLength: 10_000,
	/** Nodes visited for one sample at most (nested quantifiers of empty things). */
	steps: 200_000,
	/** Candidates drawn per requested sample before giving up. */
	triesPerSample: 20,
	seed: 100
} as const;

type Ranges = [number, number][];

const PRINTABLE: Ranges = [[0x20, 0x7e]];
const DIGIT: Ranges = [[0x30, 0x39]];
const WORD: Ranges = [
	[0x30, 0x39],
	[0x41, 0x5a],
	[0x5f, 0x5f],
	[0x61, 0x7a]
];
const SPACE: Ranges = [
	[0x09, 0x0a],
	[0x20, 0x20]
];
/** Candidates for what is only known through the engine (\p{…}, the v flag's set operations): printable ASCII and samples of other scripts. */
const POOL: Ranges = [
	[0x09, 0x0a],
	[0x20, 0x7e],
	[0xa1, 0xff],
	[0x391, 0x3c9],
	[0x410, 0x44f],
	[0x5d0, 0x5ea],
	[0x660, 0x669],
	[0x3041, 0x3096],
	[0x4e00, 0x4e3f],
	[0x1f600, 0x1f64f]
];

export class GenerateError extends Error {
	constructor(
		readonly id: 'samples_too_long' | 'too_much_work' | 'no_samples',
		readonly values: Record<string, number>
	) {
		super(id);
	}
}

function normalize(ranges: Ranges): Ranges {
	const sorted = ranges.filter(([a, b]) => a <= b).sort((x, y) => x[0] - y[0]);
	const out: Ranges = [];
	for (const [a, b] of sorted) {
		const last = out[out.length - 1];
		if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
		else out.push([a, b]);
	}
	return out;
}

/** `universe` minus `ranges`. */
function complement(ranges: Ranges, universe: Ranges = PRINTABLE): Ranges {
	const out: Ranges = [];
	const taken = normalize(ranges);
	for (const [lo, hi] of universe) {
		let at = lo;
		for (const [a, b] of taken) {
			if (b < at || a > hi) continue;
			if (a > at) out.push([at, a - 1]);
			at = Math.max(at, b + 1);
		}
		if (at <= hi) out.push([at, hi]);
	}
	return out;
}

const size = (ranges: Ranges) => ranges.reduce((n, [a, b]) => n + b - a + 1, 0);

interface Cost {
	length: number;
	steps: number;
}

export interface GenerateOptions {
	pattern: string;
	flags: string;
	count: number;
	seed?: number | string;
}

export function generateSamples(tree: AST.Pattern, options: GenerateOptions): string[] {
	const flags = options.flags.replace(/[gyd]/g, '');
	const ignoreCase = flags.includes('i');
	const wide = /[uv]/.test(flags);
	const draws = new Draws(wordSource(options.seed));
	const pick = (n: number) => draws.below(n);

	// The worst case before drawing anything: a pattern whose samples could be too long or too slow is refused.
	const cost = costOf(tree, wide);
	if (cost.length > GENERATE_LIMITS.sampleLength) throw new GenerateError('samples_too_long', { length: cost.length, max: GENERATE_LIMITS.sampleLength });
	if (cost.steps > GENERATE_LIMITS.steps) throw new GenerateError('too_much_work', { max: GENERATE_LIMITS.steps });

	const engineSets = new Map<AST.Node, Ranges>();
	/** The pool's characters the engine puts in `node` (a class or \p{…}), with the pattern's flags. */
	function viaEngine(node: AST.Node): Ranges {
		let found = engineSets.get(node);
		if (!found) {
			const re = new RegExp(`^(?:${node.raw})$`, flags);
			found = [];
			for (const [a, b] of POOL) for (let c = a; c <= b; c++) if (re.test(String.fromCodePoint(c))) found.push([c, c]);
			found = normalize(found);
			engineSets.set(node, found);
		}
		return found;
	}

	function escapeSet(node: AST.EscapeCharacterSet): Ranges {
		const base = node.kind === 'digit' ? DIGIT : node.kind === 'word' ? WORD : SPACE;
		return node.negate ? complement(base) : base;
	}

	function classRanges(node: AST.CharacterClass | AST.ExpressionCharacterClass): Ranges {
		if (node.type === 'ExpressionCharacterClass' || node.unicodeSets) return viaEngine(node);
		const parts: Ranges = [];
		for (const item of node.elements) {
			if (item.type === 'Character') parts.push([item.value, item.value]);
			else if (item.type === 'CharacterClassRange') parts.push([item.min.value, item.max.value]);
			else if (item.kind === 'property') parts.push(...viaEngine(item));
			else parts.push(...escapeSet(item));
		}
		return node.negate ? complement(parts) : normalize(parts);
	}

	function fromRanges(ranges: Ranges): string | null {
		const total = size(ranges);
		if (total === 0) return null;
		let at = pick(total);
		for (const [a, b] of ranges) {
			if (at <= b - a) return caseOf(String.fromCodePoint(a + at));
			at -= b - a + 1;
		}
		return null;
	}

	/** With the i flag a letter may come out in either case. */
	function caseOf(ch: string): string {
		if (!ignoreCase) return ch;
		const forms = [...new Set([ch, ch.toLowerCase(), ch.toUpperCase()])].filter((f) => [...f].length === 1);
		return forms[pick(forms.length)];
	}

	function sample(): string | null {
		const out: string[] = [];
		const captures = new Map<AST.CapturingGroup, string>();
		let failed = false;

		function alternatives(list: AST.Alternative[]) {
			const alt = list[pick(list.length)];
			for (const el of alt.elements) element(el);
		}

		function element(node: AST.Element) {
			switch (node.type) {
				case 'Character':
					out.push(caseOf(String.fromCodePoint(node.value)));
					return;
				case 'CharacterSet': {
					const ranges = node.kind === 'any' ? PRINTABLE : node.kind === 'property' ? viaEngine(node) : escapeSet(node);
					return put(fromRanges(ranges));
				}
				case 'CharacterClass':
				case 'ExpressionCharacterClass':
					return put(fromRanges(classRanges(node)));
				case 'Quantifier': {
					const high = node.max === Infinity ? node.min + GENERATE_LIMITS.repeatExtra : node.max;
					const times = node.min + pick(high - node.min + 1);
					for (let i = 0; i < times; i++) element(node.element);
					return;
				}
				case 'Group':
					return alternatives(node.alternatives);
				case 'CapturingGroup': {
					const from = out.length;
					alternatives(node.alternatives);
					captures.set(node, out.slice(from).join(''));
					return;
				}
				case 'Backreference': {
					const groups = Array.isArray(node.resolved) ? node.resolved : [node.resolved];
					const text = groups.map((g) => captures.get(g)).find((t) => t !== undefined);
					out.push(text ?? '');
					return;
				}
				case 'Assertion':
					// Anchors, boundaries and lookarounds consume nothing; the engine's check below keeps only candidates that satisfy them.
					return;
			}
		}

		function put(ch: string | null) {
			if (ch === null) failed = true;
			else out.push(ch);
		}

		alternatives(tree.alternatives);
		return failed ? null : out.join('');
	}

	// The whole candidate, from its first character to its last, as Python's re.fullmatch does.
	const check = new RegExp(`(?:${options.pattern})(?![\\s\\S])`, `${flags}y`);
	const fullMatch = (s: string) => {
		check.lastIndex = 0;
		return check.test(s);
	};

	const samples: string[] = [];
	const tries = options.count * GENERATE_LIMITS.triesPerSample;
	for (let i = 0; i < tries && samples.length < options.count; i++) {
		const s = sample();
		if (s !== null && fullMatch(s)) samples.push(s);
	}
	if (samples.length < options.count) throw new GenerateError('no_samples', { count: options.count, tries });
	return samples;
}

/** The longest sample and the most nodes one walk can take, with unbounded quantifiers capped. */
function costOf(tree: AST.Pattern, wide: boolean): Cost {
	const groupCost = new Map<AST.CapturingGroup, Cost>();
	const busy = new Set<AST.CapturingGroup>();

	const alternatives = (list: AST.Alternative[]): Cost => {
		let best: Cost = { length: 0, steps: 1 };
		for (const alt of list) {
			const sum = alt.elements.reduce((acc, el) => add(acc, of(el)), { length: 0, steps: 1 });
			best = { length: Math.max(best.length, sum.length), steps: Math.max(best.steps, sum.steps) };
		}
		return best;
	};
	const add = (a: Cost, b: Cost): Cost => ({ length: a.length + b.length, steps: a.steps + b.steps });

	function group(node: AST.CapturingGroup): Cost {
		const known = groupCost.get(node);
		if (known) return known;
		if (busy.has(node)) return { length: 0, steps: 1 };
		busy.add(node);
		const cost = alternatives(node.alternatives);
		busy.delete(node);
		groupCost.set(node, cost);
		return cost;
	}

	function of(node: AST.Element): Cost {
		switch (node.type) {
			case 'Character':
				return { length: node.value > 0xffff ? 2 : 1, steps: 1 };
			case 'CharacterSet':
			case 'CharacterClass':
			case 'ExpressionCharacterClass':
				return { length: wide ? 2 : 1, steps: 1 };
			case 'Quantifier': {
				const high = node.max === Infinity ? node.min + GENERATE_LIMITS.repeatExtra : node.max;
				const inner = of(node.element);
				// Saturate instead of overflowing: anything past the limits is refused anyway.
				return { length: Math.min(high * inner.length, Number.MAX_SAFE_INTEGER), steps: Math.min(1 + high * inner.steps, Number.MAX_SAFE_INTEGER) };
			}
			case 'Group':
				return alternatives(node.alternatives);
			case 'CapturingGroup':
				return group(node);
			case 'Backreference': {
				const groups = Array.isArray(node.resolved) ? node.resolved : [node.resolved];
				return { length: Math.max(0, ...groups.map((g) => group(g).length)), steps: 1 };
			}
			case 'Assertion':
				return { length: 0, steps: 1 };
		}
	}

	return alternatives(tree.alternatives);
}
