import type { OperationCase } from '../cases.js';

/**
 * Cases whose answer does not depend on DNS, so they replay the same in unit tests (no
 * resolver), over HTTP (the server's resolver, offline in CI) and anywhere else: malformed
 * addresses (no lookup is made) and well-formed ones at RFC 6761 `.invalid` names, which have no
 * MX by definition (no query is sent either). Lookups themselves are tested in
 * email-validation.test.ts with a fake resolver, and src/lib/server/providers/dns.test.ts
 * against a local DNS server.
 */
const CONTRACT = 'docs/spec/utility-api.md 2.14 and section 4 (/email-validation: 422 when `email` missing)';
const RFC3696 = 'RFC 3696 section 3 (with erratum 246), domain replaced by the RFC 6761 .invalid name';
const WIKIPEDIA = 'Wikipedia "Email address", section Examples, invalid addresses (as of 2024)';

/** Not an address, or not a valid one: 200, every check false, no lookup. */
function malformed(name: string, email: string, source: string, echoed = email): OperationCase {
	return {
		name,
		op: 'email-validation',
		input: { email },
		expected: {
			status: 200,
			body: { email: echoed, valid: false, checks: { format: false, mx: false, role: false }, mx_records: [], suggestion: null }
		},
		source
	};
}

/** A well-formed address at a `.invalid` name: format true, mx false (no MX by RFC 6761 §6.4). */
function wellFormed(name: string, email: string, role: boolean, source: string, echoed = email): OperationCase {
	return {
		name,
		op: 'email-validation',
		input: { email },
		expected: {
			status: 200,
			body: { email: echoed, valid: false, checks: { format: true, mx: false, role }, mx_records: [], suggestion: null }
		},
		source
	};
}

function invalid(name: string, input: unknown, detail: string, source: string): OperationCase {
	return { name, op: 'email-validation', input, expected: { status: 422, body: { detail, code: 'invalid_input' } }, source };
}

