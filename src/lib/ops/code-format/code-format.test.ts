import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { codeFormat } from './index.js';
import { minifySql } from './sql.js';

describe('code-format cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

async function run(input: Record<string, unknown>) {
	return (await executeOperation(codeFormat as never, input as never, {} as never)) as { status: number; body: { output?: string; detail?: string } };
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
