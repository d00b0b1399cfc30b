// The worst input of each operation that runs anywhere, at the limits its schema documents, for
// scripts/bench/bench-light.ts. Every light operation must have one; the operations moved to heavy
// because of theirs keep theirs (`--heavy` times them), so the reason stays measurable.
// `build(i)` gives the input of the i-th call; the cases whose answers are cached by input (the
// holiday calendars, geo-tz's decoded cells) vary it so that no timed call is a cache hit.
import { generateKeyPairSync, sign } from 'node:crypto';
import { LIGHT_CALL_CHARS as CIPHER_CHARS } from '../../../src/lib/ops/cipher/index.js';
import { LIGHT_CALL_CHARS as CLASSICAL_CHARS } from '../../../src/lib/ops/cipher-classical/index.js';
import { LIGHT_CALL_CHARS as EXTRACT_CHARS, MAX_INPUT as EXTRACT_MAX } from '../../../src/lib/ops/extract/index.js';
import { LIGHT_CALL_CHARS as ENCODE_CHARS } from '../../../src/lib/ops/encode/index.js';
import { LIGHT_CALL_CHARS as HEXDUMP_CHARS } from '../../../src/lib/ops/hexdump/index.js';
import { LIGHT_CALL_CHARS as HASH_CHARS, SLOW_ALGORITHMS as SLOW_HASH_ALGORITHMS } from '../../../src/lib/ops/hash/index.js';
import { ALGORITHMS as HASH_ALGORITHMS } from '../../../src/lib/ops/hash/hash.js';
import { LIGHT_CALL_CHARS as HMAC_CHARS } from '../../../src/lib/ops/hmac/index.js';
import { LIGHT_CALL_IDS } from '../../../src/lib/ops/id/index.js';
import { LIGHT_CALL_CHARS as JSON_CHARS } from '../../../src/lib/ops/json/index.js';
import { LIGHT_CALL_CHARS as MARKDOWN_CHARS } from '../../../src/lib/ops/markdown/index.js';
import { LIGHT_CALL_DIGITS } from '../../../src/lib/ops/number-base/index.js';
import { LIGHT_TEXT as STATS_TEXT, LIGHT_VALUES as STATS_VALUES, MAX_VALUES as STATS_MAX } from '../../../src/lib/ops/math-stats/limits.js';
import { LIGHT_EXPRESSION as EVALUATE_LIGHT, MAX_DENOMINATOR_BITS as EVALUATE_MODULUS_BITS } from '../../../src/lib/ops/math-evaluate/limits.js';
import { LIGHT_PRIME_BITS, MAX_PRIME_BITS } from '../../../src/lib/ops/random/limits.js';
import { LIGHT_CALL_CHARACTERS as PASSWORD_CHARACTERS } from '../../../src/lib/ops/password/index.js';
import { LIGHT_CALL_CHARS as TEXT_CASE_CHARS } from '../../../src/lib/ops/text-case/index.js';
import { LIGHT_CALL_CHARS as TEXT_ESCAPE_CHARS } from '../../../src/lib/ops/text-escape/index.js';
import { LIGHT_CALL_CHARS as TEXT_TRANSFORM_CHARS } from '../../../src/lib/ops/text-transform/index.js';
import { LIGHT_CALL_CHARS as TEXT_STATS_CHARS } from '../../../src/lib/ops/text-stats/index.js';
import { LIGHT_CALL_CELLS as TEXT_DISTANCE_CELLS, MAX_TEXT as TEXT_DISTANCE_MAX, OFFSETS_MAX_INPUT } from '../../../src/lib/ops/text-distance/index.js';
import { LIGHT_CALL_CHARS as TEXT_LINES_CHARS, MAX_INPUT as TEXT_LINES_MAX } from '../../../src/lib/ops/text-lines/index.js';
import { LIGHT_CALL_CHARS as TEXT_SETS_CHARS } from '../../../src/lib/ops/text-sets/index.js';
import { LIGHT_CALL_CHARS as X509_CHARS } from '../../../src/lib/ops/x509/index.js';

/** Every /hash algorithm: the worst case asks for all of them (but lm, which refuses a text over 14 characters). */
const ALL_HASH_ALGORITHMS = HASH_ALGORITHMS.filter((a) => a !== 'lm');
/** Every /hash algorithm but CyberChef's slow JavaScript ones, which make a call light only up to LIGHT_CALL_CHARS_SLOW (src/lib/ops/hash/README.md). */
const FAST_HASH_ALGORITHMS = HASH_ALGORITHMS.filter((a) => !SLOW_HASH_ALGORITHMS.includes(a));

export interface WorstCase {
	/** The input in a few words, for the table. */
	input: string;
	/** Why nothing the schema accepts costs more. */
	why: string;
	build(i: number): unknown;
	/** Work done once before the first call (keys, certificates), not timed. */
	setup?(): void | Promise<void>;
	/** The status the worst case answers; 200 unless given. */
	status?: number;
}

/** The API's body limit: what bounds a field without a `max` of its own. */
const BODY = 1024 * 1024;
/** Room left in a 1 MiB body for the rest of the JSON around one big field. */
const field = (overhead = 200) => BODY - overhead;
const fill = (unit: string, length: number) => unit.repeat(Math.floor(length / unit.length));
/** /math/stats' worst values: magnitudes near 1e150 between subnormals, the widest spread of binary exponents. */
const statsSpread = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 5e-324 * ((i % 1000) + 1) : (1e150 * ((i % 997) + 1)) / 997));
const b64u = (text: string) => Buffer.from(text).toString('base64url');

