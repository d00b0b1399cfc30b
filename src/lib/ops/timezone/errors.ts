import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('timezone', {
	not_both: 'Provide either timezone or lat and lon, not both',
	unknown_zone: ({ zone }: { zone: string }) => `unknown IANA time zone ID "${zone}"`,
	both_coordinates: ({ missing }: { missing: string }) => `Provide both lat and lon (${missing} is missing)`,
	neither: 'Provide either timezone or both lat and lon'
});
