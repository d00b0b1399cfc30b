import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { MAX_INPUT, textTransform } from './index.js';

describe('text-transform cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { status: number; body: { output: string; detail?: string } };
const run = async (input: Record<string, unknown>) => (await executeOperation(textTransform, input, { now: Date.now })) as Answer;
const output = async (input: string, action: string, extra: Record<string, unknown> = {}) => {
	const answer = await run({ input, action, ...extra });
	expect(answer.status, answer.body.detail).toBe(200);
	return answer.body.output;
};

const PYTHON = '/usr/bin/python3';
const available = (module: string) => {
	try {
		execFileSync(PYTHON, ['-c', `import ${module}`], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
};
const python = <T>(script: string, input: unknown): T => JSON.parse(execFileSync(PYTHON, ['-c', script], { input: JSON.stringify(input), maxBuffer: 1 << 28 }).toString()) as T;
const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number) => fc.sample(arbitrary, { numRuns: count, seed: 34 });

/**
 * The reference for strip-html: the contract's rules written again over Python's own tokenizer
 * (html.parser, which decodes character references by html.unescape), not htmlparser2.
 */
const HTML_TEXT_PY = String.raw`
import re
from html.parser import HTMLParser
BLOCK = set('address article aside blockquote body caption center dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html li main menu nav ol p pre section summary table tbody tfoot thead title tr ul'.split())
SKIP = {'script', 'style', 'template'}
VOID = set('area base br col embed hr img input link meta param source track wbr'.split())
class Text(HTMLParser):
    # An end tag closes the open element it names and those inside it (a stray one does nothing,
    # save </p> and </br>, as HTML's tree builder does); <br/> is one element.
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines, self.line, self.skip, self.pre, self.open = [], '', 0, 0, []
    def handle_startendtag(self, tag, attrs):
        self.start(tag)
    def handle_starttag(self, tag, attrs):
        self.start(tag)
        if tag not in VOID: self.open.append(tag)
    def handle_endtag(self, tag):
        if tag in self.open:
            while self.open:
                top = self.open.pop()
                self.end(top)
                if top == tag: break
        elif tag == 'p': self.start('p'); self.end('p')
        elif tag == 'br': self.start('br')
    def end_line(self, always):
        if always or self.line: self.lines.append(self.line.rstrip(' \t\n\r\f'))
        self.line = ''
    def start(self, tag):
        if tag in SKIP: self.skip += 1
        if self.skip: return
        if tag in BLOCK: self.end_line(False)
        if tag == 'pre': self.pre += 1
        if tag == 'br': self.end_line(True)
        if tag in ('td', 'th') and self.line: self.line = self.line.rstrip(' \t\n\r\f') + '\t'
    def end(self, tag):
        if tag in SKIP: self.skip = max(0, self.skip - 1); return
        if self.skip: return
        if tag == 'pre': self.pre = max(0, self.pre - 1)
        if tag in BLOCK: self.end_line(False)
    def handle_data(self, data):
        if self.skip: return
        if self.pre:
            parts = re.split(r'\r\n?|\n', data)
            self.line += parts[0]
            for part in parts[1:]:
                self.end_line(True); self.line = part
            return
        c = re.sub(r'[ \t\n\r\f]+', ' ', data)
        if self.line == '' or self.line[-1] in ' \t': c = re.sub(r'^ ', '', c)
        self.line += c
def html_text(html):
    p = Text(); p.feed(html); p.close(); p.end_line(False)
    lines = p.lines
    while lines and lines[0] == '': lines.pop(0)
    while lines and lines[-1] == '': lines.pop()
    return '\n'.join(lines)
`;

/** Fragments of HTML made of the pieces the rules care about: blocks, inline tags, <br>, <pre>, skipped elements, entities, whitespace. */
const fragment = fc
	.array(
		fc.oneof(
			fc.constantFrom('<p>', '</p>', '<div>', '</div>', '<li>', '</li>', '<h2>', '</h2>', '<b>', '</b>', '<span>', '</span>', '<br>', '<br/>', '<pre>', '</pre>', '<tr>', '<td>', '</td>', '<th>', '</tr>', '<script>x<y</script>', '<style>p{}</style>', '<!-- c -->'),
			fc.constantFrom(' ', '  ', '\n', '\t', ' \n ', '&amp;', '&lt;', '&#233;', '&#x263A;', '&nbsp;', '&copy;'),
			fc.string({ unit: fc.constantFrom(...'abc é☕😀,.'), minLength: 1, maxLength: 6 })
		),
		{ maxLength: 30 }
	)
	.map((parts) => parts.join(''));

describe('against Python 3.11 (skipped without /usr/bin/python3)', () => {
	it.skipIf(!available('html.parser'))('strip-html gives the text the html.parser reference gives', async () => {
		const inputs = sample(fragment, 400);
		const expected = python<string[]>(`${HTML_TEXT_PY}\nimport sys, json\nprint(json.dumps([html_text(h) for h in json.load(sys.stdin)]))`, inputs);
		for (const [i, html] of inputs.entries()) expect(await output(html, 'strip-html'), html).toBe(expected[i]);
	});

	it.skipIf(!available('unicodedata'))('remove-diacritics drops what unicodedata.combining marks, for every code point Unicode 14 assigns', async () => {
		// Both sides answer only the characters the action changes; Python also lists what its Unicode 14 leaves unassigned.
		const reference = python<{ changed: Record<string, string>; unassigned: [number, number][] }>(
			String.raw`
import sys, json, unicodedata as u
def nodia(s): return u.normalize('NFC', ''.join(c for c in u.normalize('NFD', s) if not u.combining(c)))
changed, unassigned, start = {}, [], None
for cp in range(0x110000):
    c = chr(cp)
    if u.category(c) == 'Cn' or u.category(c) == 'Cs':
        if start is None: start = cp
        continue
    if start is not None: unassigned.append((start, cp - 1)); start = None
    if nodia(c) != c: changed[cp] = nodia(c)
if start is not None: unassigned.append((start, 0x10ffff))
print(json.dumps({'changed': changed, 'unassigned': unassigned}))`,
			null
		);
		const isAssigned = (cp: number) => !reference.unassigned.some(([from, to]) => cp >= from && cp <= to);
		const ours: Record<string, string> = {};
		const chars: string[] = [];
		for (let cp = 2; cp < 0x110000; cp++) if ((cp < 0xd800 || cp > 0xdfff) && isAssigned(cp)) chars.push(String.fromCodePoint(cp));
		// One call per character would be slow: chunks under the input limit, split by a separator the action keeps.
		for (let at = 0; at < chars.length; at += 40_000) {
			const part = chars.slice(at, at + 40_000);
			const answer = (await output(part.join('\u0001'), 'remove-diacritics')).split('\u0001');
			expect(answer.length).toBe(part.length);
			part.forEach((ch, i) => {
				if (answer[i] !== ch) ours[ch.codePointAt(0)!] = answer[i];
			});
		}
		expect(ours).toEqual(reference.changed);
	}, 60_000);

	it.skipIf(!available('unicodedata'))('swap-case and normalize answer as str.swapcase and unicodedata.normalize', async () => {
		// Characters stable between Python's Unicode 14 and the engine's later version.
		const text = fc.string({ unit: fc.constantFrom(...'aZ ßǅǄǆΣσςΑİıﬁⒶⓐ\u0301\u0345ÅÉéﬀ①ｶ가\u1100\u1161.,'), maxLength: 20 });
		const inputs = sample(text, 300);
		const expected = python<string[][]>(
			"import sys, json, unicodedata as u\nprint(json.dumps([[s.swapcase()] + [u.normalize(f, s) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')] for s in json.load(sys.stdin)]))",
			inputs
		);
		for (const [i, s] of inputs.entries()) {
			expect(await output(s, 'swap-case'), s).toBe(expected[i][0]);
			for (const [k, form] of ['NFC', 'NFD', 'NFKC', 'NFKD'].entries()) expect(await output(s, 'normalize', { form }), `${form} ${s}`).toBe(expected[i][k + 1]);
		}
	});

	it.skipIf(!available('regex'))('reverse keeps the grapheme clusters python3-regex finds with \\X', async () => {
		const text = fc.string({ unit: fc.constantFrom(...'ab\r\n\u0301\u0308\u200d\u{1F468}\u{1F469}\u{1F1E7}\u{1F1F7}\u{1F44D}\u{1F3FD}\u1100\u1161\u11a8가각\u0915\u094d\u0937 '), maxLength: 20 });
		const inputs = sample(text, 300);
		const expected = python<string[]>("import sys, json, regex\nprint(json.dumps([''.join(regex.findall(r'\\X', s)[::-1]) for s in json.load(sys.stdin)]))", inputs);
		for (const [i, s] of inputs.entries()) expect(await output(s, 'reverse'), JSON.stringify(s)).toBe(expected[i]);
	});
});

describe('properties', () => {
	it('each action answers text at the input limit, and the limit names the field', async () => {
		const over = await run({ input: 'a'.repeat(MAX_INPUT + 1), action: 'leet' });
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(/^input: /);
	});

	it('obfuscate keeps the length in characters and the kept ends', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 30, unit: 'grapheme' }), fc.nat(10), fc.nat(10), async (s, first, last) => {
				const out = Array.from(await output(s, 'obfuscate', { keep_first: first, keep_last: last, keep_spaces: false }));
				const chars = Array.from(s);
				expect(out.length).toBe(chars.length);
				chars.forEach((ch, i) => expect(out[i]).toBe(i < first || i >= chars.length - last ? ch : '*'));
			}),
			fuzzParameters(0.5)
		);
	});

	it('strip-ansi leaves text without escape sequences alone', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 40 }).filter((s) => !s.includes('\x1b') && !s.includes('\x9b')), async (s) => {
				expect(await output(s, 'strip-ansi')).toBe(s);
			}),
			fuzzParameters(0.5)
		);
	});
});
