import { z } from 'zod';
import type { OperationCase } from '../../ops/cases.js';
import type { Operation, ServiceName } from '../../engine/define.js';
import { GROUPS } from '../../engine/define.js';
import { BODY_CODES, CODES_BY_STATUS, ERROR_CODES, HEAVY_CODES, type ErrorCode } from '../../engine/error-codes.js';
import { executeOperation } from '../../engine/execute.js';
import { capabilities, UpstreamHealth } from './capabilities.js';
import { MULTI_TAG, multiCallAnswers, multiCallPaths } from './openapi-multi.js';
import { addRawBody } from './openapi-raw.js';

/** Answers every authenticated endpoint can give (contract section 7, docs/spec/decisions.md). */
export const COMMON_ERRORS: { status: number; description: string }[] = [
	{ status: 401, description: 'API key missing, malformed, unknown or revoked' },
	{ status: 402, description: 'Monthly quota exceeded' },
	{ status: 403, description: 'Account deactivated' },
	{ status: 413, description: 'Body larger than 1 MiB' },
	{ status: 415, description: 'POST body is not application/json' },
	{ status: 429, description: 'Rate limit exceeded; retry in 60 seconds (Retry-After: 60)' },
	{ status: 503, description: 'The database cannot be reached; safe to retry after Retry-After (5) seconds, not counted' }
];

/**
 * An error body: the message under its key and the machine-readable `code`, one of the codes this
 * answer can carry (the whole list is `components.schemas.ErrorCode`; docs/api.md, "Error codes").
 */
const errorBody = (key: string, codes: readonly ErrorCode[]) => ({
	type: 'object',
	required: [key, 'code'],
	properties: { [key]: { type: 'string' }, code: { type: 'string', enum: codes } }
});

/** The codes an answer of `status` can carry on `op`: the status's own, the operation's, none a GET cannot earn. */
function codesOf(op: Operation, status: number, extra: readonly ErrorCode[] = []): ErrorCode[] {
	const codes = new Set([...(CODES_BY_STATUS[status] ?? []), ...(op.cost === 'heavy' ? (HEAVY_CODES[status] ?? []) : []), ...extra]);
	if (op.method === 'GET') for (const code of BODY_CODES) codes.delete(code);
	return [...codes];
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
	const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
	return rest;
}

/** The request body's JSON Schema for an operation (what the app's generic form is built from). */
export function inputJsonSchema(op: Operation): Record<string, unknown> {
	return jsonSchema(op.input, 'input');
}

/** The 200 answer's JSON Schema for an operation (the API reference, the MCP server's output schemas, the recipe page's field mapping). */
export function outputJsonSchema(op: Operation): Record<string, unknown> {
	return jsonSchema(op.output, 'output');
}

/**
 * The answer shown beside an operation's request example. `computed`: the real answer of the
 * operation's first example, run when the document is built (operations that run anywhere, so
 * no network is involved). `recorded`: the answer an example carries (OperationExample.answer:
 * one run of a random generator, or an upstream's answer recorded from the stand-in the tests
 * use). `case`: otherwise one of the operation's reference cases (src/lib/ops/<module>/cases.ts),
 * with the request that case sends, since it may differ from the first example.
 */
export interface ResponseExample {
	status: number;
	body: unknown;
	origin: 'computed' | 'recorded' | 'case';
	/** The request this answers (the first example's input, or the case's). */
	input: unknown;
	/** The example's name (computed) or the case's (with its independent source). */
	name?: string;
	source?: string;
}

/** The clock of computed examples: one fixed instant, so that a TOTP code or a time zone's offset in the document is the same wherever and whenever it is built. */
export const EXAMPLES_AT = Date.UTC(2026, 0, 15, 12, 0, 0);

/**
 * The response example of every operation (see ResponseExample), by operation id. Runs each
 * browser-capable operation's examples at EXAMPLES_AT with no server services, as the browser
 * worker would, and keeps the first answer that a second run repeats (random answers are passed
 * over); for server-only ones (and in the unlikely case of no repeatable example) picks the first
 * case answering 200 (a complete body before a partial one), else one that passes validation,
 * else the first case.
 */
