import type { OperationCase } from '../cases.js';

/**
 * The RFC 6238 Appendix B seed for HMAC-SHA-1: the ASCII string "12345678901234567890"
 * (the same key as RFC 4226 Appendix D), written in RFC 4648 base32.
 */
export const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/**
 * RFC 6238 Appendix B, the SHA-1 rows (8 digits, X = 30, T0 = 0). `counter` is the table's
 * "Value of T (hex)"; `validFor` is 30 - (T mod 30), worked out by hand in each comment.
 */
export const RFC6238_SHA1_ROWS = [
	{ t: 59, counter: 0x1, code: '94287082', validFor: 1 }, // 59 = 30*1 + 29 → 30 - 29 = 1
	{ t: 1111111109, counter: 0x23523ec, code: '07081804', validFor: 1 }, // = 30*37037036 + 29 → 1
	{ t: 1111111111, counter: 0x23523ed, code: '14050471', validFor: 29 }, // = 30*37037037 + 1 → 29
	{ t: 1234567890, counter: 0x273ef07, code: '89005924', validFor: 30 }, // = 30*41152263 + 0 → 30
	{ t: 2000000000, counter: 0x3f940aa, code: '69279037', validFor: 10 }, // = 30*66666666 + 20 → 10
	{ t: 20000000000, counter: 0x27bc86aa, code: '65353130', validFor: 10 } // = 30*666666666 + 20 → 10
] as const;

/** RFC 4226 Appendix D: the 6-digit HOTP values for counters 0 to 9 with the same key. */
export const RFC4226_HOTP = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

const RFC6238 = 'RFC 6238 Appendix B (SHA-1)';
const RFC4226 = 'RFC 4226 Appendix D (HOTP of the same key; TOTP counter = floor(T / step), RFC 6238 section 4.2)';
const DECISIONS = 'docs/spec/decisions.md, Gaps in the operations: TOTP';
const CONTRACT = 'docs/spec/utility-api.md 2.1-2.3';

