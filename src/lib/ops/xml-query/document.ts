/**
 * Reading the input into one DOM (@xmldom/xmldom's), whichever language queries it, and writing
 * nodes back as XML the way libxml2 (lxml's `tostring`) writes them.
 *
 * Safety: xmldom never fetches anything and never expands an entity other than XML's five and
 * character references; a document that declares entities is refused outright (a clear 422 rather
 * than an "entity not found" further on), so neither XXE nor billion laughs can happen. HTML goes
 * through htmlparser2, which knows only HTML's named references.
 */
import { DOMImplementation, DOMParser } from '@xmldom/xmldom';
import { parseDocument as parseHtml } from 'htmlparser2';
import type { ChildNode as HtmlNode } from 'domhandler';
import { errors } from './errors.js';
import { MAX_DEPTH, type Format } from './options.js';
import { escapeXmlText } from '../_shared/markup-escape.js';

// Node types (DOM Level 2), as numbers so no global DOM is needed in Node.
export const ELEMENT = 1;
export const ATTRIBUTE = 2;
export const TEXT = 3;
export const CDATA = 4;
export const PI = 7;
export const COMMENT = 8;
export const DOCUMENT = 9;

/** The DOM shapes this module reads: xmldom's nodes, typed by what is used. */
export interface XNode {
	nodeType: number;
	nodeName: string;
	nodeValue: string | null;
	parentNode: XNode | null;
	firstChild: XNode | null;
	nextSibling: XNode | null;
	childNodes: ArrayLike<XNode>;
	ownerDocument: XNode | null;
	textContent: string | null;
}
export interface XAttr extends XNode {
	name: string;
	value: string;
	prefix: string | null;
	namespaceURI: string | null;
}
export interface XElement extends XNode {
	tagName: string;
	localName: string;
	prefix: string | null;
	namespaceURI: string | null;
	attributes: { length: number; item(i: number): XAttr | null };
	getAttribute(name: string): string | null;
	hasAttribute(name: string): boolean;
}
export interface XDocument extends XNode {
	documentElement: XElement | null;
}

/** 1-based line and column of a character index, as the messages give them. */
function lineColumn(text: string, index: number): { line: number; column: number } {
	let line = 1;
	let start = 0;
	for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
		line++;
		start = i + 1;
	}
	return { line, column: index - start + 1 };
}

/** Characters XML 1.0 forbids, raw: C0 controls but tab, LF, CR; U+FFFE, U+FFFF. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const CHAR_REF = /&#(x[0-9a-fA-F]+|[0-9]+);/g;

function allowedCode(code: number): boolean {
	return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Comments, CDATA sections and processing instructions, where `&` is plain text, blanked out (same length, so indexes hold). */
