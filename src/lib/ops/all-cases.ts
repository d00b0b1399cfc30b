/**
 * Every module's test cases, replayed in Node (unit tests), over HTTP (tests/api) and in the
 * browser worker (tests/browser). The list is generated from the module folders
 * (scripts/build/gen-ops.js); registry.test.ts fails while an operation has none.
 */
export { ALL_CASES } from './generated/cases.js';
