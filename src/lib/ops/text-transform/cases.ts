import type { OperationCase } from '../cases.js';

/*
 * Expected outputs come from independent tools run on this machine and pasted here, never from this
 * module: Python 3.11 (unicodedata, str.swapcase, str.translate, an html.parser text extractor written
 * from the contract), python3-regex (\X graphemes, \p{White_Space}), ansi2txt, and the tests of
 * IT-Tools and the tables of CyberChef for the tools this operation stands in for. Each case names its source.
 */
const CONTRACT = 'the toolbox contract, part 4 (toolbox-3.md), /text/transform';
const ok = (name: string, input: Record<string, unknown>, output: string, source: string): OperationCase => ({
	name,
	op: 'text-transform',
	input,
	expected: { status: 200, body: { output } },
	source
});

export const cases: OperationCase[] = [
	ok("strip-html: <h1>Menu</h1><p>Crème brûlée &amp; <b>ca", {"input":"<h1>Menu</h1><p>Crème brûlée &amp; <b>café</b></p><ul><li>one</li><li>two</li></ul>","action":"strip-html"}, "Menu\nCrème brûlée & café\none\ntwo", "/usr/bin/python3 3.11: an html.parser extractor written from the contract (block elements and <br> as line breaks, whitespace collapsed outside <pre>, script/style/template dropped; tests/ of this module hold it)"),
	ok("strip-html: <div>a<div>b</div>c</div><script>var x =", {"input":"<div>a<div>b</div>c</div><script>var x = \"<p>\";</script><style>p{}</style>","action":"strip-html"}, "a\nb\nc", "/usr/bin/python3 3.11: an html.parser extractor written from the contract (block elements and <br> as line breaks, whitespace collapsed outside <pre>, script/style/template dropped; tests/ of this module hold it)"),
	ok("strip-html: <p>line<br>break<br><br>gap</p><pre>  ke", {"input":"<p>line<br>break<br><br>gap</p><pre>  keep\n    indent</pre>after","action":"strip-html"}, "line\nbreak\n\ngap\n  keep\n    indent\nafter", "/usr/bin/python3 3.11: an html.parser extractor written from the contract (block elements and <br> as line breaks, whitespace collapsed outside <pre>, script/style/template dropped; tests/ of this module hold it)"),
	ok("strip-html: <table><tr><th>Name</th><th>Qty</th></tr", {"input":"<table><tr><th>Name</th><th>Qty</th></tr><tr><td> Apple </td><td>3</td></tr></table>","action":"strip-html"}, "Name\tQty\nApple\t3", "/usr/bin/python3 3.11: an html.parser extractor written from the contract (block elements and <br> as line breaks, whitespace collapsed outside <pre>, script/style/template dropped; tests/ of this module hold it)"),
	ok("strip-html: plain   text\n  with &lt;tags&gt; &#233;&", {"input":"plain   text\n  with &lt;tags&gt; &#233;&#x263A; &copy; &nbsp;spaces","action":"strip-html"}, "plain text with <tags> é☺ ©  spaces", "/usr/bin/python3 3.11: an html.parser extractor written from the contract (block elements and <br> as line breaks, whitespace collapsed outside <pre>, script/style/template dropped; tests/ of this module hold it)"),
	ok("strip-ansi: '\\x1b[1;31mred\\x1b[0m plain \\x1b[38;5;208morange\\x1b[K'", {"input":"\u001b[1;31mred\u001b[0m plain \u001b[38;5;208morange\u001b[K","action":"strip-ansi"}, "red plain orange", "ansi2txt (colorized-logs 2.6, Debian 12)"),
	ok("strip-ansi: '\\x1b]0;window title\\x07prompt$ \\x1b]8;;https://example.com\\x1b\\\\link\\x1b]8;;\\x1b\\\\'", {"input":"\u001b]0;window title\u0007prompt$ \u001b]8;;https://example.com\u001b\\link\u001b]8;;\u001b\\","action":"strip-ansi"}, "prompt$ link", "ansi2txt (colorized-logs 2.6, Debian 12)"),
	ok("remove-diacritics: Crème brûlée à São Paulo", {"input":"Crème brûlée à São Paulo","action":"remove-diacritics"}, "Creme brulee a Sao Paulo", "/usr/bin/python3 3.11: NFC(c for c in NFD(s) if not unicodedata.combining(c))"),
	ok("remove-diacritics: Ångström, Dvořák, Łódź, ﬁ, 한국어, Ελληνικά", {"input":"Ångström, Dvořák, Łódź, ﬁ, 한국어, Ελληνικά","action":"remove-diacritics"}, "Angstrom, Dvorak, Łodz, ﬁ, 한국어, Ελληνικα", "/usr/bin/python3 3.11: NFC(c for c in NFD(s) if not unicodedata.combining(c))"),
	ok("normalize NFC", {"input":"é ﬁ ① Å ｶ","action":"normalize","form":"NFC"}, "é ﬁ ① Å ｶ", "/usr/bin/python3 3.11: unicodedata.normalize('NFC', s)"),
	ok("normalize NFD", {"input":"é ﬁ ① Å ｶ","action":"normalize","form":"NFD"}, "é ﬁ ① Å ｶ", "/usr/bin/python3 3.11: unicodedata.normalize('NFD', s)"),
	ok("normalize NFKC", {"input":"é ﬁ ① Å ｶ","action":"normalize","form":"NFKC"}, "é fi 1 Å カ", "/usr/bin/python3 3.11: unicodedata.normalize('NFKC', s)"),
	ok("normalize NFKD", {"input":"é ﬁ ① Å ｶ","action":"normalize","form":"NFKD"}, "é fi 1 Å カ", "/usr/bin/python3 3.11: unicodedata.normalize('NFKD', s)"),
	ok("normalize: NFC by default", {"input":"é","action":"normalize"}, "é", "/usr/bin/python3 3.11: unicodedata.normalize('NFC', s)"),
	ok("remove-whitespace", {"input":" a\tb\nc\r\nd e f　g h ​i ","action":"remove-whitespace"}, "abcdefgh​i", "/usr/bin/python3 3.11: regex.sub(r\"\\p{White_Space}\", \"\", s) (python3-regex 2022.10.31; U+200B is not white space)"),
	ok("remove-null-bytes", {"input":"a\u0000b\u0000\u0000c","action":"remove-null-bytes"}, "abc", "/usr/bin/python3 3.11: s.replace('\\x00', '')"),
	ok("reverse: hello", {"input":"hello","action":"reverse"}, "olleh", "/usr/bin/python3 3.11: ''.join(regex.findall(r'\\X', s)[::-1]) (python3-regex 2022.10.31, UAX #29 extended grapheme clusters)"),
	ok("reverse: noël 🇧🇷 👨‍👩‍👧 한", {"input":"noël 🇧🇷 👨‍👩‍👧 한","action":"reverse"}, "한 👨‍👩‍👧 🇧🇷 lëon", "/usr/bin/python3 3.11: ''.join(regex.findall(r'\\X', s)[::-1]) (python3-regex 2022.10.31, UAX #29 extended grapheme clusters)"),
	ok("numeronym: IT-Tools examples", {"input":"internationalization accessibility localization abc","action":"numeronym"}, "i18n a11y l10n abc", "IT-Tools' tests (CorentinTh/it-tools, src/tools/numeronym-generator/numeronym-generator.service.test.ts), one word each"),
	ok("leet", {"input":"Leet Speak is toast","action":"leet"}, "L337 5p34k 15 70457", "CyberChef's toLeetMap (src/core/operations/ConvertLeetSpeak.mjs: a4 e3 i1 o0 s5 t7), applied with Python str.translate"),
	ok("obfuscate: the defaults", {"input":"1234567890","action":"obfuscate"}, "1234******", "IT-Tools' tests (src/tools/string-obfuscator/string-obfuscator.model.test.ts)"),
	ok("obfuscate: keep first and last, another character", {"input":"1234567890","action":"obfuscate","keep_first":2,"keep_last":2,"char":"x"}, "12xxxxxx90", "IT-Tools' tests (string-obfuscator.model.test.ts)"),
	ok("obfuscate: spaces kept by default", {"input":"12345 67890","action":"obfuscate"}, "1234* *****", "IT-Tools' tests (string-obfuscator.model.test.ts)"),
	ok("obfuscate: spaces masked too", {"input":"12345 67890","action":"obfuscate","keep_spaces":false}, "1234*******", "IT-Tools' tests (string-obfuscator.model.test.ts)"),
	ok("obfuscate: keep more than the text", {"input":"1234567890","action":"obfuscate","keep_first":5,"keep_last":5}, "1234567890", "IT-Tools' tests (string-obfuscator.model.test.ts)"),
	ok("smart-quotes-to-ascii", {"input":"“Smart” ‘quotes’ — and – dashes… © ™ → «ok» x y é","action":"smart-quotes-to-ascii"}, "\"Smart\" 'quotes' -- and - dashes... (C) (TM) --> <<ok>> x y é", "CyberChef's ESCAPE_MAP (src/core/operations/EscapeSmartCharacters.mjs), applied with Python str.translate; é not in it, kept"),
	ok("swap-case: Hello World ß ǅ ΣΑΣ 1", {"input":"Hello World ß ǅ ΣΑΣ 1","action":"swap-case"}, "hELLO wORLD SS ǅ σας 1", "/usr/bin/python3 3.11: str.swapcase()"),
	ok("swap-case: İstanbul ﬁ Ⓐ", {"input":"İstanbul ﬁ Ⓐ","action":"swap-case"}, "i̇STANBUL FI ⓐ", "/usr/bin/python3 3.11: str.swapcase()"),
	ok("alternating-case", {"input":"Hello, World! éa","action":"alternating-case"}, "hElLo, WoRlD! éA", "/usr/bin/python3 3.11: a loop: lower, upper, lower… over characters whose lower() and upper() differ"),
	ok("leet-decode: CyberChef's test", {"input":"l337","action":"leet-decode"}, "leet", "CyberChef tests/operations/tests/ConvertLeetSpeak.mjs, \"Convert from Leet Speak: basic leet\""),
	ok("leet-decode: CyberChef's test, case kept", {"input":"H3LL0","action":"leet-decode"}, "HeLLo", "CyberChef tests/operations/tests/ConvertLeetSpeak.mjs, \"basic leet, keep case\""),
	ok("leet: CyberChef's test, case kept", {"input":"HELLO","action":"leet"}, "H3LL0", "CyberChef tests/operations/tests/ConvertLeetSpeak.mjs, \"basic text, keep case\""),
	ok("leet-decode: digits outside the table stay", {"input":"L337 5p34k 1n 2024 &8","action":"leet-decode"}, "Leet speak in 2o2a &8", "CyberChef's fromLeetMap (src/core/operations/ConvertLeetSpeak.mjs: 4 a, 3 e, 1 i, 0 o, 5 s, 7 t), applied with Python str.translate"),
	ok("caret-encode: UTF-8 text with an ANSI code and CR", {"input":"café 😀\u001b[0m\r","action":"caret-encode"}, "cafM-CM-) M-pM-^_M-^XM-^@^[[0m^M", "GNU coreutils 9.1: printf 'caf\\xc3\\xa9 \\xf0\\x9f\\x98\\x80\\x1b[0m\\r' | cat -v"),
	ok("caret-encode: controls, DEL, tab and line feed kept", {"input":"Hi\u0001\u001f\u007f\t\n!","action":"caret-encode"}, "Hi^A^_^?\t\n!", "GNU coreutils 9.1: printf 'Hi\\x01\\x1f\\x7f\\t\\n!' | cat -v"),
	{
		name: 'caret-decode: cat -v output back to UTF-8 text',
		op: 'text-transform',
		input: { input: 'cafM-CM-) M-pM-^_M-^XM-^@^[[0m^M', action: 'caret-decode' },
		expected: { status: 200, body: { output: 'café 😀\u001b[0m\r', bytes_hex: '636166c3a920f09f98801b5b306d0d' } },
		source: "GNU coreutils 9.1: printf 'caf\\xc3\\xa9 \\xf0\\x9f\\x98\\x80\\x1b[0m\\r' | cat -v gave the input; the hex from Python's bytes.hex()"
	},
	{
		name: "caret-decode: CyberChef's full set (every byte; ^_ in the ASCII part reads as 0x1f, M-^M-_ as 0x8d - _)",
		op: 'text-transform',
		input: { input: "^@^A^B^C^D^E^F^G^H^I^J^K^L^M^N^O^P^Q^R^S^T^U^V^W^X^Y^Z^[^\\^]^^^_ !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~^?M-^@M-^AM-^BM-^CM-^DM-^EM-^FM-^GM-^HM-^IM-^JM-^KM-^LM-^MM-^NM-^OM-^PM-^QM-^RM-^SM-^TM-^UM-^VM-^WM-^XM-^YM-^ZM-^[M-^\\M-^]M-^^M-^_M- M-!M-\"M-#M-$M-%M-&M-'M-(M-)M-*M-+M-,M--M-.M-/M-0M-1M-2M-3M-4M-5M-6M-7M-8M-9M-:M-;M-<M-=M->M-?M-@M-AM-BM-CM-DM-EM-FM-GM-HM-IM-JM-KM-LM-MM-NM-OM-PM-QM-RM-SM-TM-UM-VM-WM-XM-YM-ZM-[M-\\M-]M-^M-_M-`M-aM-bM-cM-dM-eM-fM-gM-hM-iM-jM-kM-lM-mM-nM-oM-pM-qM-rM-sM-tM-uM-vM-wM-xM-yM-zM-{M-|M-}M-~M-^?", action: 'caret-decode' },
		expected: { status: 200, body: { bytes_hex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d1f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdd8d2d5fe0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff' }, partial: true },
		source: 'CyberChef tests/operations/tests/CaretMdecode.mjs, "Caret/M-decode: Full set" (its expected bytes in hex)'
	},
	{ name: "caret-decode: CyberChef's empty test", op: 'text-transform', input: { input: '', action: 'caret-decode' }, expected: { status: 200, body: { output: '', bytes_hex: '' } }, source: 'CyberChef tests/operations/tests/CaretMdecode.mjs, "nothing"' },
	ok("unicode-format: CyberChef's underline test", {"input":"a","action":"unicode-format"}, "a\u0332", "CyberChef tests/operations/tests/Unicode.mjs, \"Unicode Text Format: underline\""),
	ok("unicode-format: CyberChef's strike-through test", {"input":"a","action":"unicode-format","underline":false,"strikethrough":true}, "a\u0336", "CyberChef tests/operations/tests/Unicode.mjs, \"strikethrough\""),
	ok("unicode-format: CyberChef's test of both", {"input":"a","action":"unicode-format","underline":true,"strikethrough":true}, "a\u0336\u0332", "CyberChef tests/operations/tests/Unicode.mjs, \"both\""),
	ok("unicode-format: by character, line breaks unmarked", {"input":"é 😀\nb","action":"unicode-format"}, "é\u0332 \u0332😀\u0332\nb\u0332", "/usr/bin/python3 3.11: ''.join(c if c in '\\r\\n' else c + '\\u0332' for c in s)"),
	{
		name: 'obfuscate: the mask is one character',
		op: 'text-transform',
		input: { input: 'secret', action: 'obfuscate', char: '**' },
		expected: { status: 422, body: { detail: 'char: must be one character', code: 'invalid_input' } },
		source: CONTRACT
	}
];
