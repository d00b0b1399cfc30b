/**
 * The fields of an IEEE 754 value, for the view: sign, biased exponent and mantissa bits, and the
 * exact decimal the bits hold (every finite float is m · 2^e, a finite decimal: 0.1 is stored as
 * 0.1000000000000000055511151231257827021181583404541015625).
 */
export interface FloatFields {
	sign: string;
	exponent: string;
	mantissa: string;
	/** The exponent without its bias, for normal numbers; null for zeros, subnormals, infinities and NaN. */
	power: number | null;
	special: 'subnormal' | 'inf-nan' | null;
	exact: string;
}

export function floatFields(hex: string, size: 4 | 8, littleEndian: boolean): FloatFields | null {
	if (!/^[0-9a-f]+$/.test(hex) || hex.length !== size * 2) return null;
	let bytes: string[] = hex.match(/../g) ?? [];
	if (littleEndian) bytes = bytes.reverse();
	const bits = bytes.map((b) => Number.parseInt(b, 16).toString(2).padStart(8, '0')).join('');
	const exponentBits = size === 4 ? 8 : 11;
	const sign = bits[0];
	const exponent = bits.slice(1, 1 + exponentBits);
	const mantissa = bits.slice(1 + exponentBits);
	const biased = Number.parseInt(exponent, 2);
	const bias = 2 ** (exponentBits - 1) - 1;
	const allOnes = biased === 2 ** exponentBits - 1;
	const special = allOnes ? 'inf-nan' : biased === 0 ? 'subnormal' : null;
	let exact: string;
	if (allOnes) exact = BigInt(`0b${mantissa}`) ? 'NaN' : sign === '1' ? '-Infinity' : 'Infinity';
	else {
		const m = BigInt(`0b${biased === 0 ? '0' : '1'}${mantissa}`);
		const e = (biased === 0 ? 1 : biased) - bias - mantissa.length;
		exact = (sign === '1' ? '-' : '') + exactDecimal(m, e);
	}
	return { sign, exponent, mantissa, power: special ? null : biased - bias, special, exact };
}

/** m · 2^e written out in full: for e < 0, m · 5^−e over 10^−e. */
function exactDecimal(m: bigint, e: number): string {
	if (e >= 0) return (m << BigInt(e)).toString();
	const digits = (m * 5n ** BigInt(-e)).toString().padStart(-e + 1, '0');
	const whole = digits.slice(0, digits.length + e);
	const fraction = digits.slice(digits.length + e).replace(/0+$/, '');
	return fraction ? `${whole}.${fraction}` : whole;
}
