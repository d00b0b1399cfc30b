import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { convertData, convertText, FORMATS, MAX_OUTPUT } from './convert.js';
import { SOURCES } from './options.js';
import { dataConvert } from './index.js';

const run = (input: Record<string, unknown>) => executeOperation(dataConvert, input, { now: () => 0 });
const python = (code: string, arg: string) => execFileSync('python3', ['-c', code, arg], { encoding: 'utf8' });

describe('data-convert cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

/** JSON values without -0 (JSON and YAML write it as 0) and with finite numbers only. */
const jsonValue = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
/** Values TOML can hold: no null anywhere. */
const tomlValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
	value: fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 10 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Object.is(d, -0)), fc.boolean(), fc.array(tie('value'), { maxLength: 3 }), tie('table')),
	table: fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 })
})).table;
const name = fc.stringMatching(/^[a-z_][a-z0-9_-]{0,6}$/);
/** Records as CSV reads them: the same string-valued keys in every row. */
const records = fc.uniqueArray(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 4 }).chain((keys) =>
	fc.array(fc.tuple(...keys.map(() => fc.string({ maxLength: 12 }))).map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]))), { minLength: 1, maxLength: 5 })
);

describe('properties: reading back what was written gives the same data', () => {
	it('JSON → YAML → JSON, at every indent', () => {
		fc.assert(
			fc.property(jsonValue, fc.integer({ min: 0, max: 8 }), (value, indent) => {
				const yaml = convertData(JSON.stringify(value), 'json', 'yaml', indent);
				expect(JSON.parse(convertData(yaml, 'yaml', 'json', 0))).toEqual(value);
			}),
			fuzzParameters()
		);
	});

	it('JSON → TOML → JSON for tables without null', () => {
		fc.assert(
			fc.property(tomlValue, (value) => {
				const toml = convertData(JSON.stringify(value), 'json', 'toml', 2);
				expect(JSON.parse(convertData(toml, 'toml', 'json', 0))).toEqual(value);
			}),
			fuzzParameters()
		);
	});

	it('records → CSV → records (values with commas, quotes and line breaks)', () => {
		fc.assert(
			fc.property(records, (rows) => {
				const csv = convertData(JSON.stringify(rows), 'json', 'csv', 2);
				// A single column of empty strings is blank lines, which are not records.
				fc.pre(!rows.some((r) => Object.keys(r).length === 1 && (Object.keys(r)[0] === '' || Object.values(r)[0] === '')));
				expect(JSON.parse(convertData(csv, 'csv', 'json', 0))).toEqual(rows);
			}),
			fuzzParameters()
		);
	});

	it('element trees of text → XML → the same tree', () => {
		const tree = fc.dictionary(name, fc.oneof(fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() === s && s !== ''), fc.dictionary(name, fc.stringMatching(/^[a-z0-9 <>&'"]{1,8}$/).filter((s) => s.trim() === s), { minKeys: 1, maxKeys: 3 })), { minKeys: 1, maxKeys: 4 });
		fc.assert(
			fc.property(tree, fc.integer({ min: 0, max: 4 }), (value, indent) => {
				const xml = convertData(JSON.stringify({ doc: value }), 'json', 'xml', indent);
				expect(JSON.parse(convertData(xml, 'xml', 'json', 0))).toEqual({ doc: value });
			}),
			fuzzParameters()
		);
	});

	it('any text, in any format or auto, answers 200 or a 422 naming a field, never a 500', async () => {
		await fc.assert(
			fc.asyncProperty(fc.oneof(fc.string({ maxLength: 40 }), jsonValue.map((v) => JSON.stringify(v))), fc.constantFrom(...SOURCES), fc.constantFrom(...FORMATS), async (text, from, to) => {
				const answer = await run({ input: text, from, to });
				if (answer.status !== 200) expect(answer).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^(input|to): /) } });
			}),
			fuzzParameters()
		);
	});
});

const isJson = (text: string) => {
	try {
		JSON.parse(text);
		return true;
	} catch {
		return false;
	}
};

