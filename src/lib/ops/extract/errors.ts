import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('extract', {
	no_kinds: 'must name at least one kind',
	too_many_matches: ({ max }: { max: number }) => `the text holds more than ${max.toLocaleString('en-US')} matches; ask for fewer kinds or send less text`
});
