/**
 * The data converter for a file in the app's worker (src/lib/run/README.md, "Large inputs"),
 * record by record where the data is a list of records: CSV, a JSON array or a YAML sequence at
 * the margin, to JSON, CSV or YAML. The source is read as it streams (stream-csv.ts,
 * stream-json.ts, stream-yaml.ts) and the answer written as it goes, so memory holds a piece of
 * the text and one record, not the text, its data and the answer at once. The answer is the one
 * convertText gives, character for character: the same readers read each record, the same
 * writers write it (JSON.stringify, papaparse's unparse, yaml's stringify), laid out as the whole
 * would be. Everything else (TOML, XML, a JSON text that is not an array, a YAML document of
 * another shape, `auto` on text that may be another format) is answered `whole`: the caller
 * reads the text whole and calls convertText.
 */
import Papa from 'papaparse';
import { stringify as stringifyYaml } from 'yaml';
import { errors } from './errors.js';
import { streamsRecords, type Format, type Source } from './options.js';
import { ConvertError, define } from './read.js';
import { PIECES, readCsvStream, type PieceSizes } from './stream-csv.js';
import { NotAnArray, readJsonArrayStream } from './stream-json.js';
import { NullItem, xmlArrayWriter } from './stream-xml-writer.js';
import { NotASequence, readYamlSequenceStream } from './stream-yaml.js';

