import type { OperationCase } from '../cases.js';

/*
 * Every expected output was computed by python3 on the same bytes, with the expression in each
 * case's source (bytes, int and struct of the standard library), not by this module.
 */
const CONTRACT = 'the toolbox contract, part 3 (toolbox-3.md), /bytes';

const ok = (name: string, input: Record<string, unknown>, output: string, bytes: number, how: string): OperationCase => ({
	name,
	op: 'bytes',
	input,
	expected: { status: 200, body: { output, bytes } },
	source: `python3: ${how}`
});
const invalid = (name: string, input: Record<string, unknown>, detail: string): OperationCase => ({
	name,
	op: 'bytes',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: CONTRACT
});

export const cases: OperationCase[] = [
	ok("XOR with a one-byte key", {"input": "Hello, world!", "action": "xor", "key": "2a"}, "624f464645060a5d4558464e0b", 13, "bytes(a ^ 0x2a for a in data)"),
	ok("XOR with a repeating UTF-8 key", {"input": "Hello, world!", "action": "xor", "key": "key", "key_encoding": "utf8"}, "230015070a554b121619091d4a", 13, "bytes(a ^ b for a, b in zip(data, itertools.cycle(key)))"),
	ok("XOR twice gives the input back", {"input": "230015070a554b121619091d4a", "input_encoding": "hex", "action": "xor", "key": "a2V5", "key_encoding": "base64", "output_encoding": "utf8"}, "Hello, world!", 13, "XOR is its own inverse (python3)"),
	ok("AND with a two-byte key", {"input": "00112233445566778899aabbccddeeff", "input_encoding": "hex", "action": "and", "key": "0ff0"}, "001002300450067008900ab00cd00ef0", 16, "bytes(a & b ...) with the key cycled"),
	ok("OR with a two-byte key", {"input": "00112233445566778899aabbccddeeff", "input_encoding": "hex", "action": "or", "key": "0FF0"}, "0ff12ff34ff56ff78ff9affbcffdefff", 16, "bytes(a | b ...) with the key cycled"),
	ok("NOT", {"input": "00112233445566778899aabbccddeeff", "input_encoding": "hex", "action": "not"}, "ffeeddccbbaa99887766554433221100", 16, "bytes(~a & 0xff for a in data)"),
	ok("ADD modulo 256", {"input": "00112233445566778899aabbccddeeff", "input_encoding": "hex", "action": "add", "key": "80ff"}, "8010a232c454e67608982aba4cdc6efe", 16, "bytes((a + b) % 256 ...)"),
	ok("SUB modulo 256", {"input": "00112233445566778899aabbccddeeff", "input_encoding": "hex", "action": "sub", "key": "80ff"}, "8012a234c456e678089a2abc4cde6e00", 16, "bytes((a - b) % 256 ...)"),
	ok("Shift left by 3", {"input": "00112233445566778899aabbccddeeff", "input_encoding": "hex", "action": "shift-left", "bits": 3}, "0088109820a830b840c850d860e870f8", 16, "bytes((a << 3) & 0xff for a in data)"),
	ok("Shift right by 1 (default)", {"input": "00112233445566778899aabbccddeeff", "input_encoding": "hex", "action": "shift-right"}, "00081119222a333b444c555d666e777f", 16, "bytes(a >> 1 for a in data)"),
	ok("Rotate left by 4", {"input": "abc", "action": "rotate-left", "bits": 4}, "162636", 3, "bytes(((a << n) | (a >> (8 - n))) & 0xff ...)"),
	ok("Rotate right by 3", {"input": "00112233445566778899aabbccddeeff", "input_encoding": "hex", "action": "rotate-right", "bits": 3}, "0022446688aaccee1133557799bbddff", 16, "bytes(((a >> n) | (a << (8 - n))) & 0xff ...)"),
	ok("Reverse", {"input": "Hello, world!", "action": "reverse", "output_encoding": "utf8"}, "!dlrow ,olleH", 13, "data[::-1]"),
	ok("Swap endianness, 32-bit words", {"input": "0102030405060708090a0b0c0d0e0f10", "input_encoding": "hex", "action": "swap-endianness", "word_size": 4}, "04030201080706050c0b0a09100f0e0d", 16, "struct.pack('<I', x) of struct.unpack('>4I', data)"),
	ok("Swap endianness, 16-bit words", {"input": "0102030405060708090a0b0c0d0e0f10", "input_encoding": "hex", "action": "swap-endianness", "word_size": 2}, "02010403060508070a090c0b0e0d100f", 16, "struct.pack('<H', x) of struct.unpack('>8H', data)"),
	ok("Swap endianness, 64-bit words", {"input": "AQIDBAUGBwgJCgsMDQ4PEA==", "input_encoding": "base64", "action": "swap-endianness", "word_size": 8}, "0807060504030201100f0e0d0c0b0a09", 16, "int.from_bytes(word, 'big').to_bytes(8, 'little')"),
	ok("Swap endianness pads the last word with zeros", {"input": "010203040506", "input_encoding": "hex", "action": "swap-endianness", "word_size": 4}, "0403020100000605", 8, "(data + bytes(2)) reversed word by word (CyberChef pads incomplete words)"),
	ok("Take 5 bytes from offset 7", {"input": "Hello, world!", "action": "take", "offset": 7, "length": 5, "output_encoding": "utf8"}, "world", 5, "data[7:12]"),
	ok("Take from offset 7 to the end", {"input": "Hello, world!", "action": "take", "offset": 7, "output_encoding": "utf8"}, "world!", 6, "data[7:]"),
	ok("Take past the end", {"input": "Hello", "action": "take", "offset": 10, "length": 3}, "", 0, "data[10:13]"),
	ok("Drop 2 bytes at offset 5", {"input": "Hello, world!", "action": "drop", "offset": 5, "length": 2, "output_encoding": "utf8"}, "Helloworld!", 11, "data[:5] + data[7:]"),
	ok("Drop the first 7 bytes", {"input": "Hello, world!", "action": "drop", "length": 7, "output_encoding": "latin1"}, "world!", 6, "data[7:]"),
	ok("Pad right with zeros to 8 bytes", {"input": "abc", "action": "pad", "length": 8}, "6162630000000000", 8, "data.ljust(8, b'\\0')"),
	ok("Pad left with 0xff to 6 bytes, as base64", {"input": "abc", "action": "pad", "length": 6, "byte": 255, "side": "left", "output_encoding": "base64"}, "////YWJj", 6, "data.rjust(6, b'\\xff')"),
	ok("Pad never shortens", {"input": "abcdef", "action": "pad", "length": 4}, "616263646566", 6, "len(data) >= length: data unchanged (bytes.ljust)"),
	invalid('XOR without a key', { input: 'abc', action: 'xor' }, 'key: xor needs a key of at least one byte'),
	invalid('A key that is not hex', { input: 'abc', action: 'xor', key: 'xyz' }, 'key: is not hex: "x" is not a hex digit'),
	invalid('Pad without a length', { input: 'abc', action: 'pad' }, 'length: pad needs the total length'),
	invalid('Bytes that are not UTF-8 asked as utf8', { input: '00', input_encoding: 'hex', action: 'not', output_encoding: 'utf8' }, 'output_encoding: the bytes are not UTF-8 text; ask for base64, hex or latin1')
];
