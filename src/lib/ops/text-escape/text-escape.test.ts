import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { isXmlChar } from './escape.js';
import { textEscape, MAX_INPUT } from './index.js';
import { LANGUAGES, type Language } from './options.js';

describe('text-escape cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { status: number; body: { output: string; detail?: string } };
const run = (input: Record<string, unknown>) => executeOperation(textEscape, input, { now: Date.now }) as Answer;
const escape = (input: string, language: Language, extra: Record<string, unknown> = {}) => {
	const answer = run({ input, language, ...extra });
	expect(answer.status, `${language} escape of ${JSON.stringify(input)}: ${answer.body.detail}`).toBe(200);
	return answer.body.output;
};
const unescape = (input: string, language: Language) => run({ input, language, direction: 'unescape' });

/** Characters that escapes care about, beside any code point: quotes, backslashes, controls, separators, digits after NUL. */
const tricky = fc.constantFrom(...'"\'`\\$?{}[]()*+.^|#&~-,;<>%=/ \t\n\r\v\f\0\x01\x1b\x7f\x85\xa0\u2028\u2029\u200b\ufeffé☕😀0179uUxN');
const anyCodePoint = fc
	.integer({ min: 0, max: 0x10ffff })
	.filter((cp) => cp < 0xd800 || cp > 0xdfff)
	.map((cp) => String.fromCodePoint(cp));
const text = fc.string({ unit: fc.oneof(tricky, anyCodePoint, fc.constantFrom(...'abcAZ')), maxLength: 40 });
const xmlText = (input: string) => Array.from(input).every((ch) => isXmlChar(ch.codePointAt(0)!));
const python = () => {
	try {
		execFileSync('/usr/bin/python3', ['-c', 'import shlex']);
		return true;
	} catch {
		return false;
	}
};
const has = (tool: string) => {
	try {
		execFileSync(tool, ['--version'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
};

describe('properties', () => {
	it('unescape gives back what escape made, in every language and option', () => {
		fc.assert(
			fc.property(text, fc.boolean(), fc.constantFrom('double', 'single', 'backtick'), (input, ascii_only, quote) => {
				for (const language of LANGUAGES) {
					if (language === 'xml' && !xmlText(input)) continue;
					const options = { ascii_only, quote: language === 'python' && quote === 'backtick' ? 'double' : quote };
					const back = unescape(escape(input, language, options), language);
					expect(back.body, `${language} ${JSON.stringify(options)} ${JSON.stringify(input)}`).toEqual({ output: input });
				}
			}),
			fuzzParameters()
		);
	});

	it('Node reads the javascript escape as the text, between each quote', () => {
		fc.assert(
			fc.property(text, fc.boolean(), (input, ascii_only) => {
				for (const [quote, q] of [['double', '"'], ['single', "'"], ['backtick', '`']]) {
					const literal = q + escape(input, 'javascript', { quote, ascii_only }) + q;
					expect((0, eval)(literal), literal).toBe(input);
				}
			}),
			fuzzParameters()
		);
	});

	it('ascii_only answers ASCII in every language that reads it', () => {
		fc.assert(
			fc.property(text, (input) => {
				for (const language of ['json', 'javascript', 'python', 'c', 'java', 'xml'] as const) {
					if (language === 'xml' && !xmlText(input)) continue;
					expect(escape(input, language, { ascii_only: true })).toMatch(/^\p{ASCII}*$/u);
				}
			}),
			fuzzParameters(0.5)
		);
	});

	it('caps the input and names the field', () => {
		const over = run({ input: 'a'.repeat(MAX_INPUT + 1), language: 'json' });
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(/^input: /);
	});
});

/** Random texts, with a seed for fast-check so a failure replays. */
const sample = (count: number, arbitrary = text) => fc.sample(arbitrary, { numRuns: count, seed: 34 });

describe('against Python 3.11 (skipped without /usr/bin/python3)', () => {
	it.skipIf(!python())('escapes as json.dumps, repr, shlex.quote, re.escape, csv, quote_plus and saxutils do, and Python reads every form back', () => {
		// Python 3.11's repr knows Unicode 14, Node's ICU a later version: repr is compared on a fixed alphabet.
		const texts = sample(300).concat(sample(200, fc.string({ unit: tricky, maxLength: 30 })));
		const ours = texts.map((input) => Object.fromEntries(LANGUAGES.filter((l) => !['c', 'java', 'javascript'].includes(l)).map((language) => [language, language === 'xml' && !xmlText(input) ? '' : escape(input, language, {})])));
		const script = String.raw`
import sys, json, ast, shlex, re, csv, io
from urllib.parse import quote_plus, unquote_plus
from xml.sax.saxutils import escape as xesc
import xml.dom.minidom
data = json.load(sys.stdin)
out = []
for s, o in zip(data['texts'], data['ours']):
    f = io.StringIO(); csv.writer(f).writerow([s])
    ref = {'json': json.dumps(s, ensure_ascii=False)[1:-1], 'python': repr(s + '"')[1:-2], 'regex': re.escape(s), 'csv': f.getvalue()[:-2],
           'url-form': quote_plus(s), 'sql': s.replace("'", "''"), 'shell': "'" + s.replace("'", "'\"'\"'") + "'"}
    ok = all(s2 in '\t\n\r' or ord(s2) >= 0x20 and not 0xd800 <= ord(s2) <= 0xdfff and ord(s2) not in (0xfffe, 0xffff) for s2 in s)
    if ok: ref['xml'] = xesc(s, {'"': '&quot;', "'": '&apos;', '\r': '&#13;'})
    read = {'json': json.loads('"' + o['json'] + '"'), 'python': ast.literal_eval("'" + o['python'] + "'"), 'shell': shlex.split(o['shell'])[0],
            'regex': bool(re.fullmatch(o['regex'], s)), 'csv': next(csv.reader(io.StringIO(o['csv'], newline='')))[0], 'url-form': unquote_plus(o['url-form'])}
    if ok: read['xml'] = ''.join(n.data for n in xml.dom.minidom.parseString('<r>' + o['xml'] + '</r>').documentElement.childNodes)
    out.append({'ref': ref, 'read': read, 'repr_stable': all(ord(c) < 0x3000 or c in '☕😀' for c in s)})
print(json.dumps(out))`;
		const results = JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify({ texts, ours }), maxBuffer: 64 << 20 }).toString());
		texts.forEach((input, i) => {
			const { ref, read, repr_stable } = results[i];
			for (const [language, expected] of Object.entries(ref)) {
				if (language === 'python' && !repr_stable) continue;
				expect(ours[i][language], `${language} escape of ${JSON.stringify(input)}`).toBe(expected);
			}
			for (const [language, value] of Object.entries(read)) expect(value, `Python reading the ${language} escape of ${JSON.stringify(input)}`).toBe(language === 'regex' ? true : input);
		});
	});
});

describe('against the C and Java compilers (skipped without gcc or javac)', () => {
	const texts = sample(60);
	const dir = () => mkdtempSync(join(tmpdir(), 'text-escape-'));

	it.skipIf(!has('gcc'))('gcc reads each C escape back to the text\'s UTF-8 bytes', () => {
		const at = dir();
		try {
			for (const ascii_only of [false, true]) {
				const literals = texts.map((t) => escape(t, 'c', { ascii_only }));
				const body = literals.map((l) => `{ static const char s[] = "${l}"; for (size_t k = 0; k + 1 < sizeof s; k++) printf("%02x", (unsigned char)s[k]); printf("\\n"); }`).join('\n');
				writeFileSync(join(at, 't.c'), `#include <stdio.h>\nint main(void) {\n${body}\nreturn 0; }\n`);
				execFileSync('gcc', ['-std=c11', '-Werror', '-o', join(at, 't'), join(at, 't.c')]);
				const lines = execFileSync(join(at, 't')).toString().split('\n');
				texts.forEach((t, i) => expect(lines[i], `${JSON.stringify(t)} as "${literals[i]}"`).toBe(Buffer.from(t, 'utf8').toString('hex')));
			}
		} finally {
			rmSync(at, { recursive: true, force: true });
		}
	});

	it.skipIf(!has('javac'))('javac reads each Java escape back to the text\'s UTF-16 units', () => {
		const at = dir();
		try {
			for (const ascii_only of [false, true]) {
				const literals = texts.map((t) => escape(t, 'java', { ascii_only }));
				const body = literals.map((l) => `p("${l}");`).join('\n');
				writeFileSync(join(at, 'T.java'), `public class T {\nstatic void p(String s) { StringBuilder b = new StringBuilder(); for (char c : s.toCharArray()) b.append(String.format("%04x", (int) c)); System.out.println(b); }\npublic static void main(String[] a) {\n${body}\n}}\n`);
				execFileSync('javac', ['-encoding', 'UTF-8', '-d', at, join(at, 'T.java')]);
				const lines = execFileSync('java', ['-cp', at, 'T']).toString().split('\n');
				texts.forEach((t, i) => expect(lines[i], `${JSON.stringify(t)} as "${literals[i]}"`).toBe(Buffer.from(t, 'utf16le').swap16().toString('hex')));
			}
		} finally {
			rmSync(at, { recursive: true, force: true });
		}
	}, 60_000);
});
