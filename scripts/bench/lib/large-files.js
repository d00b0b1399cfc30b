// The files `npm run bench:large` hashes and the native reference it compares with: generated
// random files and `openssl dgst -sha256` on the same file, timed in the same run. Shared by the
// benchmark's sections (Node: large-node.js; the Chromium section beside it).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MiB = 1024 * 1024;

/** `64MiB`, `1GiB` → bytes. */
export function parseSize(text) {
	const m = /^(\d+)\s*(MiB|GiB)$/i.exec(text.trim());
	if (!m) throw new Error(`a size is written 64MiB or 1GiB, got "${text}"`);
	return Number(m[1]) * (m[2].toLowerCase() === 'gib' ? 1024 * MiB : MiB);
}

/** A label for a size: `64 MiB`, `1 GiB`. */
export const sizeLabel = (bytes) => (bytes >= 1024 * MiB ? `${bytes / (1024 * MiB)} GiB` : `${bytes / MiB} MiB`);

/** Writes a file of `bytes` random bytes (in 16 MiB blocks) under `dir`; its path. */
export function randomFile(dir, bytes) {
	const file = path.join(dir, `large-${bytes}.bin`);
	const fd = fs.openSync(file, 'w');
	const block = 16 * MiB;
	for (let written = 0; written < bytes; written += block) fs.writeSync(fd, randomBytes(Math.min(block, bytes - written)));
	fs.closeSync(fd);
	return file;
}

/**
 * `openssl dgst -sha256 file`, timed (wall clock, the file in the page cache after a first read):
 * the median of `runs`, and the digest as hex.
 */
export function opensslSha256(file, runs = 3) {
	execFileSync('openssl', ['dgst', '-sha256', file]);
	const times = [];
	let digest = '';
	for (let i = 0; i < runs; i++) {
		const began = performance.now();
		const out = execFileSync('openssl', ['dgst', '-sha256', '-r', file], { encoding: 'utf8' });
		times.push((performance.now() - began) / 1000);
		digest = out.split(' ')[0];
	}
	times.sort((a, b) => a - b);
	return { seconds: times[Math.floor(times.length / 2)], digest };
}
