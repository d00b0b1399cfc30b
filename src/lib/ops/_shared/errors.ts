import { catalog } from '../../engine/words.js';
import { describeStatus, formatBytes } from './upstream-status.js';

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
	// An operator's upstream that failed or refused with a message of no kind below (a test's fake): its text.
	upstream_failed: ({ reason }: { reason: string }) => reason,
	upstream_refused: ({ reason }: { reason: string }) => reason,

	// The operator's upstreams (providers/*.ts), as the messages below name them (`service`).
	service_ai: 'AI service',
	service_translate: 'Translation service',
	service_vies: 'VIES',
	service_geocoder: 'The geocoder',
	service_rates: 'ECB exchange rates',
	// Any upstream's exchange (providers/upstream-http.ts).
	upstream_status: ({ service, status }: { service: string; status: number }) => `${service} answered ${describeStatus(status)}`,
	upstream_not_json: ({ service, status }: { service: string; status: number }) => `${service} sent a response that is not JSON (HTTP ${status})`,
	upstream_too_large: ({ service, bytes }: { service: string; bytes: number }) => `${service} sent a response larger than ${formatBytes(bytes)}`,
	upstream_timeout: ({ service, seconds }: { service: string; seconds: number }) => `${service} did not answer within ${seconds} s`,
	upstream_connection_refused: ({ service }: { service: string }) => `${service} could not be reached (connection refused)`,
	upstream_no_host: ({ service }: { service: string }) => `${service} could not be reached (its host name does not resolve)`,
	upstream_host_unresolved: ({ service }: { service: string }) => `${service} could not be reached (its host name could not be resolved)`,
	upstream_host_unreachable: ({ service }: { service: string }) => `${service} could not be reached (host unreachable)`,
	upstream_network_unreachable: ({ service }: { service: string }) => `${service} could not be reached (network unreachable)`,
	upstream_closed: ({ service }: { service: string }) => `${service} closed the connection before answering`,
	upstream_headers_too_large: ({ service }: { service: string }) => `${service} sent response headers that are too large`,
	upstream_tls: ({ service, code }: { service: string; code: string }) => `${service} could not be reached (TLS failure: ${code})`,
	upstream_unreachable: ({ service, code }: { service: string; code: string }) => `${service} could not be reached${code ? ` (${code})` : ''}`,
	// The AI service (providers/ai.ts); `finish` is its finish_reason.
	ai_stream_not_json: 'AI service sent a stream event that is not JSON',
	ai_stream_error: 'AI service reported an error while writing the reply',
	ai_stream_cut: 'AI service closed the stream before the reply was complete',
	ai_no_choices: 'AI service sent no reply (its response has no choices)',
	ai_no_text: 'AI service sent no reply text',
	ai_no_text_reasoning: 'AI service sent no reply text (only reasoning)',
	ai_no_text_finish: ({ finish }: { finish: string }) => `AI service sent no reply text (finish_reason ${finish})`,
	ai_no_text_reasoning_finish: ({ finish }: { finish: string }) => `AI service sent no reply text (only reasoning, finish_reason ${finish})`,
	// The translation service (providers/translate.ts).
	translate_refused: 'Translation service refused the text or the language pair (HTTP 400)',
	translate_languages_status: ({ status }: { status: number }) => `Translation service answered ${describeStatus(status)} for its language list`,
	translate_no_languages: 'Translation service sent no usable language list',
	translate_no_text: 'Translation service sent a response without translatedText',
	// VIES (providers/vies.ts): `code` is VIES's error code, `country` the member state's prefix.
	vies_ms_unavailable: ({ country, code }: { country: string; code: string }) => `VIES: the ${country} member state service is unavailable (${code}); try again later`,
	vies_ms_timeout: ({ country, code }: { country: string; code: string }) => `VIES: the ${country} member state service did not answer in time (${code}); try again later`,
	vies_ms_busy: ({ country, code }: { country: string; code: string }) => `VIES: too many concurrent requests to the ${country} member state service (${code}); try again later`,
	vies_busy: ({ code }: { code: string }) => `VIES: too many concurrent requests in total (${code}); try again later`,
	vies_unavailable: ({ code }: { code: string }) => `VIES is unavailable (${code}); try again later`,
	vies_invalid_input: ({ code }: { code: string }) => `VIES refused the number as invalid input (${code})`,
	vies_error: ({ code }: { code: string }) => `VIES reported an error (${code})`,
	vies_not_understood: 'VIES sent an answer this service does not understand',
	vies_no_is_valid: 'VIES sent an answer without isValid',
	vies_contradictory: ({ valid, userError }: { valid: string; userError: string }) => `VIES sent a contradictory answer (isValid ${valid}, userError ${userError})`,
	// The geocoder (providers/geocoder.ts): its failures are logged, and the gazetteer answers.
	geocoder_busy: ({ seconds }: { seconds: number }) => `The geocoder is busy: requests are limited to one per ${seconds} s`,
	geocoder_malformed: "The geocoder's answer is not in Nominatim's jsonv2 shape",
	// The ECB's exchange rates (providers/rates.ts).
	rates_status: ({ status }: { status: number }) => `ECB exchange rates: HTTP ${status}`,
	rates_no_day: "ECB exchange rates: the document has no <Cube time='…'> day",
	rates_bad_rate: ({ currency }: { currency: string }) => `ECB exchange rates: the rate of ${currency} is not a positive number`,
	rates_no_rates: 'ECB exchange rates: the document has no rates',
	// The DNS resolver (providers/dns.ts); `rcode` is the DNS server's answer code, `code` the socket's error.
	dns_no_server: 'no DNS server is configured',
	dns_no_root: 'the DNS server cannot resolve public names (it says the root zone does not exist)',
	dns_timeout: ({ seconds }: { seconds: number }) => `the DNS server did not answer within ${seconds} s`,
	dns_servfail: ({ rcode }: { rcode: string }) => `the DNS server failed to answer (${rcode})`,
	dns_refused: 'the DNS server refused the query',
	dns_rcode: ({ rcode }: { rcode: string }) => `the DNS server answered with an error (${rcode})`,
	dns_unreachable: 'the DNS server could not be reached',
	dns_failed: ({ code }: { code: string }) => `the DNS lookup failed (${code})`,
	dns_malformed: 'the DNS server sent a malformed answer',
	dns_closed: 'the DNS server closed the connection without answering',
	dns_other_type: 'the DNS server sent a record of another type'
});
