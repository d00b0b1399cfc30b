/**
 * CSV read record by record from text that arrives in pieces (a file in the app's worker,
 * src/lib/run/README.md, "Large inputs"), giving the same rows and the same errors, at the same
 * lines, as read.ts's readCsv gives for the whole text: papaparse's own parser is driven the way
 * its file streamer drives it (each piece parsed after the previous one's unfinished record,
 * which is parsed again with more text), and readCsv's rules (blank lines, header, field counts,
 * which error wins) are applied as the records go by.
 */
import Papa from 'papaparse';
import { errors, libraryId } from './errors.js';
import { ConvertError, define } from './read.js';

/** What papaparse hands its step callback. */
interface Step {
	data: string[];
	errors: { code: string; message: string; index?: number }[];
	meta: { cursor: number };
}
interface Handle {
	parse(input: string, baseIndex: number, ignoreLastRow: boolean): { meta: { cursor: number } };
}
const ParserHandle = (Papa as unknown as { ParserHandle: new (config: object) => Handle }).ParserHandle;

/**
 * Text is handed to the parser once this much has gathered: papaparse guesses the line break
 * from the first mebibyte of its first piece (guessLineEndings), so the first piece must hold at
 * least that much for the guess to be the one made over the whole text; larger pieces also parse
 * an unfinished record again less often.
 */
export const PIECES = { first: 1024 * 1024 + 1, then: 1024 * 1024 };

/** Characters gathered before the first parse and each later one (tests parse in small pieces). */
export type PieceSizes = typeof PIECES;

export interface CsvSummary {
	/** Header fields; 0 when the text has no record at all. */
	columns: number;
	/** Records after the header. */
	records: number;
}

/**
 * Reads CSV from `pieces`, calling `row` with each record after the header as an object (names
 * from the header, every value a string), in order. An error is thrown as readCsv throws it: a
 * parse error (papaparse's) wins over a repeated header name or a wrong field count even when it
 * comes later, so after one of those no more rows are handed on but the text is read to its end.
 * @throws ConvertError naming `input`
 */
export async function readCsvStream(pieces: AsyncIterable<string>, row: (value: Record<string, string>) => void, sizes: PieceSizes = PIECES): Promise<CsvSummary> {
	// Absolute offsets: `base` is where `text` (the piece being parsed) starts in the whole text.
	let text = '';
	let base = 0;
	// readCsv's line count: lines before `start`, the end of the last record seen.
	let start = 0;
	let line = 1;
	let header: string[] | null = null;
	let records = 0;
	let problem: { message: string; code: string; index: number; line: number } | null = null;
	let structural: ConvertError | null = null;

	const step = (result: Step) => {
		if (problem) return;
		const end = result.meta.cursor;
		const recordLine = line;
		for (let i = start - base; i < end - base; i++) {
			const c = text.charCodeAt(i);
			if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
		}
		const error = result.errors[0];
		if (error) {
			// The error lies in this record: its line counted from the record's first one.
			const index = base + (error.index ?? end - base);
			let at = recordLine;
			for (let i = start - base; i < index - base; i++) {
				const c = text.charCodeAt(i);
				if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) at++;
			}
			problem = { message: error.message, code: error.code, index, line: at };
		}
		start = end;
		if (problem || structural) return;
		const fields = result.data;
		if (fields.length === 1 && fields[0] === '') return;
		if (!header) {
			const seen = new Set<string>();
			for (const name of fields) {
				if (seen.has(name)) {
					structural = new ConvertError('input', errors.words('at_line', { line: recordLine, reason: errors.words('csv_duplicate_header', { name }), format: 'CSV' }));
					return;
				}
				seen.add(name);
			}
			header = fields;
			return;
		}
		if (fields.length !== header.length) {
			structural = new ConvertError('input', errors.words('at_line', { line: recordLine, reason: errors.words('csv_fields', { count: fields.length, header: header.length }), format: 'CSV' }));
			return;
		}
		const value: Record<string, string> = {};
		header.forEach((name, i) => define(value, name, fields[i]));
		records++;
		row(value);
	};

	const handle = new ParserHandle({ delimiter: ',', step, chunkSize: NaN });
	let waiting: string[] = [];
	let gathered = 0;
	let parsed = false;
	const parse = (final: boolean) => {
		parsed = true;
		text += waiting.join('');
		waiting = [];
		gathered = 0;
		// A lone CR at the end waits for the next piece: whether it ends a line depends on the
		// character after it, for readCsv's count and for a CRLF line break.
		let held = '';
		if (!final && text.endsWith('\r')) {
			held = '\r';
			text = text.slice(0, -1);
		}
		const cursor = handle.parse(text, base, !final).meta.cursor;
		if (!final) {
			text = text.slice(cursor - base) + held;
			base = cursor;
		}
	};
	for await (const piece of pieces) {
		waiting.push(piece);
		gathered += piece.length;
		if (gathered >= (parsed ? sizes.then : sizes.first)) parse(false);
		if (problem) break;
	}
	if (!problem) parse(true);
	if (problem) {
		const { message, code, line: at } = problem as { message: string; code: string; line: number };
		throw new ConvertError('input', errors.words('at_line', { line: at, reason: errors.words(libraryId('csv', code), { text: message }), format: 'CSV' }));
	}
	if (structural) throw structural;
	return { columns: header ? (header as string[]).length : 0, records };
}
