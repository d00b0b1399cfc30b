import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { decodeJwt } from './jwt.js';
import { formHints } from '../form-hints.js';

const nullableString = z.string().nullable();

export const jwtDecoder = defineOperation({
	id: 'jwt-decoder',
	group: 'security',
	title: 'JWT decoder',
	summary: 'Decodes a JSON Web Token’s header and claims, with dates and expiry spelled out. The signature is not verified.',
	keywords: ['jwt', 'json web token', 'jws', 'bearer', 'claims', 'decode', 'token'],
	method: 'POST',
	path: '/jwt-decoder',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({ token: z.string().max(100_000).describe('Three-part JWT (header.payload.signature); a leading "Bearer " is ignored').meta(formHints({ secret: true, multiline: 5, monospace: true })) }),
	output: z.object({
		header: z.record(z.string(), z.unknown()),
		payload: z.record(z.string(), z.unknown()),
		signature: z.string(),
		meta: z.object({
			algorithm: nullableString,
			type: nullableString,
			issued_at: nullableString,
			expires_at: nullableString,
			not_before: nullableString,
			issuer: nullableString,
			subject: nullableString,
			audience: nullableString,
			expired: z.boolean().nullable(),
			not_yet_valid: z.boolean().nullable()
		})
	}),
	errors: [{ status: 422, when: '`token` missing, or not three base64url parts with JSON header and payload; header or payload nested deeper than 64 levels' }],
	examples: [
		{
			name: 'jwt.io example',
			input: {
				token:
					'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
			}
		}
	],
	run: (input, ctx) => decodeJwt(input.token, ctx.now())
});

export const operations = [jwtDecoder];
