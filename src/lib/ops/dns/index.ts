import { z } from 'zod';
import { DNS_TYPES, type DnsAnswer, type DnsType } from '../_shared/dns.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation, type OperationContext } from '../../engine/define.js';
import { errorOf, wordsOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { assessMailAuth, isDmarc } from './mail-auth.js';
import { isInvalidTld, MAX_NAME, NameError, reverseName, toAsciiName } from './names.js';

// tldts (the Public Suffix List, for DMARC's organizational domain) loads on the first email-auth call.
const publicSuffixes = lazyModule(() => import('tldts'));

/** The longest `name` read: a 253-character ASCII name can be longer as Unicode text only in rare scripts, never 4×. */
export const MAX_NAME_INPUT = 1000;

/** One question to ctx.dns; `.invalid` names are NXDOMAIN without a query (RFC 6761 section 6.4); failures are a 502. */
async function ask(ctx: OperationContext, name: string, type: DnsType): Promise<DnsAnswer> {
	if (isInvalidTld(name)) return { status: 'NXDOMAIN', answers: [] };
	if (!ctx.dns) throw errors.error('unavailable', {}, { status: 502, code: 'upstream_not_configured' });
	try {
		return await ctx.dns.query(name, type);
	} catch (err) {
		// The resolver's words where it gave them (providers/dns.ts), so the app says the cause in its language.
		const reason = wordsOf(err) ?? (err instanceof Error ? err.message : String(err));
		throw errors.error('lookup_failed', { name, type, reason }, { status: 502, code: 'upstream_error' });
	}
}

function asciiOrThrow(field: string, text: string): string {
	try {
		return toAsciiName(text);
	} catch (err) {
		if (err instanceof NameError) throw errorOf(err.words, { field });
		throw err;
	}
}

const ttl = z.int().min(0).describe('Seconds the answer may be cached (RFC 2181 section 8)');
const record = z.union([
	z.object({ address: z.string().describe('A, AAAA'), ttl }),
	z.object({ priority: z.int(), exchange: z.string().describe('MX; "." is a null MX (RFC 7505)'), ttl }),
	z.object({ text: z.string().describe('TXT: the character-strings of one record joined without spaces (RFC 7208 section 3.3)'), ttl }),
	z.object({ priority: z.int(), weight: z.int(), port: z.int(), target: z.string().describe('SRV'), ttl }),
	z.object({ target: z.string().describe('NS, CNAME, PTR'), ttl }),
	z.object({
		mname: z.string(),
		rname: z.string().describe('SOA: the zone’s administrator mailbox, its first dot standing for @'),
		serial: z.int(),
		refresh: z.int(),
		retry: z.int(),
		expire: z.int(),
		minimum: z.int(),
		ttl
	}),
	z.object({ flags: z.int(), tag: z.string(), value: z.string().describe('CAA (RFC 8659)'), ttl })
]);

export const dnsLookup = defineOperation({
	id: 'dns',
	group: 'web',
	title: 'DNS lookup',
	summary: 'Asks DNS for a name’s A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, SRV or PTR records, with their TTLs and whether the name exists.',
	keywords: ['dns', 'lookup', 'dig', 'nslookup', 'a record', 'mx record', 'txt record', 'cname', 'reverse dns', 'ptr', 'ttl', 'nameserver'],
	method: 'POST',
	path: '/dns',
	runs: 'server',
	cost: 'light',
	service: 'dns',
	input: z.object({
		name: stringOfAtMost(MAX_NAME_INPUT)
			.describe(
				`A domain name (internationalised names are sent in punycode; at most ${MAX_NAME} characters in ASCII, labels of at most 63); for PTR an IPv4 or IPv6 address`
			)
			.meta(formHints({ monospace: true, placeholder: 'example.com' })),
		type: z.enum(DNS_TYPES).default('A').describe('The record type; default A')
	}),
	output: z.object({
		name: z.string().describe('The name asked, in ASCII without the trailing dot (for PTR the in-addr.arpa / ip6.arpa name)'),
		type: z.enum(DNS_TYPES),
		status: z.enum(['NOERROR', 'NXDOMAIN', 'NODATA']).describe('NOERROR with answers; NXDOMAIN: no such name; NODATA: the name exists without records of this type'),
		answers: z.array(record).describe('Records of the asked type in the order the server gave them (a CNAME the resolver followed is not listed: ask for CNAME to see it)')
	}),
	errors: [
		{
			status: 422,
			when: `\`name\` missing, not a domain name (labels of letters, digits, hyphens and underscores), longer than ${MAX_NAME} characters in ASCII or with a label over 63; for PTR not an IP address; \`type\` not one of the ten`
		},
		{ status: 502, when: 'the DNS server timed out (3 s), failed (SERVFAIL), refused the query, answered another error or could not be reached' }
	],
	examples: [
		{ name: 'Mail servers of a domain', input: { name: 'gmail.com', type: 'MX' } },
		{ name: 'IPv6 addresses', input: { name: 'wikipedia.org', type: 'AAAA' } },
		{ name: 'Reverse lookup of an address', input: { name: '8.8.8.8', type: 'PTR' } },
		{ name: 'Certificate authorities allowed (CAA)', input: { name: 'google.com', type: 'CAA' } }
	],
	async run({ name, type }, ctx) {
		let asked: string;
		if (type === 'PTR') {
			const reverse = reverseName(name);
			if (reverse === null) throw errors.error('ptr_address', {}, { field: 'name' });
			asked = reverse;
		} else asked = asciiOrThrow('name', name);
		const answer = await ask(ctx, asked, type);
		return { name: asked, type, status: answer.status, answers: answer.answers };
	}
});

const spfOut = z.object({
	record: z.string(),
	mechanisms: z.array(z.string()).describe('Every directive as written, with its qualifier, `all` included'),
	modifiers: z.array(z.string()).describe('Modifiers as written: redirect=, exp=, others'),
	all: z.string().nullable().describe('The all mechanism with its qualifier as written (-all, ~all, ?all, +all), or null'),
	lookups: z.int().describe('Terms that cost a DNS query (include, a, mx, ptr, exists, redirect), counted as written; RFC 7208 allows 10')
});
const dmarcOut = z.object({
	record: z.string(),
	domain: z.string().describe('Where the record was found: _dmarc.<domain>, or _dmarc.<organizational domain> (RFC 7489 section 6.6.3)'),
	policy: z.string().nullable().describe('p: none, quarantine or reject (none when p is invalid but rua is valid, else null)'),
	subdomain_policy: z.string().nullable().describe('sp, or the policy when absent'),
	pct: z.int().describe('pct, 100 when absent'),
	rua: z.array(z.string()).describe('Aggregate report URIs as written')
});

export const emailAuth = defineOperation({
	id: 'email-auth',
	group: 'web',
	title: 'Mail domain authentication',
	summary: 'Reads a domain’s SPF, DMARC and MTA-STS records and lists common misconfigurations: no SPF, +all, too many lookups, DMARC p=none, no reports.',
	keywords: ['spf', 'dmarc', 'mta-sts', 'email authentication', 'spf check', 'dmarc check', 'email deliverability', 'spoofing', 'txt record', 'mail domain'],
	method: 'POST',
	path: '/email/auth',
	runs: 'server',
	cost: 'light',
	service: 'dns',
	input: z.object({
		domain: stringOfAtMost(MAX_NAME_INPUT)
			.describe(`A mail domain (internationalised names in punycode; at most ${MAX_NAME} characters in ASCII)`)
			.meta(formHints({ monospace: true, placeholder: 'example.com' }))
	}),
	output: z.object({
		domain: z.string().describe('The domain asked, in ASCII'),
		spf: spfOut.nullable().describe('The SPF record at the domain (the first, when there are several), or null'),
		dmarc: dmarcOut.nullable().describe('The DMARC record, or null'),
		mta_sts: z.object({ record: z.string(), id: z.string().nullable() }).nullable().describe('The MTA-STS TXT record at _mta-sts.<domain>, or null'),
		issues: z.array(z.string()).describe('Misconfigurations found, in stable wording (src/lib/ops/dns/README.md lists them)')
	}),
	errors: [
		{ status: 422, when: `\`domain\` missing or not a domain name (as for /dns: ${MAX_NAME} characters in ASCII, labels of at most 63)` },
		{ status: 502, when: 'one of the TXT lookups failed: timeout (3 s), SERVFAIL, refused, unreachable server' }
	],
	examples: [
		{ name: 'A large mail provider', input: { domain: 'gmail.com' } },
		{ name: 'A domain that sends no mail', input: { domain: 'example.com' } }
	],
	prepare: publicSuffixes.load,
	async run({ domain }, ctx) {
		const ascii = asciiOrThrow('domain', domain);
		const texts = (a: DnsAnswer) => a.answers.map((r) => (r as { text: string }).text);
		const [spf, dmarcHere, mtaSts] = await Promise.all([
			ask(ctx, ascii, 'TXT'),
			ask(ctx, `_dmarc.${ascii}`, 'TXT'),
			ask(ctx, `_mta-sts.${ascii}`, 'TXT')
		]);
		// RFC 7489 section 6.6.3: no record at the domain → the organizational domain's (public suffix list).
		let dmarcDomain = `_dmarc.${ascii}`;
		let dmarcTexts = texts(dmarcHere);
		const organizational = publicSuffixes.get().getDomain(ascii);
		if (!dmarcTexts.some(isDmarc) && organizational && organizational !== ascii) {
			dmarcDomain = `_dmarc.${organizational}`;
			dmarcTexts = texts(await ask(ctx, dmarcDomain, 'TXT'));
		}
		const assessed = assessMailAuth({ spf: texts(spf), dmarc: dmarcTexts, mtaSts: texts(mtaSts) });
		return {
			domain: ascii,
			spf: assessed.spf,
			dmarc: assessed.dmarc && { ...assessed.dmarc, domain: dmarcDomain },
			mta_sts: assessed.mta_sts,
			issues: assessed.issues
		};
	}
});

export const operations = [dnsLookup, emailAuth];
