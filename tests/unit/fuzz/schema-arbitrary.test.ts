/**
 * The generators themselves: valid-shaped input must mostly get past each operation's input
 * schema (else the fuzz would test validation only, never the operations), and hostile requests
 * must really be hostile.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../src/lib/ops/registry.js';
import { Entries, nested, RawJson, renderJson } from './raw-json.js';
import { hostileRequests, validInputs } from './requests.js';
import { validShaped } from './schema-arbitrary.js';

describe('validShaped', () => {
	it.each(OPERATIONS.map((op) => [op.id, op] as const))('%s: at least a third of valid-shaped inputs pass its input schema', (_, op) => {
		const samples = fc.sample(validInputs(op), { numRuns: 300, seed: 7 });
		const accepted = samples.filter((input) => op.input.safeParse(input).success).length;
		expect(accepted / samples.length).toBeGreaterThan(1 / 3);
	});

	it('respects bounds, enums, patterns and required keys of a schema written here', async () => {
		const { z } = await import('zod');
		const schema = z.object({
			id: z.string().regex(/^[A-Z]{2}\d{3}$/),
			n: z.int().min(-5).max(5),
			x: z.number().min(0).max(1),
			kind: z.enum(['a', 'b']),
			tags: z.array(z.string().max(3)).min(1).max(4),
			note: z.string().max(10).optional(),
			either: z.union([z.literal(6), z.literal(8)]),
			map: z.record(z.string(), z.boolean())
		});
		const samples = fc.sample(validShaped(schema), { numRuns: 500, seed: 3 }) as Record<string, unknown>[];
		for (const v of samples) {
			// Everything but the pattern is always within the schema's bounds.
			const { id, ...rest } = v;
			expect(typeof id).toBe('string');
			expect(schema.omit({ id: true }).safeParse(rest).error).toBeUndefined();
		}
		// Strings of a patterned field: pattern-shaped values weigh as much as all the other kinds together.
		const matching = samples.filter((v) => /^[A-Z]{2}\d{3}$/.test(v.id as string)).length;
		expect(matching / samples.length).toBeGreaterThan(0.3);
	});
});

describe('renderJson', () => {
	it('writes repeated keys, raw fragments and deep nesting that JSON.stringify cannot', () => {
		expect(renderJson(new Entries([['a', 1], ['a', new RawJson('NaN')]]))).toBe('{"a":1,"a":NaN}');
		expect(renderJson({ s: '\ud800' })).toBe('{"s":"\\ud800"}');
		const deep = renderJson(nested(5000, 'array'));
		expect(deep).toHaveLength(10_001);
		expect(() => JSON.parse(deep)).not.toThrow();
	});
});

describe('hostileRequests', () => {
	it.each(OPERATIONS.map((op) => [op.id, op] as const))('%s: most hostile requests are not a valid call', (_, op) => {
		const samples = fc.sample(hostileRequests(op), { numRuns: 200, seed: 11 });
		const validCalls = samples.filter((r) => {
			if (op.method === 'GET') return false; // judged by the API answer, not here
			try {
				return r.body !== null && op.input.safeParse(JSON.parse(r.body)).success;
			} catch {
				return false;
			}
		}).length;
		expect(validCalls / samples.length).toBeLessThan(0.6);
	});
});
