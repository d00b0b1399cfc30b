/**
 * The way a large paste reaches a tool's view (src/lib/run/README.md, "Large inputs"): a view that
 * can run a file (hash, HMAC, encode, JSON format) registers here while it is shown; the form's
 * text field, given a paste over LARGE_PASTE_CHARS (or over the field's own limit), hands the text
 * here as a Blob instead of putting it in the field, so megabytes never sit in the DOM, the share
 * link, the history or a JSON message, and the view runs it in the worker like a dropped file.
 */
import { LARGE_PASTE_CHARS } from '$lib/run/large-limits.js';

type Receiver = (source: Blob, name: string) => void;

let receiver: Receiver | null = null;

/** The view that takes large inputs registers while it is mounted; returns the unregister. */
export function receiveLargeInput(take: Receiver): () => void {
	receiver = take;
	return () => {
		if (receiver === take) receiver = null;
	};
}

/**
 * Called by a form field on paste: true when the text went to the view as a large input (the
 * field then keeps what it had). Only the operation's main text field (`input`) hands over.
 */
export function offerPaste(fieldKey: string, text: string, fieldLimit?: number): boolean {
	if (!receiver || fieldKey !== 'input') return false;
	if (text.length <= LARGE_PASTE_CHARS && (fieldLimit === undefined || text.length <= fieldLimit)) return false;
	receiver(new Blob([text], { type: 'text/plain' }), '');
	return true;
}
