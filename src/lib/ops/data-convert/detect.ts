/**
 * `from: auto`: which format a text is in, found by reading it with each format's own strict
 * reader (read.ts) in an order where a looser format cannot take a stricter one's text
 * (src/lib/ops/data-convert/README.md, "Detection"). YAML reads most text as one long string and
 * CSV reads any line as one column, so those two count only when they give what people mean by
 * them: a YAML mapping or list, CSV of two or more columns with a header and at least one record.
 */
import type { Format } from './options.js';
import { errors } from './errors.js';
import { ConvertError, readData } from './read.js';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The order formats are tried in, and what a reading must give to count as that format. */
const CANDIDATES: { format: Format; fits: (value: unknown) => boolean; when?: (text: string) => boolean }[] = [
	// Any JSON text; YAML would read it the same, but as JSON its numbers and errors are JSON's.
	{ format: 'json', fits: () => true },
	// Two or more lines, each a JSON object or array (a single line is JSON, above); before CSV,
	// which could take lines of objects with commas as columns.
	{ format: 'ndjson', fits: (value) => Array.isArray(value) && value.length >= 2 && value.every((item) => item !== null && typeof item === 'object'), when: (text) => firstCharacter(text) === '{' || firstCharacter(text) === '[' },
	// An XML document whose root element is <plist> (Apple's property list), before XML, which reads it too.
	{ format: 'plist', fits: () => true, when: (text) => firstCharacter(text) === '<' && /<plist[\s>]/.test(text) },
	// An XML document starts with "<" (a declaration, a comment or the root element); YAML would
	// read most XML as a string, so it comes before.
	{ format: 'xml', fits: () => true, when: (text) => firstCharacter(text) === '<' },
	// A comment alone is an empty TOML table: not data enough to tell.
	{ format: 'toml', fits: (value) => isObject(value) && Object.keys(value).length > 0 },
	{ format: 'yaml', fits: (value) => value !== null && typeof value === 'object' },
	{ format: 'csv', fits: (value) => Array.isArray(value) && value.length > 0 && Object.keys(value[0] as object).length >= 2 },
	// INI: a `[section]` line then `key=value` lines, which TOML refused (an unquoted value, say).
	{ format: 'ini', fits: (value) => isObject(value) && Object.keys(value).length > 0, when: looksLikeIni },
	// One line of name=value pairs joined by `&` (or after a `?`): no other format reads it as data.
	{ format: 'query-string', fits: (value) => isObject(value) && Object.keys(value).length > 0, when: (text) => looksLikeQuery(text.trim()) }
];

/** Only `[section]`, `name = value`, comment and blank lines (what the ini package reads), with at least one section. */
function looksLikeIni(text: string): boolean {
	let sections = 0;
	for (const line of text.split(/\r?\n/)) {
		if (/^[ \t]*\[[^\]]+\][ \t]*$/.test(line)) sections++;
		else if (!/^[ \t]*(?:[;#].*|[^\s[;#=][^=]*=.*)?$/.test(line)) return false;
	}
	return sections > 0;
}
/** `?a=1`, or two or more pairs joined by `&`, without white space. */
const QUERY_PAIRS = /^\??[^\s&=]+=[^\s&]*(?:&[^\s&=]+(?:=[^\s&]*)?)*$/;
const looksLikeQuery = (text: string) => (text.startsWith('?') || text.includes('&')) && QUERY_PAIRS.test(text);

/** The first character that is not white space or a byte order mark. */
function firstCharacter(text: string): string {
	return /[^\s\uFEFF]/.exec(text)?.[0] ?? '';
}

/** A TOML line: a `[table]` or `[[array]]` header, or `key = value` (bare, quoted or dotted key). */
const TOML_LINE = /^[ \t]*(?:\[\[?[ \t]*[\w"'. -]+\]\]?[ \t]*(?:#.*)?|[\w"'.-]+[ \t]*=(?!=).*)$/m;

/**
 * The format a text that no reader accepted looks most like, so that its error is the one told:
 * the first character for XML and JSON, a TOML line anywhere, a first line of comma-separated
 * values, else YAML (the loosest).
 */
function closestFormat(text: string): Format {
	const first = firstCharacter(text);
	if (first === '<') return 'xml';
	if (TOML_LINE.test(text)) return 'toml';
	if (first === '{' || first === '[' || first === '"') return 'json';
	const firstLine = text.trimStart().split(/\r\n|\r|\n/, 1)[0];
	if (firstLine.includes(',') && !/^(?:- |#)|:\s/.test(firstLine)) return 'csv';
	return 'yaml';
}

/**
 * Reads a text in the first format that fits it.
 * @example detectFormat('a = 1') // { format: 'toml', value: { a: 1 } }
 */
export function detectFormat(text: string): { format: Format; value: unknown } {
	if (text.trim() === '') throw new ConvertError('input', errors.words('detect_empty'));
	const failures = new Map<Format, ConvertError>();
	for (const { format, fits, when } of CANDIDATES) {
		if (when && !when(text)) continue;
		try {
			const value = readData(text, format);
			if (fits(value)) return { format, value };
		} catch (error) {
			if (!(error instanceof ConvertError)) throw error;
			failures.set(format, error);
		}
	}
	const closest = closestFormat(text);
	const error = failures.get(closest);
	if (error) {
		// The reader's own words name its format, "(YAML)": said as the closest, they say why it is no format at all.
		const { id, values } = error.words;
		if (!values || !('format' in values)) throw error;
		const format = errors.words('closest_format', { format: closest.toUpperCase() });
		throw new ConvertError('input', errors.words(id as 'in_format', { ...(values as { reason: string }), format }));
	}
	throw new ConvertError('input', errors.words('undetectable'));
}