const generate: OperationCase[] = [
	...RFC6238_SHA1_ROWS.map(
		(row): OperationCase => ({
			name: `RFC 6238 SHA-1 vector at T = ${row.t}`,
			op: 'otp-totp-generate',
			input: { secret: RFC_SECRET, digits: 8 },
			now: row.t * 1000,
			expected: { status: 200, body: { code: row.code, valid_for_seconds: row.validFor, step: 30, digits: 8 } },
			source: `${RFC6238}, T = ${row.t}`
		})
	),
	// Counter c is current during [30c, 30c + 30) seconds; at 30c + 10 the code has 20 s left.
	...RFC4226_HOTP.map(
		(code, counter): OperationCase => ({
			name: `6 digits (default), counter ${counter}`,
			op: 'otp-totp-generate',
			input: { secret: RFC_SECRET },
			now: (30 * counter + 10) * 1000,
			expected: { status: 200, body: { code, valid_for_seconds: 20, step: 30, digits: 6 } },
			source: `${RFC4226}, counter ${counter}`
		})
	),
	{
		name: 'step 60: T = 150 s is counter floor(150 / 60) = 2, 60 - 150 mod 60 = 30 s left',
		op: 'otp-totp-generate',
		input: { secret: RFC_SECRET, step: 60 },
		now: 150_000,
		expected: { status: 200, body: { code: RFC4226_HOTP[2], valid_for_seconds: 30, step: 60, digits: 6 } },
		source: `${RFC4226}, counter 2`
	},
	{
		name: 'secret pasted in lower case, grouped with spaces, unpadded',
		op: 'otp-totp-generate',
		input: { secret: 'gezd gnbv gy3t qojq gezd gnbv gy3t qojq', digits: 8 },
		now: 59_000,
		expected: { status: 200, body: { code: '94287082', valid_for_seconds: 1, step: 30, digits: 8 } },
		source: `${RFC6238}, T = 59; RFC 4648 section 6 alphabet (case-insensitive input is our tolerance)`
	},
	{
		name: 'new_secret: false with a secret gives the code',
		op: 'otp-totp-generate',
		input: { secret: RFC_SECRET, new_secret: false, digits: 8 },
		now: 1234567890_000,
		expected: { status: 200, body: { code: '89005924', valid_for_seconds: 30, step: 30, digits: 8 } },
		source: `${RFC6238}, T = 1234567890`
	},
	{
		name: 'neither secret nor new_secret → 422',
		op: 'otp-totp-generate',
		input: {},
		expected: { status: 422, body: { detail: 'Provide `secret` or `new_secret: true`', code: 'invalid_input' } },
		source: `${CONTRACT}: "at least one of secret or new_secret: true must be provided, else 422"`
	},
	{
		name: 'new_secret: false and no secret → 422',
		op: 'otp-totp-generate',
		input: { new_secret: false, digits: 8 },
		expected: { status: 422, body: { detail: 'Provide `secret` or `new_secret: true`', code: 'invalid_input' } },
		source: `${CONTRACT}: "at least one of secret or new_secret: true must be provided, else 422"`
	},
	{
		name: 'secret not base32 (1 and 8 are outside the alphabet) → 422',
		op: 'otp-totp-generate',
		input: { secret: 'GEZDGNB1GY3TQOJ8' },
		expected: { status: 422, body: { detail: 'secret: is not a valid Base32 string', code: 'invalid_input' } },
		source: `${DECISIONS}; RFC 4648 section 6 alphabet A-Z 2-7`
	},
	{
		name: 'secret of 1,024 characters (the limit): the RFC key among spaces',
		op: 'otp-totp-generate',
		input: { secret: `${RFC_SECRET}${' '.repeat(1024 - RFC_SECRET.length)}`, digits: 8 },
		now: 59_000,
		expected: { status: 200, body: { code: '94287082', valid_for_seconds: 1, step: 30, digits: 8 } },
		source: `${RFC6238}, T = 59; src/lib/ops/totp/README.md: secrets at most 1,024 characters, spaces ignored`
	},
	{
		name: 'secret over 1,024 characters → 422',
		op: 'otp-totp-generate',
		input: { secret: `${RFC_SECRET}${' '.repeat(1025 - RFC_SECRET.length)}` },
		expected: { status: 422, body: { detail: 'secret: must be at most 1,024 characters, got 1,025', code: 'invalid_input' } },
		source: 'src/lib/ops/totp/README.md: secrets at most 1,024 characters'
	},
	{
		name: 'digits 7 → 422',
		op: 'otp-totp-generate',
		input: { secret: RFC_SECRET, digits: 7 },
		expected: { status: 422, body: { detail: 'digits: must be 6 or 8', code: 'invalid_input' } },
		source: `${DECISIONS}: digits other than 6/8 → 422`
	},
	{
		name: 'step 0 → 422',
		op: 'otp-totp-generate',
		input: { secret: RFC_SECRET, step: 0 },
		expected: { status: 422, body: { detail: 'step: Too small: expected number to be >=1', code: 'invalid_input' } },
		source: `${DECISIONS}: step 1–300`
	},
	{
		name: 'step 301 → 422',
		op: 'otp-totp-generate',
		input: { secret: RFC_SECRET, step: 301 },
		expected: { status: 422, body: { detail: 'step: Too big: expected number to be <=300', code: 'invalid_input' } },
		source: `${DECISIONS}: step 1–300`
	}
];

