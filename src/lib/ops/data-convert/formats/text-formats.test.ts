// The text formats against independent readers: what we write, Python's plistlib, configparser,
// urllib.parse, json5 and json, and Java's java.util.Properties read as the same data (each
// skipped, saying why, where that reader is not installed); and limits and hostile input.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executeOperation } from '../../../engine/execute.js';
import { convertData, convertText } from '../convert.js';
import { dataConvert } from '../index.js';

const run = (input: Record<string, unknown>) => executeOperation(dataConvert, input, { now: () => 0 });

/** The first Python that has `module`, or undefined (Debian's /usr/bin/python3 has python3-json5). */
function pythonWith(module: string): string | undefined {
	for (const python of ['python3', '/usr/bin/python3']) {
		try {
			execFileSync(python, ['-c', `import ${module}`], { stdio: 'ignore' });
			return python;
		} catch {
			// not this one
		}
	}
	return undefined;
}
const has = (command: string, args: string[]) => {
	try {
		execFileSync(command, args, { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
};
/** Runs Python code with one argument (a JSON list of our outputs), answering its stdout parsed as JSON. */
const pythonJson = (python: string, code: string, arg: unknown) => JSON.parse(execFileSync(python, ['-c', code, JSON.stringify(arg)], { encoding: 'utf8' })) as unknown;

const PY = pythonWith('json');
const PY_JSON5 = pythonWith('json5');
const JAVA = has('java', ['-version']);
if (!PY) console.warn('text formats: python3 is not installed; the plistlib, configparser, urllib.parse and json checks are skipped');
if (!PY_JSON5) console.warn('text formats: no python3 with the json5 module (Debian: python3-json5); the JSON5 check is skipped');
if (!JAVA) console.warn('text formats: java is not installed; the java.util.Properties check is skipped');

const SAMPLES = 40;
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
/** A JSON value without null (a property list has none) or -0, nested a little. */
const plistValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
	value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Object.is(d, -0)), fc.boolean(), fc.array(tie('value'), { maxLength: 3 }), tie('dict')),
	dict: fc.dictionary(text, tie('value'), { maxKeys: 4 })
})).value;
const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
const printable = fc.stringMatching(/^[!-~][ -~]{0,10}[!-~]$/);

