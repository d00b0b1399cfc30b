import { catalog } from '../../engine/words.js';

/**
 * The messages of what several modules share (JSON text, web URLs, text limits, fetches and
 * upstreams), in English, the API's words (pt-BR and es: `errorWords` in i18n.ts beside this).
 * An upstream's or the outbound client's own text (`reason`) is the server's English: the other
 * languages say the kind of failure in their words instead, or frame the text where there is no kind.
 */
export const errors = catalog('_shared', {
	// JSON text (json-text.ts): where a text stops being JSON.
	json_end: 'Unexpected end of input',
	json_character: ({ char }: { char: string }) => `Unexpected character ${char}`,
	json_unterminated_string: 'Unterminated string',
	json_escape: 'Invalid escape in string',
	json_control: ({ char }: { char: string }) => `Unescaped control character ${char} in string`,
	json_too_deep: ({ max }: { max: number }) => `Nesting deeper than ${max} levels`,
	json_number: 'Invalid number',
	json_trailing_comma: ({ bracket }: { bracket: string }) => `Trailing comma before '${bracket}'`,
	json_name: 'Expected a property name in double quotes',
	json_colon: "Expected ':' after a property name",
	json_after_property: "Expected ',' or '}' after a property value",
	json_after_element: "Expected ',' or ']' after an array element",
	json_after_value: ({ char }: { char: string }) => `Unexpected ${char} after the JSON value`,
	json_too_long: ({ limit }: { limit: number }) => `the answer would be over ${limit.toLocaleString('en-US')} characters`,
	// Text fields (schemas.ts).
	characters_at_most: ({ max, got }: { max: number; got: number }) => `must be at most ${max.toLocaleString('en-US')} characters, got ${got.toLocaleString('en-US')}`,
	bytes_at_most: ({ max, got }: { max: number; got: number }) =>
		`must be at most ${max.toLocaleString('en-US')} bytes (${max / 1024} KiB) of UTF-8, got ${got.toLocaleString('en-US')}`,
	lone_surrogate: 'must be valid Unicode text (it holds an unpaired surrogate)',
	// Bytes written as text (bytes-io.ts).
	bytes_not_hex: ({ char }: { char: string }) => `is not hex: "${char}" is not a hex digit`,
	bytes_hex_odd: ({ got }: { got: number }) => `is not hex: ${got.toLocaleString('en-US')} digits, an odd number (two make a byte)`,
	bytes_not_base64: 'is not base64 (standard alphabet A-Z a-z 0-9 + /, padding = only at the end)',
	bytes_not_latin1: ({ char, index }: { char: string; index: number }) => `is not latin1: "${char}" at character ${index.toLocaleString('en-US')} is beyond U+00FF`,
	bytes_over: ({ max, got }: { max: number; got: number }) => `must stand for at most ${max.toLocaleString('en-US')} bytes, got ${got.toLocaleString('en-US')}`,
	bytes_not_utf8: 'the bytes are not UTF-8 text; ask for base64, hex or latin1',
	// The URL of a page to fetch (web-url.ts).
	url_empty: 'must not be empty',
	url_no_scheme: 'must include a scheme, http:// or https://',
	url_scheme: ({ scheme }: { scheme: string }) => `the scheme must be http or https, got ${scheme}`,
	url_invalid: 'is not a valid URL',
	url_credentials: 'must not contain a user name or password',
	// A fetch of a user-supplied URL that ended without a response (outbound-failure.ts), by kind.
	outbound_blocked: ({ reason }: { reason: string }) => reason,
	'outbound_invalid-url': ({ reason }: { reason: string }) => reason,
	outbound_dns: ({ reason }: { reason: string }) => reason,
	outbound_refused: ({ reason }: { reason: string }) => reason,
	outbound_tls: ({ reason }: { reason: string }) => reason,
	outbound_timeout: ({ reason }: { reason: string }) => reason,
	'outbound_too-many-redirects': ({ reason }: { reason: string }) => reason,
	'outbound_too-large': ({ reason }: { reason: string }) => reason,
	outbound_network: ({ reason }: { reason: string }) => reason,
	outbound_redirect: ({ hop, url, reason }: { hop: number; url: string; reason: string }) => `redirect ${hop} to ${url}: ${reason}`,
	// An operator's upstream (AI, translation, VIES, DNS, exchange rates) that failed or refused: its own words.
	upstream_failed: ({ reason }: { reason: string }) => reason,
	upstream_refused: ({ reason }: { reason: string }) => reason
});
