/**
 * How hard the property tests try. The default keeps the whole fuzz suite within about a
 * minute of the unit run on a 2-core machine; `FUZZ_RUNS=5000 npx vitest run tests/unit/fuzz`
 * (what `npm run fuzz` does) searches much further. `FUZZ_SEED` replays a failure's seed.
 */
import type fc from 'fast-check';

export const DEFAULT_RUNS = 100;

export function fuzzRuns(): number {
	const runs = Number(process.env.FUZZ_RUNS);
	return Number.isInteger(runs) && runs > 0 ? runs : DEFAULT_RUNS;
}

/** fast-check parameters: the run count, and the seed to replay when FUZZ_SEED is set. */
export function fuzzParameters(scale = 1): fc.Parameters<unknown> {
	const seed = Number(process.env.FUZZ_SEED);
	return { numRuns: Math.max(1, Math.round(fuzzRuns() * scale)), ...(Number.isInteger(seed) && { seed }) };
}

/** A test's time limit: vitest's 30 s, plus room for large FUZZ_RUNS (not a performance assertion). */
export function fuzzTimeoutMs(scale = 1): number {
	return 30_000 + fuzzRuns() * scale * 250;
}

/**
 * Operations whose cost is the point (docs/performance.md, "Toolbox: cryptography"): password
 * hashing at the contract's maximum costs (argon2id 64 MiB × 10 passes takes seconds by design)
 * and RSA 4096 key generation. They get a longer answer bound and a fifth of the runs, since the
 * schema generator reaches for the maxima often; every limit itself is tested by their cases.
 */
export const SLOW_BY_DESIGN: Record<string, { boundMs: number; scale: number }> = {
	'password-hash': { boundMs: 30_000, scale: 0.2 },
	'password-hash-verify': { boundMs: 30_000, scale: 0.2 },
	'keys-generate': { boundMs: 20_000, scale: 0.2 }
};
