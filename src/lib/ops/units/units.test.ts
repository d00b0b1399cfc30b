import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { units } from './index.js';
import { UNITS } from './units.js';

describe('units cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const convert = async (value: number, from: string, to: string) => executeOperation(units, { value, from, to }, { now: Date.now });
const result = async (value: number, from: string, to: string) => {
	const r = await convert(value, from, to);
	expect(r.status, JSON.stringify(r.body)).toBe(200);
	return (r.body as { result: number }).result;
};

/**
 * NIST SP 811 (2008) Appendix B.8, factors as printed (7 significant digits where the factor is
 * not exact): 1 unit = factor × SI unit.
 */
const NIST_B8: [string, string, number][] = [
	['psi', 'Pa', 6.894757e3],
	['hp', 'W', 7.456999e2],
	['mmHg', 'Pa', 1.333224e2],
	['inHg', 'Pa', 3.386389e3],
	['BTU', 'J', 1.055056e3],
	['Torr', 'Pa', 1.333224e2],
	['qt', 'm³', 9.463529e-4],
	['pt', 'm³', 4.731765e-4],
	['fl oz', 'm³', 2.957353e-5],
	['cup', 'm³', 2.365882e-4],
	['tbsp', 'm³', 1.478676e-5],
	['tsp', 'm³', 4.928922e-6],
	['ft³', 'm³', 2.831685e-2],
	['imp gal', 'm³', 4.54609e-3],
	['ac', 'm²', 4.046856e3],
	['mi²', 'm²', 2.589988e6],
	['oz', 'kg', 2.834952e-2],
	['ton', 'kg', 9.071847e2],
	['gr', 'kg', 6.479891e-5],
	['nmi', 'm', 1.852e3],
	['deg', 'rad', 1.745329e-2],
	['kn', 'm/s', 5.144444e-1],
	['km/h', 'm/s', 2.777778e-1],
	['PS', 'W', 7.354988e2],
	['eV', 'J', 1.602177e-19]
];

describe('factors against NIST SP 811 Appendix B.8', () => {
	it.each(NIST_B8)('1 %s = %s × %s (to 7 significant digits)', async (from, to, factor) => {
		const got = await result(1, from, to);
		expect(Math.abs(got - factor) / factor).toBeLessThan(5e-7);
	});
});

describe('properties', () => {
	it('a → b → a gives the value back, within rounding', async () => {
		await fc.assert(
			fc.asyncProperty(fc.constantFrom(...UNITS), fc.double({ min: -1e6, max: 1e6, noNaN: true }), async (unit, value) => {
				const peers = UNITS.filter((u) => u.category === unit.category);
				const other = peers[Math.abs(Math.round(value)) % peers.length];
				const there = await result(value, unit.symbol, other.symbol);
				const back = await result(there, other.symbol, unit.symbol);
				expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.max(1e-9, Math.abs(value) * 1e-9) + 1e-9);
			}),
			fuzzParameters()
		);
	});

	it('every alias names the same unit as its symbol', async () => {
		for (const u of UNITS) for (const alias of u.aliases) expect((await convert(1, alias, u.symbol)).body).toMatchObject({ result: 1, from: u.symbol, to: u.symbol });
	});
});
