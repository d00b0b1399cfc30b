/**
 * Large-input jobs in the operations worker (src/lib/run/README.md, "Large inputs"): a file or a
 * large paste arrives as a Blob and is read here with `Blob.stream()`, slice by slice, through a
 * streaming digest or codec, or read whole for a whole-document operation (and the diff of two files). The page only sees
 * progress and the answer; an answer too big for the page is a Blob. The worker's one owner
 * (run/worker-client.ts) cancels a job by terminating the worker, as it does at a time limit, so
 * nothing here checks for cancellation. Loaded by ops.worker.ts on the first such job.
 */
import { executeOperation } from '../engine/execute.js';
import { fullText, wordsOf, type Words } from '../engine/words.js';
import { DATA_CONVERT_WHOLE, JSON_OBJECT_LARGE, LARGE_DIFF_MS, largeLimit, XML_TO_JSON, type LargeKind } from '../run/large-limits.js';
import { MEDIA_TYPES, type Format } from '../ops/data-convert/options.js';
import type { InputEncoding } from '../ops/_shared/bytes-io.js';
import type { ChunkCodec } from '../ops/encode/stream-codec.js';
import type { OpModule } from './op-modules.js';
import type { LargeJob, LargeRequest, LargeResponse, LargeResult } from './large-protocol.js';
import { answerSinks, fileSink, type FileSink } from './large-sinks.js';

type Answer = Omit<LargeResult, 'type' | 'id'>;

type Post = (msg: LargeResponse) => void;
type LoadModule = (name: string) => Promise<OpModule> | undefined;

/**
 * Reads `source` as a stream, handing each slice to `take` (through `through` first when a paste is
 * written in hex, base64 or latin1) and posting progress at most every 100 ms. Answers the bytes taken.
 */
async function eachSlice(post: Post, id: number, source: Blob, take: (bytes: Uint8Array) => void, through: ChunkCodec | null = null): Promise<number> {
	const reader = source.stream().getReader();
	let done = 0;
	let taken = 0;
	let posted = 0;
	const give = (bytes: Uint8Array) => {
		taken += bytes.length;
		take(bytes);
	};
	for (;;) {
		const { value, done: end } = await reader.read();
		if (end) break;
		give(through ? through.push(value) : value);
		done += value.length;
		if (performance.now() - posted > 100) {
			posted = performance.now();
			post({ type: 'progress', id, done, total: source.size });
		}
	}
	if (through) give(through.end());
	post({ type: 'progress', id, done: source.size, total: source.size });
	return taken;
}

/**
 * What an operation's own large-job code (ops/<module>/*-large.ts) is given: the source's size,
 * its bytes slice by slice (pastes decoded, progress posted), and a file to write the answer into.
 */
export interface LargeIo {
	size: number;
	read(take: (bytes: Uint8Array) => void): Promise<number>;
	/** The same bytes as a web stream, for a library that reads one (progress posted as it is read). */
	stream(): ReadableStream<Uint8Array>;
	/**
	 * The bytes as a Blob, for a format read out of order (a zip's directory is at its end): a
	 * file itself, a paste in hex, base64 or latin1 decoded into a Blob first.
	 */
	blob(): Promise<Blob>;
	/** Progress of work that reads `blob()` itself: `done` of `total` bytes. */
	progress(done: number, total: number): void;
	/** The answer's file, in the form's output encoding when it asked for hex or base64. */
	sink(): FileSink;
	/** A file of bytes as they are (a zip's files, each its own download). */
	rawSink(): FileSink;
}

/**
 * LargeIo over `source`; a paste is read through a decoder of its `encoding` made afresh for
 * every reading (a decoder carries state), so a job may read the source more than once.
 */
