import { nanoid } from 'nanoid';
import { monotonicFactory } from 'ulid';
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';

/** The kinds `/id/generate` makes (docs/spec/toolbox.md, Part 1). */
export const ID_KINDS = ['uuid4', 'uuid7', 'ulid', 'nanoid'] as const;
export type IdKind = (typeof ID_KINDS)[number];

/**
 * `count` new IDs of one kind. UUIDs come from `uuid` (RFC 9562, lower case; v7 with its
 * monotonic counter, method 1 of RFC 9562 6.2), ULIDs from `ulid`'s monotonic factory (a fresh
 * one per answer: within a millisecond the random part is incremented), NanoIDs from `nanoid`
 * (21 URL-safe characters by default). All draw from the platform's cryptographic random source
 * (`crypto.getRandomValues`). uuid7 and ulid come out strictly increasing; `ensureIncreasing`
 * guards that promise rather than trusting the clock.
 */
export function generateIds(kind: IdKind, count: number, size = 21): string[] {
	const ids: string[] = [];
	if (kind === 'uuid4') {
		for (let i = 0; i < count; i++) ids.push(uuidv4());
	} else if (kind === 'uuid7') {
		for (let i = 0; i < count; i++) ids.push(uuidv7());
	} else if (kind === 'ulid') {
		const next = monotonicFactory();
		for (let i = 0; i < count; i++) ids.push(next());
	} else {
		for (let i = 0; i < count; i++) ids.push(nanoid(size));
	}
	if (kind === 'uuid7' || kind === 'ulid') ensureIncreasing(ids);
	return ids;
}

/** Throws if the list is not strictly increasing (both kinds sort as text by time). */
function ensureIncreasing(ids: string[]): void {
	for (let i = 1; i < ids.length; i++) if (!(ids[i - 1] < ids[i])) throw new Error('time-ordered IDs out of order');
}

/** What `/id/inspect` says about one ID. */
export interface IdInfo {
	kind: 'uuid' | 'ulid';
	version: number | null;
	variant: 'rfc9562' | 'ncs' | 'microsoft' | 'future' | null;
	timestamp: string | null;
	normalized: string;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 100-ns intervals between the Gregorian epoch (1582-10-15) and the Unix epoch: RFC 9562 5.1. */
const GREGORIAN_OFFSET = 122_192_928_000_000_000n;

/**
 * UUID forms accepted: 8-4-4-4-12 hex digits, or 32 without hyphens, any case, optionally in
 * braces (Microsoft's registry form) or after `urn:uuid:` (RFC 9562 4). ULID: 26 Crockford
 * base32 characters, any case, first one 0–7 (48-bit time).
 */
const UUID_FORM = /^(?:urn:uuid:)?(\{)?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})(\})?$/i;
const ULID_FORM = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;

/**
 * Kind, version, variant and embedded time of a UUID or ULID; null when `text` is neither.
 * `version` is given only for the RFC 9562 variant (elsewhere those bits mean something else),
 * so the Nil UUID (variant bits 0: NCS) has version null and the Max UUID (all ones: future)
 * too. Times: v1 and v6 (60-bit count of 100 ns since 1582-10-15, cut to milliseconds), v7
 * and ULID (48-bit Unix milliseconds).
 */
export function inspectId(text: string): IdInfo | null {
	const trimmed = text.trim();
	const uuid = UUID_FORM.exec(trimmed);
	// Braces come in pairs; the hyphens are all there or all absent.
	if (uuid && !!uuid[1] === !!uuid[7] && (trimmed.replace(/^urn:uuid:/i, '').replace(/[{}]/g, '').length === 32 || trimmed.split('-').length === 5)) {
		const hex = uuid.slice(2, 7).join('').toLowerCase();
		const normalized = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
		const variantBits = parseInt(hex[16], 16);
		const variant = variantBits < 8 ? 'ncs' : variantBits < 12 ? 'rfc9562' : variantBits < 14 ? 'microsoft' : 'future';
		const version = variant === 'rfc9562' ? parseInt(hex[12], 16) : null;
		let timestamp: string | null = null;
		if (version === 1 || version === 6) {
			// v1: time_low (8 hex) time_mid (4) version+time_high (4); v6: the same 60 bits, most significant first.
			const bits = version === 1 ? hex.slice(13, 16) + hex.slice(8, 12) + hex.slice(0, 8) : hex.slice(0, 12) + hex.slice(13, 16);
			const since1970 = BigInt('0x' + bits) - GREGORIAN_OFFSET;
			// Floor to the millisecond, also before 1970 (BigInt division truncates toward zero).
			const ms = since1970 / 10_000n - (since1970 < 0n && since1970 % 10_000n !== 0n ? 1n : 0n);
			timestamp = isoMs(Number(ms));
		} else if (version === 7) {
			timestamp = isoMs(parseInt(hex.slice(0, 12), 16));
		}
		return { kind: 'uuid', version, variant, timestamp, normalized };
	}
	if (ULID_FORM.test(trimmed)) {
		const normalized = trimmed.toUpperCase();
		let ms = 0;
		for (const c of normalized.slice(0, 10)) ms = ms * 32 + CROCKFORD.indexOf(c);
		return { kind: 'ulid', version: null, variant: null, timestamp: isoMs(ms), normalized };
	}
	return null;
}

/**
 * ISO 8601 UTC with milliseconds; years past 9999 in the expanded form (`+010889-…`), as
 * `Date.prototype.toISOString` writes them (a v7 UUID or ULID can reach year 10889).
 */
function isoMs(ms: number): string {
	return new Date(ms).toISOString();
}
