import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('geocoding', {
	not_both: 'Provide either query or lat and lon, not both',
	neither: 'Provide query, or lat and lon',
	required_with: ({ other }: { other: string }) => `is required with ${other}`
});
