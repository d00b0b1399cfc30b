import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../ops/registry.js';
import { buildOpenApi } from './openapi.js';

describe('the OpenAPI document', () => {
	const doc = buildOpenApi(OPERATIONS, '0.0.0-test');

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
});
