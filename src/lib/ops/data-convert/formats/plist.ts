/**
 * Apple's XML property lists (PropertyList-1.0.dtd), read with fast-xml-parser (the XML reader's
 * library, which runs in a Web Worker: the `plist` package needs a DOMParser, which workers lack)
 * and written by hand, in the layout Apple's tools and Python's plistlib write.
 * <dict> ↔ object, <array> ↔ array, <string> ↔ string, <integer>/<real> ↔ number, <true/>/<false/>
 * ↔ boolean; <date> becomes its ISO 8601 text and <data> its base64 (white space removed): JSON
 * has neither, and written back they are strings. A property list has no null.
 */
import { XMLParser } from 'fast-xml-parser';
import { MAX_DEPTH } from '../../_shared/json-text.js';
import type { Words } from '../../../engine/words.js';
import { errors } from '../errors.js';
import { checkXml, ConvertError, define } from '../read.js';
import { escapeXmlText } from '../../_shared/markup-escape.js';

/** fast-xml-parser's ordered form: each element `{ name: children }`, text `{ "#text": "…" }`. */
type Node = Record<string, unknown>;

const PARSER_OPTIONS = {
	preserveOrder: true,
	ignoreAttributes: true,
	parseTagValue: false,
	trimValues: false,
	ignoreDeclaration: true,
	ignorePiTags: true,
	processEntities: true,
	htmlEntities: false,
	// The library stops at 100 nested tags by default; the module's own limit (MAX_DEPTH) says it here.
	maxNestedTags: MAX_DEPTH + 2
} as const;

/** A reading error, said as the property list's (the XML under it was well formed). */
const bad = (reason: Words) => new ConvertError('input', errors.words('in_format', { reason, format: 'PLIST' }));

/** An element's name (the one key that is not ":@"), or "#text". */
const nameOf = (node: Node) => Object.keys(node).find((k) => k !== ':@') ?? '';

/** The element children, white space between them skipped (comments are dropped by the parser). */
function elements(children: Node[]): Node[] {
	return children.filter((child) => nameOf(child) !== '#text' || String(child['#text']).trim() !== '');
}

/** An element's text content. */
const textOf = (children: Node[]) => children.map((child) => (nameOf(child) === '#text' ? String(child['#text']) : '')).join('');

function readValue(node: Node, depth: number): unknown {
	if (depth > MAX_DEPTH) throw new ConvertError('input', errors.words('too_deep', { max: MAX_DEPTH }));
	const tag = nameOf(node);
	const children = (node[tag] ?? []) as Node[];
	switch (tag) {
		case 'dict': {
			const out: Record<string, unknown> = {};
			const items = elements(children);
			for (let i = 0; i < items.length; i += 2) {
				if (nameOf(items[i]) !== 'key' || i + 1 >= items.length) throw bad(errors.words('plist_key'));
				define(out, textOf(items[i].key as Node[]), readValue(items[i + 1], depth + 1));
			}
			return out;
		}
		case 'array':
			return elements(children).map((child) => readValue(child, depth + 1));
		case 'string':
			return textOf(children);
		case 'integer': {
			const text = textOf(children).trim();
			// Decimal, or hexadecimal as plistlib and CoreFoundation also read it.
			const parts = /^([+-]?)(0x[0-9a-f]+|\d+)$/i.exec(text);
			if (!parts) throw bad(errors.words('library', { text: `"${text}" is not an integer` }));
			const magnitude = BigInt(parts[2]);
			if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) throw bad(errors.words('plist_integer', { value: text }));
			return parts[1] === '-' ? -Number(magnitude) : Number(magnitude);
		}
		case 'real': {
			const text = textOf(children).trim();
			const value = Number(text);
			if (text === '' || Number.isNaN(value)) throw bad(errors.words('library', { text: `"${text}" is not a real number` }));
			return value;
		}
		case 'true':
			return true;
		case 'false':
			return false;
		case 'date':
			return textOf(children).trim();
		case 'data':
			return textOf(children).replace(/\s+/g, '');
		default:
			throw bad(errors.words('plist_tag', { tag }));
	}
}

export function readPlist(text: string): unknown {
	// The XML reader's checks first (entity declarations refused, the validator's words and lines).
	checkXml(text);
	let tree: Node[];
	try {
		tree = new XMLParser(PARSER_OPTIONS).parse(text) as Node[];
	} catch (error) {
		if (/Maximum nested tags/.test((error as Error).message)) throw new ConvertError('input', errors.words('too_deep', { max: MAX_DEPTH }));
		throw error;
	}
	const roots = elements(tree);
	const root = roots[0];
	if (roots.length !== 1 || nameOf(root) !== 'plist') throw bad(errors.words('plist_root'));
	const values = elements(root.plist as Node[]);
	if (values.length !== 1) throw bad(errors.words('plist_root'));
	return readValue(values[0], 1);
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
/** Characters XML 1.0 cannot hold at all (not even as references). */
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold
const NOT_XML = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;

function writeValue(value: unknown, path: string, indent: string, level: number, lines: string[]): void {
	const pad = indent.repeat(level);
	if (value === null || value === undefined) throw new ConvertError('to', errors.words('plist_null', { path }));
	if (Array.isArray(value)) {
		if (value.length === 0) return void lines.push(`${pad}<array/>`);
		lines.push(`${pad}<array>`);
		value.forEach((item, i) => writeValue(item, `${path}/${i}`, indent, level + 1, lines));
		lines.push(`${pad}</array>`);
	} else if (typeof value === 'object') {
		const entries = Object.entries(value);
		if (entries.length === 0) return void lines.push(`${pad}<dict/>`);
		lines.push(`${pad}<dict>`);
		for (const [key, child] of entries) {
			if (NOT_XML.test(key)) throw new ConvertError('to', errors.words('xml_name', { key, path }));
			lines.push(`${pad}${indent}<key>${escapeXmlText(key)}</key>`);
			writeValue(child, `${path}/${token(key)}`, indent, level + 1, lines);
		}
		lines.push(`${pad}</dict>`);
	} else if (typeof value === 'boolean') lines.push(`${pad}<${value}/>`);
	else if (typeof value === 'number') lines.push(Number.isSafeInteger(value) ? `${pad}<integer>${value}</integer>` : `${pad}<real>${value}</real>`);
	else {
		const text = String(value);
		if (NOT_XML.test(text)) throw new ConvertError('to', errors.words('plist_control', { path }));
		lines.push(`${pad}<string>${escapeXmlText(text)}</string>`);
	}
}

/** Apple's header; the root value at the margin inside <plist>, `indent` spaces a level (0: one line). */
export function writePlist(value: unknown, indent: number): string {
	const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">', '<plist version="1.0">'];
	writeValue(value, '', ' '.repeat(indent), 0, lines);
	lines.push('</plist>');
	return lines.join(indent > 0 ? '\n' : '');
}
