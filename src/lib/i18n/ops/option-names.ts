/**
 * The options of operations' choices that are names people know by that name — formats,
 * algorithms, standards, record types — written as people write them (JSON, SHA-256, UUID v7),
 * the same in every language. One table for every operation, so a name is written once and
 * alike on every tool: `localizeSchema` (localize.ts) labels a choice's option from its
 * operation's own words (`options` in the module's i18n.ts) first, then from here. Values that
 * are words people read ("auto", "encode", "seconds") are not names: each operation words them
 * in en, pt-BR and es. `option-labels.test.ts` checks that every option of every operation is
 * one or the other.
 */
import { LOCALE_NAMES } from '../locales.js';

/** The same text for each value: a name that is already written as people write it. */
const asIs = (...names: string[]) => Object.fromEntries(names.map((name) => [name, name]));

export const OPTION_NAMES: Readonly<Record<string, string>> = {
	// Data and image formats.
	json: 'JSON',
	yaml: 'YAML',
	toml: 'TOML',
	csv: 'CSV',
	xml: 'XML',
	png: 'PNG',
	svg: 'SVG',
	// Text encodings (RFC 4648's names; "hexadecimal" is the same word in English, Portuguese and Spanish).
	base64: 'Base64',
	base64url: 'Base64URL',
	base32: 'Base32',
	hex: 'Hexadecimal',
	// Character encodings of bytes written as text (the bytes convention: src/lib/ops/_shared/bytes-io.ts).
	utf8: 'UTF-8',
	latin1: 'Latin-1',
	// Bitwise operators, as programmers write them.
	xor: 'XOR',
	and: 'AND',
	or: 'OR',
	not: 'NOT',
	// The dump tools the hex dump writes like.
	xxd: 'xxd',
	// Digests and checksums, as their standards write them (FIPS 180-4, FIPS 202, RFC 7693, ISO 3309).
	md5: 'MD5',
	sha1: 'SHA-1',
	sha256: 'SHA-256',
	sha384: 'SHA-384',
	sha512: 'SHA-512',
	'sha512-256': 'SHA-512/256',
	'sha3-256': 'SHA3-256',
	'sha3-384': 'SHA3-384',
	'sha3-512': 'SHA3-512',
	'blake2b-512': 'BLAKE2b-512',
	'blake2s-256': 'BLAKE2s-256',
	crc32: 'CRC-32',
	// Password hashes, as their authors write them.
	bcrypt: 'bcrypt',
	argon2id: 'Argon2id',
	scrypt: 'scrypt',
	// JOSE algorithms (RFC 7518, RFC 8037) and keys.
	...asIs('HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'),
	rsa: 'RSA',
	ed25519: 'Ed25519',
	...asIs('P-256', 'P-384', 'P-521'),
	// Identifiers.
	uuid4: 'UUID v4',
	uuid7: 'UUID v7',
	ulid: 'ULID',
	nanoid: 'Nano ID',
	isbn: 'ISBN',
	issn: 'ISSN',
	ean: 'EAN',
	imei: 'IMEI',
	isin: 'ISIN',
	bic: 'BIC (SWIFT)',
	luhn: 'Luhn',
	cpf: 'CPF',
	cnpj: 'CNPJ',
	// Barcode symbologies, as their standards name them.
	code128: 'Code 128',
	ean13: 'EAN-13',
	upca: 'UPC-A',
	code39: 'Code 39',
	itf: 'ITF',
	datamatrix: 'Data Matrix',
	pdf417: 'PDF417',
	aztec: 'Aztec Code',
	// DNS record types (RFC 1035 and after).
	...asIs('A', 'AAAA', 'MX', 'TXT', 'NS', 'CNAME', 'SOA', 'CAA', 'SRV', 'PTR'),
	// Naming conventions, each written in its own style.
	camel: 'camelCase',
	pascal: 'PascalCase',
	snake: 'snake_case',
	kebab: 'kebab-case',
	constant: 'CONSTANT_CASE',
	dot: 'dot.case',
	// The interface's languages, each named in itself (as the language menu names them).
	...LOCALE_NAMES
};

/** The name of a choice's option, or undefined when the value is not a name of the table. */
export function optionName(value: unknown): string | undefined {
	return typeof value === 'string' && Object.hasOwn(OPTION_NAMES, value) ? OPTION_NAMES[value] : undefined;
}
