import { camelCase, capitalCase, constantCase, dotCase, kebabCase, pascalCase, sentenceCase, snakeCase, type Options } from 'change-case';

export const CASES = ['camel', 'pascal', 'snake', 'kebab', 'constant', 'dot', 'title', 'sentence', 'lower', 'upper', 'slug'] as const;
export type CaseName = (typeof CASES)[number];

/** Words also split between letters and digits (`version2Update` → `version_2_update`). */
const SPLIT_DIGITS: Options = { separateNumbers: true };

/** Letters that Unicode decomposition does not turn into ASCII, as slugs usually spell them. */
const TRANSLITERATE: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ł: 'l', Ł: 'l', þ: 'th', Þ: 'th', ð: 'd', Ð: 'd', ı: 'i' };

/**
 * A URL slug: accents removed (NFKD, then the combining marks dropped), a few letters
 * transliterated, lower-case ASCII letters and digits joined by `-`.
 * @example slugify('Crème Brûlée') // 'creme-brulee'
 */
export function slugify(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/\p{M}+/gu, '')
		.replace(/[ßæÆœŒøØđĐłŁþÞðÐı]/g, (c) => TRANSLITERATE[c])
		.replace(/([a-z0-9])([A-Z])/g, '$1-$2')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
}

/** `text` in case `to`; camel and pascal keep digits attached, the others split at them. */
export function convertCase(text: string, to: CaseName): string {
	switch (to) {
		case 'camel':
			return camelCase(text);
		case 'pascal':
			return pascalCase(text);
		case 'snake':
			return snakeCase(text, SPLIT_DIGITS);
		case 'kebab':
			return kebabCase(text, SPLIT_DIGITS);
		case 'constant':
			return constantCase(text, SPLIT_DIGITS);
		case 'dot':
			return dotCase(text, SPLIT_DIGITS);
		case 'title':
			return capitalCase(text, SPLIT_DIGITS);
		case 'sentence':
			return sentenceCase(text, SPLIT_DIGITS);
		case 'lower':
			return text.toLowerCase();
		case 'upper':
			return text.toUpperCase();
		case 'slug':
			return slugify(text);
	}
}
