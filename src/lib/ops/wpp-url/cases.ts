import type { OperationCase } from '../cases.js';

const OP = 'wpp-url-generate';
const CONTRACT = 'docs/spec/utility-api.md 2.16 and section 4 (/wpp-url/generate: 422 on invalid phone number)';
const HOST = 'https://wa.me';
/** WhatsApp Help Center, "How to use click to chat": https://wa.me/<number>, digits only, and its example. */
const WHATSAPP_FAQ = 'WhatsApp Help Center "How to use click to chat" (wa.me/<number>, international format without +, zeros, brackets or dashes; ?text=<urlencodedtext>)';
/** ANATEL's numbering plan: 2-digit area code (DDD), 8-digit landlines, 9-digit mobiles starting with 9. */
const ANATEL = "ANATEL numbering plan (DDD + 8-digit landline or 9-digit mobile starting with 9); contract 2.16: 10 or 11 digits without country code get 55";
/**
 * encodeURIComponent as ECMA-262 defines it: UTF-8 bytes percent-encoded, except the unreserved
 * A-Z a-z 0-9 - _ . ! ~ * ' ( ). Worked by hand below.
 */
const ENCODING = 'ECMA-262 encodeURIComponent (UTF-8 percent-encoding; - _ . ! ~ * \' ( ) kept), worked by hand';
const RULES = 'src/lib/ops/wpp-url/README.md';

const ok = (name: string, input: Record<string, unknown>, phone: string, source: string, withMessage?: string): OperationCase => ({
	name,
	op: OP,
	input,
	expected: {
		status: 200,
		body: {
			phone_normalized: phone,
			link: `${HOST}/${phone}`,
			...(withMessage === undefined ? {} : { link_with_message: `${HOST}/${phone}?text=${withMessage}` })
		}
	},
	source
});

const invalid = (name: string, input: unknown, detail: string, why = `${CONTRACT}; ${RULES}`): OperationCase => ({
	name: `${name} → 422`,
	op: OP,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: why
});

const NOT_DIGITS = 'phone: must be digits, optionally with one leading + and the formatting characters space, -, (, ) and .';

