/**
 * What the app's large-input worker takes, per kind of job (src/lib/run/README.md, "Large
 * inputs"). A streamed job holds one slice at a time, so only time bounds it; one whose answer is
 * a file keeps that file in the browser; a whole-document job holds the text and its parse.
 * Each operation's README.md says its own under "Limits". Tiny on purpose: the page imports it.
 */
import type { LargeJob } from '../worker/large-protocol.js';
import { streamsRecords } from '../ops/data-convert/options.js';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

export type LargeKind = 'hash' | 'hmac' | 'encode' | 'json-format' | 'data-convert' | 'text-diff' | 'entropy' | 'hexdump' | 'compress' | 'cipher';

/** Why a kind stops where it does: the page says it beside a refusal (LargeRun.svelte). */
export type LimitReason = 'streamed' | 'file-answer' | 'whole-document' | 'two-files';

export const LARGE_LIMITS: Record<LargeKind, { bytes: number; reason: LimitReason }> = {
	// Read slice by slice into the digest: memory stays flat, a bigger file only takes longer.
	hash: { bytes: 16 * GiB, reason: 'streamed' },
	hmac: { bytes: 16 * GiB, reason: 'streamed' },
	// The answer (4/3 of the input in base64, twice it in hex) is kept as a file until downloaded.
	encode: { bytes: 1 * GiB, reason: 'file-answer' },
	// The text, its parse and the written answer are all in memory at once: several times the input.
	'json-format': { bytes: 128 * MiB, reason: 'whole-document' },
	// CSV, JSON arrays and YAML sequences to JSON, CSV, YAML or XML are read record by record (memory stays a piece of the
	// text and a record); the answer, larger than the text for CSV to JSON, is kept as a file.
	'data-convert': { bytes: 512 * MiB, reason: 'file-answer' },
	// Each of the two files (so up to twice this in all): both, and 5 bytes per line, at once.
	'text-diff': { bytes: 128 * MiB, reason: 'two-files' },
	// A histogram and a few sums, whatever the size (ops/entropy/entropy-stream.ts).
	entropy: { bytes: 16 * GiB, reason: 'streamed' },
	// The dump is kept as a file until downloaded, and it is several times its bytes: xxd writes
	// 68 characters for 16 bytes (4.25×), hexdump -C 79 (4.9×), xxd -p 2×, so 256 MiB make about
	// 1.1-1.3 GB (narrower lines more: 16× at one byte a line). A dump read back is smaller than its text.
	hexdump: { bytes: 256 * MiB, reason: 'file-answer' },
	// gzip, deflate, zlib, xz, zip and the block and stream ciphers stream; the answer is kept as a file
	// (a decompression stops at 2 GiB too, a zip's files together, and a zip holds at most 1,000
	// files, as in the API; only its central directory, at most 64 MiB, is held). Algorithms read
	// whole stop at 64 MiB in the worker.
	compress: { bytes: 2 * GiB, reason: 'file-answer' },
	cipher: { bytes: 2 * GiB, reason: 'file-answer' }
};

/**
 * A large diff gives up after this long (ops/text-diff/large-diff.ts): files differing in a few
 * thousand lines take seconds, very different ones could take hours.
 */
export const LARGE_DIFF_MS = 30_000;

/**
 * The data converter's other conversions (TOML on either side, XML read but to JSON, a JSON text
 * that is not an array to CSV or XML, a YAML document that is not a sequence at the margin, `auto`
 * on text that may be another format) read the text whole: the text, its data as JavaScript values and the answer
 * are in memory at once (src/lib/ops/data-convert/README.md, "Limits in the app").
 */
export const DATA_CONVERT_WHOLE: { bytes: number; reason: LimitReason } = { bytes: 16 * MiB, reason: 'whole-document' };

/**
 * XML to JSON reads the text whole but not its tree (src/lib/ops/data-convert/stream-xml.ts): the
 * text, its validation and 8 bytes per child of the root element. A document of another shape is
 * read whole, within DATA_CONVERT_WHOLE.
 */
export const XML_TO_JSON: { bytes: number; reason: LimitReason } = { bytes: 128 * MiB, reason: 'whole-document' };

/**
 * A JSON object around lists, to JSON or YAML, reads the text whole but not its tree
 * (src/lib/ops/data-convert/stream-json-object.ts): the text and one member or element at a time.
 */
export const JSON_OBJECT_LARGE: { bytes: number; reason: LimitReason } = { bytes: 128 * MiB, reason: 'whole-document' };

/** The limit of one job: the data converter's depends on its formats. */
export function largeLimit(job: LargeJob): { bytes: number; reason: LimitReason } {
	if (job.kind === 'data-convert' && job.from === 'xml' && job.to === 'json') return XML_TO_JSON;
	if (job.kind === 'data-convert' && !streamsRecords(job.from, job.to)) return DATA_CONVERT_WHOLE;
	return LARGE_LIMITS[job.kind];
}

/** An answer over this many bytes is a file: a preview of its head and Download, never the DOM. */
export const BIG_ANSWER_BYTES = 1024 * 1024;

/** A paste over this many characters goes to the worker as a file instead of into the field. */
export const LARGE_PASTE_CHARS = 1024 * 1024;

/** The operations whose page takes a file or a large paste, and the job kind that runs it. */
export const LARGE_KIND_OF: Record<string, LargeKind> = {
	hash: 'hash',
	hmac: 'hmac',
	encode: 'encode',
	'json-format': 'json-format',
	'data-convert': 'data-convert',
	'text-diff': 'text-diff',
	entropy: 'entropy',
	hexdump: 'hexdump',
	compress: 'compress',
	cipher: 'cipher'
};
