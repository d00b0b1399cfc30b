// The Luhn check digit (ISO/IEC 7812-1 annex B), used by VAT numbers, IMEI, ISIN and card numbers.
// Inputs are strings of ASCII digits already checked by the caller.

/** The Luhn (ISO/IEC 7812-1 annex B) sum of a digit string: every second digit from the right doubled. */
export function luhnSum(text: string): number {
	let sum = 0;
	for (let i = text.length - 1, double = false; i >= 0; i--, double = !double) {
		const d = text.charCodeAt(i) - 48;
		sum += double ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
	}
	return sum;
}

/** A digit string whose last digit is its Luhn check digit. */
export function luhnValid(text: string): boolean {
	return luhnSum(text) % 10 === 0;
}

/** The Luhn check digit to append to `text`. */
export function luhnCheckDigit(text: string): number {
	return (10 - (luhnSum(text + '0') % 10)) % 10;
}
