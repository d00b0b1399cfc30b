import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { validateIban } from './iban.js';
import { formHints } from '../form-hints.js';

export const ibanValidator = defineOperation({
	id: 'iban-validator',
	group: 'validation',
	title: 'IBAN validator',
	summary: 'Checks an IBAN: country format from the SWIFT IBAN registry, length, ISO 13616 check digits.',
	keywords: ['iban', 'bank account', 'bban', 'swift', 'sepa', 'mod 97', 'check digits', 'validate'],
	method: 'POST',
	path: '/iban-validator',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		iban: z
			.string()
			.describe('The IBAN; spaces, hyphens, lower case and a leading "IBAN" are accepted. Any string gets a 200.').meta(formHints({ secret: true, monospace: true }))
	}),
	output: z.discriminatedUnion('valid', [
		z.object({
			iban: z.string().describe('Normalised: upper case, no spaces or hyphens'),
			valid: z.literal(true),
			formatted: z.string().describe('Groups of four separated by spaces'),
			country: z.string().describe('ISO 3166 alpha-2 code of the IBAN'),
			bban: z.string().describe('Everything after the first four characters')
		}),
		z.object({
			iban: z.string().describe('Normalised: upper case, no spaces or hyphens'),
			valid: z.literal(false),
			error: z.string().describe('The first reason the IBAN is invalid')
		})
	]),
	errors: [{ status: 422, when: '`iban` missing or not a string (an invalid IBAN is a 200 with `valid: false`)' }],
	examples: [
		{ name: 'Valid (German)', input: { iban: 'DE89 3704 0044 0532 0130 00' } },
		{ name: 'Check digit mismatch', input: { iban: 'GB28 NWBK 6016 1331 9268 19' } },
		{ name: 'Wrong length', input: { iban: 'NL91ABNA041716430' } }
	],
	run: (input) => validateIban(input.iban)
});

export const operations = [ibanValidator];
