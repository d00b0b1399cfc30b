/**
 * Syntax highlighting (CyberChef's "Syntax highlighter"): highlight.js 11's core with only the
 * languages this operation lists, registered on first use. The answer is HTML whose only elements
 * are `<span class="hljs-…">` (and `language-…` around embedded languages); highlight.js escapes
 * every character of the code (`& < > " '`), so the text of the HTML is the input exactly.
 */
import type { HLJSApi, LanguageFn } from 'highlight.js';
import { MAX_DETECT, type NamedLanguage } from './options.js';

/** highlight.js's grammar for each of our names (JSON5 reads as JavaScript; HTML is its xml). */
const GRAMMAR: Record<NamedLanguage, string> = {
	xml: 'xml',
	html: 'xml',
	css: 'css',
	javascript: 'javascript',
	typescript: 'typescript',
	json5: 'javascript',
	sql: 'sql',
	yaml: 'yaml',
	graphql: 'graphql',
	markdown: 'markdown',
	json: 'json',
	c: 'c',
	cpp: 'cpp',
	csharp: 'csharp',
	java: 'java',
	php: 'php',
	python: 'python',
	go: 'go',
	rust: 'rust',
	bash: 'bash'
};

/** Static imports in one chunk: Vite bundles exactly these grammars and no other of the 190. */
async function grammars(): Promise<Record<string, LanguageFn>> {
	const [xml, css, javascript, typescript, sql, yaml, graphql, markdown, json, c, cpp, csharp, java, php, python, go, rust, bash] = await Promise.all([
		import('highlight.js/lib/languages/xml'),
		import('highlight.js/lib/languages/css'),
		import('highlight.js/lib/languages/javascript'),
		import('highlight.js/lib/languages/typescript'),
		import('highlight.js/lib/languages/sql'),
		import('highlight.js/lib/languages/yaml'),
		import('highlight.js/lib/languages/graphql'),
		import('highlight.js/lib/languages/markdown'),
		import('highlight.js/lib/languages/json'),
		import('highlight.js/lib/languages/c'),
		import('highlight.js/lib/languages/cpp'),
		import('highlight.js/lib/languages/csharp'),
		import('highlight.js/lib/languages/java'),
		import('highlight.js/lib/languages/php'),
		import('highlight.js/lib/languages/python'),
		import('highlight.js/lib/languages/go'),
		import('highlight.js/lib/languages/rust'),
		import('highlight.js/lib/languages/bash')
	]);
	const d = (m: { default: LanguageFn }) => m.default;
	return { xml: d(xml), css: d(css), javascript: d(javascript), typescript: d(typescript), sql: d(sql), yaml: d(yaml), graphql: d(graphql), markdown: d(markdown), json: d(json), c: d(c), cpp: d(cpp), csharp: d(csharp), java: d(java), php: d(php), python: d(python), go: d(go), rust: d(rust), bash: d(bash) };
}

let api: Promise<HLJSApi> | undefined;

/** One highlight.js instance of our own (`newInstance`: no global state shared with anything else). */
function hljs(): Promise<HLJSApi> {
	api ??= (async () => {
		const [core, all] = await Promise.all([import('highlight.js/lib/core'), grammars()]);
		const instance = core.default.newInstance();
		// Unknown or malformed input must not log or throw: hljs warns on the console by default.
		instance.configure({ ignoreUnescapedHTML: true, throwUnescapedHTML: false });
		for (const [name, fn] of Object.entries(all)) instance.registerLanguage(name, fn);
		return instance;
	})();
	return api;
}

/** Our name for a grammar highlight.js detected (its `xml` is ours too; HTML reads as `xml`). */
const OURS: Record<string, NamedLanguage> = Object.fromEntries(
	(Object.entries(GRAMMAR) as [NamedLanguage, string][]).filter(([ours, grammar]) => ours === grammar).map(([ours, grammar]) => [grammar, ours])
);

export interface Highlighted {
	output: string;
	/** The language highlighted; `plaintext` when detection recognised none (the text is only escaped). */
	language: NamedLanguage | 'plaintext';
}

/**
 * Highlights `text` as `language`, or, for `auto`, as the grammar highlight.js finds most relevant
 * on the first MAX_DETECT characters (it tries every grammar on the sample, then highlights the
 * whole text once).
 */
export async function highlightCode(text: string, language: NamedLanguage | 'auto'): Promise<Highlighted> {
	const instance = await hljs();
	let named = language;
	if (named === 'auto') {
		const subset = [...new Set(Object.values(GRAMMAR))];
		const detected = instance.highlightAuto(text.slice(0, MAX_DETECT), subset).language;
		// No grammar scored (empty or plain text): highlight.js's answer is the escaped text alone.
		if (!detected || !OURS[detected]) return { output: escapeHtml(text), language: 'plaintext' };
		named = OURS[detected];
	}
	const output = instance.highlight(text, { language: GRAMMAR[named], ignoreIllegals: true }).value;
	return { output, language: named };
}

/** highlight.js's own escaping (`&`, `<`, `>`, `"`, `'`), for text no grammar claims. */
function escapeHtml(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
