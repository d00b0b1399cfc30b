import { z } from 'zod';
import { defineOperation } from '../define.js';
import { ALGORITHMS, hashAll, type HashAlgorithm } from './hash.js';
import { formHints } from '../form-hints.js';

export const hash = defineOperation({
	id: 'hash',
	group: 'security',
	title: 'Hash generator',
	summary: 'MD5, SHA-1, SHA-256, SHA-384, SHA-512 and SHA-512/256 digests of a text (UTF-8).',
	keywords: ['hash', 'digest', 'md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha512/256', 'checksum'],
	method: 'POST',
	path: '/hash',
	runs: 'anywhere',
	input: z.object({
		input: z.string().describe('Text to hash, as UTF-8').meta(formHints({ multiline: 4, monospace: true })),
		algorithms: z
			.array(z.enum(ALGORITHMS as [HashAlgorithm, ...HashAlgorithm[]]))
			.min(1)
			.optional()
			.describe('Subset of md5, sha1, sha256, sha384, sha512, sha512-256; default all')
	}),
	output: z.object({ input: z.string(), hashes: z.record(z.string(), z.string()) }),
	errors: [{ status: 422, when: '`input` missing or not a string; unknown algorithm' }],
	examples: [
		{ name: 'All algorithms', input: { input: 'abc' } },
		{ name: 'SHA-256 only', input: { input: 'hello world', algorithms: ['sha256'] } }
	],
	run: (input) => ({
		input: input.input,
		// Duplicates are folded: the answer is an object keyed by algorithm.
		hashes: hashAll(input.input, input.algorithms ? [...new Set(input.algorithms)] : undefined)
	})
});

export const operations = [hash];
