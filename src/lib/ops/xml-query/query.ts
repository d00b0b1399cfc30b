/**
 * The query itself, loaded on first use (index.ts): XPath 1.0 by the `xpath` package, CSS selectors
 * by css-select through an adapter over the same xmldom tree, so both answer the same node shapes.
 */
import xpath from 'xpath';
import { selectAll, type Options as CssOptions } from 'css-select';
import { errors } from './errors.js';
import { ATTRIBUTE, CDATA, COMMENT, DOCUMENT, documentPrefixes, ELEMENT, OverBudget, PI, readDocument, TEXT, Writer, type XAttr, type XDocument, type XElement, type XNode } from './document.js';
import { MAX_OUTPUT, MAX_RESULTS, type Format, type Language, type ResultType } from './options.js';

export interface QueryResult {
	type: ResultType;
	value: string | number | boolean;
	name?: string;
}

export interface QueryAnswer {
	results: QueryResult[];
	count: number;
	format: 'xml' | 'html';
}

/** css-select's view of an xmldom tree. Type selectors match an element's local name, whatever its namespace (as a browser does with no @namespace rule). */
const adapter: CssOptions<XNode, XElement>['adapter'] = {
	isTag: (node): node is XElement => node.nodeType === ELEMENT,
	getAttributeValue: (el, name) => (el.hasAttribute(name) ? (el.getAttribute(name) ?? undefined) : undefined),
	getChildren: (node) => Array.from(node.childNodes),
	getName: (el) => el.localName ?? el.tagName,
	getParent: (node) => node.parentNode,
	getSiblings: (node) => (node.parentNode ? Array.from(node.parentNode.childNodes) : [node]),
	prevElementSibling: (node) => {
		let n = (node as XNode & { previousSibling: XNode | null }).previousSibling;
		while (n && n.nodeType !== ELEMENT) n = (n as XNode & { previousSibling: XNode | null }).previousSibling;
		return (n as XElement) ?? null;
	},
	getText: (node) => node.textContent ?? '',
	hasAttrib: (el, name) => el.hasAttribute(name),
	removeSubsets: (nodes) => {
		const set = new Set(nodes);
		return [...set].filter((node) => {
			for (let p = node.parentNode; p; p = p.parentNode) if (set.has(p)) return false;
			return true;
		});
	}
};

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();

/**
 * Gives every node of the tree a constant-time compareDocumentPosition (an own property over
 * xmldom's, which scans the common ancestor's children on each call and made the `xpath`
 * package's document-order sort quadratic: 18 s for 3,000 results). Preorder numbering, each
 * element's attributes right after it, is document order as XPath 1.0 defines it.
 */
function indexDocumentOrder(doc: XDocument): void {
	const order = new Map<unknown, number>();
	function compare(this: XNode, other: XNode): number {
		const a = order.get(this);
		const b = order.get(other);
		// Namespace nodes are not numbered: xpath.js reports "could not determine node order", a 422.
		if (a === undefined || b === undefined) throw new Error('could not determine node order');
		return a === b ? 0 : b > a ? 4 : 2;
	}
	let n = 0;
	const stack: XNode[] = [doc];
	while (stack.length) {
		const node = stack.pop()!;
		order.set(node, n++);
		(node as unknown as { compareDocumentPosition: unknown }).compareDocumentPosition = compare;
		if (node.nodeType === ELEMENT) {
			const attrs = (node as XElement).attributes;
			for (let i = 0; i < attrs.length; i++) {
				const attr = attrs.item(i)!;
				order.set(attr, n++);
				(attr as unknown as { compareDocumentPosition: unknown }).compareDocumentPosition = compare;
			}
		}
		const kids: XNode[] = [];
		for (let c = node.firstChild; c; c = c.nextSibling) kids.push(c);
		for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
	}
}