/** Reads a list of records from text as it streams, calling `item` with each value and its index. */
type RecordReader = (pieces: AsyncIterable<string>, item: (value: unknown, index: number) => void) => Promise<unknown>;

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
export class Answer {
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

const YAML_FLOW = { version: '1.1' as const, collectionStyle: 'flow' as const, lineWidth: 0, aliasDuplicateObjects: false };

/**
 * One value as an item of a list in YAML's flow style (convert.ts's writeYaml with indent 0), and
 * whether it takes more than a line: then yaml lays out the whole list one item a line
 * (its stringifyFlowCollection), so one such item anywhere changes how every item is written.
 */
function flowItem(value: unknown): { text: string; lines: boolean } {
	const text = stringifyYaml([value], YAML_FLOW);
	// "[ item ]\n", or "[\n  item\n]\n" when the item has a line break.
	return text.startsWith('[\n') ? { text: text.slice(4, -3), lines: true } : { text: text.slice(2, -3), lines: false };
}

/**
 * An array of values as convert.ts's writeYaml lays it out, element by element, each written by
 * the same call as an array of one: block style (`- item` lines), or with indent 0 the flow
 * style, `[ a, b ]` or, when `lines` (an item takes more than a line), one item a line.
 */
function yamlArrayWriter(out: Answer, indent: number, lines: boolean) {
	const block = { version: '1.1' as const, indent, lineWidth: 0, aliasDuplicateObjects: false };
	let count = 0;
	return {
		item(value: unknown) {
			if (indent) out.push(stringifyYaml([value], block));
			else out.push((count === 0 ? (lines ? '[\n  ' : '[ ') : lines ? ',\n  ' : ', ') + flowItem(value).text);
			count++;
		},
		end() {
			out.push(count === 0 ? '[]' : indent ? '' : lines ? '\n]' : ' ]');
		}
	};
}

/** Throws what writeJson throws for a number JSON cannot hold (an infinity from 1e999), with its path. */
export function checkFinite(value: unknown, path: string): void {
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

/** Whether `line`, the text's first line that is not blank, may open a YAML sequence at the margin. */
const mayBeYamlSequence = (line: string | null) => line !== null && /^(?:-(?:[ \t]|$)|---|#)/.test(line);

/**
 * Converts the source into `write`, or answers `whole` when it must be read whole (see above);
 * what was written before a `whole` answer is to be thrown away.
 * @throws ConvertError as convertText throws it
 */
export async function convertStream(open: OpenSource, from: Source, to: Format, indent: number, write: (piece: string) => void, csvPieces: PieceSizes = PIECES): Promise<{ from: Format } | 'whole'> {
	if (!streamsRecords(from, to)) return 'whole';
	const { first, line, bom } = await look(open);
	// A second byte order mark (Blob.text() drops one): the readers treat it each their own way.
	if (first === '' || bom) return 'whole';
	const out = new Answer(write);
	const sequence: { from: Format; read: RecordReader; notOne: typeof NotAnArray | typeof NotASequence } | null =
		from === 'json' || (from === 'auto' && first === '[')
			? { from: 'json', read: readJsonArrayStream, notOne: NotAnArray }
			: from === 'yaml' || (from === 'auto' && mayBeYamlSequence(line))
				? { from: 'yaml', read: readYamlSequenceStream, notOne: NotASequence }
				: null;
	if (sequence) {
		try {
			if (to === 'csv') await listToCsv(open, out, sequence.read);
			else await listToList(open, out, to, indent, sequence.read);
		} catch (error) {
			if (error instanceof sequence.notOne || error instanceof NullItem) return 'whole';
			// Not JSON (or YAML): `auto` tries the other formats, on the whole text.
			if (from === 'auto' && error instanceof ConvertError && error.field === 'input') return 'whole';
			throw error;
		}
		return { from: sequence.from };
	}
	if (from === 'auto' && (line === null || !surelyCsv(line))) return 'whole';
	let list: ReturnType<typeof listWriter> | null = null;
	let csv: ((row: Record<string, string>) => void) | null = null;
	let summary;
	try {
		// YAML's flow style needs a first reading: whether any row takes more than a line.
		const flow = to === 'yaml' && indent === 0;
		const lines = flow && (await anyFlowLines((item) => readCsvStream(open({ pass: 0, passes: 2 }), item, csvPieces)));
		if (to !== 'csv') list = listWriter(out, to, indent, lines);
		summary = await readCsvStream(open(flow ? { pass: 1, passes: 2 } : { pass: 0, passes: 1 }), (row) => {
			if (list) return list.item(row);
			csv ??= csvWriter(out, Object.keys(row));
			csv(row);
		}, csvPieces);
	} catch (error) {
		if (from === 'auto' && error instanceof ConvertError) return 'whole';
		throw error;
	}
	// `auto` takes CSV of two columns or more, with a record.
	if (from === 'auto' && (summary.columns < 2 || summary.records === 0)) return 'whole';
	list?.end();
	out.flush();
	return { from: 'csv' };
}

/** The writer of a list of values in JSON, YAML or XML (`lines`: YAML's flow style one item a line). */
const listWriter = (out: Answer, to: Format, indent: number, lines = false) =>
	to === 'yaml' ? yamlArrayWriter(out, indent, lines) : to === 'xml' ? xmlArrayWriter(out, indent) : jsonArrayWriter(out, indent);

/** Whether any value a reading gives takes more than a line in YAML's flow style (flowItem). */
async function anyFlowLines(read: (item: (value: unknown) => void) => Promise<unknown>): Promise<boolean> {
	let lines = false;
	await read((value) => {
		if (!lines) lines = flowItem(value).lines;
	});
	return lines;
}

/** A list to JSON, YAML or XML; a number JSON cannot write is said once the whole text has been read (a syntax error later wins). */
async function listToList(open: OpenSource, out: Answer, to: Format, indent: number, read: RecordReader): Promise<void> {
	// YAML's flow style needs a first reading: whether any item takes more than a line.
	const flow = to === 'yaml' && indent === 0;
	const lines = flow && (await anyFlowLines((item) => read(open({ pass: 0, passes: 2 }), item)));
	const writer = listWriter(out, to, indent, lines);
	let refused: ConvertError | null = null;
	await read(open(flow ? { pass: 1, passes: 2 } : { pass: 0, passes: 1 }), (value, index) => {
		if (refused) return;
		try {
			// YAML writes infinities (.inf); JSON cannot.
			if (to === 'json') checkFinite(value, `/${index}`);
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
 * A list to CSV in two readings: the first checks the text and gathers the header (every
 * name, in the order first seen, as writeCsv does), the second writes the rows.
 */
async function listToCsv(open: OpenSource, out: Answer, read: RecordReader): Promise<void> {
	const fields: string[] = [];
	const known = new Set<string>();
	let refused: ConvertError | null = null;
	await read(open({ pass: 0, passes: 2 }), (value, index) => {
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
	await read(open({ pass: 1, passes: 2 }), (value, index) => write(csvRow(value, index)));
	out.flush();
}