const verify: OperationCase[] = [
	...RFC6238_SHA1_ROWS.map(
		(row): OperationCase => ({
			name: `RFC 6238 SHA-1 code at its own time T = ${row.t} → drift 0`,
			op: 'otp-totp-verify',
			input: { secret: RFC_SECRET, code: row.code, digits: 8 },
			now: row.t * 1000,
			expected: { status: 200, body: { valid: true, drift: 0 } },
			source: `${RFC6238}, T = ${row.t}; ${CONTRACT} (drift 0 = current step)`
		})
	),
	{
		name: 'code of the previous step (T = 1111111109) checked at T = 1111111111, window 1 → drift -1',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '07081804', digits: 8, window: 1 },
		now: 1111111111_000,
		expected: { status: 200, body: { valid: true, drift: -1 } },
		source: `${RFC6238}: rows T = 1111111109 (counter 23523EC) and 1111111111 (23523ED) are one step apart`
	},
	{
		name: 'code of the next step (T = 1111111111) checked at T = 1111111109, default window → drift 1',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '14050471', digits: 8 },
		now: 1111111109_000,
		expected: { status: 200, body: { valid: true, drift: 1 } },
		source: `${RFC6238}: rows T = 1111111109 and 1111111111 are one step apart; default window 1 (${CONTRACT})`
	},
	{
		name: 'previous step with window 0 → valid false',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '07081804', digits: 8, window: 0 },
		now: 1111111111_000,
		expected: { status: 200, body: { valid: false } },
		source: `${RFC6238}; ${CONTRACT}: window = steps checked on each side`
	},
	{
		name: '6 digits (default): counter 1 at T = 59',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '287082' },
		now: 59_000,
		expected: { status: 200, body: { valid: true, drift: 0 } },
		source: `${RFC4226}, counter 1`
	},
	{
		name: 'code two steps back (counter 3 during counter 5), window 2 → drift -2',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: RFC4226_HOTP[3], window: 2 },
		now: (30 * 5 + 1) * 1000,
		expected: { status: 200, body: { valid: true, drift: -2 } },
		source: `${RFC4226}, counter 3`
	},
	{
		name: 'code two steps back, default window 1 → valid false',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: RFC4226_HOTP[3] },
		now: (30 * 5 + 1) * 1000,
		expected: { status: 200, body: { valid: false } },
		source: `${RFC4226}, counter 3; ${CONTRACT}: default window 1`
	},
	{
		name: 'wrong code → valid false',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '94287083', digits: 8 },
		now: 59_000,
		expected: { status: 200, body: { valid: false } },
		source: `${RFC6238}, T = 59 (counters 0-2 give 84755224, 94287082, 37359152); ${DECISIONS}`
	},
	{
		name: 'non-numeric code → valid false',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: 'abcdefgh', digits: 8 },
		now: 59_000,
		expected: { status: 200, body: { valid: false } },
		source: `${DECISIONS}: a wrong or non-numeric code is 200 {"valid": false}`
	},
	{
		name: 'right code but 6 digits long when 8 are asked → valid false',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '287082', digits: 8 },
		now: 59_000,
		expected: { status: 200, body: { valid: false } },
		source: `${RFC6238} / ${RFC4226}: the 8-digit code is 94287082`
	},
	{
		name: 'secret missing → 422',
		op: 'otp-totp-verify',
		input: { code: '94287082' },
		expected: { status: 422, body: { detail: 'secret: is required', code: 'invalid_input' } },
		source: DECISIONS
	},
	{
		name: 'code missing → 422',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET },
		expected: { status: 422, body: { detail: 'code: is required', code: 'invalid_input' } },
		source: DECISIONS
	},
	{
		name: 'secret over 1,024 characters → 422',
		op: 'otp-totp-verify',
		input: { secret: 'A'.repeat(1025), code: '123456' },
		expected: { status: 422, body: { detail: 'secret: must be at most 1,024 characters, got 1,025', code: 'invalid_input' } },
		source: 'src/lib/ops/totp/README.md: secrets at most 1,024 characters'
	},
	{
		name: 'code over 100 characters → 422',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: `${' '.repeat(93)}94287082` },
		expected: { status: 422, body: { detail: 'code: must be at most 100 characters, got 101', code: 'invalid_input' } },
		source: 'src/lib/ops/totp/README.md: codes at most 100 characters'
	},
	{
		name: 'secret not base32 → 422',
		op: 'otp-totp-verify',
		input: { secret: 'NOT-BASE32!', code: '123456' },
		expected: { status: 422, body: { detail: 'secret: is not a valid Base32 string', code: 'invalid_input' } },
		source: `${DECISIONS}; RFC 4648 section 6 alphabet`
	},
	{
		name: 'digits 7 → 422',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '1234567', digits: 7 },
		expected: { status: 422, body: { detail: 'digits: must be 6 or 8', code: 'invalid_input' } },
		source: `${DECISIONS}: digits 6 or 8`
	},
	{
		name: 'step 0 → 422',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '123456', step: 0 },
		expected: { status: 422, body: { detail: 'step: Too small: expected number to be >=1', code: 'invalid_input' } },
		source: `${DECISIONS}: step 1–300`
	},
	{
		name: 'step 301 → 422',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '123456', step: 301 },
		expected: { status: 422, body: { detail: 'step: Too big: expected number to be <=300', code: 'invalid_input' } },
		source: `${DECISIONS}: step 1–300`
	},
	{
		name: 'window 11 → 422',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '123456', window: 11 },
		expected: { status: 422, body: { detail: 'window: Too big: expected number to be <=10', code: 'invalid_input' } },
		source: `${DECISIONS}: window 0–10`
	},
	{
		name: 'window -1 → 422',
		op: 'otp-totp-verify',
		input: { secret: RFC_SECRET, code: '123456', window: -1 },
		expected: { status: 422, body: { detail: 'window: Too small: expected number to be >=0', code: 'invalid_input' } },
		source: `${DECISIONS}: window 0–10`
	}
];

