/** Conversion through the euro, as the ECB's reference rates are quoted: pure functions, no I/O. */
import type { Words } from '../../engine/words.js';
import { errors } from './errors.js';

/** The largest amount converted: beyond it a double no longer holds the cents exactly. */
export const MAX_AMOUNT = 1e13;

/** One day's reference rates, in units per euro, as the server keeps them and the app keeps them offline. */
export interface RatesTable {
	date: string;
	source: string;
	rates: Record<string, number>;
}

/** The currency operation's answer for `amount` of `from` in `to` at `table`'s rates. */
export interface Conversion extends RatesTable {
	result: number;
	rate: number;
	from: string;
	to: string;
}

/** Digits after the decimal point of a currency (ISO 4217 minor units, as Intl knows them); 2 when unknown. */
export function minorUnits(code: string): number {
	try {
		return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
	} catch {
		return 2;
	}
}

/** `value` to `digits` significant digits (a rate: the ECB quotes five or six). */
export function significant(value: number, digits = 6): number {
	return value === 0 ? 0 : Number(value.toPrecision(digits));
}

/** `value` to `digits` decimals, halves away from zero. */
export function roundTo(value: number, digits: number): number {
	return Number(value.toFixed(digits));
}

/**
 * `amount` of `from` in `to`, by the rates in units per euro: the cross rate is
 * rates[to] / rates[from]. `rate` is given to 6 significant digits; `result` is computed with
 * the unrounded rate and rounded to the minor units of `to` (JPY 0, USD 2, KWD 3).
 */
export function convert(amount: number, from: string, to: string, rates: Record<string, number>): { result: number; rate: number } {
	const exact = rates[to] / rates[from];
	return { result: roundTo(amount * exact, minorUnits(to)), rate: significant(exact) };
}

/**
 * The answer to a conversion at `table`'s rates, or what is wrong with `from` or `to` (a code the
 * table does not quote). `from` and `to` are upper-case codes already. The server's operation and
 * the app's offline answer (currency.offline.ts) both answer through this.
 */
export function conversion(table: RatesTable, amount: number, from: string, to: string): { answer: Conversion } | { problem: Words } {
	for (const [field, value] of [['from', from], ['to', to]] as const) {
		if (!Object.hasOwn(table.rates, value)) {
			return { problem: errors.words('not_quoted', { code: value, quoted: Object.keys(table.rates).sort().join(', ') }, field) };
		}
	}
	return { answer: { ...convert(amount, from, to, table.rates), date: table.date, source: table.source, from, to, rates: table.rates } };
}
