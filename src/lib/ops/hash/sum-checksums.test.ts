import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import { hasherOf, type HashAlgorithm } from './hash.js';
import { xorChecksumOf } from './sum-checksums.js';

const SUMS: HashAlgorithm[] = ['fletcher8', 'fletcher16', 'fletcher32', 'fletcher64', 'internet-checksum', 'xor-checksum', 'ror13'];

/** The digest of `bytes` fed `step` bytes at a time (a file's slices cut anywhere inside a word). */
function sliced(algorithm: HashAlgorithm, bytes: Uint8Array, step: number, xorBlockSize?: number): string {
	const state = hasherOf(algorithm, { xorBlockSize }).create();
	for (let i = 0; i < bytes.length; i += step) state.update(bytes.subarray(i, i + step));
	return bytesToHex(state.digest());
}

describe('sum checksums (Fletcher, Internet, XOR, ROR13)', () => {
	it('give the same digest whatever the slices, a word split between them included', () => {
		const bytes = randomBytes(1031);
		for (const algorithm of SUMS) {
			const whole = bytesToHex(hasherOf(algorithm)(bytes));
			for (const step of [1, 2, 3, 5, 7, 64, 1031]) expect(sliced(algorithm, bytes, step), `${algorithm} in slices of ${step}`).toBe(whole);
		}
	});

	it('XOR checksum: a block size gives a digest of that many bytes, the default 4', () => {
		expect(xorChecksumOf(1)(new Uint8Array([1, 2, 4]))).toEqual(new Uint8Array([7]));
		expect(hasherOf('xor-checksum')(new Uint8Array(9)).length).toBe(4);
		expect(hasherOf('xor-checksum', { xorBlockSize: 1024 })(new Uint8Array(9)).length).toBe(1024);
		expect(sliced('xor-checksum', randomBytes(100), 7, 3)).toHaveLength(6);
	});

	// The oracle's functions (written from the definitions, independent of this code) over random inputs.
	const python = spawnSync('/usr/bin/python3', ['-c', 'import sys']);
	it.skipIf(python.status !== 0)('agree with the Python oracle on 30 random inputs of every length class (skipped without /usr/bin/python3)', () => {
		const inputs = Array.from({ length: 30 }, (_, i) => randomBytes(i < 10 ? i : 1 + Math.floor(Math.random() * 9000)));
		const script = [
			'import sys, json',
			"sys.path.insert(0, 'src/lib/ops/hash/oracle')",
			'import sum_checksums as o',
			'print(json.dumps([o.digests(bytes.fromhex(h)) for h in sys.stdin.read().split()]))'
		].join('\n');
		const run = spawnSync('/usr/bin/python3', ['-c', script], { input: inputs.map((b) => b.toString('hex') || '').join('\n') + '\n', encoding: 'utf8' });
		expect(run.stderr).toBe('');
		// An empty input is an empty line, which split() drops: the oracle answers the others in order.
		const expected: Record<string, string>[] = JSON.parse(run.stdout);
		const nonEmpty = inputs.filter((b) => b.length > 0);
		expect(expected).toHaveLength(nonEmpty.length);
		nonEmpty.forEach((bytes, i) => {
			for (const algorithm of SUMS) expect(bytesToHex(hasherOf(algorithm)(bytes)), `${algorithm} of ${bytes.length} bytes`).toBe(expected[i][algorithm]);
		});
	});
});