/** {"c0":0,"c1":1,…} of about `chars` characters of JSON: the most claims in that space. */
function claims(chars: number): Record<string, number> {
	const out: Record<string, number> = {};
	for (let i = 0, used = 2; used < chars; i++) {
		out[`c${i}`] = i;
		used += `"c${i}":${i},`.length;
	}
	return out;
}

// ---- DER, just enough to write a large certificate (ITU-T X.690) ----
const der = (tag: number, ...parts: Buffer[]) => {
	const body = Buffer.concat(parts);
	const n = body.length;
	const length = n < 0x80 ? Buffer.of(n) : n < 0x100 ? Buffer.of(0x81, n) : n < 0x10000 ? Buffer.of(0x82, n >> 8, n & 0xff) : Buffer.of(0x83, n >> 16, (n >> 8) & 0xff, n & 0xff);
	return Buffer.concat([Buffer.of(tag), length, body]);
};
const seq = (...parts: Buffer[]) => der(0x30, ...parts);
const oid = (dotted: string) => {
	const [a, b, ...rest] = dotted.split('.').map(Number);
	const bytes = [40 * a + b];
	for (const n of rest) {
		const groups = [n & 0x7f];
		for (let v = n >> 7; v > 0; v >>= 7) groups.unshift((v & 0x7f) | 0x80);
		bytes.push(...groups);
	}
	return der(0x06, Buffer.from(bytes));
};
const utf8String = (text: string) => der(0x0c, Buffer.from(text));
/** A name of `count` RDNs, each a CN, O or OU (the formatter's work grows with them). */
const name = (count: number) => seq(...Array.from({ length: count }, (_, i) => der(0x31, seq(oid(['2.5.4.3', '2.5.4.10', '2.5.4.11'][i % 3]), utf8String(`Ünit ${i} of a very long organisation name`)))));

/**
 * A self-signed Ed25519 certificate that fills `maxPem` characters of PEM (MAX_PEM, 64 KiB: about
 * 48 KiB of DER) with `rdns`-RDN subject and issuer names and a subjectAltName of DNS names and
 * IP addresses.
 */
function bigCertificatePem(maxPem = 64 * 1024, rdns = 200): string {
	const { publicKey, privateKey } = generateKeyPairSync('ed25519');
	const spki = publicKey.export({ type: 'spki', format: 'der' });
	const algorithm = seq(oid('1.3.101.112'));
	const build = (sans: number) => {
		const names = Array.from({ length: sans }, (_, i) => (i % 4 === 3 ? der(0x87, Buffer.of(10, 0, i >> 8, i & 0xff)) : der(0x82, Buffer.from(`host-${i}.sub${i % 7}.example.com`))));
		const san = seq(oid('2.5.29.17'), der(0x04, seq(...names)));
		const basic = seq(oid('2.5.29.19'), der(0x01, Buffer.of(0xff)), der(0x04, seq(der(0x01, Buffer.of(0xff)))));
		const validity = seq(der(0x17, Buffer.from('260101000000Z')), der(0x18, Buffer.from('20991231235959Z')));
		const tbs = seq(der(0xa0, der(0x02, Buffer.of(2))), der(0x02, Buffer.from('00ff' + 'ab'.repeat(19), 'hex')), algorithm, name(rdns), validity, name(rdns), spki, der(0xa3, seq(basic, san)));
		return seq(tbs, algorithm, der(0x03, Buffer.of(0), sign(null, tbs, privateKey)));
	};
	const pem = (cert: Buffer) => `-----BEGIN CERTIFICATE-----\n${cert.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`;
	let sans = 0;
	while (pem(build(sans + 4)).length <= maxPem) sans += 4;
	return pem(build(sans));
}

let certificate = '';
let smallCertificate = '';

/** Points 3.7° of longitude apart across Europe, Africa and Asia: each in a quadtree cell of its own. */
const borderPoint = (i: number) => ({ lat: 47.3 - ((i * 1.9) % 40), lon: 8.6 + i * 3.7 });

/** The /keys/convert worst case's key, made once in its setup. */
let rsa8192 = '';

/** Lines `make(i)` joined by \n, as many as fit in `chars` characters. */
function linesOf(chars: number, make: (i: number) => string): string {
	const out: string[] = [];
	for (let i = 0, used = 0; ; i++) {
		const line = make(i);
		if (used + line.length + 1 > chars) break;
		out.push(line);
		used += line.length + 1;
	}
	return out.join('\n');
}
/** IPv6 addresses in a shuffled order (a multiplicative step through 2^16), the slowest key to read. */
const ipv6Line = (i: number) => `::${((i * 40503) & 0xffff).toString(16)}`;
/** Two texts whose lengths multiply to `cells`, of one repeated character: Jaro-Winkler's window scan is longest there. */
const sameCharPair = (cells: number) => {
	const side = Math.floor(Math.sqrt(cells));
	return { a: 'a'.repeat(side), b: 'a'.repeat(side) };
};

