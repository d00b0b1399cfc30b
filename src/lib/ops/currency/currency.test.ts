import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { TEST_RATES } from '../../../../tests/peers/ecb-peer.js';
import { UpstreamError, type ExchangeRates, type RatesUpstream } from '../_shared/upstreams.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { convert, minorUnits } from './convert.js';
import { currency } from './index.js';
import * as offline from './currency.offline.js';

const table: ExchangeRates = {
	date: '2026-11-26',
	rates: { EUR: 1, ...Object.fromEntries(Object.entries(TEST_RATES).map(([c, r]) => [c, Number(r)])) },
	source: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'
};
const fixed: RatesUpstream = { latest: async () => table };
/** What the API answers: the status and the body (the result's message ids are the app's). */
const apiAnswer = ({ status, body }: { status: number; body: unknown }) => ({ status, body });
const run = (input: unknown, rates: RatesUpstream = fixed) => Promise.resolve(executeOperation(currency, input, { now: Date.now, rates })).then(({ status, body }) => ({ status, body }));

describe('currency cases (replayed through executeOperation)', () => {
	replayCases(cases, [currency]);
});

/**
 * Conversions checked against python3's decimal module (exact decimal arithmetic on the ECB's
 * decimal strings): rate = to / from to 6 significant digits, result = amount × to / from rounded
 * half-up to the minor units. Minor units as CLDR's currency data gives them (the table below,
 * written out: JPY, KRW, ISK 0 as in ISO 4217; IDR and HUF 0 where ISO 4217 says 2, since
 * neither has coins below a unit in use; all others here 2).
 */
const PYTHON = `
import json, sys
from decimal import Decimal, ROUND_HALF_UP, getcontext
getcontext().prec = 50
rates = json.loads(sys.argv[1]); rates['EUR'] = '1'
minor = {'JPY': 0, 'KRW': 0, 'ISK': 0, 'IDR': 0, 'HUF': 0}
out = []
for amount, f, t in json.loads(sys.argv[2]):
    exact = Decimal(rates[t]) / Decimal(rates[f])
    rate = float(format(exact, '.6g'))
    result = (Decimal(amount) * exact).quantize(Decimal(1).scaleb(-minor.get(t, 2)), rounding=ROUND_HALF_UP)
    out.append({'rate': rate, 'result': float(result)})
print(json.dumps(out))
`;

describe('conversions against python3 decimal', () => {
	const pairs: [string, string, string][] = [
		['100', 'USD', 'EUR'],
		['250', 'EUR', 'BRL'],
		['40', 'GBP', 'JPY'],
		['1234.56', 'CHF', 'SEK'],
		['0.5', 'KRW', 'ISK'],
		['1000000', 'IDR', 'USD'],
		['-75.25', 'CAD', 'AUD'],
		['19.99', 'EUR', 'EUR'],
		['10.37', 'EUR', 'HUF'],
		['3', 'USD', 'IDR']
	];
	let expected: { rate: number; result: number }[] = [];
	try {
		expected = JSON.parse(execFileSync('python3', ['-c', PYTHON, JSON.stringify(TEST_RATES), JSON.stringify(pairs)], { encoding: 'utf8' }));
	} catch {
		expected = [];
	}
	it.skipIf(expected.length === 0).each(pairs.map((p, i) => [p.join(' '), i] as const))('%s', async (_, i) => {
		const [amount, from, to] = pairs[i];
		const result = await run({ amount: Number(amount), from: from.toLowerCase(), to });
		expect(result.status).toBe(200);
		expect(result.body).toMatchObject({ ...expected[i], date: '2026-11-26', from, to, source: table.source });
		expect(currency.output.safeParse(result.body).error).toBeUndefined();
	});
});

describe('errors', () => {
	it('a code the ECB does not quote → 422 naming the field and the ones it does', async () => {
		const result = await run({ amount: 1, from: 'USD', to: 'XAU' });
		expect(result.status).toBe(422);
		expect((result.body as { detail: string }).detail).toMatch(/^to: XAU is not among the ECB’s reference currencies \(AUD, BGN, BRL, /);
	});

	it('no rates ever fetched → 503 with upstream_error', async () => {
		const result = await run({ amount: 1, from: 'USD', to: 'EUR' }, { latest: () => Promise.reject(new UpstreamError('ECB exchange rates: HTTP 404')) });
		expect(result).toEqual({ status: 503, body: { detail: 'exchange rates are not available yet: ECB exchange rates: HTTP 404', code: 'upstream_error' } });
	});
});

describe('properties', () => {
	const codes = Object.keys(table.rates);
	it('any input answers 200 or 422', async () => {
		await fc.assert(
			fc.asyncProperty(fc.oneof(fc.double(), fc.string(), fc.constant(undefined)), fc.oneof(fc.constantFrom(...codes), fc.string({ maxLength: 5 })), fc.oneof(fc.constantFrom(...codes), fc.string({ maxLength: 5 })), async (amount, from, to) => {
				expect([200, 422]).toContain((await run({ amount, from, to })).status);
			}),
			fuzzParameters()
		);
	});

	it('a round trip comes back within rounding, and converting to the same currency changes nothing', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100), fc.constantFrom(...codes), fc.constantFrom(...codes), (amount, from, to) => {
				const there = convert(amount, from, to, table.rates);
				const back = convert(there.result, to, from, table.rates);
				// The losses are the two roundings: `there` to the minor units of `to` (carried back at
				// the rate), then `back` to those of `from`.
				const unit = (code: string) => 10 ** -minorUnits(code);
				expect(Math.abs(back.result - amount)).toBeLessThanOrEqual((unit(to) / 2) * (table.rates[from] / table.rates[to]) + unit(from) / 2 + 1e-9);
				expect(convert(amount, from, from, table.rates)).toEqual({ result: Number(amount.toFixed(minorUnits(from))), rate: 1 });
			}),
			fuzzParameters()
		);
	});
});

describe('the app’s offline answer from the rates it kept (currency.offline.ts)', () => {
	const kept = offline.keep(table)!;

	it('keeps the day’s table of an answer and refuses anything else', () => {
		expect(kept).toEqual({ date: table.date, source: table.source, rates: table.rates });
		expect(offline.keep(null)).toBeNull();
		expect(offline.keep({ ...table, rates: {} })).toBeNull();
		expect(offline.keep({ ...table, rates: { USD: -1 } })).toBeNull();
		expect(offline.keep({ ...table, rates: { usd: 1.1 } })).toBeNull();
		expect(offline.keep({ date: table.date, rates: table.rates })).toBeNull();
	});

	it('answers as the operation does over the API, for conversions and for mistakes', async () => {
		const inputs: Record<string, unknown>[] = [
			{ amount: 100, from: 'USD', to: 'EUR' },
			{ amount: 40, from: 'gbp', to: ' jpy ' },
			{ amount: -75.25, from: 'CAD', to: 'AUD' },
			{ amount: 1, from: 'USD', to: 'XXX' },
			{ amount: 1, from: 'ZZZ', to: 'EUR' }
		];
		for (const input of inputs) expect(apiAnswer(offline.answer(input, kept)), JSON.stringify(input)).toEqual(await run(input));
	});

	it('gives the contract’s 422s (the cases that hold without rates)', () => {
		for (const c of cases.filter((c) => c.expected.status === 422)) {
			expect(apiAnswer(offline.answer(c.input as Record<string, unknown>, kept)), c.name).toEqual(c.expected);
		}
	});
});
