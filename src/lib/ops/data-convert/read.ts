/**
 * Reading JSON, YAML, TOML, CSV and XML into plain JSON values, through well-kept libraries: yaml
 * (YAML 1.2, core schema), smol-toml (TOML 1.0), papaparse (RFC 4180 CSV), fast-xml-parser. What
 * cannot be read throws a ConvertError whose message names the line where the library knows it.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Papa from 'papaparse';
import { parse as parseToml, TomlDate, TomlError } from 'smol-toml';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { JsonSyntaxError, MAX_DEPTH, lineColumn, parseJsonText, toValue } from '../_shared/json-text.js';
import { WordedError, type Words } from '../../engine/words.js';
import { errors, libraryId } from './errors.js';
import { readIni } from './formats/ini.js';
import { readJson5 } from './formats/json5.js';
import { readNdjson } from './formats/ndjson.js';
import { readPhp } from './formats/php.js';
import { readPlist } from './formats/plist.js';
import { readProperties } from './formats/properties.js';
import { readQueryString } from './formats/query-string.js';
import { readRison } from './formats/rison.js';

import type { Format } from './options.js';

/** What cannot be converted; `field` is the request field to name (`input`, or `to` for the target). */
export class ConvertError extends WordedError {
	constructor(
		readonly field: 'input' | 'to' | 'schema' | 'message_type',
		words: Words
	) {
		super(words);
	}
}

/** Sets a key as an own property, so that `__proto__` stays data. */
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
	Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function readJson(text: string): unknown {
	try {
		return toValue(parseJsonText(text));
	} catch (error) {
		if (error instanceof JsonSyntaxError) throw new ConvertError('input', errors.words('at_line_column', { line: error.line, column: error.column, reason: error.words, format: 'JSON' }));
		throw error;
	}
}

function readYaml(text: string): unknown {
	return yamlValue(parseYaml(text));
}

/**
 * The YAML document of `text`, or the first of its errors, at its line and column counted from
 * `firstLine` (stream-yaml.ts reads a long sequence item by item, each from the line it starts on).
 */
export function parseYaml(text: string, firstLine = 1): Document.Parsed {
	// YAML 1.2 core schema (no 1.1 booleans like "yes", no timestamps); duplicate keys are errors.
	// Errors are left plain (prettyErrors off): the library's pretty form finds the line, column and
	// context of every error, quadratic over a text with thousands of them (200,000 double quotes
	// took over 5 s); only the first is said, so only its place is looked up.
	const lines = new LineCounter();
	const doc = parseDocument(text, { version: '1.2', schema: 'core', uniqueKeys: true, prettyErrors: false, merge: false, lineCounter: lines });
	const problem = doc.errors[0];
	if (problem) {
		const message = problem.message.split(' at line ')[0].split('\n')[0];
		const pos = problem.pos ? lines.linePos(problem.pos[0]) : undefined;
		const reason = errors.words(libraryId('yaml', problem.code), { text: message });
		throw new ConvertError('input', pos ? errors.words('at_line_column', { line: pos.line + firstLine - 1, column: pos.col, reason, format: 'YAML' }) : errors.words('in_format', { reason, format: 'YAML' }));
	}
	return doc;
}

/** The document's data; aliases are capped (a "billion laughs" document fails instead of expanding). */
export function yamlValue(doc: Document.Parsed): unknown {
	try {
		return doc.toJS({ maxAliasCount: 100 });
	} catch (error) {
		throw new ConvertError('input', errors.words('in_format', { reason: errors.words(libraryId('yaml', (error as { code?: unknown }).code), { text: (error as Error).message }), format: 'YAML' }));
	}
}

/** TOML dates and times as ISO 8601 text, without the ".000" smol-toml adds when there are no fractional seconds. */
function tomlDateText(date: TomlDate): string {
	return date.toISOString().replace(/\.000(?=Z|[+-]\d\d:\d\d|$)/, '');
}

function plainToml(value: unknown): unknown {
	if (value instanceof TomlDate) return tomlDateText(value);
	if (Array.isArray(value)) return value.map(plainToml);
	if (value && typeof value === 'object') {
		const out: Record<string, unknown> = {};
		for (const [key, child] of Object.entries(value)) define(out, key, plainToml(child));
		return out;
	}
	return value;
}

function readToml(text: string): unknown {
	try {
		return plainToml(parseToml(text));
	} catch (error) {
		if (error instanceof TomlError) {
			const message = error.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
			throw new ConvertError('input', errors.words('at_line_column', { line: error.line, column: error.column, reason: errors.words('library', { text: message }), format: 'TOML' }));
		}
		throw error;
	}
}

