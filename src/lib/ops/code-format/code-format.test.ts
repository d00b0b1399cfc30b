import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { codeFormat } from './index.js';
import { minifySql } from './sql.js';
import { readHighlight, textOf } from './highlight-html.js';

describe('code-format cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

async function run(input: Record<string, unknown>) {
	return (await executeOperation(codeFormat as never, input as never, {} as never)) as { status: number; body: { output?: string; detail?: string; language?: string } };
}

/** What a script prints with console.log, run in this process. */
function printed(code: string): string[] {
	const lines: string[] = [];
	new Function('console', code)({ log: (...values: unknown[]) => lines.push(values.map(String).join(' ')) });
	return lines;
}

describe('JavaScript minify keeps the behaviour (the oracle: both programs run)', () => {
	const programs = [
		...cases.filter((c) => (c.input as { language: string; action?: string }).language === 'javascript' && (c.input as { action?: string }).action === 'minify').map((c) => (c.input as { input: string }).input),
		'function fib(n) { let a = 0, b = 1; for (let i = 0; i < n; i++) { const t = a + b; a = b; b = t; } return a; }\nconsole.log(fib(30), typeof fib);',
		'const words = ["b", "a", "c"];\nconst sorted = [...words].sort();\nconsole.log(sorted.join("-"), `${words.length} words`);\nclass Point { constructor(x, y) { this.x = x; this.y = y; } norm() { return Math.hypot(this.x, this.y); } }\nconsole.log(new Point(3, 4).norm());'
	];
	for (const program of programs)
		it(program.slice(0, 40), async () => {
			const answer = await run({ input: program, language: 'javascript', action: 'minify' });
			expect(answer.status).toBe(200);
			expect(answer.body.output!.length).toBeLessThan(program.length);
			expect(printed(answer.body.output!)).toEqual(printed(program));
		});
});

describe('XML', () => {
	it('keeps the whitespace of xml:space="preserve" and of mixed content', async () => {
		const input = '<a><pre xml:space="preserve">\n  <b> x </b>\n</pre><p>one <i>two</i> three</p></a>';
		const answer = await run({ input, language: 'xml' });
		expect(answer.body.output).toBe('<a>\n  <pre xml:space="preserve">\n  <b> x </b>\n</pre>\n  <p>one <i>two</i> three</p>\n</a>\n');
	});
	it('refuses nesting deeper than its limit', async () => {
		const input = '<a>'.repeat(1_001) + '</a>'.repeat(1_001);
		const answer = await run({ input, language: 'xml' });
		expect(answer.status).toBe(422);
		expect(answer.body.detail).toContain('deeper than 1,000');
	});
	it('escapes what must be escaped in text and attributes', async () => {
		const answer = await run({ input: '<a t="x&quot;&lt;&#10;y">1 &lt; 2 &amp; 3 &gt; 2</a>', language: 'xml', action: 'minify' });
		expect(answer.body.output).toBe('<a t="x&quot;&lt;&#10;y">1 &lt; 2 &amp; 3 &gt; 2</a>');
	});
});

describe('SQL minify lexer', () => {
	it('copies quoted text and keeps executable comments', () => {
		expect(minifySql("SELECT  'it''s  --  x' ,  \"a  b\"  /*! STRAIGHT_JOIN */ FROM  t  -- note\n WHERE  x  =  1 ;", 'mysql')).toBe('SELECT \'it\'\'s  --  x\',"a  b" /*! STRAIGHT_JOIN */ FROM t WHERE x = 1;');
		expect(minifySql('SELECT  $body$ a   b $body$ ,  [x  y]', 'postgresql')).toBe('SELECT $body$ a   b $body$,[x y]');
		expect(minifySql('SELECT  [x  y]  FROM  t', 'tsql')).toBe('SELECT [x  y] FROM t');
	});
});

describe('errors name the line and column', () => {
	it('JavaScript format', async () => {
		const answer = await run({ input: 'let a = 1;\nlet b = ;', language: 'javascript' });
		expect(answer).toMatchObject({ status: 422, body: { detail: 'input: line 2, column 9: does not parse as JavaScript: Unexpected token' } });
	});
	it('SQL', async () => {
		const answer = await run({ input: "SELECT a\nFROM t WHERE b = 'open", language: 'sql' });
		expect(answer.status).toBe(422);
		expect(answer.body.detail).toMatch(/^input: line 2, column \d+: does not parse as SQL: /);
	});
});

describe('highlight', () => {
	const samples: Record<string, string> = {
		javascript: 'const a = `x ${1 + 2}` < 3 && "<b>" !== \'&amp;\'; // done',
		typescript: 'interface P { x: number }\nconst p: P = { x: 1 } as P;',
		css: 'a:hover > b::before { content: "<&>"; color: #fff !important }',
		html: '<!DOCTYPE html><p title="a&amp;b">1 &lt; 2 <br/><script>if (a < b) {}</script><style>p>a{}</style>',
		sql: "SELECT 'it''s' AS s, \"q\" FROM t -- c\nWHERE a <> b;",
		yaml: 'a: &x [1, "two"]\nb: *x # c\n---\n- |\n  text <here>',
		json: '{"a": [1, true, null, "<\\u0041>"]}',
		c: '#include <stdio.h>\nint main(void) { return a < b ? 1 : 0; }',
		cpp: 'template <typename T> T max(T a, T b) { return a > b ? a : b; }',
		csharp: 'var list = new List<int> { 1, 2 }; // <summary>',
		java: 'public class A { List<String> xs = new ArrayList<>(); }',
		php: '<?php echo "<b>$name</b>" . htmlspecialchars($x); ?>',
		python: 'x = [i for i in range(3) if i < 2]  # <c>',
		go: 'func main() { ch := make(chan int); x := <-ch }',
		rust: 'fn main() { let v: Vec<&str> = vec!["a"]; }',
		bash: 'if [[ $a < 3 ]]; then echo "x" > /dev/null; fi',
		markdown: '# Title\n\n*a* <b>html</b> `code` & [l](http://x)',
		graphql: 'query { a(x: "<y>") { b } }',
		json5: "{a: 1, 'b': [0xFF,], /* c */}",
		xml: '<?xml version="1.0"?><a x="&quot;"><![CDATA[<raw>]]><!-- c --></a>'
	};
	for (const [language, input] of Object.entries(samples))
		it(`${language}: the HTML's text is the code exactly and holds only hljs spans`, async () => {
			const answer = (await run({ input, language, action: 'highlight' })) as { status: number; body: { output: string; language: string } };
			expect(answer.status).toBe(200);
			expect(answer.body.language).toBe(language);
			const tree = readHighlight(answer.body.output);
			expect(tree).not.toBeNull();
			expect(textOf(tree!)).toBe(input);
		});
	it('auto detects among its grammars and answers plaintext for prose', async () => {
		const python = await run({ input: samples.python + '\ndef f(a):\n    return a', language: 'auto', action: 'highlight' });
		expect(python.body.language).toBe('python');
		const prose = await run({ input: 'hello there', language: 'auto', action: 'highlight' });
		expect(prose.body).toEqual({ output: 'hello there', language: 'plaintext' });
	});
	it('the view reader refuses anything but hljs spans and their escapes', () => {
		expect(readHighlight('<span class="hljs-keyword">a</span>&lt;b')).toEqual([{ classes: ['hljs-keyword'], children: ['a'] }, '<b']);
		expect(readHighlight('<img src=x onerror=alert(1)>')).toBeNull();
		expect(readHighlight('<span class="evil">a</span>')).toBeNull();
		expect(readHighlight('<span class="hljs-a" onclick="x">a</span>')).toBeNull();
		expect(readHighlight('<span class="hljs-a">a')).toBeNull();
		expect(readHighlight('a</span>')).toBeNull();
		expect(readHighlight('&#60;script&#62;')).toBeNull();
	});
});

/** Every node of an AST with `start`, depth first. */
function* nodes(value: unknown): Generator<Record<string, unknown>> {
	if (Array.isArray(value)) for (const item of value) yield* nodes(item);
	else if (value && typeof value === 'object') {
		const node = value as Record<string, unknown>;
		if (typeof node.type === 'string' && typeof node.start === 'number') yield node;
		for (const child of Object.values(node)) yield* nodes(child);
	}
}

/**
 * The AST without what esprima 4 (ES2017) lacks: acorn's start/end (esprima has range only) and
 * the later ESTree fields `optional: false` (ES2020 chains) and `await: false` (ES2018 for-await).
 */
function withoutOffsets(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutOffsets);
	if (value && typeof value === 'object')
		return Object.fromEntries(
			Object.entries(value)
				.filter(([k, v]) => !(((k === 'start' || k === 'end') && typeof v === 'number') || ((k === 'optional' || k === 'await') && v === false)))
				.map(([k, v]) => [k, withoutOffsets(v)])
		);
	return value;
}

