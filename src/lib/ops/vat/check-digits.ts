// Check-digit arithmetic shared by several member states' VAT numbers. Inputs are strings of
// ASCII digits already checked by the caller's format pattern.

export { mod97 } from '../_shared/mod97.js';
export { luhnSum, luhnValid, luhnCheckDigit } from '../_shared/luhn.js';

/** Σ weight × digit, the weights aligned with the first digits. */
export function weightedSum(text: string, weights: readonly number[]): number {
	let sum = 0;
	for (let i = 0; i < weights.length; i++) sum += weights[i] * (text.charCodeAt(i) - 48);
	return sum;
}

/** A remainder in 0 … m − 1 also for negative dividends (JavaScript's % keeps the sign). */
export function mod(n: number, m: number): number {
	return ((n % m) + m) % m;
}

/** ISO 7064 MOD 11,10 (hybrid system): a digit string whose last digit is its check digit. */
export function iso7064Mod11_10Valid(text: string): boolean {
	let product = 10;
	for (let i = 0; i < text.length - 1; i++) {
		const sum = (text.charCodeAt(i) - 48 + product) % 10 || 10;
		product = (sum * 2) % 11;
	}
	return (11 - product) % 10 === text.charCodeAt(text.length - 1) - 48;
}

/** A real calendar date (proleptic Gregorian); month 1–12. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
	if (month < 1 || month > 12 || day < 1) return false;
	return day <= new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0);
}

function isLeapYear(year: number): boolean {
	return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
