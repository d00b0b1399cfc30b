import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { isValidAddress } from '../email-validation/format.js';

// The disposable-domain list (about 8,900 names) loads on the first call, not with the registry.
const list = lazyModule(() => import('./disposable.js'));

/**
 * Longest `email` read, in characters: an address is at most 254 octets (RFC 5321 section
 * 4.5.3.1.3), so this leaves room for pasted white space. Every domain a domain is under is
 * looked up, which costs the square of its labels: unbounded, a 1 MiB body held minutes of it.
 */
export const MAX_EMAIL = 1000;

export const temporaryEmail = defineOperation({
	id: 'temporary-email',
	group: 'validation',
	title: 'Temporary email check',
	summary: 'Tells whether an e-mail address belongs to a disposable (temporary) e-mail service.',
	keywords: ['email', 'e-mail', 'disposable', 'temporary', 'throwaway', 'burner', 'temp mail', 'spam', 'signup'],
	method: 'GET',
	path: '/temporary-email',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		email: stringOfAtMost(MAX_EMAIL).describe(`The address to check; surrounding white space is ignored; at most ${MAX_EMAIL.toLocaleString('en-US')} characters`)
	}),
	output: z.object({
		email: z.string(),
		domain: z.string().nullable().describe('The part after the last @, lower case, without a trailing dot; null when there is none'),
		disposable: z.boolean().describe('The domain, or a domain it is under, is on the disposable-domain list'),
		format_valid: z.boolean().describe('The address is syntactically valid (the rules of /email-validation)')
	}),
	errors: [{ status: 422, when: `\`email\` missing, or over ${MAX_EMAIL.toLocaleString('en-US')} characters` }],
	examples: [
		{ name: 'A disposable address', input: { email: 'someone@mailinator.com' } },
		{ name: 'A personal address', input: { email: 'jane.doe@gmail.com' } }
	],
	attribution:
		'the disposable-email-domains list (github.com/disposable-email-domains/disposable-email-domains) as packaged by disposable-email-domains-js, CC0 1.0.',
	prepare: list.load,
	run({ email }) {
		const { domainOf, isDisposableDomain } = list.get();
		const trimmed = email.trim();
		const domain = domainOf(trimmed);
		return {
			email: trimmed,
			domain,
			disposable: domain !== null && isDisposableDomain(domain),
			format_valid: isValidAddress(trimmed)
		};
	}
});

export const operations = [temporaryEmail];
