import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { hasOpenssl, KEYS, makeCertificate, openssl, opensslFields, scratch, type MadeCertificate } from '../../../../tests/unit/openssl-x509.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { escapeValue } from './names.js';
import { MAX_PEM, x509 } from './index.js';

const DAY = 86_400_000;
/** What the API answers: the status and the body (the result's message ids are the app's). */
const run = async (input: unknown, now = Date.now()) => {
	const { status, body } = await executeOperation(x509, input, { now: () => now });
	return { status, body };
};

describe('x509 cases (replayed through executeOperation)', () => {
	replayCases(cases, [x509]);
});

/**
 * Certificates of every key type the contract names, made by openssl now; each answer must equal
 * what `openssl x509` reads from the same file (subject and issuer with `-nameopt RFC2253`).
 */
describe.skipIf(!hasOpenssl())('against openssl', () => {
	let dir: string;
	let ca: MadeCertificate;
	beforeAll(() => {
		dir = scratch();
		ca = makeCertificate(dir, 'ca', {
			key: 'rsa-2048',
			subject: '/C=BR/ST=São Paulo/O=Exemplo\\, Ltda./OU=#1 team; <ops> "a"/CN=Test Root CA ',
			days: 3650,
			ext: ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign']
		});
	});

	const compare = async (made: MadeCertificate, now = Date.now()) => {
		const expected = opensslFields(made.cert);
		const result = await run({ pem: made.pem }, now);
		expect(result.status, JSON.stringify(result.body)).toBe(200);
		expect(result.body).toEqual({ kind: 'certificate', ...expected, days_remaining: Math.floor((Date.parse(expected.not_after) - now) / DAY) });
		return result.body as Record<string, unknown>;
	};

	it('an RSA 2048 CA with an escaped, non-ASCII subject', async () => {
		const body = await compare(ca);
		expect(body.is_ca).toBe(true);
		expect(body.public_key).toEqual({ algorithm: 'RSA', size: 2048 });
		expect(body.subject).toBe(body.issuer);
	});

	it('an EC P-256 leaf signed by the CA, with DNS, IPv4, IPv6, e-mail and URI names', async () => {
		const leaf = makeCertificate(dir, 'p256', {
			key: 'ec-p256',
			subject: '/CN=www.example.test',
			ca,
			ext: ['basicConstraints=CA:FALSE', 'subjectAltName=DNS:www.example.test,DNS:*.example.test,IP:192.0.2.7,IP:2001:db8::1:0:0:5,email:ops@example.test,URI:https://example.test/ca'],
			serial: '0x00ff0102'
		});
		const body = await compare(leaf);
		expect(body.is_ca).toBe(false);
		expect(body.public_key).toEqual({ algorithm: 'EC', size: 256, curve: 'P-256' });
		expect(body.signature_algorithm).toBe('sha256WithRSAEncryption');
		expect(body.serial_number).toBe('ff0102');
	});

	it.each([
		['ec-p384', 'sha384'],
		['ec-p521', 'sha512'],
		['ed25519', undefined],
		['ed448', undefined]
	] as const)('a self-signed %s certificate', async (key, digest) => {
		const made = makeCertificate(dir, key, { key, subject: `/O=Utilkit tests/CN=${key}.example.test`, digest, ext: [`subjectAltName=DNS:${key}.example.test`] });
		await compare(made);
	});

	it('an expired certificate: days_remaining counts down past zero', async () => {
		const made = makeCertificate(dir, 'short', { key: 'ec-p256', subject: '/CN=short.example.test', days: 1 });
		const notAfter = Date.parse(opensslFields(made.cert).not_after);
		const later = notAfter + 3 * DAY + 1000;
		const body = await compare(made, later);
		expect(body.days_remaining).toBe(-4);
		const daysAt = async (now: number) => ((await run({ pem: made.pem }, now)).body as { days_remaining: number }).days_remaining;
		expect(await daysAt(notAfter + 1000)).toBe(-1);
		expect(await daysAt(notAfter - 1000)).toBe(0);
		expect(await daysAt(notAfter - DAY - 1000)).toBe(1);
	});

	it('base64 DER gives the same answer as PEM; a chain file gives its first certificate', async () => {
		const leaf = makeCertificate(dir, 'der', { key: 'ec-p256', subject: '/CN=der.example.test', ca, ext: ['subjectAltName=DNS:der.example.test'] });
		openssl(['x509', '-in', leaf.cert, '-outform', 'DER', '-out', path.join(dir, 'der.der')]);
		const der = fs.readFileSync(path.join(dir, 'der.der'));
		const now = Date.now();
		const fromPem = await run({ pem: leaf.pem }, now);
		expect(await run({ pem: der.toString('base64').replace(/(.{64})/g, '$1\n') }, now)).toEqual(fromPem);
		expect(await run({ pem: `subject=…\n${leaf.pem}\n${ca.pem}` }, now)).toEqual(fromPem);
	});

	it('a private key is not a certificate', async () => {
		const key = fs.readFileSync(path.join(dir, 'ca.key'), 'utf8');
		const result = await run({ pem: key });
		expect(result).toEqual({ status: 422, body: { detail: 'pem: holds no certificate: found a PRIVATE KEY block, expected CERTIFICATE (or CERTIFICATE REQUEST, X509 CRL)', code: 'invalid_input' } });
	});
});

