import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). Lines and columns count from 1. */
export const errors = catalog('xml-query', {
	not_xml: ({ line, column, message }: { line: number; column: number; message: string }) => `line ${line}, column ${column}: not well-formed XML: ${message}`,
	no_root: 'holds no XML element; send a document, or choose html',
	entity_declared: ({ line, column }: { line: number; column: number }) =>
		`line ${line}, column ${column}: declares an entity (<!ENTITY …>); entities are never expanded here, internal or external, so a document that declares them is refused`,
	unknown_entity: ({ line, column, entity }: { line: number; column: number; entity: string }) =>
		`line ${line}, column ${column}: ${entity} is not an XML entity (XML has &amp; &lt; &gt; &quot; &apos; and &#…; references; HTML's names need format html)`,
	bad_character: ({ line, column, code }: { line: number; column: number; code: string }) => `line ${line}, column ${column}: ${code} is not a character XML 1.0 allows`,
	too_deep: ({ max }: { max: number }) => `nests elements more than ${max} levels deep`,
	xpath_invalid: ({ message }: { message: string }) => `is not an XPath 1.0 expression this engine can run: ${message}`,
	namespace_axis: 'asks the namespace axis (namespace::) of more than one element, which this engine cannot put in order; ask it of one element',
	css_invalid: ({ message }: { message: string }) => `is not a CSS selector this engine can run: ${message}`,
	too_many_results: ({ max }: { max: number }) => `selects more than ${max.toLocaleString('en-US')} results; narrow the query`,
	answer_too_long: ({ max }: { max: number }) => `the results would be more than ${max.toLocaleString('en-US')} characters; narrow the query`
});
