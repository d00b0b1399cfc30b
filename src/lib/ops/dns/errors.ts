import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); `reason` is the resolver's failure, a message of the shared catalog (`dns_*`: providers/dns.ts) or, from another resolver, its text. */
export const errors = catalog('dns', {
	unavailable: 'DNS lookups are not available: no DNS resolver is configured',
	lookup_failed: ({ name, type, reason }: { name: string; type: string; reason: string }) => `DNS lookup of ${name} ${type} failed: ${reason}`,
	ptr_address: 'for PTR, an IPv4 or IPv6 address',
	empty: 'is empty',
	characters: 'holds characters a domain name cannot hold',
	not_idn: 'is not a valid internationalised domain name',
	too_long: ({ max }: { max: number }) => `is longer than ${max} characters (in its ASCII form)`,
	empty_label: 'has an empty label (two dots in a row, or a leading dot)',
	long_label: ({ max }: { max: number }) => `has a label longer than ${max} characters`,
	label_characters: 'holds characters a domain name cannot hold (letters, digits, hyphens, underscores and dots)',
	bad_punycode: ({ label }: { label: string }) => `has a label that is not valid punycode (${label})`
});
