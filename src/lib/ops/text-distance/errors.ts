import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('text-distance', {
	bad_hex: ({ index }: { index: number }) => `is not hex: character ${index} is not a hex digit or white space`,
	odd_hex: ({ digits }: { digits: number }) => `has ${digits} hex digits, not whole bytes (two digits a byte)`,
	search_too_long: ({ limit }: { limit: string }) => `the fuzzy search took more than ${limit} steps (the pattern matches in too many ways); send a shorter pattern or text`,
	one_sample: () => `holds one sample; the offset checker compares two or more, split by the delimiter`,
	too_many_samples: ({ count, limit }: { count: number; limit: number }) => `holds ${count} samples; at most ${limit}`
});
