import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('random', {
	whole: 'must be a whole number for integers',
	min_above_max: ({ min, max }: { min: number; max: number }) => `must be at least \`min\` (${min}), got ${max}`,
	not_enough_distinct: ({ count, available }: { count: number; available: number }) => `${count} distinct values asked for, but the range holds only ${available}`,
	not_enough_items: ({ count, items }: { count: number; items: number }) => `${count} items asked for, but \`items\` has only ${items}`,
	items_needed: ({ action }: { action: string }) => `${action} needs a non-empty \`items\` array`,
	decimal_range: ({ places }: { places: number }) => `min and max times 10^${places} must stay within ±2^53 (9,007,199,254,740,992)`,
	no_decimal_between: ({ min, max, places }: { min: number; max: number; places: number }) => `no number with ${places} decimal places lies between ${min} and ${max}`
});
