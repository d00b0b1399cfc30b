/**
 * What fflate's inflate streams leave unchecked, checked on what they read and wrote, as `gzip -d`
 * and Python's gzip and zlib modules do: each gzip member's CRC-32 and size (its last 8 bytes,
 * little-endian; RFC 1952), a member cut inside its header (fflate ends it as if it were empty),
 * and zlib's Adler-32 (RFC 1950, big-endian after the deflate data; Python ignores bytes after
 * it, so this does too). Fed in slices, so the API's call (one slice) and the app's large files
 * (64 KiB slices) share it; a failure is the operation's 422 `corrupt`.
 */
import { adler32 } from '../hash/checksums.js';
import { crc32 } from '../hash/crc32.js';
import { invalid } from './bounds.js';

/**
 * The input seen last: the newest slice and at least 64 KiB before it, enough to find a trailer or
 * a header (fflate may tell a new member only once more input has come) whatever the slices' sizes.
 */
class RecentInput {
	private parts: { at: number; bytes: Uint8Array }[] = [];
	total = 0;
	add(bytes: Uint8Array) {
		this.parts.unshift({ at: this.total, bytes });
		this.total += bytes.length;
		const keepFrom = this.parts[0].at - 65_536;
		while (this.parts.length > 1 && this.parts[this.parts.length - 1].at + this.parts[this.parts.length - 1].bytes.length <= keepFrom) this.parts.pop();
	}
	/** The byte at absolute position `at`, or undefined when it is no longer (or not yet) held. */
	byteAt(at: number): number | undefined {
		for (const part of this.parts) if (at >= part.at && at < part.at + part.bytes.length) return part.bytes[at - part.at];
		return undefined;
	}
}

/** Where a gzip member's header ends (RFC 1952 2.3: FEXTRA, FNAME, FCOMMENT, FHCRC after 10 bytes); a byte no longer held reads as 0. */
function headerEnd(input: RecentInput, start: number): number {
	const byte = (at: number) => input.byteAt(at) ?? 0;
	const flags = byte(start + 3);
	let at = start + 10;
	if (flags & 4) at += 2 + (byte(at) | (byte(at + 1) << 8));
	for (const flag of [8, 16]) {
		if (!(flags & flag)) continue;
		while (at < input.total && input.byteAt(at) !== undefined && input.byteAt(at) !== 0) at++;
		at++;
	}
	return flags & 2 ? at + 2 : at;
}

export interface IntegrityCheck {
	/** Every slice of input, before it is pushed to the decoder. */
	input(bytes: Uint8Array): void;
	/** Every slice the decoder writes. */
	output(bytes: Uint8Array): void;
	/** A new gzip member found at this input offset (fflate's `onmember`). */
	member(offset: number): void;
	/** After the decoder's final output: throws `corrupt` when a check fails. */
	end(): void;
}

function gzipCheck(): IntegrityCheck {
	const input = new RecentInput();
	let start = 0;
	let crc = crc32.create();
	let size = 0;
	const close = (end: number) => {
		// Its header, the shortest deflate data (2 bytes: an empty final block) and the trailer (8).
		if (end - headerEnd(input, start) < 10) throw invalid('corrupt_ends_in_member', { algorithm: 'gzip' });
		const trailer = Array.from({ length: 8 }, (_, i) => input.byteAt(end - 8 + i) ?? -1);
		const want = crc.digest();
		if (trailer[0] !== want[3] || trailer[1] !== want[2] || trailer[2] !== want[1] || trailer[3] !== want[0]) throw invalid('corrupt_check_failed', { algorithm: 'gzip', check: 'CRC-32' });
		if ((trailer[4] | (trailer[5] << 8) | (trailer[6] << 16) | (trailer[7] << 24)) >>> 0 !== size % 2 ** 32) throw invalid('corrupt_trailer_size', { algorithm: 'gzip' });
	};
	return {
		input: (bytes) => input.add(bytes),
		output(bytes) {
			crc.update(bytes);
			size += bytes.length;
		},
		member(offset) {
			if (offset === 0) return;
			close(offset);
			start = offset;
			crc = crc32.create();
			size = 0;
		},
		end() {
			if (input.total > 0) close(input.total);
		}
	};
}

function zlibCheck(): IntegrityCheck {
	const input = new RecentInput();
	const adler = adler32.create();
	return {
		input: (bytes) => input.add(bytes),
		output: (bytes) => void adler.update(bytes),
		member() {},
		end() {
			const want = adler.digest();
			// The deflate data's end is not told: the checksum is looked for backwards from the end.
			for (let at = input.total - 4; at >= 2; at--) {
				const byte = input.byteAt(at);
				if (byte === undefined) break;
				if (byte === want[0] && input.byteAt(at + 1) === want[1] && input.byteAt(at + 2) === want[2] && input.byteAt(at + 3) === want[3]) return;
			}
			throw invalid('corrupt_check_failed', { algorithm: 'zlib', check: 'Adler-32' });
		}
	};
}

/** The check of an inflate stream's algorithm; raw deflate has no checksum to check. */
export function integrityCheck(algorithm: 'gzip' | 'deflate' | 'zlib'): IntegrityCheck | null {
	return algorithm === 'gzip' ? gzipCheck() : algorithm === 'zlib' ? zlibCheck() : null;
}
