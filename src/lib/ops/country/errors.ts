import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('country', {
	not_a_code: 'must be an ISO 3166-1 alpha-2 or alpha-3 code (2 or 3 letters)',
	no_code: ({ code }: { code: string }) => `Country not found: no country has the code "${code}"`,
	no_name: ({ search }: { search: string }) => `Country not found: no country name matches "${search}"`
});