function largeIo(post: Post, id: number, source: Blob, encoding: InputEncoding | undefined, answerSink: () => FileSink = fileSink): LargeIo {
	let posted = 0;
	return {
		size: source.size,
		read: async (take) => eachSlice(post, id, source, take, await pasted(encoding)),
		blob: async () => {
			const through = await pasted(encoding);
			if (!through) return source;
			const sink = fileSink();
			await eachSlice(post, id, source, (bytes) => sink.write(bytes), through);
			return sink.close('application/octet-stream').blob;
		},
		progress: (done, total) => {
			if (performance.now() - posted < 100 && done < total) return;
			posted = performance.now();
			// Said against the source's size, which the page shows (a decoded paste is smaller than its text).
			post({ type: 'progress', id, done: total ? Math.round((done / total) * source.size) : source.size, total: source.size });
		},
		sink: answerSink,
		rawSink: fileSink,
		stream: () => {
			let through: ChunkCodec | null = null;
			let done = 0;
			let posted = 0;
			return source.stream().pipeThrough(
				new TransformStream<Uint8Array, Uint8Array>({
					async start() {
						through = await pasted(encoding);
					},
					transform(chunk, out) {
						done += chunk.length;
						if (performance.now() - posted > 100) {
							posted = performance.now();
							post({ type: 'progress', id, done, total: source.size });
						}
						out.enqueue(through ? through.push(chunk) : chunk);
					},
					flush(out) {
						if (through) out.enqueue(through.end());
						post({ type: 'progress', id, done: source.size, total: source.size });
					}
				})
			);
		}
	};
}

