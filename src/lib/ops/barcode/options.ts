// The formats, apart from bwip-js (which loads on the first call: src/lib/engine/README.md,
// "How operations load"), for the schema.

/** The formats offered, as the contract names them. */
export const FORMATS = ['code128', 'ean13', 'upca', 'code39', 'itf', 'datamatrix', 'pdf417', 'aztec'] as const;
export type BarcodeFormat = (typeof FORMATS)[number];
