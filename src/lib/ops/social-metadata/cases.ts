import type { OperationCase } from '../cases.js';
import { webUrlCases } from '../_shared/web-url-cases.js';

/**
 * Answers that hold without a network: the URL format and non-public address refusals shared
 * with url-checker. Every 200 needs a page, so extraction is tested in social-metadata.test.ts
 * with a fake outbound client and in tests/api/web-fetch.test.ts against local HTTP sites.
 */
export const cases: OperationCase[] = webUrlCases('social-metadata');
