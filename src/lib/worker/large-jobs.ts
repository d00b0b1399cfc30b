/**
 * Large-input jobs in the operations worker (src/lib/run/README.md, "Large inputs"): a file or a
 * large paste arrives as a Blob and is read here with `Blob.stream()`, slice by slice, through a
 * streaming digest or codec, or read whole for a whole-document operation. The page only sees
 * progress and the answer; an answer too big for the page is a Blob. The worker's one owner
 * (run/worker-client.ts) cancels a job by terminating the worker, as it does at a time limit, so
 * nothing here checks for cancellation. Loaded by ops.worker.ts on the first such job.
 */
import { executeOperation } from '../engine/execute.js';
import { fullText, wordsOf, type Words } from '../engine/words.js';
import { LARGE_LIMITS, type LargeKind } from '../run/large-limits.js';
import type { OpModule } from './op-modules.js';
import type { LargeFile, LargeRequest, LargeResponse, LargeResult } from './large-protocol.js';

type Answer = Omit<LargeResult, 'type' | 'id'>;

type Post = (msg: LargeResponse) => void;
type LoadModule = (name: string) => Promise<OpModule> | undefined;

/** Reads `source` as a stream, handing each slice to `take` and posting progress at most every 100 ms. */
async function eachSlice(post: Post, id: number, source: Blob, take: (bytes: Uint8Array) => void): Promise<void> {
	const reader = source.stream().getReader();
	let done = 0;
	let posted = 0;
	for (;;) {
		const { value, done: end } = await reader.read();
		if (end) break;
		take(value);
		done += value.length;
		if (performance.now() - posted > 100) {
			posted = performance.now();
			post({ type: 'progress', id, done, total: source.size });
		}
	}
	post({ type: 'progress', id, done: source.size, total: source.size });
}

/** The first bytes of an answer, for the page's preview. */
const HEAD_BYTES = 4096;

/**
 * An answer written in pieces, kept as a Blob: every 8 MiB the pieces become a Blob (which the
 * browser may hold outside the worker's heap, on disk for large ones), so the worker's memory
 * stays about one slice however long the answer.
 */
function fileSink() {
	const blobs: Blob[] = [];
	let pieces: Uint8Array[] = [];
	let pending = 0;
	let size = 0;
	const head = new Uint8Array(HEAD_BYTES);
	return {
		write(bytes: Uint8Array) {
			if (bytes.length === 0) return;
			if (size < HEAD_BYTES) head.set(bytes.subarray(0, HEAD_BYTES - size), size);
			size += bytes.length;
			pieces.push(bytes);
			pending += bytes.length;
			if (pending >= 8 * 1024 * 1024) {
				blobs.push(new Blob(pieces as BlobPart[]));
				pieces = [];
				pending = 0;
			}
		},
		close(type: string): LargeFile {
			blobs.push(new Blob(pieces as BlobPart[]));
			return { blob: new Blob(blobs, { type }), size, head: head.slice(0, Math.min(size, HEAD_BYTES)) };
		}
	};
}

/** A 422 about `input`, as the operation answers one (engine/words.ts). */
function refusal(words: Words): Answer {
	const said = { ...words, field: 'input' };
	return { status: 422, body: { detail: fullText(said) }, words: said };
}

/**
 * Checks the job's parameters with the operation's own schema and rules (an empty input, so the
 * answer comes at once): a bad algorithm or key is refused exactly as the API would.
 */
async function checked(load: LoadModule, module: string, opId: string, input: Record<string, unknown>): Promise<Answer | null> {
	const mod = await load(module)!;
	const op = mod.operations.find((o) => o.id === opId)!;
	await op.prepare?.();
	const result = await executeOperation(op, input, { now: () => Date.now() });
	return result.status === 200 ? null : { status: result.status, body: result.body, words: result.words };
}

