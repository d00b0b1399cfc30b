import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); an upstream's own words are _shared's. */
export const errors = catalog('ai-chat', {
	not_configured: 'AI service is not configured',
	too_many: ({ max, got }: { max: number; got: number }) => `must hold at most ${max} messages, got ${got}`
});
