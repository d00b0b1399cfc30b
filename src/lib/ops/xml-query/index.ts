import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { FORMATS, LANGUAGES, MAX_DEPTH, MAX_INPUT, MAX_NAMESPACES, MAX_OUTPUT, MAX_QUERY, MAX_RESULTS, RESULT_TYPES } from './options.js';

export { MAX_INPUT, MAX_QUERY };

// xpath, @xmldom/xmldom, css-select and htmlparser2 load on the first call, not with the registry.
const logic = lazyModule(() => import('./query.js'));

const fmt = (n: number) => n.toLocaleString('en-US');
const PREFIX = /^[A-Za-z_][\w.-]*$/;

export const xmlQuery = defineOperation({
	id: 'xml-query',
	group: 'data',
	title: 'XPath / CSS query on XML or HTML',
	summary: 'Runs an XPath 1.0 expression or a CSS selector over an XML or HTML document and lists what it selects: elements as XML, attributes, texts, or a number, string or boolean.',
	keywords: ['xpath', 'xpath tester', 'xpath 1.0', 'css selector', 'css selector tester', 'querySelectorAll', 'xml', 'html', 'query', 'select', 'xml query', 'html query', 'scrape', 'lxml', 'xmllint'],
	method: 'POST',
	path: '/xml/query',
	runs: 'anywhere',
	// An XPath expression can cost a power of the document's size (//*[count(//*[…])]): always in the pool.
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'the query ran longer than the time limit of 5,000 ms; query a smaller document or write a simpler expression' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The XML or HTML document; at most ${fmt(MAX_INPUT)} characters and ${MAX_DEPTH} levels of elements. A document that declares entities (<!ENTITY>) is refused: none is ever expanded`)
			.meta(formHints({ multiline: 10, monospace: true, placeholder: '<catalog>\n  <book id="b1"><title>XML</title></book>\n</catalog>' })),
		language: z.enum(LANGUAGES).describe('xpath (XPath 1.0) or css (a CSS selector list, as querySelectorAll)'),
		query: stringOfAtMost(MAX_QUERY)
			.describe(`The XPath expression or CSS selector; at most ${fmt(MAX_QUERY)} characters`)
			.meta(formHints({ monospace: true, placeholder: '//book/@id' })),
		format: z
			.enum(FORMATS)
			.default('auto')
			.describe('How to read `input`: auto (default: html when it starts with <!DOCTYPE html> or <html>, xml otherwise), xml (well-formed XML 1.0 with namespaces), html (as browsers tolerate it: htmlparser2, lower-case names, no namespaces)'),
		namespaces: z
			.record(z.string().regex(PREFIX, { error: 'each prefix must be an XML name' }).max(64), z.string().min(1).max(2000))
			.refine((map) => Object.keys(map).length <= MAX_NAMESPACES, { error: `at most ${MAX_NAMESPACES} prefixes` })
			.optional()
			.describe('XPath: prefixes for the query, as {"p": "urn:uri"}; a prefix not given here is looked up in the document\'s own declarations. Unprefixed names match elements in no namespace (XPath 1.0)')
	}),
	output: z.object({
		results: z
			.array(
				z.object({
					type: z.enum(RESULT_TYPES).describe('element, attribute, text, number, string or boolean; also comment, processing-instruction, namespace (the namespace axis of one element) and document (/) nodes when the XPath selects them'),
					value: z
						.union([z.string(), z.number(), z.boolean()])
						.describe('element: its serialized XML (outer, with the namespaces in scope declared); attribute: its value; text, comment: the text; number (NaN and infinities as the strings "NaN", "Infinity", "-Infinity"), string, boolean: the XPath value'),
					name: z.string().optional().describe('element: its tag name; attribute: its qualified name; processing-instruction: its target; namespace: its prefix ("" for the default)')
				})
			)
			.describe('What the query selects, in document order; an XPath that computes a number, string or boolean gives one result'),
		count: z.int().describe('How many entries `results` has'),
		format: z.enum(['xml', 'html']).describe('How `input` was read: `format` itself, or the one detected for auto')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${fmt(MAX_INPUT)} characters, not well-formed XML (the detail names the line and column), declaring entities, or nesting more than ${MAX_DEPTH} levels; \`query\` over ${fmt(MAX_QUERY)} characters` },
		{ status: 422, when: '`query` does not parse, calls an unknown function or variable, or uses a prefix neither `namespaces` nor the document declares' },
		{ status: 422, when: `more than ${fmt(MAX_RESULTS)} results, or more than ${fmt(MAX_OUTPUT)} characters of results` }
	],
	examples: [
		{ name: 'Every book id', input: { input: '<catalog>\n  <book id="b1"><title>XML Basics</title><price>12.50</price></book>\n  <book id="b2"><title>XPath</title><price>30</price></book>\n</catalog>', language: 'xpath', query: '//book/@id' } },
		{ name: 'Books under 20', input: { input: '<catalog>\n  <book id="b1"><title>XML Basics</title><price>12.50</price></book>\n  <book id="b2"><title>XPath</title><price>30</price></book>\n</catalog>', language: 'xpath', query: '//book[price < 20]/title' } },
		{ name: 'Sum of the prices', input: { input: '<catalog>\n  <book id="b1"><title>XML Basics</title><price>12.50</price></book>\n  <book id="b2"><title>XPath</title><price>30</price></book>\n</catalog>', language: 'xpath', query: 'sum(//price)' } },
		{ name: 'Links in an HTML page', input: { input: '<!DOCTYPE html>\n<html><body>\n<nav><a href="/">Home</a> <a class="ext" href="https://example.org">Example</a></nav>\n<p>See <a href="/docs">the docs</a>.</p>\n</body></html>', language: 'css', query: 'nav a[href]' } }
	],
	prepare: logic.load,
	run: (input) => logic.get().queryDocument(input.input, input.language, input.query, input.format, input.namespaces ?? {})
});

export const operations = [xmlQuery];