async function run(msg: LargeRequest, post: Post, load: LoadModule): Promise<Answer> {
	const { id, job, source } = msg;
	const limit = LARGE_LIMITS[job.kind];
	if (source.size > limit.bytes) return { status: 413, body: { detail: `input: at most ${limit.bytes} bytes`, code: 'too_large', limit: limit.bytes, reason: limit.reason } };
	switch (job.kind) {
		case 'hash': {
			const refused = await checked(load, 'hash', 'hash', { input: '', algorithms: job.algorithms, encoding: job.encoding });
			if (refused) return refused;
			const { streamHashes } = await import('../ops/hash/hash-stream.js');
			const state = await streamHashes(job.algorithms, source.size);
			await eachSlice(post, id, source, (bytes) => state.update(bytes));
			return { status: 200, body: { size: source.size, hashes: await state.digest(job.encoding) } };
		}
		case 'hmac': {
			const refused = await checked(load, 'hmac', 'hmac', { input: '', key: job.key, key_encoding: job.key_encoding, algorithm: job.algorithm, encoding: job.encoding });
			if (refused) return refused;
			const [{ streamHmac }, { keyBytes }] = await Promise.all([import('../ops/hmac/hmac-stream.js'), import('../ops/hmac/hmac.js')]);
			const state = await streamHmac(job.algorithm, keyBytes(job.key, job.key_encoding));
			await eachSlice(post, id, source, (bytes) => state.update(bytes));
			return { status: 200, body: { size: source.size, hmac: state.digest(job.encoding), algorithm: job.algorithm } };
		}
		case 'encode': {
			const { chunkCodec } = await import('../ops/encode/stream-codec.js');
			const codec = chunkCodec(job.scheme, job.direction);
			const sink = fileSink();
			try {
				await eachSlice(post, id, source, (bytes) => sink.write(codec.push(bytes)));
				sink.write(codec.end());
			} catch (err) {
				const words = wordsOf(err);
				if (words) return refusal(words);
				throw err;
			}
			const file = sink.close(job.direction === 'encode' ? 'text/plain' : 'application/octet-stream');
			return { status: 200, body: { size: file.size, scheme: job.scheme, direction: job.direction }, file };
		}
		case 'json-format': {
			const refused = await checked(load, 'json', 'json-format', { input: '', indent: job.indent, sort_keys: job.sort_keys });
			if (refused) return refused;
			const { formatLarge } = await import('../ops/json/format-large.js');
			post({ type: 'progress', id, done: 0, total: source.size });
			const text = await source.text();
			post({ type: 'progress', id, done: source.size, total: source.size });
			const answer = formatLarge(text, job.indent, job.sort_keys);
			if (!('output' in answer)) return { status: 200, body: answer.body, answerWords: answer.answerWords };
			const sink = fileSink();
			sink.write(new TextEncoder().encode(answer.output));
			const file = sink.close('application/json');
			return { status: 200, body: { valid: true, size: file.size }, file };
		}
	}
}

const CODE: Record<LargeKind, () => Promise<unknown>> = {
	hash: () => import('../ops/hash/hash-stream.js'),
	hmac: () => Promise.all([import('../ops/hmac/hmac-stream.js'), import('../ops/hmac/hmac.js')]),
	encode: () => import('../ops/encode/stream-codec.js'),
	'json-format': () => import('../ops/json/format-large.js')
};

/** Loads a kind's code before its first job (LargeWarm). */
export function warm(kind: LargeKind): Promise<unknown> {
	return CODE[kind]();
}

/** Runs one large job, posting its progress, and answers it (never throws). */
export async function runLargeJob(msg: LargeRequest, post: Post, load: LoadModule): Promise<LargeResult> {
	let answer: Answer;
	try {
		answer = await run(msg, post, load);
	} catch (err) {
		console.error('utilkit worker: large', msg.job.kind, err);
		// Offline before the service worker held this code (ops.worker.ts answers a run the same way).
		const unloaded = err instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(err.message);
		answer = unloaded
			? { status: 503, body: { detail: 'Could not load this tool’s code. Reconnect and try again.', code: 'code_unavailable' } }
			: { status: 500, body: { detail: 'Internal error' } };
	}
	return { type: 'large-result', id: msg.id, ...answer };
}
