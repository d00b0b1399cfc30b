/**
 * Values a careless or malicious client sends in place of a field: the wrong JSON type, a
 * number spelled as a string (and the reverse), spellings JSON does not have (NaN, Infinity) or
 * that overflow (1e309 parses to Infinity), lone surrogates, huge strings, deep nesting, and
 * Unicode that trips naive code (combining marks, RTL overrides, ZWJ sequences, BOM, full-width
 * digits). Each is a JSON value or a RawJson fragment (see raw-json.ts).
 */
import fc from 'fast-check';
import { nested, RawJson } from './raw-json.js';
import type { JsonSchema } from './schema-arbitrary.js';

/** Strings that are valid Unicode (or deliberately not) and break code that assumes ASCII. */
export const unicodeEdgeStrings: readonly string[] = [
	'',
	' ',
	'\u0000',
	'a\u0000b',
	'\ud800', // lone high surrogate
	'\udfff', // lone low surrogate
	'x\udc00y',
	'\ufeff', // BOM
	'\ufeffabc',
	'e\u0301\u0301\u0301', // combining marks stacked
	'\u202eevil\u202c', // right-to-left override
	'\u200f\u200e\u2066\u2069',
	'👩‍👩‍👧‍👦', // ZWJ family
	'🏳️‍🌈',
	'１２３４５６', // full-width digits
	'٠١٢٣٤٥٦٧٨٩', // Arabic-Indic digits
	'\u00a0\u2003\u3000', // non-breaking and wide spaces
	'\r\n\t\v\f',
	'\u2028\u2029',
	'İıß', // case mappings that change length
	'ﬃ',
	'𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
	'Z̴̡̛̺͓̝͔͔a̵l̷g̶o̵',
	'../../etc/passwd',
	'<script>alert(1)</script>',
	"' OR 1=1 --",
	'%00%ff%E0%A4%A',
	'${jndi:ldap://127.0.0.1/a}',
	'__proto__',
	'\\u0000'
];

/** Spellings of numbers that JSON does not have or that overflow doubles; most make the body unparsable. */
export const numberSpellings: readonly string[] = [
	'NaN',
	'Infinity',
	'-Infinity',
	'-0',
	'1e309',
	'-1e309',
	'1e-400',
	'0x10',
	'01',
	'+1',
	'.5',
	'1.',
	'9007199254740993',
	'1E2',
	'-',
	'1_000'
];

/** The JSON escapes of lone surrogates and NUL, as raw string literals (what JSON.stringify also writes). */
export const escapedStrings: readonly string[] = ['"\\ud800"', '"\\udfff"', '"\\ud800\\u0041"', '"a\\u0000b"', '"\\uDBFF\\uDFFF"', '"\\uFEFF"'];

/** Wrong JSON types, one of each. */
const wrongTypes: unknown[] = [null, true, false, 0, -1, 1.5, '', 'x', [], [1, 2], {}, { a: 1 }, [{}], [[]]];

/** A string of `length` UTF-16 units built from one character (1 to 4 UTF-8 bytes each). */
export function hugeString(): fc.Arbitrary<string> {
	return fc
		.tuple(fc.integer({ min: 100_000, max: 330_000 }), fc.constantFrom('a', 'é', '€', '😀', '\u0000', '"', '\\'))
		.map(([units, ch]) => ch.repeat(Math.floor(units / ch.length)));
}

/** Deep nesting: thousands of levels of arrays or objects, as raw text. */
export function deepNesting(): fc.Arbitrary<RawJson> {
	return fc.tuple(fc.integer({ min: 1000, max: 6000 }), fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>).map(([depth, kind]) => nested(depth, kind));
}

/** What a field declared by `schema` might be given instead of a valid value. */
export function hostileValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
	const types = schema ? [schema.type ?? []].flat() : [];
	const asText = fc.oneof(fc.integer().map(String), fc.double({ noNaN: true }).map(String), fc.constantFrom('1', '0', '-1', '1e3', '6', '8', 'true', 'null'));
	return fc.oneof(
		{ arbitrary: fc.constantFrom(...wrongTypes), weight: 4 },
		// numbers as strings when a number is expected; numbers where a string is expected
		{ arbitrary: types.includes('number') || types.includes('integer') ? asText : fc.oneof(fc.integer(), fc.double()), weight: 3 },
		{ arbitrary: fc.constantFrom(...numberSpellings).map((s) => new RawJson(s)), weight: 2 },
		{ arbitrary: fc.constantFrom(...escapedStrings).map((s) => new RawJson(s)), weight: 2 },
		{ arbitrary: fc.constantFrom(...unicodeEdgeStrings), weight: 3 },
		{ arbitrary: hugeString(), weight: 1 },
		{ arbitrary: deepNesting(), weight: 1 },
		{ arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 31, -(2 ** 32)), weight: 1 },
		{ arbitrary: fc.array(fc.string(), { minLength: 1000, maxLength: 3000 }), weight: 1 }
	);
}
