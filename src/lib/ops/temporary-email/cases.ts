import type { OperationCase } from '../cases.js';

const DECISIONS = 'docs/spec/decisions.md "Temporary e-mail" (shape; 422 when email is missing)';
const README = 'disposable-email-domains-js 1.26.0 README: isDisposableEmailDomain("mailinator.com") is true, ("example.com") false';
const LIST = 'disposable-email-domains-js 1.26.0 dist/dict/disposable_email_blocklist.json';

function answer(name: string, email: string, body: Record<string, unknown>, source: string): OperationCase {
	return { name, op: 'temporary-email', input: { email }, expected: { status: 200, body }, source };
}

export const cases: OperationCase[] = [
	answer('listed domain', 'someone@mailinator.com', { email: 'someone@mailinator.com', domain: 'mailinator.com', disposable: true, format_valid: true }, README),
	answer('unlisted domain', 'jane@example.com', { email: 'jane@example.com', domain: 'example.com', disposable: false, format_valid: true }, README),
	answer('major free provider', 'jane.doe@gmail.com', { email: 'jane.doe@gmail.com', domain: 'gmail.com', disposable: false, format_valid: true }, `${LIST} (gmail.com is not listed)`),
	answer('subdomain of a listed domain', 'x@mail.mailinator.com', { email: 'x@mail.mailinator.com', domain: 'mail.mailinator.com', disposable: true, format_valid: true }, `${LIST} (mailinator.com); src/lib/ops/temporary-email/README.md: subdomains count`),
	answer(
		'upper case and a trailing dot',
		'X@Mail.MAILINATOR.com.',
		{ email: 'X@Mail.MAILINATOR.com.', domain: 'mail.mailinator.com', disposable: true, format_valid: false },
		`${LIST} (mailinator.com); a trailing dot is not valid address syntax (RFC 5321 section 4.1.2 Domain)`
	),
	answer(
		'IDN domain listed in punycode',
		'user@yahóo.com',
		{ email: 'user@yahóo.com', domain: 'yahóo.com', disposable: true, format_valid: true },
		`${LIST} (xn--yaho-sqa.com, which punycode.js 2.3.1 decodes as yahóo.com; checked again in the test)`
	),
	answer('other listed domains', 'a@guerrillamail.com', { email: 'a@guerrillamail.com', domain: 'guerrillamail.com', disposable: true, format_valid: true }, LIST),
	answer('surrounding white space', '  a@yopmail.com ', { email: 'a@yopmail.com', domain: 'yopmail.com', disposable: true, format_valid: true }, `${LIST} (yopmail.com); input is trimmed`),
	answer('malformed address at a listed domain', 'not valid@10minutemail.com', { email: 'not valid@10minutemail.com', domain: '10minutemail.com', disposable: true, format_valid: false }, `${LIST} (10minutemail.com); RFC 5322 dot-atom has no spaces`),
	answer('no @', 'mailinator.com', { email: 'mailinator.com', domain: null, disposable: false, format_valid: false }, 'src/lib/ops/temporary-email/README.md: no domain without an @'),
	answer('nothing after the @', 'jane@', { email: 'jane@', domain: null, disposable: false, format_valid: false }, 'src/lib/ops/temporary-email/README.md: no domain without an @'),
	answer(
		'1,000 characters (the limit): 493 labels under a listed domain',
		`x@${'a.'.repeat(492)}mailinator.com`,
		{ email: `x@${'a.'.repeat(492)}mailinator.com`, domain: `${'a.'.repeat(492)}mailinator.com`, disposable: true, format_valid: false },
		`${LIST} (mailinator.com); a domain is at most 253 octets (RFC 1035 section 2.3.4), this one 998; src/lib/ops/temporary-email/README.md: at most 1,000 characters`
	),
	{
		name: 'email over 1,000 characters → 422',
		op: 'temporary-email',
		input: { email: `x@${'a.'.repeat(493)}mailinator.com` },
		expected: { status: 422, body: { detail: 'email: must be at most 1,000 characters, got 1,002', code: 'invalid_input' } },
		source: 'src/lib/ops/temporary-email/README.md: at most 1,000 characters'
	},
	{
		name: 'email missing → 422',
		op: 'temporary-email',
		input: {},
		expected: { status: 422, body: { detail: 'email: is required', code: 'invalid_input' } },
		source: DECISIONS
	}
];
