import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { charactersAtMost } from '../_shared/schemas.js';
import { errors as shared } from '../_shared/errors.js';
import { ALGORITHM_GROUPS, ALGORITHMS, DEFAULT_ALGORITHMS, hashText, MAX_XOF_LENGTH, type HashAlgorithm } from './hash.js';
import { MAX_XOR_BLOCK, XOR_DEFAULT_BLOCK } from './sum-checksums.js';
import { formHints } from '../form-hints.js';
import { decodeBytesFrom, inputEncoding } from '../_shared/bytes-io.js';
import { loadWasmHashers } from './wasm-hashers.js';
import { loadLazyHashers } from './lazy-hashers.js';

/** Longest `input`, in bytes of UTF-8 (a larger one goes as a raw body: docs/api.md, "Raw bodies"). */
export const MAX_INPUT_BYTES = 512 * 1024;
/**
 * An input of up to this many characters is a light call: all 50 fast algorithms (every one but
 * SLOW_ALGORITHMS) over 128 Ki characters cost about 19 ms of CPU, at the 20 ms a light call may
 * take, and half of it about 10 ms (docs/performance.md, "Light operations at their input limits").
 */
export const LIGHT_CALL_CHARS = 65_536;
/**
 * CyberChef's old and national hashes are JavaScript, several times slower than the rest (MD2
 * about 60 ms over 512 KiB on a quiet machine, GOST R 34.11-94 about 100, Streebog and Ascon
 * about 30 each, all of them about 400 ms): a call that asks for any of them is light up to this many characters
 * (docs/performance.md, "Light operations at their input limits").
 */
