/**
 * Saves `text` as a file named `filename`, from a blob URL (no round trip, works offline).
 * @example downloadText('hash.json', JSON.stringify(body, null, 2), 'application/json')
 */
export function downloadText(filename: string, text: string, type: string): void {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const a = document.createElement('a');
	a.href = url;
	a.download = filename;
	document.body.append(a);
	a.click();
	a.remove();
	// Revoked later, not at once: some browsers read the URL after click() returns.
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
