import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { formHints } from '../form-hints.js';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { convertBases, DELIMITERS, ENCODINGS, type Base, type Delimiter } from './convert.js';
import { BCD_SCHEMES } from './encodings.js';
import { NumberBaseError } from './errors.js';

/** Values up to this many characters are light calls, in every base asked for (docs/performance.md). */
export const LIGHT_CALL_DIGITS = 1_000;

export const MAX_DIGITS = 10_000;
/** 2–64, "roman" and the encodings: one enum, so the form offers a select and a group of checkboxes. */
const BASES = [...Array.from({ length: 63 }, (_, i) => i + 2), 'roman', ...ENCODINGS] as const;
const base = z.literal(BASES as unknown as [Base, ...Base[]]);

export const numberBase = defineOperation({
	id: 'number-base',
	group: 'text',
	title: 'Number base converter',
	summary: 'Converts a whole number of any size between binary, octal, decimal, hexadecimal, any base from 2 to 64 and Roman numerals, and writes or reads it as IEEE 754 float32/float64, two\'s complement, BCD, a protobuf varint or text bytes.',
	keywords: ['binary', 'hex', 'hexadecimal', 'octal', 'decimal', 'base', 'radix', 'roman numerals', 'convert', 'number', 'base36', 'base64', 'ieee 754', 'float', 'double', 'two\'s complement', 'bcd', 'binary-coded decimal', 'varint', 'leb128', 'protobuf', 'zigzag', 'text to integer', 'to float', 'from float', 'float list', 'bytes to float'],
	method: 'POST',
	path: '/number-base',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_DIGITS, 'value'),
	timeLimit: { ms: 2000, detail: 'the conversion ran longer than the time limit of 2,000 ms; send fewer digits or ask for fewer bases' },
	input: z.object({
		value: stringOfAtMost(MAX_DIGITS)
			.describe(`A number written as \`from\` says: optional - sign, digits (any case up to base 36; _ or spaces between digits ignored); at most ${MAX_DIGITS.toLocaleString('en-US')} characters`)
			.meta(formHints({ monospace: true, placeholder: 'ff' })),
		from: base.describe('What `value` is written in: a base 2-64 (up to 36 any case; 37-64 case-sensitive, digits 0-9a-zA-Z+/), "roman", "float32"/"float64" (IEEE 754 hex), "twos-complement" (exactly `bits` binary digits), "bcd" (binary digits, 4 a digit), "varint" (hex bytes) or "text" (its UTF-8 bytes, big-endian). Base 10 also reads fractions, exponents, NaN and Infinity, for float32/float64'),
		to: z
			.array(base)
			.min(1)
			.max(BASES.length)
			.default([2, 8, 10, 16])
			.describe('What to write it in, the same choices as From ("roman" 1-3999 only; a fraction only as float32, float64 or base 10); default [2, 8, 10, 16]'),
		bits: z
			.union([z.literal(8), z.literal(16), z.literal(32), z.literal(64)])
			.default(32)
			.describe('Width of "twos-complement", 8, 16, 32 or 64 bits (default 32); writing takes -2^(bits-1) to 2^bits - 1'),
		signed: z.boolean().default(false).describe('"bcd": a sign nibble after the digits (1100 +, 1101 -); "varint": zigzag, as protobuf sint32/sint64. Default false'),
		bcd_scheme: z.enum(BCD_SCHEMES).default('8421').describe('The BCD code of each digit, CyberChef\'s schemes: 8421, 7421, 4221, 2421, 84-2-1, excess-3, ibm-8421 (default 8421)'),
		bcd_packed: z.boolean().default(true).describe('"bcd": two digits a byte (default); false: one digit a byte, a 0000 nibble before each'),
		little_endian: z.boolean().default(false).describe('"float32"/"float64": bytes least significant first (default false: big-endian, as written on paper)'),
		delimiter: z
			.enum(Object.keys(DELIMITERS) as [Delimiter, ...Delimiter[]])
			.optional()
			.describe('Makes `value` a list (CyberChef\'s To Float / From Float): space, comma, semicolon, colon, line-feed or crlf between the items. float32/float64 hex is the floats\' bytes one after another (a multiple of 4 or 8 bytes); every item is converted; float32/float64 answers are the bytes one after another, the others joined by the delimiter. Default: one value')
	}),
	output: z.object({
		results: z.record(z.string(), z.string()).describe('Keyed by what was asked ("2", "16", "roman", "float64", "bcd"…); digits lower case up to base 36, Roman numerals upper case, a negative keeps its -; float32/float64/varint as hex, twos-complement and bcd as binary (bcd in 4-bit groups), text as text. With `delimiter`, each answer is the list: items joined by the delimiter, float32/float64 hex one after another')
	}),
	errors: [{ status: 422, when: `a digit not of the base or encoding; over ${MAX_DIGITS.toLocaleString('en-US')} characters; a base outside 2-64; Roman numerals outside 1-3999 or not in standard form; a fraction asked in a whole-number form; a number outside the two's complement width; the wrong number of digits for float32/float64/twos-complement/bcd (with \`delimiter\`: float hex not a multiple of 4 or 8 bytes; without it: several floats' bytes); a varint cut short or followed by bytes; bytes that are not UTF-8 text` }],
	examples: [
		{ name: 'From hexadecimal', input: { value: 'ff', from: 16 } },
		{ name: 'Year to Roman', input: { value: '2026', from: 10, to: [2, 16, 'roman'] } },
		{ name: 'Big number', input: { value: '18446744073709551615', from: 10, to: [16, 36, 64] } },
		{ name: 'Decimal to IEEE 754', input: { value: '0.1', from: 10, to: ['float32', 'float64'] } },
		{ name: 'Bytes to a list of floats', input: { value: '3fc00000c01000003dcccccd', from: 'float32', to: [10], delimiter: 'space' } },
		{ name: 'Two\'s complement', input: { value: '-5', from: 10, to: [16, 'twos-complement'], bits: 8 } },
		{ name: 'BCD and varint', input: { value: '300', from: 10, to: ['bcd', 'varint'] } },
		{ name: 'Text as a number', input: { value: 'Hello', from: 'text', to: [10, 16] } }
	],
	run(input) {
		try {
			const { bits, signed, bcd_scheme, bcd_packed, little_endian } = input;
			return { results: convertBases(input.value, input.from, input.to, { bits, signed, bcd_scheme, bcd_packed, little_endian }, input.delimiter) };
		} catch (err) {
			if (err instanceof NumberBaseError) throw errorOf(err.words);
			throw err;
		}
	}
});

export const operations = [numberBase];
