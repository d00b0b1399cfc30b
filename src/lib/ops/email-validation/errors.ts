import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); `reason` is the resolver's failure, a message of the shared catalog (`dns_*`: providers/dns.ts) or, from another resolver, its text. */
export const errors = catalog('email-validation', {
	unavailable: 'MX lookup is not available: no DNS resolver is configured',
	lookup_failed: ({ domain, reason }: { domain: string; reason: string }) => `MX lookup for ${domain} failed: ${reason}`
});
