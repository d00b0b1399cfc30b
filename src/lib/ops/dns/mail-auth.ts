/**
 * SPF (RFC 7208), DMARC (RFC 7489) and MTA-STS (RFC 8461 section 3.1) records read from TXT
 * texts, and the common misconfigurations among them. Pure: the lookups are the operation's.
 */

/** Issue codes, their stable English wording (the API's `issues`) and how bad each is. */
export const ISSUES = {
	spf_missing: { severity: 'error', text: 'no SPF record' },
	spf_multiple: { severity: 'error', text: 'several SPF records: receivers answer permerror (RFC 7208 section 4.5)' },
	spf_syntax: { severity: 'error', text: 'the SPF record has a term that does not parse: receivers answer permerror' },
	spf_pass_all: { severity: 'error', text: 'SPF ends in +all: any host may send mail as the domain' },
	spf_neutral_all: { severity: 'warning', text: 'SPF ends in ?all: mail from any host is neutral, not refused' },
	spf_no_all: { severity: 'warning', text: 'SPF has neither an all mechanism nor a redirect: unlisted hosts get neutral' },
	spf_too_many_lookups: {
		severity: 'error',
		text: 'SPF has more than 10 DNS-querying terms (include, a, mx, ptr, exists, redirect): receivers answer permerror'
	},
	spf_ptr: { severity: 'warning', text: 'SPF uses the ptr mechanism, which should not be used (RFC 7208 section 5.5)' },
	dmarc_missing: { severity: 'error', text: 'no DMARC record' },
	dmarc_multiple: { severity: 'error', text: 'several DMARC records: receivers apply no DMARC policy' },
	dmarc_invalid_policy: { severity: 'error', text: 'the DMARC record has no valid p tag (none, quarantine or reject)' },
	dmarc_policy_none: { severity: 'warning', text: 'DMARC policy is p=none: failing mail is only reported, not refused' },
	dmarc_pct_partial: { severity: 'warning', text: 'DMARC pct is below 100: the policy applies to part of the failing mail' },
	dmarc_no_rua: { severity: 'warning', text: 'DMARC has no rua address: nobody receives aggregate reports' },
	dmarc_syntax: { severity: 'error', text: 'the DMARC record has a tag that does not parse' },
	mta_sts_missing: { severity: 'warning', text: 'no MTA-STS record' },
	mta_sts_multiple: { severity: 'error', text: 'several MTA-STS records: senders assume no policy' },
	mta_sts_invalid: { severity: 'error', text: 'the MTA-STS record is missing a valid id: senders assume no policy' }
} as const satisfies Record<string, { severity: 'error' | 'warning'; text: string }>;

export type IssueCode = keyof typeof ISSUES;

/** The code of an issue text (what the view translates), or null for text it does not know. */
export function issueCode(text: string): IssueCode | null {
	return (Object.keys(ISSUES) as IssueCode[]).find((code) => ISSUES[code].text === text) ?? null;
}

/** The SPF terms that cost a DNS query (RFC 7208 section 4.6.4), counted as written. */
export const SPF_LOOKUP_LIMIT = 10;
const SPF_QUERYING = new Set(['include', 'a', 'mx', 'ptr', 'exists', 'redirect']);

export interface Spf {
	record: string;
	/** Every directive as written (qualifier included), `all` among them, in order. */
	mechanisms: string[];
	/** Modifiers as written (`redirect=…`, `exp=…`, unknown ones). */
	modifiers: string[];
	/** The `all` mechanism as written (`-all`, `~all`, `?all`, `+all`, `all`), or null. */
	all: string | null;
	/** Terms that cost a DNS query (include, a, mx, ptr, exists, redirect), as written. */
	lookups: number;
}

/** RFC 7208 section 4.5: a record is SPF when it is exactly `v=spf1`, or starts with it and a space. */
export function isSpf(text: string): boolean {
	return /^v=spf1( |$)/i.test(text);
}

const IP4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** RFC 7208 section 7.1 domain-spec, loosely: macro text or a domain, no spaces, not empty. */
const DOMAIN_SPEC = /^[\x21-\x7e]+$/;
/** dual-cidr-length: `/n` for IPv4, `//n` for IPv6, or both (section 5.6). */
const DUAL_CIDR = /^(\/(3[0-2]|[12]?\d))?(\/\/(12[0-8]|1[01]\d|[1-9]?\d))?$/;

