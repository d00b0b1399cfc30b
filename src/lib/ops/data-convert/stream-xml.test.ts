import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { ConvertError, convertText } from './convert.js';
import { convertXmlLarge } from './stream-xml.js';

/** What convertXmlLarge writes, joined, or `whole`. */
function large(text: string, from: 'xml' | 'auto', indent: number): string {
	const pieces: string[] = [];
	return convertXmlLarge(text, from, indent, (piece) => pieces.push(piece)) === 'whole' ? 'whole' : pieces.join('');
}

/** The error's words as the API says them, or the answer. */
function outcome(f: () => string): string {
	try {
		return f();
	} catch (error) {
		expect(error).toBeInstanceOf(ConvertError);
		return `error: ${(error as Error).message}`;
	}
}

const space = fc.constantFrom('', ' ', '\n', '\n  ', '\t', '\r\n');
const names = fc.constantFrom('a', 'b', 'item', 'ns:x', 'é', 'x-y', 'B');
const texts = fc.constantFrom('', 'x', ' padded ', '007', '1.10', 'a &amp; b', '&lt;tag&gt;', '&#233;t&#xE9;', 'ü€😀', 'line\nbreak', 'q &quot;&apos;');
const attributes = fc.array(fc.tuple(fc.constantFrom('id', 'k', 'xml:lang', 'a-b'), texts, fc.constantFrom('"', "'")), { maxLength: 3 }).map((list) => {
	const seen = new Set<string>();
	return list
		.filter(([name]) => !seen.has(name) && seen.add(name))
		.map(([name, value, quote]) => ` ${name}=${quote}${value.replace(/["']/g, '')}${quote}`)
		.join('');
});

/** XML elements: nested, empty, with text, CDATA, comments, mixed content. */
const { element } = fc.letrec<{ element: string; content: string }>((tie) => ({
	element: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		fc.tuple(names, attributes, space).map(([name, attrs, s]) => `<${name}${attrs}${s}/>`),
		fc.tuple(names, attributes, tie('content')).map(([name, attrs, content]) => `<${name}${attrs}>${content}</${name}>`)
	),
	content: fc.oneof(
		texts,
		fc.array(fc.oneof({ weight: 4, arbitrary: fc.tuple(space, tie('element')).map(([s, e]) => s + e) }, fc.constant('<!-- note -->'), fc.constant('<![CDATA[ <raw> & ]]>'), texts), { maxLength: 5 }).map((parts) => parts.join(''))
	)
}));

/** Documents: a prolog, a root with attributes around children, white space and comments between. */
const documents = fc
	.tuple(
		fc.constantFrom('', '<?xml version="1.0" encoding="UTF-8"?>\n', '\uFEFF', '<!-- head -->\n', '  '),
		fc.constantFrom('records', 'r', 'data:set'),
		attributes,
		fc.array(fc.tuple(fc.constantFrom('', '\n  ', ' ', '\n<!-- c -->\n', '<?pi x?>'), element), { maxLength: 8 }),
		fc.constantFrom('', '\n', ' text ', '<![CDATA[x]]>'),
		fc.constantFrom('', '\n', '\n<!-- tail -->\n')
	)
	.map(([prolog, root, attrs, children, inside, tail]) => `${prolog}<${root}${attrs}>${children.map(([s, c]) => s + c).join('')}${inside}</${root}>${tail}`);

// The oracle is the converter's whole-document path: fast-xml-parser's tree of the text, written
// by JSON.stringify (convertText). The large reader must give it character for character.
describe('XML to JSON without the tree', () => {
	it('writes what convertText writes, or leaves the document to it', () => {
		let streamed = 0;
		let runs = 0;
		fc.assert(
			fc.property(documents, fc.constantFrom(0, 2, 4), fc.constantFrom('xml', 'auto') as fc.Arbitrary<'xml' | 'auto'>, (text, indent, from) => {
				runs++;
				const mine = large(text, from, indent);
				if (mine === 'whole') return;
				streamed++;
				const whole = convertText(text, from, 'json', indent, Infinity);
				expect(whole.from).toBe('xml');
				expect(mine).toBe(whole.output);
			}),
			fuzzParameters(4)
		);
		// Most generated documents (a root around elements) take the large way.
		expect(streamed).toBeGreaterThan(runs / 3);
	});

	it('fails on XML that is not well formed with the words, line and column of convertText', () => {
		const broken = fc.tuple(documents, fc.nat(), fc.constantFrom('<', '>', '&', '</x>', '"', '<!ENTITY a "b">', '')).map(([text, at, insert]) => {
			const i = at % (text.length + 1);
			return text.slice(0, i) + insert + text.slice(i + (insert ? 0 : 1));
		});
		fc.assert(
			fc.property(broken, (text) => {
				const mine = outcome(() => large(text, 'xml', 2));
				if (mine === 'whole') return;
				expect(mine).toBe(outcome(() => convertText(text, 'xml', 'json', 2, Infinity).output));
			}),
			fuzzParameters(2)
		);
	});

	it('leaves to the whole reader what it would shape otherwise', () => {
		for (const text of ['<r/>', '<r a="1"/>', '<r>text</r>', '<r><a/> t </r>', '<a/><b/>', '<r><![CDATA[x]]><a/></r>', '<!DOCTYPE r><r><a/></r>', '<r><__proto__>1</__proto__></r>', '<r>' + '<a>'.repeat(101) + '</a>'.repeat(101) + '</r>'])
			expect(large(text, 'xml', 2), text).toBe('whole');
		// From auto, a text that is not XML (or not only XML) is left to detection.
		expect(large('a,b\n1,2', 'auto', 2)).toBe('whole');
		expect(large('<r><a></r>', 'auto', 2)).toBe('whole');
	});

	it('a root around many records: grouped by name, the root attributes last, in pieces of about a mebibyte', () => {
		const records = Array.from({ length: 20_000 }, (_, i) => `<record id="${i}"><name>record ${i}</name><tags><tag>a</tag><tag>${i % 2 ? 'b' : 'c &amp; d'}</tag></tags>${i % 1000 === 0 ? '<note/>' : ''}</record>`);
		const text = `<?xml version="1.0"?>\n<records count="${records.length}">\n<meta><made>today</made></meta>\n${records.join('\n')}\n<meta/>\n</records>\n`;
		const pieces: string[] = [];
		expect(convertXmlLarge(text, 'xml', 2, (piece) => pieces.push(piece))).toBe('xml');
		expect(pieces.length).toBeGreaterThan(1);
		expect(pieces.join('')).toBe(convertText(text, 'xml', 'json', 2, Infinity).output);
	});
});
