/**
 * Tables drawn for people from rows of data (CyberChef's "To Table"): answers only, nothing reads
 * them back. Rows are an array of objects (CSV's reading: the names, in the order first seen, are
 * the header; a missing name is an empty cell) or an array of arrays (rows of cells, the first row
 * the header where the format needs one); one object is one row. Cells are values: null is empty,
 * numbers and booleans their text, a nested value a 422 naming `to`.
 *
 * - ascii-table: CyberChef's ASCII layout (ToTable.mjs): `+---+` borders above, below and under
 *   the header, `| cell |` padded to the column's widest cell.
 * - markdown-table: a GitHub (GFM) pipe table as Python's tabulate writes tablefmt="github" (each
 *   column at least as wide as its header plus 2, `|---|` under the header, cells trimmed), `|` escaped
 *   as `\|`.
 * - html-table: `<table>` with `<thead>` and `<tbody>`, a row a line, as tabulate's "html" lays it
 *   out, without its padding; every cell's text escaped (& < > " ').
 * In ASCII and Markdown a line break inside a cell becomes a space (a row is one line).
 */
import { errors } from '../errors.js';
import type { TableFormat } from '../options.js';
import { ConvertError } from '../read.js';
import { escapeHtml } from '../../_shared/markup-escape.js';

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The header (undefined for rows of arrays) and the rows, every one as long as the widest. */
function tableOf(value: unknown, format: TableFormat): { header?: string[]; rows: string[][] } {
	const name = format.toUpperCase();
	const rows = isObject(value) ? [value] : value;
	if (!Array.isArray(rows)) throw new ConvertError('to', errors.words('table_shape', { format: name }));
	const cell = (v: unknown, path: string) => {
		if (v !== null && typeof v === 'object') throw new ConvertError('to', errors.words('flat_nested', { format: name, path }));
		return v === null || v === undefined ? '' : String(v);
	};
	if (rows.every(Array.isArray)) {
		const width = Math.max(0, ...rows.map((row) => row.length));
		return { rows: rows.map((row, i) => Array.from({ length: width }, (_, j) => cell(row[j], `/${i}/${j}`))) };
	}
	const header: string[] = [];
	const known = new Set<string>();
	rows.forEach((row, i) => {
		if (!isObject(row)) throw new ConvertError('to', errors.words('table_row', { format: name, index: i }));
		for (const key of Object.keys(row)) {
			if (!known.has(key)) {
				known.add(key);
				header.push(key);
			}
		}
	});
	return { header, rows: (rows as Record<string, unknown>[]).map((row, i) => header.map((key) => cell(Object.hasOwn(row, key) ? row[key] : null, `/${i}/${token(key)}`))) };
}

/** Characters, as people count them (code points; CyberChef counts UTF-16 units, the same outside the astral planes). */
const width = (text: string) => Array.from(text).length;
const pad = (text: string, to: number) => text + ' '.repeat(to - width(text));
const oneLine = (text: string) => text.replace(/\r\n|\r|\n/g, ' ');
const widths = (lines: string[][], minimum: number[] = []) => lines.reduce((max, row) => row.map((c, i) => Math.max(max[i] ?? 0, width(c))), minimum);

function asciiTable(header: string[] | undefined, rows: string[][]): string {
	const lines = (header ? [header, ...rows] : rows).map((row) => row.map(oneLine));
	const sizes = widths(lines);
	const border = `+${sizes.map((size) => '-'.repeat(size + 2)).join('+')}+`;
	const line = (row: string[]) => `|${row.map((c, i) => ` ${pad(c, sizes[i])} `).join('|')}|`;
	const body = (header ? lines.slice(1) : lines).map(line);
	return [border, ...(header ? [line(lines[0]), border] : []), ...body, border].join('\n');
}

function markdownTable(header: string[], rows: string[][]): string {
	// Trimmed, as tabulate does and as GFM shows a cell anyway.
	const cells = (row: string[]) => row.map((c) => oneLine(c).trim().replace(/\|/g, '\\|'));
	const head = cells(header);
	const body = rows.map(cells);
	// tabulate's MIN_PADDING: a column is at least its header's width plus 2.
	const sizes = widths(body, head.map((h) => width(h) + 2));
	const line = (row: string[]) => `|${row.map((c, i) => ` ${pad(c, sizes[i])} `).join('|')}|`;
	return [line(head), `|${sizes.map((size) => '-'.repeat(size + 2)).join('|')}|`, ...body.map(line)].join('\n');
}


function htmlTable(header: string[] | undefined, rows: string[][]): string {
	const row = (cells: string[], tag: 'th' | 'td') => `<tr>${cells.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
	const head = header ? ['<thead>', row(header, 'th'), '</thead>'] : [];
	return ['<table>', ...head, '<tbody>', ...rows.map((r) => row(r, 'td')), '</tbody>', '</table>'].join('\n');
}

/** The table; '' for no rows and no columns. Markdown needs a header: rows of arrays give theirs from the first row. */
export function writeTable(value: unknown, format: TableFormat): string {
	const { header, rows } = tableOf(value, format);
	const columns = header ? header.length : (rows[0]?.length ?? 0);
	if (columns === 0) return '';
	if (format === 'ascii-table') return asciiTable(header, rows);
	if (format === 'html-table') return htmlTable(header, rows);
	return header ? markdownTable(header, rows) : markdownTable(rows[0], rows.slice(1));
}
