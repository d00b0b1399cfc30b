import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import type { OperationContext } from '../../engine/define.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { checkOffline, COMMON_DOMAINS, editDistance, isRoleAccount, ROLE_ACCOUNTS, suggestDomain } from './email-validation.js';
import { isValidAddress, isValidLocalPart, parseAddress, toAsciiDomain } from './format.js';
import { operations } from './index.js';

const op = operations[0];
type Mx = { priority: number; exchange: string };
/** What the API answers: the status and the body (the result's message ids are the app's). */
const run = async (input: unknown, ctx: Partial<OperationContext> = {}) => {
	const { status, body } = await executeOperation(op, input, { now: () => 0, ...ctx });
	return { status, body };
};

describe('reference cases', () => replayCases(cases, operations));

describe('the operation', () => {
	it('is the contract 2.14 endpoint, run on the server (MX needs DNS)', () => {
		expect(operations.map(({ id, method, path, runs, group }) => ({ id, method, path, runs, group }))).toEqual([
			{ id: 'email-validation', method: 'POST', path: '/email-validation', runs: 'server', group: 'validation' }
		]);
	});

	it('reports MX records sorted by priority; valid when format and MX pass', async () => {
		const resolveMx = vi.fn(async (): Promise<Mx[]> => [
			{ priority: 20, exchange: 'alt1.gmail-smtp-in.l.google.com' },
			{ priority: 5, exchange: 'gmail-smtp-in.l.google.com' },
			{ priority: 20, exchange: 'alt0.gmail-smtp-in.l.google.com' }
		]);
		expect(await run({ email: 'Jane.Doe@Gmail.com' }, { resolveMx })).toEqual({
			status: 200,
			body: {
				email: 'Jane.Doe@Gmail.com',
				valid: true,
				checks: { format: true, mx: true, role: false },
				mx_records: [
					{ priority: 5, exchange: 'gmail-smtp-in.l.google.com' },
					{ priority: 20, exchange: 'alt0.gmail-smtp-in.l.google.com' },
					{ priority: 20, exchange: 'alt1.gmail-smtp-in.l.google.com' }
				],
				suggestion: null
			}
		});
		expect(resolveMx).toHaveBeenCalledWith('gmail.com');
	});

	it('has mx false and valid false when the domain has no MX records', async () => {
		const body = (await run({ email: 'admin@nomail.example' }, { resolveMx: async () => [] })).body;
		expect(body).toEqual({
			email: 'admin@nomail.example',
			valid: false,
			checks: { format: true, mx: false, role: true },
			mx_records: [],
			suggestion: null
		});
	});

	it('treats an RFC 7505 null MX as no mail, and shows it with "." as exchange', async () => {
		const body = (await run({ email: 'jane@example.com' }, { resolveMx: async () => [{ priority: 0, exchange: '' }] })).body;
		expect(body).toMatchObject({ valid: false, checks: { mx: false }, mx_records: [{ priority: 0, exchange: '.' }] });
	});

	it('looks up the punycode form of an IDN domain', async () => {
		const resolveMx = vi.fn(async (): Promise<Mx[]> => [{ priority: 10, exchange: 'mx.xn--bcher-kva.de' }]);
		const result = await run({ email: 'kontakt@Bücher.de' }, { resolveMx });
		expect(resolveMx).toHaveBeenCalledWith('xn--bcher-kva.de');
		expect(result.body).toMatchObject({ email: 'kontakt@Bücher.de', valid: true, checks: { format: true, mx: true } });
	});

	it('sends no query for a malformed address or a special-use name', async () => {
		const resolveMx = vi.fn(async (): Promise<Mx[]> => [{ priority: 10, exchange: 'mx.example.com' }]);
		for (const email of ['not an address', 'jane@example', 'jane@host.invalid', 'jane@host.localhost', 'jane@abc.onion']) {
			const result = await run({ email }, { resolveMx });
			expect(result.status, email).toBe(200);
			expect(result.body, email).toMatchObject({ valid: false, checks: { mx: false }, mx_records: [] });
		}
		expect(resolveMx).not.toHaveBeenCalled();
	});

	it('suggests the corrected address alongside the lookup of the domain as typed', async () => {
		const resolveMx = vi.fn(async (): Promise<Mx[]> => []);
		expect((await run({ email: 'jane@gmial.com' }, { resolveMx })).body).toMatchObject({ valid: false, suggestion: 'jane@gmail.com' });
		expect(resolveMx).toHaveBeenCalledWith('gmial.com');
	});

	it('answers 502 naming the cause when the lookup cannot be made', async () => {
		const resolveMx = async (): Promise<Mx[]> => {
			throw new Error('the DNS server did not answer within 3 s');
		};
		expect(await run({ email: 'jane@example.com' }, { resolveMx })).toEqual({
			status: 502,
			body: { detail: 'MX lookup for example.com failed: the DNS server did not answer within 3 s', code: 'upstream_error' }
		});
	});

	it('answers 502 rather than a made-up mx: false when no resolver is wired', async () => {
		expect(await run({ email: 'jane@example.com' })).toEqual({
			status: 502,
			body: { detail: 'MX lookup is not available: no DNS resolver is configured', code: 'upstream_not_configured' }
		});
	});

	it('keeps the offline logic free of Node built-ins and I/O (it must run in a browser)', () => {
		for (const file of ['format.ts', 'email-validation.ts', 'index.ts']) {
			const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
			expect(source, file).not.toMatch(/from '(node:|fs|path|dns|net)/);
		}
	});
});

describe('format', () => {
	// Wikipedia "Email address", Examples, valid addresses (as of 2024), except those our rules
	// refuse on purpose: admin@example (one label) and address literals.
	const WIKIPEDIA_VALID = [
		'simple@example.com',
		'very.common@example.com',
		'FirstName.LastName@EasierReading.org',
		'x@example.com',
		'long.email-address-with-hyphens@and.subdomains.example.com',
		'user.name+tag+sorting@example.com',
		'name/surname@example.com',
		'example@s.example',
		'" "@example.org',
		'"john..doe"@example.org',
		'mailhost!username@example.org',
		'"very.(),:;<>[]\\".VERY.\\"very@\\\\ \\"very\\".unusual"@strange.example.com',
		'user%example.com@example.org',
		'user-@example.org'
	];
	it.each(WIKIPEDIA_VALID)('accepts %s', (email) => expect(isValidAddress(email)).toBe(true));

	// RFC 3696 section 3, as corrected by erratum 246 (quoted forms instead of bare backslashes).
	const RFC3696_VALID = [
		'"Abc\\@def"@example.com',
		'"Fred\\ Bloggs"@example.com',
		'"Joe.\\\\Blow"@example.com',
		'"Abc@def"@example.com',
		'"Fred Bloggs"@example.com',
		'customer/department=shipping@example.com',
		'$A12345@example.com',
		'!def!xyz%abc@example.com',
		'_somename@example.com'
	];
	it.each(RFC3696_VALID)('accepts RFC 3696 %s', (email) => expect(isValidAddress(email)).toBe(true));

	const INVALID = [
		'admin@example',
		'postmaster@[123.123.123.123]',
		'postmaster@[IPv6:2001:0db8:85a3:0000:0000:8a2e:0370:7334]',
		'jane@example..com',
		'jane@.example.com',
		'jane@exa mple.com',
		'jane@example.com/path',
		'jane@example.com:25',
		'jane@%65xample.com',
		'jane@example.c_m',
		'jane doe@example.com',
		'"unterminated@example.com',
		'"bad"quote"@example.com',
		'"tab\there"@example.com',
		'jane@xn--zz.com',
		'jane@example.123',
		'jane@0x7f.1'
	];
	it.each(INVALID)('refuses %s', (email) => expect(isValidAddress(email)).toBe(false));

	it('counts the local part in UTF-8 octets (64 at most)', () => {
		expect(isValidLocalPart('é'.repeat(32))).toBe(true); // 32 × 2 octets = 64
		expect(isValidLocalPart('é'.repeat(32) + 'a')).toBe(false); // 65 octets
		expect(isValidLocalPart(`"${'a'.repeat(62)}"`)).toBe(true); // quotes count: 64
		expect(isValidLocalPart(`"${'a'.repeat(63)}"`)).toBe(false);
	});

	it('limits a domain to 253 characters and a label to 63', () => {
		const label63 = 'a'.repeat(63);
		const domain253 = [label63, label63, label63, 'b'.repeat(57), 'com'].join('.'); // 63*3 + 57 + 3 + 4 dots = 253
		expect(domain253).toHaveLength(253);
		expect(parseAddress(`a@${domain253}`)?.asciiDomain).toBe(domain253); // the domain itself is fine
		expect(parseAddress(`a@${domain253}`)?.valid).toBe(false); // but 1 + 1 + 253 = 255 octets in all
	});

	it('limits the whole address to 254 octets (RFC 5321 path minus brackets)', () => {
		const label63 = 'a'.repeat(63);
		const domain252 = [label63, label63, label63, 'b'.repeat(56), 'com'].join('.');
		expect(domain252).toHaveLength(252);
		expect(isValidAddress(`a@${domain252}`)).toBe(true); // 1 + 1 + 252 = 254
		expect(isValidAddress(`ab@${domain252}`)).toBe(false); // 255
		const domain254 = [label63, label63, label63, 'b'.repeat(58), 'com'].join('.');
		expect(parseAddress(`a@${domain254}`)?.asciiDomain).toBeNull();
		expect(isValidAddress(`a@${label63}.com`)).toBe(true);
		expect(isValidAddress(`a@${label63}a.com`)).toBe(false);
	});

	it('converts IDN domains to punycode for the checks (IDNA / UTS #46)', () => {
		// Published encodings: bücher → xn--bcher-kva, münchen → xn--mnchen-3ya (RFC 3492 Punycode).
		expect(toAsciiDomain('Bücher.DE')).toBe('xn--bcher-kva.de');
		expect(toAsciiDomain('münchen.de')).toBe('xn--mnchen-3ya.de');
		expect(toAsciiDomain('EXAMPLE.com')).toBe('example.com');
		expect(toAsciiDomain('xn--zz.com')).toBeNull(); // not decodable punycode
		expect(toAsciiDomain('a/b.com')).toBeNull();
		expect(toAsciiDomain('user@b.com')).toBeNull();
		expect(toAsciiDomain('%41.com')).toBeNull();
		expect(isValidAddress('jane@münchen.de')).toBe(true);
		expect(isValidAddress('jane@-münchen.de')).toBe(false);
	});
});

describe('role accounts', () => {
	it.each([...ROLE_ACCOUNTS])('%s is a role account', (local) => expect(isRoleAccount(local)).toBe(true));

	it('ignores case and a +tag; quoted and personal local parts are not roles', () => {
		expect(isRoleAccount('Admin')).toBe(true);
		expect(isRoleAccount('NO-REPLY+2024')).toBe(true);
		expect(isRoleAccount('"admin"')).toBe(false);
		expect(isRoleAccount('administrators')).toBe(false);
		expect(isRoleAccount('jane.doe')).toBe(false);
		expect(isRoleAccount('info.jane')).toBe(false);
	});

	it('reports role false for a malformed address', () => {
		expect(checkOffline('admin@@example.com').role).toBe(false);
	});
});

describe('suggestions', () => {
	it.each([
		['gmial.com', 'gmail.com'],
		['gamil.com', 'gmail.com'],
		['gmai.com', 'gmail.com'],
		['gmail.co', 'gmail.com'],
		['gmail.con', 'gmail.com'],
		['gmail.cmo', 'gmail.com'],
		['gmail.cm', 'gmail.com'],
		['hotmal.com', 'hotmail.com'],
		['hotmial.com', 'hotmail.com'],
		['hotmail.co', 'hotmail.com'],
		['hotamil.con', 'hotmail.com'],
		['yaho.com', 'yahoo.com'],
		['yahooo.com', 'yahoo.com'],
		['outlok.com', 'outlook.com'],
		['outllok.com', 'outlook.com'],
		['iclod.com', 'icloud.com'],
		['icluod.com', 'icloud.com'],
		['googlemial.com', 'googlemail.com'],
		['protonmial.com', 'protonmail.com'],
		['example.con', 'example.com'],
		['example.cmo', 'example.com'],
		['company.co.uk.con', 'company.co.uk.com'],
		['acme.ogr', 'acme.org'],
		['acme.nte', 'acme.net']
	])('%s → %s', (typo, fixed) => {
		expect(suggestDomain(typo)).toBe(fixed);
		expect(checkOffline(`Jane.Doe@${typo}`).suggestion).toBe(`Jane.Doe@${fixed}`);
	});

	it.each([
		'gmail.com', 'gmx.de', 'gmx.at', 'yahoo.ca', 'yahoo.de', 'email.com', 'mail.de', 'mail.com', 'ao.com',
		'example.com', 'acme.cm', 'qq.com', 'me.com', 'mac.com', 'company.com', 'live.ca', 'hotmail.de', 'web.de',
		'gmail.com.br', 'tmail.com.cn', 'university.edu'
	])('no suggestion for %s', (domain) => expect(suggestDomain(domain)).toBeNull());

	it('never suggests for a listed domain', () => {
		for (const domain of COMMON_DOMAINS) expect(suggestDomain(domain), domain).toBeNull();
	});

	it('has no suggestion for a malformed address', () => {
		expect(checkOffline('jane doe@gmial.com').suggestion).toBeNull();
	});
});

describe('editDistance (optimal string alignment)', () => {
	/** The textbook recurrence (Wikipedia "Damerau-Levenshtein distance", OSA), unbounded. */
	function reference(a: string, b: string): number {
		const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
		for (let i = 1; i <= a.length; i++) {
			for (let j = 1; j <= b.length; j++) {
				const cost = a[i - 1] === b[j - 1] ? 0 : 1;
				d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
				if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
			}
		}
		return d[a.length][b.length];
	}

	it('gives the known values', () => {
		expect(editDistance('gmial', 'gmail')).toBe(1); // one transposition
		expect(editDistance('kitten', 'sitting')).toBe(3); // the classic Levenshtein example
		expect(editDistance('ca', 'abc')).toBe(3); // OSA, where unrestricted Damerau-Levenshtein gives 2
		expect(editDistance('', 'abc')).toBe(3);
	});

	it('agrees with the textbook recurrence, and its early exit only ever says "more than max"', () => {
		let seed = 42;
		const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
		const word = () => Array.from({ length: Math.floor(rand() * 9) }, () => 'abc.'[Math.floor(rand() * 4)]).join('');
		for (let n = 0; n < 2000; n++) {
			const [a, b] = [word(), word()];
			const exact = reference(a, b);
			expect(editDistance(a, b), `${a} ${b}`).toBe(exact);
			for (const max of [0, 1, 2]) expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(exact, max + 1));
		}
	});
});
