/**
 * What the app's large-input worker takes, per kind of job (src/lib/run/README.md, "Large
 * inputs"). A streamed job holds one slice at a time, so only time bounds it; one whose answer is
 * a file keeps that file in the browser; a whole-document job holds the text and its parse.
 * Each operation's README.md says its own under "Limits". Tiny on purpose: the page imports it.
 */
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

export type LargeKind = 'hash' | 'hmac' | 'encode' | 'json-format';

/** Why a kind stops where it does: the page says it beside a refusal (LargeRun.svelte). */
export type LimitReason = 'streamed' | 'file-answer' | 'whole-document';

export const LARGE_LIMITS: Record<LargeKind, { bytes: number; reason: LimitReason }> = {
	// Read slice by slice into the digest: memory stays flat, a bigger file only takes longer.
	hash: { bytes: 16 * GiB, reason: 'streamed' },
	hmac: { bytes: 16 * GiB, reason: 'streamed' },
	// The answer (4/3 of the input in base64, twice it in hex) is kept as a file until downloaded.
	encode: { bytes: 1 * GiB, reason: 'file-answer' },
	// The text, its parse and the written answer are all in memory at once: several times the input.
	'json-format': { bytes: 128 * MiB, reason: 'whole-document' }
};

/** An answer over this many bytes is a file: a preview of its head and Download, never the DOM. */
export const BIG_ANSWER_BYTES = 1024 * 1024;

/** A paste over this many characters goes to the worker as a file instead of into the field. */
export const LARGE_PASTE_CHARS = 1024 * 1024;

/** The operations whose page takes a file or a large paste, and the job kind that runs it. */
export const LARGE_KIND_OF: Record<string, LargeKind> = { hash: 'hash', hmac: 'hmac', encode: 'encode', 'json-format': 'json-format' };
