/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input` (hex of the largest DER, with room for spaces and line breaks). */
export const MAX_INPUT = 393_216;
/** Bytes of DER, once decoded (a usual certificate is 1–2 KiB; a CRL of a few thousand serials fits). */
export const MAX_BYTES = 131_072;
/** Elements in the tree. */
export const MAX_NODES = 4_000;
/** Nesting depth (the root is depth 0; OpenSSL's own parser stops at 128). */
export const MAX_DEPTH = 64;
/** The longest INTEGER answered in decimal (an RSA-8192 modulus with its sign byte); longer ones are `0x` hex. */
export const MAX_DECIMAL_BYTES = 1_025;
/** Bytes of INTEGER content answered in decimal in one call (16 RSA-8192 moduli); the rest are `0x` hex. */
export const DECIMAL_BUDGET = 16_384;
/** oid-to-hex, hex-to-oid: characters of the dotted form and bytes of the content (4 KiB: far past any real OID, and quick for BigInt). */
export const MAX_OID_CHARS = 4_096;
/** hex-to-pem: characters of the label. */
export const MAX_LABEL = 64;