const mask = (text: string) => text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g, (m) => ' '.repeat(m.length));
const ENTITY_REF = /&([^\s&;#<>"']+);/g;
const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/** Refuses what xmldom lets through or places badly: forbidden characters, raw or as references; entity declarations; undefined entities. */
function precheckXml(text: string): void {
	const raw = FORBIDDEN.exec(text);
	if (raw) throw errors.error('bad_character', { ...lineColumn(text, raw.index), code: hex(raw[0].charCodeAt(0)) }, { field: 'input' });
	const masked = mask(text);
	const entity = /<!ENTITY\b/.exec(masked);
	if (entity && /<!DOCTYPE\b/.test(masked.slice(0, entity.index))) throw errors.error('entity_declared', lineColumn(text, entity.index), { field: 'input' });
	for (const ref of masked.matchAll(CHAR_REF)) {
		const code = ref[1][0] === 'x' ? parseInt(ref[1].slice(1), 16) : parseInt(ref[1], 10);
		if (!allowedCode(code)) throw errors.error('bad_character', { ...lineColumn(text, ref.index), code: Number.isFinite(code) && code <= 0x10ffff ? hex(code) : ref[0] }, { field: 'input' });
	}
	for (const ref of masked.matchAll(ENTITY_REF)) {
		if (!PREDEFINED.has(ref[1])) throw errors.error('unknown_entity', { ...lineColumn(text, ref.index), entity: ref[0] }, { field: 'input' });
	}
}

/** auto: HTML when the text opens (after a BOM, white space and comments) with `<!DOCTYPE html` or `<html`; XML otherwise. */
export function detectFormat(text: string): 'xml' | 'html' {
	const head = text.replace(/^\uFEFF?(?:\s|<!--[\s\S]*?-->)*/, '');
	return /^<!doctype\s+html\b/i.test(head) || /^<html[\s>]/i.test(head) ? 'html' : 'xml';
}

function parseXml(text: string): XDocument {
	precheckXml(text);
	let first: { message: string; line: number; column: number } | undefined;
	const onError = (_level: string, message: string, context?: { locator?: { lineNumber?: number; columnNumber?: number } }) => {
		// Warnings too: xmldom accepts `<a b=c/>` with a warning, which XML does not.
		first ??= { message: message.replace(/\s+/g, ' ').trim(), line: context?.locator?.lineNumber || 1, column: context?.locator?.columnNumber || 1 };
	};
	let doc: XDocument;
	try {
		doc = new DOMParser({ onError }).parseFromString(text, 'text/xml') as unknown as XDocument;
	} catch (err) {
		if (first) throw errors.error('not_xml', first, { field: 'input' });
		throw err;
	}
	if (first) throw errors.error('not_xml', first, { field: 'input' });
	if (!doc.documentElement) throw errors.error('no_root', undefined, { field: 'input' });
	// The XML declaration is not a processing instruction of the tree (xmldom keeps it as one).
	const declaration = doc.firstChild;
	if (declaration && declaration.nodeType === PI && declaration.nodeName === 'xml') (doc as unknown as { removeChild(n: XNode): void }).removeChild(declaration);
	return doc;
}

/** An XML name, as xmldom's createElement / setAttribute require (HTML allows names XML does not, as `@click`). */
const XML_NAME = /^[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*(?::[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*)?$/;

/** HTML through htmlparser2 (lower-case names, implied end tags, HTML's entities), copied into an xmldom document with no namespaces. */
function parseHtmlDocument(text: string): XDocument {
	const source = parseHtml(text);
	const doc = new DOMImplementation().createDocument(null, '') as unknown as XDocument & {
		createElement(name: string): XElement & { setAttribute(n: string, v: string): void; appendChild(c: unknown): void };
		createTextNode(data: string): XNode;
		createComment(data: string): XNode;
		createProcessingInstruction(target: string, data: string): XNode;
		appendChild(c: unknown): void;
	};
	// Iterative, with the depth checked as it goes.
	const stack: { from: HtmlNode[]; to: { appendChild(c: unknown): void }; depth: number }[] = [{ from: source.children, to: doc, depth: 0 }];
	while (stack.length) {
		const { from, to, depth } = stack.pop()!;
		for (const node of from) {
			if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
				if (depth + 1 > MAX_DEPTH) throw errors.error('too_deep', { max: MAX_DEPTH }, { field: 'input' });
				const name = XML_NAME.test(node.name) ? node.name : node.name.replace(/[^\w.-]/g, '_').replace(/^[^A-Za-z_]/, '_$&');
				const el = doc.createElement(name);
				for (const [attr, value] of Object.entries(node.attribs)) if (XML_NAME.test(attr) && !attr.startsWith('xmlns')) el.setAttribute(attr, value);
				to.appendChild(el);
				stack.push({ from: node.children, to: el, depth: depth + 1 });
			} else if (node.type === 'text') to.appendChild(doc.createTextNode(node.data));
			else if (node.type === 'comment') to.appendChild(doc.createComment(node.data));
			else if (node.type === 'cdata') to.appendChild(doc.createTextNode(node.children.map((c) => ('data' in c ? c.data : '')).join('')));
			// Directives (<!DOCTYPE>, <?xml?>) are not nodes of the tree.
		}
	}
	return doc;
}

/** Text nodes as XPath 1.0 sees them: CDATA sections become text, and adjacent texts one node (as lxml reads by default). */
function mergeText(doc: XDocument): number {
	let depthMax = 0;
	const stack: [XNode, number][] = [[doc, 0]];
	const d = doc as unknown as { createTextNode(data: string): XNode };
	while (stack.length) {
		const [node, depth] = stack.pop()!;
		if (depth > depthMax) depthMax = depth;
		let child = node.firstChild;
		while (child) {
			const next = child.nextSibling;
			if (child.nodeType === CDATA || child.nodeType === TEXT) {
				const prev = child.nodeType === CDATA ? null : child;
				const text = prev ?? d.createTextNode(child.nodeValue ?? '');
				if (!prev) (node as unknown as { replaceChild(a: XNode, b: XNode): void }).replaceChild(text, child);
				// Fold the following texts and CDATA sections into this one.
				let after = text.nextSibling;
				while (after && (after.nodeType === TEXT || after.nodeType === CDATA)) {
					(text as unknown as { appendData(s: string): void }).appendData(after.nodeValue ?? '');
					const gone = after;
					after = after.nextSibling;
					(node as unknown as { removeChild(a: XNode): void }).removeChild(gone);
				}
				if ((text.nodeValue ?? '') === '') (node as unknown as { removeChild(a: XNode): void }).removeChild(text);
				child = after;
				continue;
			}
			if (child.nodeType === ELEMENT) stack.push([child, depth + 1]);
			child = next;
		}
	}
	return depthMax;
}

/** The input as a DOM, in the format asked or detected. */
export function readDocument(text: string, format: Format): { doc: XDocument; format: 'xml' | 'html' } {
	const used = format === 'auto' ? detectFormat(text) : format;
	const doc = used === 'xml' ? parseXml(text) : parseHtmlDocument(text);
	if (mergeText(doc) > MAX_DEPTH) throw errors.error('too_deep', { max: MAX_DEPTH }, { field: 'input' });
	return { doc, format: used };
}

// ---- Serializing, as libxml2's xmlNodeDump (what lxml's tostring(…, encoding='unicode', with_tail=False) prints)

const escapeAttr = (s: string) =>
	s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');

const isDeclaration = (a: XAttr) => a.name === 'xmlns' || a.name.startsWith('xmlns:');
const declaredPrefix = (a: XAttr) => (a.name === 'xmlns' ? '' : a.name.slice(6));

/** Thrown when the serialized text passes the budget; the caller answers 422. */
export class OverBudget extends Error {}

export class Writer {
	constructor(public budget: number) {}
	private out: string[] = [];
	private size = 0;
	private push(s: string): void {
		this.size += s.length;
		if (this.size > this.budget) throw new OverBudget();
		this.out.push(s);
	}

	/** A node as lxml prints it; an element's top tag also declares every namespace in scope (used ones first). */
	node(node: XNode): string {
		this.out = [];
		if (node.nodeType === ELEMENT) this.element(node as XElement, scopeDeclarations(node as XElement));
		else if (node.nodeType === DOCUMENT) {
			let first = true;
			for (let c: XNode | null = node.firstChild; c; c = c.nextSibling) {
				if (c.nodeType === TEXT) continue;
				if (!first) this.push('\n');
				first = false;
				this.child(c);
			}
		} else this.child(node);
		const text = this.out.join('');
		this.budget -= text.length;
		this.size = 0;
		return text;
	}

	private child(node: XNode): void {
		switch (node.nodeType) {
			case ELEMENT:
				return this.element(node as XElement, ownDeclarations(node as XElement));
			case TEXT:
			case CDATA:
				return this.push(escapeXmlText(node.nodeValue ?? ''));
			case COMMENT:
				return this.push(`<!--${node.nodeValue ?? ''}-->`);
			case PI: {
				const data = node.nodeValue ?? '';
				return this.push(`<?${node.nodeName}${data ? ' ' + data : ''}?>`);
			}
		}
	}

	private element(el: XElement, declarations: [string, string][]): void {
		let open = '<' + el.tagName;
		for (const [prefix, uri] of declarations) open += ` ${prefix ? 'xmlns:' + prefix : 'xmlns'}="${escapeAttr(uri)}"`;
		for (let i = 0; i < el.attributes.length; i++) {
			const a = el.attributes.item(i)!;
			if (!isDeclaration(a)) open += ` ${a.name}="${escapeAttr(a.value)}"`;
		}
		if (!el.firstChild) return this.push(open + '/>');
		this.push(open + '>');
		// Iterating children recursively is bounded by MAX_DEPTH (checked when reading).
		for (let c: XNode | null = el.firstChild; c; c = c.nextSibling) this.child(c);
		this.push(`</${el.tagName}>`);
	}
}

function ownDeclarations(el: XElement): [string, string][] {
	const out: [string, string][] = [];
	for (let i = 0; i < el.attributes.length; i++) {
		const a = el.attributes.item(i)!;
		if (isDeclaration(a)) out.push([declaredPrefix(a), a.value]);
	}
	return out;
}

/**
 * The declarations on a serialized subtree's top element, in lxml's order: the element's own,
 * then the namespaces it and its attributes use, then the ancestors' (nearest first), each
 * prefix once.
 */
function scopeDeclarations(el: XElement): [string, string][] {
	const seen = new Map<string, string>();
	for (const [prefix, uri] of ownDeclarations(el)) if (!seen.has(prefix)) seen.set(prefix, uri);
	const inScope = (prefix: string): string | undefined => {
		for (let n: XNode | null = el; n && n.nodeType === ELEMENT; n = n.parentNode) {
			const hit = ownDeclarations(n as XElement).find(([p]) => p === prefix);
			if (hit) return hit[1];
		}
		return undefined;
	};
	const use = (prefix: string | null, uri: string | null) => {
		const p = prefix ?? '';
		if (!uri || p === 'xml' || seen.has(p)) return;
		const declared = inScope(p);
		if (declared !== undefined) seen.set(p, declared);
	};
	use(el.prefix, el.namespaceURI);
	for (let i = 0; i < el.attributes.length; i++) {
		const a = el.attributes.item(i)!;
		if (!isDeclaration(a) && a.prefix) use(a.prefix, a.namespaceURI);
	}
	for (let n = el.parentNode; n && n.nodeType === ELEMENT; n = n.parentNode) {
		for (const [prefix, uri] of ownDeclarations(n as XElement)) if (!seen.has(prefix)) seen.set(prefix, uri);
	}
	return [...seen];
}

/** Every prefix the document declares anywhere, the first declaration of each winning: the fallback for a query's prefixes. */
export function documentPrefixes(doc: XDocument): Map<string, string> {
	const out = new Map<string, string>();
	const stack: XNode[] = [doc];
	while (stack.length) {
		const node = stack.pop()!;
		if (node.nodeType === ELEMENT) for (const [prefix, uri] of ownDeclarations(node as XElement)) if (prefix && uri && !out.has(prefix)) out.set(prefix, uri);
		const kids: XNode[] = [];
		for (let c = node.firstChild; c; c = c.nextSibling) if (c.nodeType === ELEMENT) kids.push(c);
		for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
	}
	return out;
}
