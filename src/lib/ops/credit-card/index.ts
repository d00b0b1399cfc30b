import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { BRANDS, checkCard } from './credit-card.js';
import { formHints } from '../form-hints.js';

/** Longest `number` accepted: 19 digits with separators fit many times over. */
export const MAX_NUMBER_LENGTH = 100;

export const creditCardValidator = defineOperation({
	id: 'credit-card-validator',
	group: 'validation',
	title: 'Credit card validator',
	summary: 'Structural check of a card number: Luhn, brand from the BIN (Elo and Hipercard included), length, masked form.',
	keywords: ['credit card', 'card number', 'pan', 'luhn', 'mod 10', 'bin', 'iin', 'visa', 'mastercard', 'amex', 'elo', 'hipercard', 'validate'],
	method: 'POST',
	path: '/credit-card-validator',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		number: z
			.string()
			.max(MAX_NUMBER_LENGTH)
			.describe('Card number; spaces and dashes are ignored (at most 100 characters)').meta(formHints({ secret: true }))
	}),
	output: z.object({
		valid: z.boolean().describe('luhn_valid and length_valid'),
		luhn_valid: z.boolean(),
		length_valid: z.boolean().describe('Digit count fits the detected brand; false for Unknown'),
		brand: z.enum(BRANDS),
		digits: z.int().describe('Number of digits'),
		masked: z.string().describe('First and last four digits, the rest as * in groups of four')
	}),
	errors: [{ status: 422, when: '`number` missing, not a string, or longer than 100 characters' }],
	examples: [
		{ name: 'Visa test number', input: { number: '4111 1111 1111 1111' } },
		{ name: 'Elo test number', input: { number: '5066-9911-1111-1118' } },
		{ name: 'Mistyped digit', input: { number: '4111 1111 1111 1112' } }
	],
	run: (input) => checkCard(input.number)
});

export const operations = [creditCardValidator];