/** A 422 about `field`, as the operation answers one (engine/words.ts). */
function refusal(words: Words, field = 'input'): Answer {
	const said = { ...words, field };
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

/** The decoder of a paste written in hex, base64 or latin1; null for UTF-8 text and for files. */
async function pasted(encoding: InputEncoding | undefined): Promise<ChunkCodec | null> {
	return encoding && encoding !== 'utf8' ? (await import('../ops/encode/stream-codec.js')).pastedBytes(encoding) : null;
}

async function run(msg: LargeRequest, post: Post, load: LoadModule): Promise<Answer> {
	const { id, job, source } = msg;
	const limit = largeLimit(job);
	// Text diff's two files are each held to the limit.
	if (Math.max(source.size, msg.other?.size ?? 0) > limit.bytes) return tooLarge(limit);
	switch (job.kind) {
		case 'hash': {
			const refused = await checked(load, 'hash', 'hash', { input: '', algorithms: job.algorithms, encoding: job.encoding, length: job.length, xor_block_size: job.xor_block_size });
			if (refused) return refused;
			const [{ streamHashes }, through] = await Promise.all([import('../ops/hash/hash-stream.js'), pasted(job.input_encoding)]);
			const state = await streamHashes(job.algorithms, source.size, { length: job.length, xorBlockSize: job.xor_block_size });
			const size = await eachSlice(post, id, source, (bytes) => state.update(bytes), through);
			return { status: 200, body: { size, hashes: await state.digest(job.encoding) } };
		}
		case 'hmac': {
			const refused = await checked(load, 'hmac', 'hmac', { input: '', key: job.key, key_encoding: job.key_encoding, algorithm: job.algorithm, encoding: job.encoding });
			if (refused) return refused;
			const [{ streamHmac }, { keyBytes }, through] = await Promise.all([import('../ops/hmac/hmac-stream.js'), import('../ops/hmac/hmac.js'), pasted(job.input_encoding)]);
			const state = await streamHmac(job.algorithm, keyBytes(job.key, job.key_encoding));
			const size = await eachSlice(post, id, source, (bytes) => state.update(bytes), through);
			return { status: 200, body: { size, hmac: state.digest(job.encoding), algorithm: job.algorithm } };
		}
		case 'encode': {
			const { chunkCodec } = await import('../ops/encode/stream-codec.js');
			const codec = chunkCodec(job.scheme, job.direction);
			// Decoded bytes are written as the form's output_encoding asks for hex or base64; encoding ignores it, as the operation does.
			const sink = job.direction === 'decode' ? (await answerSinks(job.output_encoding))() : fileSink();
			// Decoding reads the encoded text itself; the operation ignores input_encoding there too.
			const through = job.direction === 'encode' ? await pasted(job.input_encoding) : null;
			await eachSlice(post, id, source, (bytes) => sink.write(codec.push(bytes)), through);
			sink.write(codec.end());
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
			let sink = fileSink();
			const encoder = new TextEncoder();
			const answer = formatLarge(text, job.indent, job.sort_keys, () => {
				sink = fileSink();
				return (piece) => sink.write(encoder.encode(piece));
			});
			if (!('formatted' in answer)) return { status: 200, body: answer.body, answerWords: answer.answerWords };
			const file = sink.close('application/json');
			return { status: 200, body: { valid: true, size: file.size }, file };
		}
		case 'data-convert':
			return dataConvert(msg, post);
		case 'entropy': {
			const [{ entropyStream }, through] = await Promise.all([import('../ops/entropy/entropy-stream.js'), pasted(job.input_encoding)]);
			const state = entropyStream();
			await eachSlice(post, id, source, (bytes) => state.update(bytes), through);
			return { status: 200, body: state.result() };
		}
		case 'hexdump': {
			const refused = await checked(load, 'hexdump', 'hexdump', { input: '', direction: job.direction, style: job.style, width: job.width });
			if (refused) return refused;
			if (job.direction === 'parse') {
				// The dump's text is read as it is (input_encoding is for bytes to dump), maybe twice: hexdump-parse-stream.ts.
				const { parseDumpStream } = await import('../ops/hexdump/hexdump-parse-stream.js');
				const answerSink = await answerSinks(job.output_encoding);
				let sink = answerSink();
				const bytes = await parseDumpStream((take) => eachSlice(post, id, source, take), () => (sink = answerSink()), limit.bytes);
				return { status: 200, body: { bytes }, file: sink.close('application/octet-stream') };
			}
			const [{ dumpStream }, through] = await Promise.all([import('../ops/hexdump/hexdump-stream.js'), pasted(job.input_encoding)]);
			const style = job.style ?? 'xxd';
			const dumper = dumpStream(style, job.width ?? (style === 'plain' ? 30 : 16));
			const sink = fileSink();
			const bytes = await eachSlice(post, id, source, (slice) => sink.write(dumper.push(slice)), through);
			sink.write(dumper.end());
			return { status: 200, body: { bytes }, file: sink.close('text/plain') };
		}
		case 'text-diff': {
			if (!msg.other) return { status: 400, body: { detail: 'new: missing' } };
			const refused = await checked(load, 'text-diff', 'text-diff', { old: '', new: '', context: job.context });
			if (refused) return refused;
			return diffFiles(post, id, source, msg.other, job.context);
		}
		case 'compress': {
			// Decompressing takes no level nor file name (the operation ignores them), and the operation's check of an empty input would fail as truncated data.
			if (job.direction === 'compress') {
				const refused = await checked(load, 'compress', 'compress', { input: '', algorithm: job.algorithm, direction: 'compress', level: job.level, filename: job.filename });
				if (refused) return refused;
			}
			const { runCompressLarge } = await import('../ops/compress/compress-large.js');
			return { status: 200, ...(await runCompressLarge(job, largeIo(post, id, source, job.input_encoding, await answerSinks(job.output_encoding)))) };
		}
		case 'cipher': {
			// Checked encrypting 16 bytes, which every algorithm takes (aes-kw's smallest key data): the key, IV, salt and the rest are refused as the API would.
			const fields: Record<string, unknown> = { ...job, input: '00'.repeat(16), input_encoding: 'hex', direction: 'encrypt' };
			delete fields.kind;
			const refused = await checked(load, 'cipher', 'cipher', fields);
			if (refused) return refused;
			const { runCipherLarge } = await import('../ops/cipher/cipher-large.js');
			return { status: 200, ...(await runCipherLarge(job, largeIo(post, id, source, job.input_encoding, await answerSinks(job.output_encoding)))) };
		}
	}
}

/**
 * Two files diffed by lines (ops/text-diff/large-diff.ts), read whole as bytes; progress is the
 * share of both files' lines whose place in the diff is known. Past LARGE_DIFF_MS the operation's
 * refusal says the files are too different.
 */
async function diffFiles(post: Post, id: number, old: Blob, now: Blob, context: number): Promise<Answer> {
	const [{ diffLarge, TooDifferent }, { errors }] = await Promise.all([import('../ops/text-diff/large-diff.js'), import('../ops/text-diff/errors.js')]);
	const total = old.size + now.size;
	post({ type: 'progress', id, done: 0, total });
	const [a, b] = await Promise.all([old.arrayBuffer(), now.arrayBuffer()]);
	const sink = fileSink();
	let posted = 0;
	const progress = (fraction: number) => {
		if (performance.now() - posted < 100) return;
		posted = performance.now();
		post({ type: 'progress', id, done: Math.round(fraction * total), total });
	};
	try {
		const counts = diffLarge(new Uint8Array(a), new Uint8Array(b), context, (bytes) => sink.write(bytes), performance.now() + LARGE_DIFF_MS, progress);
		post({ type: 'progress', id, done: total, total });
		const file = sink.close('text/x-diff');
		return { status: 200, body: { ...counts, size: file.size }, file };
	} catch (err) {
		if (!(err instanceof TooDifferent)) throw err;
		const said = errors.words('too_different_files', { seconds: LARGE_DIFF_MS / 1000 });
		return { status: 422, body: { detail: fullText(said) }, words: said };
	}
}

/**
 * The data converter: CSV and JSON arrays record by record as the file streams
 * (ops/data-convert/stream-convert.ts), progress said as it is read; XML to JSON from the text
 * without its tree (ops/data-convert/stream-xml.ts), and a JSON object around lists to JSON or
 * YAML member by member (ops/data-convert/stream-json-object.ts); anything else read whole, up
 * to its own lower limit (DATA_CONVERT_WHOLE).
 */
async function dataConvert({ id, job, source }: LargeRequest, post: Post): Promise<Answer> {
	if (job.kind !== 'data-convert') throw new Error('not a data-convert job');
	const [{ ConvertError, convertText }, { blobText, convertStream }] = await Promise.all([import('../ops/data-convert/convert.js'), import('../ops/data-convert/stream-convert.js')]);
	const encoder = new TextEncoder();
	let sink = fileSink();
	let posted = 0;
	// A reading's bytes as a share of the whole job: JSON to CSV reads the file twice.
	const open = (pass: { pass: number; passes: number } | null) => {
		let read = 0;
		return blobText(source, (count) => {
			if (!pass) return;
			read += count;
			if (performance.now() - posted > 100) {
				posted = performance.now();
				post({ type: 'progress', id, done: Math.round((pass.pass * source.size + read) / pass.passes), total: source.size });
			}
		});
	};
	/** Progress of a text read whole: the share of it written, said at most every 100 ms. */
	const written = (share: number) => {
		if (performance.now() - posted < 100) return;
		posted = performance.now();
		post({ type: 'progress', id, done: Math.round(share * source.size), total: source.size });
	};
	try {
		post({ type: 'progress', id, done: 0, total: source.size });
		const streamed = await convertStream(open, job.from, job.to as Format /* a table target is never streamed: streamsRecords */, job.indent, (piece) => sink.write(encoder.encode(piece)));
		if (streamed !== 'whole') {
			post({ type: 'progress', id, done: source.size, total: source.size });
			const file = sink.close(MEDIA_TYPES[job.to]);
			return { status: 200, body: { from: streamed.from, size: file.size }, file };
		}
		let text: string | undefined;
		if (await xmlToJson(job, source)) {
			// XML to JSON: the text whole, but not its tree (stream-xml.ts), when the document is a root around elements.
			const { convertXmlLarge } = await import('../ops/data-convert/stream-xml.js');
			text = await source.text();
			sink = fileSink();
			// Progress is the share of the root's children written (reading the text takes a moment; its records, most of the time).
			if (convertXmlLarge(text, job.from === 'xml' ? 'xml' : 'auto', job.indent, (piece) => sink.write(encoder.encode(piece)), written) === 'xml') {
				const file = sink.close(MEDIA_TYPES.json);
				return { status: 200, body: { from: 'xml', size: file.size }, file };
			}
		}
		if (await jsonObject(job, source)) {
			// A JSON object around lists, to JSON or YAML: the text whole, but not its tree (stream-json-object.ts).
			if (source.size > JSON_OBJECT_LARGE.bytes) return tooLarge(JSON_OBJECT_LARGE);
			const { convertJsonObjectLarge } = await import('../ops/data-convert/stream-json-object.js');
			text ??= await source.text();
			sink = fileSink();
			const to = job.to as 'json' | 'yaml';
			if (convertJsonObjectLarge(text, job.from as 'json' | 'auto', to, job.indent, (piece) => sink.write(encoder.encode(piece)), written) === 'json') {
				const file = sink.close(MEDIA_TYPES[to]);
				return { status: 200, body: { from: 'json', size: file.size }, file };
			}
		}
		if (source.size > DATA_CONVERT_WHOLE.bytes) return tooLarge(DATA_CONVERT_WHOLE);
		sink = fileSink();
		text ??= await source.text();
		post({ type: 'progress', id, done: source.size, total: source.size });
		// The API's answer cap is for a JSON body; here the answer is a file.
		const converted = convertText(text, job.from, job.to, job.indent, Infinity);
		sink.write(encoder.encode(converted.output));
		const file = sink.close(MEDIA_TYPES[job.to]);
		return { status: 200, body: { from: converted.from, size: file.size }, file };
	} catch (error) {
		if (error instanceof ConvertError) return refusal(error.words, error.field);
		throw error;
	}
}

/** Whether the large XML reader may take the job: XML (given, or a text starting with `<` from `auto`) to JSON, within its limit. */
async function xmlToJson(job: Extract<LargeJob, { kind: 'data-convert' }>, source: Blob): Promise<boolean> {
	if (job.to !== 'json' || source.size > XML_TO_JSON.bytes) return false;
	if (job.from === 'xml') return true;
	return job.from === 'auto' && /[^\s\uFEFF]/.exec(await source.slice(0, 4096).text())?.[0] === '<';
}

/** Whether the job is a JSON object to JSON or YAML (stream-json-object.ts): the text starts with '{'. */
async function jsonObject(job: Extract<LargeJob, { kind: 'data-convert' }>, source: Blob): Promise<boolean> {
	if ((job.from !== 'json' && job.from !== 'auto') || (job.to !== 'json' && job.to !== 'yaml')) return false;
	return /[^\s\uFEFF]/.exec(await source.slice(0, 4096).text())?.[0] === '{';
}

/** Over a limit: the page says it in its language, with the reason (LargeRun.svelte). */
function tooLarge(limit: { bytes: number; reason: string }): Answer {
	return { status: 413, body: { detail: `input: at most ${limit.bytes} bytes`, code: 'too_large', limit: limit.bytes, reason: limit.reason } };
}

const CODE: Record<LargeKind, () => Promise<unknown>> = {
	hash: () => import('../ops/hash/hash-stream.js'),
	hmac: () => Promise.all([import('../ops/hmac/hmac-stream.js'), import('../ops/hmac/hmac.js')]),
	encode: () => import('../ops/encode/stream-codec.js'),
	'json-format': () => import('../ops/json/format-large.js'),
	'data-convert': () => Promise.all([import('../ops/data-convert/convert.js'), import('../ops/data-convert/stream-convert.js'), import('../ops/data-convert/stream-xml.js')]),
	'text-diff': () => Promise.all([import('../ops/text-diff/large-diff.js'), import('../ops/text-diff/errors.js')]),
	entropy: () => import('../ops/entropy/entropy-stream.js'),
	hexdump: () => Promise.all([import('../ops/hexdump/hexdump-stream.js'), import('../ops/hexdump/hexdump-parse-stream.js'), import('../ops/encode/stream-codec.js')]),
	// stream-codec: an answer in hex or base64 (large-sinks.ts).
	compress: () => Promise.all([import('../ops/compress/compress-large.js'), import('fflate'), import('../ops/encode/stream-codec.js')]),
	cipher: () => Promise.all([import('../ops/cipher/cipher-large.js'), import('../ops/encode/stream-codec.js')])
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
		// Bytes not in their scheme or encoding: the operation's own 422.
		const words = wordsOf(err);
		if (words) return { type: 'large-result', id: msg.id, ...refusal(words, words.field) };
		console.error('utilkit worker: large', msg.job.kind, err);
		// Offline before the service worker held this code (ops.worker.ts answers a run the same way).
		const unloaded = err instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(err.message);
		answer = unloaded
			? { status: 503, body: { detail: 'Could not load this tool’s code. Reconnect and try again.', code: 'code_unavailable' } }
			: { status: 500, body: { detail: 'Internal error' } };
	}
	return { type: 'large-result', id: msg.id, ...answer };
}
