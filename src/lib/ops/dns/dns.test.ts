import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import type { DnsAnswer, DnsResolver, DnsType } from '../_shared/dns.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { dnsLookup, emailAuth, operations } from './index.js';
import { assessMailAuth, ISSUES, issueCode, parseDmarc, parseMtaSts, parseSpf } from './mail-auth.js';
import { NameError, reverseName, toAsciiName } from './names.js';

describe('dns cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('names', () => {
	it('reverses addresses as RFC 1035 and RFC 3596 show', () => {
		// RFC 1035 section 3.5: 10.2.0.52 is 52.0.2.10.IN-ADDR.ARPA.
		expect(reverseName('10.2.0.52')).toBe('52.0.2.10.in-addr.arpa');
		// RFC 3596 section 2.5: 4321:0:1:2:3:4:567:89ab.
		expect(reverseName('4321:0:1:2:3:4:567:89ab')).toBe('b.a.9.8.7.6.5.0.4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.1.2.3.4.ip6.arpa');
		expect(reverseName('::ffff:192.0.2.1')).toBe(reverseName('0:0:0:0:0:ffff:c000:201'));
		for (const bad of ['example.com', '256.1.1.1', '1.2.3', '1::2::3', '1:2:3:4:5:6:7:8:9', 'fe80::1%eth0', '']) expect(reverseName(bad), bad).toBeNull();
	});

	const PYTHON = process.env.REFERENCE_PYTHON ?? 'python3';
	const HAS_PYTHON = (() => {
		try {
			execFileSync(PYTHON, ['-c', 'import ipaddress'], { stdio: 'ignore' });
			return true;
		} catch {
			return false;
		}
	})();
	it.runIf(HAS_PYTHON)("agrees with Python's ipaddress reverse_pointer on random addresses", () => {
		const addresses = fc.sample(fc.oneof(fc.ipV4(), fc.ipV6()), 300);
		const script = 'import sys, json, ipaddress\nprint(json.dumps([ipaddress.ip_address(a).reverse_pointer for a in json.load(sys.stdin)]))';
		const theirs: string[] = JSON.parse(execFileSync(PYTHON, ['-c', script], { input: JSON.stringify(addresses) }).toString());
		addresses.forEach((a, i) => expect(reverseName(a), a).toBe(theirs[i]));
	});

	it('never throws anything but NameError, and what it returns is a valid name', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.domain(), fc.string({ unit: 'binary', maxLength: 80 })), (text) => {
				try {
					const name = toAsciiName(text);
					expect(name.length).toBeLessThanOrEqual(253);
					for (const label of name.split('.')) expect(label).toMatch(/^[a-z0-9_-]{1,63}$/);
					// The ASCII form is a fixed point.
					expect(toAsciiName(name)).toBe(name);
				} catch (err) {
					expect(err).toBeInstanceOf(NameError);
				}
			}),
			{ numRuns: 500 }
		);
	});
});

