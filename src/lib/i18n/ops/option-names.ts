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
	html: 'HTML',
	// Query languages, as their specifications name them (/xml/query).
	xpath: 'XPath 1.0',
	png: 'PNG',
	svg: 'SVG',
	// Text encodings (RFC 4648's names; "hexadecimal" is the same word in English, Portuguese and Spanish).
	base64: 'Base64',
	base64url: 'Base64URL',
	base32: 'Base32',
	hex: 'Hexadecimal',
	// Bytes as numbers: the same words in English, Portuguese and Spanish, as "hexadecimal" is.
	octal: 'Octal',
	decimal: 'Decimal',
	// Six-dot cells, by Louis Braille's name.
	braille: 'Braille',
	// More encodings of bytes as text, by the names their specifications give (/encode).
	base32hex: 'Base32hex',
	crockford32: 'Crockford Base32',
	base92: 'Base92',
	modhex: 'Modhex (YubiKey)',
	base45: 'Base45',
	base58: 'Base58',
	base62: 'Base62',
	base85: 'Base85',
	ascii85: 'Ascii85',
	z85: 'Z85',
	bech32: 'Bech32',
	bech32m: 'Bech32m',
	'quoted-printable': 'Quoted-Printable',
	uuencode: 'uuencode',
	punycode: 'Punycode',
	// Character encodings of bytes written as text (the bytes convention: src/lib/ops/_shared/bytes-io.ts).
	utf8: 'UTF-8',
	latin1: 'Latin-1',
	// Bitwise operators, as programmers write them.
	xor: 'XOR',
	and: 'AND',
	or: 'OR',
	not: 'NOT',
	// Character sets, as their registries write them (IANA, WHATWG Encoding Standard, IBM code pages).
	'utf-8': 'UTF-8',
	'utf-16le': 'UTF-16LE',
	'utf-16be': 'UTF-16BE',
	'windows-1252': 'Windows-1252',
	'iso-8859-15': 'ISO-8859-15',
	shift_jis: 'Shift_JIS',
	'euc-jp': 'EUC-JP',
	gbk: 'GBK',
	big5: 'Big5',
	'koi8-r': 'KOI8-R',
	cp437: 'CP437',
	'ebcdic-cp037': 'EBCDIC CP037',
	// Classical ciphers known by these names in every language.
	rot13: 'ROT13',
	rot47: 'ROT47',
	rot8000: 'ROT8000',
	a1z26: 'A1Z26',
	vigenere: 'Vigenère',
	atbash: 'Atbash',
	bacon: 'Bacon',
	// Compression formats and archives, as their tools write them (deflate, raw, is worded by /compress).
	gzip: 'gzip',
	zlib: 'zlib',
	brotli: 'Brotli',
	bzip2: 'bzip2',
	lzma: 'LZMA (.lzma)',
	xz: 'xz',
	lz4: 'LZ4',
	lzstring: 'lz-string',
	zip: 'ZIP',
	tar: 'tar',
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
	sha224: 'SHA-224',
	'sha3-224': 'SHA3-224',
	'keccak-256': 'Keccak-256',
	shake128: 'SHAKE128',
	shake256: 'SHAKE256',
	blake3: 'BLAKE3',
	ripemd160: 'RIPEMD-160',
	md4: 'MD4',
	sm3: 'SM3',
	adler32: 'Adler-32',
	crc32c: 'CRC-32C',
	crc16: 'CRC-16/CCITT-FALSE',
	xxh64: 'XXH64',
	murmur3: 'MurmurHash3',
	fnv1a32: 'FNV-1a 32',
	'cmac-aes': 'AES-CMAC',
	// Ciphers, as OpenSSL names them (upper case, as its docs and CyberChef write them), and the padding of PKCS #7.
	...Object.fromEntries(['aes-128-cbc', 'aes-192-cbc', 'aes-256-cbc', 'aes-128-ecb', 'aes-256-ecb', 'aes-128-ctr', 'aes-256-ctr', 'aes-128-gcm', 'aes-256-gcm', 'aes-256-cfb', 'aes-256-ofb', 'des-cbc'].map((name) => [name, name.toUpperCase()])),
	'des-ede3-cbc': 'Triple DES (DES-EDE3-CBC)',
	'bf-cbc': 'Blowfish (BF-CBC)',
	'sm4-cbc': 'SM4-CBC',
	rc4: 'RC4',
	chacha20: 'ChaCha20',
	'chacha20-poly1305': 'ChaCha20-Poly1305',
	salsa20: 'Salsa20',
	xsalsa20: 'XSalsa20',
	fernet: 'Fernet',
	'aes-kw': 'AES Key Wrap (RFC 3394)',
	pkcs7: 'PKCS#7',
	// Password hashes, as their authors write them.
	bcrypt: 'bcrypt',
	argon2id: 'Argon2id',
	scrypt: 'scrypt',
	// Key derivation functions, as their RFCs and OpenSSL write them.
	pbkdf2: 'PBKDF2',
	hkdf: 'HKDF',
	'evp-bytes-to-key': 'EVP_BytesToKey',
	// JOSE algorithms (RFC 7518, RFC 8037) and keys.
	...asIs('HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'),
	rsa: 'RSA',
	ed25519: 'Ed25519',
	...asIs('P-256', 'P-384', 'P-521'),
	// Public-key schemes (RFC 8017, FIPS 186-5, RFC 8032) and key formats (RFC 7468, RFC 7517, OpenSSH).
	'rsa-pkcs1-sha256': 'RSA PKCS#1 v1.5 SHA-256',
	'rsa-pss-sha256': 'RSA-PSS SHA-256',
	'rsa-oaep-sha256': 'RSA-OAEP SHA-256',
	'rsa-pkcs1v15': 'RSA PKCS#1 v1.5',
	'ecdsa-sha256': 'ECDSA SHA-256',
	der: 'DER (ASN.1)',
	p1363: 'IEEE P1363 (r‖s)',
	pem: 'PEM',
	jwk: 'JWK',
	openssh: 'OpenSSH',
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
	// Programming languages, as their specifications write them (/text/escape).
	javascript: 'JavaScript',
	python: 'Python',
	c: 'C',
	java: 'Java',
	sql: 'SQL',
	// JSON query languages, as their specifications write them (/json/query).
	jsonpath: 'JSONPath',
	jmespath: 'JMESPath',
	jq: 'jq',
	jsonata: 'JSONata',
	pointer: 'JSON Pointer',
	// Unicode normalization forms (UAX #15).
	...asIs('NFC', 'NFD', 'NFKC', 'NFKD'),
	// The interface's languages, each named in itself (as the language menu names them).
	...LOCALE_NAMES
};

/** The name of a choice's option, or undefined when the value is not a name of the table. */
export function optionName(value: unknown): string | undefined {
	return typeof value === 'string' && Object.hasOwn(OPTION_NAMES, value) ? OPTION_NAMES[value] : undefined;
}
