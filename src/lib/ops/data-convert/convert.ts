/**
 * The same data in JSON, YAML, TOML, CSV or XML: every format is read into plain JSON values first
 * (read.ts; `auto` detects the format, detect.ts), then written through the same libraries. What
 * cannot be written throws a ConvertError naming `to`.
 */
import { XMLBuilder } from 'fast-xml-parser';
import Papa from 'papaparse';
import { stringify as stringifyToml } from 'smol-toml';
import { stringify as stringifyYaml } from 'yaml';
import { detectFormat } from './detect.js';
import { errors } from './errors.js';
import { MAX_OUTPUT, type Format, type Source, type TextTarget } from './options.js';
import { ConvertError, define, readData, XML_OPTIONS } from './read.js';
import { writeIni } from './formats/ini.js';
import { writeJson5 } from './formats/json5.js';
import { writeNdjson } from './formats/ndjson.js';
import { writePhp } from './formats/php.js';
import { writePlist } from './formats/plist.js';
import { writeProperties } from './formats/properties.js';
import { writeQueryString } from './formats/query-string.js';
import { writeRison } from './formats/rison.js';
import { writeTable } from './formats/table.js';

export { FORMATS, MAX_OUTPUT, type Format } from './options.js';
export { ConvertError } from './read.js';

const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Calls `visit` on every value with its path, parents first. */
function walk(value: unknown, visit: (v: unknown, path: string) => void, path = ''): void {
	visit(value, path);
	if (Array.isArray(value)) value.forEach((child, i) => walk(child, visit, `${path}/${i}`));
	else if (isObject(value)) for (const [key, child] of Object.entries(value)) walk(child, visit, `${path}/${escapeToken(key)}`);
}

function writeJson(value: unknown, indent: number): string {
	walk(value, (v, path) => {
		if (typeof v === 'number' && !Number.isFinite(v)) throw new ConvertError('to', errors.words('json_not_finite', { value: String(v), path }));
	});
	return JSON.stringify(value, null, indent);
}

function writeYaml(value: unknown, indent: number): string {
	return stringifyYaml(value, {
		// Written so that YAML 1.1 readers (PyYAML, many tools) read the same data too: strings such
		// as "yes", "on" or "0o14" are quoted; a YAML 1.2 reader reads it the same.
		version: '1.1',
		// Indent 0 writes the compact flow style: { a: 1, b: [ 1, 2 ] }.
		...(indent === 0 ? { collectionStyle: 'flow' as const } : { indent }),
		lineWidth: 0,
		aliasDuplicateObjects: false
	});
}

function writeToml(value: unknown): string {
	if (!isObject(value)) throw new ConvertError('to', errors.words('toml_top', { kind: Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value }));
	walk(value, (v, path) => {
		if (v === null) throw new ConvertError('to', errors.words('toml_null', { path }));
	});
	return stringifyToml(value);
}

function writeCsv(value: unknown): string {
	const rows = isObject(value) ? [value] : value;
	if (!Array.isArray(rows)) throw new ConvertError('to', errors.words('csv_rows'));
	const fields: string[] = [];
	const known = new Set<string>();
	const data = rows.map((row, i) => {
		if (!isObject(row)) throw new ConvertError('to', errors.words('csv_row', { index: i }));
		const out: Record<string, string> = {};
		for (const [key, v] of Object.entries(row)) {
			if (v !== null && typeof v === 'object') throw new ConvertError('to', errors.words('csv_nested', { path: `/${i}/${escapeToken(key)}` }));
			if (!known.has(key)) {
				known.add(key);
				fields.push(key);
			}
			define(out, key, v === null ? '' : String(v));
		}
		return out;
	});
	if (fields.length === 0) return '';
	// RFC 4180: CRLF between records, fields quoted when they hold a comma, quote or line break.
	return Papa.unparse({ fields, data }, { newline: '\r\n', quotes: false, escapeFormulae: false });
}

const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*(:[A-Za-z_][A-Za-z0-9._-]*)?$/;

