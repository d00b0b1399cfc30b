/**
 * Saves `blob` as a file named `filename`, from a blob URL (no round trip, works offline).
 * @example downloadBlob('notes.txt.gz', file.blob)
 */
export function downloadBlob(filename: string, blob: Blob): void {
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = filename;
	document.body.append(a);
	a.click();
	a.remove();
	// Revoked later, not at once: some browsers read the URL after click() returns, and a large
	// answer's file may take a while to be written.
	setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves `text` as a file named `filename`.
 * @example downloadText('hash.json', JSON.stringify(body, null, 2), 'application/json')
 */
export function downloadText(filename: string, text: string, type: string): void {
	downloadBlob(filename, new Blob([text], { type }));
}
