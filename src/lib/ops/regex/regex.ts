/**
 * The regex operation's logic. It runs under the operation's time limit: on the server in the
 * pool of worker threads, in the browser in the app's worker; either is terminated when a match
 * backtracks past the limit.
 */

/** Limits, documented on the fields and in src/lib/ops/regex/README.md. */
export const LIMITS = {
	pattern: 1_000,
	input: 100_000,
	replacement: 10_000,
	matches: 10_000,
	replaced: 1_000_000,
	timeMs: 1_000
} as const;

export interface RegexJob {
	pattern: string;
	flags: string;
	input: string;
	replacement: string | null;
	maxMatches: number;
	maxReplaced: number;
}

export interface RegexMatch {
	match: string;
	index: number;
	groups: (string | null)[];
	named_groups: Record<string, string | null>;
}

export interface RegexJobResult {
	matches: RegexMatch[];
	replaced: string | null;
	/** Which limit the run passed, if any (then the rest is incomplete). */
	over: 'matches' | 'replaced' | null;
}

/** Every match with `g`, the first (or none) without; the replaced text when a replacement is given. */
export function regexJob(job: RegexJob): RegexJobResult {
	const re = new RegExp(job.pattern, job.flags);
	const matches: RegexMatch[] = [];
	const found: RegExpExecArray[] = [];
	if (re.global) {
		for (const m of job.input.matchAll(re)) {
			if (found.length >= job.maxMatches) return { matches: [], replaced: null, over: 'matches' };
			found.push(m as RegExpExecArray);
		}
	} else {
		const m = re.exec(job.input);
		if (m) found.push(m);
	}
	for (const m of found) {
		const named: Record<string, string | null> = {};
		if (m.groups) for (const key of Object.keys(m.groups)) named[key] = m.groups[key] ?? null;
		matches.push({ match: m[0], index: m.index, groups: m.slice(1).map((g) => g ?? null), named_groups: named });
	}
	let replaced: string | null = null;
	if (job.replacement !== null) {
		replaced = job.input.replace(new RegExp(job.pattern, job.flags), job.replacement);
		if (replaced.length > job.maxReplaced) return { matches: [], replaced: null, over: 'replaced' };
	}
	return { matches, replaced, over: null };
}
