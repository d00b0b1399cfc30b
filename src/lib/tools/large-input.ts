/**
 * The way a large paste reaches a tool's view (src/lib/run/README.md, "Large inputs"): a view that
 * can run a file (hash, HMAC, encode, JSON format, data converter, text diff) registers here
 * while it is shown; the form's text field, given a paste over LARGE_PASTE_CHARS (or over the
 * field's own limit), hands the text here as a Blob instead of putting it in the field, so
 * megabytes never sit in the DOM, the share link, the history or a JSON message, and the view
 * runs it in the worker like a dropped file.
 */
import { LARGE_PASTE_CHARS } from '$lib/run/large-limits.js';
import type { InputEncoding } from '$lib/ops/_shared/bytes-io.js';
import type { AnswerEncoding } from '$lib/worker/large-protocol.js';

/** Takes a large paste: the text as a Blob, a name ('' for a paste) and the field it was pasted in. */
type Receiver = (source: Blob, name: string, field: string) => void;

/** Which pastes a view takes: those in `fields`, over `chars` characters (and over LARGE_PASTE_CHARS or the field's own limit). */
interface Wanted {
	fields: readonly string[];
	chars?: number;
}

let receiver: (Wanted & { take: Receiver }) | null = null;

/**
 * The view that takes large inputs registers while it is mounted; returns the unregister. It
 * takes pastes in the operation's main text field, `input`, unless told (text diff takes `old`
 * and `new`, over the API's 100,000 characters, a limit its schema cannot state as a length).
 */
export function receiveLargeInput(take: Receiver, wanted: Wanted = { fields: ['input'] }): () => void {
	const mine = { ...wanted, take };
	receiver = mine;
	return () => {
		if (receiver === mine) receiver = null;
	};
}

/**
 * Called by a form field on paste: true when the text went to the view as a large input (the
 * field then keeps what it had). Only the fields the view named hand over.
 */
export function offerPaste(fieldKey: string, text: string, fieldLimit?: number): boolean {
	if (!receiver || !receiver.fields.includes(fieldKey)) return false;
	if (text.length <= Math.min(LARGE_PASTE_CHARS, fieldLimit ?? Infinity, receiver.chars ?? Infinity)) return false;
	receiver.take(new Blob([text], { type: 'text/plain' }), '', fieldKey);
	return true;
}

/**
 * How a large input's bytes are written: a paste (handed over unnamed) as the form's
 * `input_encoding` says (hex, base64, latin1 or UTF-8 text); a file is its own bytes.
 */
export function pasteEncoding(input: Record<string, unknown>, name: string): InputEncoding | undefined {
	const encoding = input.input_encoding;
	// The list is bytes-io's INPUT_ENCODINGS, not imported: that module brings zod, and this one is in every tool page.
	return name === '' && (encoding === 'hex' || encoding === 'base64' || encoding === 'latin1') ? encoding : undefined;
}

/**
 * How a large job's bytes answer is written (src/lib/run/README.md, "A large answer's encoding"):
 * as hex or base64 text when the form's `output_encoding` asks for it; otherwise (left unset, utf8,
 * latin1) the file is the bytes themselves.
 */
export function answerEncoding(input: Record<string, unknown>): AnswerEncoding | undefined {
	const encoding = input.output_encoding;
	return encoding === 'hex' || encoding === 'base64' ? encoding : undefined;
}
