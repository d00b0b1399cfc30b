import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { COUNTRIES, REASONS, TABLE } from './options.js';

// stdnum's validators (every country's, about 15 MiB resident) load on the first call, not with the registry.
const logic = lazyModule(() => import('./tax-id.js'));
const schemeTable = lazyModule(() => import('./schemes.js'));

/** Longest `number` accepted: the longest scheme here (a 20-character CURP or SIRET with spaces) fits many times over. */
export const MAX_NUMBER_LENGTH = 64;

const ATTRIBUTION = 'Algorithms: stdnum (MIT), the JavaScript port of python-stdnum by Arthur de Jong (LGPL)';

export const taxIdValidate = defineOperation({
	id: 'tax-id-validate',
	group: 'validation',
	title: 'Tax ID validator',
	summary: 'Checks the shape and check digits of a tax or national identification number of 41 countries (every EU member, BR CPF/CNPJ, US SSN/EIN, GB UTR/NINO, CA SIN/BN, AU ABN/TFN, IN PAN/GSTIN, MX RFC/CURP…), offline.',
	keywords: ['tax id', 'tin', 'vat number', 'cpf', 'cnpj', 'ssn', 'ein', 'nif', 'nino', 'utr', 'abn', 'tfn', 'pan', 'gstin', 'rfc', 'curp', 'cuit', 'rut', 'nit', 'sin', 'steuernummer', 'validate'],
	method: 'POST',
	path: '/tax-id/validate',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		country: z
			.string()
			.describe('ISO 3166-1 alpha-2 code, any case; GET /tax-id/countries lists the 41 supported')
			.meta(formHints({ widget: 'country', codes: COUNTRIES })),
		number: stringOfAtMost(MAX_NUMBER_LENGTH)
			.describe('The number, with or without its usual separators and country prefix; at most 64 characters')
			.meta(formHints({ monospace: true, placeholder: 'DE 136 695 976' })),
		type: z.string().max(32).optional().describe('The scheme (python-stdnum\'s module name: vat, cpf, ssn, ein, nif…) when the country has several; without it every scheme of the country is tried in the listed order').meta(formHints({ monospace: true, placeholder: 'vat' }))
	}),
	output: z.object({
		valid: z.boolean(),
		country: z.string().describe('The alpha-2 code, upper-case'),
		type: z.string().nullable().describe('The scheme that accepted the number (or the one asked for); null when no type was given and none accepted it'),
		name: z.string().nullable().describe('The scheme\'s name in English ("German VAT Number")'),
		local_name: z.string().nullable().describe('The scheme\'s name in the country\'s language ("Umsatzsteuer Identifikationsnummer")'),
		compact: z.string().describe('Separators and country prefix removed (also when not valid)'),
		formatted: z.string().nullable().describe('The scheme\'s presentation format when valid (123.456.789-09 for a CPF); null when the scheme has none or the number is not valid'),
		reason: z.enum(REASONS).nullable().describe('Why it is not valid: format, length, checksum (check digit) or component (a date, region or range out of bounds); without type, the reason of the scheme it came closest to; null when valid')
	}),
	errors: [
		{ status: 422, when: '`country` not one of the supported (the detail names `country`); `type` not a scheme of the country (the detail lists them); `number` missing or longer than 64 characters' }
	],
	attribution: ATTRIBUTION,
	examples: [
		{ name: 'German VAT number', input: { country: 'DE', number: 'DE 136 695 976' } },
		{ name: 'Brazilian CPF', input: { country: 'BR', number: '390.533.447-05', type: 'cpf' } },
		{ name: 'US EIN', input: { country: 'US', number: '04-2103594', type: 'ein' } },
		{ name: 'Australian ABN', input: { country: 'AU', number: '51 824 753 556' } }
	],
	prepare: logic.load,
	run(input) {
		const country = input.country.trim().toUpperCase();
		const types = Object.hasOwn(TABLE, country) ? TABLE[country] : undefined;
		if (!types) throw errors.error('no_schemes', { country: input.country, count: COUNTRIES.length }, { field: 'country' });
		const type = input.type?.trim().toLowerCase() || undefined;
		if (type && !types.includes(type)) throw errors.error('other_type', { country, types: types.join(', ') }, { field: 'type' });
		return logic.get().checkTaxId(country, input.number, type);
	}
});

export const taxIdCountries = defineOperation({
	id: 'tax-id-countries',
	group: 'validation',
	title: 'Tax ID countries',
	summary: 'The countries and schemes the tax ID validator knows, with each scheme\'s name in English and in the country\'s language.',
	keywords: ['tax id', 'countries', 'schemes', 'tin', 'vat', 'list'],
	method: 'GET',
	path: '/tax-id/countries',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({}),
	output: z.object({
		countries: z.array(
			z.object({
				country: z.string().describe('ISO 3166-1 alpha-2'),
				types: z.array(z.string()).describe('The schemes, in the order a number without type is tried'),
				schemes: z.array(z.object({ type: z.string(), name: z.string(), local_name: z.string(), abbreviation: z.string().nullable() })).describe('The same schemes with their names')
			})
		)
	}),
	errors: [],
	attribution: ATTRIBUTION,
	examples: [{ name: 'All countries', input: {} }],
	prepare: schemeTable.load,
	run() {
		return {
			countries: [...schemeTable.get().SCHEMES].map(([country, schemes]) => ({
				country,
				types: schemes.map((s) => s.type),
				schemes: schemes.map((s) => ({ type: s.type, name: s.validator.name.trim(), local_name: s.validator.localName.trim(), abbreviation: s.validator.abbreviation?.trim() || null }))
			}))
		};
	}
});

export const operations = [taxIdValidate, taxIdCountries];
