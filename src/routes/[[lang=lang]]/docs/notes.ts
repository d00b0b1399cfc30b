import markdownit, { type StateCore, type Token } from 'markdown-it';
import { moduleOfOperation } from '$lib/ops/registry.js';
import { Slugger } from '$lib/ops/markdown/render.js';

/**
 * The operation modules' own pages (`src/lib/ops/<module>/README.md`, src/lib/ops/README.md) as
 * pages of the app, `/docs/notes/<module>`: the list of modules that have one, which operation
 * links to which (the /docs page, docs-data.ts), and the page itself rendered at build time.
 * Server-only and build-time only: `import.meta.glob` is Vite's, and every page is prerendered.
 */
const READMES = import.meta.glob<string>('/src/lib/ops/*/README.md', { query: '?raw', import: 'default' });

const README_PATH = /^\/src\/lib\/ops\/([^/]+)\/README\.md$/;

/** The modules that have a page, by folder name, sorted. */
export const NOTE_MODULES: readonly string[] = Object.keys(READMES)
	.map((path) => README_PATH.exec(path)![1])
	.sort();

const hasNotes = new Set(NOTE_MODULES);

/** The module whose page covers operation `id`, when that module has one. */
export function notesModuleOf(id: string): string | undefined {
	const module = moduleOfOperation(id);
	return module && hasNotes.has(module) ? module : undefined;
}

/** The README of `module` as written, or undefined when it has none. */
export async function readNotes(module: string): Promise<string | undefined> {
	return READMES[`/src/lib/ops/${module}/README.md`]?.();
}

/** A link the app can follow: another module's page, kept as a link to that page in the app. */
const SIBLING_README = /^\.\.\/([a-z0-9-]+)\/README\.md(#.*)?$/;

export interface RenderedNotes {
	/** The first heading without its endpoint list: "Hash" of "Hash (`/hash`)". */
	title: string;
	/** The first heading's text, as the page shows it. */
	heading: string;
	html: string;
}

/**
 * A README as the app shows it: markdown-it's CommonMark with GitHub's tables and strikethrough,
 * raw HTML off (shown as text), headings with GitHub's ids (so the README's own `#…` links
 * work) and moved down so that the first is an h2 under the page's h1. Links to files of the
 * repository (`../../../../docs/api.md`, `src/…`) cannot work in the app and become their text;
 * web links and in-page links stay, and a link to another module's README becomes a link to
 * that module's page, through `notesHref`.
 *
 * @example renderNotes('### Hash (`/hash`)\n…', (m) => `/docs/notes/${m}`).title === 'Hash'
 */
export function renderNotes(markdown: string, notesHref: (module: string) => string): RenderedNotes {
	const md = markdownit('commonmark', { html: false }).enable(['table', 'strikethrough']);
	md.core.ruler.push('notes_headings', (state) => headings(state));
	md.core.ruler.push('notes_links', (state) => links(state, notesHref));
	const env: { first?: string } = {};
	const html = md.render(markdown, env);
	const heading = env.first ?? '';
	return { title: heading.replace(/\s*\(.*\)\s*$/, ''), heading, html };
}

/** The plain text of an inline token: what a heading's id and the page title are made of. */
function plainText(inline: Token | undefined): string {
	return (inline?.children ?? [])
		.filter((t) => t.type === 'text' || t.type === 'code_inline')
		.map((t) => t.content)
		.join('');
}

function headings(state: StateCore): void {
	const opens = state.tokens.filter((t) => t.type === 'heading_open' || t.type === 'heading_close');
	// The READMEs start at #, ## or ###: the highest level present becomes h2.
	const top = Math.min(...opens.map((t) => Number(t.tag.slice(1))));
	const slugger = new Slugger();
	const env = state.env as { first?: string };
	state.tokens.forEach((token, i) => {
		if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
		token.tag = `h${Math.min(6, Number(token.tag.slice(1)) - top + 2)}`;
		if (token.type === 'heading_close') return;
		const text = plainText(state.tokens[i + 1]);
		env.first ??= text;
		const id = slugger.slug(text);
		if (id) token.attrSet('id', id);
	});
}

function links(state: StateCore, notesHref: (module: string) => string): void {
	for (const inline of state.tokens) {
		if (inline.type !== 'inline' || !inline.children) continue;
		const kept: Token[] = [];
		/** Per open link, whether its close is dropped too (links do not nest, but be exact). */
		const open: boolean[] = [];
		for (const token of inline.children) {
			if (token.type === 'link_open') {
				const href = String(token.attrGet('href') ?? '');
				const sibling = SIBLING_README.exec(href);
				if (sibling && hasNotes.has(sibling[1])) token.attrSet('href', notesHref(sibling[1]) + (sibling[2] ?? ''));
				const keep = /^https?:\/\//i.test(href) || href.startsWith('#') || (sibling !== null && hasNotes.has(sibling[1]));
				open.push(keep);
				if (keep) kept.push(token);
			} else if (token.type === 'link_close') {
				if (open.pop()) kept.push(token);
			} else {
				kept.push(token);
			}
		}
		inline.children = kept;
	}
}
