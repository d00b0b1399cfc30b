/**
 * The offline part of e-mail validation: format, role address and typo suggestion. Pure and
 * browser-safe; the MX lookup is the caller's (the operation asks ctx.resolveMx).
 */
import { parseAddress } from './format.js';

/**
 * Local parts that name a function rather than a person. RFC 2142 (Mailbox names for common
 * services, roles and functions) gives info, marketing, sales, support, abuse, noc, security,
 * postmaster, hostmaster, usenet, news, webmaster, www, uucp, ftp; the rest are the shared
 * inboxes and automated senders in common use.
 */
export const ROLE_ACCOUNTS: ReadonlySet<string> = new Set([
	// RFC 2142
	'info', 'marketing', 'sales', 'support', 'abuse', 'noc', 'security', 'postmaster', 'hostmaster',
	'usenet', 'news', 'webmaster', 'www', 'uucp', 'ftp',
	// administration and automated senders
	'admin', 'administrator', 'root', 'sysadmin', 'mailer-daemon', 'daemon', 'noreply', 'no-reply',
	'no_reply', 'donotreply', 'do-not-reply', 'do_not_reply', 'bounce', 'bounces', 'notifications',
	'notification', 'alerts', 'newsletter', 'list', 'listserv', 'majordomo',
	// shared inboxes
	'contact', 'contactus', 'contact-us', 'hello', 'hi', 'help', 'helpdesk', 'office', 'team', 'staff',
	'billing', 'accounts', 'accounting', 'finance', 'invoices', 'payments', 'orders', 'service',
	'services', 'customerservice', 'customer-service', 'feedback', 'enquiries', 'enquiry', 'inquiries',
	'inquiry', 'careers', 'jobs', 'hr', 'recruiting', 'press', 'media', 'pr', 'legal', 'privacy',
	'compliance', 'dpo', 'it', 'dev', 'devnull', 'all', 'everyone', 'mail', 'email', 'reception'
]);

/**
 * Whether the local part is a role account: compared in lower case after dropping a `+tag`
 * sub-address (`support+billing` is `support`). Quoted local parts are never role accounts.
 */
export function isRoleAccount(local: string): boolean {
	if (local.startsWith('"')) return false;
	const base = local.toLowerCase().split('+', 1)[0];
	return ROLE_ACCOUNTS.has(base);
}

/**
 * Real mail domains. An address at one of these is never given a suggestion. Those of 8 or more
 * characters are also the targets of typo suggestions; shorter ones (qq.com, gmx.de, me.com …)
 * are not, because too many real domains lie one edit away from them. Regional variants are
 * listed so that, e.g., yahoo.ca is not "corrected" to yahoo.com.
 */
export const COMMON_DOMAINS: readonly string[] = [
	// most used first: ties in distance go to the earlier entry
	'gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'icloud.com', 'aol.com', 'live.com',
	'msn.com', 'googlemail.com', 'protonmail.com', 'proton.me', 'mail.com', 'gmx.com', 'gmx.net',
	'gmx.de', 'web.de', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', '126.com', 'zoho.com',
	'fastmail.com', 'me.com', 'mac.com', 'ymail.com', 'rocketmail.com', 'comcast.net', 'verizon.net',
	'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net', 'charter.net', 'earthlink.net',
	'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es', 'hotmail.ca',
	'outlook.fr', 'outlook.de', 'outlook.es', 'outlook.it', 'live.co.uk', 'live.fr', 'live.de',
	'live.nl', 'live.ca', 'live.it', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.it', 'yahoo.es',
	'yahoo.ca', 'yahoo.cn', 'yahoo.co.jp', 'yahoo.co.in', 'yahoo.com.br', 'yahoo.com.ar',
	'yahoo.com.mx', 'yahoo.com.au', 'btinternet.com', 'virginmedia.com', 'sky.com', 'orange.fr',
	'free.fr', 'sfr.fr', 'laposte.net', 'wanadoo.fr', 'libero.it', 'virgilio.it', 'alice.it',
	't-online.de', 'freenet.de', 'gmx.at', 'gmx.ch', 'mail.de', 'posteo.de', 'mailbox.org',
	'email.com', 'seznam.cz', 'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl', 'yandex.com', 'ya.ru',
	'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru', 'ukr.net', 'uol.com.br', 'bol.com.br',
	'terra.com.br', 'ig.com.br', 'naver.com', 'daum.net', 'hanmail.net', 'sina.com', 'sohu.com',
	'yeah.net', 'rediffmail.com', 'bigpond.com', 'shaw.ca', 'rogers.com', 'telus.net',
	'tutanota.com', 'tuta.io', 'hey.com', 'hushmail.com', 'fastmail.fm', 'pm.me', 'protonmail.ch'
];

