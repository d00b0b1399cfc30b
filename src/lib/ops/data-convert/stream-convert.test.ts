// The streamed conversion (stream-convert.ts) against convertText on generated texts cut into
// random pieces: the same answer character for character, or the same error; and CSV to JSON
// against Python's csv and json modules (an independent reader and writer).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import Papa from 'papaparse';
import { stringify as stringifyYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConvertError, convertText, type Format } from './convert.js';
import type { Source } from './options.js';
import { blobText, convertStream } from './stream-convert.js';
import { convertJsonObjectLarge } from './stream-json-object.js';

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
	let s = seed >>> 0;
	const next = () => {
		s = (s + 0x6d2b79f5) >>> 0;
		let t = s;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (n: number) => Math.floor(next() * n);
	const pick = <T>(items: readonly T[]): T => items[int(items.length)];
	return { next, int, pick };
}
type Random = ReturnType<typeof random>;

/** Cuts `text` into pieces of 1 to `max` characters (a surrogate pair may be cut too). */
async function* cut(text: string, r: Random, max: number): AsyncGenerator<string> {
	for (let i = 0; i < text.length; ) {
		const n = 1 + r.int(max);
		yield text.slice(i, i + n);
		i += n;
	}
}

/** How long the first piece must be for papaparse to guess the line break the whole text gives. */
function guessed(text: string): number {
	const kinds = [/\r\n/, /\r(?!\n)/, /(?<!\r)\n/].filter((kind) => kind.test(text)).length;
	return kinds > 1 ? text.length + 1 : Papa.parse(text, { preview: 1, delimiter: ',' }).meta.cursor + 2;
}

type Outcome = { output: string; from: string } | { error: string; field: string };

function whole(text: string, from: Source, to: Format, indent: number): Outcome {
	try {
		return convertText(text, from, to, indent, Infinity);
	} catch (error) {
		if (error instanceof ConvertError) return { error: error.message, field: error.field };
		throw error;
	}
}

/** The streamed answer, or convertText's when the streamed way answers `whole`. */
async function streamed(text: string, from: Source, to: Format, indent: number, seed: number, small = true): Promise<Outcome & { streamed: boolean }> {
	const r = random(seed);
	const max = r.pick([1, 3, 17, 200, 5000]);
	const parts: string[] = [];
	// Small pieces for papaparse too. papaparse guesses the line break from its first piece (its
	// first mebibyte), which in the worker holds a mebibyte: here it holds the header's line
	// break, or the whole text when the text has line breaks of different kinds.
	try {
		const answer = await convertStream(() => cut(text, r, max), from, to, indent, (piece) => parts.push(piece), small ? { first: Math.max(1 + r.int(64), guessed(text)), then: 1 + r.int(64) } : undefined);
		if (answer === 'whole') return { ...whole(text, from, to, indent), streamed: false };
		return { output: parts.join(''), from: answer.from, streamed: true };
	} catch (error) {
		if (error instanceof ConvertError) return { error: error.message, field: error.field, streamed: true };
		throw error;
	}
}

const CELLS = ['', ' ', 'a', 'São Paulo', 'Smith, Jo', 'say "hi"', 'two\nlines', 'crlf\r\nline', 'cr\rline', '  padded  ', 'tab\t', '😀 emoji', '007', '1.10', '-0', '1e999', 'true', 'null', '=SUM(A1)', '\u00a0', '\u2028', 'é', '__proto__', '1', '0x1F', 'a"b', '"', ',', '#x'];
const NAMES = ['id', 'name', 'city', '1', '2', '__proto__', 'São', 'a b', 'x,y', 'q"q', 'line\nbreak', 'k:v', ''];