describe('limits and bad input', () => {
	it(`answers 422 over ${MAX_PEM} characters, naming the limit`, async () => {
		const result = await run({ pem: 'A'.repeat(MAX_PEM + 1) });
		expect(result.status).toBe(422);
		expect((result.body as { detail: string }).detail).toBe(`pem: must be at most 65,536 characters, got 65,537`);
	});

	it.each([
		['empty', '', 'pem: must not be empty'],
		['not base64', 'hello, world', 'pem: neither PEM (-----BEGIN CERTIFICATE-----) nor base64 DER'],
		['an unterminated block', '-----BEGIN CERTIFICATE-----\nMIIB', 'pem: PEM text without a complete -----BEGIN CERTIFICATE----- … -----END CERTIFICATE----- block (or CERTIFICATE REQUEST, X509 CRL)']
	])('%s → 422 naming pem', async (_, pem, detail) => {
		expect((await run({ pem })).body).toMatchObject({ detail });
	});

	it('base64 of bytes that are no certificate → 422 naming pem', async () => {
		const result = await run({ pem: btoa('not a certificate at all') });
		expect(result.status).toBe(422);
		expect((result.body as { detail: string }).detail).toMatch(/^pem: not an X\.509 certificate \(/);
	});
});

describe('RFC 4514 escaping', () => {
	// RFC 4514 section 2.4's rules, written out case by case.
	it.each([
		['Exemplo, Ltda.', 'Exemplo\\, Ltda.'],
		['#1', '\\#1'],
		[' lead', '\\ lead'],
		['trail ', 'trail\\ '],
		['a+b;c<d>e"f\\g', 'a\\+b\\;c\\<d\\>e\\"f\\\\g'],
		['nul\0', 'nul\\00'],
		['São Paulo', 'São Paulo']
	])('%j → %j', (value, escaped) => expect(escapeValue(value)).toBe(escaped));
});

describe('properties', () => {
	it('any text answers 200 or 422, never anything else', async () => {
		await fc.assert(
			fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.uint8Array({ maxLength: 300 }).map((b) => btoa(String.fromCharCode(...b)))), async (pem) => {
				const { status } = await run({ pem });
				expect([200, 422]).toContain(status);
			}),
			fuzzParameters()
		);
	});

	it('a real certificate with any byte changed answers 200 or 422, and 200 keeps the fields typed', async () => {
		const der = Uint8Array.from(atob((cases[0].input as { pem: string }).pem.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));
		await fc.assert(
			fc.asyncProperty(fc.nat(der.length - 1), fc.integer({ min: 1, max: 255 }), async (at, xor) => {
				const bytes = der.slice();
				bytes[at] ^= xor;
				const result = await run({ pem: btoa(String.fromCharCode(...bytes)) });
				expect([200, 422]).toContain(result.status);
				if (result.status === 200) expect(x509.output.safeParse(result.body).error).toBeUndefined();
			}),
			fuzzParameters(2)
		);
	});

	it('days_remaining falls by one for each day the clock moves on', async () => {
		const pem = (cases[0].input as { pem: string }).pem;
		await fc.assert(
			fc.asyncProperty(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: 5000 }), async (now, days) => {
				const a = (await run({ pem }, now)).body as { days_remaining: number };
				const b = (await run({ pem }, now + days * DAY)).body as { days_remaining: number };
				expect(a.days_remaining - b.days_remaining).toBe(days);
			}),
			fuzzParameters()
		);
	});
});

/**
 * Requests and revocation lists made by openssl now: each answer must say what `openssl req
 * -verify -subject` and `openssl crl -text` say of the same file.
 */
