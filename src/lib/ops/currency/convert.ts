/** Conversion through the euro, as the ECB's reference rates are quoted: pure functions, no I/O. */

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