function runXpath(doc: XDocument, query: string, namespaces: Record<string, string>): unknown {
	indexDocumentOrder(doc);
	const prefixes = documentPrefixes(doc);
	for (const [prefix, uri] of Object.entries(namespaces)) prefixes.set(prefix, uri);
	const resolver = { lookupNamespaceURI: (prefix: string | null) => (prefix === 'xml' ? 'http://www.w3.org/XML/1998/namespace' : prefix ? (prefixes.get(prefix) ?? null) : null) };
	try {
		return xpath.selectWithResolver(query, doc as unknown as Node, resolver as XPathNSResolver);
	} catch (err) {
		if (err instanceof RangeError) throw errors.error('xpath_invalid', { message: 'nested too deeply' }, { field: 'query' });
		// xpath.js cannot order the namespace nodes of several elements; refused rather than answered out of order.
		if (/node order/.test(messageOf(err))) throw errors.error('namespace_axis', undefined, { field: 'query' });
		throw errors.error('xpath_invalid', { message: messageOf(err) }, { field: 'query' });
	}
}

function runCss(doc: XDocument, query: string, format: 'xml' | 'html'): XElement[] {
	try {
		return selectAll<XNode, XElement>(query, doc, { adapter, xmlMode: format === 'xml' });
	} catch (err) {
		if (err instanceof RangeError) throw errors.error('css_invalid', { message: 'nested too deeply' }, { field: 'query' });
		throw errors.error('css_invalid', { message: messageOf(err) }, { field: 'query' });
	}
}

/** XPath's string of a number where JSON has none. */
function numberValue(n: number): number | string {
	if (Number.isNaN(n)) return 'NaN';
	if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
	return Object.is(n, -0) ? 0 : n;
}

function nodeResult(node: XNode, writer: Writer): QueryResult {
	// xpath.js's namespace nodes: nodeType '__namespace', the prefix as localName, the URI as nodeValue.
	if ((node as XNode & { isXPathNamespace?: boolean }).isXPathNamespace) return { type: 'namespace', name: (node as XNode & { localName?: string }).localName ?? '', value: node.nodeValue ?? '' };
	switch (node.nodeType) {
		case ELEMENT:
			return { type: 'element', name: (node as XElement).tagName, value: writer.node(node) };
		case ATTRIBUTE:
			return { type: 'attribute', name: (node as XAttr).name, value: (node as XAttr).value };
		case TEXT:
		case CDATA:
			return { type: 'text', value: node.nodeValue ?? '' };
		case COMMENT:
			return { type: 'comment', value: node.nodeValue ?? '' };
		case PI:
			return { type: 'processing-instruction', name: node.nodeName, value: node.nodeValue ?? '' };
		case DOCUMENT:
			return { type: 'document', value: writer.node(node) };
		default:
			return { type: 'text', value: node.nodeValue ?? '' };
	}
}

/**
 * Runs `query` over `input`.
 * @example
 * queryDocument('<r><a id="1"/></r>', 'xpath', '//a/@id', 'auto', {}) // { results: [{ type: 'attribute', name: 'id', value: '1' }], count: 1, format: 'xml' }
 */
export function queryDocument(input: string, language: Language, query: string, format: Format, namespaces: Record<string, string>): QueryAnswer {
	const { doc, format: used } = readDocument(input, format);
	const found = language === 'xpath' ? runXpath(doc, query, namespaces) : runCss(doc, query, used);
	if (typeof found === 'number') return { results: [{ type: 'number', value: numberValue(found) }], count: 1, format: used };
	if (typeof found === 'string') {
		if (found.length > MAX_OUTPUT) throw errors.error('answer_too_long', { max: MAX_OUTPUT });
		return { results: [{ type: 'string', value: found }], count: 1, format: used };
	}
	if (typeof found === 'boolean') return { results: [{ type: 'boolean', value: found }], count: 1, format: used };
	const nodes = (found ?? []) as XNode[];
	if (nodes.length > MAX_RESULTS) throw errors.error('too_many_results', { max: MAX_RESULTS }, { field: 'query' });
	const writer = new Writer(MAX_OUTPUT);
	const results: QueryResult[] = [];
	try {
		for (const node of nodes) {
			const result = nodeResult(node, writer);
			if (result.type !== 'element' && result.type !== 'document') {
				writer.budget -= String(result.value).length;
				if (writer.budget < 0) throw new OverBudget();
			}
			results.push(result);
		}
	} catch (err) {
		if (err instanceof OverBudget) throw errors.error('answer_too_long', { max: MAX_OUTPUT });
		throw err;
	}
	return { results, count: results.length, format: used };
}
