import { base64UrlDecode } from '../_shared/base64.js';
import { errors } from './errors.js';

type Claims = Record<string, unknown>;

export interface DecodedJwt {
	header: Claims;
	payload: Claims;
	signature: string;
	meta: {
		algorithm: string | null;
		type: string | null;
		issued_at: string | null;
		expires_at: string | null;
		not_before: string | null;
		issuer: string | null;
		subject: string | null;
		audience: string | null;
		expired: boolean | null;
		not_yet_valid: boolean | null;
	};
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Deepest nesting accepted in a header or payload. The decoded JSON goes back out in the answer,
 * and JSON.stringify recurses: a payload nested a few thousand levels deep (13 kB of token)
 * overflowed the stack, a 500. Real claims sets are a handful of levels deep.
 */
export const MAX_JSON_DEPTH = 64;

/** Decodes a compact JWS (RFC 7515/7519) without verifying it; 422 names what is malformed. */
export function decodeJwt(token: string, nowMs: number): DecodedJwt {
	// A token copied with its Authorization scheme (RFC 6750 section 2.1): "Bearer eyJ…".
	const parts = token.trim().replace(/^bearer\s+/i, '').split('.');
	if (parts.length !== 3) {
		throw errors.error('parts', { count: parts.length });
	}
	const header = decodeJson(parts[0], 'header');
	const payload = decodeJson(parts[1], 'payload');
	if (parts[2] !== '' && base64UrlDecode(parts[2]) === null) {
		throw errors.error('signature_not_base64url');
	}
	const exp = numericDate(payload.exp);
	const nbf = numericDate(payload.nbf);
	const nowSeconds = nowMs / 1000;
	return {
		header,
		payload,
		signature: parts[2],
		meta: {
			algorithm: text(header.alg),
			type: text(header.typ),
			issued_at: isoDate(numericDate(payload.iat)),
			expires_at: isoDate(exp),
			not_before: isoDate(nbf),
			issuer: text(payload.iss),
			subject: text(payload.sub),
			audience: audience(payload.aud),
			// RFC 7519 4.1.4: the token must not be accepted on or after `exp`.
			expired: exp === null ? null : nowSeconds >= exp,
			// RFC 7519 4.1.5: the token must not be accepted before `nbf`.
			not_yet_valid: nbf === null ? null : nowSeconds < nbf
		}
	};
}

function decodeJson(segment: string, name: string): Claims {
	const bytes = base64UrlDecode(segment);
	if (bytes === null || segment === '') {
		throw errors.error('not_base64url', { part: name });
	}
	let value: unknown;
	try {
		value = JSON.parse(utf8.decode(bytes));
	} catch {
		throw errors.error('not_json', { part: name });
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw errors.error('not_object', { part: name });
	}
	if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
		throw errors.error('too_deep', { part: name, max: MAX_JSON_DEPTH });
	}
	return value as Claims;
}

/** True when objects and arrays in `value` nest more than `limit` levels; iterative, so any depth is safe to check. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
	const pending: [unknown, number][] = [[value, 1]];
	while (pending.length > 0) {
		const [item, depth] = pending.pop()!;
		if (item === null || typeof item !== 'object') continue;
		if (depth > limit) return true;
		for (const child of Object.values(item)) pending.push([child, depth + 1]);
	}
	return false;
}

/** A NumericDate (seconds since the epoch, RFC 7519 section 2), or null when absent or not a number. */
function numericDate(value: unknown): number | null {
	return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function isoDate(seconds: number | null): string | null {
	if (seconds === null) return null;
	const date = new Date(seconds * 1000);
	return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function text(value: unknown): string | null {
	return typeof value === 'string' ? value : null;
}

/** `aud` may be a string or an array of strings (RFC 7519 4.1.3); an array is joined with ", ". */
function audience(value: unknown): string | null {
	if (typeof value === 'string') return value;
	if (Array.isArray(value) && value.length && value.every((v) => typeof v === 'string')) return value.join(', ');
	return null;
}
