/**
 * The operations that take a raw body (`Content-Type: application/octet-stream`; docs/api.md,
 * "Raw bodies"), each as its parameters (the query string, and HMAC's key header) and what it
 * does with the body's chunks. The parameters are checked with the operation's own input schema,
 * so they are refused with the JSON call's words (422 naming the parameter); the body stands in
 * for `input`.
 */
import type { Operation } from '../../engine/define.js';
import { OperationError } from '../../engine/define.js';
import { validateInput, type OperationResult } from '../../engine/execute.js';
import { errorOf, wordsOf } from '../../engine/words.js';
import { bytesToText } from '../../ops/encode/encoding.js';
import { DEFAULT_ALGORITHMS, type DigestEncoding, type HashAlgorithm } from '../../ops/hash/hash.js';
import { defaultKeyEncoding, keyBytes, type HmacAlgorithm, type KeyEncoding } from '../../ops/hmac/hmac.js';
import { BYTE_SCHEMES, createDecoder, createEncoder, encodedLength, type ByteScheme, type ChunkCodec } from './codecs.js';
import { runningDigest, runningHmac, type RunningDigest } from './digests.js';

/** The header that carries HMAC's key with a raw body (never the query string: src/lib/server/raw/README.md, "HMAC's key"). */
export const HMAC_KEY_HEADER = 'x-utilkit-hmac-key';

/** The most output a raw `/encode` answers as JSON; more is streamed when asked for (Accept), else 413. */
export const MAX_JSON_OUTPUT = 8 * 1024 * 1024;

/** A raw call once its parameters are known: the body's chunks go to `write`, then `end`. */
export interface RawRun {
	/** Takes one chunk of the body; answers output to send at once (a streamed answer), if any. Throws an OperationError for a body that cannot be the input. */
	write(chunk: Buffer): Buffer | undefined;
	/** The body has ended (`bytes` long): the JSON answer, or the last output of a streamed one. */
	end(bytes: number): unknown;
	/** Set for a streamed answer: its Content-Type. */
	streamType?: string;
}

/** What a caller sends with a raw body, as the core hands it over. */
export interface RawRequest {
	query: URLSearchParams;
	header(name: string): string | undefined;
	/** Content-Length, or null when the body is chunked. */
	length: number | null;
}

export interface RawOperation {
	/** The query parameters it takes (the input schema's fields but `input`, and HMAC's `key`). */
	params: readonly string[];
	/** Parameters whose values are lists: comma-separated, or the parameter repeated. */
	lists?: readonly string[];
	/** Parameters whose values are numbers (a value that is not one is left as text, for the schema to refuse). */
	numbers?: readonly string[];
	/** A request example's query for the API reference and the snippets. */
	example: Record<string, string>;
	/** Checks the parameters and starts the run; an answer (422, 413) when it cannot start. */
	open(op: Operation, input: Record<string, unknown>, req: RawRequest): RawRun | OperationResult;
}

/** `/hash`: every algorithm, digests of the whole body. */
const hash: RawOperation = {
	params: ['algorithms', 'encoding', 'length', 'xor_block_size'],
	lists: ['algorithms'],
	numbers: ['length', 'xor_block_size'],
	example: { algorithms: 'sha256,md5' },
	open(_op, input) {
		const algorithms = [...new Set((input.algorithms as HashAlgorithm[] | undefined) ?? DEFAULT_ALGORITHMS)];
		const encoding = (input.encoding as DigestEncoding | undefined) ?? 'hex';
		const length = input.length as number | undefined;
		const xorBlockSize = input.xor_block_size as number | undefined;
		const states: [HashAlgorithm, RunningDigest][] = algorithms.map((a) => [a, runningDigest(a, { length, xorBlockSize })]);
		return {
			write(chunk) {
				for (let i = 0; i < states.length; i++) states[i][1].update(chunk);
				return undefined;
			},
			end: (bytes) => ({ bytes, hashes: Object.fromEntries(states.map(([a, state]) => [a, state.digest(encoding)])) })
		};
	}
};

/** `/hmac`: the key from HMAC_KEY_HEADER, written as `key_encoding` says. */
const hmac: RawOperation = {
	params: ['algorithm', 'key_encoding', 'encoding'],
	example: { algorithm: 'sha256' },
	open(_op, input, req) {
		const header = req.header(HMAC_KEY_HEADER);
		if (header === undefined) throw new OperationError(422, `key: with a raw body the key goes in the X-Utilkit-Hmac-Key header`);
		const algorithm = input.algorithm as HmacAlgorithm;
		const keyEncoding = (input.key_encoding as KeyEncoding | undefined) ?? defaultKeyEncoding(algorithm);
		// node:http hands a header's bytes over as latin1: a UTF-8 key's bytes are exactly those.
		const key = keyEncoding === 'utf8' ? Buffer.from(header, 'latin1') : keyBytes(header, keyEncoding);
		const encoding = (input.encoding as DigestEncoding | undefined) ?? 'hex';
		const state = runningHmac(algorithm, key);
		return {
			write(chunk) {
				state.update(chunk);
				return undefined;
			},
			end: (bytes) => ({ hmac: state.digest(encoding), algorithm, bytes })
		};
	}
};