const esprima = await import('esprima' as string).then((m) => (m.default ?? m) as { parseScript(code: string, options: object): unknown }).catch(() => null);

describe('parse', () => {
	// ES2017 programs (esprima 4's reach), without optional chaining or templates in tokens, where esprima's and acorn's ESTree agree.
	const programs = [
		'let answer = 42; // the answer\nanswer;',
		'"use strict";\nfunction add(a, b = 1, ...rest) { return a + b * rest.length; }\n/* block */ var o = { a, b: [1, 2.5e3, 0x1f], [k]: null, get g() { return this; } };',
		'class P extends Q { constructor(x) { super(x); this.x = x; } static of(...a) { return new P(...a); } }\nfor (const [i, { v }] of list) if (i in o && !v) continue;',
		'async function f() { try { await g(); } catch (e) { throw new Error(e.message); } finally { x = typeof y === "u" ? /a[b]c/gi : void 0; } }\nlabel: while (true) break label;',
		'switch (a) { case 1: b++; break; default: --c; }\nconst f = async (x) => ({ x }), g = function* () { yield* h(); };'
	];
	it.skipIf(!esprima).each(programs)('equals esprima (CyberChef\'s parser) node for node: %s', async (program) => {
		const answer = await run({ input: program, language: 'javascript', action: 'parse', locations: true, ranges: true, comments: true, tokens: true });
		expect(answer.status).toBe(200);
		const ours = withoutOffsets(JSON.parse(answer.body.output!));
		const theirs = JSON.parse(JSON.stringify(esprima!.parseScript(program, { range: true, loc: true, comment: true, tokens: true }), (_k, v) => (v instanceof RegExp ? null : v)));
		expect(ours).toEqual(theirs);
	});
	it.each(programs)('every node\'s slice of the source is what it says: %s', async (program) => {
		const answer = await run({ input: program, language: 'javascript', action: 'parse', tokens: true, comments: true });
		for (const node of nodes(JSON.parse(answer.body.output!))) {
			const slice = program.slice(node.start as number, node.end as number);
			if (node.type === 'Identifier' && 'name' in node) expect(slice).toBe(node.name);
			if (node.type === 'Literal' && 'raw' in node) expect(slice).toBe(node.raw);
			if (node.type === 'Line') expect(slice).toBe(`//${node.value as string}`);
			if (node.type === 'Block') expect(slice).toBe(`/*${node.value as string}*/`);
		}
	});
	it('writes BigInt and RegExp values as null, their text kept in bigint and regex', async () => {
		const answer = await run({ input: 'x = 10n; y = /a+/u;', language: 'javascript', action: 'parse', source_type: 'module' });
		const [big, re] = [...nodes(JSON.parse(answer.body.output!))].filter((n) => n.type === 'Literal');
		expect(big).toMatchObject({ value: null, raw: '10n', bigint: '10' });
		expect(re).toMatchObject({ value: null, raw: '/a+/u', regex: { pattern: 'a+', flags: 'u' } });
	});
	it('reads modules only as source_type module', async () => {
		expect((await run({ input: 'import a from "b";', language: 'javascript', action: 'parse' })).status).toBe(422);
		expect((await run({ input: 'import a from "b";', language: 'javascript', action: 'parse', source_type: 'module' })).status).toBe(200);
	});
	it('refuses code over its limit and other languages', async () => {
		const long = await run({ input: 'x;'.repeat(32_769), language: 'javascript', action: 'parse' });
		expect(long.body.detail).toBe('input: must be at most 65,536 characters for parse, got 65,538');
		expect((await run({ input: 'a', language: 'typescript', action: 'parse' })).body.detail).toBe('language: typescript has no parser here; parse takes javascript');
	});
});

describe('YAML sort_keys', () => {
	it('sorts every document and nested mapping, flow ones too', async () => {
		const answer = await run({ input: 'b: {z: 1, y: [2, 1]}\na: 1\n---\nd: 1\nc: 2\n', language: 'yaml', sort_keys: true });
		expect(answer.body.output).toBe('a: 1\nb: { y: [2, 1], z: 1 }\n---\nc: 2\nd: 1\n');
	});
	it('refuses when an alias would come before its anchor', async () => {
		const answer = await run({ input: 'b: &x 1\na: *x\n', language: 'yaml', sort_keys: true });
		expect(answer).toMatchObject({ status: 422, body: { detail: expect.stringContaining('sort_keys: sorting would put an alias') } });
		expect((await run({ input: 'a: &x 1\nb: *x\n', language: 'yaml', sort_keys: true })).status).toBe(200);
	});
	it('names the line and column of YAML that does not parse', async () => {
		const answer = await run({ input: 'a: 1\na: 2\n', language: 'yaml', sort_keys: true });
		expect(answer.body.detail).toBe('input: line 2, column 1: does not parse as YAML: Map keys must be unique');
	});
});
