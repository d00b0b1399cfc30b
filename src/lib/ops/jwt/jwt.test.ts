import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { describe, expect, it } from 'vitest';
import { OperationError } from '../../engine/define.js';
import { cases, NO_META } from './cases.js';
import { decodeJwt, MAX_JSON_DEPTH } from './jwt.js';
import { executeOperation, type OperationResult } from '../../engine/execute.js';
import { getOperation } from '../registry.js';


/** Node's own base64url (independent of src/lib/ops/_shared/base64.ts). */
const b64url = (value: unknown) =>
	Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');
const token = (header: unknown, payload: unknown, signature = 'c2ln') => `${b64url(header)}.${b64url(payload)}.${signature}`;

describe('jwt cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('the test data itself', () => {
	it('each 200 case decodes, with Node base64url, to the header and payload it expects', () => {
		for (const c of cases.filter((k) => k.expected.status === 200)) {
			const [h, p, s] = (c.input as { token: string }).token.trim().replace(/^Bearer /, '').split('.');
			const body = c.expected.body as { header: unknown; payload: unknown; signature: string };
			expect(JSON.parse(Buffer.from(h, 'base64url').toString('utf8')), c.name).toEqual(body.header);
			expect(JSON.parse(Buffer.from(p, 'base64url').toString('utf8')), c.name).toEqual(body.payload);
			expect(s).toBe(body.signature);
		}
	});

	it('the hand-derived ISO dates agree with Date', () => {
		expect(new Date(1300819380 * 1000).toISOString()).toBe('2011-03-22T18:43:00.000Z');
		expect(new Date(1516239022 * 1000).toISOString()).toBe('2018-01-18T01:30:22.000Z');
	});
});

describe('decodeJwt', () => {
	// Found by the property tests (tests/unit/fuzz): a payload nested 5,000 levels deep (13 kB of
	// token) decoded fine, then the API's JSON.stringify of the answer overflowed the stack: a 500.
	it('refuses header or payload nesting deeper than MAX_JSON_DEPTH with a 422, at any depth', () => {
		// Built as text: JSON.stringify itself cannot write the deep ones.
		const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
		const raw = (header: string, payload: string) => `${Buffer.from(header).toString('base64url')}.${Buffer.from(payload).toString('base64url')}.`;
		expect(decodeJwt(raw('{}', nested(MAX_JSON_DEPTH)), 0).payload).toEqual(JSON.parse(nested(MAX_JSON_DEPTH)));
		for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 30_000]) {
			expect(() => decodeJwt(raw('{}', nested(depth)), 0)).toThrow(`payload is nested deeper than ${MAX_JSON_DEPTH} levels`);
			expect(() => decodeJwt(raw(nested(depth), '{}'), 0)).toThrow(`header is nested deeper than ${MAX_JSON_DEPTH} levels`);
		}
		// Through the operation, as the API runs it: a 422 whose body serialises.
		const { status, body } = executeOperation(getOperation('jwt-decoder')!, { token: raw('{}', nested(5000)) }, { now: () => 0 }) as OperationResult;
		expect({ status, body }).toEqual({ status: 422, body: { detail: `Invalid JWT format: payload is nested deeper than ${MAX_JSON_DEPTH} levels`, code: 'invalid_input' } });
	});

	it('keeps the JSON types of unregistered claims', () => {
		const claims = { n: 1.5, b: false, o: { deep: [1, 'two', null] }, s: 'é 世界 🌍' };
		expect(decodeJwt(token({ alg: 'HS256' }, claims), 0).payload).toEqual(claims);
	});

	it('gives fractional NumericDates millisecond ISO dates', () => {
		// RFC 7519 section 2: NumericDate may be non-integer.
		const { meta } = decodeJwt(token({ alg: 'HS256' }, { iat: 1516239022.5, exp: 1516239023.25 }), 1516239023_000);
		expect(meta.issued_at).toBe('2018-01-18T01:30:22.500Z');
		expect(meta.expires_at).toBe('2018-01-18T01:30:23.250Z');
		expect(meta.expired).toBe(false);
	});

	it('treats an empty aud array, or one with non-strings, as no audience', () => {
		expect(decodeJwt(token({}, { aud: [] }), 0).meta.audience).toBeNull();
		expect(decodeJwt(token({}, { aud: ['a', 1] }), 0).meta.audience).toBeNull();
		expect(decodeJwt(token({}, { aud: ['only'] }), 0).meta.audience).toBe('only');
	});

	it('gives null dates for dates out of the Date range', () => {
		// ECMAScript time values stop at ±8.64e15 ms (about ±8.64e12 s).
		const { meta } = decodeJwt(token({}, { exp: 1e16 }), 0);
		expect(meta.expires_at).toBeNull();
		expect(meta.expired).toBe(false);
	});

	it('accepts an empty header object and an empty claims set', () => {
		const decoded = decodeJwt(token({}, {}, ''), 0);
		expect(decoded).toEqual({
			header: {},
			payload: {},
			signature: '',
			meta: NO_META
		});
	});

	it.each([
		['no dots', 'abc'],
		['header is a JSON string', token('"x"', {})],
		['header is JSON true', `${b64url('true')}.${b64url({})}.`],
		['payload is a JSON number', `${b64url({})}.${b64url('42')}.`],
		['payload is truncated JSON', `${b64url({})}.${b64url('{"a":')}.`],
		['padding "=" is not base64url', `${b64url({ a: 1 })}=.${b64url({})}.`]
	])('raises a 422 OperationError: %s', (_, bad) => {
		try {
			decodeJwt(bad, 0);
			expect.unreachable('decodeJwt should have thrown');
		} catch (error) {
			expect(error).toBeInstanceOf(OperationError);
			expect((error as OperationError).status).toBe(422);
			expect((error as OperationError).message).toMatch(/^Invalid JWT format: /);
		}
	});

	it('every 422 body of the cases is "detail" then "code" (invalid_input)', () => {
		for (const c of cases.filter((k) => k.expected.status !== 200)) {
			expect(Object.keys(c.expected.body as object)).toEqual(['detail', 'code']);
			expect((c.expected.body as { code: string }).code).toBe('invalid_input');
		}
	});
});
