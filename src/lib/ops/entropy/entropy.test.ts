import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { cases } from './cases.js';
import { entropyStats } from './entropy.js';

describe('entropy cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

/** ent (Debian package `ent`, which .ci/run installs): the independent figures. */
const HAS_ENT = (() => {
	try {
		execFileSync('ent', ['-t'], { input: Buffer.from('x') });
		return true;
	} catch {
		console.warn('entropy: `ent` is not installed (apt-get install ent): the comparison with it is skipped');
		return false;
	}
})();

describe('against ent on random bytes', () => {
	it.runIf(HAS_ENT)('every figure within 0.001 of ent -t', () => {
		fc.assert(
			fc.property(fc.uint8Array({ minLength: 12, maxLength: 2000 }), (bytes) => {
				const [, n, e, chi, mean, pi, scc] = execFileSync('ent', ['-t'], { input: Buffer.from(bytes) }).toString().split('\n')[1].split(',').map(Number);
				const s = entropyStats(bytes);
				expect(s.bytes).toBe(n);
				for (const [mine, theirs] of [[s.entropy_bits_per_byte, e], [s.chi_square, chi], [s.arithmetic_mean, mean], [s.monte_carlo_pi, pi]] as const) expect(Math.abs(mine! - theirs)).toBeLessThanOrEqual(0.001);
				if (s.serial_correlation !== null) expect(Math.abs(s.serial_correlation - scc)).toBeLessThanOrEqual(0.001);
			}),
			fuzzParameters(0.3)
		);
	});
});
