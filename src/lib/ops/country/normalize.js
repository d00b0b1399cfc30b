// Plain JavaScript (checked by tsc through JSDoc) because scripts/data/build-country-data.js, which
// runs under plain Node, precomputes the search keys with this same function.

/** Letters that Unicode does not decompose into a base letter and a mark, folded by hand. */
const FOLD = /** @type {Record<string, string>} */ ({
	ø: 'o',
	đ: 'd',
	ł: 'l',
	ħ: 'h',
	ı: 'i',
	æ: 'ae',
	œ: 'oe',
	ß: 'ss',
	þ: 'th'
});

/**
 * The form in which country names are compared: lower case, diacritics removed (NFD, then every
 * combining mark dropped), a few letters with strokes folded (ø → o, ł → l, æ → ae, ß → ss …),
 * apostrophes and full stops removed (so "Côte d'Ivoire" and "cote divoire" meet, "U.S.A." is
 * "usa"), every other run of non-letters and non-digits one space, trimmed.
 * @example normalizeName("  Côte d’Ivoire ") === 'cote divoire'; normalizeName('Guinea-Bissau') === 'guinea bissau'
 * @param {string} text
 * @returns {string}
 */
export function normalizeName(text) {
	return text
		.toLowerCase()
		.normalize('NFD')
		.replace(/\p{M}+/gu, '')
		.replace(/[øđłħıæœßþ]/g, (ch) => FOLD[ch])
		.normalize('NFC')
		.replace(/['’‘ʼ`´.]/g, '')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}