/** Suggestions target only domains this long or longer (see COMMON_DOMAINS). */
export const MIN_TARGET_LENGTH = 8;

/** Typos of the generic top-level domains; none of these is a delegated TLD. */
export const TLD_TYPOS: Readonly<Record<string, string>> = {
	con: 'com', cmo: 'com', ocm: 'com', vom: 'com', xom: 'com', cpm: 'com', comm: 'com', coom: 'com',
	'c0m': 'com', nte: 'net', ner: 'net', ogr: 'org', rog: 'org'
};

const KNOWN = new Set(COMMON_DOMAINS);
const TARGETS = COMMON_DOMAINS.filter((d) => d.length >= MIN_TARGET_LENGTH);

/**
 * Optimal string alignment distance (Damerau-Levenshtein where a transposed pair counts as one
 * edit and is not edited again): gmial → gmail is 1. Gives up past `max` (returns max + 1).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
	if (Math.abs(a.length - b.length) > max) return max + 1;
	let prevPrev: number[] = [];
	let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const row = [i];
		let best = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
			row.push(d);
			if (d < best) best = d;
		}
		if (best > max) return max + 1;
		prevPrev = prev;
		prev = row;
	}
	return Math.min(prev[b.length], max + 1);
}

/**
 * The corrected domain for a likely typo, or null. Rule: a domain in COMMON_DOMAINS is kept;
 * otherwise the closest target of COMMON_DOMAINS (at least 8 characters) within edit distance 1,
 * or 2 when the target has 10 or more characters, wins (ties: the earlier, more used entry);
 * failing that, a top-level typo from TLD_TYPOS is fixed (`example.con` → `example.com`).
 */
export function suggestDomain(asciiDomain: string): string | null {
	if (KNOWN.has(asciiDomain)) return null;
	let best: string | null = null;
	let bestDistance = Infinity;
	for (const target of TARGETS) {
		const max = target.length >= 10 ? 2 : 1;
		const d = editDistance(asciiDomain, target, max);
		if (d <= max && d < bestDistance) {
			best = target;
			bestDistance = d;
		}
	}
	if (best) return best;
	const dot = asciiDomain.lastIndexOf('.');
	const fixed = TLD_TYPOS[asciiDomain.slice(dot + 1)];
	return fixed ? `${asciiDomain.slice(0, dot)}.${fixed}` : null;
}

/**
 * Special-use names that have no MX by definition, so no query is sent: `.invalid` and
 * `.localhost` (RFC 6761 §6.4, §6.3: resolution APIs answer them negatively themselves) and
 * `.onion` (RFC 7686 §2: resolvers answer NXDOMAIN).
 */
export function isNoMailSpecialUse(asciiDomain: string): boolean {
	return /\.(invalid|localhost|onion)$/.test(asciiDomain);
}

/** Everything the operation can say without the network. */
export interface OfflineChecks {
	/** The address as checked: the input without surrounding white space. */
	email: string;
	format: boolean;
	role: boolean;
	suggestion: string | null;
	/** The ASCII domain to look up, or null when no lookup is needed (bad format, special-use name). */
	lookupDomain: string | null;
}

/** Format, role and suggestion for an address; pure, runs anywhere. */
export function checkOffline(input: string): OfflineChecks {
	const email = input.trim();
	const parsed = parseAddress(email);
	if (!parsed || !parsed.valid) {
		return { email, format: false, role: false, suggestion: null, lookupDomain: null };
	}
	const ascii = parsed.asciiDomain!;
	const domain = suggestDomain(ascii);
	return {
		email,
		format: true,
		role: isRoleAccount(parsed.local),
		suggestion: domain ? `${parsed.local}@${domain}` : null,
		lookupDomain: isNoMailSpecialUse(ascii) ? null : ascii
	};
}