describe('SPF (RFC 7208)', () => {
	it('reads the examples of Appendix A.1', () => {
		// Every record of A.1, and what sections 5.1 and 5.5 say of +all and ptr.
		const lookups: Record<string, [number, string[]]> = {
			'v=spf1 +all': [0, ['spf_pass_all']],
			'v=spf1 a -all': [1, []],
			'v=spf1 a:example.org -all': [1, []],
			'v=spf1 mx -all': [1, []],
			'v=spf1 mx:example.org -all': [1, []],
			'v=spf1 mx mx:example.org -all': [2, []],
			'v=spf1 mx/30 mx:example.org/30 -all': [2, []],
			'v=spf1 ptr -all': [1, ['spf_ptr']],
			'v=spf1 ip4:192.0.2.128/28 -all': [0, []]
		};
		for (const [record, [count, issues]] of Object.entries(lookups)) {
			const parsed = parseSpf(record);
			expect(parsed.spf.lookups, record).toBe(count);
			expect(parsed.issues, record).toEqual(issues);
			expect(parsed.spf.mechanisms, record).toEqual(record.split(' ').slice(1));
			expect(parsed.spf.all, record).toBe(record.split(' ').at(-1));
		}
	});

	it('counts querying terms as written, redirect included (section 4.6.4), and flags more than 10', () => {
		const eleven = `v=spf1 ${Array.from({ length: 10 }, (_, i) => `include:_spf${i}.example.com`).join(' ')} redirect=_spf.example.com`;
		const parsed = parseSpf(eleven);
		expect(parsed.spf.lookups).toBe(11);
		expect(parsed.spf.modifiers).toEqual(['redirect=_spf.example.com']);
		expect(parsed.issues).toEqual(['spf_too_many_lookups']);
		expect(parseSpf(`v=spf1 ${Array.from({ length: 10 }, () => 'a').join(' ')} -all`).issues).toEqual([]);
	});

	it('flags ?all, a missing all, and terms that do not parse (section 12 grammar)', () => {
		expect(parseSpf('v=spf1 mx ?all').issues).toEqual(['spf_neutral_all']);
		expect(parseSpf('v=spf1 mx').issues).toEqual(['spf_no_all']);
		expect(parseSpf('v=spf1 redirect=_spf.example.com').issues).toEqual([]);
		expect(parseSpf('v=spf1 all').issues).toEqual(['spf_pass_all']);
		for (const bad of ['v=spf1 ip4:192.0.2.300 -all', 'v=spf1 ip4:192.0.2.0/33 -all', 'v=spf1 include -all', 'v=spf1 foo -all', 'v=spf1 ip6:2001:db8::/129 -all', 'v=spf1 redirect=a.example redirect=b.example']) {
			expect(parseSpf(bad).issues, bad).toContain('spf_syntax');
		}
		expect(parseSpf('v=spf1 ip6:2001:db8::/32 ip6:::ffff:192.0.2.1 a//64 mx:example.org/24//64 ~all').issues).toEqual([]);
	});

	it('never throws on arbitrary text, and names only known issues', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 300 }), fc.array(fc.constantFrom('a', 'mx', 'ip4:', '/', ':', '=', '+', '-all', ' ', 'include:', 'redirect=')), (text, bits) => {
				for (const record of [`v=spf1 ${text}`, `v=spf1 ${bits.join('')}`]) {
					const { spf, issues } = parseSpf(record);
					expect(spf.record).toBe(record);
					for (const code of issues) expect(ISSUES[code]).toBeDefined();
				}
			})
		);
	});
});

describe('DMARC (RFC 7489)', () => {
	it('reads the examples of Appendix B.2', () => {
		// B.2.1: monitoring only.
		expect(parseDmarc('v=DMARC1; p=none; rua=mailto:dmarc-feedback@example.com')).toEqual({
			dmarc: { record: 'v=DMARC1; p=none; rua=mailto:dmarc-feedback@example.com', policy: 'none', subdomain_policy: 'none', pct: 100, rua: ['mailto:dmarc-feedback@example.com'] },
			issues: ['dmarc_policy_none']
		});
		// B.2.4: quarantine a quarter of failing mail, two report URIs, one with a size limit.
		const b24 = 'v=DMARC1; p=quarantine; rua=mailto:dmarc-feedback@example.com,mailto:tld-test@thirdparty.example.net!10m; pct=25';
		expect(parseDmarc(b24)).toEqual({
			dmarc: { record: b24, policy: 'quarantine', subdomain_policy: 'quarantine', pct: 25, rua: ['mailto:dmarc-feedback@example.com', 'mailto:tld-test@thirdparty.example.net!10m'] },
			issues: ['dmarc_pct_partial']
		});
	});

	it('takes sp for subdomains, falls back to none without a valid p when rua is valid (section 6.6.3), flags no rua', () => {
		expect(parseDmarc('v=DMARC1; p=reject; sp=quarantine; rua=mailto:d@example.com').dmarc.subdomain_policy).toBe('quarantine');
		expect(parseDmarc('v=DMARC1; p=bogus; rua=mailto:d@example.com')).toMatchObject({ dmarc: { policy: 'none' }, issues: ['dmarc_invalid_policy', 'dmarc_policy_none'] });
		expect(parseDmarc('v=DMARC1; p=bogus')).toMatchObject({ dmarc: { policy: null, subdomain_policy: null }, issues: ['dmarc_invalid_policy', 'dmarc_no_rua'] });
		expect(parseDmarc('v=DMARC1; p=reject').issues).toEqual(['dmarc_no_rua']);
		expect(parseDmarc('v=DMARC1; p=reject; pct=101; rua=mailto:d@example.com').issues).toEqual(['dmarc_syntax']);
	});

	it('never throws on arbitrary text', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 300 }), (text) => {
				const { dmarc, issues } = parseDmarc(`v=DMARC1; ${text}`);
				expect(dmarc.pct).toBeGreaterThanOrEqual(0);
				expect(dmarc.pct).toBeLessThanOrEqual(100);
				for (const code of issues) expect(ISSUES[code]).toBeDefined();
			})
		);
	});
});

