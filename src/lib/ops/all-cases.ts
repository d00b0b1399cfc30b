import type { OperationCase } from './cases.js';
import { cases as color } from './color/cases.js';
import { cases as hash } from './hash/cases.js';
import { cases as jwt } from './jwt/cases.js';
import { cases as totp } from './totp/cases.js';

/**
 * Every module's test cases, replayed in Node (unit tests), over HTTP (tests/api) and in the
 * browser worker (tests/browser). A new operation module adds its `cases` here; registry.test.ts
 * fails while an operation has none.
 */
export const ALL_CASES: OperationCase[] = [...color, ...hash, ...jwt, ...totp];
