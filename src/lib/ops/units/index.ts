import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { BASE_UNITS, CATEGORIES, convertUnit, findUnit, UNITS } from './units.js';

const SOURCES = 'Factors: NIST SP 811 (2008), Appendix B; data units IEC 80000-13';

export const units = defineOperation({
	id: 'units',
	group: 'text',
	title: 'Unit converter',
	summary: 'Converts a value between units of length, mass, temperature, volume, area, speed, time, data, pressure, energy, power, angle and frequency.',
	keywords: ['unit converter', 'units', 'convert', 'metric', 'imperial', 'celsius', 'fahrenheit', 'miles', 'kilometers', 'pounds', 'kg', 'bytes', 'mib', 'psi'],
	method: 'POST',
	path: '/units',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		value: z.number().describe('The value to convert (finite)').meta(formHints({ placeholder: '100' })),
		from: z.string().max(16).describe('Unit symbol as written in SI and common use (m, km, in, ft, mi, kg, lb, °C or C, °F or F, K, L, gal = US gallon, B, kB, KiB, deg, J, kWh, Pa, atm, km/h, …; GET /units/list lists them)').meta(formHints({ monospace: true, placeholder: 'km' })),
		to: z.string().max(16).describe('Unit symbol of the same category').meta(formHints({ monospace: true, placeholder: 'mi' }))
	}),
	output: z.object({
		result: z.number().describe('Rounded to 15 significant digits'),
		from: z.string().describe('The canonical symbol of `from`'),
		to: z.string().describe('The canonical symbol of `to`'),
		category: z.enum(CATEGORIES)
	}),
	errors: [{ status: 422, when: 'an unknown unit; units of different categories; a value that is not a finite number' }],
	attribution: SOURCES,
	examples: [
		{ name: 'Kilometres to miles', input: { value: 42.195, from: 'km', to: 'mi' } },
		{ name: 'Celsius to Fahrenheit', input: { value: 100, from: '°C', to: '°F' } },
		{ name: 'Gigabytes to gibibytes', input: { value: 500, from: 'GB', to: 'GiB' } }
	],
	run(input) {
		const from = findUnit(input.from);
		if (!from) throw errors.error('unknown_unit', { unit: input.from }, { field: 'from' });
		const to = findUnit(input.to);
		if (!to) throw errors.error('unknown_unit', { unit: input.to }, { field: 'to' });
		if (from.category !== to.category) throw errors.error('other_category', { to: to.symbol, toCategory: to.category, from: from.symbol, fromCategory: from.category }, { field: 'to' });
		const result = convertUnit(input.value, from, to);
		if (!Number.isFinite(result)) throw errors.error('not_finite', {}, { field: 'value' });
		return { result, from: from.symbol, to: to.symbol, category: from.category };
	}
});

export const unitsList = defineOperation({
	id: 'units-list',
	group: 'text',
	title: 'Unit list',
	summary: 'Every unit the unit converter knows, by category, with its name and the other spellings it accepts.',
	keywords: ['units', 'list', 'symbols', 'unit converter', 'measures'],
	method: 'GET',
	path: '/units/list',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({}),
	output: z.object({
		categories: z.array(
			z.object({
				category: z.enum(CATEGORIES),
				base: z.string().describe('The unit the factors are relative to'),
				units: z.array(z.object({ symbol: z.string(), name: z.string(), aliases: z.array(z.string()) }))
			})
		)
	}),
	errors: [],
	attribution: SOURCES,
	examples: [{ name: 'All units', input: {} }],
	run() {
		return {
			categories: CATEGORIES.map((category) => ({
				category,
				base: BASE_UNITS[category],
				units: UNITS.filter((u) => u.category === category).map(({ symbol, name, aliases }) => ({ symbol, name, aliases: [...aliases] }))
			}))
		};
	}
});

export const operations = [units, unitsList];