/** 1/p₁ + 1/p₂ + … with 9-digit primes, cut at `chars` characters: the costliest exact sum a light call holds. */
function evaluateSum(chars: number): string {
	const primes = [999999937, 999999929, 999999893, 999999883, 999999797, 999999761, 999999757, 999999751, 999999739, 999999733, 999999677, 999999667, 999999613, 999999607, 999999599];
	let out = '';
	for (const p of primes) {
		const term = (out ? '+' : '') + `7/${p}`;
		if (out.length + term.length > chars) break;
		out += term;
	}
	return out;
}

export const WORST_CASES: Record<string, WorstCase> = {
	'charset-brute-force': {
		input: '8,192 bytes of the upper half (0x80-0xff), decoded',
		why: 'the most bytes read at once, all outside ASCII, so each of the 36 charsets decodes every byte through its table (and the multi-byte ones pair them)',
		build: () => ({ input: Array.from({ length: 8192 }, (_, i) => (0x80 + (i % 128)).toString(16)).join(''), input_encoding: 'hex' })
	},
	'ascii-art': {
		input: '1,000 characters of a sentence in the banner font, 1,000 columns wide',
		why: 'the longest text, in the font whose glyphs are widest and tallest to smush (banner measured slowest of the five), on lines as long as the width allows, so each line is fitted character by character over the most columns',
		build: () => ({ text: 'The quick brown fox jumps over the lazy dog 0123456789 '.repeat(20).slice(0, 1000), font: 'banner', width: 1000 })
	},
	'ascii-art-fonts': {
		input: 'the list of fonts',
		why: 'it takes nothing: the five fonts with their heights and credits',
		build: () => ({})
	},
	unicode: {
		input: 'search "a"',
		why: 'one letter begins a word of most character names, so the whole name table is scanned and most of it matches (counted in `total`, the first 100 described)',
		build: () => ({ search: 'a' })
	},
	'color-contrast': {
		input: 'hsl() of 64 characters on a named colour',
		why: 'the longest colour text accepted, in the syntax with the most parsing (hsl numbers, percentages), and a name looked up',
		build: () => ({ foreground: 'hsla(359.999999999999deg, 99.9999999999%, 49.999999999%, .99999)', background: 'LightGoldenRodYellow' })
	},
	'color-converter': {
		input: 'hsl with fractions',
		why: 'a fixed-size input; HSL in takes the most arithmetic (to RGB, then CMYK and hex)',
		build: () => ({ hsl: { h: 359.99, s: 99.99, l: 49.99 } })
	},
	'country-info': {
		input: '100 characters: spaces, then a code',
		why: 'the longest code accepted: trimmed, then one lookup',
		build: () => ({ code: ' '.repeat(98) + 'br' })
	},
	'country-search': {
		input: '200 characters normalising to "a"',
		why: '"a" is in nearly every name, so every country matches and all are sorted; combining marks make the normalisation the longest',
		build: () => ({ search: 'A' + '\u0301'.repeat(199) })
	},
	'cpf-cnpj-generator': {
		input: '100 formatted CNPJs',
		why: 'the most numbers (100), of the longer kind, formatted, drawn from the cryptographic source and kept distinct',
		build: () => ({ type: 'cnpj', count: 100, formatted: true })
	},
	'credit-card-validator': {
		input: '19 digits among 81 separators',
		why: 'the longest number accepted (100 characters), every separator stripped',
		build: () => ({ number: '4' + '- '.repeat(40) + '-111111111111111111' })
	},
	cron: {
		input: '* * * * * * (seconds), 100 runs in America/Sao_Paulo',
		why: 'the most runs (100), each found by stepping through a zone with a DST history (croner converts every candidate through Intl)',
		build: () => ({ expression: '* * * * * *', count: 100, timezone: 'America/Sao_Paulo', from: '2026-01-01T00:00:00Z', locale: 'pt-BR' })
	},
	'data-convert': {
		input: '512 KiB YAML block sequence → YAML',
		why: 'the longest input (524,288 characters) through the slowest reader and writer (yaml: documents, nodes and unique-key checks); a mapping of 50,000 keys takes minutes',
		build: () => ({ input: fill('- name: Ana\n  tags: [a, b, "c"]\n  n: 1.5\n', 524_288), from: 'yaml', to: 'yaml', indent: 8 })
	},
	bytes: {
		input: '128 KiB in hex XOR a 128 KiB hex key → hex',
		why: 'the most bytes the cap allows in the encoding slowest to read and write, with the longest key',
		build: () => ({ input: fill('a5', 262_144), input_encoding: 'hex', action: 'xor', key: fill('3c', 262_144), output_encoding: 'hex' })
	},
	charset: {
		input: '128 KiB of UTF-8 Chinese text → Big5, as hex',
		why: 'the most bytes the cap allows (131,072: 43,690 three-byte characters), each looked up in the double-byte table, written in the slowest encoding to write',
		build: () => ({ input: fill('繁體中文測試', 43_690), to: 'big5', output_encoding: 'hex' })
	},
	cipher: {
		input: '256 KiB in hex, Triple DES (des-ede3-cbc) encrypt → hex',
		why: 'the most bytes the cap allows, through the slowest cipher (crypto-js Triple DES, three DES passes a block), read and written in hex',
		build: () => ({ input: fill('a5', 524_288), input_encoding: 'hex', algorithm: 'des-ede3-cbc', direction: 'encrypt', key: fill('0f', 48), iv: fill('00', 16), output_encoding: 'hex' })
	},
	encode: {
		input: '512 KiB of multi-byte text → base32',
		why: 'the longest input (524,288 characters), in 2- to 4-byte UTF-8, through the scheme written a character at a time',
		build: () => ({ input: fill('<&"é€😀', 524_288), scheme: 'base32', direction: 'encode' })
	},
	hexdump: {
		input: '262,144 bytes (87,382 three-byte characters) → hexdump -C',
		why: 'the most bytes the cap allows, in the style written with the most characters a byte (and compared line by line for *)',
		build: () => ({ input: fill('€', 87_382).slice(0, 87_381) + 'a', direction: 'dump', style: 'canonical' })
	},
	entropy: {
		input: '256 KiB of bytes as base64',
		why: 'the most bytes the cap allows (one pass, every figure at once), read from base64',
		build: () => ({ input: fill('AAECAwQF', 349_528).slice(0, 349_524), input_encoding: 'base64' })
	},
	asn1: {
		input: '128 KiB of DER: 127 INTEGERs of 1,025 bytes, as base64',
		why: 'the most bytes the cap allows, spent on the integers decimal costs most for (16 KiB of them in decimal, the budget; the rest hex); 4,000 NULLs, the most elements, cost less',
		build: () => {
			const one = Buffer.concat([Buffer.from([0x02, 0x82, 0x04, 0x01, 0x7f]), Buffer.alloc(1024, 0xab)]);
			const body = Buffer.concat(Array.from({ length: 127 }, () => one));
			const head = Buffer.from([0x30, 0x83, body.length >> 16, (body.length >> 8) & 0xff, body.length & 0xff]);
			return { input: Buffer.concat([head, body]).toString('base64'), input_encoding: 'base64' };
		}
	},
	'fake-data': {
		input: '50 Spanish internet records',
		why: 'the most records (count is capped at 50), of the type with the most generated fields per record',
		build: () => ({ type: 'internet', count: 50, locale: 'es' })
	},
	geocoding: {
		input: '"a, zz": one letter, a qualifier nothing has',
		why: 'no match passes the qualifier, so every name that starts with or contains "a" in 135,000 places is looked at',
		build: () => ({ query: 'a, zz' })
	},
	hash: {
		input: `512 KiB of text, all ${ALL_HASH_ALGORITHMS.length} algorithms but lm (which refuses over 14 characters), SHAKE at 1 KiB`,
		why: 'the longest input (524,288 bytes of UTF-8), every algorithm (the SHA-3s and the JavaScript checksums cost most), the longest SHAKE output',
		build: () => ({
			input: 'a'.repeat(524_288),
			length: 1024,
			algorithms: ALL_HASH_ALGORITHMS
		})
	},
	hmac: {
		input: '1 MiB base64 key, SHA-384',
		why: 'the body limit spent on a base64 key (decoded a character at a time, then hashed as a long key), with the slowest of the hashes',
		build: () => ({ input: 'a', key: fill('QUJD', field()), key_encoding: 'base64', algorithm: 'sha384' })
	},
	'holiday-check': {
		input: 'US-CA, a new year each call',
		why: 'the country whose year takes longest to compute (every state\'s rules), for a year not computed before (the calendar caches years), with a state',
		build: (i) => ({ country: 'US', subdivision: 'US-CA', date: `${2100 - i}-12-31` })
	},
	'iban-validator': {
		input: '1 MiB of "de89 3704 0044 …" with a lone surrogate',
		why: 'any string is read (the contract: 200 for any string), so the body limit: separators dropped and lower case raised over the whole text, by the slower path a lone surrogate takes, then echoed',
		build: () => ({ iban: '\uD800' + fill('de89 3704 0044 0532 0130 00 ', field()) })
	},
	'id-generate': {
		input: '1,000 NanoIDs of 255 characters',
		why: 'the most ids (1,000) of the longest kind (NanoID at 255 characters, the most random bytes)',
		build: () => ({ kind: 'nanoid', count: 1000, size: 255 })
	},
	'id-inspect': {
		input: 'urn:uuid: UUIDv7 in braces',
		why: 'the most decoration the reader strips, then the version with a timestamp to decode',
		build: () => ({ id: ' urn:uuid:017F22E2-79B0-7CC3-98C4-DC0C0C07398F ' })
	},
	'identifier-validate': {
		input: 'ISIN of 64 characters',
		why: 'the longest value accepted (64), the type whose check digit expands letters to digits',
		build: () => ({ type: 'isin', value: 'US0378331005' + ' '.repeat(52) })
	},
	ip: {
		input: 'IPv6 with embedded IPv4 and a prefix, 100 characters',
		why: 'the longest text accepted, the form with the most parsing (full groups, dotted quad, CIDR)',
		build: () => ({ address: ('0000:0000:0000:0000:0000:ffff:192.168.100.200/120').padEnd(100, ' ') })
	},
	'json-format': {
		input: '512 KiB of small objects, keys sorted, minified',
		why: 'the longest input as the most values (each read into a tree and written back) with sorting; indentation is capped by the 2,097,152-character answer',
		build: () => ({ input: '[' + fill('{"b":1,"a":[0,{}]},', 524_288 - 2).slice(0, -1) + ']', indent: 0, sort_keys: true })
	},
	'jwt-decoder': {
		input: '100,000-character token of 5,000 claims',
		why: 'the longest token accepted, its payload as many claims as fit: decoded, parsed and echoed',
		build: () => ({ token: `${b64u('{"alg":"HS256","typ":"JWT"}')}.${b64u(JSON.stringify(claims(72_000)))}.${'x'.repeat(43)}`.slice(0, 100_000) })
	},
	'jwt-sign': {
		input: '1 MiB payload of 66,000 claims (refused: over 1,000)',
		why: 'the most members a body holds, counted before any is read; a payload at the limits (1,000 claims, a 100,000-character token) signs in less',
		build: () => ({ payload: claims(field()), algorithm: 'HS512', secret: 'secret' }),
		status: 422
	},
	'jwt-verify': {
		input: '100,000-character HS256 token, 900 KB secret',
		why: 'the longest token accepted, and the rest of the body as the secret (encoded to bytes on the main thread)',
		setup: async () => {
			const { SignJWT } = await import('jose');
			verifyToken = await new SignJWT(claims(72_000)).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(verifySecret));
		},
		build: () => ({ token: verifyToken, secret: verifySecret })
	},
	'keys-convert': {
		input: '8,192-bit RSA private key, PKCS#1 PEM, to JWK',
		why: 'the largest key read (RSA is capped at 8,192 bits): wrapped into PKCS#8, imported and exported by Web Crypto, its public blob hashed for the fingerprint; EC and Ed25519 keys are smaller',
		setup: () => {
			rsa8192 ||= generateKeyPairSync('rsa', { modulusLength: 8192 }).privateKey.export({ type: 'pkcs1', format: 'pem' }) as string;
		},
		build: () => ({ key: rsa8192, to: 'jwk' })
	},
	'long-weekends': {
		input: 'US-CA, a new year each call',
		why: 'the country whose year takes longest to compute (every state\'s rules), for years no other case computed (the calendar caches years), with a state',
		build: (i) => ({ country: 'US', subdivision: 'US-CA', year: 1960 + i })
	},
	markdown: {
		input: '256 KiB of task-list items',
		why: 'the longest document (256 KiB), in the construct with the most tokens and rules per byte (lists, task items, sanitised HTML)',
		build: () => ({ markdown: fill('- [x] a\n', 256 * 1024) })
	},
	'lorem-ipsum': {
		input: '100 paragraphs',
		why: 'the most text the contract allows: 100 paragraphs of up to 8 sentences of up to 15 words',
		build: () => ({ unit: 'paragraphs', count: 100 })
	},
	'math-evaluate': {
		input: `powmod(3, 2^${EVALUATE_MODULUS_BITS - 1} + 1, 2^${EVALUATE_MODULUS_BITS - 1} - 1)`,
		why: 'the largest modular power: a 4,096-bit exponent and modulus, two 4,096-bit products and reductions a bit (beyond it the 2 s time limit stops a run)',
		build: () => ({ expression: `powmod(3, 2^${EVALUATE_MODULUS_BITS - 1} + 1, 2^${EVALUATE_MODULUS_BITS - 1} - 1)` })
	},
	'math-stats': {
		input: '100,000 values alternating 1e150-scale and subnormal',
		why: 'the most values, with the widest spread of binary exponents: every exact sum and square is a BigInt of about 1,600 and 3,200 bits',
		build: () => ({ values: statsSpread(STATS_MAX) })
	},
	random: {
		input: 'a 2048-bit prime (seeded by the call number)',
		why: 'the largest prime: hundreds of candidates, each trial-divided, tens of them through a 2048-bit Miller–Rabin round',
		build: (i) => ({ action: 'prime', bits: MAX_PRIME_BITS, seed: i })
	},
	'number-base': {
		input: '10,000 base-64 digits → all 63 bases, BCD and varint',
		why: 'the most digits, in the base with the largest value (60,000 bits), written in every base and the two longest encodings',
		build: () => ({ value: '/'.repeat(10_000), from: 64, to: [...Array.from({ length: 63 }, (_, i) => i + 2), 'bcd', 'varint'] })
	},
	'otp-totp-generate': {
		input: '1,024-character Base32 secret',
		why: 'the longest secret accepted: decoded, then hashed as a long HMAC key',
		build: () => ({ secret: 'A'.repeat(1024), digits: 8 })
	},
	'otp-totp-verify': {
		input: '1,024-character secret, 100-character code, window 10',
		why: 'the longest secret and code accepted, checked at the most steps (21 HMACs, each hashing the long key)',
		build: () => ({ secret: 'A'.repeat(1024), code: `${' '.repeat(94)}123456`, window: 10 })
	},
	'otp-hotp-generate': {
		input: '1,024-character Base32 secret, SHA-512, 8 digits',
		why: 'the longest secret accepted, hashed as a long HMAC-SHA-512 key',
		build: () => ({ secret: 'A'.repeat(1024), digits: 8, algorithm: 'sha512', counter: Number.MAX_SAFE_INTEGER })
	},
	'otp-hotp-verify': {
		input: '1,024-character secret, 100-character code, window 100, SHA-512',
		why: 'the longest secret and code accepted, checked at the most counters (101 HMAC-SHA-512s, each hashing the long key)',
		build: () => ({ secret: 'A'.repeat(1024), code: `${' '.repeat(92)}12345678`, digits: 8, window: 100, algorithm: 'sha512' })
	},
	'password-generate': {
		input: '100 passwords of 256 characters',
		why: 'the most characters (count 100 × length 256), each drawn with rejection sampling from the cryptographic source',
		build: () => ({ length: 256, count: 100, exclude_ambiguous: true })
	},
	'phone-validation': {
		input: '100 characters: a Brazilian mobile among separators',
		why: 'the longest text accepted that still parses, so the full metadata is consulted',
		build: () => ({ phone: ('+55' + ' -'.repeat(40) + ' (11) 98765-4321').padEnd(100, '.') })
	},
	'public-holidays': {
		input: 'US, a new year each call',
		why: 'the country whose year takes longest to compute (nationwide and every state\'s rules merged; a scan of all 200 countries), for years no other case computed',
		build: (i) => ({ country: 'US', year: 1900 + i })
	},
	'qr-code': {
		input: '4,296 alphanumerics, L, 1000 px PNG, translucent',
		why: 'the most data (version 40, 8 masks scored), the largest image, PNG with deflate level 9 and a tRNS chunk',
		build: () => ({ data: fill('HELLO WORLD 123 $%*+-./:', 4296).padEnd(4296, 'A'), format: 'png', size: 1000, error_correction: 'L', dark: '#12345680' })
	},
	'tax-id-countries': {
		input: '(no input)',
		why: 'the fixed list of 41 countries and their schemes',
		build: () => ({})
	},
	'tax-id-validate': {
		input: 'ES, 64 characters, no type',
		why: 'the longest number, for the country with the most schemes (4), none matching so all are tried',
		build: () => ({ country: 'es', number: '1'.repeat(64) })
	},
	'temporary-email': {
		input: '1,000 characters: 493 labels under a listed domain',
		why: 'the longest address accepted, all labels: every domain it is under is joined and looked up (quadratic in the labels)',
		build: () => ({ email: `x@${'a.'.repeat(492)}mailinator.com` })
	},
	'text-escape': {
		input: '100,000 characters of C octal and hex escapes → unescape',
		why: 'the longest input read in the slowest direction and language: every character part of an escape, the bytes gathered and read as UTF-8 (escaping is cheaper: about 10 ms for Python with ascii_only at this size)',
		build: () => ({ input: fill('\\303\\251\\x41\\n', 100_000), language: 'c', direction: 'unescape' })
	},
	'text-transform': {
		input: '100,000 characters of accented text → reverse',
		why: 'the longest input through the grapheme segmenter, the slowest action (the V8 segmenter, about 0.6 µs a cluster)',
		build: () => ({ input: fill('Crème brûlée à São Paulo ', 100_000), action: 'reverse' })
	},
	'text-case': {
		input: '100,000 characters of aB1 → constant',
		why: 'the longest input with a word boundary at every character (case changes and digits): change-case splits quadratically',
		build: () => ({ input: fill('aB1', 100_000), to: 'constant' })
	},
	'text-distance': {
		input: '5,000 × 5,000 characters of one letter',
		why: 'the longest pair: three dynamic programmes of 25 million cells, and Jaro-Winkler scans its whole window for every character when all are alike',
		build: () => sameCharPair(TEXT_DISTANCE_MAX * TEXT_DISTANCE_MAX)
	},
	'text-offsets': {
		input: '20,000 characters: two samples alike at every other offset',
		why: 'the longest input as the most runs of matching offsets (one a character pair), every sample read in full',
		build: () => ({ input: fill('ab', OFFSETS_MAX_INPUT / 2 - 1) + '\n\n' + fill('ac', OFFSETS_MAX_INPUT / 2 - 1) })
	},
	'text-lines': {
		input: '200,000 characters of short IPv6 addresses, sort by IP',
		why: 'the longest input as the most lines of the key that costs most to read (an IPv6 address) in a shuffled order',
		build: () => ({ input: linesOf(TEXT_LINES_MAX, ipv6Line), action: 'sort', mode: 'ip' })
	},
	extract: {
		input: '1,000,000 characters of `a.a.a@`, every kind',
		why: 'the longest input, in the text that makes the e-mail and domain patterns try the most; the patterns are linear (src/lib/ops/extract/README.md), so no input costs more than a constant times this',
		build: () => ({ input: fill('a.a.a@', EXTRACT_MAX), kinds: ['ipv4', 'ipv6', 'email', 'url', 'domain', 'mac', 'hash', 'date', 'file-path', 'credit-card', 'strings'] })
	},
	'text-sets': {
		input: 'power set of 16 items of 7 characters: 65,536 subsets',
		why: 'the most subsets, with items about as long as the 4,000,000-character limit on the answer allows; a cartesian product of 100,000 pairs costs about half, the set operations on two lists of 100,000 characters about 8 ms',
		build: () => ({ a: Array.from({ length: 16 }, (_, i) => `item-${String(i).padStart(2, '0')}`).join('\n'), action: 'power-set' })
	},
	'text-stats': {
		input: '500,000 characters of CJK',
		why: 'the longest input, in the script whose word segmentation (a dictionary) is slowest',
		build: () => ({ input: fill('中文字符。', 500_000) })
	},
	timestamp: {
		input: 'ISO 8601 with nanoseconds, +14:00, in a linked zone, minus the longest duration, written with a 200-character format',
		why: 'text is parsed (numbers are not), the longest fraction, a duration moving the wall date (zone offsets asked again), then every field and a format of 100 composite directives (%c) in a zone found through a link',
		build: () => ({ value: '9999-12-31T23:59:59.999999999+14:00', timezone: 'America/Argentina/ComodRivadavia', add: '-P9998Y11M2W3DT23H59M59.999999999S', format: '%c'.repeat(100) })
	},
	timezone: {
		input: 'a new border point each call',
		why: 'a point geo-tz has not decoded yet (its first lookup in a quadtree cell decodes the cell), then the zone\'s details',
		build: (i) => borderPoint(i)
	},
	'timezone-list': {
		input: '(no input)',
		why: 'every zone with its current offset',
		build: () => ({})
	},
	units: {
		input: 'kWh → eV',
		why: 'fixed-size input; a two-step conversion through the category\'s base unit',
		build: () => ({ value: 1.2345e200, from: 'kWh', to: 'eV' })
	},
	'units-list': {
		input: '(no input)',
		why: 'the fixed list of every unit',
		build: () => ({})
	},
	'url-parse': {
		input: '8,192 characters: 1,500 query parameters',
		why: 'the longest URL, mostly query parameters (each decoded and listed), with a long host checked against the public-suffix list',
		build: () => ({ url: ('https://user:pw@' + 'a.'.repeat(120) + 'co.uk:8443/' + 'p/'.repeat(200) + '?' + 'k=v%C3%A9&'.repeat(1500)).slice(0, 8192) })
	},
	'user-agent': {
		input: '2,048 characters of browser tokens',
		why: 'the longest header value, made of the tokens the parser\'s regexes try hardest to match',
		build: () => ({ user_agent: fill('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 ', 2048) })
	},
	'wpp-url-generate': {
		input: '2,000-character message of emoji and symbols',
		why: 'the longest message, every character percent-encoded as 3 or 4 UTF-8 bytes',
		build: () => ({ phone: '+55 (11) 98765-4321', message: fill('😀é&?#', 2000) })
	},
	x509: {
		input: '64 KiB certificate: 200-RDN names, 1,240 SANs',
		why: 'the longest PEM accepted, filled with what is formatted (names, alternative names)',
		setup: () => {
			certificate ||= bigCertificatePem();
		},
		build: () => ({ pem: certificate })
	}
};

