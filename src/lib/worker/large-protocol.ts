import type { Words } from '../engine/words.js';
import type { DigestEncoding, HashAlgorithm } from '../ops/hash/hash.js';
import type { HmacAlgorithm, KeyEncoding } from '../ops/hmac/hmac.js';
import type { ByteScheme } from '../ops/encode/bytes.js';
import type { LargeKind } from '../run/large-limits.js';

/**
 * Messages between the page (run/large-client.ts, the one owner) and large.worker.ts: a file or a
 * large paste goes over as a Blob (a handle: no bytes are copied on the main thread), progress
 * comes back as it is read, and an answer too big for the page comes back as a Blob.
 */
export type LargeJob =
	| { kind: 'hash'; algorithms: HashAlgorithm[]; encoding: DigestEncoding }
	| { kind: 'hmac'; algorithm: HmacAlgorithm; key: string; key_encoding: KeyEncoding; encoding: DigestEncoding }
	| { kind: 'encode'; scheme: ByteScheme; direction: 'encode' | 'decode' }
	| { kind: 'json-format'; indent: number | 'tab'; sort_keys: boolean };

export interface LargeRequest {
	type: 'large';
	id: number;
	job: LargeJob;
	source: Blob;
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
