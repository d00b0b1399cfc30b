// The parser lives with the colour operations (src/lib/ops/color), which the contrast checker shares.
export * from '../ops/color/css-colour.js';
