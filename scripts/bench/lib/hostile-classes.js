// The hostile requests of scripts/bench/bench-hostile.js (docs/performance.md, "Hostile load"): each one
// costly input an API key may legally send, at the operation's own limits. `body(i)` gives the
// i-th request's body (a string, built once where it does not change); `headers` are added to the
// key and content type. Bodies stay under the API's 1 MiB limit.
import { encode as encodePng } from 'fast-png';

const json = (value) => JSON.stringify(value);
const once = (make) => {
	let body;
	return () => (body ??= make());
};

// A small deterministic generator: the same texts every run, so runs compare.
function random(seed) {
	let s = seed;
	return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** `length` characters of words and line breaks from a vocabulary of ten: texts that share tokens but not their order. */
function wordText(length, seed) {
	const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa'];
	const next = random(seed);
	let text = '';
	while (text.length < length) text += words[Math.floor(next() * words.length)] + (next() < 0.15 ? '\n' : ' ');
	return text.slice(0, length);
}

/**
 * A 4,000 × 4,000 greyscale PNG (the decoder's 16-megapixel limit) of vertical stripes four pixels
 * wide: it compresses to about 40 kB and holds no code, so the reader scans the whole image, both
 * ways (normal and inverted), and stripes give its finder search the most candidates of the
 * shapes tried (blank, checkerboard, tiled finder patterns).
 */
function stripesPng(side = 4000) {
	const data = new Uint8Array(side * side);
	for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) data[y * side + x] = (x >> 2) & 1 ? 255 : 0;
	return Buffer.from(encodePng({ width: side, height: side, data, channels: 1, depth: 8 })).toString('base64');
}

// Business days over 100 years, each request a country and century not among the last few, so
// the server's cache of computed years (256 country-years) never holds the answer: every call is cold.
const COUNTRIES = ['DE', 'US', 'BR', 'FR', 'GB', 'JP', 'IN', 'CN', 'ES', 'IT', 'MX', 'CA', 'AU', 'NL', 'PL', 'SE', 'AR', 'ZA', 'TR', 'KR'];

export const CHEAP = { path: '/api/v1/hash', body: json({ input: 'abc', algorithms: ['sha256'] }) };

export const CLASSES = [
	{
		name: 'json-schema-pattern',
		what: 'JSON Schema `pattern` ^(a|a)*$ on 27 a\'s and "!"',
		path: '/api/v1/json-schema/validate',
		// Each a more doubles the backtracking: 27 take seconds on one core, 30 over a minute,
		// so that eight in a row still answer within the client's timeout.
		body: once(() => json({ schema: { type: 'string', pattern: '^(a|a)*$' }, data: 'a'.repeat(27) + '!' }))
	},
	{
		name: 'json-schema-unique',
		what: 'JSON Schema uniqueItems over 20,000 distinct small objects',
		path: '/api/v1/json-schema/validate',
		body: once(() => json({ schema: { type: 'array', uniqueItems: true }, data: Array.from({ length: 20_000 }, (_, i) => ({ id: i, k: 'x' })) }))
	},
	{
		name: 'scrypt',
		what: 'password hash, scrypt log_n 17, r 8, p 1 (128 MiB each)',
		path: '/api/v1/password-hash',
		body: once(() => json({ password: 'correct horse battery staple', algorithm: 'scrypt', log_n: 17, r: 8, p: 1 }))
	},
	{
		name: 'mcp-batch',
		what: 'MCP: a JSON-RPC batch of 100 tools/list',
		path: '/mcp',
		// 2025-03-26 is the last protocol version with JSON-RPC batches; stateless mode needs no initialize.
		headers: { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-03-26' },
		body: once(() => json(Array.from({ length: 100 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list' }))))
	},
	{
		name: 'text-diff',
		what: 'text diff, words mode, two different 100,000-character texts',
		path: '/api/v1/text/diff',
		body: once(() => json({ old: wordText(100_000, 1), new: wordText(100_000, 2), mode: 'words' }))
	},
	{
		name: 'qr-decode',
		what: 'QR code decode of a 4,000 × 4,000 PNG (stripes, no code)',
		path: '/api/v1/qr-code/decode',
		body: once(() => json({ image: stripesPng() }))
	},
	{
		name: 'password-strength',
		what: 'password strength, 64 characters of l33t symbols and 50 user inputs of 100',
		path: '/api/v1/password/strength',
		body: once(() =>
			json({
				password: '4@$!0|1€3'.repeat(8).slice(0, 64),
				user_inputs: Array.from({ length: 50 }, (_, i) => `4@$!0|1${i}`.repeat(20).slice(0, 100))
			})
		)
	},
	{
		name: 'business-days',
		what: 'business days over 100 years, a cold country and century each time',
		path: '/api/v1/business-days',
		body: (i) => {
			const from = 1900 + ((i * 7) % 101);
			return json({ country: COUNTRIES[i % COUNTRIES.length], start: `${from}-01-01`, end: `${from + 99}-12-31` });
		}
	},
	{
		name: 'aztec',
		what: 'Aztec code of 500 "€" (1,500 bytes), PNG at scale 10',
		path: '/api/v1/barcode',
		body: once(() => json({ text: '€'.repeat(500), format: 'aztec', output: 'png', scale: 10 }))
	},
	{
		name: 'regex',
		what: 'regex ^(a+)+$ on 30,000 a\'s and "!" (bounded today: the control)',
		path: '/api/v1/regex',
		body: once(() => json({ pattern: '^(a+)+$', input: 'a'.repeat(30_000) + '!' }))
	}
];
