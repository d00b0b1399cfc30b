/**
 * Escaping text for markup, where several operations write it: one definition each, so the
 * writers that must agree with a reference (libxml2, highlight.js) cannot drift apart.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text in HTML, in an element or a quoted attribute: `& < > " '`, as highlight.js escapes them. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * An XML text node, as libxml2's serializer writes one: `&`, `<`, `>`, and a carriage return as
 * `&#13;` (a literal one would be read back as a line feed).
 */
export const escapeXmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