describe.skipIf(!PY)('text formats read back by Python', () => {
	it('plistlib reads our plist as the same data (control characters aside: XML cannot hold them)', () => {
		const values = fc.sample(plistValue, SAMPLES).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
		// eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold
		const usable = values.filter((v) => !/[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/.test(JSON.stringify(v)));
		const written = usable.map((v) => convertData(JSON.stringify(v), 'json', 'plist', 1));
		const read = pythonJson(PY!, 'import plistlib,json,sys\nprint(json.dumps([plistlib.loads(t.encode()) for t in json.loads(sys.argv[1])]))', written);
		expect(read).toEqual(usable);
	});

	it('configparser reads our INI as the same sections', () => {
		const sections = fc.dictionary(word, fc.dictionary(word, printable, { minKeys: 1, maxKeys: 4 }), { minKeys: 1, maxKeys: 3 });
		// Values the ini package reads as something else (true, false, null) or writes in its own
		// dialect, which configparser does not undo: quoted when they hold = or start with [ or
		// " (or ' ), escaped \; and \# (src/lib/ops/data-convert/README.md, "INI").
		const plain = (x: string) => !/^(true|false|null)$|[=;#\\"']|^\[/.test(x);
		const values = fc.sample(sections, SAMPLES).filter((v) => Object.values(v).every((section) => Object.values(section).every(plain)));
		const written = values.map((v) => convertData(JSON.stringify(v), 'json', 'ini', 2));
		const read = pythonJson(
			PY!,
			'import configparser,json,sys\nout=[]\nfor t in json.loads(sys.argv[1]):\n  c=configparser.ConfigParser(interpolation=None)\n  c.optionxform=str\n  c.read_string(t)\n  out.append({s: dict(c[s]) for s in c.sections()})\nprint(json.dumps(out))',
			written
		);
		expect(read).toEqual(values);
	});

	it('urllib.parse.parse_qs reads our query strings as the same pairs; we read urlencode\'s', () => {
		const pairs = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.oneof(fc.string({ maxLength: 8 }), fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 })), { minKeys: 1, maxKeys: 4 });
		const values = fc.sample(pairs, SAMPLES);
		const written = values.map((v) => convertData(JSON.stringify(v), 'json', 'query-string', 0));
		const read = pythonJson(PY!, 'import urllib.parse,json,sys\nprint(json.dumps([urllib.parse.parse_qs(t, keep_blank_values=True) for t in json.loads(sys.argv[1])]))', written);
		expect(read).toEqual(values.map((v) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, Array.isArray(x) ? x : [x]]))));
		const encoded = pythonJson(PY!, 'import urllib.parse,json,sys\nprint(json.dumps([urllib.parse.urlencode(v, doseq=True) for v in json.loads(sys.argv[1])]))', values) as string[];
		expect(encoded.map((q) => JSON.parse(convertData(q, 'query-string', 'json', 0)))).toEqual(values);
	});

	it('json reads every line of our NDJSON', () => {
		const values = fc.sample(fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 1, maxLength: 5 }), SAMPLES).map((v) => JSON.parse(JSON.stringify(v)) as unknown[]);
		const written = values.map((v) => convertData(JSON.stringify(v), 'json', 'ndjson', 0));
		const read = pythonJson(PY!, "import json,sys\nprint(json.dumps([[json.loads(l) for l in t.split('\\n')] for t in json.loads(sys.argv[1])]))", written);
		expect(read).toEqual(values);
	});
});

describe.skipIf(!PY_JSON5)('JSON5 read back by python3-json5', () => {
	it('json5.loads reads our JSON5 as the same data, at every indent', () => {
		const values = fc.sample(fc.jsonValue({ maxDepth: 3 }), SAMPLES).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
		const written = values.map((v, i) => convertData(JSON.stringify(v), 'json', 'json5', i % 4));
		const read = pythonJson(PY_JSON5!, 'import json5,json,sys\nprint(json.dumps([json5.loads(t) for t in json.loads(sys.argv[1])]))', written);
		expect(read).toEqual(values);
	});
});

/** Prints a .properties file (args[0], read as UTF-8) as JSON, keys sorted: the program the README names. */
const PROPS_JAVA = `import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
public class Props {
  static String q(String s) {
    StringBuilder b = new StringBuilder("\\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\\\') b.append('\\\\').append(c);
      else if (c < 0x20 || c > 0x7e) b.append(String.format("\\\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }
  public static void main(String[] args) throws Exception {
    Properties p = new Properties();
    try (Reader r = new InputStreamReader(new FileInputStream(args[0]), StandardCharsets.UTF_8)) { p.load(r); }
    StringBuilder out = new StringBuilder("{");
    for (String k : new TreeSet<>(p.stringPropertyNames())) {
      if (out.length() > 1) out.append(',');
      out.append(q(k)).append(':').append(q(p.getProperty(k)));
    }
    System.out.println(out.append('}'));
  }
}
`;