/**
 * Throws what XML cannot hold, the first in reading order: an array in an array, a name XML does
 * not allow. `path` is where `value` is in the whole (stream-xml-writer.ts checks item by item).
 */
export function checkXml(value: unknown, path = ''): void {
	walk(
		value,
		(v, at) => {
			if (Array.isArray(v) && v.some(Array.isArray)) throw new ConvertError('to', errors.words('xml_nested_array', { path: at }));
			if (isObject(v)) {
				for (const key of Object.keys(v)) {
					const name = key.startsWith('@') ? key.slice(1) : key;
					if (key !== '#text' && !XML_NAME.test(name)) throw new ConvertError('to', errors.words('xml_name', { key, path: at }));
				}
			}
		},
		path
	);
}

/** fast-xml-parser's builder with the reader's options, `indent` spaces a level (0: one line). */
export const xmlBuilder = (indent: number) => new XMLBuilder({ ...XML_OPTIONS, format: indent > 0, indentBy: ' '.repeat(indent), suppressEmptyNode: true });

function writeXml(value: unknown, indent: number): string {
	checkXml(value);
	// XML has one root element. An object with one key (not an array) is it; any other object is
	// put inside <root>; an array becomes <root> with one <item> per element (CSV rows, say);
	// a lone value <root>value</root>.
	if (Array.isArray(value)) value = { root: { item: value } };
	else if (!isObject(value)) value = { root: value };
	const object = value as Record<string, unknown>;
	const keys = Object.keys(object);
	const single = keys.length === 1 && !keys[0].startsWith('@') && keys[0] !== '#text' && !Array.isArray(object[keys[0]]);
	const doc = single ? object : { root: object };
	return xmlBuilder(indent).build(doc) as string;
}

/**
 * Writes plain JSON values in a format, without a trailing line break, at most `maxOutput`
 * characters (the API's MAX_OUTPUT; the app's worker, which answers a file, gives none).
 */
export function writeData(value: unknown, to: TextTarget, indent: number, maxOutput = MAX_OUTPUT): string {
	let out: string;
	switch (to) {
		case 'json':
			out = writeJson(value, indent);
			break;
		case 'yaml':
			out = writeYaml(value, indent);
			break;
		case 'toml':
			out = writeToml(value);
			break;
		case 'csv':
			out = writeCsv(value);
			break;
		case 'xml':
			out = writeXml(value, indent);
			break;
		case 'plist':
			out = writePlist(value, indent);
			break;
		case 'properties':
			out = writeProperties(value);
			break;
		case 'ini':
			out = writeIni(value);
			break;
		case 'query-string':
			out = writeQueryString(value);
			break;
		case 'json5':
			out = writeJson5(value, indent);
			break;
		case 'ndjson':
			out = writeNdjson(value);
			break;
		case 'php':
			out = writePhp(value);
			break;
		case 'rison':
		case 'o-rison':
		case 'a-rison':
			out = writeRison(value, to);
			break;
		case 'ascii-table':
		case 'markdown-table':
		case 'html-table':
			out = writeTable(value, to);
			break;
	}
	// One convention for every format: no trailing line break.
	out = out.replace(/\s+$/, '');
	if (out.length > maxOutput) throw new ConvertError('to', errors.words('too_long', { max: maxOutput }));
	return out;
}

/**
 * Converts a text between formats; `from` `auto` detects the input's format (detect.ts), and the
 * answer says the format it was read as.
 * @example convertText('a: 1', 'auto', 'json', 0) // { output: '{"a":1}', from: 'yaml' }
 */
export function convertText(text: string, from: Source, to: TextTarget, indent: number, maxOutput = MAX_OUTPUT): { output: string; from: Format } {
	const read = from === 'auto' ? detectFormat(text) : { format: from, value: readData(text, from) };
	return { output: writeData(read.value, to, indent, maxOutput), from: read.format };
}

/**
 * Converts a text between two known formats.
 * @example convertData('a: 1', 'yaml', 'json', 2) // '{\n  "a": 1\n}'
 */
export function convertData(text: string, from: Format, to: TextTarget, indent: number): string {
	return writeData(readData(text, from), to, indent);
}
