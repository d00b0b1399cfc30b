import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { checkIdentifier, IDENTIFIER_TYPES, REASONS } from './identifier.js';

/** Longest `value` accepted: the longest identifier here (GTIN-14, IMEISV 16) with separators fits many times over. */
export const MAX_VALUE_LENGTH = 64;

export const identifierValidate = defineOperation({
	id: 'identifier-validate',
	group: 'validation',
	title: 'Identifier validator',
	summary: 'Checks the check digit and shape of an ISBN, ISSN, EAN/UPC/GTIN, IMEI, ISIN or BIC, or a bare Luhn number; gives the compact and standard forms, and both forms of an ISBN.',
	keywords: ['isbn', 'issn', 'ean', 'upc', 'gtin', 'barcode number', 'imei', 'isin', 'bic', 'swift', 'luhn', 'check digit', 'validate', 'isbn-10', 'isbn-13'],
	method: 'POST',
	path: '/identifier/validate',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		type: z.enum(IDENTIFIER_TYPES, { error: `must be one of ${IDENTIFIER_TYPES.join(', ')}` }).describe('isbn (ISBN-10 or ISBN-13), issn, ean (EAN-8, UPC-A, EAN-13, GTIN-14), imei (14, 15 or 16 digits), isin, bic (ISO 9362, 8 or 11 characters), luhn (digits with a Luhn check digit)'),
		value: stringOfAtMost(MAX_VALUE_LENGTH)
			.describe('The identifier; spaces and hyphens are ignored (ISIN and luhn: spaces only); at most 64 characters')
			.meta(formHints({ monospace: true, placeholder: '978-0-306-40615-7' }))
	}),
	output: z.object({
		valid: z.boolean(),
		type: z.enum(IDENTIFIER_TYPES),
		compact: z.string().describe('Separators removed, letters upper-case (also when not valid)'),
		formatted: z.string().nullable().describe('The standard\'s own presentation when valid: ISBN with hyphens between prefix (ISBN-13), registration group, registrant, publication and check digit by the International ISBN Agency\'s ranges (978-0-306-40615-7), ISSN NNNN-NNNN, IMEI AA-BBBBBB-CCCCCC-D, ISIN and BIC as compact; null for EAN and luhn, and when not valid'),
		reason: z.enum(REASONS).nullable().describe('Why it is not valid: format (characters not allowed), length, checksum (check digit), component (a part out of range: an ISBN-13 outside 978/979, an ISIN without a letter prefix); null when valid'),
		isbn10: z.string().nullable().optional().describe('isbn only: the ISBN-10 form; null when not valid or for a 979 ISBN, which has none'),
		isbn13: z.string().nullable().optional().describe('isbn only: the ISBN-13 form; null when not valid')
	}),
	errors: [{ status: 422, when: '`type` not one of the list; `value` missing, not a string, or longer than 64 characters' }],
	attribution: 'Check digits: ISO 2108 (ISBN), ISO 3297 (ISSN), GS1 General Specifications §7.9 (EAN), 3GPP TS 23.003 (IMEI), ISO 6166 (ISIN), ISO 9362 (BIC), ISO/IEC 7812-1 (Luhn)',
	examples: [
		{ name: 'ISBN-13', input: { type: 'isbn', value: '978-0-306-40615-7' } },
		{ name: 'ISSN', input: { type: 'issn', value: '0378-5955' } },
		{ name: 'IMEI', input: { type: 'imei', value: '35-417803-685978-9' } },
		{ name: 'ISIN', input: { type: 'isin', value: 'US0378331005' } }
	],
	run: (input) => checkIdentifier(input.type, input.value)
});

export const operations = [identifierValidate];
