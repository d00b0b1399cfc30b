import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('math-evaluate', {
	empty: 'is empty',
	unexpected: ({ token, position }: { token: string; position: number }) => `unexpected "${token}" at position ${position}`,
	incomplete: 'ends too early: a number or a closing parenthesis is missing',
	unknown_name: ({ name, position }: { name: string; position: number }) => `unknown name "${name}" at position ${position}`,
	unknown_unit: ({ unit, position }: { unit: string; position: number }) => `unknown unit "${unit}" at position ${position} (GET /units/list lists them)`,
	bad_number: ({ token, position }: { token: string; position: number }) => `"${token}" at position ${position} is not a number`,
	too_deep: ({ max }: { max: number }) => `nests more than ${max} levels`,
	arity: ({ name, expected, got }: { name: string; expected: string; got: number }) => `${name}() takes ${expected}, got ${got}`,
	division_by_zero: 'division by zero',
	domain: ({ name }: { name: string }) => `this value is outside the domain of ${name}()`,
	needs_integer: ({ name }: { name: string }) => `${name} needs integers`,
	needs_natural: ({ name }: { name: string }) => `${name} needs a whole number ≥ 0`,
	too_large: ({ bits }: { bits: number }) => `a number would need more than ${bits.toLocaleString('en-US')} bits (about ${Math.floor(bits * Math.log10(2)).toLocaleString('en-US')} digits)`,
	power_domain: 'a negative number to a fractional power has no real value',
	denominator_too_large: ({ bits }: { bits: number }) => `a fraction's denominator would need more than ${bits.toLocaleString('en-US')} bits (about ${Math.floor(bits * Math.log10(2)).toLocaleString('en-US')} digits)`,
	integer_too_large: ({ name, bits }: { name: string; bits: number }) => `${name}() takes integers of at most ${bits.toLocaleString('en-US')} bits`,
	overflow: 'the result is too large for a floating-point number',
	no_inverse: 'has no inverse: the number and the modulus have a common factor',
	format_outside: 'bin(), hex() and oct() write the whole answer: put them around the whole expression',
	number_unit: ({ unit }: { unit: string }) => `a number without a unit cannot be converted to ${unit}`,
	other_category: ({ to, toCategory, from, fromCategory }: { to: string; toCategory: string; from: string; fromCategory: string }) =>
		`${to} is a unit of ${toCategory}, ${from} of ${fromCategory}`,
	unit_arithmetic: ({ op }: { op: string }) => `"${op}" cannot combine these: units are added, subtracted, converted, scaled by numbers, or divided by a unit of the same kind`,
	offset_temperature: ({ unit }: { unit: string }) => `${unit} can only be converted (for example 100 °C to °F), not used in arithmetic`,
	unit_argument: ({ name }: { name: string }) => `${name}() takes numbers without units`,
	list_arithmetic: 'xgcd() answers three numbers, which cannot be used in arithmetic'
});
