/**
 * The data converter for a file in the app's worker (src/lib/run/README.md, "Large inputs"),
 * record by record where the data is a list of records: CSV, or a JSON array, to JSON or CSV.
 * The source is read as it streams (stream-csv.ts, stream-json.ts) and the answer written as it
 * goes, so memory holds a piece of the text and one record, not the text, its data and the
 * answer at once. The answer is the one convertText gives, character for character: the same
 * readers read each record, the same writers write it (JSON.stringify, papaparse's unparse),
 * laid out as the whole would be. Everything else (YAML, TOML, XML, a JSON text that is not an
 * array, `auto` on text that may be another format) is answered `whole`: the caller reads the
 * text whole and calls convertText.
 */
import Papa from 'papaparse';
import { errors } from './errors.js';
import type { Format, Source } from './options.js';
import { ConvertError, define } from './read.js';
import { PIECES, readCsvStream, type PieceSizes } from './stream-csv.js';
import { NotAnArray, readJsonArrayStream } from './stream-json.js';

/** Reads the source again from its start; `pass` and `passes` say which reading this is, for progress (null: a look at its start). */
export type OpenSource = (pass: { pass: number; passes: number } | null) => AsyncIterable<string>;

/** The text of a Blob as it streams, decoded as Blob.text() decodes it (UTF-8, a leading BOM dropped). */
export async function* blobText(source: Blob, bytes: (count: number) => void = () => {}): AsyncGenerator<string> {
	const reader = source.stream().getReader();
	const decoder = new TextDecoder();
	try {
		for (;;) {
			const { value, done } = await reader.read();
			if (done) break;
			bytes(value.length);
			const text = decoder.decode(value, { stream: true });
			if (text) yield text;
		}
		const rest = decoder.decode();
		if (rest) yield rest;
	} finally {
		void reader.cancel().catch(() => {});
	}
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const SPACE = /\s/;

/**
 * The answer as it is written: pieces gathered to about a mebibyte before they are handed on,
 * and white space at the end held back until more text follows, since convertText drops it.
 */
class Answer {
	#parts: string[] = [];
	#gathered = 0;
	#held: string[] = [];
	constructor(readonly write: (piece: string) => void) {}
	push(text: string): void {
		let end = text.length;
		while (end > 0 && SPACE.test(text[end - 1])) end--;
		if (end === 0) {
			if (text) this.#held.push(text);
			return;
		}
		for (const space of this.#held) this.#add(space);
		this.#held = end < text.length ? [text.slice(end)] : [];
		this.#add(end < text.length ? text.slice(0, end) : text);
	}
	#add(text: string) {
		this.#parts.push(text);
		this.#gathered += text.length;
		if (this.#gathered >= 1 << 20) this.flush();
	}
	flush(): void {
		if (this.#parts.length) this.write(this.#parts.join(''));
		this.#parts = [];
		this.#gathered = 0;
	}
}

/** An array of values as JSON.stringify(array, null, indent) lays it out, element by element. */
function jsonArrayWriter(out: Answer, indent: number) {
	const pad = ' '.repeat(indent);
	let count = 0;
	return {
		item(value: unknown) {
			const text = JSON.stringify(value, null, indent);
			out.push(count++ === 0 ? '[' : ',');
			if (indent) out.push('\n' + pad + text.replaceAll('\n', '\n' + pad));
			else out.push(text);
		},
		end() {
			out.push(count === 0 ? '[]' : indent ? '\n]' : ']');
		}
	};
}

/** Throws what writeJson throws for a number JSON cannot hold (an infinity from 1e999), with its path. */
function checkFinite(value: unknown, path: string): void {
	if (typeof value === 'number' && !Number.isFinite(value)) throw new ConvertError('to', errors.words('json_not_finite', { value: String(value), path }));
	if (Array.isArray(value)) value.forEach((child, i) => checkFinite(child, `${path}/${i}`));
	else if (isObject(value)) for (const [key, child] of Object.entries(value)) checkFinite(child, `${path}/${escapeToken(key)}`);
}

const UNPARSE = { newline: '\r\n', quotes: false, escapeFormulae: false } as const;

/** One record of a JSON array as writeCsv takes it: a flat object, values as text. */
function csvRow(value: unknown, index: number): Record<string, string> {
	if (!isObject(value)) throw new ConvertError('to', errors.words('csv_row', { index }));
	const out: Record<string, string> = {};
	for (const [key, v] of Object.entries(value)) {
		if (v !== null && typeof v === 'object') throw new ConvertError('to', errors.words('csv_nested', { path: `/${index}/${escapeToken(key)}` }));
		define(out, key, v === null ? '' : String(v));
	}
	return out;
}

/** Rows written as writeCsv writes them all at once: the header, then CRLF and each row. */
function csvWriter(out: Answer, fields: string[]) {
	if (fields.length) out.push(Papa.unparse([fields], UNPARSE));
	return (row: Record<string, string>) => {
		if (fields.length) out.push('\r\n' + Papa.unparse({ fields, data: [row] }, { ...UNPARSE, header: false }));
	};
}

/**
 * Whether `auto` would detect as CSV a text whose first line that is not blank is `line`, when
 * CSV reads it (two columns or more, a record): convertText tries JSON, XML, TOML and YAML first.
 * JSON and XML start with other characters; TOML's first line is a table header or has '=';
 * YAML gives a mapping or a list only from a first line with ':' (a key), or one that starts
 * with an indicator ('-', '[', '{', '?', '&', '!', '%', '#' and the like).
 */
function surelyCsv(line: string): boolean {
	const first = line.trimStart()[0] ?? '';
	return first !== '' && !'[]{}<#%-?:,&*!|>\'@`.\uFEFF'.includes(first) && !line.includes(':') && !line.includes('=');
}

/** The first character that is not white space and the rest of its line (null past 64 KiB); whether the text starts with a byte order mark. */
async function look(open: OpenSource): Promise<{ first: string; line: string | null; bom: boolean }> {
	let text = '';
	for await (const piece of open(null)) {
		text += piece;
		if (text[0] === '\uFEFF') return { first: '\uFEFF', line: null, bom: true };
		const start = text.search(/\S/);
		if (start >= 0) {
			const end = text.slice(start).search(/[\r\n]/);
			if (end >= 0) return { first: text[start], line: text.slice(start, start + end), bom: false };
		}
		if (text.length > 65536) return { first: start >= 0 ? text[start] : '', line: null, bom: false };
	}
	const start = text.search(/\S/);
	return { first: start >= 0 ? text[start] : '', line: start >= 0 ? text.slice(start) : '', bom: false };
}

/**
 * Converts the source into `write`, or answers `whole` when it must be read whole (see above);
 * what was written before a `whole` answer is to be thrown away.
 * @throws ConvertError as convertText throws it
 */
export async function convertStream(open: OpenSource, from: Source, to: Format, indent: number, write: (piece: string) => void, csvPieces: PieceSizes = PIECES): Promise<{ from: Format } | 'whole'> {
	if ((from !== 'auto' && from !== 'csv' && from !== 'json') || (to !== 'json' && to !== 'csv')) return 'whole';
	const { first, line, bom } = await look(open);
	// A second byte order mark (Blob.text() drops one): the readers treat it each their own way.
	if (first === '' || bom) return 'whole';
	const out = new Answer(write);
	if (from === 'json' || (from === 'auto' && first === '[')) {
		try {
			if (to === 'json') await jsonToJson(open, out, indent);
			else await jsonToCsv(open, out);
		} catch (error) {
			if (error instanceof NotAnArray) return 'whole';
			// Not JSON: `auto` tries the other formats, on the whole text.
			if (from === 'auto' && error instanceof ConvertError && error.field === 'input') return 'whole';
			throw error;
		}
		return { from: 'json' };
	}
	if (from === 'auto' && (line === null || !surelyCsv(line))) return 'whole';
	const json = to === 'json' ? jsonArrayWriter(out, indent) : null;
	let csv: ((row: Record<string, string>) => void) | null = null;
	let summary;
	try {
		summary = await readCsvStream(open({ pass: 0, passes: 1 }), (row) => {
			if (json) return json.item(row);
			csv ??= csvWriter(out, Object.keys(row));
			csv(row);
		}, csvPieces);
	} catch (error) {
		if (from === 'auto' && error instanceof ConvertError) return 'whole';
		throw error;
	}
	// `auto` takes CSV of two columns or more, with a record.
	if (from === 'auto' && (summary.columns < 2 || summary.records === 0)) return 'whole';
	json?.end();
	out.flush();
	return { from: 'csv' };
}

/** JSON array to JSON; a number JSON cannot write is said once the whole text has been read (a syntax error later wins). */
async function jsonToJson(open: OpenSource, out: Answer, indent: number): Promise<void> {
	const writer = jsonArrayWriter(out, indent);
	let refused: ConvertError | null = null;
	await readJsonArrayStream(open({ pass: 0, passes: 1 }), (value, index) => {
		if (refused) return;
		try {
			checkFinite(value, `/${index}`);
		} catch (error) {
			refused = error as ConvertError;
			return;
		}
		writer.item(value);
	});
	if (refused) throw refused;
	writer.end();
	out.flush();
}

/**
 * JSON array to CSV in two readings: the first checks the text and gathers the header (every
 * name, in the order first seen, as writeCsv does), the second writes the rows.
 */
async function jsonToCsv(open: OpenSource, out: Answer): Promise<void> {
	const fields: string[] = [];
	const known = new Set<string>();
	let refused: ConvertError | null = null;
	await readJsonArrayStream(open({ pass: 0, passes: 2 }), (value, index) => {
		if (refused) return;
		try {
			for (const key of Object.keys(csvRow(value, index))) {
				if (!known.has(key)) {
					known.add(key);
					fields.push(key);
				}
			}
		} catch (error) {
			refused = error as ConvertError;
		}
	});
	if (refused) throw refused;
	const write = csvWriter(out, fields);
	await readJsonArrayStream(open({ pass: 1, passes: 2 }), (value, index) => write(csvRow(value, index)));
	out.flush();
}
