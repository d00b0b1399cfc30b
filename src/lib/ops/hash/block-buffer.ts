/**
 * Bytes gathered into whole blocks for a block hash read in slices (a file is hashed piece by
 * piece: hash-stream.ts): `full` runs on each whole block as it completes; the bytes of a partial
 * block wait in `block` (its first `held`) for the next slice, or for the hash's padding.
 */
export class BlockBuffer {
	readonly block: Uint8Array;
	held = 0;
	constructor(
		size: number,
		private readonly full: (block: Uint8Array) => void
	) {
		this.block = new Uint8Array(size);
	}

	push(bytes: Uint8Array): void {
		const { block } = this;
		for (let i = 0; i < bytes.length; ) {
			const take = Math.min(block.length - this.held, bytes.length - i);
			block.set(bytes.subarray(i, i + take), this.held);
			this.held += take;
			i += take;
			if (this.held === block.length) {
				this.held = 0;
				this.full(block);
			}
		}
	}
}
