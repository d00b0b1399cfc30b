/**
 * A cipher job in the app's large-input worker (worker/large-jobs.ts): the form's algorithm, key
 * or passphrase, IV and options over a file or a large paste; the answer is the output's bytes as
 * a file, with the IV made and the tag in the body (README.md, "Limits in the app"). The
 * algorithms of cipher-stream.ts run slice by slice; the others (AEADs, RC4, Fernet, key wrap)
 * read the whole input, at most WHOLE_MAX, through the operation's own runCipher.
 */
import { decodeBytesFrom, encodeBytesAs, type InputEncoding } from '../_shared/bytes-io.js';
import type { LargeIo } from '../../worker/large-jobs.js';
import type { AnswerEncoding, LargeFile } from '../../worker/large-protocol.js';
import { runCipher } from './cipher.js';
import { cipherStream, STREAMED } from './cipher-stream.js';
import { errors } from './errors.js';
import { type Algorithm, type Direction, SPECS } from './specs.js';

import { WHOLE_MAX } from './limits.js';

export { WHOLE_MAX };

/**
 * The form's fields but `input`; `output_encoding` only when it asks for hex or base64 text, else
 * the answer is the bytes themselves (src/lib/run/README.md, "A large answer's encoding").
 */
export interface CipherJob {
	kind: 'cipher';
	algorithm: Algorithm;
	direction: Direction;
	key?: string;
	key_encoding?: InputEncoding;
	passphrase?: string;
	pbkdf2?: boolean;
	salt?: string;
	iv?: string;
	nonce?: string;
	aad?: string;
	tag?: string;
	padding?: 'pkcs7' | 'none';
	timestamp?: number;
	/** rc4-drop, ciphersaber2, xtea-* (stream-extra.ts). */
	drop?: number;
	rounds?: number;
	input_encoding?: InputEncoding;
	output_encoding?: AnswerEncoding;
}

/** Fernet keys and tokens are URL-safe base64: read with the standard alphabet (index.ts). */
const standardBase64 = (text: string) => text.replace(/-/g, '+').replace(/_/g, '/');
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/** The fields as bytes, read as the operation's definition (index.ts) reads them. */
function fieldsOf(job: CipherJob) {
	const fernet = job.algorithm === 'fernet';
	const keyEncoding = job.key_encoding ?? (fernet ? 'base64' : 'hex');
	const hex = (field: 'iv' | 'nonce' | 'salt' | 'tag' | 'aad') => (job[field] === undefined ? undefined : decodeBytesFrom(job[field]!, 'hex', field));
	const ivField = SPECS[job.algorithm].ivField;
	return {
		key: job.key === undefined ? undefined : decodeBytesFrom(fernet && keyEncoding === 'base64' ? standardBase64(job.key) : job.key, keyEncoding, 'key'),
		passphrase: job.passphrase === undefined ? undefined : new TextEncoder().encode(job.passphrase),
		iv: ivField === 'nonce' ? (hex('nonce') ?? hex('iv')) : (hex('iv') ?? hex('nonce')),
		salt: hex('salt'),
		aad: hex('aad'),
		tag: hex('tag')
	};
}

/**
 * Runs the job; the operation's checks of key, IV, salt and the rest have passed already
 * (large-jobs.ts asks the operation on a 16-byte input), but for decrypting's need of an IV.
 */
export async function runCipherLarge(job: CipherJob, io: LargeIo): Promise<{ body: unknown; file: LargeFile }> {
	const { algorithm, direction } = job;
	const spec = SPECS[algorithm];
	const fields = fieldsOf(job);
	const padding = job.padding ?? 'pkcs7';
	const sink = io.sink();
	const type = 'application/octet-stream';
	// XTEA streams at its default 32 cycles only (cipher-stream.ts); other cycles run whole.
	const streamed = STREAMED.has(algorithm) && !(algorithm.startsWith('xtea-') && job.rounds !== undefined && job.rounds !== 32);
	if (streamed) {
		let iv = fields.iv;
		let made: Uint8Array | undefined;
		const usesIv = spec.iv > 0 && !fields.passphrase;
		if (usesIv && !iv) {
			if (direction === 'decrypt') throw errors.error('iv_needed', { algorithm, field: spec.ivField }, { field: spec.ivField });
			iv = made = random(spec.iv);
		}
		const salt = fields.passphrase && direction === 'encrypt' ? (fields.salt ?? random(8)) : undefined;
		const stream = cipherStream({ algorithm, direction, key: fields.key, passphrase: fields.passphrase, pbkdf2: job.pbkdf2, iv: iv ?? new Uint8Array(0), salt, padding }, (bytes) => sink.write(bytes));
		const bytesIn = await io.read((bytes) => stream.push(bytes));
		stream.end();
		const file = sink.close(type);
		return { body: { bytes_in: bytesIn, bytes_out: sink.written, ...(made ? { iv: encodeBytesAs(made, 'hex') } : {}) }, file };
	}
	if (io.size > WHOLE_MAX) throw errors.error('whole_too_large', { algorithm, max: WHOLE_MAX }, { field: 'input' });
	const parts: Uint8Array[] = [];
	const bytesIn = await io.read((bytes) => parts.push(bytes.slice()));
	let data: Uint8Array = new Uint8Array(bytesIn);
	for (let at = 0, i = 0; i < parts.length; at += parts[i++].length) data.set(parts[i], at);
	parts.length = 0;
	// A Fernet token is text (URL-safe base64), in a file or pasted as it is.
	if (algorithm === 'fernet' && direction === 'decrypt') data = decodeBytesFrom(standardBase64(new TextDecoder('latin1').decode(data)), 'base64', 'input');
	const result = runCipher({ algorithm, direction, data, ...fields, pbkdf2: job.pbkdf2, padding, time: job.timestamp ?? Math.floor(Date.now() / 1000), random, extra: { drop: job.drop, rounds: job.rounds } });
	// A Fernet token is its URL-safe base64 text unless hex or base64 was asked for: then, as the API, the token's bytes so written.
	const token = algorithm === 'fernet' && direction === 'encrypt' && !job.output_encoding;
	const output = token ? new TextEncoder().encode(encodeBytesAs(result.output, 'base64').replace(/\+/g, '-').replace(/\//g, '_')) : result.output;
	sink.write(output);
	const file = sink.close(token ? 'text/plain' : type);
	return {
		body: {
			bytes_in: bytesIn,
			bytes_out: sink.written,
			...(result.iv ? { iv: encodeBytesAs(result.iv, 'hex') } : {}),
			...(result.tag ? { tag: encodeBytesAs(result.tag, 'hex') } : {}),
			...(result.time !== undefined ? { timestamp: result.time } : {})
		},
		file
	};
}
