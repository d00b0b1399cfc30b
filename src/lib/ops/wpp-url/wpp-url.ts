import { errors } from './errors.js';

export const DEFAULT_CHAT_LINK_HOST = 'https://wa.me';

/** Formatting characters removed from `phone`: whitespace, dashes, parentheses and dots. */
const FORMATTING = /[\s\-\u2010-\u2015\u2212().]/g;

/**
 * Brazilian area codes (DDD) in service, ANATEL's national numbering plan: 67 codes, both digits
 * 1 to 9. A number of 10 or 11 digits without a country code must start with one of them.
 */
export const BRAZIL_AREA_CODES = new Set([
	11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51,
	53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94,
	95, 96, 97, 98, 99
]);

const PHONE = { field: 'phone' };

/**
 * The phone as E.164 digits without `+`. Formatting characters and one leading `+` are removed;
 * without `+`, 10 or 11 digits are a Brazilian national number (area code + 8-digit landline, or
 * area code + 9-digit mobile starting with 9) and get the 55 prefix; otherwise the digits are
 * taken as international (country code first), 8 to 15 of them. Anything else is a 422.
 * @example normalizePhone('(11) 98765-4321') // '5511987654321'
 * @example normalizePhone('+1 202-555-0100') // '12025550100'
 */
export function normalizePhone(phone: string): string {
	const compact = phone.replace(FORMATTING, '');
	const international = compact.startsWith('+');
	const digits = international ? compact.slice(1) : compact;
	if (digits === '') throw errors.error('no_digits', {}, PHONE);
	if (!/^[0-9]+$/.test(digits)) {
		throw errors.error('not_digits', {}, PHONE);
	}
	if (digits.startsWith('0')) {
		throw errors.error('leading_zero', {}, PHONE);
	}
	if (!international && (digits.length === 10 || digits.length === 11)) return '55' + brazilian(digits);
	if (digits.length < 8) throw errors.error('too_short', { count: digits.length }, PHONE);
	if (digits.length > 15) throw errors.error('too_long', { count: digits.length }, PHONE);
	return digits;
}

/** A 10- or 11-digit Brazilian national number, checked against the numbering plan. */
function brazilian(digits: string): string {
	const area = Number(digits.slice(0, 2));
	const subscriber = digits.slice(2);
	if (!BRAZIL_AREA_CODES.has(area)) {
		throw errors.error('not_area_code', { count: digits.length, area: digits.slice(0, 2) }, PHONE);
	}
	if (digits.length === 11 && subscriber[0] !== '9') {
		throw errors.error('mobile', {}, PHONE);
	}
	if (digits.length === 10 && (subscriber[0] === '0' || subscriber[0] === '1')) {
		throw errors.error('landline', {}, PHONE);
	}
	return digits;
}

/** True when `text` holds an unpaired UTF-16 surrogate (which cannot be percent-encoded as UTF-8). */
export function hasLoneSurrogate(text: string): boolean {
	return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

export interface ChatLink {
	phone_normalized: string;
	link: string;
	link_with_message?: string;
}

/**
 * Click-to-chat links in WhatsApp's documented form: `{host}/<number>` and
 * `{host}/<number>?text=<URL-encoded message>` (UTF-8, spaces as %20).
 */
export function chatLink(phone: string, message: string | undefined, host = DEFAULT_CHAT_LINK_HOST): ChatLink {
	const number = normalizePhone(phone);
	const link = `${host.replace(/\/+$/, '')}/${number}`;
	if (message === undefined || message === '') return { phone_normalized: number, link };
	if (hasLoneSurrogate(message)) throw errors.error('lone_surrogate', {}, { field: 'message' });
	return { phone_normalized: number, link, link_with_message: `${link}?text=${encodeURIComponent(message)}` };
}