describe('detection (from auto): what a format’s writer wrote is detected as that format', () => {
	/** The format detected and the data read (key order aside: TOML writes tables after values). */
	const detected = (text: string) => {
		const { output, from } = convertText(text, 'auto', 'json', 0);
		return { data: JSON.parse(output) as unknown, from };
	};
	/** Non-empty objects and arrays: what YAML, TOML and CSV are for (a lone scalar is no format's own). */
	const collection = jsonValue.filter((v) => v !== null && typeof v === 'object' && Object.keys(v).length > 0);

	it('any JSON text is JSON', () => {
		fc.assert(
			fc.property(jsonValue, fc.integer({ min: 0, max: 8 }), (value, indent) => {
				expect(detected(JSON.stringify(value, null, indent))).toEqual({ data: value, from: 'json' });
			}),
			fuzzParameters()
		);
	});

	it('block-style YAML of a non-empty object or array is YAML', () => {
		fc.assert(
			fc.property(collection, fc.integer({ min: 1, max: 8 }), (value, indent) => {
				expect(detected(convertData(JSON.stringify(value), 'json', 'yaml', indent))).toEqual({ data: value, from: 'yaml' });
			}),
			fuzzParameters()
		);
	});

	it('TOML of a non-empty table is TOML', () => {
		fc.assert(
			fc.property(
				tomlValue.filter((v) => Object.keys(v as object).length > 0),
				(value) => {
					const toml = convertData(JSON.stringify(value), 'json', 'toml', 2);
					// A lone header of a quoted name, `[""]` or `["a"]`, is JSON text too, and JSON comes first.
					fc.pre(!isJson(toml));
					expect(detected(toml)).toEqual({ data: value, from: 'toml' });
				}
			),
			fuzzParameters()
		);
	});

	it('XML is XML', () => {
		const tree = fc.dictionary(name, fc.stringMatching(/^[a-z0-9 ,:=<>&'"-]{1,12}$/).filter((s) => s.trim() === s), { minKeys: 1, maxKeys: 4 });
		fc.assert(
			fc.property(tree, fc.integer({ min: 0, max: 4 }), (value, indent) => {
				expect(detected(convertData(JSON.stringify({ doc: value }), 'json', 'xml', indent))).toEqual({ data: { doc: value }, from: 'xml' });
			}),
			fuzzParameters()
		);
	});

	it('CSV of two or more columns with a record is CSV (values with commas, quotes and line breaks)', () => {
		// Names and values as in spreadsheets; a line that starts like YAML ("key: ", "- ") would be a YAML mapping or list.
		const value = fc.stringMatching(/^[A-Za-z0-9 ,."\n]{0,12}$/).filter((s) => !/^\s/.test(s));
		const rows = fc.uniqueArray(name, { minLength: 2, maxLength: 4 }).chain((keys) =>
			fc.array(fc.tuple(...keys.map(() => value)).map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]]))), { minLength: 1, maxLength: 4 })
		);
		fc.assert(
			fc.property(rows, (records) => {
				expect(detected(convertData(JSON.stringify(records), 'json', 'csv', 2))).toEqual({ data: records, from: 'csv' });
			}),
			fuzzParameters()
		);
	});

	it('a format given is not second-guessed: JSON read as YAML says YAML', () => {
		expect(convertText('{"a": [1, 2]}', 'yaml', 'json', 0)).toEqual({ output: '{"a":[1,2]}', from: 'yaml' });
	});
});

