/**
 * What an answer of an operation may be, derived from its definition and docs/api.md, never
 * per operation by hand: 200 with a body its `output` schema accepts, its invalid-input status,
 * its documented `errors`, and the platform's common answers. Error bodies are an object with
 * exactly two keys, the documented one holding a string, then `code`, one of the codes docs/api.md
 * ("Error codes") gives that status, or one the operation documents for it (`DocumentedError.codes`).
 */
import type { ErrorKey, Operation } from '../../../src/lib/engine/define.js';
import type { ApiResponse } from '../../../src/lib/server/api/core.js';

/**
 * The platform's answers for any operation (docs/api.md "Order of checks" and "Errors";
 * docs/spec/decisions.md "Platform behaviour"): 404/405 routing, 413 body size, 401/403 key, 429 rate,
 * 402 quota, 415 content type, 422 empty or malformed JSON, 503 store unreachable. 415 and 422
 * use the operation's own key when that is its invalid status ("an operation's own key is also
 * used for its malformed-JSON 422").
 */
const PLATFORM_STATUSES = [401, 402, 403, 404, 405, 413, 415, 422, 429, 503];

/** docs/api.md, "Error codes": the codes each status can carry on any operation. */
const CODES: Record<number, string[]> = {
	400: ['invalid_input'],
	401: ['missing_api_key', 'invalid_api_key', 'session_expired'],
	402: ['quota_exceeded'],
	403: ['account_deactivated'],
	404: ['not_found'],
	405: ['method_not_allowed'],
	413: ['payload_too_large'],
	415: ['unsupported_media_type'],
	422: ['invalid_input', 'empty_body', 'invalid_json'],
	429: ['rate_limited'],
	502: ['upstream_not_configured', 'upstream_error'],
	503: ['store_unavailable']
};

/** The codes an answer of `status` from `op` may carry. */
function documentedCodes(op: Operation, status: number): Set<string> {
	return new Set([...(CODES[status] ?? []), ...op.errors.filter((e) => e.status === status).flatMap((e) => e.codes ?? [])]);
}

/** Each documented non-2xx status of `op` and the body keys it may carry. */
export function documentedErrors(op: Operation): Map<number, Set<ErrorKey>> {
	const ownKey = (status: number): ErrorKey => (status === op.invalid.status ? op.invalid.key : 'detail');
	const answers = new Map<number, Set<ErrorKey>>();
	const add = (status: number, key: ErrorKey) => answers.set(status, (answers.get(status) ?? new Set()).add(key));
	for (const status of PLATFORM_STATUSES) add(status, ownKey(status));
	add(op.invalid.status, op.invalid.key);
	// DocumentedError.key: "the body's key when it is not the default: invalid.key for the invalid status, else detail".
	for (const error of op.errors) add(error.status, error.key ?? ownKey(error.status));
	return answers;
}

/** Why `answer` is not one `op` documents; empty when it is. */
export function undocumented(op: Operation, answer: ApiResponse): string[] {
	const problems: string[] = [];
	if (answer.headers['content-type'] !== 'application/json') problems.push(`content-type ${answer.headers['content-type']}`);
	let body: unknown;
	try {
		body = JSON.parse(answer.body);
	} catch {
		return [...problems, `body is not JSON: ${answer.body.slice(0, 200)}`];
	}
	if (answer.status === 200) {
		const parsed = op.output.safeParse(body);
		if (!parsed.success) problems.push(`200 body fails the output schema: ${parsed.error.message.slice(0, 500)}`);
		return problems;
	}
	const keys = documentedErrors(op).get(answer.status);
	if (!keys) return [...problems, `status ${answer.status} is not documented for ${op.id}: ${answer.body.slice(0, 300)}`];
	const own = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : null;
	if (!own || own.length !== 2 || !keys.has(own[0] as ErrorKey) || own[1] !== 'code') {
		problems.push(`${answer.status} body should be {${[...keys].join('|')}: string, code: string}, got ${answer.body.slice(0, 300)}`);
		return problems;
	}
	const record = body as Record<string, unknown>;
	if (typeof record[own[0]] !== 'string') problems.push(`${answer.status} ${own[0]} is not a string: ${answer.body.slice(0, 300)}`);
	const codes = documentedCodes(op, answer.status);
	if (!codes.has(record.code as string)) {
		problems.push(`${answer.status} code should be one of ${[...codes].join(', ')}, got ${answer.body.slice(0, 300)}`);
	}
	return problems;
}