describe('MTA-STS (RFC 8461) and the whole assessment', () => {
	it('reads the TXT example of section 3.1', () => {
		expect(parseMtaSts('v=STSv1; id=20160831085700Z;')).toEqual({ mta_sts: { record: 'v=STSv1; id=20160831085700Z;', id: '20160831085700Z' }, issues: [] });
		expect(parseMtaSts('v=STSv1;')).toEqual({ mta_sts: { record: 'v=STSv1;', id: null }, issues: ['mta_sts_invalid'] });
		expect(parseMtaSts(`v=STSv1; id=${'a'.repeat(33)}`).mta_sts.id).toBeNull();
	});

	it('discards records of other kinds and flags several of one kind', () => {
		const out = assessMailAuth({
			spf: ['google-site-verification=abc', 'v=spf1 -all', 'v=spf1 +all', 'v=spf10 -all'],
			dmarc: ['v=DMARC1; p=reject; rua=mailto:a@example.com', 'v=DMARC1; p=none'],
			mtaSts: ['v=STSv1; id=1', 'v=STSv1 id=2']
		});
		expect(out.spf?.record).toBe('v=spf1 -all');
		expect(out.dmarc?.policy).toBe('reject');
		expect(out.mta_sts).toEqual({ record: 'v=STSv1; id=1', id: '1' });
		expect(out.issues).toEqual([ISSUES.spf_multiple.text, ISSUES.dmarc_multiple.text]);
		expect(out.issues.map(issueCode)).toEqual(['spf_multiple', 'dmarc_multiple']);
	});

	it('never throws, and every issue text maps back to its code', () => {
		fc.assert(
			fc.property(fc.array(fc.string({ maxLength: 80 }), { maxLength: 4 }), fc.array(fc.string({ maxLength: 80 }), { maxLength: 4 }), fc.array(fc.string(), { maxLength: 3 }), (spf, dmarc, sts) => {
				const out = assessMailAuth({ spf: spf.map((s) => `v=spf1 ${s}`), dmarc: dmarc.map((d) => `v=DMARC1;${d}`), mtaSts: sts.map((s) => `v=STSv1;${s}`) });
				for (const text of out.issues) expect(issueCode(text)).not.toBeNull();
			})
		);
	});
});

/** A resolver answering from a table (the server side is tested against a real DNS server elsewhere). */
function fakeDns(table: Record<string, string[]>, failing: string[] = []): DnsResolver & { asked: string[] } {
	const asked: string[] = [];
	return {
		asked,
		async query(name: string, type: DnsType): Promise<DnsAnswer> {
			asked.push(`${name} ${type}`);
			if (failing.includes(name)) throw new Error('the DNS server failed to answer (SERVFAIL)');
			const texts = Object.hasOwn(table, name) ? table[name] : undefined; // a name such as "__proto__" is not in the table
			if (!texts) return { status: 'NXDOMAIN', answers: [] };
			return { status: texts.length ? 'NOERROR' : 'NODATA', answers: texts.map((text) => ({ ttl: 60, text })) };
		}
	};
}