describe('against python3 (tomllib, csv, PyYAML, xml.etree), run now', () => {
	it('our TOML reads the same in Python tomllib', () => {
		const value = { title: 'x "q"', n: 3, f: 2.5, ok: true, list: [1, 2], nested: { a: { b: 'c' } }, rows: [{ k: 1 }, { k: 2 }], 'key with space': 'v' };
		const toml = convertData(JSON.stringify(value), 'json', 'toml', 2);
		expect(JSON.parse(python('import tomllib,json,sys;print(json.dumps(tomllib.loads(sys.argv[1])))', toml))).toEqual(value);
	});

	it('Python csv.writer writes the same CSV', () => {
		const rows = [{ name: 'Smith, Jo', quote: 'say "hi"', note: 'two\nlines' }, { name: 'Ana', quote: '', note: 'x' }];
		const expected = python('import csv,io,json,sys\nrows=json.loads(sys.argv[1])\nout=io.StringIO()\nw=csv.writer(out)\nw.writerow(rows[0].keys())\nfor r in rows: w.writerow(r.values())\nsys.stdout.write(out.getvalue())', JSON.stringify(rows));
		expect(convertData(JSON.stringify(rows), 'json', 'csv', 2)).toBe(expected.replace(/\r\n$/, ''));
	});

	it('PyYAML reads our YAML as the same data', () => {
		const value = { name: 'Utilkit', list: [1, 'two', { three: 3 }], empty: {}, text: 'line\nbreak', quoted: 'yes', num_text: '123', nothing: null };
		const yaml = convertData(JSON.stringify(value), 'json', 'yaml', 2);
		expect(JSON.parse(python('import yaml,json,sys;print(json.dumps(yaml.safe_load(sys.argv[1])))', yaml))).toEqual(value);
	});

	it('xml.etree reads our XML as well-formed, with the same elements', () => {
		const xml = convertData('{"a":{"@id":"1","b":["x","y"],"c":"1 < 2 & 3"}}', 'json', 'xml', 2);
		const parsed = python('import xml.etree.ElementTree as E,json,sys\nr=E.fromstring(sys.argv[1])\nprint(json.dumps([r.tag,r.get("id"),[b.text for b in r.findall("b")],r.find("c").text]))', xml);
		expect(JSON.parse(parsed)).toEqual(['a', '1', ['x', 'y'], '1 < 2 & 3']);
	});
});

describe('limits and hostile input', () => {
	it('a YAML "billion laughs" fails instead of expanding', async () => {
		const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
		for (let i = 1; i < 9; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill('*' + String.fromCharCode(96 + i)).join(',')}]`);
		const answer = await run({ input: lines.join('\n'), from: 'yaml', to: 'json' });
		expect(answer.status).toBe(422);
		expect((answer.body as { detail: string }).detail).toMatch(/^input: .*alias/i);
	});

	it('nesting deeper than 512 levels → 422, in every format that nests', async () => {
		const deep = '['.repeat(600) + ']'.repeat(600);
		expect((await run({ input: deep, from: 'json', to: 'yaml' })).body).toMatchObject({ detail: expect.stringMatching(/^input: line 1, column 513: Nesting deeper than 512 levels/) });
		expect((await run({ input: deep, from: 'yaml', to: 'json' })).body).toEqual({ detail: 'input: nesting deeper than 512 levels', code: 'invalid_input' });
		expect((await run({ input: '<a>'.repeat(600) + '</a>'.repeat(600), from: 'xml', to: 'json' })).status).toBe(422);
	});

	it(`an answer over ${MAX_OUTPUT.toLocaleString('en')} characters → 422 naming to`, async () => {
		// 150,000 one-character values become <value>0</value> elements: about 2.4 M characters of XML.
		const input = JSON.stringify({ r: { value: Array(150_000).fill(0) } });
		expect(input.length).toBeLessThan(524_288);
		expect((await run({ input, from: 'json', to: 'xml', indent: 0 })).body).toEqual({ detail: 'to: the answer would be over 2,097,152 characters', code: 'invalid_input' });
	});

	it('the largest input converts (its time is in npm run bench:light)', async () => {
		const rows = Array.from({ length: 6000 }, (_, i) => ({ id: String(i), name: `name ${i}`, city: 'São Paulo', note: 'a, "quoted" value' }));
		const input = convertData(JSON.stringify(rows), 'json', 'csv', 0);
		expect(input.length).toBeLessThan(524_288);
		expect((await run({ input, from: 'csv', to: 'yaml' })).status).toBe(200);
	});

	it('__proto__ keys stay data in every format', () => {
		expect(convertData('{"__proto__":{"x":1}}', 'json', 'yaml', 2)).toBe('__proto__:\n  x: 1');
		expect(convertData('__proto__,b\r\n1,2', 'csv', 'json', 0)).toBe('[{"__proto__":"1","b":"2"}]');
	});
});