function quote(cell: string, r: Random, always: boolean): string {
	return always || /[",\r\n]/.test(cell) || r.int(6) === 0 ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** CSV with one kind of line break (mixed ones would make papaparse's guess depend on where the first piece ends). */
function csvText(r: Random, broken: boolean): string {
	const eol = r.pick(['\n', '\r\n', '\r']);
	const columns = 1 + r.int(5);
	const names: string[] = [];
	while (names.length < columns) {
		const name = r.pick(NAMES) + (r.int(3) ? String(names.length) : '');
		if (!names.includes(name) || (broken && r.int(4) === 0)) names.push(name);
	}
	const always = r.int(4) === 0;
	const cell = () => r.pick(CELLS).replace(/\r\n|\r|\n/g, eol);
	const lines = [names.map((n) => quote(n.replace(/\n/g, eol), r, always)).join(',')];
	const rows = r.int(12);
	for (let i = 0; i < rows; i++) {
		if (r.int(10) === 0) lines.push('');
		let count = columns;
		if (broken && r.int(8) === 0) count += r.pick([-1, 1]);
		const cells = Array.from({ length: Math.max(1, count) }, () => quote(cell(), r, always));
		if (broken && r.int(10) === 0) cells[0] = '"unterminated' + cells[0];
		if (broken && r.int(10) === 0) cells[0] = '"bad"quote';
		lines.push(cells.join(','));
	}
	return lines.join(eol) + (r.int(2) ? eol : '') + (r.int(6) === 0 ? eol + eol : '');
}

function jsonValue(r: Random, depth: number): unknown {
	switch (r.int(depth > 1 ? 6 : 9)) {
		case 0:
			return r.pick(CELLS);
		case 1:
			return r.pick([0, -0, 1.5, 2 ** 64, 1e21, -3, 0.1]);
		case 2:
			return r.pick([true, false, null]);
		case 3:
			return r.pick(CELLS) + r.int(100);
		case 4:
		case 5:
			return r.int(3);
		case 6:
			return [jsonValue(r, depth + 1)];
		default: {
			const o: Record<string, unknown> = {};
			for (let i = r.int(3); i > 0; i--) o[r.pick(NAMES)] = jsonValue(r, depth + 1);
			return o;
		}
	}
}

/** A JSON array of records as people write them, with raw numbers (1.0, 1e999) and damage when `broken`. */
function jsonText(r: Random, broken: boolean): string {
	const space = () => r.pick(['', ' ', '\n', '\r\n  ', '\t', '\r']);
	const rows: string[] = [];
	const count = r.int(8);
	for (let i = 0; i < count; i++) {
		if (r.int(12) === 0) {
			rows.push(JSON.stringify(jsonValue(r, 1)));
			continue;
		}
		const entries: string[] = [];
		for (let k = 1 + r.int(4); k > 0; k--) {
			const raw = r.int(10) === 0 ? r.pick(['1.0', '1e999', '-1e999', '1E2', '-0.0', '100000000000000000000000']) : JSON.stringify(jsonValue(r, 1));
			entries.push(`${space()}${JSON.stringify(r.pick(NAMES))}${space()}:${space()}${raw}`);
		}
		rows.push(`{${entries.join(',')}${space()}}`);
	}
	let text = `${space()}[${rows.map((row) => space() + row + space()).join(',')}]${space()}`;
	if (broken) {
		const at = r.int(text.length + 1);
		const damage = r.pick(['', ',', ']', '}', '"', ':', '[', '{', 'x', '1', '\u0001', ' ', '\\']);
		text = r.int(2) ? text.slice(0, at) + damage + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
	}
	return text;
}

const PAIRS: [Source, Format][] = [
	['csv', 'json'],
	['csv', 'csv'],
	['auto', 'json'],
	['auto', 'csv'],
	['json', 'json'],
	['json', 'csv'],
	['csv', 'yaml'],
	['auto', 'yaml'],
	['json', 'yaml'],
	['csv', 'xml'],
	['auto', 'xml'],
	['json', 'xml']
];

/**
 * A YAML sequence at the margin as people write it: items written by yaml's stringify (any
 * indent), with comments, a start marker, blank lines and CRLF around them; when `odd`, what
 * makes it read whole or fail: an anchor and alias, a mapping, a second document, damage.
 */
function yamlText(r: Random, odd: boolean): string {
	const items = Array.from({ length: r.int(8) }, () => (r.int(4) ? jsonValue(r, 0) : Object.fromEntries([[r.pick(NAMES), r.pick(CELLS)]])));
	let text = items.length ? stringifyYaml(items, { indent: r.pick([1, 2, 4]), lineWidth: r.pick([0, 20, 80]) }) : '[]\n';
	const lines = text.split('\n');
	for (let i = lines.length - 1; i > 0; i--) if (r.int(8) === 0) lines.splice(i, 0, r.pick(['', '# note', '  # indented note', '   ']));
	if (r.int(4) === 0) lines.unshift(r.pick(['---', '--- # start', '# a list', '']));
	if (odd) {
		const at = r.int(lines.length + 1);
		const damage = r.pick(['- &a x', '- *a', '---', '...', 'key: value', '  - [1, 2', '- "open', '- {a: 1', '%YAML 1.2', '- a: 1\n  a: 2', '- - x\n  - y', '\t- x']);
		lines.splice(at, 0, damage);
	}
	text = lines.join('\n');
	return r.int(4) === 0 ? text.replace(/\n/g, '\r\n') : text;
}

/** A JSON object around arrays of records (jsonText's), values and names given twice now and then, damaged when `broken`. */
function jsonObjectText(r: Random, broken: boolean): string {
	const space = () => r.pick(['', ' ', '\n', '\r\n  ', '\t']);
	const members: string[] = [];
	for (let k = r.int(5); k > 0; k--) {
		const name = r.int(8) === 0 ? r.pick(NAMES) : r.pick(NAMES) + k;
		const value = r.int(3) ? jsonText(r, false) : r.int(6) === 0 ? r.pick(['1.0', '1e999', '[]', '{}', '[[1, 2], [3]]']) : JSON.stringify(jsonValue(r, 1));
		members.push(`${space()}${JSON.stringify(name)}${space()}:${value}`);
	}
	let text = `${space()}{${members.join(',')}${space()}}${space()}`;
	if (broken) {
		const at = r.int(text.length + 1);
		const damage = r.pick(['', ',', ']', '}', '"', ':', '[', '{', 'x', '1', '\u0001', ' ', '\\']);
		text = r.int(2) ? text.slice(0, at) + damage + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
	}
	return text;
}

describe('a JSON object around arrays, member by member (stream-json-object.ts), equals convertText', () => {
	it.each([['json', 'json'], ['auto', 'json'], ['json', 'yaml'], ['auto', 'yaml']] as ['json' | 'auto', 'json' | 'yaml'][])('given %s to %s', (from, to) => {
		let streamedCount = 0;
		for (let seed = 1; seed <= 400; seed++) {
			const r = random(seed * 15485863);
			const text = jsonObjectText(r, seed % 3 === 0);
			const indent = to === 'yaml' ? r.pick([1, 2, 4]) : r.pick([0, 1, 2, 8]);
			const parts: string[] = [];
			let answer: Outcome;
			try {
				const read = convertJsonObjectLarge(text, from, to, indent, (piece) => parts.push(piece));
				if (read === 'whole') answer = whole(text, from, to, indent);
				else {
					streamedCount++;
					answer = { output: parts.join(''), from: read };
				}
			} catch (error) {
				if (!(error instanceof ConvertError)) throw error;
				answer = { error: error.message, field: error.field };
			}
			expect(answer, `seed ${seed}: ${JSON.stringify(text)}`).toEqual(whole(text, from, to, indent));
		}
		// Most are answered member by member; the others are broken, or hold 1e999, a name twice or an index.
		expect(streamedCount).toBeGreaterThan(150);
	});
});

describe('streamed conversion equals convertText', () => {
	it.each(PAIRS)('CSV given %s to %s', async (from, to) => {
		let streamedCount = 0;
		for (let seed = 1; seed <= 250; seed++) {
			const r = random(seed);
			const text = csvText(r, seed % 3 === 0);
			const indent = r.pick([0, 2, 4]);
			const got = await streamed(text, from, to, indent, seed);
			if (got.streamed) streamedCount++;
			const { streamed: _, ...answer } = got;
			expect(answer, `seed ${seed}: ${JSON.stringify(text)}`).toEqual(whole(text, from, to, indent));
		}
		// The streamed way answered many of them itself (with auto, not the ones YAML might read, with ':' in the first line).
		if (from !== 'json') expect(streamedCount).toBeGreaterThan(from === 'auto' ? 80 : 200);
	});

	it.each(PAIRS)('JSON given %s to %s', async (from, to) => {
		let streamedCount = 0;
		for (let seed = 1; seed <= 300; seed++) {
			const r = random(seed * 7919);
			const text = jsonText(r, seed % 2 === 0);
			const indent = r.pick([0, 1, 2, 8]);
			const got = await streamed(text, from, to, indent, seed);
			if (got.streamed) streamedCount++;
			const { streamed: _, ...answer } = got;
			expect(answer, `seed ${seed}: ${JSON.stringify(text)}`).toEqual(whole(text, from, to, indent));
		}
		if (from !== 'csv') expect(streamedCount).toBeGreaterThan(150);
	});

	it.each([['yaml', 'json'], ['yaml', 'csv'], ['yaml', 'yaml'], ['yaml', 'xml'], ['auto', 'json'], ['auto', 'csv']] as [Source, Format][])('YAML given %s to %s', async (from, to) => {
		let streamedCount = 0;
		for (let seed = 1; seed <= 300; seed++) {
			const r = random(seed * 104729);
			const text = yamlText(r, seed % 3 === 0);
			const indent = r.pick([0, 2, 4]);
			const got = await streamed(text, from, to, indent, seed);
			if (got.streamed) streamedCount++;
			const { streamed: _, ...answer } = got;
			const expected = whole(text, from, to, indent);
			// A quoted string left open: the whole reading runs on into the next items, an item's
			// reading stops at its end; the same error, at another place (README, "Limits in the app").
			const reason = (outcome: Outcome) => ('error' in outcome ? outcome.error.replace(/^line \d+, column \d+: /, '') : null);
			if (/^Missing closing .?quote/.test(reason(expected) ?? '')) expect(reason(answer)).toBe(reason(expected));
			else expect(answer, `seed ${seed}: ${JSON.stringify(text)}`).toEqual(expected);
		}
		expect(streamedCount).toBeGreaterThan(120);
	});

	it('reads a CSV text of over a mebibyte in the pieces the worker uses, with the line break guessed over the first mebibyte', async () => {
		const r = random(42);
		const rows = ['id,name,note'];
		for (let i = 0, size = 0; size < 1_600_000; i++) {
			rows.push(`${i},${quote(r.pick(CELLS).replace(/\r\n|\r|\n/g, '\r\n'), r, false)},x${i}`);
			size += rows[i + 1].length + 2;
		}
		// Other line breaks late in the text, inside quotes.
		const text = rows.join('\r\n') + '\r\n9,a,"b\nc"\r\n10,"c\rd",e\r';
		for (const to of ['json', 'csv'] as const) {
			const got = await streamed(text, 'auto', to, 2, 5, false);
			expect(got.streamed).toBe(true);
			const { streamed: _, ...answer } = got;
			expect(answer).toEqual(whole(text, 'auto', to, 2));
		}
	});

	it('reads a Blob as Blob.text() decodes it, multi-byte characters cut between slices included', async () => {
		const text = '\uFEFFname,city\r\nAna,São Paulo 😀\r\n'.repeat(3000);
		const bytes = new TextEncoder().encode(text);
		const blob = new Blob([bytes.slice(0, 7), bytes.slice(7, 50_001), bytes.slice(50_001)]);
		let read = 0;
		const pieces: string[] = [];
		for await (const piece of blobText(blob, (n) => (read += n))) pieces.push(piece);
		expect(pieces.join('')).toBe(await blob.text());
		expect(read).toBe(bytes.length);
	});
});

const python = existsSync('/usr/bin/python3');
describe.skipIf(!python)('CSV to JSON against Python csv and json', () => {
	it('gives what csv.DictReader and json.dumps give, for generated valid CSV', async () => {
		const texts: string[] = [];
		for (let seed = 1; texts.length < 150; seed++) {
			const r = random(seed * 31);
			const text = csvText(r, false);
			// Python's reader keeps blank lines out too, but reads a lone CR inside a field its own way: CRLF and LF only.
			if (text.includes('\r') && !text.includes('\r\n')) continue;
			if (/^\r?\n/.test(text)) continue;
			texts.push(text);
		}
		const script = `
import csv, io, json, sys
out = []
for text in json.load(sys.stdin):
    rows = [r for r in csv.reader(io.StringIO(text, newline=''))]
    rows = [r for r in rows if r != [] and r != ['']]
    if not rows:
        out.append('[]'); continue
    header, records = rows[0], rows[1:]
    if len(set(header)) != len(header) or any(len(r) != len(header) for r in records):
        out.append(None); continue
    out.append(json.dumps([dict(zip(header, r)) for r in records], ensure_ascii=False, indent=2, separators=(',', ': ')))
print(json.dumps(out))`;
		const expected: (string | null)[] = JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(texts), encoding: 'utf8' }));
		let compared = 0;
		for (const [i, text] of texts.entries()) {
			if (expected[i] === null) continue;
			const got = await streamed(text, 'csv', 'json', 2, i);
			// Python keeps keys in header order; JavaScript objects put integer-like names first.
			if (JSON.parse(expected[i]!).some((row: object) => Object.keys(row).some((k) => /^(0|[1-9]\d*)$/.test(k)))) continue;
			// Python's DictReader keeps the last of two equal names the same way; __proto__ is data in both.
			expect((got as { output: string }).output, text).toBe(expected[i]);
			compared++;
		}
		expect(compared).toBeGreaterThan(80);
	});
});

describe('the limit of a data converter job in the app', () => {
	it('is the streamed one for CSV, JSON or YAML to JSON, CSV, YAML or XML, XML to JSON its own, and the whole-document one when TOML is on either side or XML is read otherwise', async () => {
		const { DATA_CONVERT_WHOLE, LARGE_LIMITS, largeLimit, XML_TO_JSON } = await import('../../run/large-limits.js');
		const job = (from: Source, to: Format) => largeLimit({ kind: 'data-convert', from, to, indent: 2 });
		for (const [from, to] of PAIRS) expect(job(from, to)).toEqual(LARGE_LIMITS['data-convert']);
		for (const [from, to] of [['yaml', 'toml'], ['toml', 'json'], ['csv', 'toml'], ['toml', 'csv'], ['xml', 'xml'], ['xml', 'yaml']] as [Source, Format][]) expect(job(from, to)).toEqual(DATA_CONVERT_WHOLE);
		expect(job('xml', 'json')).toEqual(XML_TO_JSON);
		expect(DATA_CONVERT_WHOLE.bytes).toBeLessThan(XML_TO_JSON.bytes);
		expect(DATA_CONVERT_WHOLE.bytes).toBeLessThan(LARGE_LIMITS['data-convert'].bytes);
	});
});
