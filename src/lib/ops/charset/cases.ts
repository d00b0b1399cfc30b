import type { OperationCase } from '../cases.js';
import { BRUTE_FORCE_CASES } from './cases-brute-force.js';

/*
 * Every expected answer was computed by python3's codecs on this machine (utf_8, utf_16_le/_be,
 * latin_1, cp1252, iso8859_15, shift_jis, euc_jp, gbk, big5, koi8_r, cp437, cp037), with the
 * expression in each case's source; the 422s' positions are the UnicodeDecodeError.start or
 * UnicodeEncodeError.start Python reported. Never values produced by this module.
 */
const CONTRACT = 'the toolbox contract, part 3 (toolbox-3.md), /charset';

const ok = (name: string, input: Record<string, unknown>, output: string, text: string, bytes: number, how: string): OperationCase => ({
	name,
	op: 'charset',
	input,
	expected: { status: 200, body: { output, text, bytes } },
	source: `python3: ${how}`
});
const invalid = (name: string, input: Record<string, unknown>, detail: string, how: string): OperationCase => ({
	name,
	op: 'charset',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: how ? `python3: ${how}` : CONTRACT
});

export const cases: OperationCase[] = [
	ok("UTF-8 text to Shift_JIS", {"input": "こんにちは、世界", "to": "shift_jis", "output_encoding": "hex"}, "82b182f182c982bf82cd814190a28a45", "こんにちは、世界", 16, "s.encode('shift_jis').hex()"),
	ok("Shift_JIS bytes to text", {"input": "82b182f182c982bf82cd", "input_encoding": "hex", "from": "shift_jis", "output_encoding": "utf8"}, "こんにちは", "こんにちは", 15, "bytes.fromhex(h).decode('shift_jis')"),
	ok("Half-width katakana in Shift_JIS", {"input": "ｱｲｳ ABC", "to": "shift_jis", "output_encoding": "hex"}, "b1b2b320414243", "ｱｲｳ ABC", 7, "s.encode('shift_jis').hex()"),
	ok("UTF-8 text to EUC-JP", {"input": "日本語のテキスト", "to": "euc-jp", "output_encoding": "hex"}, "c6fccbdcb8eca4cea5c6a5ada5b9a5c8", "日本語のテキスト", 16, "s.encode('euc_jp').hex()"),
	ok("EUC-JP to Shift_JIS", {"input": "c6fccbdcb8ec", "input_encoding": "hex", "from": "euc-jp", "to": "shift_jis", "output_encoding": "hex"}, "93fa967b8cea", "日本語", 6, "bytes.fromhex(h).decode('euc_jp').encode('shift_jis').hex()"),
	ok("UTF-8 text to GBK", {"input": "中文测试", "to": "gbk", "output_encoding": "hex"}, "d6d0cec4b2e2cad4", "中文测试", 8, "s.encode('gbk').hex()"),
	ok("GBK bytes to text", {"input": "c4e3bac3", "input_encoding": "hex", "from": "gbk"}, "5L2g5aW9", "你好", 6, "bytes.fromhex(h).decode('gbk'), re-encoded as UTF-8 (base64)"),
	ok("UTF-8 text to Big5", {"input": "繁體中文", "to": "big5", "output_encoding": "hex"}, "c163c5e9a4a4a4e5", "繁體中文", 8, "s.encode('big5').hex()"),
	ok("Big5 bytes to text", {"input": "c463c5e9a4a4a4e5", "input_encoding": "hex", "from": "big5", "output_encoding": "utf8"}, "攘體中文", "攘體中文", 12, "bytes.fromhex(h).decode('big5')"),
	ok("UTF-8 text to KOI8-R", {"input": "Привет, мир!", "to": "koi8-r", "output_encoding": "hex"}, "f0d2c9d7c5d42c20cdc9d221", "Привет, мир!", 12, "s.encode('koi8_r').hex()"),
	ok("KOI8-R bytes to text", {"input": "f0d2c9d7c5d4", "input_encoding": "hex", "from": "koi8-r", "output_encoding": "utf8"}, "Привет", "Привет", 12, "bytes.fromhex(h).decode('koi8_r')"),
	ok("UTF-8 text to CP437 box drawing", {"input": "╔═╗ ½ ß ▓", "to": "cp437", "output_encoding": "hex"}, "c9cdbb20ab20e120b2", "╔═╗ ½ ß ▓", 9, "s.encode('cp437').hex()"),
	ok("CP437 bytes to text", {"input": "c9cdbb20ab20e120b2", "input_encoding": "hex", "from": "cp437", "output_encoding": "utf8"}, "╔═╗ ½ ß ▓", "╔═╗ ½ ß ▓", 19, "bytes.fromhex(h).decode('cp437')"),
	ok("EBCDIC cp037 to text", {"input": "c885939396", "input_encoding": "hex", "from": "ebcdic-cp037", "output_encoding": "utf8"}, "Hello", "Hello", 5, "bytes.fromhex(h).decode('cp037')"),
	ok("Text to EBCDIC cp037", {"input": "Hello, World! 123", "to": "ebcdic-cp037", "output_encoding": "hex"}, "c8859393966b40e6969993845a40f1f2f3", "Hello, World! 123", 17, "s.encode('cp037').hex()"),
	ok("Text to Windows-1252 (euro, curly quotes)", {"input": "“Café” costs 5 €", "to": "windows-1252", "output_encoding": "hex"}, "93436166e99420636f73747320352080", "“Café” costs 5 €", 16, "s.encode('cp1252').hex()"),
	ok("Windows-1252 bytes to text", {"input": "9343616fe994208020", "input_encoding": "hex", "from": "windows-1252", "output_encoding": "utf8"}, "“Caoé” € ", "“Caoé” € ", 16, "bytes.fromhex(h).decode('cp1252')"),
	ok("Text to ISO-8859-15 (euro, \u0153)", {"input": "€ œuvre Š", "to": "iso-8859-15", "output_encoding": "hex"}, "a420bd7576726520a6", "€ œuvre Š", 9, "s.encode('iso8859_15').hex()"),
	ok("Latin-1 bytes to text", {"input": "43616698e920a4", "input_encoding": "hex", "from": "latin1", "output_encoding": "utf8"}, "Café ¤", "Café ¤", 10, "bytes.fromhex(h).decode('latin_1')"),
	ok("Text to Latin-1", {"input": "Ærøskøbing ÿ", "to": "latin1", "output_encoding": "hex"}, "c672f8736bf862696e6720ff", "Ærøskøbing ÿ", 12, "s.encode('latin_1').hex()"),
	ok("Text to UTF-16LE with an emoji", {"input": "Hi 😀", "to": "utf-16le", "output_encoding": "hex"}, "4800690020003dd800de", "Hi 😀", 10, "s.encode('utf_16_le').hex()"),
	ok("UTF-16BE bytes to UTF-8", {"input": "00480069d83dde00", "input_encoding": "hex", "from": "utf-16be", "output_encoding": "hex"}, "4869f09f9880", "Hi😀", 6, "bytes.fromhex(h).decode('utf_16_be').encode('utf_8').hex()"),
	ok("UTF-8 stays UTF-8 (defaults)", {"input": "Olá, mundo"}, "T2zDoSwgbXVuZG8=", "Olá, mundo", 11, "s.encode('utf_8'), base64"),
	invalid("Invalid UTF-8 byte", {"input": "416263ff41", "input_encoding": "hex"}, "input: is not valid utf-8: byte 0xff at byte offset 3", "UnicodeDecodeError.start of bytes.fromhex(h).decode('utf_8')"),
	invalid("Truncated UTF-8 sequence", {"input": "4162e28241", "input_encoding": "hex"}, "input: is not valid utf-8: byte 0xe2 at byte offset 2", "UnicodeDecodeError.start of bytes.fromhex(h).decode('utf_8')"),
	invalid("Odd UTF-16LE length", {"input": "4100420043", "input_encoding": "hex", "from": "utf-16le"}, "input: is not valid utf-16le: byte 0x43 at byte offset 4", "UnicodeDecodeError.start of bytes.fromhex(h).decode('utf_16_le')"),
	invalid("A byte Windows-1252 leaves undefined", {"input": "41818141", "input_encoding": "hex", "from": "windows-1252"}, "input: is not valid windows-1252: byte 0x81 at byte offset 1", "UnicodeDecodeError.start of bytes.fromhex(h).decode('cp1252')"),
	invalid("A Shift_JIS lead byte without its trail", {"input": "82a08220", "input_encoding": "hex", "from": "shift_jis"}, "input: is not valid shift_jis: byte 0x82 at byte offset 2", "UnicodeDecodeError.start of bytes.fromhex(h).decode('shift_jis')"),
	invalid("A character Latin-1 cannot write", {"input": "abc日本", "to": "latin1"}, "to: latin1 has no bytes for the character \"日\" (U+65E5) at character index 3", "UnicodeEncodeError.start of s.encode('latin_1')"),
	invalid("A character KOI8-R cannot write", {"input": "Привет мир 中", "to": "koi8-r"}, "to: koi8-r has no bytes for the character \"中\" (U+4E2D) at character index 11", "UnicodeEncodeError.start of s.encode('koi8_r')"),
	invalid("Index in code points, an emoji counting one", {"input": "x😀y€", "to": "ebcdic-cp037"}, "to: ebcdic-cp037 has no bytes for the character \"😀\" (U+1F600) at character index 1", "UnicodeEncodeError.start of s.encode('cp037')"),
	invalid("Hangul in Shift_JIS", {"input": "かな한글", "to": "shift_jis"}, "to: shift_jis has no bytes for the character \"한\" (U+D55C) at character index 2", "UnicodeEncodeError.start of s.encode('shift_jis')"),
	invalid("An unknown charset", {"input": "abc", "to": "utf-7"}, "to: Invalid option: expected one of \"utf-8\"|\"utf-16le\"|\"utf-16be\"|\"latin1\"|\"windows-1252\"|\"iso-8859-15\"|\"shift_jis\"|\"euc-jp\"|\"gbk\"|\"big5\"|\"koi8-r\"|\"cp437\"|\"ebcdic-cp037\"", ""),
	{ ...invalid("Brute force over 8,192 bytes", { input: 'a'.repeat(8193) }, "input: must stand for at most 8,192 bytes, got 8,193", ''), op: 'charset-brute-force', source: 'the limit documented on the field and in src/lib/ops/charset/README.md' },
	{ ...invalid("Brute force encode of bytes that are not UTF-8", { input: '41ff', input_encoding: 'hex', direction: 'encode' }, "input: is not valid utf-8: byte 0xff at byte offset 1", "UnicodeDecodeError.start of bytes.fromhex(h).decode('utf_8')"), op: 'charset-brute-force' },
	...BRUTE_FORCE_CASES
];
