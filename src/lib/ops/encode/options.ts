// The schemes, for the schema, apart from the codecs (entities' HTML tables load on the first
// call: src/lib/engine/README.md, "How operations load").

export const SCHEMES = ['base64', 'base64url', 'base32', 'hex', 'url', 'html'] as const;
export type Scheme = (typeof SCHEMES)[number];
export type Direction = 'encode' | 'decode';
