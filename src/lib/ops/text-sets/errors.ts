import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('text-sets', {
	empty: 'must not be empty',
	power_set_items: ({ max, got }: { max: number; got: number }) => `power-set takes at most ${max} distinct items, got ${got.toLocaleString('en-US')}`,
	too_many_pairs: ({ max, got }: { max: number; got: number }) => `the cartesian product would have ${got.toLocaleString('en-US')} pairs, over the limit of ${max.toLocaleString('en-US')}`,
	result_too_long: ({ max, got }: { max: number; got: number }) => `the answer would hold ${got.toLocaleString('en-US')} characters of items, over the limit of ${max.toLocaleString('en-US')}`
});
