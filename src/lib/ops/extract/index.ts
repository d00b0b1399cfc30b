import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { charactersAtMost, integer, stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { errors } from './errors.js';
import { DEFAULT_KINDS, KINDS, LIGHT_CALL_CHARS, MAX_INPUT, MAX_MATCHES, MIN_LENGTH } from './limits.js';

export { LIGHT_CALL_CHARS, MAX_INPUT, MAX_MATCHES };

// The logic, with tldts (the Public Suffix List, for domains) and ipaddr.js, loads on the first call.
const logic = lazyModule(() => import('./extract.js'));

const fmt = (n: number) => n.toLocaleString('en-US');

export const extract = defineOperation({
	id: 'extract',
	group: 'text',
	title: 'Extract IPs, e-mails, URLs and more from text',
	summary: 'Finds the IPv4 and IPv6 addresses, e-mail addresses, URLs, domains, MAC addresses, hashes, dates, file paths, card numbers and printable strings in a text, in the order they appear, with their positions and a count by kind.',
	keywords: ['extract', 'extractor', 'find', 'grep', 'ip addresses', 'ipv4', 'ipv6', 'email addresses', 'urls', 'links', 'domains', 'mac addresses', 'hashes', 'md5', 'sha256', 'dates', 'file paths', 'credit card numbers', 'strings', 'printable strings', 'ioc', 'indicators', 'log'],
	method: 'POST',
	path: '/extract',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input'),
	timeLimit: { ms: 5000, detail: 'the extraction ran longer than the time limit of 5,000 ms; send less text' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The text to search; at most ${fmt(MAX_INPUT)} characters`)
			.meta(formHints({ multiline: 8, placeholder: 'Paste a log, an e-mail or any text' })),
		kinds: z
			.array(z.enum(KINDS))
			.min(1, { error: errors.zod('no_kinds') })
			.max(KINDS.length)
			.default([...DEFAULT_KINDS])
			.describe(
				'What to look for: ipv4, ipv6 (valid addresses only), email, url (scheme://…), domain (a name whose top-level domain is in the Public Suffix List\'s ICANN section), mac (aa:bb:cc:dd:ee:ff, aa-bb-…, aabb.ccdd.eeff), hash (32, 40, 64 or 128 hex digits, with the likely algorithm), date (ISO 8601 / YYYY-MM-DD with an optional time, DD/MM/YYYY; real calendar dates), file-path (Unix and Windows), credit-card (13–19 digits, spaces or dashes between, Luhn-valid), strings (runs of printable ASCII of at least `min_length` characters, as GNU strings); default every kind but strings'
			),
		unique: z.boolean().default(true).describe('List each value of a kind once, at its first appearance'),
		min_length: integer()
			.min(MIN_LENGTH.min)
			.max(MIN_LENGTH.max)
			.default(MIN_LENGTH.default)
			.describe(`For strings: the shortest run to list, as \`strings -n\`; ${MIN_LENGTH.min}–${fmt(MIN_LENGTH.max)}, default ${MIN_LENGTH.default}`)
	}),
	output: z.object({
		matches: z
			.array(
				z.object({
					kind: z.enum(KINDS).describe('Which kind of thing it is'),
					value: z.string().describe('The text as it stands in the input'),
					index: z.int().describe('Where it starts in the input, in UTF-16 code units from 0, as JavaScript counts'),
					algorithm: z.string().optional().describe('For a hash: the likely algorithm by length (MD5, SHA-1, SHA-256, SHA-512)')
				})
			)
			.describe('What was found, in input order; at the same position in the order of the kinds above'),
		counts: z.record(z.string(), z.int()).describe('How many matches of each kind asked for (0 when none)')
	}),
	errors: [{ status: 422, when: `\`input\` over ${fmt(MAX_INPUT)} characters; \`kinds\` empty or naming an unknown kind; \`min_length\` outside ${MIN_LENGTH.min}–${fmt(MIN_LENGTH.max)}; more than ${fmt(MAX_MATCHES)} matches` }],
	examples: [
		{
			name: 'Indicators in a log',
			input: {
				input: '2024-03-15T10:22:01Z sshd[811]: Failed password for root from 203.0.113.7 port 52144\n2024-03-15T10:22:09Z nginx: GET https://shop.example.com/login?next=/admin from 2001:db8::17\nmd5 of /var/www/upload/shell.php: 5d41402abc4b2a76b9719d911017c592\nreport to abuse@example.net'
			}
		},
		{ name: 'E-mail addresses only', input: { input: 'Write to Ana <ana.silva@example.com.br> or support@example.org; not to bob@localhost.', kinds: ['email'] } },
		{ name: 'Hashes and MAC addresses', input: { input: 'eth0 ether 00:1a:2b:3c:4d:5e\nsha1 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12\nsha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', kinds: ['mac', 'hash'] } },
		{ name: 'Printable strings (like strings -n 6)', input: { input: 'MZ\u0000\u0001\u0002This program cannot be run in DOS mode.\u0000\u0003\u0004kernel32.dll\u0000ab\u0000GetProcAddress', kinds: ['strings'], min_length: 6 } }
	],
	prepare: logic.load,
	run(input) {
		const { extractAll, TooManyMatches } = logic.get();
		try {
			return extractAll(input.input, { kinds: input.kinds, unique: input.unique, minLength: input.min_length, maxMatches: MAX_MATCHES });
		} catch (err) {
			if (err instanceof TooManyMatches) throw errors.error('too_many_matches', { max: MAX_MATCHES }, { field: 'input' });
			throw err;
		}
	}
});

export const operations = [extract];
