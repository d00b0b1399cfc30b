import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('tax-id', {
	no_schemes: ({ country, count }: { country: string; count: number }) => `no tax-ID schemes for "${country}" (GET /tax-id/countries lists the ${count} supported)`,
	other_type: ({ country, types }: { country: string; types: string }) => `${country} has ${types}`
});
