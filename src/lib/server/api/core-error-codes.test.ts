// Every error answer of the API core carries its message and a `code`, in that order. The
// expected codes are docs/api.md's table ("Error codes"), written out here by hand; the messages
// are the ones the API sent before codes existed (unchanged, so clients reading only `detail`
// keep working).
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, OperationError } from '../../engine/define.js';
import type { Authenticator } from '../auth/authenticator.js';
import type { QuotaDecision, RateDecision } from '../limits/limit-rules.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { UsageMeter } from '../limits/usage-meter.js';
import type { Principal } from '../store/types.js';
import { createApiCore, MAX_BODY_BYTES, type ApiRequest } from './core.js';

const echo = defineOperation({
	id: 'echo',
	group: 'security',
	title: 'Echo',
	summary: 'Answers its input',
	keywords: [],
	method: 'POST',
	path: '/echo',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({ n: z.number() }),
	output: z.object({ n: z.number() }),
	errors: [],
	examples: [],
	run: (input) => input
});
// An operation whose invalid input is {"error"} (as /fake-data's is).
const errorKeyed = defineOperation({ ...echo, id: 'error-keyed', path: '/error-keyed', invalid: { status: 422, key: 'error' } });
const item = defineOperation({ ...echo, id: 'item', method: 'GET', path: '/items/{id}', input: z.object({ id: z.string() }), run: () => ({ n: 1 }) });
const upstream = defineOperation({
	...echo,
	id: 'upstream',
	path: '/upstream',
	run: async () => Promise.reject(new OperationError(502, 'the upstream did not answer within 1 s', { code: 'upstream_error' }))
});
const broken = defineOperation({
	...echo,
	id: 'broken',
	path: '/broken',
	run: () => {
		throw new Error('a bug');
	}
});

const plan = { name: 'test', perMinute: 60, perMonth: 1000 };
const principal = (accountId: string, active = true): Principal => ({ keyId: accountId, keyHash: accountId, accountId, active, plan });
const PRINCIPALS: Record<string, Principal> = {
	ukit_ok: principal('ok'),
	ukit_off: principal('off', false),
	ukit_rate: principal('rate'),
	ukit_quota: principal('quota')
};
const storeDown = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const authenticator = {
	resolve(key: string) {
		if (key === 'ukit_down') return Promise.reject(storeDown);
		return PRINCIPALS[key] ?? null;
	}
} as unknown as Authenticator;
const limiter = {
	hit: (accountId: string): RateDecision => ({ allowed: accountId !== 'rate', limit: 60, remaining: accountId === 'rate' ? 0 : 59, resetSeconds: 30 })
} as unknown as RateLimiter;
const meter = {
	load: () => null,
	reserve: (accountId: string): QuotaDecision => ({ allowed: accountId !== 'quota', limit: 1000, remaining: accountId === 'quota' ? 0 : 999 }),
	record: () => {},
	release: () => {}
} as unknown as UsageMeter;

const api = createApiCore({
	operations: [echo, errorKeyed, item, upstream, broken],
	authenticator,
	sessions: { resolve: async () => null },
	limiter,
	meter,
	logger: pino({ level: 'silent' }),
	corsOrigins: [],
	openApiJson: '{}'
});

function request(over: Partial<ApiRequest> & { headers?: Record<string, string> }): ApiRequest {
	const headers: Record<string, string> = { 'x-api-key': 'ukit_ok', 'content-type': 'application/json', ...over.headers };
	return { method: 'POST', path: '/echo', search: '', body: '{"n": 1}', bodyTooLarge: false, header: (name) => headers[name], ...over };
}

const SESSION = 'utilkit_session=' + 'a'.repeat(43);

describe('error codes of the API core (docs/api.md, "Error codes")', () => {
	it.each<[string, Partial<ApiRequest> & { headers?: Record<string, string> }, number, Record<string, string>]>([
		['unknown path', { path: '/nowhere' }, 404, { detail: 'Not Found', code: 'not_found' }],
		['wrong method', { method: 'GET' }, 405, { detail: 'Method GET is not allowed here; use POST', code: 'method_not_allowed' }],
		['body over 1 MiB', { body: null, bodyTooLarge: true }, 413, { detail: `Request body is larger than ${MAX_BODY_BYTES} bytes`, code: 'payload_too_large' }],
		['no key', { headers: { 'x-api-key': '' } }, 401, { detail: 'Missing API key: include the X-API-Key header', code: 'missing_api_key' }],
		['unknown key', { headers: { 'x-api-key': 'ukit_nobody' } }, 401, { detail: 'Invalid or revoked API key: include a valid X-API-Key header', code: 'invalid_api_key' }],
		[
			'expired session',
			{ headers: { 'x-api-key': '', cookie: SESSION } },
			401,
			{ detail: 'Session expired or signed out: sign in again, or include an X-API-Key header', code: 'session_expired' }
		],
		['deactivated account', { headers: { 'x-api-key': 'ukit_off' } }, 403, { detail: 'Account deactivated', code: 'account_deactivated' }],
		['minute used up', { headers: { 'x-api-key': 'ukit_rate' } }, 429, { detail: 'Rate limit exceeded: retry in 60 seconds', code: 'rate_limited' }],
		[
			'month used up',
			{ headers: { 'x-api-key': 'ukit_quota' } },
			402,
			{ detail: 'Monthly quota exceeded: upgrade the plan or wait for the next period', code: 'quota_exceeded' }
		],
		['not JSON', { headers: { 'content-type': 'text/plain' } }, 415, { detail: 'Content-Type must be application/json', code: 'unsupported_media_type' }],
		['no body', { body: null }, 422, { detail: 'Request body is empty: send a JSON object', code: 'empty_body' }],
		['blank body', { body: '  \n' }, 422, { detail: 'Request body is empty: send a JSON object', code: 'empty_body' }],
		['malformed JSON', { body: '{"n": ' }, 422, { detail: 'Request body is not valid JSON', code: 'invalid_json' }],
		['malformed JSON, {"error"} operation', { path: '/error-keyed', body: '{' }, 422, { error: 'Request body is not valid JSON', code: 'invalid_json' }],
		['invalid input', { body: '{"n": "one"}' }, 422, { detail: 'n: Invalid input: expected number, received string', code: 'invalid_input' }],
		['invalid input, {"error"} operation', { path: '/error-keyed', body: '{}' }, 422, { error: 'n: is required', code: 'invalid_input' }],
		['upstream failure', { path: '/upstream' }, 502, { detail: 'the upstream did not answer within 1 s', code: 'upstream_error' }],
		[
			'store unreachable',
			{ headers: { 'x-api-key': 'ukit_down' } },
			503,
			{ detail: 'The service is temporarily unavailable (its database cannot be reached); try again shortly', code: 'store_unavailable' }
		],
		['a bug', { path: '/broken' }, 500, { detail: 'Internal Server Error', code: 'internal_error' }]
	])('%s → %i', async (_, over, status, body) => {
		const answer = await api.handle(request(over));
		expect(answer.status).toBe(status);
		expect(answer.headers['content-type']).toBe('application/json');
		// Exactly these members, the message first: {"detail": "…", "code": "…"}.
		expect(answer.body).toBe(JSON.stringify(body));
	});

	it('adds nothing to a success', async () => {
		const answer = await api.handle(request({}));
		expect(answer.status).toBe(200);
		expect(answer.body).toBe('{"n":1}');
	});
});
