import type { OperationCase } from '../cases.js';
import { oracleCases } from './oracle-cases.js';

/*
 * Expected outputs come from CyberChef's own test vectors (gchq/CyberChef, commit 2e048b02, the file and
 * test named in each source) or from python3: codecs' rot_13 and short implementations written from the
 * published definitions (str.translate, pow(a, -1, 26), a walk along the rail-fence zigzag), run on this
 * machine and pasted here, never from this module.
 */
const CONTRACT = 'the toolbox contract, part 3 (toolbox-3.md), /cipher/classical';

const ok = (name: string, input: Record<string, unknown>, output: string, source: string): OperationCase => ({
	name,
	op: 'cipher-classical',
	input,
	expected: { status: 200, body: { output } },
	source
});
const invalid = (name: string, input: Record<string, unknown>, detail: string): OperationCase => ({
	name,
	op: 'cipher-classical',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: CONTRACT
});

export const cases: OperationCase[] = [
	ok("ROT13 keeps case, accents, digits and punctuation", {"input": "Why did the chicken cross the road? Über-Test 42", "algorithm": "rot13"}, "Jul qvq gur puvpxra pebff gur ebnq? Üore-Grfg 42", "python3: codecs.encode(s, 'rot_13')"),
	ok("ROT13 decode", {"input": "Jul qvq gur puvpxra pebff gur ebnq?", "algorithm": "rot13", "direction": "decode"}, "Why did the chicken cross the road?", "python3: codecs.decode(s, 'rot_13')"),
	ok("ROT47", {"input": "The Quick Brown Fox Jumped Over The Lazy Dog.", "algorithm": "rot47"}, "%96 \"F:4< qC@H? u@I yF>A65 ~G6C %96 {2KJ s@8]", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Rotate.mjs, \"ROT47: normal\")"),
	ok("ROT47 leaves spaces", {"input": "Hello, World! ~ 123", "algorithm": "rot47"}, "w6==@[ (@C=5P O `ab", "python3: chr(33 + (ord(c) - 33 + 47) % 94) for '!'..'~' (/tmp oracle written from the published definition)"),
	ok("ROT8000", {"input": "The Quick Brown Fox Jumped Over The Lazy Dog.", "algorithm": "rot8000"}, "籝籱籮 籚籾籲籬籴 籋类籸粀籷 籏籸粁 籓籾籶籹籮籭 籘籿籮类 籝籱籮 籕籪粃粂 籍籸籰簷", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Rotate.mjs, \"ROT8000: normal\")"),
	ok("ROT8000 backward", {"input": "籝籱籮 籚籾籲籬籴 籋类籸粀籷 籏籸粁 籓籾籶籹籮籭 籘籿籮类 籝籱籮 籕籪粃粂 籍籸籰簷", "algorithm": "rot8000", "direction": "decode"}, "The Quick Brown Fox Jumped Over The Lazy Dog.", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Rotate.mjs, \"ROT8000: backward\")"),
	ok("Caesar, shift 3 (default)", {"input": "The quick brown fox jumps over the lazy dog.", "algorithm": "caesar"}, "Wkh txlfn eurzq ira mxpsv ryhu wkh odcb grj.", "python3: str.translate with the alphabet rotated by 3 (/tmp oracle written from the published definition)"),
	ok("Caesar decode", {"input": "Wkh txlfn eurzq ira mxpsv ryhu wkh odcb grj.", "algorithm": "caesar", "shift": 3, "direction": "decode"}, "The quick brown fox jumps over the lazy dog.", "python3: str.translate with the alphabet rotated by -3 (/tmp oracle written from the published definition)"),
	ok("Caesar, negative shift past a whole turn", {"input": "Hello, World!", "algorithm": "caesar", "shift": -29}, "Ebiil, Tloia!", "python3: str.translate with the alphabet rotated by -29 % 26 (/tmp oracle written from the published definition)"),
	ok("Vigenère with the key LEMON", {"input": "Attack at dawn", "algorithm": "vigenere", "key": "LEMON"}, "Lxfopv ef rnhr", "python3: each letter + key letter, the key advancing on letters only (/tmp oracle written from the published definition)"),
	ok("Vigenère decode, lower-case key", {"input": "Lxfopv ef rnhr", "algorithm": "vigenere", "key": "lemon", "direction": "decode"}, "Attack at dawn", "python3: each letter - key letter (/tmp oracle written from the published definition)"),
	ok("Vigenère encode (CyberChef)", {"input": "LUGGAGEBASEMENTVARENNESALLIESCANBECLOTHEDASENEMIESENEMIESCANBECLOTHEDASALLIESALWAYSUSEID", "algorithm": "vigenere", "key": "Edward"}, "PXCGRJIEWSVPIQPVRUIQJEJDPOEEJFEQXETOSWDEUDWHJEDLIVANVPMHOCRQFHYLFWLHZAJDPOEEJDPZWYJXWHED", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Vigenère Encode: normal\")"),
	ok("Vigenère decode (CyberChef)", {"input": "PXCGRJIEWSVPIQPVRUIQJEJDPOEEJFEQXETOSWDEUDWHJEDLIVANVPMHOCRQFHYLFWLHZAJDPOEEJDPZWYJXWHED", "algorithm": "vigenere", "key": "Edward", "direction": "decode"}, "LUGGAGEBASEMENTVARENNESALLIESCANBECLOTHEDASENEMIESENEMIESCANBECLOTHEDASALLIESALWAYSUSEID", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Vigenère Decode: normal\")"),
	ok("Atbash", {"input": "old slow slim horn", "algorithm": "atbash"}, "low hold horn slim", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Atbash: normal\")"),
	ok("Atbash keeps case and digits", {"input": "Hello, World! 123", "algorithm": "atbash", "direction": "decode"}, "Svool, Dliow! 123", "python3: str.translate with the reversed alphabet (/tmp oracle written from the published definition)"),
	ok("Affine, a=5 b=8 (defaults)", {"input": "AFFINE cipher", "algorithm": "affine"}, "IHHWVC swfrcp", "python3: (a*x + b) % 26 (/tmp oracle written from the published definition)"),
	ok("Affine decode, a=5 b=8", {"input": "IHHWVC swfrcp", "algorithm": "affine", "a": 5, "b": 8, "direction": "decode"}, "AFFINE cipher", "python3: pow(a, -1, 26) * (x - b) % 26 (/tmp oracle written from the published definition)"),
	ok("Affine encode (CyberChef)", {"input": "some keys are shaped as locks. index[me]", "algorithm": "affine", "a": 23, "b": 23}, "vhnl tldv xyl vcxelo xv qhrtv. zkolg[nl]", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Affine Encode: normal\")"),
	ok("Affine decode (CyberChef)", {"input": "vhnl tldv xyl vcxelo xv qhrtv. zkolg[nl]", "algorithm": "affine", "a": 23, "b": 23, "direction": "decode"}, "some keys are shaped as locks. index[me]", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Affine Decode: normal\")"),
	ok("Rail fence, 3 rails (default)", {"input": "WEAREDISCOVEREDFLEEATONCE", "algorithm": "rail-fence"}, "WECRLTEERDSOEEFEAOCAIVDEN", "python3: walking the zigzag, rows read top to bottom (/tmp oracle written from the published definition)"),
	ok("Rail fence decode, 3 rails", {"input": "WECRLTEERDSOEEFEAOCAIVDEN", "algorithm": "rail-fence", "rails": 3, "direction": "decode"}, "WEAREDISCOVEREDFLEEATONCE", "python3: the zigzag filled row by row (/tmp oracle written from the published definition)"),
	ok("Rail fence over accents and an emoji, 4 rails, offset 1", {"input": "Olá, café ☕ mundo!", "algorithm": "rail-fence", "rails": 4, "offset": 1}, "c !O a☕mol,f udáén", "python3: walking the zigzag over code points, started one step in (/tmp oracle written from the published definition)"),
	ok("Rail fence encode, 2 rails (CyberChef)", {"input": "Cryptography is THE Art of Writing or solving codes", "algorithm": "rail-fence", "rails": 2}, "Cytgah sTEAto rtn rsligcdsrporpyi H r fWiigo ovn oe", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Rail Fence Cipher Encode: normal\")"),
	ok("Rail fence decode, 4 rails, offset 2 (CyberChef)", {"input": "51746026813793592840", "algorithm": "rail-fence", "rails": 4, "offset": 2, "direction": "decode"}, "12345678901234567890", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Rail Fence Cipher Decode: Normal with Offset non-null\")"),
	ok("Rail fence with spaces, 3 rails, offset 2 (CyberChef)", {"input": "No one expects the spanish Inquisition.", "algorithm": "rail-fence", "rails": 3, "offset": 2}, "  e  n ut.ooeepcstesaihIqiiinNnxthpsnso", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Rail Fence Cipher Encode: Normal with Offset with Spaces\")"),
	ok("A1Z26 encode drops what is not a letter", {"input": "Hello, World!", "algorithm": "a1z26"}, "8 5 12 12 15 23 15 18 12 4", "python3: ' '.join(str(L.index(c) + 1) ...) (/tmp oracle written from the published definition)"),
	ok("A1Z26 encode (CyberChef)", {"input": "This is the test sentence.", "algorithm": "a1z26"}, "20 8 9 19 9 19 20 8 5 20 5 19 20 19 5 14 20 5 14 3 5", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"A1Z26 Encode: normal\")"),
	ok("A1Z26 decode, any separators", {"input": "8-5-12-12-15 23,15,18,12,4", "algorithm": "a1z26", "direction": "decode"}, "helloworld", "python3: L[int(n) - 1] for the numbers (/tmp oracle written from the published definition)"),
	ok("Bacon encode, I=J and U=V", {"input": "Jolly Vivid", "algorithm": "bacon"}, "ABAAA ABBAB ABABA ABABA BABBA BAABB ABAAA BAABB ABAAA AAABB", "python3: format(BACON.index(c), '05b') over ABCDEFGHIKLMNOPQRSTUWXYZ (/tmp oracle written from the published definition)"),
	ok("Bacon decode (CyberChef)", {"input": "aaabb aabaa aaaba abbab aaabb abaaa abbaa aabba aaaab aaaaa aaaba abbab abbaa babaa abbab baaaa abaab baaab", "algorithm": "bacon", "direction": "decode"}, "DECODINGBACONWORKS", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/BaconCipher.mjs, \"Bacon Decode: reduced alphabet A/B lower case\")"),
	ok("XOR with a text key, hex out", {"input": "Hello", "algorithm": "xor", "key": "key", "key_encoding": "utf8"}, "230015070a", "python3: bytes(a ^ b for a, b in zip(data, itertools.cycle(key))).hex()"),
	ok("XOR back from hex to text", {"input": "230015070a", "input_encoding": "hex", "algorithm": "xor", "key": "6b6579", "direction": "decode", "output_encoding": "utf8"}, "Hello", "python3: XOR is its own inverse, bytes(...).decode()"),
	ok("XOR with a hex key, base64 out", {"input": "secret message", "algorithm": "xor", "key": "5aa5", "output_encoding": "base64"}, "KcA51z/Resg/1inEPcA=", "python3: base64.b64encode(bytes(a ^ b ...))"),
	ok("Substitute", {"input": "flee at once. we are discovered!", "algorithm": "substitute", "from": "abcdefghijklmnopqrstuvwxyz", "to": "zebrascdfghijklmnopqtuvwxy"}, "siaa zq lkba. va zoa rfpbluaoar!", "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Substitute: normal\")"),
	ok("Substitute with the default from (a-z)", {"input": "Hello world", "algorithm": "substitute", "to": "QWERTYUIOPASDFGHJKLZXCVBNM"}, "HTSSG VGKSR", "python3: str.translate(str.maketrans(a-z, to)) (/tmp oracle written from the published definition)"),
	ok("Substitute decode", {"input": "ITSSG vGKSR", "algorithm": "substitute", "to": "QWERTYUIOPASDFGHJKLZXCVBNM", "direction": "decode"}, "hello vorld", "python3: str.translate(str.maketrans(to, a-z)) (/tmp oracle written from the published definition)"),
	invalid("Vigen\u00e8re without a key", {"input": "abc", "algorithm": "vigenere"}, "key: vigenere needs a key"),
	invalid("Vigen\u00e8re key with a digit", {"input": "abc", "algorithm": "vigenere", "key": "abc123"}, "key: must be letters A-Z only, found \"1\""),
	invalid("Affine a not coprime to 26", {"input": "abc", "algorithm": "affine", "a": 8, "b": 23, "direction": "decode"}, "a: must be coprime to 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23 or 25), got 8"),
	invalid("A1Z26 number past 26", {"input": "20 8 9 27", "algorithm": "a1z26", "direction": "decode"}, "input: numbers must be 1-26, got 27 at character 7"),
	invalid("Rail fence with one rail", {"input": "abc", "algorithm": "rail-fence", "rails": 1}, "rails: Too small: expected number to be >=2"),
	invalid("XOR without a key", {"input": "abc", "algorithm": "xor"}, "key: xor needs a key"),
	invalid("Substitute alphabets of different lengths", {"input": "flee", "algorithm": "substitute", "from": "abcdefghijklmnopqrstuvwxyz", "to": "zebrascdfghijklmnopqtuvwx"}, "to: must have as many characters as `from` (26), got 25"),
	invalid("Substitute with a repeated character", {"input": "flee", "algorithm": "substitute", "from": "abc", "to": "xyx"}, "to: \"x\" appears twice; each character may appear once"),
	...oracleCases,
	invalid("An unknown algorithm", {"input": "abc", "algorithm": "enigma"}, "algorithm: Invalid option: expected one of \"rot13\"|\"rot47\"|\"rot8000\"|\"caesar\"|\"vigenere\"|\"atbash\"|\"affine\"|\"rail-fence\"|\"a1z26\"|\"bacon\"|\"xor\"|\"substitute\"|\"rot13-brute-force\"|\"rot47-brute-force\"|\"bifid\"|\"caesar-box\"|\"cetacean\"|\"ls47\"|\"citrix-ctx1\"|\"ms-script-decoder\""),
];