export const cases: OperationCase[] = [
	// RFC 3696 §3 valid forms (the backslash forms outside quotes are corrected by erratum 246).
	wellFormed('quoted local part holding @', '"Abc@def"@example.invalid', false, RFC3696),
	wellFormed('quoted local part holding a space', '"Fred Bloggs"@example.invalid', false, RFC3696),
	wellFormed('quoted local part with an escaped backslash', '"Joe.\\\\Blow"@example.invalid', false, RFC3696),
	wellFormed('slash and equals sign', 'customer/department=shipping@example.invalid', false, RFC3696),
	wellFormed('leading dollar sign', '$A12345@example.invalid', false, RFC3696),
	wellFormed('bang and percent', '!def!xyz%abc@example.invalid', false, RFC3696),
	wellFormed('leading underscore', '_somename@example.invalid', false, RFC3696),
	// Role accounts (RFC 2142 names; case-insensitive; a +tag sub-address is ignored).
	wellFormed('RFC 2142 role, any case', 'PostMaster@example.invalid', true, 'RFC 2142 section 4 (POSTMASTER)'),
	wellFormed('role with a +tag', 'support+tickets@example.invalid', true, 'RFC 2142 section 4 (SUPPORT); RFC 5233 sub-address'),
	wellFormed('personal address is not a role', 'jane.doe@example.invalid', false, 'src/lib/ops/email-validation/README.md role list'),
	// IDN domain and UTF-8 local part (RFC 6531/6532); surrounding white space is trimmed.
	wellFormed('IDN domain', 'info@bücher.invalid', true, 'RFC 5890 U-label; bücher → xn--bcher-kva (RFC 3492 encoding)'),
	wellFormed('UTF-8 local part (EAI)', 'δοκιμή@παράδειγμα.invalid', false, 'RFC 6532 section 3.2 (UTF8-non-ascii in atext)'),
	wellFormed('surrounding white space', '  jane@example.invalid\n', false, 'src/lib/ops/email-validation/README.md: input is trimmed', 'jane@example.invalid'),
	// Length limits, hand counted: 64 = 'a' × 64 (RFC 5321 §4.5.3.1.1).
	wellFormed('local part of 64 octets', `${'a'.repeat(64)}@example.invalid`, false, 'RFC 5321 section 4.5.3.1.1: local part up to 64 octets'),
	malformed('local part of 65 octets', `${'a'.repeat(65)}@example.invalid`, 'RFC 5321 section 4.5.3.1.1: local part up to 64 octets'),
	malformed('label of 64 characters', `jane@${'a'.repeat(64)}.invalid`, 'RFC 1035 section 2.3.4: labels up to 63 octets'),
	// Malformed addresses.
	malformed('no @', 'Abc.example.com', WIKIPEDIA),
	malformed('several @ outside quotes', 'A@b@c@example.com', WIKIPEDIA),
	malformed('specials outside quotes', 'a"b(c)d,e:f;g<h>i[j\\k]l@example.com', WIKIPEDIA),
	malformed('quotes not around the whole local part', 'just"not"right@example.com', WIKIPEDIA),
	malformed('space and backslash outside quotes', 'this is"not\\allowed@example.com', WIKIPEDIA),
	malformed('underscore in the domain', 'i_like_underscore@but_its_not_allowed_in_this_part.example.com', WIKIPEDIA),
	malformed('emoji in the local part', 'QA🍫CHOCOLATE@example.com', `${WIKIPEDIA} (icons are not letters)`),
	malformed('consecutive dots in the local part', 'john..doe@example.com', 'RFC 5322 section 3.2.3 dot-atom'),
	malformed('leading dot in the local part', '.john@example.com', 'RFC 5322 section 3.2.3 dot-atom'),
	malformed('trailing dot in the local part', 'john.@example.com', 'RFC 5322 section 3.2.3 dot-atom'),
	malformed('backslash escape outside quotes', 'Abc\\@def@example.com', 'RFC 3696 erratum 246: quoted pairs only inside quotes'),
	malformed('domain without a dot', 'admin@mailserver1', 'src/lib/ops/email-validation/README.md: a domain needs at least two labels'),
	malformed('domain with a leading hyphen', 'jane@-example.com', 'RFC 952 / RFC 1123 section 2.1 host names'),
	malformed('domain with a trailing hyphen', 'jane@example-.com', 'RFC 952 / RFC 1123 section 2.1 host names'),
	malformed('domain ending in a dot', 'jane@example.com.', 'RFC 5321 section 4.1.2 Domain (no trailing dot)'),
	malformed('address literal', 'jane@[192.0.2.1]', 'src/lib/ops/email-validation/README.md: address literals are refused'),
	malformed('IPv4 address as domain', 'jane@192.0.2.1', 'RFC 1123 section 2.1: a top-level label is not numeric'),
	malformed('empty local part', '@example.com', 'RFC 5321 section 4.1.2 Local-part'),
	malformed('empty string', '', 'RFC 5321 section 4.1.2 Mailbox'),
	malformed('empty quoted local part', '""@example.com', 'src/lib/ops/email-validation/README.md: a quoted local part holds at least one character'),
	malformed(
		'1,000 characters (the limit): a domain of 998 octets',
		`x@${'a.'.repeat(493)}example.comm`,
		'RFC 1035 section 2.3.4: a domain is at most 253 octets; src/lib/ops/email-validation/README.md: at most 1,000 characters'
	),
	// 422
	invalid('email missing', {}, 'email: is required', CONTRACT),
	invalid('email not a string', { email: 42 }, 'email: must be a string', `${CONTRACT}; email is a string`),
	invalid('email null', { email: null }, 'email: must be a string', `${CONTRACT}; email is a string`),
	invalid(
		'email over 1,000 characters',
		{ email: `x@${'a.'.repeat(494)}example.com` },
		'email: must be at most 1,000 characters, got 1,001',
		'src/lib/ops/email-validation/README.md: at most 1,000 characters'
	)
];