export async function responseExamples(ops: Operation[], cases: OperationCase[], at = EXAMPLES_AT): Promise<Record<string, ResponseExample>> {
	const out: Record<string, ResponseExample> = {};
	const now = () => at;
	await Promise.all(
		ops.map(async (op) => {
			if (op.runs === 'anywhere') {
				// Every instance must serve the same document (and the /docs page built beside it): an
				// example whose answer differs from run to run (random records, a new CPF) is passed
				// over for the first one that gives the same answer twice (a seeded one).
				for (const example of op.examples) {
					const { status, body } = await executeOperation(op, example.input, { now });
					const again = await executeOperation(op, example.input, { now });
					if (JSON.stringify(again.body) !== JSON.stringify(body)) continue;
					out[op.id] = { status, body, origin: 'computed', input: example.input, name: example.name };
					return;
				}
			}
			const recorded = op.examples.find((e) => e.answer);
			if (recorded) {
				out[op.id] = { status: 200, body: recorded.answer, origin: 'recorded', input: recorded.input, name: recorded.name };
				return;
			}
			const own = cases.filter((c) => c.op === op.id);
			// A 200 if a case gives one; else an answer to a well-formed request (the upstream's
			// not-configured 502, say) rather than a validation refusal; else the first case.
			const pick =
				own.find((c) => c.expected.status === 200 && !c.expected.partial) ??
				own.find((c) => c.expected.status === 200) ??
				own.find((c) => c.expected.status !== op.invalid.status) ??
				own[0];
			if (pick) {
				out[op.id] = { status: pick.expected.status, body: pick.expected.body, origin: 'case', input: pick.input, name: pick.name, source: pick.source };
			}
		})
	);
	// The endpoints beside the operations: their request examples' answers, computed the same way.
	for (const [id, answer] of Object.entries(await multiCallAnswers(ops, now))) out[id] = { status: 200, origin: 'computed', ...answer };
	out[CAPABILITIES_OPERATION.operationId] = {
		status: 200,
		// A server as it starts with nothing set: every upstream but the two without a default (AI, translation).
		body: capabilities(ops, Object.fromEntries(SERVICES.map((name) => [name, !['chat', 'translator'].includes(name)])) as never, new UpstreamHealth(), at),
		origin: 'computed',
		input: {},
		name: 'A server without AI_BASE_URL and TRANSLATE_BASE_URL'
	};
	return out;
}

/** Every ServiceName (engine/define.ts), for the capabilities example. */
const SERVICES: ServiceName[] = ['chat', 'translator', 'vat', 'resolveMx', 'dns', 'outbound', 'tlsProber', 'rates'];

/** `GET /capabilities` (api/capabilities.ts): no key needed. */
const CAPABILITIES_OPERATION = {
	operationId: 'capabilities',
	summary: 'What this server can answer',
	description:
		'Every operation with `available`: false when the operator has not configured its upstream (`reason`: `not_configured`: ' +
		'AI chat without AI_BASE_URL, translation without TRANSLATE_BASE_URL) or when its last call to the operator’s upstream ' +
		'(AI, translation, VIES) failed within the last five minutes (`unreachable`). Needs no key and uses no quota.',
	tags: ['Server'],
	security: [],
	'x-tool': false,
	responses: {
		200: {
			description: 'The operations and whether each can answer now',
			content: {
				'application/json': {
					schema: {
						type: 'object',
						required: ['operations'],
						properties: {
							operations: {
								type: 'array',
								items: {
									type: 'object',
									required: ['id', 'method', 'path', 'runs', 'available'],
									properties: {
										id: { type: 'string' },
										method: { type: 'string', enum: ['GET', 'POST'] },
										path: { type: 'string' },
										runs: { type: 'string', enum: ['anywhere', 'server'] },
										available: { type: 'boolean' },
										reason: { type: 'string', enum: ['not_configured', 'unreachable'] }
									}
								}
							}
						}
					}
				}
			}
		}
	}
};

