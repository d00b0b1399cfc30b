import { z } from 'zod';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';

// otpauth loads on the first call, not with the registry.
const logic = lazyModule(() => import('./totp.js'));

const digits = z.union([z.literal(6), z.literal(8)], { error: errors.zod('digits') });
const step = integer().min(1).max(300);

/**
 * Longest `secret`, in characters: 640 bytes of key, ten times RFC 4226's 160 bits (HMAC-SHA-1
 * hashes a key over 64 bytes first, so a longer one adds nothing), with room for the spaces and
 * dashes people paste. A secret as long as the 1 MiB body would cost tens of milliseconds per check.
 */
export const MAX_SECRET = 1024;
/** Longest `code`: 6 or 8 digits, with room for the spaces people type between them. */
export const MAX_CODE = 100;

export const totpGenerate = defineOperation({
	id: 'otp-totp-generate',
	group: 'security',
	title: 'TOTP generator',
	summary: 'Current RFC 6238 one-time code for a Base32 secret, or a new secret to provision.',
	keywords: ['otp', 'totp', '2fa', 'mfa', 'authenticator', 'one-time password', 'secret'],
	method: 'POST',
	path: '/otp-totp/generate',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		secret: stringOfAtMost(MAX_SECRET).optional().describe(`Existing Base32 secret; at most ${MAX_SECRET.toLocaleString('en-US')} characters`).meta(formHints({ secret: true, monospace: true })),
		new_secret: z.boolean().optional().describe('true requests a new Base32 secret (wins over `secret`)'),
		issuer: z.string().max(200).optional().describe('Label for a new secret; default "Utilkit"'),
		account: z.string().max(200).optional().describe('Label for a new secret; default "user@example.com"'),
		digits: digits.default(6).describe('6 or 8'),
		step: step.default(30).describe('Time step in seconds, 1 to 300')
	}),
	output: z.union([
		z.object({
			code: z.string(),
			valid_for_seconds: z.int(),
			step: z.int(),
			digits: z.int()
		}),
		z.object({
			secret: z.string(),
			issuer: z.string(),
			account: z.string(),
			uri: z.string().describe('otpauth:// URI for authenticator apps (Utilkit addition)')
		})
	]),
	errors: [
		{
			status: 422,
			when: 'neither `secret` nor `new_secret: true`; `secret` not Base32 or over 1,024 characters; digits not 6 or 8; `issuer` or `account` with an unpaired surrogate (JSON `\\ud800`)'
		}
	],
	examples: [
		{ name: 'Code for a secret', input: { secret: 'JBSWY3DPEHPK3PXP' } },
		{ name: 'New secret', input: { new_secret: true, issuer: 'Acme', account: 'ana@acme.test' } }
	],
	prepare: logic.load,
	run(input, ctx) {
		const { DEFAULT_ACCOUNT, DEFAULT_ISSUER, newSecret, provisioningUri, secondsLeft, secretBytes, totpCode } = logic.get();
		if (input.new_secret === true) {
			const secret = newSecret();
			const issuer = input.issuer ?? DEFAULT_ISSUER;
			const account = input.account ?? DEFAULT_ACCOUNT;
			// The otpauth:// label is percent-encoded UTF-8, which an unpaired surrogate has no form in.
			for (const [name, label] of [['issuer', issuer], ['account', account]]) {
				if (!label.isWellFormed()) throw errors.error('lone_surrogate', {}, { field: name });
			}
			return { secret, issuer, account, uri: provisioningUri(secret, issuer, account, input.step, input.digits) };
		}
		if (input.secret === undefined) {
			throw errors.error('secret_or_new');
		}
		const now = ctx.now();
		return {
			code: totpCode(secretBytes(input.secret), now, input.step, input.digits),
			valid_for_seconds: secondsLeft(now, input.step),
			step: input.step,
			digits: input.digits
		};
	}
});

export const totpVerify = defineOperation({
	id: 'otp-totp-verify',
	group: 'security',
	title: 'TOTP verifier',
	summary: 'Checks a one-time code against a Base32 secret, within a window of time steps.',
	keywords: ['otp', 'totp', '2fa', 'mfa', 'verify', 'check code'],
	method: 'POST',
	path: '/otp-totp/verify',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		secret: stringOfAtMost(MAX_SECRET).describe(`Base32 secret; at most ${MAX_SECRET.toLocaleString('en-US')} characters`).meta(formHints({ secret: true, monospace: true })),
		code: stringOfAtMost(MAX_CODE).describe(`Code submitted by the user; at most ${MAX_CODE} characters`).meta(formHints({ secret: true, monospace: true })),
		step: step.default(30).describe('Time step in seconds, 1 to 300'),
		digits: digits.default(6).describe('6 or 8'),
		window: integer().min(0).max(10).default(1).describe('Steps checked on each side, 0 to 10')
	}),
	output: z.union([z.object({ valid: z.literal(true), drift: z.int() }), z.object({ valid: z.literal(false) })]),
	errors: [{ status: 422, when: '`secret` missing, not Base32 or over 1,024 characters; `code` missing or over 100 characters; digits/step/window out of range' }],
	examples: [{ name: 'Check a code', input: { secret: 'JBSWY3DPEHPK3PXP', code: '123456' } }],
	prepare: logic.load,
	run(input, ctx) {
		const { secretBytes, verifyCode } = logic.get();
		const key = secretBytes(input.secret);
		const drift = verifyCode(key, input.code, ctx.now(), input.step, input.digits, input.window);
		return drift === null ? { valid: false as const } : { valid: true as const, drift };
	}
});

