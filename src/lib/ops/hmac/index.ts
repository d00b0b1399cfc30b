import { z } from 'zod';
import { charactersAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { decodeBytesFrom, inputEncoding } from '../_shared/bytes-io.js';
import { computeHmac, defaultKeyEncoding, HMAC_ALGORITHMS, keyBytes, type HmacAlgorithm } from './hmac.js';

/** A message and key of up to this many characters together make a light call (the worst case, a base64 key with SHA-384: docs/performance.md). */
export const LIGHT_CALL_CHARS = 65_536;

export const hmac = defineOperation({
	id: 'hmac',
	group: 'security',
	title: 'HMAC generator',
	summary: 'A keyed hash (HMAC, RFC 2104) of text or bytes with MD5, SHA-1, SHA-2, SHA-3 or BLAKE2b, an AES-CMAC (RFC 4493) or an Ascon-Mac, in hex or base64.',
	keywords: ['hmac', 'mac', 'keyed hash', 'signature', 'webhook signature', 'hmac-sha256', 'sha256', 'sha224', 'sha1', 'md5', 'sha3', 'blake2b', 'cmac', 'aes-cmac', 'hmac generator', 'hash', 'ascon', 'ascon mac', 'ascon-mac'],
	method: 'POST',
	path: '/hmac',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input', 'key'),
	timeLimit: { ms: 2000, detail: 'the HMAC ran longer than the time limit of 2,000 ms; send a shorter message or key' },
	input: z.object({
		input: z.string().describe('The message, written as `input_encoding` says (UTF-8 text by default; at most the 1 MiB body)').meta(formHints({ multiline: 4, monospace: true })),
		input_encoding: inputEncoding(),
		key: z.string().describe('The secret key, written as `key_encoding` says; for cmac-aes an AES key of 16, 24 or 32 bytes, for ascon-mac 16 bytes').meta(formHints({ secret: true, monospace: true })),
		key_encoding: z
			.enum(['utf8', 'hex', 'base64'])
			.optional()
			.describe('How `key` is written: utf8, hex, or base64 (standard or URL-safe, padding optional); default utf8, hex for cmac-aes and ascon-mac'),
		algorithm: z
			.enum(HMAC_ALGORITHMS as [HmacAlgorithm, ...HmacAlgorithm[]])
			.describe('The MAC: HMAC with md5, sha1, sha256, sha384, sha512, sha224, sha3-256, sha3-512 or blake2b-512, cmac-aes (AES-CMAC, RFC 4493) or ascon-mac (Ascon-Mac, 16-byte key and tag)'),
		encoding: z.enum(['hex', 'base64']).optional().describe('The HMAC as hex (lower-case, default) or base64 (padded)')
	}),
	output: z.object({ hmac: z.string(), algorithm: z.enum(HMAC_ALGORITHMS as [HmacAlgorithm, ...HmacAlgorithm[]]) }),
	errors: [
		{
			status: 422,
			when: '`input`, `key` or `algorithm` missing; an unknown algorithm or encoding; `input` or `key` not valid for its encoding; a cmac-aes key that is not 16, 24 or 32 bytes; an ascon-mac key that is not 16 bytes'
		}
	],
	examples: [
		{ name: 'HMAC-SHA256 of a webhook body', input: { input: '{"event":"paid","id":42}', key: 'whsec_example', algorithm: 'sha256' } },
		{ name: 'RFC 4231 test case 2', input: { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha512', encoding: 'base64' } },
		{
			name: 'AES-CMAC, RFC 4493 example 2',
			input: { input: '6bc1bee22e409f96e93d7e117393172a', input_encoding: 'hex', key: '2b7e151628aed2a6abf7158809cf4f3c', algorithm: 'cmac-aes' }
		},
		{ name: 'Ascon-Mac, KAT count 2', input: { input: '10', input_encoding: 'hex', key: '000102030405060708090a0b0c0d0e0f', algorithm: 'ascon-mac' } }
	],
	run: (input) => ({
		hmac: computeHmac(
			input.algorithm,
			keyBytes(input.key, input.key_encoding ?? defaultKeyEncoding(input.algorithm)),
			decodeBytesFrom(input.input, input.input_encoding),
			input.encoding ?? 'hex'
		),
		algorithm: input.algorithm
	})
});

export const operations = [hmac];
