import type { OperationCase } from '../cases.js';

const PYTHON = 'python3: int(value, base), bin/oct/hex/format(n, "x") and a base-36 loop (n % 36) for the digits';
const ROMAN = 'Wikipedia, "Roman numerals", the examples of standard form (39 = XXXIX, 246 = CCXLVI, 789 = DCCLXXXIX, 2421 = MMCDXXI, 1776 = MDCCLXXVI, 1954 = MCMLIV, 3999 = MMMCMXCIX)';
const STRUCT = 'python3: struct.pack(">d"/">f"/"<d", x).hex() and struct.unpack(">f"/">d", bytes.fromhex(h))[0] (repr)';
const TWOS = 'python3: format(x & (2**bits - 1), "0{bits}b") and int.from_bytes(bytes.fromhex(h), "big", signed=True)';
const CC_BCD = 'CyberChef tests/operations/tests/BCD.mjs (To BCD / From BCD, format "Nibbles"; its "Bytes" inputs are the same bits)';
const VARINT = 'protobuf encoding guide (developers.google.com/protocol-buffers/docs/encoding: 150 → 96 01, zigzag -1 → 1, 1 → 2, -2 → 3) and python3: a base-128 loop (n & 0x7f | 0x80 while n >= 0x80), zigzag (n << 1) ^ (n >> 63)';
const CC_TEXT = 'CyberChef tests/operations/tests/TextIntegerConverter.mjs ("Hello" = 310939249775 = 0x48656C6C6F, "ABC" = 4276803); python3 int.from_bytes(s.encode(), "big")';
const ITTOOLS = 'python3: a division loop over IT-Tools\' alphabet 0-9a-zA-Z+/ (src/tools/integer-base-converter/integer-base-converter.model.ts)';
const CONTRACT = 'docs/spec/toolbox.md Part 1, /number-base: roman 1-3999; negative values keep -';
const CC_FLOAT = 'CyberChef tests/operations/tests/Float.mjs';
const STRUCT_LIST = 'python3: struct.unpack(">%df" % n / "<%dd" % n, bytes.fromhex(h)) joined with repr, and struct.pack(">%df" % n, *xs).hex()';

