/**
 * Disposable (temporary) e-mail domains. The list is the `disposable-email-domains` community
 * blocklist as packaged by `disposable-email-domains-js` (CC0-1.0), imported from the package so
 * that a dependency update refreshes it. The JSON array arrives with this module's chunk (the
 * worker loads a module only when its tool is used); its Set is built once, on first use.
 */
import blocklist from 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json' with { type: 'json' };
import { splitAddress, toAsciiDomain } from '../email-validation/format.js';

let listed: Set<string> | undefined;

/** Whether the list names exactly this (lower-case) domain. */
export function isListed(domain: string): boolean {
	listed ??= new Set(blocklist as string[]);
	return listed.has(domain);
}

/** How many domains the list holds. */
export function listSize(): number {
	return (blocklist as string[]).length;
}

/**
 * A domain as compared: lower case, surrounding white space and one trailing dot (the DNS root)
 * removed. Null when nothing is left.
 */
export function normaliseDomain(domain: string): string | null {
	const d = domain.trim().toLowerCase().replace(/\.$/, '');
	return d === '' ? null : d;
}

/**
 * Whether a normalised domain, or any domain it is under, is listed: `mail.mailinator.com` is
 * disposable because `mailinator.com` is. Checked in the form given and in its punycode form
 * (`yahóo.com` is listed as `xn--yaho-sqa.com`).
 */
export function isDisposableDomain(domain: string): boolean {
	const forms = new Set([domain]);
	const ascii = toAsciiDomain(domain);
	if (ascii) forms.add(ascii);
	for (const form of forms) {
		const labels = form.split('.');
		for (let i = 0; i < labels.length; i++) {
			if (isListed(labels.slice(i).join('.'))) return true;
		}
	}
	return false;
}

/** The domain part of an address (after its last `@`), normalised; null when there is none. */
export function domainOf(address: string): string | null {
	const parts = splitAddress(address);
	return parts ? normaliseDomain(parts.domain) : null;
}
