import { alternatingCase, swapCase } from '../text-transform/transform.js';
import { camelCase, capitalCase, constantCase, dotCase, kebabCase, noCase, pascalCase, pathCase, sentenceCase, snakeCase, trainCase, type Options } from 'change-case';

export const CASES = ['camel', 'pascal', 'snake', 'kebab', 'constant', 'dot', 'title', 'sentence', 'lower', 'upper', 'slug', 'train', 'header', 'path', 'swap', 'alternating', 'all', 'no'] as const;
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

/** Longest text for `all`: 2^16 casings of 16 characters are about 1.1 MB. */
export const MAX_ALL_CASINGS = 16;

/**
 * Every casing of a text, one a line, as CyberChef's "Get All Casings" lists them: the text in
 * lower case, then the characters upper-cased as the bits of a counter, the first character the
 * lowest bit (`test`, `Test`, `tEst`, `TEst`…). At most MAX_ALL_CASINGS characters (checked by the operation).
 */
export function allCasings(text: string): string {
	const lower = [...text.toLowerCase()];
	const upper = lower.map((c) => c.toUpperCase());
	const lines: string[] = new Array(1 << lower.length);
	for (let n = 0; n < lines.length; n++) {
		let line = '';
		for (let j = 0; j < lower.length; j++) line += (n >> j) & 1 ? upper[j] : lower[j];
		lines[n] = line;
	}
	return lower.length ? lines.join('\n') : '';
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
		// Train-Case is also how HTTP writes header names (Content-Type): the two names give the same text.
		case 'train':
		case 'header':
			return trainCase(text, SPLIT_DIGITS);
		case 'path':
			return pathCase(text, SPLIT_DIGITS);
		// The same as text-transform's actions swap-case and alternating-case.
		case 'swap':
			return swapCase(text);
		case 'alternating':
			return alternatingCase(text);
		case 'all':
			return allCasings(text);
		case 'no':
			return noCase(text, SPLIT_DIGITS);
	}
}
