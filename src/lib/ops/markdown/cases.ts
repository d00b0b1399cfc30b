import type { OperationCase } from '../cases.js';

const op = 'markdown';
const COMMONMARK = 'CommonMark Spec 0.31.2 (spec.commonmark.org/0.31.2), example';
const GFM = 'GitHub Flavored Markdown Spec 0.29-gfm (github.github.com/gfm), example';

const spec = (example: number, section: string, markdown: string, html: string): OperationCase => ({
	name: `CommonMark example ${example} (${section})`,
	op,
	input: { markdown },
	expected: { status: 200, body: { html, headings: [] } },
	source: `${COMMONMARK} ${example}, section "${section}"`
});

const gfm = (example: number, extension: string, markdown: string, html: string): OperationCase => ({
	name: `GFM example ${example} (${extension})`,
	op,
	input: { markdown },
	expected: { status: 200, body: { html, headings: [] } },
	source: `${GFM} ${example}, "${extension}" extension`
});

/** A heading's id from github-slugger's own fixtures (github.com/Flet/github-slugger, test/fixtures.json), its text from CommonMark's ATX heading output. */
const SLUGGER = 'github-slugger test/fixtures.json (one slugger over the fixtures in order) for the ids; CommonMark 0.31.2 "ATX headings" for the markup';

/**
 * Exact answers: the specs' example HTML where this operation's output is the same byte for byte
 * (markdown.test.ts compares hundreds more after parsing both sides). The examples' texts are the
 * specs' own (CC BY-SA 4.0).
 */
