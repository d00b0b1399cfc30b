import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { UpstreamError, UpstreamInputError, type VatRegistration } from '../_shared/upstreams.js';
import { errorOf } from '../../engine/words.js';
import { defineOperation, type OperationContext } from '../../engine/define.js';
import { errors } from './errors.js';
import { parseVatNumber, VAT_MAX_LENGTH } from './vat-number.js';
import { formHints } from '../form-hints.js';

export const NOT_CONFIGURED = errors.english.not_configured;

/** VIES's answer; an upstream that refuses the number is a 422, one that fails a 502 (docs/spec/decisions.md "VAT"). */
async function lookUp(ctx: OperationContext, country: string, number: string): Promise<VatRegistration> {
	if (!ctx.vat) throw errors.error('not_configured', {}, { status: 502, code: 'upstream_not_configured' });
	try {
		return await ctx.vat.check(country, number);
	} catch (err) {
		// The provider's words (VIES's code as a value), so the app says the cause in its language.
		if (err instanceof UpstreamInputError) throw errorOf(err.words);
		if (err instanceof UpstreamError) throw errorOf(err.words, { status: 502, code: 'upstream_error' });
		throw err;
	}
}

export const vatValidator = defineOperation({
	id: 'vat-validator',
	group: 'validation',
	title: 'EU VAT number validator',
	summary:
		'Checks an EU VAT number: its country’s format and check digits here, then whether it is registered and active in the EU’s VIES.',
	keywords: ['vat', 'vat number', 'vies', 'eu', 'tax id', 'vatin', 'ust-idnr', 'tva', 'iva', 'btw', 'validate', 'check digits'],
	method: 'POST',
	path: '/vat-validator',
	runs: 'server',
	cost: 'light',
	service: 'vat',
	input: z.object({
		vat: stringOfAtMost(VAT_MAX_LENGTH).describe(
			'The VAT number, with or without its two-letter prefix (EL for Greece, GR accepted; XI for Northern Ireland); spaces, dots and dashes are ignored, any case'
		),
		country: stringOfAtMost(VAT_MAX_LENGTH)
			.nullish()
			.describe('Two-letter code of the EU member state (or XI), needed only when `vat` has no prefix; must match the prefix if both are given').meta(formHints({ widget: 'country' }))
	}),
	output: z.object({
		country_code: z.string().describe('The VIES prefix: EL for Greece, XI for Northern Ireland'),
		vat_number: z.string().describe('The number without prefix, separators removed, upper case, short forms padded (BE, EL, NL)'),
		valid: z.boolean().describe('Registered and active, as the member state reports it through VIES'),
		name: z.string().nullable().describe('null when the member state does not disclose it'),
		address: z.string().nullable().describe('null when the member state does not disclose it'),
		request_date: z.string().nullable().describe('The date of the VIES lookup, YYYY-MM-DD (UTC); a cached answer keeps its own')
	}),
	errors: [
		{
			status: 422,
			when: '`vat` missing, empty, not a string or over 64 characters; no prefix and no `country`; an unknown prefix or `country` (GB included); prefix and `country` disagree; the number fails its country’s format or check digits (VIES is not asked); VIES refuses the number as invalid input'
		},
		{
			status: 502,
			when: 'VIES cannot answer: a member state’s service is unavailable, busy or timed out, VIES is unavailable, unreachable or slower than its timeout (10 s by default), or its answer is malformed'
		}
	],
	examples: [
		{
			name: 'German number with prefix',
			input: { vat: 'DE136695976' },
			// Recorded from the VIES stand-in of the API tests (tests/peers/vies-peer.ts; tests/api/docs-examples.test.ts
			// replays it): the real register answers with the trader's own name and address.
			answer: { country_code: 'DE', vat_number: '136695976', valid: true, name: 'COMPANY DE136695976', address: 'MAIN STREET 1\n10115 CAPITAL', request_date: '2026-11-21' }
		},
		{ name: 'Number and country apart', input: { vat: '0403.170.701', country: 'BE' } },
		{ name: 'Northern Ireland', input: { vat: 'XI 980 7806 84' } },
		{ name: 'Check digit mismatch', input: { vat: 'DE136695977' } }
	],
	async run({ vat, country }, ctx) {
		const parsed = parseVatNumber(vat, country);
		const registration = await lookUp(ctx, parsed.country, parsed.number);
		return {
			country_code: parsed.country,
			vat_number: parsed.number,
			valid: registration.valid,
			name: registration.name,
			address: registration.address,
			request_date: registration.requestDate
		};
	}
});

export const operations = [vatValidator];