/** RFC 6238 Appendix B's seeds for HMAC-SHA-256 (32 bytes) and HMAC-SHA-512 (64 bytes), "1234567890" repeated, in base32. */
const SEED_256 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA';
const SEED_512 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA';
const PYOTP = (secret: string, digits: number, digest: string, counter: number) => `python3-pyotp 2.6: pyotp.HOTP('${secret.slice(0, 8)}…', digits=${digits}, digest=hashlib.${digest}).at(${counter})`;
const HOTP_CONTRACT = 'toolbox-3.md part 3, /otp-hotp';

const hotp = (name: string, input: Record<string, unknown>, code: string, counter: number, source: string): OperationCase => ({
	name,
	op: 'otp-hotp-generate',
	input,
	expected: { status: 200, body: { code, counter } },
	source
});
const hotpCheck = (name: string, input: Record<string, unknown>, body: { valid: boolean; counter?: number }, source: string): OperationCase => ({ name, op: 'otp-hotp-verify', input, expected: { status: 200, body }, source });
const hotpRefused = (name: string, op: string, input: Record<string, unknown>, detail: string, source = HOTP_CONTRACT): OperationCase => ({
	name,
	op,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

const hotpGenerate: OperationCase[] = [
	...RFC4226_HOTP.map((code, counter) => hotp(`RFC 4226 Appendix D, counter ${counter}`, { secret: RFC_SECRET, counter }, code, counter, `RFC 4226 Appendix D, count ${counter}`)),
	hotp('counter and digits by default (0, 6)', { secret: RFC_SECRET }, '755224', 0, 'RFC 4226 Appendix D, count 0'),
	hotp('SHA-256, 6 digits, counter 0', { secret: SEED_256, algorithm: 'sha256' }, '920136', 0, PYOTP(SEED_256, 6, 'sha256', 0)),
	hotp('SHA-256, 8 digits, counter 1 (RFC 6238 T = 59)', { secret: SEED_256, algorithm: 'sha256', digits: 8, counter: 1 }, '46119246', 1, `${PYOTP(SEED_256, 8, 'sha256', 1)}; RFC 6238 Appendix B, SHA256 at T = 59`),
	hotp('SHA-512, 8 digits, counter 2', { secret: SEED_512, algorithm: 'sha512', digits: 8, counter: 2 }, '68765371', 2, PYOTP(SEED_512, 8, 'sha512', 2)),
	hotp('SHA-512, 6 digits, counter 9', { secret: SEED_512, algorithm: 'sha512', counter: 9 }, '467051', 9, PYOTP(SEED_512, 6, 'sha512', 9)),
	hotp('SHA-1, 7 digits, counter 5', { secret: RFC_SECRET, algorithm: 'sha1', digits: 7, counter: 5 }, '8254676', 5, PYOTP(RFC_SECRET, 7, 'sha1', 5)),
	hotp('SHA-1, 8 digits, counter 1', { secret: RFC_SECRET, digits: 8, counter: 1 }, '94287082', 1, `${PYOTP(RFC_SECRET, 8, 'sha1', 1)}; RFC 6238 Appendix B, SHA1 at T = 59`),
	hotp('a counter above 2^32 (2^40 + 7)', { secret: RFC_SECRET, digits: 8, counter: 2 ** 40 + 7 }, '81658338', 2 ** 40 + 7, PYOTP(RFC_SECRET, 8, 'sha1', 2 ** 40 + 7)),
	hotp('the largest counter, 2^53 − 1', { secret: RFC_SECRET, counter: Number.MAX_SAFE_INTEGER }, '891307', Number.MAX_SAFE_INTEGER, PYOTP(RFC_SECRET, 6, 'sha1', Number.MAX_SAFE_INTEGER)),
	hotp('secret in lower case with spaces', { secret: 'jbsw y3dp ehpk 3pxp', counter: 42 }, '090604', 42, `${PYOTP('JBSWY3DPEHPK3PXP', 6, 'sha1', 42)}; RFC 4648 section 6 (case and spaces are our tolerance, as /otp-totp)`),
	hotpRefused('digits 5 → 422', 'otp-hotp-generate', { secret: RFC_SECRET, digits: 5 }, 'digits: Too small: expected number to be >=6'),
	hotpRefused('digits 9 → 422', 'otp-hotp-generate', { secret: RFC_SECRET, digits: 9 }, 'digits: Too big: expected number to be <=8'),
	hotpRefused('a negative counter → 422', 'otp-hotp-generate', { secret: RFC_SECRET, counter: -1 }, 'counter: Too small: expected number to be >=0'),
	hotpRefused('a counter of 2^53 → 422', 'otp-hotp-generate', { secret: RFC_SECRET, counter: 2 ** 53 }, 'counter: Too big: expected int to be <=9007199254740991'),
	hotpRefused('an unknown algorithm → 422', 'otp-hotp-generate', { secret: RFC_SECRET, algorithm: 'md5' }, 'algorithm: Invalid option: expected one of "sha1"|"sha256"|"sha512"'),
	hotpRefused('secret not Base32 → 422', 'otp-hotp-generate', { secret: 'GEZDGNB1' }, 'secret: is not a valid Base32 string', 'RFC 4648 section 6 alphabet A-Z 2-7'),
	hotpRefused('secret missing → 422', 'otp-hotp-generate', { counter: 1 }, 'secret: is required')
];

const hotpVerifyCases: OperationCase[] = [
	hotpCheck('the code at the counter itself', { secret: RFC_SECRET, code: '287082', counter: 1 }, { valid: true, counter: 1 }, 'RFC 4226 Appendix D, count 1'),
	hotpCheck('a code three counters ahead, window 5 → counter 3', { secret: RFC_SECRET, code: '969429', counter: 0, window: 5 }, { valid: true, counter: 3 }, 'RFC 4226 Appendix D, count 3; section 7.4 (look-ahead)'),
	hotpCheck('the last counter of the window (9 from 4, window 5)', { secret: RFC_SECRET, code: '520489', counter: 4, window: 5 }, { valid: true, counter: 9 }, 'RFC 4226 Appendix D, count 9'),
	hotpCheck('a code three counters ahead, window 0 (default) → invalid', { secret: RFC_SECRET, code: '969429', counter: 0 }, { valid: false }, `RFC 4226 Appendix D, count 3; ${HOTP_CONTRACT}: window default 0`),
	hotpCheck('an earlier counter does not count (look-ahead only)', { secret: RFC_SECRET, code: '755224', counter: 1, window: 5 }, { valid: false }, 'RFC 4226 Appendix D, count 0; section 7.4: the server looks ahead, never back (a used code must not work again)'),
	hotpCheck('SHA-512, 8 digits, typed with a space', { secret: SEED_512, code: '6876 5371', counter: 0, window: 3, digits: 8, algorithm: 'sha512' }, { valid: true, counter: 2 }, PYOTP(SEED_512, 8, 'sha512', 2)),
	hotpCheck('a code of the wrong length → invalid', { secret: RFC_SECRET, code: '75522', counter: 0 }, { valid: false }, 'RFC 4226 Appendix D, count 0 (755224), one digit short'),
	hotpRefused('window 101 → 422', 'otp-hotp-verify', { secret: RFC_SECRET, code: '755224', window: 101 }, 'window: Too big: expected number to be <=100'),
	hotpRefused('code missing → 422', 'otp-hotp-verify', { secret: RFC_SECRET }, 'code: is required'),
	hotpRefused('code over 100 characters → 422', 'otp-hotp-verify', { secret: RFC_SECRET, code: '1'.repeat(101) }, 'code: must be at most 100 characters, got 101')
];

export const cases: OperationCase[] = [...generate, ...verify, ...hotpGenerate, ...hotpVerifyCases];