/** RFC 4180 with a header row: one object per record, every value a string. */
function readCsv(text: string): Record<string, string>[] {
	const records: { fields: string[]; line: number }[] = [];
	let start = 0;
	// Lines counted as the records go by (a line break inside quotes counts too): linear, not quadratic.
	let line = 1;
	let problem: { message: string; code: string; index: number } | undefined;
	Papa.parse<string[]>(text, {
		delimiter: ',',
		step: (result) => {
			const end = result.meta.cursor;
			const recordLine = line;
			for (let i = start; i < end; i++) {
				const c = text.charCodeAt(i);
				if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
			}
			start = end;
			const error = result.errors[0];
			if (error && !problem) problem = { message: error.message, code: error.code, index: error.index ?? start };
			// Blank lines are not records (RFC 4180 has none; a trailing one is common).
			if (!(result.data.length === 1 && result.data[0] === '')) records.push({ fields: result.data, line: recordLine });
		}
	});
	if (problem) throw new ConvertError('input', errors.words('at_line', { line: lineColumn(text, problem.index).line, reason: errors.words(libraryId('csv', problem.code), { text: problem.message }), format: 'CSV' }));
	if (records.length === 0) return [];
	const [header, ...rows] = records;
	const seen = new Set<string>();
	for (const name of header.fields) {
		if (seen.has(name)) throw new ConvertError('input', errors.words('at_line', { line: header.line, reason: errors.words('csv_duplicate_header', { name }), format: 'CSV' }));
		seen.add(name);
	}
	return rows.map(({ fields, line }) => {
		if (fields.length !== header.fields.length) {
			throw new ConvertError('input', errors.words('at_line', { line, reason: errors.words('csv_fields', { count: fields.length, header: header.fields.length }), format: 'CSV' }));
		}
		const row: Record<string, string> = {};
		header.fields.forEach((name, i) => define(row, name, fields[i]));
		return row;
	});
}

export const XML_OPTIONS = {
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	textNodeName: '#text',
	// Values stay text: "007" is not 7 and "1.10" not 1.1 (XML has no types).
	parseTagValue: false,
	parseAttributeValue: false,
	ignoreDeclaration: true,
	ignorePiTags: true,
	processEntities: true,
	htmlEntities: false
} as const;

/**
 * Refuses what the XML reader refuses, with its words: entity declarations, and what
 * fast-xml-parser's validator finds wrong. Also the first step of the large XML reader
 * (stream-xml.ts), so its errors are these.
 * @throws ConvertError
 */
export function checkXml(text: string): void {
	// Entity declarations can expand exponentially ("billion laughs"); documents with them are refused.
	const entity = text.search(/<!ENTITY/i);
	if (entity >= 0) throw new ConvertError('input', errors.words('at_line', { line: lineColumn(text, entity).line, reason: errors.words('xml_entities'), format: 'XML' }));
	const verdict = XMLValidator.validate(text);
	if (verdict !== true) {
		const reason = errors.words(libraryId('xml', verdict.err.code), { text: verdict.err.msg });
		throw new ConvertError('input', errors.words('at_line_column', { line: verdict.err.line, column: verdict.err.col, reason, format: 'XML' }));
	}
}

function readXml(text: string): unknown {
	checkXml(text);
	return new XMLParser(XML_OPTIONS).parse(text);
}

/** Reads a text in a format into plain JSON values (objects, arrays, strings, numbers, booleans, null). */
export function readData(text: string, format: Format): unknown {
	let value: unknown;
	try {
		switch (format) {
			case 'json':
				value = readJson(text);
				break;
			case 'yaml':
				value = readYaml(text);
				break;
			case 'toml':
				value = readToml(text);
				break;
			case 'csv':
				value = readCsv(text);
				break;
			case 'xml':
				value = readXml(text);
				break;
			case 'plist':
				value = readPlist(text);
				break;
			case 'properties':
				value = readProperties(text);
				break;
			case 'ini':
				value = readIni(text);
				break;
			case 'query-string':
				value = readQueryString(text);
				break;
			case 'json5':
				value = readJson5(text);
				break;
			case 'ndjson':
				value = readNdjson(text);
				break;
			case 'php':
				value = readPhp(text);
				break;
			case 'rison':
			case 'o-rison':
			case 'a-rison':
				value = readRison(text, format);
				break;
		}
	} catch (error) {
		if (error instanceof ConvertError) throw error;
		// A library's own failure on hostile input (deep nesting overflowing the stack, say).
		throw new ConvertError('input', errors.words('unreadable', { format: format.toUpperCase(), reason: errors.words('library', { text: (error as Error).message }) }));
	}
	checkDepth(value);
	return value;
}

/** Refuses nesting deeper than MAX_DEPTH (writers recurse), without recursing itself. */
export function checkDepth(value: unknown): void {
	const stack: [unknown, number][] = [[value, 0]];
	while (stack.length) {
		const [v, depth] = stack.pop()!;
		if (v && typeof v === 'object') {
			if (depth >= MAX_DEPTH) throw new ConvertError('input', errors.words('too_deep', { max: MAX_DEPTH }));
			for (const child of Object.values(v)) stack.push([child, depth + 1]);
		}
	}
}
