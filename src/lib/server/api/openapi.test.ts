import { Validator, type Schema as JsonSchema } from '@cfworker/json-schema';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { ALL_CASES } from '../../ops/all-cases.js';
import { OPERATIONS } from '../../ops/registry.js';
import { buildOpenApi, responseExamples } from './openapi.js';

type Content = { schema: unknown; examples?: Record<string, { summary?: string; value: unknown }> };
type Entry = {
	operationId: string;
	requestBody?: { content: Record<string, Content> };
	parameters?: { name: string; example?: unknown }[];
	responses: Record<string, { content?: Record<string, Content> }>;
};

describe('the OpenAPI document', async () => {
	const examples = await responseExamples(OPERATIONS, ALL_CASES);
	const doc = buildOpenApi(OPERATIONS, '0.0.0-test', examples);
	const entry = (op: (typeof OPERATIONS)[number]) => (doc.paths as Record<string, Record<string, Entry>>)[op.path][op.method.toLowerCase()];

	it('is valid OpenAPI 3.1 (checked by an independent validator)', async () => {
		const result = await validate(structuredClone(doc) as never);
		expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
		expect(result.warnings).toEqual([]);
	});

	it('has every operation, with its documented and common error answers', () => {
		const paths = doc.paths as Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
		for (const op of OPERATIONS) {
			const entry = paths[op.path]?.[op.method.toLowerCase()];
			expect(entry?.operationId, op.id).toBe(op.id);
			for (const status of ['200', '401', '402', '403', '429', ...op.errors.map((e) => String(e.status))]) {
				expect(entry.responses[status], `${op.id} ${status}`).toBeDefined();
			}
		}
	});

	// docs/api.md, "Error codes": the table, in its order.
	const DOCUMENTED_CODES = [
		'not_found',
		'method_not_allowed',
		'payload_too_large',
		'missing_api_key',
		'invalid_api_key',
		'session_expired',
		'account_deactivated',
		'rate_limited',
		'quota_exceeded',
		'time_limit_exceeded',
		'memory_limit_exceeded',
		'concurrency_limited',
		'server_busy',
		'unsupported_media_type',
		'empty_body',
		'invalid_json',
		'invalid_input',
		'no_match',
		'url_blocked',
		'url_unreachable',
		'upstream_not_configured',
		'upstream_error',
		'store_unavailable',
		'internal_error'
	];
	type Schema = { required?: string[]; properties?: Record<string, { type?: string; enum?: string[] }> };
	const errorSchema = (path: string, method: string, status: number): Schema => {
		const paths = doc.paths as Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>>;
		return paths[path][method].responses[status].content['application/json'].schema;
	};

	it('lists every error code once, as docs/api.md does', () => {
		const schemas = (doc.components as { schemas: Record<string, { type: string; enum: string[] }> }).schemas;
		expect(schemas.ErrorCode.type).toBe('string');
		expect(schemas.ErrorCode.enum).toEqual(DOCUMENTED_CODES);
	});

	it('gives every error answer its message key and a code from the documented list', () => {
		const paths = doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
		for (const op of OPERATIONS) {
			for (const [status, response] of Object.entries(paths[op.path][op.method.toLowerCase()].responses)) {
				if (status === '200') continue;
				const schema = response.content!['application/json'].schema;
				const label = `${op.id} ${status}`;
				const key = schema.required![0];
				expect(['detail', 'error'], label).toContain(key);
				expect(schema.required, label).toEqual([key, 'code']);
				expect(Object.keys(schema.properties!), label).toEqual([key, 'code']);
				expect(schema.properties!.code.type, label).toBe('string');
				expect(schema.properties!.code.enum!.length, label).toBeGreaterThan(0);
				for (const code of schema.properties!.code.enum!) expect(DOCUMENTED_CODES, label).toContain(code);
			}
		}
	});

	it('names the codes each answer can carry (docs/api.md, "Error codes")', () => {
		const codes = (path: string, method: string, status: number) => errorSchema(path, method, status).properties!.code.enum;
		expect(codes('/hash', 'post', 401)).toEqual(['missing_api_key', 'invalid_api_key', 'session_expired']);
		expect(codes('/hash', 'post', 402)).toEqual(['quota_exceeded']);
		expect(codes('/hash', 'post', 403)).toEqual(['account_deactivated']);
		expect(codes('/hash', 'post', 413)).toEqual(['payload_too_large']);
		expect(codes('/hash', 'post', 415)).toEqual(['unsupported_media_type']);
		// A raw body past RAW_BODY_TIMEOUT_MS is a 422 too (docs/api.md, "Raw bodies"); a long input
		// runs in the pool of heavy operations, with its time and memory limits.
		expect(codes('/hash', 'post', 422)).toEqual(['invalid_input', 'empty_body', 'invalid_json', 'time_limit_exceeded', 'memory_limit_exceeded']);
		expect(codes('/hash', 'post', 429)).toEqual(['rate_limited', 'concurrency_limited']);
		expect(codes('/hash', 'post', 503)).toEqual(['store_unavailable', 'server_busy']);
		// A GET has no body to be empty or malformed.
		expect(codes('/country-info', 'get', 422)).toEqual(['invalid_input', 'no_match']);
		expect(codes('/country-info/{code}', 'get', 422)).toEqual(['invalid_input', 'no_match']);
		expect(codes('/url-checker', 'post', 422)).toEqual(['invalid_input', 'empty_body', 'invalid_json', 'url_blocked']);
		expect(codes('/social-metadata', 'post', 422)).toEqual(['invalid_input', 'empty_body', 'invalid_json', 'url_blocked', 'url_unreachable']);
		expect(codes('/ai-chat', 'post', 400)).toEqual(['invalid_input']);
		expect(errorSchema('/ai-chat', 'post', 400).required).toEqual(['error', 'code']);
		for (const path of ['/ai-chat', '/translate', '/vat-validator', '/email-validation']) {
			expect(codes(path, 'post', 502), path).toEqual(['upstream_not_configured', 'upstream_error']);
		}
		expect(errorSchema('/fake-data', 'post', 422).required).toEqual(['error', 'code']);
	});

	it('documents the streamed answer of operations that stream (ai-chat), and of no other', () => {
		const doc = buildOpenApi(OPERATIONS, '1.0.0') as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>> };
		const types = (path: string, method: string) => Object.keys(doc.paths[path][method].responses['200'].content);
		expect(types('/ai-chat', 'post')).toEqual(['application/json', 'text/event-stream']);
		expect(types('/hash', 'post')).toEqual(['application/json']);
	});

	it('documents the raw body of /hash, /hmac and /encode (octet-stream, query parameters, answers), and of no other', () => {
		const raw = OPERATIONS.filter((op) => entry(op).requestBody?.content['application/octet-stream']).map((op) => op.id);
		expect(raw.sort()).toEqual(['encode', 'hash', 'hmac']);
		const hash = entry(OPERATIONS.find((op) => op.id === 'hash')!);
		expect(hash.parameters!.map((p) => [p.name, p.example])).toEqual([
			['algorithms', ['sha256', 'md5']],
			['encoding', undefined],
			['length', undefined],
			['xor_block_size', undefined]
		]);
		const hmac = entry(OPERATIONS.find((op) => op.id === 'hmac')!);
		expect(hmac.parameters!.map((p) => p.name)).toEqual(['algorithm', 'key_encoding', 'encoding', 'X-Utilkit-Hmac-Key']);
		const encode = entry(OPERATIONS.find((op) => op.id === 'encode')!);
		expect(Object.keys(encode.responses['200'].content!)).toEqual(['application/json', 'application/octet-stream', 'text/plain']);
		// The raw JSON answer is one more shape of the 200 answer, beside the JSON call's.
		const validator = new Validator(hash.responses['200'].content!['application/json'].schema as JsonSchema, '2020-12', false);
		expect(validator.validate({ bytes: 3, hashes: { sha256: 'ba78' } }).valid).toBe(true);
		expect(validator.validate({ input: 'abc', hashes: { sha256: 'ba78' } }).valid).toBe(true);
	});

	it('has a request example for every operation: its examples as the body, or a GET\'s first one as parameter examples', () => {
		for (const op of OPERATIONS) {
			const e = entry(op);
			expect(op.examples.length, op.id).toBeGreaterThan(0);
			if (op.method === 'POST') {
				const values = Object.values(e.requestBody!.content['application/json'].examples!).map((x) => x.value);
				expect(values, op.id).toEqual(op.examples.map((x) => x.input));
			} else {
				const given = Object.fromEntries((e.parameters ?? []).filter((p) => p.example !== undefined).map((p) => [p.name, p.example]));
				expect(given, op.id).toEqual(op.examples[0].input);
			}
		}
	});

	it('has a response example for every operation, under the status it answers', () => {
		for (const op of OPERATIONS) {
			const answer = examples[op.id];
			expect(answer, op.id).toBeDefined();
			const value = entry(op).responses[answer.status].content!['application/json'].examples!.example1.value;
			expect(value, op.id).toEqual(answer.body);
		}
	});

	it('computes the answers of browser-capable operations from their first example, valid against the output schema', () => {
		// Random answers (a new CPF, unseeded fake records, an ECDSA signature): their seeded (or
		// deterministic) example instead, so that
		// every instance serves the same document.
		const seeded: Record<string, string> = { 'cpf-cnpj-generator': 'Reproducible (seeded)', 'fake-data': 'Reproducible Spanish bank data', 'password-hash': 'bcrypt reference vector (fixed salt)', pubkey: 'Ed25519 verify with an OpenSSH public key', random: 'Reproducible shuffle (seed 42)', 'lorem-ipsum': 'Reproducible sentences (seed 42)' };
		// Generators with nothing to seed (new IDs, new passwords, new key pairs): every example is
		// random, so the document shows their documented sample case (the 'case' branch of responseExamples).
		const random = new Set(['id-generate', 'password-generate', 'keys-generate']);
		for (const op of OPERATIONS.filter((o) => o.runs === 'anywhere' && !random.has(o.id))) {
			const answer = examples[op.id];
			expect(answer.origin, op.id).toBe('computed');
			const example = op.examples.find((e) => e.name === (seeded[op.id] ?? op.examples[0].name))!;
			expect(answer.name, op.id).toBe(example.name);
			expect(answer.input, op.id).toEqual(example.input);
			expect(answer.status, op.id).toBe(200);
			expect(op.output.safeParse(answer.body).success, op.id).toBe(true);
		}
	});

	it('is the same on every build: a fixed clock, and no random answer', async () => {
		expect(await responseExamples(OPERATIONS, ALL_CASES)).toEqual(examples);
	});

	it('shows the answer an example carries (recorded) when the document cannot compute one', () => {
		for (const op of OPERATIONS.filter((o) => o.examples.some((e) => e.answer))) {
			const answer = examples[op.id];
			if (answer.origin === 'computed') continue;
			const example = op.examples.find((e) => e.answer)!;
			expect(answer, op.id).toEqual({ status: 200, body: example.answer, origin: 'recorded', input: example.input, name: example.name });
		}
		// The generators with nothing to seed, and the operations behind an upstream.
		const recorded = Object.entries(examples).filter(([, a]) => a.origin === 'recorded').map(([id]) => id);
		expect(recorded.sort()).toEqual(['ai-chat', 'currency', 'id-generate', 'keys-generate', 'password-generate', 'social-metadata', 'tls', 'url-checker', 'vat-validator']);
	});

	it('takes the other server-only operations\' answers from their documented cases, never made up', () => {
		for (const op of OPERATIONS.filter((o) => o.runs === 'server' && !o.examples.some((e) => e.answer))) {
			const answer = examples[op.id];
			expect(answer.origin, op.id).toBe('case');
			const c = ALL_CASES.find((x) => x.op === op.id && x.name === answer.name)!;
			expect(c, op.id).toBeDefined();
			expect(answer.body, op.id).toEqual(c.expected.body);
			expect(answer.input, op.id).toEqual(c.input);
			// A case answering 200 is preferred when the operation has one.
			if (ALL_CASES.some((x) => x.op === op.id && x.expected.status === 200)) expect(answer.status, op.id).toBe(200);
		}
	});
	/** Every operation of the document (the registry's, capabilities, recipes and batches) with its path and method. */
	const everyOperation = () =>
		Object.entries(doc.paths as Record<string, Record<string, Entry>>).flatMap(([path, methods]) => Object.entries(methods).map(([method, e]) => ({ label: `${method.toUpperCase()} ${path}`, e })));

	it('has an example of every 200 answer, in application/json', () => {
		const missing = everyOperation()
			.filter(({ e }) => !e.responses['200'].content!['application/json'].examples?.example1)
			.map(({ e }) => e.operationId);
		expect(missing).toEqual([]);
	});

	it('has no example that contradicts its own schema (checked by an independent JSON Schema validator)', () => {
		const problems: string[] = [];
		let checked = 0;
		const check = (label: string, schema: unknown, value: unknown) => {
			checked++;
			// A recursive schema refers to its definitions in components.schemas (the ASN.1 tree).
			const result = new Validator({ ...(schema as object), components: doc.components } as JsonSchema, '2020-12', false).validate(value);
			if (!result.valid) problems.push(`${label}: ${result.errors.map((x) => `${x.instanceLocation} ${x.error}`).join('; ')}`);
		};
		for (const { label, e } of everyOperation()) {
			for (const [name, x] of Object.entries(e.requestBody?.content['application/json'].examples ?? {})) check(`${label} request ${name}`, e.requestBody!.content['application/json'].schema, x.value);
			for (const p of e.parameters ?? []) if (p.example !== undefined) check(`${label} parameter ${p.name}`, (p as { schema?: unknown }).schema, p.example);
			for (const [status, response] of Object.entries(e.responses)) {
				const json = response.content?.['application/json'];
				for (const [name, x] of Object.entries(json?.examples ?? {})) check(`${label} ${status} ${name}`, json!.schema, x.value);
			}
		}
		expect(problems).toEqual([]);
		expect(checked).toBeGreaterThan(200);
		// The check sees a contradiction: an answer without its required member.
		check('id-generate {}', entry(OPERATIONS.find((o) => o.id === 'id-generate')!).responses['200'].content!['application/json'].schema, {});
		expect(problems).toEqual([expect.stringContaining('id-generate {}')]);
	});
});
