import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { lazyModule } from '../../engine/lazy.js';
import { MAX_PHONE_LENGTH, PHONE_TYPES } from './options.js';

// libphonenumber-js with its full ("max") metadata loads on the first call, not with the registry.
const logic = lazyModule(() => import('./phone.js'));

export const phoneValidation = defineOperation({
	id: 'phone-validation',
	group: 'validation',
	title: 'Phone number validator',
	summary: 'Checks an international phone number against its country’s numbering plan; gives E.164, region and type.',
	keywords: ['phone', 'telephone', 'mobile', 'e164', 'e.164', 'calling code', 'libphonenumber', 'validate', 'number'],
	method: 'POST',
	path: '/phone-validation',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		phone: z
			.string()
			.max(MAX_PHONE_LENGTH)
			.describe('International number: "+", calling code, number; spaces, dashes, dots and parentheses are ignored')
	}),
	output: z.object({
		phone: z.string().describe('As submitted'),
		valid: z.boolean().describe("Allowed by the country's numbering plan (not: assigned to a subscriber)"),
		e164: z.string().describe('E.164 form, e.g. +442079460018'),
		country_code: z
			.string()
			.nullable()
			.describe('ISO 3166 alpha-2 region of the number; null for non-geographic codes (+800…) or when undetermined'),
		calling_code: z.string().describe('Country calling code with "+", e.g. +44'),
		national_number: z.string().describe('The number without the calling code (and without a trunk 0)'),
		type: z.enum(PHONE_TYPES).nullable().describe('Kind of number for a valid one, else null (Utilkit addition)')
	}),
	errors: [
		{
			status: 422,
			when: 'no leading +, characters other than digits and separators, unknown calling code, too short or too long to parse; over 100 characters'
		}
	],
	examples: [
		{ name: 'UK (London)', input: { phone: '+44 20 7946 0018' } },
		{ name: 'US with punctuation', input: { phone: '+1 (201) 555-0123' } },
		{ name: 'Brazil mobile', input: { phone: '+55 11 91234-5678' } }
	],
	prepare: logic.load,
	run(input) {
		const { UnparseablePhone, validatePhone } = logic.get();
		try {
			return validatePhone(input.phone);
		} catch (err) {
			if (err instanceof UnparseablePhone) throw errorOf(err.words, { field: 'phone' });
			throw err;
		}
	}
});

export const operations = [phoneValidation];
