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
		for (const op of OPERATIONS.filter((o) => o.runs === 'anywhere')) {
			const answer = examples[op.id];
			expect(answer.origin, op.id).toBe('computed');
			expect(answer.input, op.id).toEqual(op.examples[0].input);
			expect(answer.status, op.id).toBe(200);
			expect(op.output.safeParse(answer.body).success, op.id).toBe(true);
		}
	});

	it('takes server-only operations\' answers from their documented cases, never made up', () => {
		for (const op of OPERATIONS.filter((o) => o.runs === 'server')) {
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
});
