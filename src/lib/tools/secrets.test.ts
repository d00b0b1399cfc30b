import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../ops/registry.js';
import { inputJsonSchema } from '../server/api/openapi.js';
import { FIELD_CLASSES, secretFields, withoutSecrets } from './secrets.js';

describe('FIELD_CLASSES', () => {
	it('classifies every input field of every operation, and nothing else', () => {
		for (const op of OPERATIONS) {
			const schema = inputJsonSchema(op) as { properties?: Record<string, unknown> };
			const fields = Object.keys(schema.properties ?? {}).sort();
			expect(Object.keys(FIELD_CLASSES[op.id] ?? { missing: 1 }).sort(), op.id).toEqual(fields);
		}
		expect(Object.keys(FIELD_CLASSES).sort()).toEqual(OPERATIONS.map((op) => op.id).sort());
	});

	it('keeps the documented secrets secret', () => {
		expect(secretFields('otp-totp-generate')).toEqual(['secret']);
		expect(secretFields('otp-totp-verify')).toEqual(['secret', 'code']);
		expect(secretFields('jwt-decoder')).toEqual(['token']);
		expect(secretFields('credit-card-validator')).toEqual(['number']);
		expect(secretFields('iban-validator')).toEqual(['iban']);
		expect(secretFields('ai-chat')).toEqual(['messages']);
		expect(secretFields('hash')).toEqual([]);
		expect(secretFields('no-such-op')).toEqual([]);
	});
});

describe('withoutSecrets', () => {
	it('drops the secret fields present and names them', () => {
		expect(withoutSecrets('otp-totp-verify', { secret: 'JBSWY3DPEHPK3PXP', code: '123456', window: 1 })).toEqual({
			input: { window: 1 },
			omitted: ['secret', 'code']
		});
		expect(withoutSecrets('otp-totp-generate', { new_secret: true })).toEqual({ input: { new_secret: true }, omitted: [] });
		expect(withoutSecrets('hash', { input: 'abc' })).toEqual({ input: { input: 'abc' }, omitted: [] });
	});
});
