/**
 * The text of an HTML document or fragment, laid out roughly as a browser shows it: htmlparser2
 * tokenizes (entities decoded), block elements start and end lines, `<br>` breaks one, whitespace
 * runs collapse to one space outside `<pre>`, and script, style and template contents are dropped.
 */
import { Parser } from 'htmlparser2';

/** Elements that sit on lines of their own (HTML's block-level elements, plus list items, table rows and the document's title). */
const BLOCK = new Set(
	'address article aside blockquote body caption center dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html li main menu nav ol p pre section summary table tbody tfoot thead title tr ul'.split(' ')
);
/** Elements whose content is not text a reader sees. */
const SKIP = new Set(['script', 'style', 'template']);
const CELL = new Set(['td', 'th']);
/** HTML's own whitespace off the end (a no-break space is text), by a loop: a regex anchored at the end is quadratic on a long run of spaces inside a line. */
function trimEnd(text: string): string {
	let end = text.length;
	while (end > 0 && ' \t\n\r\f'.includes(text[end - 1])) end--;
	return text.slice(0, end);
}

export function htmlToText(html: string): string {
	const lines: string[] = [];
	let line = '';
	let skip = 0;
	let pre = 0;
	const endLine = (always: boolean) => {
		if (always || line !== '') lines.push(trimEnd(line));
		line = '';
	};
	const parser = new Parser(
		{
			onopentag(name) {
				if (SKIP.has(name)) skip++;
				if (skip) return;
				if (BLOCK.has(name)) endLine(false);
				if (name === 'pre') pre++;
				if (name === 'br') endLine(true);
				if (CELL.has(name) && line !== '') line = trimEnd(line) + '\t';
			},
			ontext(text) {
				if (skip) return;
				if (pre) {
					const parts = text.split(/\r\n?|\n/);
					line += parts[0];
					for (const part of parts.slice(1)) {
						endLine(true);
						line = part;
					}
					return;
				}
				let collapsed = text.replace(/[ \t\n\r\f]+/g, ' ');
				if (line === '' || line.endsWith(' ') || line.endsWith('\t')) collapsed = collapsed.replace(/^ /, '');
				line += collapsed;
			},
			onclosetag(name, implied) {
				if (SKIP.has(name)) {
					skip = Math.max(0, skip - 1);
					return;
				}
				if (skip || (implied && name === 'br')) return;
				if (name === 'pre') pre = Math.max(0, pre - 1);
				if (BLOCK.has(name)) endLine(false);
			}
		},
		{ decodeEntities: true }
	);
	parser.write(html);
	parser.end();
	endLine(false);
	while (lines.length && lines[0] === '') lines.shift();
	while (lines.length && lines[lines.length - 1] === '') lines.pop();
	return lines.join('\n');
}