export const LIGHT_CALL_CHARS_SLOW = 8_192;
export const SLOW_ALGORITHMS: readonly HashAlgorithm[] = ['md2', 'sha0', 'has160', 'whirlpool', 'streebog-256', 'streebog-512', 'gost94', 'gost94-cryptopro', 'ascon-hash', 'nt', 'lm'];
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const hash = defineOperation({
	id: 'hash',
	group: 'security',
	title: 'Hash generator',
	summary:
		'MD5, SHA-1, SHA-2, SHA-3, Keccak, SHAKE, BLAKE2/3, RIPEMD-160, SM3, Streebog, Whirlpool, Ascon, MD2, SHA-0, HAS-160, CRC-8 to CRC-64, Adler-32, Fletcher, TCP/IP and XOR checksums, ROR13, xxHash, MurmurHash3, FNV and NT/LM password digests of text or bytes, in hex or base64.',
	keywords: [
		'hash', 'digest', 'md5', 'md4', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha512/256', 'sha2', 'sha3', 'keccak', 'keccak-256', 'ethereum', 'shake', 'blake2', 'blake2b', 'blake2s', 'blake3',
		'ripemd', 'ripemd160', 'sm3', 'crc32', 'crc32c', 'crc16', 'crc', 'crc checksum', 'adler-32', 'adler-32 checksum', 'xxhash', 'xxh64', 'murmurhash3', 'murmur3', 'fnv', 'fnv-1a',
		'checksum', 'generate all hashes', 'generate all checksums', 'hash text', 'file hash',
		'md2', 'sha0', 'sha-0', 'has-160', 'has160', 'whirlpool', 'streebog', 'gost r 34.11-2012', 'gost r 34.11-94', 'gost 28147', 'gost hash', 'gost', 'cryptopro', 'ascon', 'ascon hash', 'ascon-hash256',
		'nt hash', 'ntlm', 'ntlm hash', 'lm hash', 'lan manager', 'windows password hash',
		'fletcher', 'fletcher-8', 'fletcher-16', 'fletcher-32', 'fletcher-64', 'fletcher checksum', 'tcp/ip checksum', 'internet checksum', 'ip checksum', 'rfc 1071',
		'xor checksum', 'ror13', 'ror13 hash', 'api hashing',
		'crc8', 'crc-8', 'crc-16', 'crc16 modbus', 'modbus crc', 'xmodem crc', 'kermit crc', 'crc-16/x-25', 'crc24', 'openpgp crc', 'crc32 bzip2', 'crc32 mpeg2', 'cksum', 'jamcrc', 'crc64', 'crc-64', 'crc64 xz', 'crc64 ecma'
	],
	method: 'POST',
	path: '/hash',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: (input) =>
		charactersAtMost((input as { algorithms?: HashAlgorithm[] }).algorithms?.some((a) => SLOW_ALGORITHMS.includes(a)) ? LIGHT_CALL_CHARS_SLOW : LIGHT_CALL_CHARS, 'input')(input),
	timeLimit: { ms: 2000, detail: 'the hash ran longer than the time limit of 2,000 ms; send less data or fewer algorithms, or send it as a raw body' },
	input: z.object({
		input: z
			.string()
			.refine((text) => text.length * 3 <= MAX_INPUT_BYTES || utf8Length(text) <= MAX_INPUT_BYTES, {
				error: shared.zod('bytes_at_most', (issue) => ({ max: MAX_INPUT_BYTES, got: utf8Length(issue.input as string) }))
			})
			.describe('The bytes to hash, written as `input_encoding` says (UTF-8 text by default); at most 512 KiB of UTF-8 text')
			.meta(formHints({ multiline: 4, monospace: true })),
		input_encoding: inputEncoding(),
		algorithms: z
			.array(z.enum(ALGORITHMS as [HashAlgorithm, ...HashAlgorithm[]]))
			.min(1)
			.optional()
			.describe(`Any of ${ALGORITHMS.join(', ')}; default the first six (md5 … sha512-256). nt and lm hash the text the bytes spell (lm: at most 14 characters)`)
			.meta(formHints({ optionGroups: ALGORITHM_GROUPS })),
		encoding: z.enum(['hex', 'base64']).optional().describe('Digest text: hex (lower-case, default) or base64 (RFC 4648, padded)'),
		length: z
			.number()
			.int()
			.min(1)
			.max(MAX_XOF_LENGTH)
			.optional()
			.describe(`Bytes of a shake128 or shake256 digest, 1-${MAX_XOF_LENGTH}; default 32 for shake128, 64 for shake256 (the other algorithms ignore it)`),
		xor_block_size: z
			.number()
			.int()
			.min(1)
			.max(MAX_XOR_BLOCK)
			.optional()
			.describe(`Bytes per block of xor-checksum, 1-${MAX_XOR_BLOCK}; default ${XOR_DEFAULT_BLOCK} (the other algorithms ignore it)`)
	}),
	output: z.object({ input: z.string(), hashes: z.record(z.string(), z.string()) }),
	errors: [
		{
			status: 422,
			when: '`input` missing, not a string or over 512 KiB of UTF-8, or not in its `input_encoding`; unknown algorithm; `length` or `xor_block_size` not an integer 1-1024; for lm, a text over 14 characters or outside code page 437'
		}
	],
	examples: [
		{ name: 'All algorithms', input: { input: 'abc' } },
		{ name: 'SHA-256 only', input: { input: 'hello world', algorithms: ['sha256'] } },
		{ name: 'SHA-3, BLAKE2 and CRC-32 in base64', input: { input: 'abc', algorithms: ['sha3-256', 'blake2b-512', 'blake2s-256', 'crc32'], encoding: 'base64' } },
		{ name: 'Keccak-256 (Ethereum) and BLAKE3', input: { input: '', algorithms: ['keccak-256', 'blake3'] } },
		{ name: 'Whirlpool, Streebog and Ascon', input: { input: 'abc', algorithms: ['whirlpool', 'streebog-256', 'streebog-512', 'ascon-hash'] } },
		{ name: 'NT and LM hashes of a password', input: { input: 'password', algorithms: ['nt', 'lm'] } },
		{ name: 'Checksums of bytes in hex', input: { input: '313233343536373839', input_encoding: 'hex', algorithms: ['crc32', 'adler32', 'crc32c', 'crc16', 'xxh64', 'murmur3', 'fnv1a32'] } },
		// In the list's order, as the form sends a choice of checkboxes.
		{ name: 'All checksums', input: { input: 'abcde', algorithms: ALGORITHMS.filter((a) => ALGORITHM_GROUPS.checksums.includes(a)) } },
		{ name: 'TCP/IP header checksum', input: { input: '450000730000400040110000c0a80001c0a800c7', input_encoding: 'hex', algorithms: ['internet-checksum'] } }
	],
	// MD4, SM3, XXH64 and Whirlpool are WebAssembly (hash-wasm), Streebog and NT/LM loaded on first
	// use (lazy-hashers.ts): all once, before the first run.
	prepare: () => Promise.all([loadWasmHashers(), loadLazyHashers()]).then(() => undefined),
	run: (input, ctx) => {
		// Utf8 text goes to the native digest as it is (no copy); other encodings as their bytes.
		const data = !input.input_encoding || input.input_encoding === 'utf8' ? input.input : decodeBytesFrom(input.input, input.input_encoding);
		// Duplicates are folded: the answer is an object keyed by algorithm.
		const hashes = hashText(data, input.algorithms ? distinct(input.algorithms) : DEFAULT_ALGORITHMS, input.encoding ?? 'hex', ctx.digest, { length: input.length, xorBlockSize: input.xor_block_size });
		return hashes instanceof Promise ? hashes.then((h) => ({ input: input.input, hashes: h })) : { input: input.input, hashes };
	}
});

export const operations = [hash];

/** The list without repeats, in order; the list itself when it has none (the usual case: no copy). */
function distinct<T>(list: T[]): T[] {
	return list.length < 2 || new Set(list).size === list.length ? list : [...new Set(list)];
}