/** The 200 answer as server-sent events, for operations that stream a field (docs/api.md, "Streaming"). */
function streamedContent(field: string): Record<string, unknown> {
	return {
		schema: {
			type: 'string',
			description:
				`Sent when the request has \`Accept: text/event-stream\`: \`delta\` events \`{"delta": "…"}\` carry \`${field}\` piece by piece as it is written, ` +
				'then one `done` event carries the whole answer as in application/json, or one `error` event carries the error body and its `status` when the answer fails after it began. ' +
				'A failure before the first piece is the usual JSON error with its status.'
		},
		example: `event: delta\ndata: {"delta":"Lis"}\n\nevent: delta\ndata: {"delta":"bon."}\n\nevent: done\ndata: {"${field}":"Lisbon.","usage":null}\n\n`
	};
}

/** Puts `answer` (responseExamples()) as the example of the response of its status. */
function attachAnswer(responses: Record<string, unknown>, answer: ResponseExample | undefined): void {
	const answered = answer && (responses[answer.status] as { content?: Record<string, Record<string, unknown>> } | undefined);
	if (!answer || !answered?.content) return;
	answered.content['application/json'].examples = {
		example1: {
			summary: answer.name,
			description:
				answer.origin === 'computed'
					? `The answer to the request example "${answer.name}", computed for ${new Date(EXAMPLES_AT).toISOString()}.`
					: answer.origin === 'recorded'
						? `The answer to the request example "${answer.name}" as recorded: new values on every call, or an upstream's answer recorded from the stand-in the tests use.`
						: `A documented sample (reference case; source: ${answer.source}). Request: ${JSON.stringify(answer.input)}`,
			value: answer.body
		}
	};
}

/**
 * OpenAPI 3.1 document of every operation, generated from the registry's zod schemas. Every
 * operation carries its examples as request examples (a GET's first one as its parameters'
 * `example`s) and, given `responses` (responseExamples()), a response example under its status.
 */
