import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('holidays', {
	alpha2: 'must be an ISO 3166-1 alpha-2 code (2 letters)',
	not_covered: ({ code, count }: { code: string; count: number }) => `"${code}" is not a covered country (${count} are covered)`
});
