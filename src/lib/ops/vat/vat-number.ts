import { OperationError } from '../../engine/define.js';
import { MEMBER_STATES } from './member-states.js';

/** A VAT number that has the format and check digits of its country, ready for VIES. */
export interface VatNumber {
	/** The VIES prefix: EL for Greece, XI for Northern Ireland. */
	country: string;
	/** Without prefix, in canonical form (short forms padded). */
	number: string;
}

/** The most characters `vat` may have as sent (separators included). */
export const VAT_MAX_LENGTH = 64;

/** Spaces, dots and dashes (ASCII and Unicode), as numbers are printed on invoices. */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/g;

/** ISO 3166's GR is what most people type for Greece; VIES calls it EL. */
const ALIASES: Record<string, string> = { GR: 'EL' };

const CODES = [...MEMBER_STATES.keys()].filter((c) => c !== 'XI').sort();
const EXPECTED = `expected one of ${CODES.join(', ')} (EU member states, EL for Greece) or XI (Northern Ireland)`;

/** Great Britain left VIES at the end of 2020; only Northern Ireland's trade in goods stayed. */
const GB_DETAIL = 'GB numbers are not in VIES since 2021; Northern Ireland traders use the prefix XI';

const invalid = (message: string) => new OperationError(422, message);

/** The VIES code for a two-letter code (GR → EL), or null when it is not a VIES country. */
function viesCode(code: string): string | null {
	const resolved = ALIASES[code] ?? code;
	return MEMBER_STATES.has(resolved) ? resolved : null;
}

function parseCountry(country: string | null | undefined): string | null {
	const code = (country ?? '').trim().toUpperCase();
	if (code === '') return null;
	if (code === 'GB') throw invalid(`country: ${GB_DETAIL}`);
	const resolved = viesCode(code);
	if (!resolved) throw invalid(`country: ${JSON.stringify(country)} is not an EU member state code; ${EXPECTED}`);
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
	if (compact === '') throw invalid('vat: is empty');
	const stray = Array.from(compact).find((c) => !/[A-Z0-9+*]/.test(c));
	if (stray !== undefined) {
		throw invalid(`vat: unexpected character ${JSON.stringify(stray)}; only letters and digits, with spaces, dots or dashes, are allowed`);
	}
	const given = parseCountry(country);

	// A leading pair of letters is a prefix when it names a VIES country. Otherwise it belongs to
	// the number (a French key such as "AB…") when `country` says which country that is.
	let prefix: string | null = null;
	if (/^[A-Z]{2}/.test(compact)) {
		const letters = compact.slice(0, 2);
		if (letters === 'GB') throw invalid(`vat: ${GB_DETAIL}`);
		prefix = viesCode(letters);
		if (!prefix && !given) throw invalid(`vat: unknown country prefix "${letters}"; ${EXPECTED}`);
	}
	if (prefix && given && prefix !== given) {
		throw invalid(`vat: the prefix ${compact.slice(0, 2)} does not match country ${given}`);
	}
	const code = prefix ?? given;
	if (!code) throw invalid('vat: no country prefix; add one (e.g. DE136695976) or give country');

	const state = MEMBER_STATES.get(code)!;
	const label = `${code} (${state.name})`;
	const number = state.shape(prefix ? compact.slice(2) : compact);
	if (number === null) throw invalid(`vat: invalid format for ${label}: expected ${state.format}`);
	const problem = state.verify(number);
	if (problem) throw invalid(`vat: invalid ${label} VAT number: ${problem}`);
	return { country: code, number };
}
