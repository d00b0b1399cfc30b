import type { OperationCase } from '../cases.js';

const NIST = 'NIST SP 811 (2008), Appendix B.8/B.9: exact factors (inch = 2.54E-02 m, mile = 1.609344E+03 m, pound = 4.5359237E-01 kg, gallon (US) = 3.785411784E-03 m³, standard atmosphere = 1.01325E+05 Pa, calorie (thermochemical) = 4.184 J, kilowatt hour = 3.6E+06 J, knot = 1852 m / 3600 s)';
const TEMPERATURE = 'NIST SP 811 (2008), B.8 and 4.2.1.1: T/K = t/°C + 273.15, T/K = (t/°F + 459.67)/1.8';
const IEC = 'IEC 80000-13 (via NIST "Prefixes for binary multiples"): 1 GiB = 2^30 B = 1 073 741 824 B, 1 kB = 1000 B, 1 B = 8 bit';
const CONTRACT = 'docs/spec/toolbox.md Part 1, /units: units of different categories or unknown → 422';

const ok = (value: number, from: string, to: string, result: number, canonical: [string, string], category: string, source: string): OperationCase => ({
	name: `${value} ${from} → ${to}`,
	op: 'units',
	input: { value, from, to },
	expected: { status: 200, body: { result, from: canonical[0], to: canonical[1], category } },
	source
});

export const cases: OperationCase[] = [
	ok(1, 'in', 'cm', 2.54, ['in', 'cm'], 'length', NIST),
	ok(1, 'mi', 'km', 1.609344, ['mi', 'km'], 'length', NIST),
	ok(1, 'ft', 'in', 12, ['ft', 'in'], 'length', NIST),
	ok(1, 'lb', 'kg', 0.45359237, ['lb', 'kg'], 'mass', NIST),
	ok(16, 'oz', 'lb', 1, ['oz', 'lb'], 'mass', NIST),
	ok(100, '°C', '°F', 212, ['°C', '°F'], 'temperature', TEMPERATURE),
	ok(-40, 'C', 'F', -40, ['°C', '°F'], 'temperature', TEMPERATURE),
	ok(0, 'C', 'K', 273.15, ['°C', 'K'], 'temperature', TEMPERATURE),
	ok(32, 'F', 'C', 0, ['°F', '°C'], 'temperature', TEMPERATURE),
	ok(1, 'gal', 'L', 3.785411784, ['gal', 'L'], 'volume', NIST),
	ok(1, 'atm', 'kPa', 101.325, ['atm', 'kPa'], 'pressure', NIST),
	ok(1, 'kWh', 'MJ', 3.6, ['kWh', 'MJ'], 'energy', NIST),
	ok(1, 'cal', 'J', 4.184, ['cal', 'J'], 'energy', NIST),
	ok(60, 'mph', 'm/s', 26.8224, ['mph', 'm/s'], 'speed', NIST),
	ok(1, 'kn', 'km/h', 1.852, ['kn', 'km/h'], 'speed', NIST),
	ok(1, 'GiB', 'B', 1073741824, ['GiB', 'B'], 'data', IEC),
	ok(1, 'kB', 'b', 8000, ['kB', 'b'], 'data', IEC),
	ok(1, 'd', 'h', 24, ['d', 'h'], 'time', 'SI Brochure (9th ed.), table 8: 1 d = 24 h = 86 400 s'),
	ok(180, 'deg', 'turn', 0.5, ['deg', 'turn'], 'angle', 'SI Brochure (9th ed.), table 8: 1° = (π/180) rad; a turn is 2π rad'),
	{
		name: 'Different categories',
		op: 'units',
		input: { value: 1, from: 'kg', to: 'm' },
		expected: { status: 422, body: { detail: 'to: m is a unit of length, kg of mass', code: 'invalid_input' } },
		source: CONTRACT
	},
	{
		name: 'Unknown unit',
		op: 'units',
		input: { value: 1, from: 'furlongs', to: 'm' },
		expected: { status: 422, body: { detail: 'from: unknown unit "furlongs" (GET /units/list lists them)', code: 'invalid_input' } },
		source: CONTRACT
	}
];

cases.push({
	name: 'The list has the contract\'s categories, in its order',
	op: 'units-list',
	input: {},
	expected: {
		status: 200,
		partial: true,
		body: {
			categories: ['length', 'mass', 'temperature', 'volume', 'area', 'speed', 'time', 'data', 'pressure', 'energy', 'power', 'angle', 'frequency'].map((category) => ({ category }))
		}
	},
	source: 'docs/spec/toolbox.md Part 1, /units: "Categories: length, mass, temperature, volume, area, speed, time, data (SI kB… and IEC KiB…, bits b), pressure, energy, power, angle, frequency"'
});
