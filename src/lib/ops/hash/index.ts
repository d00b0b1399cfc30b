import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errors as shared } from '../_shared/errors.js';
import { ALGORITHMS, DEFAULT_ALGORITHMS, hashText, type HashAlgorithm } from './hash.js';
import { formHints } from '../form-hints.js';

/**
 * Longest `input`, in bytes of UTF-8: all twelve algorithms over it cost the server about 10 ms
 * of its event loop (the three SHA-3s most of it); over the whole 1 MiB body, twice that.
 */
export const MAX_INPUT_BYTES = 512 * 1024;
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const hash = defineOperation({
	id: 'hash',
	group: 'security',
	title: 'Hash generator',
	summary: 'MD5, SHA-1, SHA-2, SHA-3, BLAKE2 and CRC-32 digests of a text (UTF-8), in hex or base64.',
	keywords: ['hash', 'digest', 'md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha512/256', 'sha3', 'keccak', 'blake2', 'blake2b', 'blake2s', 'crc32', 'crc', 'checksum', 'file hash'],
	method: 'POST',
	path: '/hash',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: z
			.string()
			.refine((text) => text.length * 3 <= MAX_INPUT_BYTES || utf8Length(text) <= MAX_INPUT_BYTES, {
				error: shared.zod('bytes_at_most', (issue) => ({ max: MAX_INPUT_BYTES, got: utf8Length(issue.input as string) }))
			})
			.describe('Text to hash, as UTF-8; at most 512 KiB of UTF-8')
			.meta(formHints({ multiline: 4, monospace: true })),
		algorithms: z
			.array(z.enum(ALGORITHMS as [HashAlgorithm, ...HashAlgorithm[]]))
			.min(1)
			.optional()
			.describe(`Any of ${ALGORITHMS.join(', ')}; default the first six (md5 … sha512-256)`),
		encoding: z.enum(['hex', 'base64']).optional().describe('Digest text: hex (lower-case, default) or base64 (RFC 4648, padded)')
	}),
	output: z.object({ input: z.string(), hashes: z.record(z.string(), z.string()) }),
	errors: [{ status: 422, when: '`input` missing, not a string or over 512 KiB of UTF-8; unknown algorithm' }],
	examples: [
		{ name: 'All algorithms', input: { input: 'abc' } },
		{ name: 'SHA-256 only', input: { input: 'hello world', algorithms: ['sha256'] } },
		{ name: 'SHA-3, BLAKE2 and CRC-32 in base64', input: { input: 'abc', algorithms: ['sha3-256', 'blake2b-512', 'blake2s-256', 'crc32'], encoding: 'base64' } }
	],
	run: (input, ctx) => {
		// Duplicates are folded: the answer is an object keyed by algorithm.
		const hashes = hashText(input.input, input.algorithms ? distinct(input.algorithms) : DEFAULT_ALGORITHMS, input.encoding ?? 'hex', ctx.digest);
		return hashes instanceof Promise ? hashes.then((h) => ({ input: input.input, hashes: h })) : { input: input.input, hashes };
	}
});

export const operations = [hash];

/** The list without repeats, in order; the list itself when it has none (the usual case: no copy). */
function distinct<T>(list: T[]): T[] {
	return list.length < 2 || new Set(list).size === list.length ? list : [...new Set(list)];
}
