import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); categories by their API names. */
export const errors = catalog('units', {
	unknown_unit: ({ unit }: { unit: string }) => `unknown unit "${unit}" (GET /units/list lists them)`,
	other_category: ({ to, toCategory, from, fromCategory }: { to: string; toCategory: string; from: string; fromCategory: string }) =>
		`${to} is a unit of ${toCategory}, ${from} of ${fromCategory}`,
	not_finite: 'the result is not a finite number'
});
