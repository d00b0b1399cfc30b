/**
 * The tzdb release of tzdb.json, for the operations' attribution, which the registry reads at
 * start: the data itself (430 KB of text) loads on the first call (src/lib/engine/README.md, "How
 * operations load"). timezone.test.ts checks it against tzdb.json; rebuild both together.
 */
export const TZDB_VERSION = '2026f';
