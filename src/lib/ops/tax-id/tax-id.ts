import type { Validator } from 'stdnum';
import type { Reason } from './options.js';
import { SCHEMES, type Scheme } from './schemes.js';

export interface TaxIdCheck {
	valid: boolean;
	country: string;
	type: string | null;
	name: string | null;
	local_name: string | null;
	compact: string;
	formatted: string | null;
	reason: Reason | null;
}

/** stdnum's exception names (set in each constructor, so they survive minification) → reasons. */
const REASON_OF: Record<string, Reason> = { InvalidFormat: 'format', InvalidLength: 'length', InvalidChecksum: 'checksum', InvalidComponent: 'component' };

/**
 * How far a number got in a scheme: a wrong check digit or component means the shape fitted, so
 * that scheme's reason is the one worth telling when no scheme accepts the number.
 */
const DEPTH: Record<Reason, number> = { length: 0, format: 1, component: 2, checksum: 3 };

/** The validator's compact form, or the value without spaces and the usual separators when it cannot make one. */
function compactOf(validator: Validator, value: string): string {
	try {
		return validator.compact(value.toUpperCase());
	} catch {
		return value.replace(/[\s\-./,]/g, '').toUpperCase();
	}
}

/** One scheme's verdict: the compact form when valid, else the reason. */
function tryScheme(scheme: Scheme, value: string): { ok: true; compact: string } | { ok: false; reason: Reason } {
	if (scheme.accept && !scheme.accept.test(value)) return { ok: false, reason: 'format' };
	let result;
	try {
		// Upper case first, as python-stdnum's compact() does: some of the port's validators skip it.
		result = scheme.validator.validate(value.toUpperCase());
	} catch {
		// A few of the port's validators throw on input too short to split (NL btw on "B"): not a number of theirs.
		return { ok: false, reason: 'format' };
	}
	if (!result.isValid) return { ok: false, reason: REASON_OF[result.error?.name ?? ''] ?? 'format' };
	if (scheme.also && !scheme.also(result.compact)) return { ok: false, reason: 'format' };
	return { ok: true, compact: result.compact };
}

const names = (scheme: Scheme) => ({ name: scheme.validator.name.trim(), local_name: scheme.validator.localName.trim() });

function answer(scheme: Scheme, value: string): TaxIdCheck {
	const r = tryScheme(scheme, value);
	const base = { country: scheme.country, type: scheme.type, ...names(scheme) };
	if (!r.ok) return { valid: false, ...base, compact: compactOf(scheme.validator, value), formatted: null, reason: r.reason };
	const formatted = !scheme.formats ? null : scheme.format ? scheme.format(r.compact) : scheme.validator.format(r.compact);
	return { valid: true, ...base, compact: r.compact, formatted, reason: null };
}

/**
 * Checks `number` against one scheme of `country` (by `type`) or against each in turn; the
 * caller has checked that the country and the type exist.
 * @example checkTaxId('DE', '136695976') // { valid: true, type: 'vat', … }
 */
export function checkTaxId(country: string, number: string, type?: string): TaxIdCheck {
	const schemes = SCHEMES.get(country)!;
	if (type) return answer(schemes.find((s) => s.type === type)!, number);
	let closest: { scheme: Scheme; reason: Reason } | null = null;
	for (const scheme of schemes) {
		const r = tryScheme(scheme, number);
		if (r.ok) return answer(scheme, number);
		if (!closest || DEPTH[r.reason] > DEPTH[closest.reason]) closest = { scheme, reason: r.reason };
	}
	// No scheme accepted it: no type is named, the reason is the one of the scheme it came closest to.
	return { valid: false, country, type: null, name: null, local_name: null, compact: compactOf(closest!.scheme.validator, number), formatted: null, reason: closest!.reason };
}