let verifyToken = '';
const verifySecret = 's'.repeat(field(110_000));

/**
 * The worst input of each heavy operation with a light-call bound (Operation.lightCall), at that
 * bound (the operation's own constant): the input shapes of its WORST_CASES entry, cut to the largest a light call takes. Such a
 * call runs on the server's event loop, so it must cost what a light operation's may.
 */
export const LIGHT_CALL_CASES: Record<string, WorstCase> = {
	'cipher-classical': {
		input: '32 Ki characters of mixed text, Citrix CTX1 encode (128 Ki letters out)',
		why: 'the light-call bound through the cipher with the longest answer for its work (four letters per UTF-16 unit); LS47, Vigenère with a key as long, the ROT47 brute force over a 2,000-character sample and Cetacean cost less',
		build: () => ({ input: fill('Attack at dawn, é 😀 ', CLASSICAL_CHARS), algorithm: 'citrix-ctx1' })
	},
	'file-type': {
		input: 'detect: 256 KiB of text as latin1',
		why: 'detect, the light action: the most bytes the cap allows with no signature, so every detector is tried and the text check reads them all',
		build: () => ({ input: fill('abcdefgh', 262_144), input_encoding: 'latin1' })
	},
	cipher: {
		input: '4,096 hex characters, Triple DES (des-ede3-cbc) encrypt → hex',
		why: 'the light-call bound in hex (2 KiB), through the slowest cipher',
		build: () => ({ input: fill('a5', CIPHER_CHARS), input_encoding: 'hex', algorithm: 'des-ede3-cbc', direction: 'encrypt', key: fill('0f', 48), iv: fill('00', 16), output_encoding: 'hex' })
	},
	encode: {
		input: '16,384 characters of multi-byte text → base32',
		why: 'the light-call bound in 2- to 4-byte UTF-8, through the scheme written a character at a time',
		build: () => ({ input: fill('<&"é€😀', ENCODE_CHARS), scheme: 'base32', direction: 'encode' })
	},
	hexdump: {
		input: '4,096 three-byte characters → hexdump -C',
		why: 'the light-call bound in 3-byte UTF-8, in the style with the most characters a byte',
		build: () => ({ input: fill('€', HEXDUMP_CHARS), direction: 'dump', style: 'canonical' })
	},
	hash: {
		input: `64 Ki characters of text, all ${FAST_HASH_ALGORITHMS.length} fast algorithms, SHAKE at 1 KiB`,
		why: 'the light-call bound, every algorithm but the slow ones (the SHA-3s and the JavaScript checksums cost most), the longest SHAKE output; with MD2, GOST, Streebog, Ascon and the rest, the bound is 8 Ki characters (measured in src/lib/ops/hash/README.md)',
		build: () => ({ input: 'a'.repeat(HASH_CHARS), length: 1024, algorithms: FAST_HASH_ALGORITHMS })
	},
	hmac: {
		input: '64 KiB base64 key, SHA-384',
		why: 'the light-call bound (message and key together) spent on a base64 key, with the slowest hash',
		build: () => ({ input: 'a', key: fill('QUJD', HMAC_CHARS - 1), key_encoding: 'base64', algorithm: 'sha384' })
	},
	'text-escape': {
		input: '16,384 characters of C octal and hex escapes → unescape',
		why: 'the light-call bound in the slowest direction and language',
		build: () => ({ input: fill('\\303\\251\\x41\\n', TEXT_ESCAPE_CHARS), language: 'c', direction: 'unescape' })
	},
	'text-transform': {
		input: '4,096 characters of accented text → reverse',
		why: 'the light-call bound of the slowest action (the grapheme segmenter); strip-html, swap-case and alternating-case at 16,384 and the one-pass actions at 100,000 characters cost less',
		build: () => ({ input: fill('Crème brûlée à São Paulo ', TEXT_TRANSFORM_CHARS.reverse!), action: 'reverse' })
	},
	'text-case': {
		input: '8,192 characters of aB1 → constant',
		why: 'the light-call bound with a word boundary at every character (change-case splits quadratically)',
		build: () => ({ input: fill('aB1', TEXT_CASE_CHARS), to: 'constant' })
	},
	'text-distance': {
		input: '500 × 500 characters of one letter',
		why: 'the light-call bound (250,000 cells) where Jaro-Winkler scans its whole window for every character',
		build: () => sameCharPair(TEXT_DISTANCE_CELLS)
	},
	'text-lines': {
		input: '10,000 characters of short IPv6 addresses, sort by IP',
		why: 'the light-call bound as the most lines of the slowest key to read, shuffled',
		build: () => ({ input: linesOf(TEXT_LINES_CHARS, ipv6Line), action: 'sort', mode: 'ip' })
	},
	extract: {
		input: '10,000 characters of `a.a.a@`, every kind',
		why: 'the light-call bound in the text that makes the e-mail and domain patterns try the most (a local part and labels that never end in an address); the date pattern on `2024-01-01T` repeated costs about as much',
		build: () => ({ input: fill('a.a.a@', EXTRACT_CHARS), kinds: ['ipv4', 'ipv6', 'email', 'url', 'domain', 'mac', 'hash', 'date', 'file-path', 'credit-card', 'strings'] })
	},
	'text-sets': {
		input: 'two lists of 20,000 characters of distinct items, symmetric difference',
		why: 'the light-call bound (40,000 characters together) in the shortest distinct items, through the action that reads both lists twice',
		build: () => ({ a: linesOf(TEXT_SETS_CHARS / 2, (i) => `a${i}`), b: linesOf(TEXT_SETS_CHARS / 2, (i) => `b${i}`), action: 'symmetric-difference' })
	},
	'text-stats': {
		input: '2,048 characters of CJK',
		why: 'the light-call bound in the script whose word segmentation is slowest',
		build: () => ({ input: fill('中文字符。', TEXT_STATS_CHARS) })
	},
	markdown: {
		input: '2,048 characters of task-list items',
		why: 'the light-call bound in the construct with the most tokens and rules per byte',
		build: () => ({ markdown: fill('- [x] a\n', MARKDOWN_CHARS) })
	},
	'json-format': {
		input: '16,384 characters of small objects, keys sorted, indent 8',
		why: 'the light-call bound as the most values, sorted, written with the widest indent',
		build: () => ({ input: '[' + fill('{"b":1,"a":[0,{}]},', JSON_CHARS - 2).slice(0, -1) + ']', indent: 8, sort_keys: true })
	},
	'math-evaluate': {
		input: `${EVALUATE_LIGHT} characters of fractions with 9-digit prime denominators added up`,
		why: 'the light-call bound: without ^, ** or !, the exact sums grow by a denominator a term, each one a gcd',
		build: () => ({ expression: evaluateSum(EVALUATE_LIGHT) })
	},
	'math-stats': {
		input: '5,000 values alternating 1e150-scale and subnormal',
		why: `the light-call bound in values, with the widest spread of binary exponents (the text bound, ${STATS_TEXT.toLocaleString('en-US')} characters, holds fewer numbers)`,
		build: () => ({ values: statsSpread(STATS_VALUES) })
	},
	random: {
		input: 'a 256-bit prime (seeded by the call number); 10,000 distinct integers below 2^53 cost about as much',
		why: 'the light-call bound for primes; every other action is linear in a count or length capped at 10,000 values or 64 KiB',
		build: (i) => ({ action: 'prime', bits: LIGHT_PRIME_BITS, seed: i })
	},
	'number-base': {
		input: '1,000 base-64 digits → all 63 bases, BCD and varint',
		why: 'the light-call bound in the base with the largest value, written in every base and the two longest encodings',
		build: () => ({ value: '/'.repeat(LIGHT_CALL_DIGITS), from: 64, to: [...Array.from({ length: 63 }, (_, i) => i + 2), 'bcd', 'varint'] })
	},
	x509: {
		input: '4 KiB certificate: 12-RDN names, SANs',
		why: 'the light-call bound filled with what is formatted (names, alternative names)',
		setup: () => {
			smallCertificate ||= bigCertificatePem(X509_CHARS, 12);
		},
		build: () => ({ pem: smallCertificate })
	},
	'id-generate': {
		input: '100 NanoIDs of 255 characters',
		why: 'the light-call bound (100 ids) of the longest kind',
		build: () => ({ kind: 'nanoid', count: LIGHT_CALL_IDS, size: 255 })
	},
	'password-generate': {
		input: '4 passwords of 256 characters',
		why: 'the light-call bound (1,024 characters in all), each drawn with rejection sampling',
		build: () => ({ length: 256, count: PASSWORD_CHARACTERS / 256, exclude_ambiguous: true })
	}
};
