/**
 * XML formatting and minifying over xmldom's tree, printed by this module: Prettier's XML plugin
 * reflows mixed content (`Hello <b>world</b>!` becomes three lines, which changes the text), so the
 * printer here only ever changes whitespace-only text between elements. Comments, processing
 * instructions, CDATA sections, the XML declaration and the DOCTYPE are kept as they are.
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { errors } from './errors.js';
import { MAX_OUTPUT, MAX_XML_DEPTH } from './options.js';
import { escapeXmlText } from '../_shared/markup-escape.js';

type XmlNode = {
	nodeType: number;
	nodeName: string;
	nodeValue: string | null;
	childNodes: ArrayLike<XmlNode>;
	attributes?: ArrayLike<{ name: string; value: string }>;
	getAttribute?(name: string): string | null;
	data?: string;
	target?: string;
};

const ELEMENT = 1, TEXT = 3, CDATA = 4, PI = 7, COMMENT = 8, DOCTYPE = 10;

export interface XmlOptions {
	indent: string;
	/** Minify: write no whitespace between elements, and drop comments unless this is true. */
	minify: boolean;
	preserveComments: boolean;
}

/** Parses strictly: xmldom's warnings (an unquoted attribute value) count as errors too. */
function parse(text: string): XmlNode {
	let reason = '';
	try {
		return new DOMParser({
			onError: (_level: string, message: string) => {
				reason = message;
				throw new Error(message);
			}
		}).parseFromString(text, 'text/xml') as unknown as XmlNode;
	} catch (err) {
		const at = (err as { locator?: { lineNumber?: number; columnNumber?: number } }).locator ?? {};
		throw errors.error('syntax', { line: Math.max(1, at.lineNumber ?? 1), column: Math.max(1, at.columnNumber ?? 1), language: 'XML', reason: reason || String(err) }, { field: 'input' });
	}
}

const isBlank = (text: string) => /^[ \t\r\n]*$/.test(text);
const escapeAttribute = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

class Printer {
	private parts: string[] = [];
	private length = 0;
	constructor(private options: XmlOptions) {}

	write(text: string) {
		this.length += text.length;
		if (this.length > MAX_OUTPUT) throw errors.error('too_long', { max: MAX_OUTPUT });
		this.parts.push(text);
	}
	result() {
		return this.parts.join('');
	}

	/** Whether whitespace between this element's children may change: no text, no CDATA, no xml:space="preserve". */
	private elementOnly(node: XmlNode, preserve: boolean): boolean {
		if (preserve) return false;
		for (let i = 0; i < node.childNodes.length; i++) {
			const child = node.childNodes[i];
			if (child.nodeType === CDATA) return false;
			if (child.nodeType === TEXT && !isBlank(child.nodeValue ?? '')) return false;
		}
		return true;
	}

	/** Children kept in an element-only parent: whitespace text goes, and comments when minifying without them. */
	private kept(node: XmlNode): XmlNode[] {
		const kept: XmlNode[] = [];
		for (let i = 0; i < node.childNodes.length; i++) {
			const child = node.childNodes[i];
			if (child.nodeType === TEXT) continue;
			if (child.nodeType === COMMENT && this.options.minify && !this.options.preserveComments) continue;
			kept.push(child);
		}
		return kept;
	}

	document(doc: XmlNode) {
		const nodes = this.kept(doc);
		nodes.forEach((node, i) => {
			if (i > 0 && !this.options.minify) this.write('\n');
			this.node(node, 0, false);
		});
		if (!this.options.minify) this.write('\n');
	}

	private startTag(node: XmlNode): string {
		let tag = `<${node.nodeName}`;
		const attributes = node.attributes ?? [];
		for (let i = 0; i < attributes.length; i++) tag += ` ${attributes[i].name}="${escapeAttribute(attributes[i].value)}"`;
		return tag;
	}

	node(node: XmlNode, depth: number, preserve: boolean) {
		switch (node.nodeType) {
			case ELEMENT:
				return this.element(node, depth, preserve);
			case TEXT:
				return this.write(escapeXmlText(node.nodeValue ?? ''));
			case CDATA:
				return this.write(`<![CDATA[${node.nodeValue ?? ''}]]>`);
			case COMMENT:
				return this.options.minify && !this.options.preserveComments ? undefined : this.write(`<!--${node.nodeValue ?? ''}-->`);
			case PI:
				return this.write(`<?${node.target ?? node.nodeName}${node.data ? ` ${node.data}` : ''}?>`);
			case DOCTYPE:
				return this.write(new XMLSerializer().serializeToString(node as never));
			default:
				return this.write(new XMLSerializer().serializeToString(node as never));
		}
	}

	private element(node: XmlNode, depth: number, inheritedPreserve: boolean) {
		if (depth >= MAX_XML_DEPTH) throw errors.error('too_deep', { max: MAX_XML_DEPTH }, { field: 'input' });
		const space = node.getAttribute?.('xml:space');
		const preserve = space === 'preserve' ? true : space === 'default' ? false : inheritedPreserve;
		const start = this.startTag(node);
		if (node.childNodes.length === 0) return this.write(`${start}/>`);
		if (!this.elementOnly(node, preserve)) {
			// Mixed content or preserved space: every child exactly as it was, inline.
			this.write(`${start}>`);
			for (let i = 0; i < node.childNodes.length; i++) this.node(node.childNodes[i], depth + 1, preserve);
			return this.write(`</${node.nodeName}>`);
		}
		const children = this.kept(node);
		if (children.length === 0) return this.write(`${start}/>`);
		this.write(`${start}>`);
		const inner = this.options.minify ? '' : `\n${this.options.indent.repeat(depth + 1)}`;
		for (const child of children) {
			this.write(inner);
			this.node(child, depth + 1, preserve);
		}
		this.write(this.options.minify ? '' : `\n${this.options.indent.repeat(depth)}`);
		this.write(`</${node.nodeName}>`);
	}
}

export function printXml(text: string, options: XmlOptions): string {
	const printer = new Printer(options);
	printer.document(parse(text));
	return printer.result();
}