describe.skipIf(!JAVA)('Java .properties read back by java.util.Properties', () => {
	it('Properties#load reads our .properties as the flattened data', () => {
		const value = { app: { name: 'Utilkit', ports: [80, 443], debug: false }, 'key with = and : and # !': ' leading space, trailing ', 'unicode é 😀': 'Olá\ttab\nline\\back', '#hash': '!bang', empty: null, nested: { deep: { er: 'x=y:z' } } };
		const dir = mkdtempSync(join(tmpdir(), 'props-'));
		writeFileSync(join(dir, 'Props.java'), PROPS_JAVA);
		writeFileSync(join(dir, 'ours.properties'), convertData(JSON.stringify(value), 'json', 'properties', 2));
		const read = JSON.parse(execFileSync('java', [join(dir, 'Props.java'), join(dir, 'ours.properties')], { encoding: 'utf8' })) as Record<string, string>;
		const expected = { 'app.name': 'Utilkit', 'app.ports.0': '80', 'app.ports.1': '443', 'app.debug': 'false', 'key with = and : and # !': ' leading space, trailing ', 'unicode é 😀': 'Olá\ttab\nline\\back', '#hash': '!bang', empty: '', 'nested.deep.er': 'x=y:z' };
		expect(read).toEqual(expected);
		// And our reader reads it the same.
		expect(JSON.parse(convertData(convertData(JSON.stringify(value), 'json', 'properties', 2), 'properties', 'json', 0))).toEqual(expected);
	}, 60_000);
});

describe('text formats: limits and hostile input', () => {
	it('a plist nested deeper than 512 levels → 422; entity declarations are refused', async () => {
		const deep = `<plist version="1.0">${'<array>'.repeat(600)}${'</array>'.repeat(600)}</plist>`;
		expect((await run({ input: deep, from: 'plist', to: 'json' })).body).toMatchObject({ detail: 'input: nesting deeper than 512 levels' });
		const entity = '<!DOCTYPE plist [<!ENTITY a "aaaa">]><plist version="1.0"><string>&a;</string></plist>';
		expect((await run({ input: entity, from: 'plist', to: 'json' })).body).toMatchObject({ detail: 'input: line 1: entity declarations (<!ENTITY) are not supported (XML)' });
	});

	it('JSON5 and NDJSON nested deeper than 512 levels → 422', async () => {
		const deep = '['.repeat(600) + ']'.repeat(600);
		expect((await run({ input: deep, from: 'json5', to: 'json' })).status).toBe(422);
		expect((await run({ input: `${deep}\n${deep}`, from: 'ndjson', to: 'json' })).status).toBe(422);
	});

	it('__proto__ stays data in every text format', () => {
		expect(convertData('__proto__=1&a=2', 'query-string', 'json', 0)).toBe('{"__proto__":"1","a":"2"}');
		expect(convertData('__proto__=1\na=2', 'properties', 'json', 0)).toBe('{"__proto__":"1","a":"2"}');
		expect(convertData('{__proto__: 1}', 'json5', 'json', 0)).toBe('{"__proto__":1}');
		expect(convertData('<plist version="1.0"><dict><key>__proto__</key><integer>1</integer></dict></plist>', 'plist', 'json', 0)).toBe('{"__proto__":1}');
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});

	it('what a writer wrote, its reader reads back (properties flat, INI strings)', () => {
		fc.assert(
			fc.property(plistValue, (value) => {
				// eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold
				fc.pre(!/[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/.test(JSON.stringify(value)));
				const json = JSON.stringify(value);
				expect(JSON.parse(convertData(convertData(json, 'json', 'plist', 2), 'plist', 'json', 0))).toEqual(JSON.parse(json));
				expect(JSON.parse(convertData(convertData(json, 'json', 'json5', 2), 'json5', 'json', 0))).toEqual(JSON.parse(json));
			}),
			{ numRuns: 50 }
		);
	});

	it('auto tells the new formats only where sure', () => {
		expect(convertText('a=1', 'auto', 'json', 0).from).toBe('toml');
		expect(convertText('a=1&b=2', 'auto', 'json', 0).from).toBe('query-string');
		expect(convertText('[db]\nhost=x\n', 'auto', 'json', 0).from).toBe('ini');
		expect(convertText('[db]\nhost="x"\n', 'auto', 'json', 0).from).toBe('toml');
		expect(convertText('{"a":1}', 'auto', 'json', 0).from).toBe('json');
		expect(convertText('{"a":1}\n[2]', 'auto', 'json', 0).from).toBe('ndjson');
		expect(convertText('<root><plist/></root>', 'auto', 'json', 0).from).toBe('xml');
	});
});
