import type { OperationCase } from '../cases.js';

const CONTRACT = 'docs/spec/toolbox.md, /keys/generate';

/**
 * New keys are random: a case fixes what the contract does (the JWK's type and curve); the rest
 * (PEM framing, the kid as RFC 7638 thumbprint, node:crypto reading and using the keys) is
 * checked in keys.test.ts and by the property tests.
 */
export const cases: OperationCase[] = [
	{
		name: 'Ed25519: an OKP key pair',
		op: 'keys-generate',
		input: { type: 'ed25519' },
		expected: { status: 200, body: { public_jwk: { kty: 'OKP', crv: 'Ed25519' }, private_jwk: { kty: 'OKP', crv: 'Ed25519' } }, partial: true },
		source: 'RFC 8037 section 2 (OKP keys, crv Ed25519)'
	},
	{
		name: 'EC P-384',
		op: 'keys-generate',
		input: { type: 'ec', curve: 'P-384' },
		expected: { status: 200, body: { public_jwk: { kty: 'EC', crv: 'P-384' }, private_jwk: { kty: 'EC', crv: 'P-384' } }, partial: true },
		source: 'RFC 7518 section 6.2 (EC keys)'
	},
	{
		name: 'EC defaults to P-256',
		op: 'keys-generate',
		input: { type: 'ec' },
		expected: { status: 200, body: { public_jwk: { kty: 'EC', crv: 'P-256' } }, partial: true },
		source: CONTRACT
	},
	{
		name: 'RSA: e = 65537 (AQAB)',
		op: 'keys-generate',
		input: { type: 'rsa' },
		expected: { status: 200, body: { public_jwk: { kty: 'RSA', e: 'AQAB' } }, partial: true },
		source: 'RFC 7518 section 6.3 (RSA keys); Web Crypto generates with publicExponent 65537'
	},
	{
		name: 'RSA size 1024 → 422',
		op: 'keys-generate',
		input: { type: 'rsa', size: 1024 },
		expected: { status: 422, body: { detail: 'size: Invalid option: expected one of 2048|3072|4096', code: 'invalid_input' } },
		source: `${CONTRACT}: size 2048, 3072, 4096`
	},
	{
		name: 'unknown curve → 422',
		op: 'keys-generate',
		input: { type: 'ec', curve: 'secp256k1' },
		expected: { status: 422, body: { detail: 'curve: Invalid option: expected one of "P-256"|"P-384"|"P-521"', code: 'invalid_input' } },
		source: `${CONTRACT}: curves P-256, P-384, P-521`
	},
	{
		name: 'unknown type → 422',
		op: 'keys-generate',
		input: { type: 'dsa' },
		expected: { status: 422, body: { detail: 'type: Invalid option: expected one of "rsa"|"ec"|"ed25519"', code: 'invalid_input' } },
		source: CONTRACT
	}
];
