/**
 * The machine-readable `code` of every /api/v1 error body, beside its `detail` (or `error`):
 * `{"detail": "Missing API key: include the X-API-Key header", "code": "missing_api_key"}`.
 * The message is for people and may be reworded; the code is stable within v1 (docs/api.md,
 * "Error codes", documents each one and what a caller should do). It lives here, beside the
 * operations, because operations raise some of them (OperationError) and the browser worker
 * answers with the same bodies.
 */
export const ERROR_CODES = [
	// Routing and the request itself (no key needed to get these).
	'not_found',
	'method_not_allowed',
	'payload_too_large',
	// Who is calling.
	'missing_api_key',
	'invalid_api_key',
	'session_expired',
	'account_deactivated',
	// Limits.
	'rate_limited',
	'quota_exceeded',
	// Heavy operations (docs/security.md, "Bounded execution"): the run's own bounds, the caller's
	// share of the pool, the pool's queue.
	'time_limit_exceeded',
	'memory_limit_exceeded',
	'concurrency_limited',
	'server_busy',
	// The body.
	'unsupported_media_type',
	'empty_body',
	'invalid_json',
	// The operation's input and target.
	'invalid_input',
	'no_match',
	'url_blocked',
	'url_unreachable',
	// The operator's upstreams (AI, translation, VIES, DNS).
	'upstream_not_configured',
	'upstream_error',
	// The server itself.
	'store_unavailable',
	'internal_error'
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The codes an answer of each status can carry on any operation (docs/api.md, "Error codes"). An
 * operation adds its own in `DocumentedError.codes` (`no_match`, `url_blocked`, …); a GET has no
 * body, so never `empty_body` or `invalid_json`.
 */
export const CODES_BY_STATUS: Readonly<Record<number, readonly ErrorCode[]>> = {
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
	500: ['internal_error'],
	502: ['upstream_not_configured', 'upstream_error'],
	503: ['store_unavailable']
};

/** The codes a heavy operation's answers add to their status's own (OperationDefinition.cost). */
export const HEAVY_CODES: Readonly<Record<number, readonly ErrorCode[]>> = {
	422: ['time_limit_exceeded', 'memory_limit_exceeded'],
	429: ['concurrency_limited'],
	503: ['server_busy']
};

/** The codes that only a request body can earn (POST). */
export const BODY_CODES: readonly ErrorCode[] = ['empty_body', 'invalid_json', 'unsupported_media_type'];
