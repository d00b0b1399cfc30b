import { errors, type FormatId } from './errors.js';
import { MEMBER_STATES } from './member-states.js';

/** A VAT number that has the format and check digits of its country, ready for VIES. */
export interface VatNumber {
	/** The VIES prefix: EL for Greece, XI for Northern Ireland. */
	country: string;
	/** Without prefix, in canonical form (short forms padded). */
	number: string;
}

const VAT = { field: 'vat' };

/** The most characters `vat` may have as sent (separators included). */
export const VAT_MAX_LENGTH = 64;

/** Spaces, dots and dashes (ASCII and Unicode), as numbers are printed on invoices. */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/g;

/** ISO 3166's GR is what most people type for Greece; VIES calls it EL. */
const ALIASES: Record<string, string> = { GR: 'EL' };

const CODES = [...MEMBER_STATES.keys()].filter((c) => c !== 'XI').sort();
const EXPECTED = CODES.join(', ');

/** The VIES code for a two-letter code (GR → EL), or null when it is not a VIES country. */
function viesCode(code: string): string | null {
	const resolved = ALIASES[code] ?? code;
	return MEMBER_STATES.has(resolved) ? resolved : null;
}

function parseCountry(country: string | null | undefined): string | null {
	const code = (country ?? '').trim().toUpperCase();
	if (code === '') return null;
	// Great Britain left VIES at the end of 2020; only Northern Ireland's trade in goods stayed.
	if (code === 'GB') throw errors.error('gb', {}, { field: 'country' });
	const resolved = viesCode(code);
	if (!resolved) throw errors.error('not_member_state', { given: JSON.stringify(country), expected: EXPECTED }, { field: 'country' });
	return resolved;
}

/**
 * Reads `vat` (with or without prefix; spaces, dots and dashes ignored; any case) and the
 * optional `country`, and checks the number's format and check digits for its country. Throws a
 * 422 OperationError naming the reason; nothing here reaches the network.
 * @example parseVatNumber('de 136.695.976') // { country: 'DE', number: '136695976' }
 */
export function parseVatNumber(vat: string, country?: string | null): VatNumber {
	const compact = vat.replace(SEPARATORS, '').toUpperCase();
	if (compact === '') throw errors.error('empty', {}, VAT);
	const stray = Array.from(compact).find((c) => !/[A-Z0-9+*]/.test(c));
	if (stray !== undefined) {
		throw errors.error('stray_character', { char: JSON.stringify(stray) }, VAT);
	}
	const given = parseCountry(country);

	// A leading pair of letters is a prefix when it names a VIES country. Otherwise it belongs to
	// the number (a French key such as "AB…") when `country` says which country that is.
	let prefix: string | null = null;
	if (/^[A-Z]{2}/.test(compact)) {
		const letters = compact.slice(0, 2);
		if (letters === 'GB') throw errors.error('gb', {}, VAT);
		prefix = viesCode(letters);
		if (!prefix && !given) throw errors.error('unknown_prefix', { letters, expected: EXPECTED }, VAT);
	}
	if (prefix && given && prefix !== given) {
		throw errors.error('prefix_mismatch', { prefix: compact.slice(0, 2), country: given }, VAT);
	}
	const code = prefix ?? given;
	if (!code) throw errors.error('no_prefix', {}, VAT);

	const state = MEMBER_STATES.get(code)!;
	const number = state.shape(prefix ? compact.slice(2) : compact);
	if (number === null) throw errors.error('bad_format', { code, name: state.name, format: errors.words(`format_${code}` as FormatId) }, VAT);
	const problem = state.verify(number);
	if (problem) throw errors.error('bad_number', { code, name: state.name, problem }, VAT);
	return { country: code, number };
}