describe('the operations with a resolver in their context', () => {
	const now = () => Date.now();

	it('/email/auth asks the three names and falls back to the organizational domain for DMARC', async () => {
		const dns = fakeDns({
			'mail.example.co.uk': ['v=spf1 include:_spf.example.co.uk ~all'],
			'_dmarc.example.co.uk': ['v=DMARC1; p=reject; rua=mailto:d@example.co.uk'],
			'_mta-sts.mail.example.co.uk': ['v=STSv1; id=20260101T000000']
		});
		const result = await executeOperation(emailAuth, { domain: 'Mail.Example.co.uk' }, { now, dns });
		expect(result).toEqual({
			status: 200,
			body: {
				domain: 'mail.example.co.uk',
				spf: { record: 'v=spf1 include:_spf.example.co.uk ~all', mechanisms: ['include:_spf.example.co.uk', '~all'], modifiers: [], all: '~all', lookups: 1 },
				dmarc: { record: 'v=DMARC1; p=reject; rua=mailto:d@example.co.uk', domain: '_dmarc.example.co.uk', policy: 'reject', subdomain_policy: 'reject', pct: 100, rua: ['mailto:d@example.co.uk'] },
				mta_sts: { record: 'v=STSv1; id=20260101T000000', id: '20260101T000000' },
				issues: []
			}
		});
		expect(dns.asked.sort()).toEqual(['_dmarc.example.co.uk TXT', '_dmarc.mail.example.co.uk TXT', '_mta-sts.mail.example.co.uk TXT', 'mail.example.co.uk TXT']);
	});

	it('answers 502 with the resolver’s reason when a lookup fails, and when no resolver is configured', async () => {
		const { status, body } = await executeOperation(emailAuth, { domain: 'example.com' }, { now, dns: fakeDns({}, ['_dmarc.example.com']) });
		expect({ status, body }).toEqual({
			status: 502,
			body: { detail: 'DNS lookup of _dmarc.example.com TXT failed: the DNS server failed to answer (SERVFAIL)', code: 'upstream_error' }
		});
		const unconfigured = await executeOperation(dnsLookup, { name: 'example.com' }, { now });
		expect({ status: unconfigured.status, body: unconfigured.body }).toEqual({
			status: 502,
			body: { detail: 'DNS lookups are not available: no DNS resolver is configured', code: 'upstream_not_configured' }
		});
	});

	it('/dns asks PTR at the reverse name and passes answers through', async () => {
		const dns: DnsResolver = { query: async (name, type) => ({ status: 'NOERROR', answers: [{ ttl: 5, target: `${name}-${type}` }] }) };
		const result = await executeOperation(dnsLookup, { name: '2001:db8::1', type: 'PTR' }, { now, dns });
		const reverse = '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa';
		expect(result).toEqual({ status: 200, body: { name: reverse, type: 'PTR', status: 'NOERROR', answers: [{ ttl: 5, target: `${reverse}-PTR` }] } });
	});

	it('never answers 500 for any input', async () => {
		const dns = fakeDns({});
		await fc.assert(
			fc.asyncProperty(fc.oneof(fc.string(), fc.domain(), fc.ipV4(), fc.ipV6(), fc.anything()), fc.constantFrom('A', 'PTR', 'TXT', 'ANY', 7), async (name, type) => {
				const a = await executeOperation(dnsLookup, { name, type }, { now, dns });
				const b = await executeOperation(emailAuth, { domain: name }, { now, dns });
				expect([200, 422]).toContain(a.status);
				expect([200, 422]).toContain(b.status);
			}),
			{ numRuns: 200 }
		);
	});
});
