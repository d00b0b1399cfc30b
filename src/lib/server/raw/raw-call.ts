/**
 * One raw call, once admitted (src/lib/server/raw/README.md): the body is read chunk by chunk
 * into the operation's run, within MAX_RAW_BODY bytes and RAW_BODY_TIMEOUT_MS, and answered as
 * JSON at its end, or streamed as it is made (a raw `/encode` that asked for it). Each chunk is
 * handled in the event loop's turn that delivered it, so other requests are answered between two
 * chunks; nothing but the hash states or a codec's few carried bytes is kept.
 */
import { PassThrough, type Readable } from 'node:stream';
import type { Operation } from '../../engine/define.js';
import { respond } from '../api/answers.js';
import type { ApiResponse } from '../api/types.js';
import { failure, openRaw, type RawOperation, type RawRun } from './operations.js';

/** A raw request body as an adapter hands it over (ApiRequest.raw). */
export interface RawBody {
	/** Its bytes as they arrive; nothing is read before the call is admitted. */
	stream: Readable;
	/** Content-Length, or null for a chunked body. */
	length: number | null;
	/** Called when reading starts: answers a client that waits on `Expect: 100-continue`. */
	begin(): void;
}

/** The bounds of every raw call (MAX_RAW_BODY, RAW_BODY_TIMEOUT_MS; docs/operations.md). */
export interface RawLimits {
	maxBytes: number;
	timeoutMs: number;
}

/** The 413 of a raw body over MAX_RAW_BODY (by its Content-Length, or once it passes it). */
export function rawTooLarge(headers: Record<string, string>, limits: RawLimits): ApiResponse {
	return respond(413, headers, {
		detail: `Request body is larger than ${limits.maxBytes.toLocaleString('en')} bytes, the most a raw body may hold (MAX_RAW_BODY)`,
		code: 'payload_too_large'
	});
}

interface RawCall {
	op: Operation;
	headers: Record<string, string>;
	search: string;
	header(name: string): string | undefined;
	body: RawBody;
}

/**
 * Runs `call` with its raw body: the answer when the parameters are refused (at once), else a
 * promise of the JSON answer at the body's end, of the first error, or of a streamed answer as
 * soon as it has its first bytes (a failure after that cuts it off: its final chunk never comes).
 */
export function runRaw(call: RawCall, raw: RawOperation, limits: RawLimits): ApiResponse | Promise<ApiResponse> {
	const { op, headers, body } = call;
	// An operation whose code loads on first use (the hash's WebAssembly digests) loads it before its first raw call; the body waits, unread.
	if (op.prepare && op.prepared && !op.prepared()) return op.prepare().then(() => runRaw(call, raw, limits));
	const opened = openRaw(raw, op, { query: new URLSearchParams(call.search), header: (name) => call.header(name), length: body.length });
	if ('status' in opened) return respond(opened.status, headers, opened.body);
	const run: RawRun = opened;
	const source = body.stream;
	return new Promise<ApiResponse>((resolve) => {
		let bytes = 0;
		let out: PassThrough | null = null;
		let done = false;
		const timer = setTimeout(() => {
			stop();
			refuse(422, {
				detail: `the raw body was not read and answered within the time limit of ${limits.timeoutMs.toLocaleString('en')} ms (RAW_BODY_TIMEOUT_MS); send it faster, or a smaller one`,
				code: 'time_limit_exceeded'
			});
		}, limits.timeoutMs);

		/** Stops reading: what the client still sends is left to the adapter, which drops it and closes. */
		function stop(): void {
			done = true;
			clearTimeout(timer);
			source.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
		}

		/** An error answer before anything was sent; a streamed answer already begun is cut off instead. */
		function refuse(status: number, answer: Record<string, unknown>): void {
			if (out) out.destroy(new Error(String(answer.detail)));
			else resolve(respond(status, headers, answer));
		}

		function failed(err: unknown): void {
			stop();
			const result = failure(op, err);
			refuse(result.status, result.body as Record<string, unknown>);
		}

		/** The streamed answer's first bytes: 200 with them, the rest follows. */
		function send(chunk: Buffer): void {
			if (!out) {
				out = new PassThrough();
				headers['content-type'] = run.streamType!;
				resolve({ status: 200, headers, body: '', stream: out });
			}
			// The client reads slower than the body comes: the body waits (backpressure end to end).
			if (!out.write(chunk)) {
				source.pause();
				out.once('drain', () => done || source.resume());
			}
		}

		function onData(chunk: Buffer): void {
			bytes += chunk.length;
			if (bytes > limits.maxBytes) {
				stop();
				const refusal = rawTooLarge(headers, limits);
				refuse(413, JSON.parse(refusal.body));
				return;
			}
			let output: Buffer | undefined;
			try {
				output = run.write(chunk);
			} catch (err) {
				failed(err);
				return;
			}
			if (output?.length) send(output);
		}

		function onEnd(): void {
			stop();
			let answer: unknown;
			try {
				answer = run.end(bytes);
			} catch (err) {
				failed(err);
				return;
			}
			if (!run.streamType) resolve(respond(200, headers, answer));
			else {
				const last = answer as Buffer;
				if (last.length || !out) send(last);
				out!.end();
			}
		}

		/** The client went away (or the connection broke) before the body's end. */
		function onGone(): void {
			if (done) return;
			stop();
			refuse(400, { detail: 'the request body ended before its end: the connection was closed', code: 'invalid_input' });
		}

		source.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
		body.begin();
	});
}
