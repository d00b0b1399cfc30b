/**
 * Property: whatever a client sends to any operation, the API answers within a bound, with a
 * documented status and body (documented-answers.ts), never a 500. Every operation in
 * OPERATIONS is covered, so a new one is fuzzed without a change here. Runs per operation and
 * kind: FUZZ_RUNS (default below; `npm run fuzz` sets a large one). On failure fast-check
 * prints the seed and the shrunk request: rerun with FUZZ_SEED=<seed> to reproduce.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../src/lib/ops/registry.js';
import type { Operation } from '../../../src/lib/engine/define.js';
import { undocumented } from './documented-answers.js';
import { fuzzParameters, fuzzRuns, fuzzTimeoutMs, SLOW_BY_DESIGN } from './fuzz-settings.js';
import { ANSWER_BOUND_MS, startFuzzServer, type FuzzServer } from './fuzz-server.js';
import { deepNesting, hostileValue, numberSpellings } from './hostile-values.js';
import { renderJson } from './raw-json.js';
import { hostileRequests, validRequests, type FuzzRequest, type RequestOptions } from './requests.js';

let server: FuzzServer;
/** Answers per operation and status: printed with FUZZ_RUNS set, to see how deep the inputs got. */
const seen = new Map<string, Map<number, number>>();
beforeAll(async () => {
	server = await startFuzzServer();
});
afterAll(async () => {
	await server?.close();
	if (process.env.FUZZ_RUNS) {
		const lines = [...seen].map(([id, counts]) => `${id.padEnd(24)} ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
		console.log(`answers by operation and status:\n${lines.join('\n')}`);
	}
});

/** URLs to the local web site under any host name (all resolve to 127.0.0.1), plus blocked and malformed ones. */
function localUrls(port: number): fc.Arbitrary<string> {
	const host = fc.oneof(
		{ arbitrary: fc.domain(), weight: 4 },
		{ arbitrary: fc.constantFrom('127.0.0.1', '10.0.0.1', '192.168.1.1', '169.254.169.254', '[::1]', '[::ffff:127.0.0.1]', '0x7f.1', '2130706433', 'localhost', 'a.localhost', 'bücher.example', 'xn--bcher-kva.example', 'nomx.example', 'servfail.example', 'user:pass@example.com'), weight: 2 }
	);
	const pagePath = fc.oneof(
		fc.constantFrom('', 'redirect', 'redirect/missing', 'loop', 'missing', 'json', 'broken', 'page?q=1#frag', '%E0%A4%A', 'a%00b'),
		fc.webPath()
	);
	return fc.tuple(fc.constantFrom('http', 'http', 'http', 'https', 'HTTP', 'ftp'), host, pagePath).map(([scheme, h, p]) => `${scheme}://${h}:${port}/${p.replace(/^\//, '')}`);
}

/** An example input as a request (GET: path parameters, then the query string). */
function exampleRequest(op: Operation, input: Record<string, unknown>): FuzzRequest {
	const rest = { ...input };
	const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = String(rest[name]);
		delete rest[name];
		return encodeURIComponent(value);
	});
	if (op.method === 'GET') return { method: 'GET', path, search: new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString(), body: null, contentType: undefined };
	return { method: 'POST', path, search: '', body: JSON.stringify(input), contentType: 'application/json' };
}

/** Addresses at domains the DNS peer answers for: with MX, without (`nomx.`), failing (`servfail.`). */
const emails = fc.oneof(
	fc.emailAddress(),
	fc.tuple(fc.constantFrom('nomx.', 'servfail.', 'mx.', ''), fc.domain(), fc.constantFrom('a', 'jane.doe', 'x+tag', '"q"', '')).map(([prefix, domain, local]) => `${local}@${prefix}${domain}`),
	fc.constantFrom('a@localhost', 'a@[127.0.0.1]', 'a@bücher.example', 'a@xn--bcher-kva.example', 'a@.example', 'a@example..com', 'a@-x.com', `a@${'l'.repeat(64)}.com`, `a@${'l.'.repeat(130)}com`)
);

/** A JSON object for a token segment: claims of every type, hostile values, deep nesting, repeated keys. */
const claims = fc.oneof(
	fc.dictionary(fc.constantFrom('alg', 'typ', 'exp', 'nbf', 'iat', 'iss', 'sub', 'aud', 'kid', '__proto__', 'x'), fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue(undefined), fc.constantFrom(Infinity, -Infinity, 8.64e15, 1e20, -0, 0.5))).map(renderJson),
	fc.tuple(fc.constantFrom('exp', 'nbf', 'iat', 'aud'), fc.constantFrom(...numberSpellings, '["a",1]', '[]', '"2030-01-01"')).map(([k, v]) => `{"${k}":${v}}`),
	deepNesting().map((nest) => `{"a":${nest.text}}`),
	fc.constant('{"a":1,"a":2}')
);
/** Compact JWS tokens: base64url header and payload from `claims` (or random bytes, not UTF-8), any signature. */
const tokens = fc
	.tuple(
		fc.oneof(claims.map((t) => Buffer.from(t).toString('base64url')), fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('base64url'))),
		fc.oneof(claims.map((t) => Buffer.from(t).toString('base64url')), fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('base64url'))),
		fc.oneof(fc.base64String().map((b) => b.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')), fc.constantFrom('', '!!', '===='))
	)
	.map((parts) => parts.join('.'));

/** How URL, e-mail address and JWT fields are filled besides random strings (see RequestOptions). */
function requestOptions(): RequestOptions {
	return {
		shaped: [
			{ pattern: /^https?:\/\//i, values: localUrls(server.pagePort) },
			{ pattern: /^[^@\s]+@[^@\s]+$/, values: emails },
			{ pattern: /^[\w-]+\.[\w-]+\.[\w-]*$/, values: tokens }
		]
	};
}

/**
 * How long an answer may take: a heavy operation's time limit, and the replacement of a thread
 * stopped at it (its code loaded again, through tsx here) on a loaded 2-core runner.
 */
function boundOf(op: Operation): number {
	const bound = SLOW_BY_DESIGN[op.id]?.boundMs ?? ANSWER_BOUND_MS;
	return op.cost === 'heavy' ? Math.max(bound, op.timeLimit!.ms + 15_000) : bound;
}

async function expectDocumented(op: Operation, request: FuzzRequest) {
	const bound = boundOf(op);
	const answer = await server.send(request, bound);
	const counts = seen.get(op.id) ?? seen.set(op.id, new Map()).get(op.id)!;
	counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
	const problems = undocumented(op, answer);
	if (problems.length > 0 && answer.status >= 500) problems.push(`cause logged: ${server.logged.slice(-1)[0] ?? 'none'}`);
	expect(problems, `${request.method} ${request.path}?${request.search.slice(0, 200)} ${request.body?.slice(0, 300)} → ${answer.status} ${answer.body.slice(0, 300)}`).toEqual([]);
	expect(answer.ms).toBeLessThan(bound);
}

describe.each(OPERATIONS.map((op) => [op.id, op] as const))('%s answers every input as documented', (_, op) => {
	// The first call of an operation loads its data (gazetteer, time zone polygons, calendars):
	// seconds on a cold 2-core machine. Done once here, so the bound below measures answers, not loading.
	beforeAll(async () => {
		for (const example of op.examples) await server.send(exampleRequest(op, example.input), 60_000);
	}, 120_000);

	const slow = SLOW_BY_DESIGN[op.id];
	const scale = slow?.scale ?? 1;
	const timeout = slow ? fuzzTimeoutMs(scale) + fuzzRuns() * scale * slow.boundMs : fuzzTimeoutMs();
	it(`valid-shaped input (${Math.max(1, Math.round(fuzzRuns() * scale))} runs)`, async () => {
		await fc.assert(fc.asyncProperty(validRequests(op, requestOptions()), (request) => expectDocumented(op, request)), fuzzParameters(scale));
	}, timeout);
	it(`hostile input (${Math.max(1, Math.round(fuzzRuns() * scale))} runs)`, async () => {
		await fc.assert(fc.asyncProperty(hostileRequests(op, requestOptions()), (request) => expectDocumented(op, request)), fuzzParameters(scale));
	}, timeout);
});

describe('the fuzzing itself', () => {
	it('never sent a request towards a public address', () => {
		// A public IP literal would have left this machine; the guard refused it, but the generators should make none.
		expect(server.refusedPublic).toEqual([]);
	});
});
