import { catalog, WordedError } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('number-base', {
	no_digits: 'no digits',
	not_a_digit: ({ char, base }: { char: string; base: number }) => `"${char}" is not a digit in base ${base}`,
	roman_range: ({ got }: { got: string }) => `roman numerals go from 1 to 3999 (got ${got})`,
	not_roman: 'not a Roman numeral in standard form (I to MMMCMXCIX)',
	not_a_digit_of: ({ char, what }: { char: string; what: string }) => `"${char}" is not a digit of ${what}`,
	odd_hex: 'an odd number of hex digits (two a byte)',
	float_width: ({ digits, got }: { digits: number; got: number }) => `needs exactly ${digits} hex digits, got ${got}`,
	float_list: ({ count, size }: { count: number; size: number }) => `holds ${count} floats of ${size} bytes; set \`delimiter\` to read them as a list`,
	float_multiple: ({ size, digits, got }: { size: number; digits: number; got: number }) => `a list of ${size}-byte floats needs a multiple of ${digits} hex digits, got ${got}`,
	twos_range: ({ bits, min, max, got }: { bits: number; min: string; max: string; got: string }) => `${got} does not fit in ${bits} bits (${min} to ${max})`,
	twos_width: ({ bits, got }: { bits: number; got: number }) => `needs exactly ${bits} binary digits (the bits field), got ${got}`,
	bcd_negative: 'a negative number needs signed BCD (signed: true)',
	bcd_width: ({ unit, got }: { unit: number; got: number }) => `needs a multiple of ${unit} binary digits, got ${got}`,
	bcd_code: ({ code, scheme }: { code: string; scheme: string }) => `${code} is not a digit in the ${scheme} BCD scheme`,
	varint_negative: 'a negative number needs a signed (zigzag) varint (signed: true)',
	varint_trailing: ({ extra }: { extra: number }) => `${extra} byte(s) after the end of the varint`,
	varint_unterminated: 'the last byte has its continuation bit set: the varint is cut short',
	text_negative: 'a negative number has no text',
	not_utf8: 'these bytes are not UTF-8 text; write the number in base 16 to see them',
	not_whole: ({ value, target }: { value: string; target: string }) => `${value} is not a whole number; ${target} takes whole numbers (float32 and float64 take fractions)`,
	too_many_bytes: ({ max }: { max: number }) => `more than ${max.toLocaleString('en-US')} bytes`
});

export class NumberBaseError extends WordedError {}
