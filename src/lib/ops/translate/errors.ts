import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('translate', {
	not_configured: 'Translation service is not configured',
	required: 'is required',
	not_a_string: 'must be a string',
	not_a_code: 'must be a language code such as "en", "de" or "pt-BR"',
	not_a_code_or_auto: 'must be a language code such as "en", "de" or "pt-BR", or "auto"',
	empty: 'must not be empty',
	pair: ({ from, to }: { from: string; to: string }) => `The translation service cannot translate from ${from} to ${to}`,
	unsupported: ({ code, supported }: { code: string; supported: string }) => `"${code}" is not supported by the translation service; supported: ${supported}`
});
