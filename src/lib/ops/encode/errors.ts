import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('encode', {
	not_in_scheme: ({ scheme }: { scheme: string }) => `is not valid ${scheme}`,
	not_utf8: ({ scheme }: { scheme: string }) => `the decoded ${scheme} bytes are not UTF-8 text`,
	bad_url_encoding: 'is not valid URL encoding (a % not followed by two hex digits, or bytes that are not UTF-8)'
});
