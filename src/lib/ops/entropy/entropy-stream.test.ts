import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { entropyStats } from './entropy.js';
import { entropyStream } from './entropy-stream.js';

/** The streamed figures of `bytes` given in slices ending at `cuts`. */
function streamed(bytes: Uint8Array, cuts: number[]) {
	const stream = entropyStream();
	let from = 0;
	for (const cut of [...cuts, bytes.length]) {
		stream.update(bytes.subarray(from, cut));
		from = cut;
	}
	return stream.result();
}

describe('entropy streamed slice by slice', () => {
	it('equals the operation for every way of cutting small inputs in two and three', () => {
		for (const bytes of [Uint8Array.from([7]), Uint8Array.from('abcdefghijklm', (c) => c.charCodeAt(0)), new Uint8Array(13).fill(200), randomBytes(14)]) {
			const whole = entropyStats(bytes);
			for (let a = 0; a <= bytes.length; a++) {
				expect(streamed(bytes, [a])).toEqual(whole);
				for (let b = a; b <= bytes.length; b++) expect(streamed(bytes, [a, b])).toEqual(whole);
			}
		}
	});

	it('equals the operation on random inputs cut anywhere', () => {
		fc.assert(
			fc.property(fc.uint8Array({ minLength: 1, maxLength: 3000 }), fc.array(fc.nat(), { maxLength: 8 }), (bytes, raw) => {
				const cuts = raw.map((c) => c % (bytes.length + 1)).sort((a, b) => a - b);
				expect(streamed(bytes, cuts)).toEqual(entropyStats(bytes));
			}),
			fuzzParameters(0.5)
		);
	});

	it('refuses no bytes as the operation does', () => {
		expect(() => entropyStream().result()).toThrow(/needs at least one byte/);
	});
});

/** ent (Debian package `ent`): the independent figures. */
const HAS_ENT = (() => {
	try {
		execFileSync('ent', ['-t'], { input: Buffer.from('x') });
		return true;
	} catch {
		console.warn('entropy: `ent` is not installed (apt-get install ent): the comparison with it is skipped');
		return false;
	}
})();

describe('streamed against ent on a multi-MiB file', () => {
	it.runIf(HAS_ENT)('every figure within 0.001 of ent -t, read in 64 KiB slices', () => {
		// Random bytes with a run of text in the middle, so no figure sits at its ideal value.
		const bytes = Buffer.concat([randomBytes(3 * 1024 * 1024 + 5), Buffer.from('entropy '.repeat(200_000)), randomBytes(777)]);
		const [, n, e, chi, mean, pi, scc] = execFileSync('ent', ['-t'], { input: bytes, maxBuffer: 1 << 20 }).toString().split('\n')[1].split(',').map(Number);
		const stream = entropyStream();
		for (let at = 0; at < bytes.length; at += 65536) stream.update(bytes.subarray(at, at + 65536));
		const s = stream.result();
		expect(s.bytes).toBe(n);
		for (const [mine, theirs] of [[s.entropy_bits_per_byte, e], [s.chi_square, chi], [s.arithmetic_mean, mean], [s.monte_carlo_pi!, pi], [s.serial_correlation!, scc]]) expect(Math.abs(mine - theirs)).toBeLessThanOrEqual(0.001);
	});
});
