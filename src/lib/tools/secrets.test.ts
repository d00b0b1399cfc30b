import { describe, expect, it } from 'vitest';
import { getOperation, OPERATIONS } from '../ops/registry.js';
import { inputJsonSchema } from '../server/api/openapi.js';
import type { JsonSchema } from './schema-form.js';
import { secretFields, withoutSecrets } from './secrets.js';

const secretsOf = (id: string) => secretFields(inputJsonSchema(getOperation(id)!) as JsonSchema);

describe('secretFields', () => {
	// The classification src/lib/tools/README.md ("Secret fields") lists: credentials,
	// payment instruments and private conversations; nothing else.
	const DOCUMENTED: Record<string, string[]> = {
		'otp-totp-generate': ['secret'],
		'otp-totp-verify': ['secret', 'code'],
		hmac: ['key'],
		'password-hash': ['password'],
		'password-hash-verify': ['password'],
		'jwt-sign': ['secret', 'private_key'],
		'jwt-verify': ['token', 'secret'],
		'jwt-decoder': ['token'],
		'credit-card-validator': ['number'],
		'iban-validator': ['iban'],
		'ai-chat': ['messages'],
		'password-strength': ['password'],
		'qr-code-decode': ['image'],
		'otp-hotp-generate': ['secret'],
		'otp-hotp-verify': ['secret', 'code'],
		cipher: ['key', 'passphrase'],
		kdf: ['password'],
		pubkey: ['key'],
		'keys-convert': ['key']
	};

	it('are the documented ones, read from the fields the operations mark', () => {
		for (const op of OPERATIONS) expect(secretsOf(op.id), op.id).toEqual(DOCUMENTED[op.id] ?? []);
	});

	it('an input schema without hints has none', () => {
		expect(secretFields({ type: 'object', properties: { input: { type: 'string' } } })).toEqual([]);
		expect(secretFields({})).toEqual([]);
	});
});

describe('withoutSecrets', () => {
	it('drops the secret fields present and names them', () => {
		expect(withoutSecrets(['secret', 'code'], { secret: 'JBSWY3DPEHPK3PXP', code: '123456', window: 1 })).toEqual({
			input: { window: 1 },
			omitted: ['secret', 'code']
		});
		expect(withoutSecrets(['secret'], { new_secret: true })).toEqual({ input: { new_secret: true }, omitted: [] });
		expect(withoutSecrets([], { input: 'abc' })).toEqual({ input: { input: 'abc' }, omitted: [] });
	});
});
