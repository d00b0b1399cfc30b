import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('math-stats', {
	not_a_number: ({ token, item }: { token: string; item: number }) => `"${token}" (item ${item}) is not a number`,
	no_values: 'needs at least one number',
	too_many: ({ max }: { max: number }) => `must hold at most ${max.toLocaleString('en-US')} numbers`,
	too_large: ({ item, max }: { item: number; max: string }) => `item ${item} is larger in magnitude than ${max}`
});
