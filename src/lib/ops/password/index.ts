import { z } from 'zod';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { classSets, entropyBits, generatePassword, type CharClass } from './password.js';
import { checkStrength, load as loadDictionaries } from './strength.js';
import { STRENGTH_LOCALES } from './strength-words.js';

/**
 * Limits (src/lib/ops/password/README.md, "Limits and cost"). zxcvbn's time grows faster than the length (every substring
 * against 38 dictionaries, with l33t readings): 64 random characters take about 0.2 s of CPU,
 * 100 about 0.45 s and 256 several seconds (src/lib/ops/password/README.md). 64 holds an eight-word
 * passphrase and what password managers generate by default.
 */
export const MAX_PASSWORDS = 100;
export const MAX_STRENGTH_LENGTH = 64;
export const MAX_USER_INPUTS = 50;
export const MAX_USER_INPUT_LENGTH = 100;
/** Up to this many characters in all (count × length) a generation is a light call (docs/performance.md). */
export const LIGHT_CALL_CHARACTERS = 1_024;

export const passwordGenerate = defineOperation({
	id: 'password-generate',
	group: 'security',
	title: 'Password generator',
	summary: 'Random passwords from a cryptographic source, with every character class you choose in each one.',
	keywords: ['password', 'password generator', 'random password', 'passphrase', 'secure password', 'strong password', 'generate password', 'symbols'],
	method: 'POST',
	path: '/password/generate',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: (data) => {
		const input = data as { count: number; length: number };
		return input.count * input.length <= LIGHT_CALL_CHARACTERS;
	},
	timeLimit: { ms: 2000, detail: 'generation ran longer than the time limit of 2,000 ms; ask for fewer or shorter passwords' },
	input: z.object({
		length: integer().min(4).max(256).default(20).describe('Characters per password, 4 to 256; default 20'),
		lowercase: z.boolean().default(true).describe('a–z; default true'),
		uppercase: z.boolean().default(true).describe('A–Z; default true'),
		digits: z.boolean().default(true).describe('0–9; default true'),
		symbols: z.boolean().default(true).describe('The 32 printable ASCII punctuation characters (OWASP\'s password special characters without the space); default true'),
		exclude_ambiguous: z.boolean().default(false).describe('Leave out I l 1 O 0 o; default false'),
		count: integer().min(1).max(MAX_PASSWORDS).default(1).describe(`How many passwords, 1 to ${MAX_PASSWORDS}; default 1`)
	}),
	output: z.object({
		passwords: z.array(z.string()),
		entropy_bits: z.number().describe('length × log2(alphabet size), rounded to 2 decimals')
	}),
	errors: [{ status: 422, when: `no character class chosen; length outside 4–256; count outside 1–${MAX_PASSWORDS}` }],
	examples: [
		// One run's answer, for the API reference (a new password on every call).
		{ name: 'Default (20 characters, all classes)', input: {}, answer: { passwords: ['Gz~\\=[]WICg20JAqMiWw'], entropy_bits: 131.09 } },
		{ name: 'Five without ambiguous characters', input: { length: 16, exclude_ambiguous: true, count: 5 } },
		{ name: 'PIN-like, digits only', input: { length: 6, lowercase: false, uppercase: false, symbols: false } }
	],
	run(input) {
		const chosen = (['lowercase', 'uppercase', 'digits', 'symbols'] as CharClass[]).filter((name) => input[name]);
		if (chosen.length === 0) throw errors.error('no_class');
		const sets = classSets(chosen, input.exclude_ambiguous);
		const alphabetSize = sets.reduce((n, set) => n + set.length, 0);
		const passwords = Array.from({ length: input.count }, () => generatePassword(input.length, sets));
		return { passwords, entropy_bits: entropyBits(input.length, alphabetSize) };
	}
});

export const passwordStrength = defineOperation({
	id: 'password-strength',
	group: 'security',
	title: 'Password strength',
	summary: "zxcvbn's estimate of how guessable a password is: a score 0–4, the guesses, the time to crack and advice, in English, Portuguese or Spanish.",
	keywords: ['password', 'password strength', 'password checker', 'zxcvbn', 'entropy', 'crack time', 'how secure is my password', 'strength meter'],
	method: 'POST',
	path: '/password/strength',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'the estimate ran longer than the time limit of 5,000 ms; check a shorter password' },
	input: z.object({
		password: stringOfAtMost(MAX_STRENGTH_LENGTH)
			.describe(`The password to rate, at most ${MAX_STRENGTH_LENGTH} characters`)
			.meta(formHints({ secret: true, monospace: true })),
		user_inputs: z
			.array(stringOfAtMost(MAX_USER_INPUT_LENGTH))
			.max(MAX_USER_INPUTS)
			.optional()
			.describe(`Words the password should not be built on (name, e-mail, site), at most ${MAX_USER_INPUTS} of at most ${MAX_USER_INPUT_LENGTH} characters`),
		locale: z.enum(STRENGTH_LOCALES).optional().describe('Language of warning, suggestions and crack_time_display: en, pt-BR or es; default en')
	}),
	output: z.object({
		score: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).describe('0 (too guessable) to 4 (very unguessable)'),
		guesses_log10: z.number().describe('log10 of the estimated guesses, 4 decimals'),
		crack_time_seconds: z.number().describe('At 10⁴ guesses per second (offline attack on a slow hash)'),
		crack_time_display: z.string().describe('crack_time_seconds in words, in `locale` ("3 hours")'),
		warning: z.string().nullable().describe('Why the password is weak, in `locale`; null when nothing stands out'),
		suggestions: z.array(z.string()).describe('Advice, in `locale`'),
		warning_key: z.string().nullable().describe("zxcvbn-ts's key of the warning (topTen, keyPattern, …)"),
		suggestion_keys: z.array(z.string()).describe("zxcvbn-ts's keys of the suggestions"),
		locale: z.enum(STRENGTH_LOCALES)
	}),
	errors: [{ status: 422, when: `password missing or longer than ${MAX_STRENGTH_LENGTH} characters; more than ${MAX_USER_INPUTS} user_inputs or one longer than ${MAX_USER_INPUT_LENGTH}; unknown locale` }],
	examples: [
		{ name: 'A common password', input: { password: 'password1' } },
		{ name: 'Four random words', input: { password: 'correct horse battery staple' } },
		{ name: 'Built on the user\'s name', input: { password: 'Maria1985!', user_inputs: ['maria', 'silva'], locale: 'pt-BR' } }
	],
	// No schema default: the app's view tells an asked language from none (then it uses the page's).
	prepare: async () => void (await loadDictionaries()),
	run: (input) => checkStrength(input.password, input.user_inputs ?? [], input.locale ?? 'en')
});

export const operations = [passwordGenerate, passwordStrength];
