/**
 * What bounds every decoder of /compress: its 422s (CompressError), the output counted against
 * MAX_OUTPUT as it grows (Sink), and anything a library throws read as corrupt data (guarded).
 */
import { WordedError, type ValuesOf, type Words } from '../../engine/words.js';
import type { Algorithm } from './compress.js';
import { errors } from './errors.js';
import { MAX_OUTPUT } from './limits.js';

/** A failure with its words, turned into a 422 naming `field` by the definition. */
export class CompressError extends WordedError {
	constructor(
		words: Words,
		readonly field = 'input'
	) {
		super(words);
	}
}

export const tooBig = () => new CompressError(errors.words('too_big', { max: MAX_OUTPUT }));
/** Data refused with a library's own message as the reason (the fixed reasons: `invalid`). */
export const corrupt = (algorithm: Algorithm, why?: string) => new CompressError(errors.words('corrupt', { algorithm, why: why ?? '' }));

/** A fixed reason the data is refused for: a `corrupt_*` message of the catalog, translated whole. */
export type Reason = keyof typeof errors.english & `corrupt_${string}`;
export const invalid = <K extends Reason>(id: K, values: ValuesOf<(typeof errors.english)[K]> & { algorithm: Algorithm }) => new CompressError(errors.words(id, values as never));

/** Bytes pushed to a streaming decoder at a time, so the output is counted as it grows. */
export const CHUNK = 65_536;

/** Collects decoded chunks and stops (422) as soon as the total passes MAX_OUTPUT. */
export class Sink {
	readonly chunks: Uint8Array[] = [];
	total = 0;
	constructor(private readonly budget: { left: number }) {}
	add(chunk: Uint8Array) {
		this.total += chunk.length;
		this.budget.left -= chunk.length;
		if (this.budget.left < 0) throw tooBig();
		this.chunks.push(chunk);
	}
	bytes(): Uint8Array {
		if (this.chunks.length === 1) return this.chunks[0];
		const out = new Uint8Array(this.total);
		let at = 0;
		for (const c of this.chunks) {
			out.set(c, at);
			at += c.length;
		}
		return out;
	}
}

/** Runs a decoder, turning anything it throws other than our own 422s into "corrupt". */
export async function guarded<T>(algorithm: Algorithm, work: () => T | Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (err) {
		if (err instanceof CompressError) throw err;
		throw corrupt(algorithm, err instanceof Error ? err.message : String(err));
	}
}

/** Whether `data` begins with the bytes of a format's magic number. */
export const startsWith = (data: Uint8Array, prefix: number[]) => prefix.every((byte, i) => data[i] === byte);