describe.skipIf(!hasOpenssl())('CSRs and CRLs against openssl', () => {
	let dir: string;
	beforeAll(() => {
		dir = scratch();
	});

	it.each(['rsa-2048', 'ec-p256', 'ec-p384', 'ed25519'] as const)('a %s request with alternative names', async (keyType) => {
		const csr = path.join(dir, `${keyType}.csr`);
		openssl(['req', '-new', '-utf8', ...KEYS[keyType], '-nodes', '-keyout', path.join(dir, `${keyType}.key`), '-out', csr, '-subj', '/C=BR/O=Exemplo, Ltda./CN=req.example', '-addext', 'subjectAltName=DNS:req.example,IP:192.0.2.9,URI:https://req.example/']);
		const subject = /^subject=(.*)$/m.exec(openssl(['req', '-in', csr, '-noout', '-verify', '-subject', '-nameopt', 'RFC2253,-esc_msb']))![1];
		const text = openssl(['req', '-in', csr, '-noout', '-text']);
		const sans = /X509v3 Subject Alternative Name: ?\n\s+(.*)$/m
			.exec(text)![1]
			.split(', ')
			.map((name) => name.replace(/^IP Address:/, 'IP:'));
		const result = await run({ pem: fs.readFileSync(csr, 'utf8') });
		expect(result.body).toMatchObject({ kind: 'csr', subject, san: sans, signature_valid: true, signature_algorithm: /Signature Algorithm: (\S+)/.exec(text)![1] });
	});

	it('a CRL revoking a serial for each reason openssl writes', async () => {
		const reasons = ['unspecified', 'keyCompromise', 'CACompromise', 'affiliationChanged', 'superseded', 'cessationOfOperation', 'certificateHold', 'removeFromCRL'];
		const ca = makeCertificate(dir, 'crl-ca', { key: 'ec-p256', subject: '/C=BR/O=Exemplo/CN=CRL Test CA', days: 30, ext: ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign'] });
		fs.mkdirSync(path.join(dir, 'db'), { recursive: true });
		fs.writeFileSync(path.join(dir, 'db/index.txt'), '');
		fs.writeFileSync(path.join(dir, 'db/crlnumber'), '01\n');
		const config = path.join(dir, 'ca.cnf');
		fs.writeFileSync(config, `[ca]\ndefault_ca = t\n[t]\ndatabase = ${dir}/db/index.txt\ncrlnumber = ${dir}/db/crlnumber\ncertificate = ${ca.cert}\nprivate_key = ${ca.key}\ndefault_md = sha256\ndefault_crl_days = 7\n`);
		for (const [i, reason] of reasons.entries()) {
			const leaf = makeCertificate(dir, `revoked-${i}`, { key: 'ec-p256', subject: `/CN=revoked${i}.example`, ca, serial: `0x${(0x1000 + i).toString(16)}` });
			openssl(['ca', '-config', config, '-revoke', leaf.cert, '-crl_reason', reason]);
		}
		const crl = path.join(dir, 'list.crl');
		openssl(['ca', '-config', config, '-gencrl', '-out', crl]);
		const text = openssl(['crl', '-in', crl, '-noout', '-text', '-nameopt', 'RFC2253']);
		const dates = (label: string) => new Date(/^\s*(.*)$/.exec(new RegExp(`${label}: (.*)$`, 'm').exec(text)![1])![1] + '').toISOString().replace('.000Z', 'Z');
		// openssl's words for each reason (crypto/x509/v3_enum.c) → RFC 5280's names.
		const words: Record<string, string> = { Unspecified: 'unspecified', 'Key Compromise': 'keyCompromise', 'CA Compromise': 'cACompromise', 'Affiliation Changed': 'affiliationChanged', Superseded: 'superseded', 'Cessation Of Operation': 'cessationOfOperation', 'Certificate Hold': 'certificateHold', 'Remove From CRL': 'removeFromCRL' };
		const revoked = [...text.matchAll(/Serial Number: (\S+)\n\s+Revocation Date: (.*)\n(?:\s+CRL entry extensions:\n\s+X509v3 CRL Reason Code: ?\n\s+(.*)\n)?/g)].map((m) => ({
			serial_number: m[1].toLowerCase(),
			revocation_date: new Date(m[2]).toISOString().replace('.000Z', 'Z'),
			reason: m[3] ? words[m[3].trim()] : null
		}));
		expect(revoked).toHaveLength(reasons.length);
		const result = await run({ pem: fs.readFileSync(crl, 'utf8') });
		expect(result.body).toEqual({
			kind: 'crl',
			issuer: /Issuer: (.*)$/m.exec(text)![1],
			this_update: dates('Last Update'),
			next_update: dates('Next Update'),
			revoked,
			signature_algorithm: 'ecdsa-with-SHA256'
		});
	});
});
