/**
 * Syntax highlighting (CyberChef's "Syntax highlighter"): highlight.js 11's core with only the
 * languages this operation lists, registered on first use (one instance of our own). The answer is HTML whose only elements
 * are `<span class="hljs-…">` (and `language-…` around embedded languages); highlight.js escapes
 * every character of the code (`& < > " '`), so the text of the HTML is the input exactly.
 */
import type { HLJSApi, LanguageFn } from 'highlight.js';
// Static imports: this module is itself loaded on first use (format.ts), so core and exactly these
// 18 grammars (of highlight.js's 190) make one chunk, about 97 KB minified, 30 KB gzip.
import hljsCore from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import graphql from 'highlight.js/lib/languages/graphql';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { MAX_DETECT, type NamedLanguage } from './options.js';
import { escapeHtml } from '../_shared/markup-escape.js';

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

/** The grammars, by highlight.js's names. */
const GRAMMARS: Record<string, LanguageFn> = { xml, css, javascript, typescript, sql, yaml, graphql, markdown, json, c, cpp, csharp, java, php, python, go, rust, bash };

let api: HLJSApi | undefined;

/** One highlight.js instance of our own (`newInstance`: no global state shared with anything else). */
function hljs(): HLJSApi {
	api ??= (() => {
		const instance = hljsCore.newInstance();
		// Unknown or malformed input must not log or throw: hljs warns on the console by default.
		instance.configure({ ignoreUnescapedHTML: true, throwUnescapedHTML: false });
		for (const [name, fn] of Object.entries(GRAMMARS)) instance.registerLanguage(name, fn);
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
export function highlightCode(text: string, language: NamedLanguage | 'auto'): Highlighted {
	const instance = hljs();
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

