import type { Words } from '../engine/words.js';
import type { InputEncoding } from '../ops/_shared/bytes-io.js';
import type { DigestEncoding, HashAlgorithm } from '../ops/hash/hash.js';
import type { HmacAlgorithm, KeyEncoding } from '../ops/hmac/hmac.js';
import type { ByteScheme } from '../ops/encode/bytes.js';
import type { LargeKind } from '../run/large-limits.js';
import type { Source, TextTarget } from '../ops/data-convert/options.js';
import type { Style as HexdumpStyle } from '../ops/hexdump/hexdump.js';
import type { CompressJob } from '../ops/compress/compress-large.js';
import type { CipherJob } from '../ops/cipher/cipher-large.js';

/**
 * Messages between the page (run/large-client.ts, the one owner) and large.worker.ts: a file or a
 * large paste goes over as a Blob (a handle: no bytes are copied on the main thread), progress
 * comes back as it is read, and an answer too big for the page comes back as a Blob. A paste
 * carries the form's `input_encoding` (a file is bytes already).
 */
/**
 * How a bytes answer (decode, hexdump parse, compress, cipher) is written when the form asks for
 * text: hex or base64. Absent, the answer is the bytes themselves (src/lib/run/README.md, "A large
 * answer's encoding").
 */
export type AnswerEncoding = 'hex' | 'base64';

export type LargeJob =
	| { kind: 'hash'; algorithms: HashAlgorithm[]; encoding: DigestEncoding; length?: number; xor_block_size?: number; input_encoding?: InputEncoding }
	| { kind: 'hmac'; algorithm: HmacAlgorithm; key: string; key_encoding: KeyEncoding; encoding: DigestEncoding; input_encoding?: InputEncoding }
	| { kind: 'encode'; scheme: ByteScheme; direction: 'encode' | 'decode'; input_encoding?: InputEncoding; output_encoding?: AnswerEncoding }
	| { kind: 'json-format'; indent: number | 'tab'; sort_keys: boolean }
	| { kind: 'data-convert'; from: Source; to: TextTarget; indent: number }
	/** Lines mode; the old text is `source`, the new one `other`. */
	| { kind: 'text-diff'; context: number }
	| { kind: 'entropy'; input_encoding?: InputEncoding }
	| { kind: 'hexdump'; direction: 'dump' | 'parse'; style?: HexdumpStyle; width?: number; input_encoding?: InputEncoding; output_encoding?: AnswerEncoding }
	| CompressJob
	| CipherJob;

export interface LargeRequest {
	type: 'large';
	id: number;
	job: LargeJob;
	source: Blob;
	/** The second input of a job that takes two (text-diff's new text); no other kind sends one. */
	other?: Blob;
}

/**
 * Loads a kind's code ahead of its first job (sent when a view that takes files is shown): a page
 * opened online and used offline later still has it, even before the service worker controls it.
 */
export interface LargeWarm {
	type: 'large-warm';
	kind: LargeKind;
}

/** Bytes read so far, at most every 100 ms. */
export interface LargeProgress {
	type: 'progress';
	id: number;
	done: number;
	total: number;
}

/** An answer that is a file: the Blob, its size and its first bytes for the preview. */
export interface LargeFile {
	blob: Blob;
	size: number;
	head: Uint8Array;
}

/** The job's answer in the operation's terms (status, body, message ids as the ops worker sends them). */
export interface LargeResult {
	type: 'large-result';
	id: number;
	status: number;
	body: unknown;
	words?: Words;
	answerWords?: Record<string, Words>;
	file?: LargeFile;
}

export type LargeResponse = LargeProgress | LargeResult;