function isIp6(text: string): boolean {
	if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return false;
	const [head, tail] = text.split('::');
	const groups = [...(head ? head.split(':') : []), ...(tail ? tail.split(':') : [])];
	const last = groups.at(-1) ?? '';
	const v4Tail = last.includes('.');
	if (v4Tail && !IP4.test(last)) return false;
	const hex = v4Tail ? groups.slice(0, -1) : groups;
	if (!hex.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
	const count = hex.length + (v4Tail ? 2 : 0);
	return text.includes('::') ? count < 8 : count === 8;
}

/** Whether one directive parses (RFC 7208 section 12's mechanism grammar). */
function validMechanism(name: string, arg: string | undefined): boolean {
	switch (name) {
		case 'all':
			return arg === undefined;
		case 'include':
		case 'exists':
			return arg !== undefined && arg.startsWith(':') && DOMAIN_SPEC.test(arg.slice(1));
		case 'a':
		case 'mx': {
			if (arg === undefined) return true;
			const m = /^(:[^/]+)?(\/.*)?$/.exec(arg);
			return !!m && (m[1] === undefined || DOMAIN_SPEC.test(m[1].slice(1))) && DUAL_CIDR.test(m[2] ?? '');
		}
		case 'ptr':
			return arg === undefined || (arg.startsWith(':') && DOMAIN_SPEC.test(arg.slice(1)));
		case 'ip4': {
			const m = /^:([^/]+)(\/(3[0-2]|[12]?\d))?$/.exec(arg ?? '');
			return !!m && IP4.test(m[1]);
		}
		case 'ip6': {
			const m = /^:([^/]+)(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/.exec(arg ?? '');
			return !!m && isIp6(m[1]);
		}
		default:
			return false;
	}
}

/** One SPF record read term by term, and its problems (codes). */
export function parseSpf(record: string): { spf: Spf; issues: IssueCode[] } {
	const terms = record.split(' ').filter(Boolean).slice(1);
	const spf: Spf = { record, mechanisms: [], modifiers: [], all: null, lookups: 0 };
	const issues = new Set<IssueCode>();
	const seenModifiers = new Set<string>();
	for (const term of terms) {
		const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(term);
		if (modifier) {
			const name = modifier[1].toLowerCase();
			spf.modifiers.push(term);
			// Section 6: redirect and exp appear at most once each, with a domain-spec.
			if ((name === 'redirect' || name === 'exp') && (seenModifiers.has(name) || !DOMAIN_SPEC.test(modifier[2]))) issues.add('spf_syntax');
			seenModifiers.add(name);
			if (name === 'redirect') spf.lookups++;
			continue;
		}
		const directive = /^([+\-~?]?)([a-z][a-z0-9]*)(.*)$/i.exec(term);
		const name = directive?.[2].toLowerCase() ?? '';
		const arg = directive?.[3] === '' ? undefined : directive?.[3];
		spf.mechanisms.push(term);
		if (!directive || !validMechanism(name, arg)) {
			issues.add('spf_syntax');
			continue;
		}
		if (SPF_QUERYING.has(name)) spf.lookups++;
		if (name === 'ptr') issues.add('spf_ptr');
		if (name === 'all' && spf.all === null) spf.all = term;
	}
	if (spf.lookups > SPF_LOOKUP_LIMIT) issues.add('spf_too_many_lookups');
	const qualifier = spf.all?.length === 4 ? spf.all[0] : '+';
	if (spf.all !== null && qualifier === '+') issues.add('spf_pass_all');
	if (spf.all !== null && qualifier === '?') issues.add('spf_neutral_all');
	if (spf.all === null && !seenModifiers.has('redirect')) issues.add('spf_no_all');
	return { spf, issues: [...issues] };
}

export interface Dmarc {
	record: string;
	/** `p`: none, quarantine or reject; `none` when p is invalid but rua is valid (RFC 7489 section 6.6.3), else null. */
	policy: string | null;
	/** `sp`, or the policy when absent (section 6.3). */
	subdomain_policy: string | null;
	/** `pct`, 100 when absent. */
	pct: number;
	/** The `rua` URIs as written, in order. */
	rua: string[];
}

/** RFC 7489 section 6.6.3: records that do not start with `v=DMARC1` are discarded. */
export function isDmarc(text: string): boolean {
	return /^v\s*=\s*DMARC1\s*(;|$)/.test(text);
}

const POLICIES = new Set(['none', 'quarantine', 'reject']);

/** One DMARC record's tags (RFC 7489 section 6.4's grammar: `tag=value` pairs separated by `;`). */
export function parseDmarc(record: string): { dmarc: Dmarc; issues: IssueCode[] } {
	const issues = new Set<IssueCode>();
	const tags = new Map<string, string>();
	for (const part of record.split(';').map((p) => p.trim()).filter(Boolean)) {
		const m = /^([a-z][a-z0-9_]*)\s*=\s*(.*)$/i.exec(part);
		if (!m) {
			issues.add('dmarc_syntax');
			continue;
		}
		const tag = m[1].toLowerCase();
		if (!tags.has(tag)) tags.set(tag, m[2].trim());
	}
	const rua = (tags.get('rua') ?? '')
		.split(',')
		.map((u) => u.trim())
		.filter(Boolean);
	const validRua = rua.some((u) => /^[a-z][a-z0-9+.-]*:[^\s!]+(![0-9]+[kmgt]?)?$/i.test(u));
	const p = tags.get('p')?.toLowerCase();
	const sp = tags.get('sp')?.toLowerCase();
	let policy: string | null = p && POLICIES.has(p) ? p : null;
	if (policy === null || (sp !== undefined && !POLICIES.has(sp))) {
		issues.add('dmarc_invalid_policy');
		if (policy === null && validRua) policy = 'none';
	}
	let pct = 100;
	const pctText = tags.get('pct');
	if (pctText !== undefined) {
		if (/^\d{1,3}$/.test(pctText) && Number(pctText) <= 100) pct = Number(pctText);
		else issues.add('dmarc_syntax');
	}
	if (policy === 'none') issues.add('dmarc_policy_none');
	if (pct < 100) issues.add('dmarc_pct_partial');
	if (!validRua) issues.add('dmarc_no_rua');
	const subdomainPolicy = sp !== undefined && POLICIES.has(sp) ? sp : policy;
	return { dmarc: { record, policy, subdomain_policy: subdomainPolicy, pct, rua }, issues: [...issues] };
}

export interface MtaSts {
	record: string;
	/** `id`: 1 to 32 letters and digits; null when missing or malformed. */
	id: string | null;
}

/** RFC 8461 section 3.1: records that do not begin with `v=STSv1;` are discarded. */
export function isMtaSts(text: string): boolean {
	return /^v=STSv1;/.test(text);
}

/** One MTA-STS TXT record: `v=STSv1; id=…` with optional extensions (section 3.1's grammar). */
export function parseMtaSts(record: string): { mta_sts: MtaSts; issues: IssueCode[] } {
	const fields = record.split(';').map((f) => f.trim());
	const id = fields.map((f) => /^id=([a-zA-Z0-9]{1,32})$/.exec(f)?.[1]).find((v) => v !== undefined) ?? null;
	return { mta_sts: { record, id }, issues: id === null ? ['mta_sts_invalid'] : [] };
}

/** What `/email/auth` answers, from the TXT texts found at the domain, `_dmarc.` and `_mta-sts.`. */
export function assessMailAuth(texts: { spf: string[]; dmarc: string[]; mtaSts: string[] }): {
	spf: Spf | null;
	dmarc: Dmarc | null;
	mta_sts: MtaSts | null;
	issues: string[];
} {
	const codes: IssueCode[] = [];
	const spfRecords = texts.spf.filter(isSpf);
	const dmarcRecords = texts.dmarc.filter(isDmarc);
	const stsRecords = texts.mtaSts.filter(isMtaSts);

	let spf: Spf | null = null;
	if (spfRecords.length === 0) codes.push('spf_missing');
	else {
		if (spfRecords.length > 1) codes.push('spf_multiple');
		const parsed = parseSpf(spfRecords[0]);
		spf = parsed.spf;
		codes.push(...parsed.issues);
	}

	let dmarc: Dmarc | null = null;
	if (dmarcRecords.length === 0) codes.push('dmarc_missing');
	else {
		if (dmarcRecords.length > 1) codes.push('dmarc_multiple');
		const parsed = parseDmarc(dmarcRecords[0]);
		dmarc = parsed.dmarc;
		codes.push(...parsed.issues);
	}

	let mtaSts: MtaSts | null = null;
	if (stsRecords.length === 0) codes.push('mta_sts_missing');
	else {
		if (stsRecords.length > 1) codes.push('mta_sts_multiple');
		const parsed = parseMtaSts(stsRecords[0]);
		mtaSts = parsed.mta_sts;
		codes.push(...parsed.issues);
	}
	return { spf, dmarc, mta_sts: mtaSts, issues: codes.map((code) => ISSUES[code].text) };
}
