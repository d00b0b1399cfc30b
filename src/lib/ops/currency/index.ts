import { z } from 'zod';
import { UpstreamError } from '../_shared/upstreams.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { conversion, MAX_AMOUNT } from './convert.js';

const code = (field: string) =>
	z
		.string({ error: (issue) => (issue.input === undefined ? undefined : 'must be a string') })
		.transform((text, ctx) => {
			const upper = text.trim().toUpperCase();
			if (!/^[A-Z]{3}$/.test(upper)) {
				const words = errors.words('not_a_code');
				ctx.addIssue({ code: 'custom', message: words.text, params: { words } });
				return z.NEVER;
			}
			return upper;
		})
		.describe(`ISO 4217 code of the currency to convert ${field}, one the ECB quotes (or EUR); any case`)
		.meta(formHints({ widget: 'currency' }));

export const currency = defineOperation({
	id: 'currency',
	group: 'text',
	title: 'Currency converter',
	summary: 'Converts an amount between currencies at the European Central Bank’s daily reference rates, with the rate and its date.',
	keywords: ['currency', 'currency converter', 'exchange rate', 'forex', 'fx', 'ecb', 'euro', 'dollar', 'convert money', 'iso 4217'],
	method: 'POST',
	path: '/currency',
	runs: 'server',
	cost: 'light',
	service: 'rates',
	attribution: 'Euro foreign exchange reference rates © European Central Bank (ecb.europa.eu), used as its terms of use allow, with the source named.',
	input: z.object({
		amount: z
			.number({ error: (issue) => (issue.input === undefined ? undefined : 'must be a number') })
			.refine((n) => Math.abs(n) <= MAX_AMOUNT, { error: errors.zod('amount_too_large', () => ({ max: MAX_AMOUNT.toExponential() })) })
			.describe(`The amount in \`from\`; at most ${MAX_AMOUNT.toExponential()} in absolute value`),
		from: code('from'),
		to: code('to')
	}),
	output: z.object({
		result: z.number().describe('The amount in `to`, rounded to its minor units (ISO 4217: JPY 0, USD 2, …)'),
		rate: z.number().describe('Units of `to` per unit of `from` (through the euro), 6 significant digits'),
		date: z.string().describe('The day the ECB rates are of, YYYY-MM-DD'),
		source: z.string().describe('The URL of the reference rates (RATES_URL)'),
		from: z.string().describe('`from` as read (upper case)'),
		to: z.string().describe('`to` as read (upper case)'),
		rates: z.record(z.string(), z.number()).describe('Every rate of that day in units per euro (EUR 1): what the app keeps to convert offline')
	}),
	errors: [
		{
			status: 422,
			when: `\`amount\` missing, not a number or over ${MAX_AMOUNT.toExponential()} in absolute value; \`from\` or \`to\` not a three-letter code, or a code the ECB does not quote`
		},
		{ status: 503, when: 'no exchange rates could be fetched yet from RATES_URL (once fetched, the last rates are answered while the ECB is unreachable)', codes: ['upstream_error'] }
	],
	examples: [
		{
			name: '100 US dollars in euros',
			input: { amount: 100, from: 'USD', to: 'EUR' },
			// Recorded from the ECB stand-in of the API tests (tests/peers/ecb-peer.ts, its rates of
			// 26 November 2026; tests/api/docs-examples.test.ts replays it), with the default RATES_URL as source.
			answer: {
				result: 94.81,
				rate: 0.948137,
				date: '2026-11-26',
				source: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
				from: 'USD',
				to: 'EUR',
				rates: { EUR: 1, USD: 1.0547, JPY: 158.93, BGN: 1.9558, CZK: 25.123, DKK: 7.4582, GBP: 0.83315, HUF: 409.48, PLN: 4.3088, RON: 4.9767, SEK: 11.5215, CHF: 0.9301, ISK: 146.3, NOK: 11.7275, TRY: 36.4862, AUD: 1.6235, BRL: 6.3021, CAD: 1.4786, CNY: 7.6408, HKD: 8.2086, IDR: 16787.85, ILS: 3.8667, INR: 89.2065, KRW: 1478.21, MXN: 21.5163, MYR: 4.7124, NZD: 1.8049, PHP: 62.082, SGD: 1.4197, THB: 36.411, ZAR: 19.1437 }
			}
		},
		{ name: 'Euros to Brazilian reais', input: { amount: 250, from: 'EUR', to: 'BRL' } },
		{ name: 'Pounds to yen (a cross rate)', input: { amount: 40, from: 'GBP', to: 'JPY' } }
	],
	async run({ amount, from, to }, ctx) {
		if (!ctx.rates) throw new Error('currency needs ctx.rates (the server’s ECB rates)');
		let table;
		try {
			table = await ctx.rates.latest();
		} catch (err) {
			if (err instanceof UpstreamError) throw errors.error('rates_unavailable', { reason: err.words }, { status: 503 });
			throw err;
		}
		const done = conversion(table, amount, from, to);
		if ('problem' in done) throw errorOf(done.problem);
		return done.answer;
	}
});

export const operations = [currency];
