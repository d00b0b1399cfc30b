import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * croner and cronstrue give no codes, only English text: the `croner_*` messages are croner's own
 * text (`text`, unchanged in the API), recognised by its wording (cron.ts) for the values the
 * other languages need; `library` is any other text of theirs, which those languages frame.
 */
export const errors = catalog('cron', {
	unknown_macro: ({ macro, known }: { macro: string; known: string }) => `unknown macro "${macro}" (known: ${known})`,
	not_iso: 'not an ISO 8601 date and time',
	croner_value: ({ text }: { text: string; part: string; value: string }) => text,
	croner_characters: ({ text }: { text: string; index: string; entry: string }) => text,
	croner_parts: ({ text }: { text: string }) => text,
	croner_empty: ({ text }: { text: string; part: string }) => text,
	croner_not_number: ({ text }: { text: string; part: string; entry: string }) => text,
	croner_range_order: ({ text }: { text: string; entry: string }) => text,
	croner_step_zero: ({ text }: { text: string }) => text,
	croner_step_too_large: ({ text }: { text: string; max: string }) => text,
	library: ({ text }: { text: string }) => text
});