const HOTP_ALGORITHMS = ['sha1', 'sha256', 'sha512'] as const;
const hotpFields = {
	secret: stringOfAtMost(MAX_SECRET).describe(`Base32 secret; at most ${MAX_SECRET.toLocaleString('en-US')} characters`).meta(formHints({ secret: true, monospace: true })),
	counter: integer().min(0).default(0).describe('The moving factor C, 0 to 2^53 − 1; default 0'),
	digits: integer().min(6).max(8).default(6).describe('6, 7 or 8; default 6'),
	algorithm: z.enum(HOTP_ALGORITHMS).default('sha1').describe('HMAC hash: sha1 (RFC 4226, the default), sha256 or sha512')
};
/** Look-ahead counters `/otp-hotp/verify` checks after `counter`: RFC 4226 section 7.4's s; 100 codes cost well under a millisecond. */
export const MAX_WINDOW = 100;

export const hotpGenerate = defineOperation({
	id: 'otp-hotp-generate',
	group: 'security',
	title: 'HOTP generator',
	summary: 'The RFC 4226 counter-based one-time code for a Base32 secret and a counter (SHA-1, SHA-256 or SHA-512; 6 to 8 digits).',
	keywords: ['otp', 'hotp', 'Generate HOTP', 'rfc 4226', 'counter', 'one-time password', 'hmac-based one-time password', '2fa', 'authenticator', 'yubikey'],
	method: 'POST',
	path: '/otp-hotp/generate',
	runs: 'anywhere',
	cost: 'light',
	input: z.object(hotpFields),
	output: z.object({ code: z.string(), counter: z.int() }),
	errors: [{ status: 422, when: '`secret` missing, not Base32, empty or over 1,024 characters; `counter` not an integer 0 to 2^53 − 1; digits not 6 to 8; an unknown `algorithm`' }],
	examples: [
		{ name: 'RFC 4226 counter 1', input: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', counter: 1 } },
		{ name: 'SHA-256, 8 digits', input: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA', counter: 1, digits: 8, algorithm: 'sha256' } }
	],
	prepare: logic.load,
	run(input) {
		const { hotpCode, secretBytes } = logic.get();
		return { code: hotpCode(secretBytes(input.secret), input.counter, input.digits, input.algorithm), counter: input.counter };
	}
});

export const hotpVerify = defineOperation({
	id: 'otp-hotp-verify',
	group: 'security',
	title: 'HOTP verifier',
	summary: 'Checks an RFC 4226 counter-based code against a Base32 secret at a counter and the counters after it (look-ahead window), and says which counter matched.',
	keywords: ['otp', 'hotp', 'verify hotp', 'rfc 4226', 'counter', 'look-ahead', 'check code', 'resynchronization'],
	method: 'POST',
	path: '/otp-hotp/verify',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		...hotpFields,
		code: stringOfAtMost(MAX_CODE).describe(`Code submitted by the user; at most ${MAX_CODE} characters (spaces ignored)`).meta(formHints({ secret: true, monospace: true })),
		counter: hotpFields.counter.describe('The counter the server expects next, 0 to 2^53 − 1; default 0'),
		window: integer().min(0).max(MAX_WINDOW).default(0).describe(`Look-ahead: how many counters after \`counter\` also count, 0 to ${MAX_WINDOW}; default 0`)
	}),
	output: z.union([
		z.object({ valid: z.literal(true), counter: z.int().describe('The counter whose code matched; the server stores counter + 1 next (RFC 4226 section 7.2)') }),
		z.object({ valid: z.literal(false) })
	]),
	errors: [{ status: 422, when: '`secret` missing, not Base32, empty or over 1,024 characters; `code` missing or over 100 characters; counter, digits or window out of range' }],
	examples: [{ name: 'A code three counters ahead', input: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', code: '969429', counter: 0, window: 5 } }],
	prepare: logic.load,
	run(input) {
		const { hotpVerify: check, secretBytes } = logic.get();
		const matched = check(secretBytes(input.secret), input.code, input.counter, input.digits, input.algorithm, input.window);
		return matched === null ? { valid: false as const } : { valid: true as const, counter: matched };
	}
});

export const operations = [totpGenerate, totpVerify, hotpGenerate, hotpVerify];