export const cases: OperationCase[] = [
	ok(
		"WhatsApp's own example: +1 number and a message",
		{ phone: '+1 (555) 123-4567', message: "I'm interested in your car for sale" },
		'15551234567',
		WHATSAPP_FAQ + ": https://wa.me/15551234567?text=I'm%20interested%20in%20your%20car%20for%20sale",
		"I'm%20interested%20in%20your%20car%20for%20sale"
	),
	ok('Brazilian mobile, 11 digits with formatting', { phone: '(11) 98765-4321' }, '5511987654321', ANATEL),
	ok('Brazilian landline, 10 digits', { phone: '(21) 2345-6789' }, '552123456789', ANATEL),
	ok('Brazilian mobile written with dots', { phone: '11.98765.4321' }, '5511987654321', `${ANATEL}; ${RULES}: dots are formatting`),
	ok('Brazilian number with +55 is kept', { phone: '+55 (11) 98765-4321' }, '5511987654321', `${WHATSAPP_FAQ}; ${ANATEL}`),
	ok('13 digits starting with 55, no +: taken as international', { phone: '55 11 98765 4321' }, '5511987654321', `${CONTRACT}; ${RULES}`),
	ok('UK number with +44', { phone: '+44 20 7946 0958' }, '442079460958', `${WHATSAPP_FAQ}; Ofcom drama range 020 7946 0xxx`),
	ok(
		'8 digits is the shortest accepted: a Falkland Islands number (+500 and 5 digits)',
		{ phone: '+500 12345' },
		'50012345',
		`${RULES}; ITU-T E.164 country code 500 (Falkland Islands), 5-digit national numbers`
	),
	ok('15 digits is the longest (E.164)', { phone: '+123 456 789 012 345' }, '123456789012345', 'ITU-T E.164 section 6 (at most 15 digits)'),
	/**
	 * "Olá, tudo bem? 50% off & frete grátis!": á = U+00E1 = UTF-8 C3 A1 → %C3%A1; "," → %2C;
	 * " " → %20; "?" → %3F; "%" → %25; "&" → %26; "!" is unreserved and kept.
	 */
	ok(
		'message with accents and reserved characters',
		{ phone: '(11) 98765-4321', message: 'Olá, tudo bem? 50% off & frete grátis!' },
		'5511987654321',
		ENCODING,
		'Ol%C3%A1%2C%20tudo%20bem%3F%2050%25%20off%20%26%20frete%20gr%C3%A1tis!'
	),
	/** "\n" → %0A; U+1F600 😀 = UTF-8 F0 9F 98 80; "#" → %23; "/" → %2F; "+" → %2B; "=" → %3D. */
	ok(
		'message with a newline, an emoji, #, /, + and =',
		{ phone: '+55 21 2345-6789', message: 'Oi\n😀 #1/2+3=4' },
		'552123456789',
		ENCODING,
		'Oi%0A%F0%9F%98%80%20%231%2F2%2B3%3D4'
	),
	ok('an empty message gives no link_with_message', { phone: '11987654321', message: '' }, '5511987654321', RULES),
	invalid('phone missing', {}, 'phone: is required', CONTRACT),
	invalid('phone missing, message given', { message: 'hi' }, 'phone: is required', CONTRACT),
	invalid('phone as a JSON number', { phone: 5511987654321 }, 'phone: Invalid input: expected string, received number', CONTRACT),
	invalid('letters', { phone: 'call me' }, NOT_DIGITS),
	invalid('a letter among digits', { phone: '11 9876A-4321' }, NOT_DIGITS),
	invalid('two plus signs', { phone: '++55 11 98765 4321' }, NOT_DIGITS),
	invalid('a plus sign inside', { phone: '55+11987654321' }, NOT_DIGITS),
	invalid('only formatting', { phone: ' (+) ' }, 'phone: no digits given'),
	invalid('empty', { phone: '' }, 'phone: no digits given'),
	invalid('just a plus', { phone: '+' }, 'phone: no digits given'),
	invalid('7 digits', { phone: '123-4567' }, 'phone: 7 digits is too short for an international number (8 to 15 digits)'),
	invalid('16 digits', { phone: '+1234 5678 9012 3456' }, 'phone: 16 digits is too long (E.164 numbers have at most 15 digits)', `${CONTRACT}; ITU-T E.164 (at most 15 digits)`),
	invalid(
		"WhatsApp's don't-use example +001-(555)1234567",
		{ phone: '+001-(555)1234567' },
		'phone: must not start with 0: give the number with its country code (no 00 or trunk 0)',
		WHATSAPP_FAQ
	),
	invalid('trunk 0 before the area code', { phone: '(011) 98765-4321' }, 'phone: must not start with 0: give the number with its country code (no 00 or trunk 0)'),
	invalid(
		'11 digits without + are Brazilian: 15551234567 is not a Brazilian mobile',
		{ phone: '15551234567' },
		'phone: an 11-digit Brazilian number is a mobile: area code and 9 digits starting with 9',
		`${ANATEL}; ${RULES}`
	),
	invalid(
		'area code 10 does not exist',
		{ phone: '(10) 98765-4321' },
		'phone: 11 digits without a country code are read as Brazilian, and 10 is not a Brazilian area code (add + and the country code for other countries)',
		ANATEL
	),
	invalid(
		'area code 20 does not exist (10 digits)',
		{ phone: '(20) 2345-6789' },
		'phone: 10 digits without a country code are read as Brazilian, and 20 is not a Brazilian area code (add + and the country code for other countries)',
		ANATEL
	),
	invalid(
		'10-digit number whose subscriber part starts with 1',
		{ phone: '(11) 1234-5678' },
		'phone: a 10-digit Brazilian number is area code and 8 digits starting with 2 to 9',
		ANATEL
	),
	invalid('phone of 51 characters', { phone: '1'.repeat(51) }, 'phone: Too big: expected string to have <=50 characters'),
	invalid(
		'message of 2,001 characters',
		{ phone: '11987654321', message: 'a'.repeat(2001) },
		'message: Too big: expected string to have <=2000 characters'
	),
	invalid('message with an unpaired surrogate', { phone: '11987654321', message: 'bad \ud83d end' }, 'message: must be valid Unicode text (it holds an unpaired surrogate)'),
	invalid('message not a string', { phone: '11987654321', message: 42 }, 'message: Invalid input: expected string, received number', CONTRACT)
];
