import markdownit, { type MarkdownIt, type Token } from 'markdown-it';

/** A heading of the document: its level, its plain text and the id set on its element. */
export interface Heading {
	level: number;
	text: string;
	id: string;
}

/**
 * GitHub's heading anchors as github-slugger computes them (github.com/Flet/github-slugger, the
 * library GitHub's own renderer and most static-site tools follow): lower-case, every character
 * that is not a letter, mark, number, connector punctuation, space or hyphen removed, each space a
 * hyphen. Repeats get "-1", "-2" … (a suffix that is itself taken is skipped).
 */
const REMOVE = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

export function slugify(text: string): string {
	return text.toLowerCase().replace(REMOVE, '').replace(/ /g, '-');
}

export class Slugger {
	private seen = new Map<string, number>();
	slug(text: string): string {
		const base = slugify(text);
		let slug = base;
		while (this.seen.has(slug)) {
			const n = this.seen.get(base)! + 1;
			this.seen.set(base, n);
			slug = `${base}-${n}`;
		}
		this.seen.set(slug, 0);
		return slug;
	}
}

/** The plain text of an inline token's children: text, code spans and entities, no markup. */
function plainText(inline: Token): string {
	return (inline.children ?? [])
		.filter((t) => t.type === 'text' || t.type === 'code_inline' || t.type === 'image')
		.map((t) => (t.type === 'image' ? plainText(t) : t.content))
		.join('');
}

/** "[ ] " or "[x] " (any case) at the start of a list item's first paragraph: GFM 0.29, "Task list items (extension)". */
const TASK = /^\[([ xX])\][ \t]/;

/**
 * Task list items as a core rule (the GFM spec's output: `<input checked="" disabled=""
 * type="checkbox">` before the item's text), instead of a plugin: markdown-it-task-lists has
 * had no release since 2018, and the rule is a dozen lines over markdown-it's public token API.
 */
function taskLists(md: MarkdownIt): void {
	md.core.ruler.after('inline', 'task_lists', (state) => {
		const tokens = state.tokens;
		for (let i = 2; i < tokens.length; i++) {
			const inline = tokens[i];
			if (inline.type !== 'inline' || tokens[i - 1].type !== 'paragraph_open' || tokens[i - 2].type !== 'list_item_open') continue;
			const first = inline.children?.[0];
			const match = first?.type === 'text' ? TASK.exec(first.content) : null;
			if (!first || !match) continue;
			first.content = first.content.slice(match[0].length - 1);
			const box = new state.Token('html_inline', '', 0);
			box.content = `<input${match[1] === ' ' ? '' : ' checked=""'} disabled="" type="checkbox">`;
			inline.children!.unshift(box);
		}
	});
}

/**
 * Table cell alignment as GFM writes it (`align="center"`) rather than markdown-it's
 * `style="text-align:center"`: the sanitizer lets no style attribute through.
 */
function tableAlign(md: MarkdownIt): void {
	md.core.ruler.push('table_align', (state) => {
		for (const token of state.tokens) {
			if (token.type !== 'th_open' && token.type !== 'td_open') continue;
			const style = token.attrGet('style');
			const align = typeof style === 'string' ? /^text-align:(left|right|center)$/.exec(style) : null;
			if (!align) continue;
			token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
			token.attrSet('align', align[1]);
		}
	});
}

/** Gives each heading its GitHub-style id and records the outline in `env.headings`. */
function headingIds(md: MarkdownIt): void {
	md.core.ruler.push('heading_ids', (state) => {
		const slugger = new Slugger();
		const headings: Heading[] = [];
		state.tokens.forEach((token, i) => {
			if (token.type !== 'heading_open') return;
			const text = plainText(state.tokens[i + 1]);
			const id = slugger.slug(text);
			if (id) token.attrSet('id', id);
			headings.push({ level: Number(token.tag.slice(1)), text, id });
		});
		(state.env as { headings?: Heading[] }).headings = headings;
	});
}

/**
 * CommonMark (markdown-it's "commonmark" preset, spec 0.31.2) with GitHub's tables,
 * strikethrough, task lists and autolinked URLs (linkify). Raw HTML is parsed as CommonMark
 * says; the sanitizer decides what of it stays.
 */
export function createRenderer(): MarkdownIt {
	const md = markdownit('commonmark', { html: true, linkify: true });
	md.enable(['table', 'strikethrough', 'linkify']);
	// GFM links "www.example.com" without a scheme; linkify-it does so only with fuzzy links on
	// (which also links a bare "example.com" of a known top-level domain: a little wider than GFM).
	md.linkify.set({ fuzzyLink: true });
	// GFM writes strikethrough as <del> (GFM 0.29, "Strikethrough (extension)"); markdown-it as <s>.
	md.renderer.rules.s_open = () => '<del>';
	md.renderer.rules.s_close = () => '</del>';
	md.use(taskLists).use(tableAlign).use(headingIds);
	return md;
}

let renderer: MarkdownIt | undefined;

/** The unsanitized HTML and the heading outline. */
export function renderMarkdown(markdown: string): { html: string; headings: Heading[] } {
	renderer ??= createRenderer();
	const env: { headings?: Heading[] } = {};
	const html = renderer.render(markdown, env);
	return { html, headings: env.headings ?? [] };
}
