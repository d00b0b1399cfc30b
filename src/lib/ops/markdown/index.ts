import { z } from 'zod';
import { charactersAtMost } from '../_shared/schemas.js';
import { errors as shared } from '../_shared/errors.js';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';

// markdown-it, xss and entities load on the first call, not with the registry.
const logic = lazyModule(() => Promise.all([import('./render.js'), import('./sanitize.js')]).then(([render, sanitize]) => ({ ...render, ...sanitize })));

/** Documents up to this many characters are light calls (the worst case, task-list items: docs/performance.md). */
export const LIGHT_CALL_CHARS = 2_048;

/** The longest document read, in UTF-8 bytes (src/lib/ops/markdown/README.md, "Markdown to HTML"). */
export const MAX_MARKDOWN_BYTES = 256 * 1024;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const markdown = defineOperation({
	id: 'markdown',
	group: 'text',
	title: 'Markdown to HTML',
	summary: 'Renders CommonMark with GitHub’s tables, task lists, strikethrough and autolinks to sanitized HTML, with the heading outline and GitHub-style anchors.',
	keywords: ['markdown', 'commonmark', 'gfm', 'github flavored markdown', 'markdown to html', 'markdown preview', 'readme', 'html', 'sanitize', 'table of contents'],
	method: 'POST',
	path: '/markdown',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'markdown'),
	timeLimit: { ms: 5000, detail: 'rendering ran longer than the time limit of 5,000 ms; send a shorter document' },
	input: z.object({
		markdown: z
			.string({ error: (issue) => (issue.input === undefined ? undefined : 'must be a string') })
			.refine((text) => text.length * 3 <= MAX_MARKDOWN_BYTES || utf8Length(text) <= MAX_MARKDOWN_BYTES, {
				error: shared.zod('bytes_at_most', (issue) => ({ max: MAX_MARKDOWN_BYTES, got: utf8Length(issue.input as string) }))
			})
			.describe('CommonMark 0.31.2 with GitHub’s tables, task lists, strikethrough and autolinks; raw HTML allowed (sanitized); at most 256 KiB of UTF-8')
			.meta(formHints({ multiline: 12, monospace: true, placeholder: '# Title\n\n- [x] done\n- [ ] to do' }))
	}),
	output: z.object({
		html: z.string().describe('Sanitized HTML: no script, style, iframe, object, embed or SVG element, no event-handler or style attribute, links and images only http(s), mailto, tel, ftp or relative (images also data:image/png, gif, jpeg, webp)'),
		headings: z
			.array(z.object({ level: z.int().min(1).max(6), text: z.string(), id: z.string().describe('GitHub-style slug, unique in the document ("-1", "-2" … on repeats); the heading element carries it as its id, unless empty') }))
			.describe('Every heading in document order')
	}),
	errors: [{ status: 422, when: '`markdown` missing, not a string, or over 256 KiB (262,144 bytes) of UTF-8' }],
	examples: [
		{
			name: 'README with a task list and a table',
			input: {
				markdown:
					'# Project\n\nA **bold** start, ~~old~~ new, and a link: https://example.com\n\n## To do\n\n- [x] Parse\n- [ ] Render\n\n## Sizes\n\n| Size | Bytes |\n|:-----|------:|\n| KiB | 1024 |\n| MiB | 1048576 |\n'
			}
		},
		{ name: 'Unsafe HTML is removed', input: { markdown: 'Hi <a href="javascript:alert(1)" onclick="alert(2)">there</a> <script>alert(3)</script>[click](javascript:alert(4))' } },
		{ name: 'Repeated headings get unique anchors', input: { markdown: '# Usage\n\n## Usage\n\n## Usage' } }
	],
	prepare: logic.load,
	run({ markdown }) {
		const { renderMarkdown, sanitizeHtml } = logic.get();
		const { html, headings } = renderMarkdown(markdown);
		return { html: sanitizeHtml(html), headings };
	}
});

export const operations = [markdown];