export function buildOpenApi(ops: Operation[], version: string, examples: Record<string, ResponseExample> = {}): Record<string, unknown> {
	const paths: Record<string, Record<string, unknown>> = {};
	for (const op of ops) {
		const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
		const input = inputJsonSchema(op);
		const responses: Record<string, unknown> = {
			200: { description: 'Success', content: { 'application/json': { schema: outputJsonSchema(op) } } }
		};
		if (op.streams) (responses[200] as { content: Record<string, unknown> }).content['text/event-stream'] = streamedContent(op.streams);
		for (const e of op.errors) {
			const key = e.key ?? (e.status === op.invalid.status ? op.invalid.key : 'detail');
			responses[e.status] = { description: e.when, content: { 'application/json': { schema: errorBody(key, codesOf(op, e.status, e.codes)) } } };
		}
		if (op.cost === 'heavy') {
			responses[503] = {
				description:
					"The database cannot be reached (`store_unavailable`), or the server's pool of heavy operations has no room (`server_busy`: its queue is full, or the call waited too long for a thread); safe to retry after Retry-After seconds, not counted",
				content: { 'application/json': { schema: errorBody('detail', codesOf(op, 503)) } }
			};
		}
		for (const e of COMMON_ERRORS) {
			if (op.method === 'GET' && (e.status === 413 || e.status === 415)) continue;
			responses[e.status] ??= { description: e.description, content: { 'application/json': { schema: errorBody('detail', codesOf(op, e.status)) } } };
		}
		attachAnswer(responses, examples[op.id]);
		const operation: Record<string, unknown> = {
			operationId: op.id,
			summary: op.title,
			description: op.attribution ? `${op.summary} Data: ${op.attribution}` : op.summary,
			tags: [GROUPS[op.group]],
			responses
		};
		if (op.method === 'POST') {
			operation.requestBody = {
				required: true,
				content: {
					'application/json': {
						schema: input,
						examples: Object.fromEntries(op.examples.map((ex, i) => [`example${i + 1}`, { summary: ex.name, value: ex.input }]))
					}
				}
			};
			addRawBody(op, operation, input, responses as Parameters<typeof addRawBody>[3]);
		} else {
			const props = (input.properties ?? {}) as Record<string, Record<string, unknown>>;
			const required = new Set((input.required as string[] | undefined) ?? []);
			const first = op.examples[0]?.input ?? {};
			operation.parameters = Object.entries(props).map(([name, schema]) => ({
				name,
				in: params.includes(name) ? 'path' : 'query',
				required: params.includes(name) || required.has(name),
				schema,
				...(first[name] !== undefined && { example: first[name] })
			}));
		}
		(paths[op.path] ??= {})[op.method.toLowerCase()] = operation;
	}
	paths['/capabilities'] = { get: structuredClone(CAPABILITIES_OPERATION) };
	Object.assign(paths, multiCallPaths());
	for (const [path, method] of [['/capabilities', 'get'], ['/recipes/run', 'post'], ['/batch', 'post']]) {
		const operation = paths[path][method] as { operationId: string; responses: Record<string, unknown> };
		attachAnswer(operation.responses, examples[operation.operationId]);
	}
	const schemas: Record<string, unknown> = {
		ErrorCode: {
			type: 'string',
			enum: ERROR_CODES,
			description:
				'The `code` of every error body, beside its `detail` (or `error`): stable within v1, unlike the message. ' +
				'Each response lists the codes it can carry; docs/api.md ("Error codes") says what each means and what to do.'
		}
	};
	for (const [path, methods] of Object.entries(paths)) for (const [method, operation] of Object.entries(methods)) hoistDefs(operation, `${method}${path}`, schemas);
	return {
		openapi: '3.1.0',
		info: {
			title: 'Utilkit API',
			version,
			description:
				'Utility operations behind one key. Every request carries `X-API-Key` (or the app session). ' +
				'Limit state is in `X-RateLimit-*`, `RateLimit`, `RateLimit-Policy` and `X-Quota-*` headers.'
		},
		servers: [{ url: '/api/v1' }],
		// Either one: a key (programs) or the app's session cookie (the app's own pages; the key wins).
		security: [{ apiKey: [] }, { session: [] }],
		tags: [...Object.values(GROUPS), MULTI_TAG, 'Server'].map((name) => ({ name })),
		components: {
			securitySchemes: {
				apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
				session: { type: 'apiKey', in: 'cookie', name: 'utilkit_session', description: 'The signed-in session of the Utilkit app (same origin only)' }
			},
			schemas
		},
		paths
	};
}

/**
 * A recursive schema (the ASN.1 tree's elements hold elements) comes out of zod with its own
 * `$defs` and `$ref: "#/$defs/…"`, which inside the OpenAPI document would point at the document's
 * root: each such definition moves to `components.schemas` under a name of its own
 * (`<method><path>` made a name, then the definition's), and its references follow it.
 */
function hoistDefs(node: unknown, owner: string, schemas: Record<string, unknown>): void {
	if (!node || typeof node !== 'object') return;
	if (Array.isArray(node)) return node.forEach((item) => hoistDefs(item, owner, schemas));
	const object = node as Record<string, unknown>;
	const defs = object.$defs as Record<string, unknown> | undefined;
	if (defs) {
		delete object.$defs;
		const prefix = owner.replace(/[^A-Za-z0-9]+/g, '_');
		const renamed = new Map(Object.keys(defs).map((name) => [`#/$defs/${name}`, `#/components/schemas/${prefix}${name}`]));
		const rewrite = (value: unknown): void => {
			if (!value || typeof value !== 'object') return;
			if (Array.isArray(value)) return value.forEach(rewrite);
			const record = value as Record<string, unknown>;
			if (typeof record.$ref === 'string' && renamed.has(record.$ref)) record.$ref = renamed.get(record.$ref);
			Object.values(record).forEach(rewrite);
		};
		rewrite(object);
		for (const [name, def] of Object.entries(defs)) {
			rewrite(def);
			schemas[`${prefix}${name}`] = def;
		}
	}
	for (const value of Object.values(object)) hoistDefs(value, owner, schemas);
}