export const cases: OperationCase[] = [
	spec(1, "Tabs", "\tfoo\tbaz\t\tbim\n", "<pre><code>foo\tbaz\t\tbim\n</code></pre>\n"),
	spec(43, "Thematic breaks", "***\n---\n___\n", "<hr />\n<hr />\n<hr />\n"),
	spec(119, "Fenced code blocks", "```\n<\n >\n```\n", "<pre><code>&lt;\n &gt;\n</code></pre>\n"),
	spec(142, "Fenced code blocks", "```ruby\ndef foo(x)\n  return 3\nend\n```\n", "<pre><code class=\"language-ruby\">def foo(x)\n  return 3\nend\n</code></pre>\n"),
	spec(148, "HTML blocks", "<table><tr><td>\n<pre>\n**Hello**,\n\n_world_.\n</pre>\n</td></tr></table>\n", "<table><tr><td>\n<pre>\n**Hello**,\n<p><em>world</em>.\n</pre></p>\n</td></tr></table>\n"),
	spec(169, "HTML blocks", "<del>*foo*</del>\n", "<p><del><em>foo</em></del></p>\n"),
	spec(192, "HTML blocks", "<table>\n\n<tr>\n\n<td>\nHi\n</td>\n\n</tr>\n\n</table>\n", "<table>\n<tr>\n<td>\nHi\n</td>\n</tr>\n</table>\n"),
	spec(228, "Paragraphs", "aaa     \nbbb     \n", "<p>aaa<br />\nbbb</p>\n"),
	spec(253, "Block quotes", ">>> foo\n> bar\n>>baz\n", "<blockquote>\n<blockquote>\n<blockquote>\n<p>foo\nbar\nbaz</p>\n</blockquote>\n</blockquote>\n</blockquote>\n"),
	spec(301, "List items", "1. - 2. foo\n", "<ol>\n<li>\n<ul>\n<li>\n<ol start=\"2\">\n<li>foo</li>\n</ol>\n</li>\n</ul>\n</li>\n</ol>\n"),
	spec(328, "Lists", "- a\n  - b\n  - c\n\n- d\n  - e\n  - f\n", "<ul>\n<li>\n<p>a</p>\n<ul>\n<li>b</li>\n<li>c</li>\n</ul>\n</li>\n<li>\n<p>d</p>\n<ul>\n<li>e</li>\n<li>f</li>\n</ul>\n</li>\n</ul>\n"),
	spec(350, "Code spans", "`foo\n", "<p>`foo</p>\n"),
	spec(360, "Emphasis and strong emphasis", "_ foo bar_\n", "<p>_ foo bar_</p>\n"),
	spec(483, "Emphasis and strong emphasis", "__a<https://foo.bar/?q=__>\n", "<p>__a<a href=\"https://foo.bar/?q=__\">https://foo.bar/?q=__</a></p>\n"),
	spec(571, "Links", "[foo][bar][baz]\n\n[baz]: /url\n", "<p>[foo]<a href=\"/url\">bar</a></p>\n"),
	spec(633, "Raw HTML", "foo <a href=\"\\*\">\n", "<p>foo <a href=\"\\*\"></p>\n"),
	gfm(198, "table", "| foo | bar |\n| --- | --- |\n| baz | bim |\n", "<table>\n<thead>\n<tr>\n<th>foo</th>\n<th>bar</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>baz</td>\n<td>bim</td>\n</tr>\n</tbody>\n</table>\n"),
	gfm(199, "table", "| abc | defghi |\n:-: | -----------:\nbar | baz\n", "<table>\n<thead>\n<tr>\n<th align=\"center\">abc</th>\n<th align=\"right\">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"center\">bar</td>\n<td align=\"right\">baz</td>\n</tr>\n</tbody>\n</table>\n"),
	gfm(200, "table", "| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n", "<table>\n<thead>\n<tr>\n<th>f|oo</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b <code>|</code> az</td>\n</tr>\n<tr>\n<td>b <strong>|</strong> im</td>\n</tr>\n</tbody>\n</table>\n"),
	gfm(201, "table", "| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n", "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n<blockquote>\n<p>bar</p>\n</blockquote>\n"),
	gfm(202, "table", "| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n", "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n</tbody>\n</table>\n<p>bar</p>\n"),
	gfm(203, "table", "| abc | def |\n| --- |\n| bar |\n", "<p>| abc | def |\n| --- |\n| bar |</p>\n"),
	gfm(204, "table", "| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n", "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n"),
	gfm(205, "table", "| abc | def |\n| --- | --- |\n", "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n</table>\n"),
	gfm(491, "strikethrough", "~~Hi~~ Hello, world!\n", "<p><del>Hi</del> Hello, world!</p>\n"),
	gfm(492, "strikethrough", "This ~~has a\n\nnew paragraph~~.\n", "<p>This ~~has a</p>\n<p>new paragraph~~.</p>\n"),
	gfm(621, "autolink", "www.commonmark.org\n", "<p><a href=\"http://www.commonmark.org\">www.commonmark.org</a></p>\n"),
	gfm(622, "autolink", "Visit www.commonmark.org/help for more information.\n", "<p>Visit <a href=\"http://www.commonmark.org/help\">www.commonmark.org/help</a> for more information.</p>\n"),
	gfm(623, "autolink", "Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.\n", "<p>Visit <a href=\"http://www.commonmark.org\">www.commonmark.org</a>.</p>\n<p>Visit <a href=\"http://www.commonmark.org/a.b\">www.commonmark.org/a.b</a>.</p>\n"),
	gfm(624, "autolink", "www.google.com/search?q=Markup+(business)\n\nwww.google.com/search?q=Markup+(business)))\n\n(www.google.com/search?q=Markup+(business))\n\n(www.google.com/search?q=Markup+(business)\n", "<p><a href=\"http://www.google.com/search?q=Markup+(business)\">www.google.com/search?q=Markup+(business)</a></p>\n<p><a href=\"http://www.google.com/search?q=Markup+(business)\">www.google.com/search?q=Markup+(business)</a>))</p>\n<p>(<a href=\"http://www.google.com/search?q=Markup+(business)\">www.google.com/search?q=Markup+(business)</a>)</p>\n<p>(<a href=\"http://www.google.com/search?q=Markup+(business)\">www.google.com/search?q=Markup+(business)</a></p>\n"),
	gfm(627, "autolink", "www.commonmark.org/he<lp\n", "<p><a href=\"http://www.commonmark.org/he\">www.commonmark.org/he</a>&lt;lp</p>\n"),
	gfm(628, "autolink", "http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))\n\nAnonymous FTP is available at ftp://foo.bar.baz.\n", "<p><a href=\"http://commonmark.org\">http://commonmark.org</a></p>\n<p>(Visit <a href=\"https://encrypted.google.com/search?q=Markup+(business)\">https://encrypted.google.com/search?q=Markup+(business)</a>)</p>\n<p>Anonymous FTP is available at <a href=\"ftp://foo.bar.baz\">ftp://foo.bar.baz</a>.</p>\n"),
	gfm(629, "autolink", "foo@bar.baz\n", "<p><a href=\"mailto:foo@bar.baz\">foo@bar.baz</a></p>\n"),
	gfm(631, "autolink", "a.b-c_d@a.b\n\na.b-c_d@a.b.\n\na.b-c_d@a.b-\n\na.b-c_d@a.b_\n", "<p><a href=\"mailto:a.b-c_d@a.b\">a.b-c_d@a.b</a></p>\n<p><a href=\"mailto:a.b-c_d@a.b\">a.b-c_d@a.b</a>.</p>\n<p>a.b-c_d@a.b-</p>\n<p>a.b-c_d@a.b_</p>\n"),
	{
		name: 'repeated and punctuated headings get github-slugger ids',
		op,
		input: { markdown: '# alpha\n# alpha\n# echo\n# echo\n# echo 1\n# echo-1\n# echo\n# heading with a period.txt\n' },
		expected: {
			status: 200,
			body: {
				html: '<h1 id="alpha">alpha</h1>\n<h1 id="alpha-1">alpha</h1>\n<h1 id="echo">echo</h1>\n<h1 id="echo-1">echo</h1>\n<h1 id="echo-1-1">echo 1</h1>\n<h1 id="echo-1-2">echo-1</h1>\n<h1 id="echo-2">echo</h1>\n<h1 id="heading-with-a-periodtxt">heading with a period.txt</h1>\n',
				headings: [
					{ level: 1, text: 'alpha', id: 'alpha' },
					{ level: 1, text: 'alpha', id: 'alpha-1' },
					{ level: 1, text: 'echo', id: 'echo' },
					{ level: 1, text: 'echo', id: 'echo-1' },
					{ level: 1, text: 'echo 1', id: 'echo-1-1' },
					{ level: 1, text: 'echo-1', id: 'echo-1-2' },
					{ level: 1, text: 'echo', id: 'echo-2' },
					{ level: 1, text: 'heading with a period.txt', id: 'heading-with-a-periodtxt' }
				]
			}
		},
		source: SLUGGER
	},
	{
		name: 'non-ASCII heading keeps its letters (Cyrillic + Han)',
		op,
		input: { markdown: '## Привет non-latin 你好\n' },
		expected: {
			status: 200,
			body: { html: '<h2 id="привет-non-latin-你好">Привет non-latin 你好</h2>\n', headings: [{ level: 2, text: 'Привет non-latin 你好', id: 'привет-non-latin-你好' }] }
		},
		source: SLUGGER
	},
	{
		name: 'markdown missing',
		op,
		input: {},
		expected: { status: 422, body: { detail: 'markdown: is required', code: 'invalid_input' } },
		source: 'Contract, toolbox intro: 422 {"detail"} naming the field'
	},
	{
		name: 'markdown over 256 KiB',
		op,
		input: { markdown: 'a'.repeat(262_145) },
		expected: { status: 422, body: { detail: 'markdown: must be at most 262,144 bytes (256 KiB) of UTF-8, got 262,145', code: 'invalid_input' } },
		source: 'src/lib/ops/markdown/README.md "Markdown to HTML": at most 256 KiB of UTF-8; the contract: every limit answers 422 naming it'
	},
	{
		name: 'exactly 256 KiB is accepted',
		op,
		input: { markdown: 'a'.repeat(262_144) },
		expected: { status: 200, body: { html: `<p>${'a'.repeat(262_144)}</p>\n`, headings: [] } },
		source: 'src/lib/ops/markdown/README.md "Markdown to HTML": the limit is inclusive; a paragraph of plain text is <p>…</p> (CommonMark 0.31.2, "Paragraphs")'
	}
];