const ok = (name: string, input: Record<string, unknown>, results: Record<string, string>, source: string): OperationCase => ({
	name,
	op: 'number-base',
	input,
	expected: { status: 200, body: { results } },
	source
});
const invalid = (name: string, input: Record<string, unknown>, detail: string, source: string): OperationCase => ({
	name,
	op: 'number-base',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

export const cases: OperationCase[] = [
	ok('255 in the default bases', { value: '255', from: 10 }, { '2': '11111111', '8': '377', '10': '255', '16': 'ff' }, PYTHON),
	ok('2^64 − 1 (beyond a double)', { value: '18446744073709551615', from: 10, to: [16, 36] }, { '16': 'ffffffffffffffff', '36': '3w5e11264sgsf' }, PYTHON),
	ok('Upper-case hex in, lower case out', { value: 'FF', from: 16, to: [10] }, { '10': '255' }, PYTHON),
	ok('Base 36', { value: 'zz', from: 36, to: [10] }, { '10': '1295' }, PYTHON),
	ok('A negative keeps its sign', { value: '-1010', from: 2, to: [10, 16] }, { '10': '-10', '16': '-a' }, `${PYTHON}; ${CONTRACT}`),
	ok('Roman to decimal', { value: 'MCMLIV', from: 'roman', to: [10] }, { '10': '1954' }, ROMAN),
	ok('Decimal to Roman', { value: '39', from: 10, to: ['roman'] }, { roman: 'XXXIX' }, ROMAN),
	ok('246 to Roman', { value: '246', from: 10, to: ['roman'] }, { roman: 'CCXLVI' }, ROMAN),
	ok('789 to Roman', { value: '789', from: 10, to: ['roman'] }, { roman: 'DCCLXXXIX' }, ROMAN),
	ok('2421 to Roman', { value: '2421', from: 10, to: ['roman'] }, { roman: 'MMCDXXI' }, ROMAN),
	ok('1776 from Roman', { value: 'mdcclxxvi', from: 'roman', to: [10] }, { '10': '1776' }, ROMAN),
	ok('3999 to Roman', { value: '3999', from: 10, to: ['roman', 16] }, { roman: 'MMMCMXCIX', '16': 'f9f' }, ROMAN),
	invalid('4000 has no Roman numeral', { value: '4000', from: 10, to: ['roman'] }, 'to: roman numerals go from 1 to 3999 (got 4000)', CONTRACT),
	invalid('IIII is not standard form', { value: 'IIII', from: 'roman' }, 'value: not a Roman numeral in standard form (I to MMMCMXCIX)', ROMAN),
	invalid('A digit outside the base', { value: '129', from: 8 }, 'value: "9" is not a digit in base 8', CONTRACT),
	ok('2^64 − 1 in base 64 (IT-Tools alphabet)', { value: '18446744073709551615', from: 10, to: [64] }, { '64': 'f//////////' }, ITTOOLS),
	ok('Base 64 is case-sensitive: Z/ is 3967', { value: 'Z/', from: 64, to: [10] }, { '10': '3967' }, ITTOOLS),
	ok('4095 in base 64 and 100 in base 50', { value: '4095', from: 10, to: [64] }, { '64': '//' }, ITTOOLS),
	ok('100 in base 50', { value: '100', from: 10, to: [50] }, { '50': '20' }, ITTOOLS),
	invalid('A digit outside base 40', { value: 'Z', from: 40 }, 'value: "Z" is not a digit in base 40', CONTRACT),
	ok('0.1 as float32 and float64', { value: '0.1', from: 10, to: ['float32', 'float64'] }, { float32: '3dcccccd', float64: '3fb999999999999a' }, STRUCT),
	ok('0.1 as a little-endian float64', { value: '0.1', from: 10, to: ['float64'], little_endian: true }, { float64: '9a9999999999b93f' }, STRUCT),
	ok('float32 3dcccccd back to decimal', { value: '3dcccccd', from: 'float32', to: [10] }, { '10': '0.10000000149011612' }, STRUCT),
	ok('float64 back to decimal', { value: '3fb9 9999 9999 999a', from: 'float64', to: [10] }, { '10': '0.1' }, STRUCT),
	ok('A whole float64 to other bases', { value: '4059000000000000', from: 'float64', to: [10, 16] }, { '10': '100', '16': '64' }, STRUCT),
	ok('255, -0 and infinity as floats', { value: '255', from: 10, to: ['float64'] }, { float64: '406fe00000000000' }, STRUCT),
	ok('Negative zero as float64', { value: '-0', from: 10, to: ['float64'] }, { float64: '8000000000000000' }, STRUCT),
	ok('Infinity as float32', { value: 'Infinity', from: 10, to: ['float32'] }, { float32: '7f800000' }, STRUCT),
	ok('CyberChef From Float: 0.5', { value: '0.5', from: 10, to: ['float32', 'float64'] }, { float32: '3f000000', float64: '3fe0000000000000' }, 'CyberChef tests/operations/tests/Float.mjs (From Float, Big Endian: 0.5 → 3f000000, 3fe0000000000000)'),
	invalid('A fraction has no base-2 digits', { value: '0.1', from: 10, to: [2] }, 'to: 0.1 is not a whole number; base 2 takes whole numbers (float32 and float64 take fractions)', CONTRACT),
	invalid('float64 needs 16 hex digits', { value: '3fb99999', from: 'float64', to: [10] }, 'value: needs exactly 16 hex digits, got 8', CONTRACT),
	ok('CyberChef To Float (Big Endian, 4 bytes)', { value: '3f0000003f000000', from: 'float32', to: [10], delimiter: 'space' }, { '10': '0.5 0.5' }, `${CC_FLOAT} "To Float (Big Endian, 4 bytes): 0.5"`),
	ok('CyberChef To Float (Little Endian, 4 bytes)', { value: '0000003f0000003f', from: 'float32', to: [10], delimiter: 'space', little_endian: true }, { '10': '0.5 0.5' }, `${CC_FLOAT} "To Float (Little Endian, 4 bytes): 0.5"`),
	ok('CyberChef To Float (Big Endian, 8 bytes)', { value: '3fe00000000000003fe0000000000000', from: 'float64', to: [10], delimiter: 'space' }, { '10': '0.5 0.5' }, `${CC_FLOAT} "To Float (Big Endian, 8 bytes): 0.5"`),
	ok('CyberChef To Float (Little Endian, 8 bytes)', { value: '000000000000e03f000000000000e03f', from: 'float64', to: [10], delimiter: 'space', little_endian: true }, { '10': '0.5 0.5' }, `${CC_FLOAT} "To Float (Little Endian, 8 bytes): 0.5"`),
	ok('CyberChef From Float (Big Endian, 4 bytes)', { value: '0.5 0.5', from: 10, to: ['float32'], delimiter: 'space' }, { float32: '3f0000003f000000' }, `${CC_FLOAT} "From Float (Big Endian, 4 bytes): 0.5"`),
	ok('CyberChef From Float (Little Endian, 4 bytes)', { value: '0.5 0.5', from: 10, to: ['float32'], delimiter: 'space', little_endian: true }, { float32: '0000003f0000003f' }, `${CC_FLOAT} "From Float (Little Endian, 4 bytes): 0.5"`),
	ok('CyberChef From Float (Big Endian, 8 bytes)', { value: '0.5 0.5', from: 10, to: ['float64'], delimiter: 'space' }, { float64: '3fe00000000000003fe0000000000000' }, `${CC_FLOAT} "From Float (Big Endian, 8 bytes): 0.5"`),
	ok('CyberChef From Float (Little Endian, 8 bytes)', { value: '0.5 0.5', from: 10, to: ['float64'], delimiter: 'space', little_endian: true }, { float64: '000000000000e03f000000000000e03f' }, `${CC_FLOAT} "From Float (Little Endian, 8 bytes): 0.5"`),
	ok('Three float32s to decimals, comma-separated', { value: '3fc00000 c0100000 3dcccccd', from: 'float32', to: [10], delimiter: 'comma' }, { '10': '1.5,-2.25,0.10000000149011612' }, STRUCT_LIST),
	ok('A list, one a line, to float64 bytes (a last line break skipped)', { value: '1.5\n-2.25\n0.1\n', from: 10, to: ['float64'], delimiter: 'line-feed' }, { float64: '3ff8000000000000c0020000000000003fb999999999999a' }, STRUCT_LIST),
	ok('float32 bytes rewritten as float64 bytes', { value: '3dcccccd3f800000', from: 'float32', to: ['float64'], delimiter: 'space' }, { float64: '3fb99999a00000003ff0000000000000' }, STRUCT_LIST),
	ok('Little-endian float64s, semicolon between the bytes too', { value: '182d4454fb210940;59f3f8c21f6ea581', from: 'float64', to: [10], delimiter: 'semicolon', little_endian: true }, { '10': '3.141592653589793;-1e-300' }, STRUCT_LIST),
	ok('NaN, Infinity and -0 in a float32 list', { value: 'NaN, Infinity, -0', from: 10, to: ['float32'], delimiter: 'comma' }, { float32: '7fc000007f80000080000000' }, STRUCT_LIST),
	ok('Whole numbers in a list, to hex and float32', { value: '10,255', from: 10, to: [16, 'float32'], delimiter: 'comma' }, { '16': 'a,ff', float32: '41200000437f0000' }, `${STRUCT_LIST}; format(n, "x")`),
	invalid('A float32 list needs a multiple of 4 bytes', { value: '3f000000 3f', from: 'float32', to: [10], delimiter: 'space' }, 'value: a list of 4-byte floats needs a multiple of 8 hex digits, got 10', `${CONTRACT}; CyberChef ToFloat.mjs refuses it too ("Input is not a multiple of 4")`),
	invalid('Several floats without a delimiter', { value: '3f0000003f000000', from: 'float32', to: [10] }, 'value: holds 2 floats of 4 bytes; set `delimiter` to read them as a list', CONTRACT),
	invalid('A fraction in a list has no base-2 digits', { value: '1,0.5', from: 10, to: [2], delimiter: 'comma' }, 'to: 0.5 is not a whole number; base 2 takes whole numbers (float32 and float64 take fractions)', CONTRACT),
	ok('-5 in 8-bit two\'s complement', { value: '-5', from: 10, to: ['twos-complement'], bits: 8 }, { 'twos-complement': '11111011' }, TWOS),
	ok('-1 in 16 bits, -128 in 8', { value: '-1', from: 10, to: ['twos-complement'], bits: 16 }, { 'twos-complement': '1111111111111111' }, TWOS),
	ok('-128 in 8 bits', { value: '-128', from: 10, to: ['twos-complement'], bits: 8 }, { 'twos-complement': '10000000' }, TWOS),
	ok('Two\'s complement 11111011 reads -5', { value: '1111 1011', from: 'twos-complement', to: [10], bits: 8 }, { '10': '-5' }, TWOS),
	invalid('-129 does not fit 8 bits', { value: '-129', from: 10, to: ['twos-complement'], bits: 8 }, 'bits: -129 does not fit in 8 bits (-128 to 255)', CONTRACT),
	invalid('Two\'s complement needs exactly bits digits', { value: '1011', from: 'twos-complement', to: [10], bits: 8 }, 'value: needs exactly 8 binary digits (the bits field), got 4', CONTRACT),
	ok('To BCD: 0', { value: '0', from: 10, to: ['bcd'] }, { bcd: '0000' }, CC_BCD),
	ok('To BCD: unpacked', { value: '1234567890', from: 10, to: ['bcd'], bcd_packed: false }, { bcd: '0000 0001 0000 0010 0000 0011 0000 0100 0000 0101 0000 0110 0000 0111 0000 1000 0000 1001 0000 0000' }, CC_BCD),
	ok('To BCD: packed, signed', { value: '1234567890', from: 10, to: ['bcd'], signed: true }, { bcd: '0000 0001 0010 0011 0100 0101 0110 0111 1000 1001 0000 1100' }, CC_BCD),
	ok('To BCD: packed, signed, 8 4 -2 -1', { value: '-1234567890', from: 10, to: ['bcd'], signed: true, bcd_scheme: '84-2-1' }, { bcd: '0000 0111 0110 0101 0100 1011 1010 1001 1000 1111 0000 1101' }, CC_BCD),
	ok('From BCD: 0', { value: '0000', from: 'bcd', to: [10] }, { '10': '0' }, CC_BCD),
	ok('From BCD: packed, signed bytes', { value: '00000001 00100011 01000101 01100111 10001001 00001101', from: 'bcd', to: [10], signed: true }, { '10': '-1234567890' }, CC_BCD),
	ok('From BCD: Excess-3, unpacked', { value: '00000100 00000101 00000110 00000111 00001000 00001001 00001010 00001011 00001100 00000011', from: 'bcd', to: [10], bcd_scheme: 'excess-3', bcd_packed: false }, { '10': '1234567890' }, CC_BCD),
	invalid('1010 is no 8421 digit', { value: '0001 1010', from: 'bcd', to: [10] }, 'value: 1010 is not a digit in the 8421 BCD scheme', CONTRACT),
	ok('Varint: 300 and 150', { value: '300', from: 10, to: ['varint'] }, { varint: 'ac02' }, VARINT),
	ok('Varint 96 01 reads 150', { value: '96 01', from: 'varint', to: [10] }, { '10': '150' }, VARINT),
	ok('Varint: 2^64 − 1 takes ten bytes', { value: 'ffffffffffffffff', from: 16, to: ['varint'] }, { varint: 'ffffffffffffffffff01' }, VARINT),
	ok('Zigzag varint: -1, -64, 64', { value: '-64', from: 10, to: ['varint'], signed: true }, { varint: '7f' }, VARINT),
	ok('Zigzag varint ab02 reads -150', { value: 'ab02', from: 'varint', to: [10], signed: true }, { '10': '-150' }, VARINT),
	invalid('A varint cut short', { value: 'ac', from: 'varint', to: [10] }, 'value: the last byte has its continuation bit set: the varint is cut short', CONTRACT),
	invalid('A negative needs zigzag', { value: '-1', from: 10, to: ['varint'] }, 'value: a negative number needs a signed (zigzag) varint (signed: true)', CONTRACT),
	ok('Text to integer: Hello', { value: 'Hello', from: 'text', to: [10, 16] }, { '10': '310939249775', '16': '48656c6c6f' }, CC_TEXT),
	ok('Integer to text: 4276803 is ABC', { value: '4276803', from: 10, to: ['text'] }, { text: 'ABC' }, CC_TEXT),
	ok('Text: ÿ is its two UTF-8 bytes', { value: 'ÿ', from: 'text', to: [10] }, { '10': '50111' }, 'python3: int.from_bytes("ÿ".encode(), "big") (UTF-8; CyberChef reads Latin-1 and gives 255)'),
	invalid('Bytes that are not UTF-8', { value: 'ff', from: 16, to: ['text'] }, 'to: these bytes are not UTF-8 text; write the number in base 16 to see them', CONTRACT)
];
