import { z } from 'zod';
import { defineOperation, type OperationContext } from '../../engine/define.js';
import { wordsOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { checkOffline } from './email-validation.js';

/** Longer than any address (RFC 5321 caps a path at 256 octets), generous for pasted white space. */
export const MAX_EMAIL = 1000;

type MxRecord = { priority: number; exchange: string };

/** RFC 7505 null MX: one record whose exchange is the root, "this domain accepts no mail". */
const isNullMx = (r: MxRecord) => r.exchange === '' || r.exchange === '.';

/** The domain's MX records, sorted; a lookup that cannot be made is a 502 (never a guess). */
async function lookUpMx(domain: string, ctx: OperationContext): Promise<MxRecord[]> {
	if (!ctx.resolveMx) {
		throw errors.error('unavailable', {}, { status: 502, code: 'upstream_not_configured' });
	}
	let records: MxRecord[];
	try {
		records = await ctx.resolveMx(domain);
	} catch (err) {
		const reason = wordsOf(err) ?? (err instanceof Error ? err.message : String(err));
		throw errors.error('lookup_failed', { domain, reason }, { status: 502, code: 'upstream_error' });
	}
	return records
		.map((r) => ({ priority: r.priority, exchange: isNullMx(r) ? '.' : r.exchange }))
		.sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange));
}

export const emailValidation = defineOperation({
	id: 'email-validation',
	group: 'validation',
	title: 'Email validation',
	summary: 'Checks an e-mail address: syntax, MX records of its domain, role accounts and domain typos.',
	keywords: ['email', 'e-mail', 'address', 'validate', 'verify', 'mx', 'dns', 'role', 'typo', 'syntax'],
	method: 'POST',
	path: '/email-validation',
	runs: 'server',
	cost: 'light',
	service: 'resolveMx',
	input: z.object({
		email: stringOfAtMost(MAX_EMAIL).describe(`The address to check; surrounding white space is ignored; at most ${MAX_EMAIL.toLocaleString('en-US')} characters`)
	}),
	output: z.object({
		email: z.string(),
		valid: z.boolean().describe('format and mx both true'),
		checks: z.object({
			format: z.boolean(),
			mx: z.boolean().describe('The domain publishes at least one MX record that is not a null MX'),
			role: z.boolean().describe('A role account such as admin@ or support@')
		}),
		mx_records: z.array(z.object({ priority: z.int(), exchange: z.string() })),
		suggestion: z.string().nullable().describe('The address with a common domain typo corrected')
	}),
	errors: [
		{ status: 422, when: `\`email\` missing, not a string, or over ${MAX_EMAIL.toLocaleString('en-US')} characters (a malformed address is 200 with checks.format false)` },
		{ status: 502, when: 'the MX lookup cannot be made: the DNS server timed out (3 s), failed (SERVFAIL), refused or is unreachable' }
	],
	examples: [
		{ name: 'A personal address', input: { email: 'jane.doe@gmail.com' } },
		{ name: 'A domain typo', input: { email: 'jane.doe@gmial.com' } },
		{ name: 'A role account', input: { email: 'support@example.org' } },
		{ name: 'Not an address', input: { email: 'jane.doe.example.com' } }
	],
	async run({ email }, ctx) {
		const offline = checkOffline(email);
		const mxRecords = offline.lookupDomain ? await lookUpMx(offline.lookupDomain, ctx) : [];
		const mx = mxRecords.some((r) => r.exchange !== '.');
		return {
			email: offline.email,
			valid: offline.format && mx,
			checks: { format: offline.format, mx, role: offline.role },
			mx_records: mxRecords,
			suggestion: offline.suggestion
		};
	}
});

export const operations = [emailValidation];
