/** Bytes read per slice: small enough that hashing one keeps the page responsive. */
export const SLICE_BYTES = 4 * 1024 * 1024;

/**
 * Feeds a file to `update` slice by slice, yielding to the page between slices (a large file is
 * never read whole into memory, and the page keeps answering), and reports the bytes done.
 * Resolves false when `cancelled()` turns true midway.
 */
export async function readInSlices(file: Blob, update: (bytes: Uint8Array) => void, progress: (done: number) => void = () => {}, cancelled: () => boolean = () => false): Promise<boolean> {
	for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
		if (cancelled()) return false;
		const bytes = new Uint8Array(await file.slice(offset, offset + SLICE_BYTES).arrayBuffer());
		update(bytes);
		progress(Math.min(file.size, offset + SLICE_BYTES));
		await new Promise((resolve) => setTimeout(resolve, 0));
	}
	return !cancelled();
}

/** "12.3 MB" in the page's language. */
export function fileSize(bytes: number, locale: string): string {
	const units = ['B', 'kB', 'MB', 'GB'];
	let value = bytes;
	let unit = 0;
	while (value >= 1000 && unit < units.length - 1) {
		value /= 1000;
		unit++;
	}
	return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}
