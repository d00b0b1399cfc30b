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
	{
		name: 'obfuscate: the mask is one character',
		op: 'text-transform',
		input: { input: 'secret', action: 'obfuscate', char: '**' },
		expected: { status: 422, body: { detail: 'char: must be one character', code: 'invalid_input' } },
		source: CONTRACT
	}
];
