/** Pieces of serialized XML for the view to colour: tag names, attribute names and values, text, comments. */
export interface XmlToken {
	kind: 'punct' | 'tag' | 'attr' | 'value' | 'text' | 'comment';
	text: string;
}

const TAG = /^(<\/?)([^\s/>]+)((?:\s+[^\s=]+="[^"]*")*)(\s*\/?>)$/;
const ATTR = /(\s+)([^\s=]+)(=)("[^"]*")/g;

/**
 * Splits XML as the operation writes it (well-formed, attributes in double quotes) into tokens;
 * what does not look like a tag stays text, so any string can be shown.
 * @example
 * xmlTokens('<a b="1">x</a>') // punct '<', tag 'a', attr 'b', punct '=', value '"1"', punct '>', text 'x', …
 */
export function xmlTokens(xml: string): XmlToken[] {
	const out: XmlToken[] = [];
	for (const part of xml.split(/(<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<[^<>]+>)/)) {
		if (!part) continue;
		if (part.startsWith('<!--') || part.startsWith('<?')) {
			out.push({ kind: 'comment', text: part });
			continue;
		}
		const tag = TAG.exec(part);
		if (!tag) {
			out.push({ kind: 'text', text: part });
			continue;
		}
		out.push({ kind: 'punct', text: tag[1] }, { kind: 'tag', text: tag[2] });
		for (const a of tag[3].matchAll(ATTR)) out.push({ kind: 'punct', text: a[1] }, { kind: 'attr', text: a[2] }, { kind: 'punct', text: a[3] }, { kind: 'value', text: a[4] });
		out.push({ kind: 'punct', text: tag[4] });
	}
	return out;
}
