import { z } from 'zod';
import { charactersAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { computeHmac, HMAC_ALGORITHMS, keyBytes, type HmacAlgorithm } from './hmac.js';

/** A message and key of up to this many characters together make a light call (the worst case, a base64 key with SHA-384: docs/performance.md). */
export const LIGHT_CALL_CHARS = 65_536;

export const hmac = defineOperation({
	id: 'hmac',
	group: 'security',
	title: 'HMAC generator',
	summary: 'A keyed hash (HMAC, RFC 2104) of a text with MD5, SHA-1, SHA-256, SHA-384 or SHA-512, in hex or base64.',
	keywords: ['hmac', 'mac', 'keyed hash', 'signature', 'webhook signature', 'hmac-sha256', 'sha256', 'sha1', 'md5', 'hash'],
	method: 'POST',
	path: '/hmac',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input', 'key'),
	timeLimit: { ms: 2000, detail: 'the HMAC ran longer than the time limit of 2,000 ms; send a shorter message or key' },
	input: z.object({
		input: z.string().describe('The message, as UTF-8 (at most the 1 MiB body)').meta(formHints({ multiline: 4, monospace: true })),
		key: z.string().describe('The secret key, written as `key_encoding` says').meta(formHints({ secret: true, monospace: true })),
		key_encoding: z.enum(['utf8', 'hex', 'base64']).optional().describe('How `key` is written: utf8 (default), hex, or base64 (standard or URL-safe, padding optional)'),
		algorithm: z.enum(HMAC_ALGORITHMS as [HmacAlgorithm, ...HmacAlgorithm[]]).describe('The hash: md5, sha1, sha256, sha384 or sha512'),
		encoding: z.enum(['hex', 'base64']).optional().describe('The HMAC as hex (lower-case, default) or base64 (padded)')
	}),
	output: z.object({ hmac: z.string(), algorithm: z.enum(HMAC_ALGORITHMS as [HmacAlgorithm, ...HmacAlgorithm[]]) }),
	errors: [{ status: 422, when: '`input`, `key` or `algorithm` missing; an unknown algorithm or encoding; `key` that is not valid hex or base64 for its `key_encoding`' }],
	examples: [
		{ name: 'HMAC-SHA256 of a webhook body', input: { input: '{"event":"paid","id":42}', key: 'whsec_example', algorithm: 'sha256' } },
		{ name: 'RFC 4231 test case 2', input: { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha512', encoding: 'base64' } }
	],
	run: (input) => ({
		hmac: computeHmac(input.algorithm, keyBytes(input.key, input.key_encoding ?? 'utf8'), utf8ToBytes(input.input), input.encoding ?? 'hex'),
		algorithm: input.algorithm
	})
});

export const operations = [hmac];