/** `/encode`: base64, base64url, base32 and hex, either way; JSON up to MAX_JSON_OUTPUT, or streamed. */
const encode: RawOperation = {
	params: ['scheme', 'direction'],
	example: { scheme: 'base64', direction: 'encode' },
	open(_op, input, req) {
		const scheme = input.scheme as ByteScheme;
		const direction = input.direction as 'encode' | 'decode';
		if (!BYTE_SCHEMES.includes(scheme)) {
			throw new OperationError(422, `scheme: a raw body takes ${BYTE_SCHEMES.join(', ')}; url and html work on text: send it as JSON`);
		}
		const codec: ChunkCodec = direction === 'encode' ? createEncoder(scheme) : createDecoder(scheme);
		if (wantsRawAnswer(req.header('accept'))) {
			return {
				streamType: direction === 'encode' ? 'text/plain; charset=us-ascii' : 'application/octet-stream',
				write: (chunk) => codec.push(chunk),
				end: () => codec.end()
			};
		}
		// As JSON: the whole output is held until the end, so it has a cap (known at once when encoding a body of known length).
		if (direction === 'encode' && req.length !== null && encodedLength(req.length, scheme) > MAX_JSON_OUTPUT) throw jsonTooLarge();
		const parts: Buffer[] = [];
		let held = 0;
		return {
			write(chunk) {
				const out = codec.push(chunk);
				held += out.length;
				if (held > MAX_JSON_OUTPUT) throw jsonTooLarge();
				parts.push(out);
				return undefined;
			},
			end(bytes) {
				parts.push(codec.end());
				const out = Buffer.concat(parts);
				// Decoded bytes answer as text, UTF-8 only (never a silent U+FFFD), as the JSON call's do.
				const output = direction === 'encode' ? out.toString('latin1') : bytesToText(out, scheme);
				return { output, scheme, direction, bytes };
			}
		};
	}
};

/** The operations that take raw bodies, by id. */
export const RAW_OPERATIONS: Readonly<Record<string, RawOperation>> = { hash, hmac, encode };

/** The caller takes a streamed answer: `Accept` names application/octet-stream or text/plain (curl's `*\/*` gets JSON). */
export function wantsRawAnswer(accept: string | undefined): boolean {
	return accept !== undefined && /(^|,)\s*(application\/octet-stream|text\/plain)\s*(;|,|$)/i.test(accept);
}

/** 413 for an `/encode` answer over MAX_JSON_OUTPUT as JSON. */
export function jsonTooLarge(): OperationError {
	return new OperationError(
		413,
		`the answer as JSON would hold more than ${MAX_JSON_OUTPUT.toLocaleString('en')} bytes (8 MiB) of output: ask for it raw with Accept: application/octet-stream`,
		{ code: 'payload_too_large' }
	);
}

/**
 * The input the operation's schema checks: the query's parameters (lists split at commas), with
 * an empty `input` (the body stands in for it) and, for HMAC, the key header. Unknown parameters
 * and HMAC's key in the query string are refused (422 naming them).
 */
export function rawInput(raw: RawOperation, op: Operation, req: RawRequest): Record<string, unknown> {
	const input: Record<string, unknown> = { input: '' };
	for (const name of new Set(req.query.keys())) {
		if (op.id === 'hmac' && name === 'key') {
			throw new OperationError(422, 'key: never in the query string (URLs are written to proxies’ and servers’ logs): send it in the X-Utilkit-Hmac-Key header');
		}
		if (!raw.params.includes(name)) throw new OperationError(422, `${name}: is not a parameter of ${op.path} with a raw body; it takes ${raw.params.join(', ')}`);
		const values = req.query.getAll(name);
		const last = values[values.length - 1];
		input[name] = raw.lists?.includes(name) ? values.flatMap((v) => v.split(',')).filter((v) => v !== '') : raw.numbers?.includes(name) && /^\d+$/.test(last) ? Number(last) : last;
	}
	if (op.id === 'hmac') input.key = req.header(HMAC_KEY_HEADER) ?? '';
	return input;
}

/**
 * Opens a raw call of `op`: its parameters checked (the operation's 422 when they are not valid)
 * and its run started; an OperationError thrown on the way is answered as the operation would.
 */
export function openRaw(raw: RawOperation, op: Operation, req: RawRequest): RawRun | OperationResult {
	try {
		const parsed = validateInput(op, rawInput(raw, op, req));
		if ('status' in parsed) return parsed;
		return raw.open(op, parsed.data as Record<string, unknown>, req);
	} catch (err) {
		return failure(op, err);
	}
}

/** An error a run throws, as its answer: an OperationError as it says, a module's worded error as a 422 about the body. */
export function failure(op: Operation, err: unknown): OperationResult {
	const error = err instanceof OperationError ? err : wordsOf(err) ? errorOf(wordsOf(err)!, { field: 'body' }) : null;
	if (!error) throw err;
	return { status: error.status, body: { [error.key ?? op.invalid.key]: error.message, code: error.code } };
}
