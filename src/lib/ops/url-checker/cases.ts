import type { OperationCase } from '../cases.js';
import { webUrlCases } from '../_shared/web-url-cases.js';

/**
 * Answers that hold without a network (the fetches themselves are tested in url-checker.test.ts
 * with a fake outbound client, and in tests/api/web-fetch.test.ts against local HTTP sites): the
 * shared URL format and non-public address refusals, and a name that cannot resolve.
 */
export const cases: OperationCase[] = [
	...webUrlCases('url-checker'),
	{
		name: 'a name that never resolves is unreachable, not an error',
		op: 'url-checker',
		input: { url: 'http://nothing.invalid/' },
		// response_time_ms and error's wording depend on the resolver: checked by the output schema.
		expected: {
			status: 200,
			body: { url: 'http://nothing.invalid/', reachable: false, status_code: null, final_url: null, title: null, redirect_count: 0 },
			partial: true
		},
		source: 'docs/spec/utility-api.md section 7 (an unreachable URL is a 200 with reachable: false); RFC 6761 section 6.4 (.invalid never resolves)'
	}
];
