import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { describe, expect, it } from 'vitest';
import { executeOperation } from '../../engine/execute.js';
import { getOperation } from '../registry.js';
import { cases, RFC4226_HOTP, RFC6238_SHA1_ROWS, RFC_SECRET } from './cases.js';
import { base32Encode } from '../_shared/base32.js';
import { hotpCode, provisioningUri, secondsLeft, totpCode, verifyCode } from './totp.js';

/**
 * An independent HOTP (RFC 4226 section 5.3: HMAC-SHA-1 of the 8-byte big-endian counter,
 * dynamic truncation, modulo 10^digits) on node:crypto, to check our code against.
 */
function referenceHotp(key: Uint8Array, counter: number, digits: number): string {
	const message = Buffer.alloc(8);
	message.writeBigUInt64BE(BigInt(counter));
	const mac = createHmac('sha1', key).update(message).digest();
	const offset = mac[19] & 0x0f;
	const binary =
		((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
	return String(binary % 10 ** digits).padStart(digits, '0');
}

/** An independent RFC 4648 base32 decoder (strict: upper case, optional padding). */
function referenceBase32(text: string): Buffer {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
	const bits = [...text.replace(/=+$/, '')]
		.map((c) => {
			const i = alphabet.indexOf(c);
			if (i < 0) throw new Error(`not base32: ${c}`);
			return i.toString(2).padStart(5, '0');
		})
		.join('');
	const bytes: number[] = [];
	for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
	return Buffer.from(bytes);
}

// A plain Uint8Array, as base32Decode gives it (a Node Buffer is not one; see the note on toSecret).
const RFC_KEY = new Uint8Array(Buffer.from('12345678901234567890', 'ascii'));
const generate = getOperation('otp-totp-generate')!;
const verify = getOperation('otp-totp-verify')!;

describe('totp cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('the test data itself', () => {
	it('the base32 secret is the RFC seed "12345678901234567890"', () => {
		expect(new Uint8Array(referenceBase32(RFC_SECRET))).toEqual(RFC_KEY);
	});

	it('the RFC 6238 rows agree with the independent HOTP and with T / 30', () => {
		for (const row of RFC6238_SHA1_ROWS) {
			expect(Math.floor(row.t / 30)).toBe(row.counter);
			expect(referenceHotp(RFC_KEY, row.counter, 8)).toBe(row.code);
			expect(row.validFor).toBe(30 - (row.t % 30));
		}
		// The two rows used for drift ±1 are exactly one step apart.
		expect(RFC6238_SHA1_ROWS[2].counter - RFC6238_SHA1_ROWS[1].counter).toBe(1);
	});

	it('the RFC 4226 table agrees with the independent HOTP', () => {
		RFC4226_HOTP.forEach((code, counter) => expect(referenceHotp(RFC_KEY, counter, 6)).toBe(code));
	});
});

describe('totpCode against an independent HMAC-SHA-1 HOTP', () => {
	it('matches for many times, steps and both digit counts', () => {
		// A fixed pseudo-random walk (no Math.random: failures must be reproducible).
		let seed = 12345;
		const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
		for (let i = 0; i < 300; i++) {
			const nowMs = next() * 1000 + (next() % 1000);
			const step = 1 + (next() % 300);
			const digits = i % 2 ? 6 : 8;
			const key = Uint8Array.from({ length: 10 + (next() % 30) }, () => next() & 0xff);
			expect(totpCode(key, nowMs, step, digits)).toBe(referenceHotp(key, Math.floor(nowMs / 1000 / step), digits));
		}
	});

	it('uses whole seconds: 59.999 s is still counter 1, 60.000 s is counter 2', () => {
		expect(totpCode(RFC_KEY, 59_999, 30, 8)).toBe('94287082');
		expect(totpCode(RFC_KEY, 60_000, 30, 8)).toBe(referenceHotp(RFC_KEY, 2, 8));
	});
});

describe('secondsLeft', () => {
	it('counts down from step to 1 within a step', () => {
		expect(secondsLeft(0, 30)).toBe(30);
		expect(secondsLeft(1_000, 30)).toBe(29);
		expect(secondsLeft(29_999, 30)).toBe(1);
		expect(secondsLeft(30_000, 30)).toBe(30);
		expect(secondsLeft(150_000, 60)).toBe(30);
	});
});

describe('verifyCode', () => {
	it('ignores spaces inside the submitted code', () => {
		expect(verifyCode(RFC_KEY, '9428 7082', 59_000, 30, 8, 1)).toBe(0);
	});

	it('finds every offset within the window and none beyond it', () => {
		const now = (30 * 20 + 5) * 1000; // counter 20
		for (let offset = -3; offset <= 3; offset++) {
			const code = referenceHotp(RFC_KEY, 20 + offset, 6);
			expect(verifyCode(RFC_KEY, code, now, 30, 6, 3)).toBe(offset);
			expect(verifyCode(RFC_KEY, code, now, 30, 6, 2)).toBe(Math.abs(offset) <= 2 ? offset : null);
		}
	});

	it('rejects codes of the wrong length or with other characters', () => {
		expect(verifyCode(RFC_KEY, '94287082', 59_000, 30, 6, 1)).toBeNull();
		expect(verifyCode(RFC_KEY, '-4287082', 59_000, 30, 8, 1)).toBeNull();
		expect(verifyCode(RFC_KEY, '', 59_000, 30, 6, 1)).toBeNull();
	});
});

describe('generate: new secret flow (random, so not a data case)', () => {
	const run = (input: unknown) => executeOperation(generate, input, { now: () => 59_000 });

	it('returns a base32 secret of 20 bytes with the default issuer and account', async () => {
		const { status, body } = await run({ new_secret: true });
		expect(status).toBe(200);
		expect(generate.output.safeParse(body).error).toBeUndefined();
		const b = body as { secret: string; issuer: string; account: string; uri: string };
		expect(b.issuer).toBe('Utilkit');
		expect(b.account).toBe('user@example.com');
		// 20 bytes = 160 bits = exactly 32 base32 characters, no padding needed (RFC 4648 section 6).
		expect(b.secret).toMatch(/^[A-Z2-7]{32}$/);
		expect(referenceBase32(b.secret)).toHaveLength(20);
		expect(Object.keys(b).sort()).toEqual(['account', 'issuer', 'secret', 'uri']);
	});

	it('echoes issuer and account', async () => {
		const { body } = await run({ new_secret: true, issuer: 'Acme Corp', account: 'ana@acme.test' });
		expect(body).toMatchObject({ issuer: 'Acme Corp', account: 'ana@acme.test' });
	});

	// Found by the property tests (tests/unit/fuzz): JSON's "\udc00" escape reaches the label, and
	// encodeURIComponent threw a URIError, a 500. The invalid-input answer is 422, like wpp-url's message.
	it.each([
		['issuer', { issuer: 'x\udc00y' }],
		['account', { account: '\ud800' }]
	])('an unpaired surrogate in %s is a 422 naming the field, not a 500', async (field, labels) => {
		const { status, body } = await run({ new_secret: true, ...labels });
		expect(status).toBe(422);
		expect(body).toEqual({ detail: `${field}: must be valid Unicode text (it holds an unpaired surrogate)`, code: 'invalid_input' });
		// A surrogate pair is valid text and stays accepted.
		expect((await run({ new_secret: true, [field]: '\ud83d\ude00' })).status).toBe(200);
	});

	it('wins over a secret given too (docs/spec/decisions.md)', async () => {
		const { status, body } = await run({ new_secret: true, secret: RFC_SECRET, digits: 8 });
		expect(status).toBe(200);
		expect(body).not.toHaveProperty('code');
		expect((body as { secret: string }).secret).not.toBe(RFC_SECRET);
	});

	it('gives a different secret each time', async () => {
		const secrets = new Set<string>();
		for (let i = 0; i < 20; i++) secrets.add(((await run({ new_secret: true })).body as { secret: string }).secret);
		expect(secrets.size).toBe(20);
	});

	it('gives a secret that generate and verify accept, with codes matching the independent HOTP', async () => {
		const { body } = await run({ new_secret: true });
		const secret = (body as { secret: string }).secret;
		const now = 1_700_000_000_000;
		const expected = referenceHotp(new Uint8Array(referenceBase32(secret)), Math.floor(now / 30_000), 6);
		const code = await executeOperation(generate, { secret }, { now: () => now });
		expect(code).toEqual({ status: 200, body: { code: expected, valid_for_seconds: 10, step: 30, digits: 6 } });
		const check = await executeOperation(verify, { secret, code: expected }, { now: () => now });
		expect(check).toEqual({ status: 200, body: { valid: true, drift: 0 } });
	});

	it('gives an otpauth URI in the Key Uri Format', async () => {
		const { body } = await run({ new_secret: true, issuer: 'Acme Corp', account: 'ana@acme.test', digits: 8, step: 60 });
		const b = body as { secret: string; uri: string };
		const uri = new URL(b.uri);
		expect(uri.protocol).toBe('otpauth:');
		expect(b.uri.startsWith('otpauth://totp/Acme%20Corp:ana%40acme.test?')).toBe(true);
		expect(Object.fromEntries(uri.searchParams)).toEqual({
			secret: b.secret,
			issuer: 'Acme Corp',
			algorithm: 'SHA1',
			digits: '8',
			period: '60'
		});
	});
});

describe('provisioningUri', () => {
	it('percent-encodes the label and uses %20 rather than + for spaces', () => {
		// Key Uri Format (google-authenticator wiki): otpauth://totp/ISSUER:ACCOUNT?secret=…&issuer=…
		const uri = provisioningUri('JBSWY3DPEHPK3PXP', 'Example Co', 'alice@google.com');
		expect(uri.startsWith('otpauth://totp/Example%20Co:alice%40google.com?')).toBe(true);
		expect(uri).not.toContain('+');
		expect(uri).toContain('issuer=Example%20Co');
		expect(Object.fromEntries(new URL(uri).searchParams)).toEqual({
			secret: 'JBSWY3DPEHPK3PXP',
			issuer: 'Example Co',
			algorithm: 'SHA1',
			digits: '6',
			period: '30'
		});
	});
});

/** python3-pyotp (Debian's package, under /usr/bin/python3): the independent HOTP codes for random inputs. */
const PYOTP = `
import sys, json, hashlib, pyotp
for line in sys.stdin:
    c = json.loads(line)
    print(pyotp.HOTP(c['secret'], digits=c['digits'], digest=getattr(hashlib, c['algorithm'])).at(c['counter']))
`;
const HAS_PYOTP = (() => {
	try {
		execFileSync('/usr/bin/python3', ['-c', 'import pyotp']);
		return true;
	} catch {
		console.warn('totp: /usr/bin/python3 with python3-pyotp is missing (apt-get install python3-pyotp): the HOTP comparison with it is skipped');
		return false;
	}
})();

describe('HOTP against pyotp on random inputs', () => {
	it.runIf(HAS_PYOTP)('every algorithm, 6 to 8 digits, counters up to 2^53 − 1', () => {
		const rows = fc.sample(
			fc.record({
				key: fc.uint8Array({ minLength: 1, maxLength: 80 }),
				counter: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })),
				digits: fc.integer({ min: 6, max: 8 }),
				algorithm: fc.constantFrom('sha1' as const, 'sha256' as const, 'sha512' as const)
			}),
			60
		);
		const input = rows.map((r) => JSON.stringify({ secret: base32Encode(r.key, false), counter: r.counter, digits: r.digits, algorithm: r.algorithm })).join('\n') + '\n';
		const expected = execFileSync('/usr/bin/python3', ['-c', PYOTP], { input }).toString().trim().split('\n');
		rows.forEach((r, i) => expect(hotpCode(r.key, r.counter, r.digits, r.algorithm), JSON.stringify(r)).toBe(expected[i]));
	});
});
