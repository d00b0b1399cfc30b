import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). Indexes count characters from 0. */
export const errors = catalog('text-escape', {
	bad_escape: ({ escape, index, language }: { escape: string; index: number; language: string }) => `${escape} at character ${index} is not a ${language} escape`,
	truncated_escape: ({ escape, index }: { escape: string; index: number }) => `${escape} at character ${index} is cut short`,
	out_of_range: ({ escape, index }: { escape: string; index: number }) => `${escape} at character ${index} is out of range`,
	named_escape: ({ index }: { index: number }) => `\\N{…} at character ${index} names a character; write it as \\u or \\U instead (the Unicode name list is not shipped)`,
	raw_character: ({ char, index, language }: { char: string; index: number; language: string }) => `${char} at character ${index} must be escaped in ${language}`,
	lone_surrogate: ({ index, language }: { index: number; language: string }) => `character ${index} is a lone surrogate, which ${language} cannot hold as UTF-8`,
	not_xml_char: ({ code, index }: { code: string; index: number }) => `${code} at character ${index} is not allowed in XML 1.0, even as a character reference`,
	not_utf8: ({ index }: { index: number }) => `the bytes the escapes stand for are not UTF-8 (near character ${index})`,
	unknown_entity: ({ entity, index }: { entity: string; index: number }) => `${entity} at character ${index} is not one of XML's entities (&amp; &lt; &gt; &quot; &apos; and &#…;)`,
	unclosed_quote: ({ quote, index }: { quote: string; index: number }) => `the ${quote} quote opened at character ${index} is not closed`,
	several_words: ({ count }: { count: number }) => `is ${count} shell words; unescape reads one`,
	several_fields: ({ char, index }: { char: string; index: number }) => `${char} at character ${index} ends the field; quote the field to keep it`,
	regex_operator: ({ char, index }: { char: string; index: number }) => `${char} at character ${index} is a regex operator, not a literal character`,
	regex_class: ({ escape, index }: { escape: string; index: number }) => `${escape} at character ${index} matches a class of characters, not one`,
	quote_not_for: ({ quote, language }: { quote: string; language: string }) => `${quote} is not a quote for ${language}`
});
