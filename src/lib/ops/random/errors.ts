import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('random', {
	whole: 'must be a whole number for integers',
	min_above_max: ({ min, max }: { min: number; max: number }) => `must be at least \`min\` (${min}), got ${max}`,
	not_enough_distinct: ({ count, available }: { count: number; available: number }) => `${count} distinct values asked for, but the range holds only ${available}`,
	not_enough_items: ({ count, items }: { count: number; items: number }) => `${count} items asked for, but \`items\` has only ${items}`,
	items_needed: ({ action }: { action: string }) => `${action} needs a non-empty \`items\` array`,
	decimal_range: ({ places }: { places: number }) => `min and max times 10^${places} must stay within ±2^53 (9,007,199,254,740,992)`,
	too_many_bytes: ({ max }: { max: number }) => `bytes takes at most ${max.toLocaleString('en-US')} bytes (only de-bruijn's length goes further)`,
	alphabet_size: ({ got }: { got: number }) => `needs 2 to 64 distinct characters, got ${got}`,
	alphabet_repeat: ({ symbol }: { symbol: string }) => `"${symbol}" appears more than once; each symbol must be distinct`,
	sequence_too_long: ({ total, max }: { total: string; max: number }) => `the whole sequence has ${total} characters, over the limit of ${max.toLocaleString('en-US')}; give \`length\` to get its first characters`,
	find_beyond_limit: ({ total, max }: { total: string; max: number }) => `not among the first ${max.toLocaleString('en-US')} characters of the ${total}-character sequence; the search stops there`,
	no_decimal_between: ({ min, max, places }: { min: number; max: number; places: number }) => `no number with ${places} decimal places lies between ${min} and ${max}`
});
