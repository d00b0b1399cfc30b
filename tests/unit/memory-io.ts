/**
 * A large job's io (src/lib/worker/large-jobs.ts, LargeIo) over bytes in memory, as the worker
 * gives it over a Blob: `read` hands the bytes on in slices of `slice` bytes (an odd size cuts
 * across a cipher's blocks), the sinks keep what is written. For test files only.
 */
/** A sink keeping each piece written (a copy: the writer may reuse its buffer). */
function memorySink(parts: Uint8Array[]) {
	return {
		get written() {
			return parts.reduce((sum, part) => sum + part.length, 0);
		},
		write: (b: Uint8Array) => void parts.push(b.slice()),
		close: (type: string) => {
			const all = Buffer.concat(parts);
			return { blob: new Blob([all], { type }), size: all.length, head: all.subarray(0, 4096) };
		}
	};
}

/** The io over `data` (its `size` may be said otherwise, as a job told a wrong size would be), and `out`, what its sink was given. */
export function memoryIo(data: Uint8Array, { size = data.length, slice = 65_536 }: { size?: number; slice?: number } = {}) {
	const parts: Uint8Array[] = [];
	return {
		io: {
			size,
			read: async (take: (b: Uint8Array) => void) => {
				for (let at = 0; at < data.length; at += slice) take(data.subarray(at, at + slice));
				return data.length;
			},
			stream: () => new Blob([data as BlobPart]).stream(),
			blob: async () => new Blob([data as BlobPart]),
			progress: () => {},
			rawSink: () => memorySink([]),
			sink: () => memorySink(parts)
		},
		out: () => Buffer.concat(parts)
	};
}
