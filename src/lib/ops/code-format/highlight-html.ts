/**
 * Reads highlight's HTML back into a tree the view renders with Svelte's own text nodes, so no
 * markup ever reaches the page as HTML: the only elements accepted are `<span class="…">` with
 * highlight.js's classes (`hljs-…`, its scope modifiers such as `function_`, and `language-…`
 * around embedded code), and `</span>`; the only entities those highlight.js writes. Anything
 * else makes the whole answer read as plain text.
 */

export type HighlightNode = string | { classes: string[]; children: HighlightNode[] };

const CLASS = /^(?:hljs-[a-z][a-z0-9_-]*|[a-z][a-z0-9]*_+|language-[a-z0-9#+_-]+)$/;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const TOKEN = /<span class="([^"<>]*)">|<\/span>|&(?:amp|lt|gt|quot|#x27);|[^<&]+/gy;

/** The tree of `html`, or null when it holds anything but highlight.js's spans and escapes. */
export function readHighlight(html: string): HighlightNode[] | null {
	const root: HighlightNode[] = [];
	const stack: HighlightNode[][] = [root];
	TOKEN.lastIndex = 0;
	let at = 0;
	while (at < html.length) {
		TOKEN.lastIndex = at;
		const match = TOKEN.exec(html);
		if (!match) return null;
		at = TOKEN.lastIndex;
		const [token, classList] = match;
		const here = stack[stack.length - 1];
		if (classList !== undefined) {
			const classes = classList.split(' ').filter(Boolean);
			if (classes.length === 0 || !classes.every((c) => CLASS.test(c))) return null;
			const node = { classes, children: [] as HighlightNode[] };
			here.push(node);
			stack.push(node.children);
		} else if (token === '</span>') {
			if (stack.length === 1) return null;
			stack.pop();
		} else {
			const text = ENTITIES[token] ?? token;
			if (typeof here[here.length - 1] === 'string') here[here.length - 1] += text;
			else here.push(text);
		}
	}
	return stack.length === 1 ? root : null;
}

/** The text a tree shows (the code that was highlighted). */
export function textOf(nodes: HighlightNode[]): string {
	return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children))).join('');
}
