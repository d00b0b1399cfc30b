#!/usr/bin/env python3
"""
Writes ../oracle-cases.ts: the reference cases of the ciphers added in 2026-12 (ROT13/ROT47 brute
force, Bifid, Caesar box, Cetacean, LS47, Citrix CTX1, Microsoft Script Decoder), every expected value
computed here in Python, never by the TypeScript under test.

    python3 oracle/cases.py --ls47 PATH/ls47.py --decode-vbe PATH/decode-vbe.py

- LS47: the reference implementation, ls47.py of github.com/exaexa/ls47 (public domain), imported as is.
- Microsoft Script Decoder: Decode() of Didier Stevens' decode-vbe.py (github.com/DidierStevens/
  DidierStevensSuite, public domain), imported as is; the encoded inputs are CyberChef's sample and
  scripts encoded here by inverting decode-vbe's own tables.
- Citrix CTX1: written from darthnull.org's description ("Good fun with bad crypto", 2014) and checked
  against the examples published there; Bifid, Caesar box, Cetacean and the brute forces: written from
  the ciphers' published descriptions (Wikipedia, dcode.fr, CyberChef's operation texts), checked against
  Wikipedia's worked Bifid example.
"""
import argparse
import importlib.util
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
parser = argparse.ArgumentParser()
parser.add_argument('--ls47', required=True, help="ls47.py of github.com/exaexa/ls47")
parser.add_argument('--decode-vbe', required=True, help="decode-vbe.py of github.com/DidierStevens/DidierStevensSuite")
args = parser.parse_args()


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ls47 = load('ls47', args.ls47)
vbe = load('decode_vbe', args.decode_vbe)

cases = []


def ok(name, given, output, source, **extra):
    cases.append(('ok', name, given, {'output': output, **extra}, source))


def invalid(name, given, detail):
    cases.append(('invalid', name, given, detail, None))


# --- ROT13 / ROT47 brute force: str.translate with the alphabets turned by each amount ------------
def rot_letters(text, n):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    return text.translate(str.maketrans(lo + up, lo[n:] + lo[:n] + up[n:] + up[:n]))


def rot_ascii(text, n):
    printable = ''.join(chr(c) for c in range(33, 127))
    return text.translate(str.maketrans(printable, printable[n:] + printable[:n]))


def brute(text, rot, last, crib='', offset=0, length=100):
    sample = text[offset:offset + length]
    found = [(n, rot(sample, n)) for n in range(1, last + 1) if crib.lower() in rot(sample, n).lower()]
    escape = lambda t: t.replace('\n', '\\n').replace('\r', '\\r').replace('\t', '\\t')
    lines = '\n'.join(f'Amount = {n:2d}: {escape(t)}' for n, t in found)
    return lines, [{'shift': n, 'text': t} for n, t in found]


BRUTE = 'python3: str.translate over every shift (oracle/cases.py, written from CyberChef\'s description of the operation)'
for name, text, algo, rot, last, kw in [
    ('ROT13 brute force with a crib', 'Gur dhvpx oebja sbk whzcf bire gur ynml qbt.', 'rot13-brute-force', rot_letters, 25, {'crib': 'QUICK'}),
    ('ROT13 brute force, every shift of a sample', 'Uryyb, Jbeyq! 2026', 'rot13-brute-force', rot_letters, 25, {'sample_length': 5}),
    ('ROT13 brute force, sample from an offset, a tab in the crib', 'abc\tXYZ zzz', 'rot13-brute-force', rot_letters, 25, {'sample_offset': 2, 'sample_length': 6, 'crib': 'A\tV'}),
    ('ROT13 brute force, no shift has the crib', 'abc', 'rot13-brute-force', rot_letters, 25, {'crib': 'xyzw'}),
    ('ROT47 brute force with a crib', rot_ascii('Attack at dawn! {x=42}', 47), 'rot47-brute-force', rot_ascii, 93, {'crib': 'dawn'}),
    ('ROT47 brute force, line break in the sample', 'w6==@\n!', 'rot47-brute-force', rot_ascii, 93, {'crib': 'hello'}),
]:
    lines, candidates = brute(text, rot, last, kw.get('crib', ''), kw.get('sample_offset', 0), kw.get('sample_length', 100))
    ok(name, {'input': text, 'algorithm': algo, **kw}, lines, BRUTE, candidates=candidates)


# --- Bifid: Polybius square of the keyword (J as I), rows then columns of the whole message ------
def square_of(keyword):
    seen = []
    for c in keyword.upper().replace('J', 'I') + 'ABCDEFGHIKLMNOPQRSTUVWXYZ':
        if c not in seen:
            seen.append(c)
    return ''.join(seen)


def bifid(text, keyword, decode=False):
    sq = square_of(keyword)
    where = [i for i, c in enumerate(text) if c.isascii() and c.isalpha()]
    cells = [sq.index(text[i].upper().replace('J', 'I')) for i in where]
    if not decode:
        line = [n // 5 for n in cells] + [n % 5 for n in cells]
        coords = [(line[2 * k], line[2 * k + 1]) for k in range(len(cells))]
    else:
        line = [x for n in cells for x in (n // 5, n % 5)]
        coords = [(line[k], line[k + len(cells)]) for k in range(len(cells))]
    out = list(text)
    for i, (r, c) in zip(where, coords):
        out[i] = sq[r * 5 + c] if text[i].isupper() else sq[r * 5 + c].lower()
    return ''.join(out)


WIKI_SQUARE = 'BGWKZQPNDSIOAXEFCLUMTHYVR'
assert bifid('FLEEATONCE', WIKI_SQUARE) == 'UAEOLWRINS'  # Wikipedia, "Bifid cipher", the worked example
BIFID = 'python3: the Polybius square and transposition written from Wikipedia\'s "Bifid cipher" (oracle/cases.py)'
ok('Bifid, Wikipedia\'s worked example', {'input': 'FLEEATONCE', 'algorithm': 'bifid', 'key': WIKI_SQUARE}, 'UAEOLWRINS', 'Wikipedia, "Bifid cipher": the square BGWKZ QPNDS IOAXE FCLUM THYVR, FLEEATONCE → UAEOLWRINS (checked in oracle/cases.py)')
ok('Bifid decode, Wikipedia\'s worked example', {'input': 'UAEOLWRINS', 'algorithm': 'bifid', 'key': WIKI_SQUARE, 'direction': 'decode'}, 'FLEEATONCE', 'Wikipedia, "Bifid cipher" (the worked example, decoded)')
for text, key in [('Jolly jumping Jack, 42 jars!', 'Keyword'), ('Meet me at the old bridge', '')]:
    ok(f'Bifid with J as I, key "{key}"', {'input': text, 'algorithm': 'bifid', 'key': key}, bifid(text, key), BIFID)
    ok(f'Bifid decode, key "{key}"', {'input': bifid(text, key), 'algorithm': 'bifid', 'key': key, 'direction': 'decode'}, bifid(bifid(text, key), key, True), BIFID)
ok('Bifid (CyberChef)', {'input': 'We recreate conditions similar to the Van-Allen radiation belt in our secure facilities.', 'algorithm': 'bifid', 'key': 'Schrodinger'}, 'Wc snpsigdd cpfrrcxnfi hikdnnp dm crc Fcb-Pdeug vueageacc vtyl sa zxm crebzp lyoeuaiwpv.', "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Bifid Cipher Encode: normal\")")
invalid('Brute force sample over 2,000 characters', {'input': 'abc', 'algorithm': 'rot47-brute-force', 'sample_length': 2001}, 'sample_length: Too big: expected number to be <=2000')
invalid('Bifid keyword with a digit', {'input': 'abc', 'algorithm': 'bifid', 'key': 'abc123'}, 'key: must be letters A-Z only, found "1"')


# --- Caesar box: rows of `height` characters (spaces dropped), read by columns --------------------
def caesar_box(text, h, decode=False):
    chars = [c for c in text if c != ' ']
    order = [p for s in range(h) for p in range(s, len(chars), h)]
    if not decode:
        return ''.join(chars[p] for p in order)
    out = [''] * len(chars)
    for i, p in enumerate(order):
        out[p] = chars[i]
    return ''.join(out)


BOX = 'python3: rows of `height`, read by columns (oracle/cases.py, written from dcode.fr\'s "Caesar Box Cipher")'
ok('Caesar box, height 3', {'input': 'Hello World!', 'algorithm': 'caesar-box', 'height': 3}, caesar_box('Hello World!', 3), BOX)
ok('Caesar box (CyberChef)', {'input': 'Hello World!', 'algorithm': 'caesar-box', 'height': 3}, 'Hlodeor!lWl', "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/CaesarBoxCipher.mjs, \"Caesar Box Cipher: Hello World!\")")
for text, h in [('Olá, café ☕ mundo de caixas', 4), ('THEQUICKBROWNFOXJUMPS', 5)]:
    ok(f'Caesar box, height {h}', {'input': text, 'algorithm': 'caesar-box', 'height': h}, caesar_box(text, h), BOX)
    ok(f'Caesar box decode, height {h}', {'input': caesar_box(text, h), 'algorithm': 'caesar-box', 'height': h, 'direction': 'decode'}, caesar_box(caesar_box(text, h), h, True), BOX)
invalid('Caesar box height 0', {'input': 'abc', 'algorithm': 'caesar-box', 'height': 0}, 'height: Too small: expected number to be >=1')


# --- Cetacean: each UTF-16 code unit as 16 bits, 1 = e, 0 = E; a space stays -----------------------
def cetacean(text):
    units = text.encode('utf-16-be')
    out = []
    for i in range(0, len(units), 2):
        u = units[i] << 8 | units[i + 1]
        out.append(' ' if u == 0x20 else format(u, '016b').replace('1', 'e').replace('0', 'E'))
    return ''.join(out)


CET = 'python3: format(unit, "016b") over the UTF-16 code units (oracle/cases.py, written from CyberChef\'s description)'
assert cetacean('hi') == 'EEEEEEEEEeeEeEEEEEEEEEEEEeeEeEEe'  # CyberChef's operation description
ok('Cetacean encode', {'input': 'Thanks for all the fish', 'algorithm': 'cetacean'}, cetacean('Thanks for all the fish'), CET)
ok('Cetacean encode, beyond the BMP', {'input': 'so long 🐬', 'algorithm': 'cetacean'}, cetacean('so long 🐬'), CET)
ok('Cetacean decode', {'input': cetacean('Olá, golfinho 🐬'), 'algorithm': 'cetacean', 'direction': 'decode'}, 'Olá, golfinho 🐬', CET)
ok('Cetacean (CyberChef)', {'input': 'a b c で', 'algorithm': 'cetacean'}, 'EEEEEEEEEeeEEEEe EEEEEEEEEeeEEEeE EEEEEEEEEeeEEEee EEeeEEEEEeeEEeee', "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/CetaceanCipherEncode.mjs)")
invalid('Cetacean decode, a stray letter', {'input': 'EEEEEEEEEeeEeEEEx', 'algorithm': 'cetacean', 'direction': 'decode'}, 'input: must be only E, e and spaces, found "x" at character 16')
invalid('Cetacean decode, a short run', {'input': 'EEEEEEEEEeeEeEEE EEEE', 'algorithm': 'cetacean', 'direction': 'decode'}, 'input: each character is 16 E/e, but the run at character 17 has 4')


# --- LS47: the reference implementation ------------------------------------------------------------
REF = 'LS47\'s reference implementation (ls47.py of github.com/exaexa/ls47, public domain), run by oracle/cases.py'
for pw, text, sig in [('helloworld', 'thequickbrownfoxjumped', 'test'), ('s3cret_p4ssw0rd/31337', 'conflagrate_the_rose_bush_at_six!', 'peace-vector-3'), ('', 'a(b)c', '')]:
    key = ls47.derive_key(pw)
    ok(f'LS47 encrypt, password "{pw}", no padding', {'input': text, 'algorithm': 'ls47', 'key': pw, 'padding': 0, 'signature': sig}, ls47.encrypt(key, text + '---' + sig), REF)
random.seed(47)  # the reference pads with random.randint: seeded, so that re-running gives the same file
key = ls47.derive_key('s3cret_p4ssw0rd/31337')
sealed = ls47.encrypt_pad(key, 'conflagrate_the_rose_bush_at_six!', 'peace-vector-3')
ok('LS47 decrypt, ls47.py\'s own test (10 padding characters)', {'input': sealed, 'algorithm': 'ls47', 'key': 's3cret_p4ssw0rd/31337', 'direction': 'decode'}, ls47.decrypt_pad(key, sealed), REF + ': encrypt_pad of its __main__ test, seeded')
ok('LS47 encrypt (CyberChef)', {'input': 'thequickbrownfoxjumped', 'algorithm': 'ls47', 'key': 'helloworld', 'padding': 0, 'signature': 'test'}, '(,t74ci78cp/8trx*yesu:alp1wqy', "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/LS47.mjs, \"LS47 Encrypt\")")
invalid('LS47 password with a capital', {'input': 'thequickbrownfoxjumped', 'algorithm': 'ls47', 'key': 'Helloworld', 'padding': 0}, "key: \"H\" at character 0 is not in LS47's alphabet (_ a-z . 0-9 , - + * / : ? ! ' ( ), lower case only)")
invalid('LS47 password over 1,000 characters', {'input': 'abc', 'algorithm': 'ls47', 'key': 'k' * 1001}, 'key: an LS47 password must be at most 1000 characters, got 1001')
invalid('LS47 message with a space', {'input': 'attack at dawn', 'algorithm': 'ls47', 'key': 'k'}, "input: \" \" at character 6 is not in LS47's alphabet (_ a-z . 0-9 , - + * / : ? ! ' ( ), lower case only)")


# --- Citrix CTX1 ------------------------------------------------------------------------------------
def ctx1(text):
    out, prev = [], 0
    for b in text.encode('utf-16-le'):
        prev = b ^ 0xA5 ^ prev
        out.append(chr(0x41 + (prev >> 4)) + chr(0x41 + (prev & 15)))
    return ''.join(out)


def ctx1_decode(text):
    stored = [(ord(text[i]) - 0x41) << 4 | (ord(text[i + 1]) - 0x41) for i in range(0, len(text), 2)]
    return bytes(s ^ 0xA5 ^ p for s, p in zip(stored, [0] + stored)).decode('utf-16-le')


for plain, published in [('a', 'MEGB'), ('aa', 'MEGBKFAA'), ('ab', 'MEGBKGAD'), ('ba', 'MHGCKGAD'), ('A', 'OEEB')]:
    assert ctx1(plain) == published, plain  # darthnull.org, "Good fun with bad crypto" (2014)
ok('Citrix CTX1, darthnull.org\'s examples', {'input': 'ba', 'algorithm': 'citrix-ctx1'}, 'MHGCKGAD', 'darthnull.org, "Good fun with bad crypto" (2014): ba → MHGC KGAD')
ok('Citrix CTX1 decode, darthnull.org\'s examples', {'input': 'MEGBKGAD', 'algorithm': 'citrix-ctx1', 'direction': 'decode'}, 'ab', 'darthnull.org, "Good fun with bad crypto" (2014): ab → MEGB KGAD')
CTX = 'python3: UTF-16LE bytes XOR 0xA5 XOR the previous output byte, as nibbles A-P (oracle/cases.py, written from darthnull.org\'s description and checked against its examples)'
ok('Citrix CTX1 encode', {'input': 'Senha123!', 'algorithm': 'citrix-ctx1'}, ctx1('Senha123!'), CTX)
ok('Citrix CTX1 encode, accents and an emoji', {'input': 'Contraseña🔑', 'algorithm': 'citrix-ctx1'}, ctx1('Contraseña🔑'), CTX)
ok('Citrix CTX1 decode', {'input': ctx1('Contraseña🔑'), 'algorithm': 'citrix-ctx1', 'direction': 'decode'}, ctx1_decode(ctx1('Contraseña🔑')), CTX)
ok('Citrix CTX1 (CyberChef)', {'input': 'PFFAJEDBOHECJEDBODEGIMCJPOFLJKDPKLAO', 'algorithm': 'citrix-ctx1', 'direction': 'decode'}, 'Password1', "CyberChef's tests (gchq/CyberChef@2e048b02, tests/operations/tests/Ciphers.mjs, \"Citrix CTX1 Decode: normal\")")
invalid('Citrix CTX1 decode, wrong length', {'input': 'PFFAJEDBOHECJEDBODEGIMCJPOFLJKDPKLA', 'algorithm': 'citrix-ctx1', 'direction': 'decode'}, 'input: must be a multiple of 4 letters long (4 per character), got 35')
invalid('Citrix CTX1 decode, a letter past P', {'input': 'MEGZ', 'algorithm': 'citrix-ctx1', 'direction': 'decode'}, 'input: must be only the letters A to P, found "Z" at character 3')


# --- Microsoft Script Decoder: decode-vbe.py's Decode -----------------------------------------------
def vbe_encode(script):
    """screnc's encoding, by inverting decode-vbe's tables: each character the one that decodes to it."""
    out, index = [], -1
    # Which table each place uses, read back from decode-vbe itself: 'A' decodes to a different
    # character under each of the three, so that character names the table.
    combos = vbe.Decode('A' * 64)
    inverse = {}
    for byte in [9] + list(range(32, 128)):
        if byte in (60, 62, 64):
            continue
        for col in set(combos):
            # the character at the first place that uses table `col`
            pos = combos.index(col)
            decoded = vbe.Decode('A' * pos + chr(byte))[-1]
            inverse[(decoded, col)] = chr(byte)
    for ch in script:
        if ord(ch) < 128:
            index += 1
        col = combos[index % 64]
        enc = inverse.get((ch, col))
        if enc is None:
            enc = {'\n': '@&', '\r': '@#', '>': '@*', '<': '@!', '@': '@$'}.get(ch, ch)
        out.append(enc)
    return ''.join(out)


def block(script):
    data = vbe_encode(script)
    assert vbe.Decode(data) == script
    return '#@~^AAAAAA==' + data + 'AAAAAA==^#~@'


SCRDEC = 'Didier Stevens\' decode-vbe.py (public domain), Decode(), run by oracle/cases.py'
sample = "#@~^RQAAAA==-mD~sX|:/TP{~J:+dYbxL~@!F@*@!+@*@!&@*eEI@#@&@#@&\x7fjm.raY 214Wv:zms/obI0xEAAA==^#~@"
ok('Microsoft Script Decoder, CyberChef\'s sample', {'input': sample, 'algorithm': 'ms-script-decoder'}, vbe.Decode(sample[12:-12]), SCRDEC + ' on CyberChef\'s sample (gchq/CyberChef@2e048b02, tests/operations/tests/MS.mjs)')
vbs = 'Dim x\r\nx = "<b>" & 3 * 4 @ 2\r\n\tMsgBox x, 64, "Olá"\r\nWScript.Quit'
ok('Microsoft Script Decoder, a VBScript with tabs, < > @ and an accent', {'input': block(vbs), 'algorithm': 'ms-script-decoder'}, vbe.Decode(block(vbs)[12:-12]), SCRDEC + ' (the input encoded in oracle/cases.py by inverting its tables)')
js = 'var a = [1, 2, 3];\nfor (var i in a) { WScript.Echo(a[i] > 1 ? "big" : "small"); }'
page = '<html><script language="JScript.Encode">' + block(js) + '</script></html>'
ok('Microsoft Script Decoder, the page around the block kept', {'input': page, 'algorithm': 'ms-script-decoder'}, '<html><script language="JScript.Encode">' + vbe.Decode(block(js)[12:-12]) + '</script></html>', SCRDEC + ' on the block; the page around it kept (scrdec\'s way)')
invalid('Microsoft Script Decoder, no encoded block', {'input': 'MsgBox "plain"', 'algorithm': 'ms-script-decoder'}, 'input: no encoded script found: it starts with #@~^ and ends with ^#~@')


# --- the TypeScript module ------------------------------------------------------------------------
def ts(value):
    return json.dumps(value, ensure_ascii=False)


lines = [
    "import type { OperationCase } from '../cases.js';",
    '',
    '/*',
    ' * GENERATED by oracle/cases.py (python3 oracle/cases.py --ls47 … --decode-vbe …): do not edit.',
    ' * Every expected value was computed by that script (reference implementations and Python written',
    ' * from the published descriptions; the source of each is in its case), never by this module.',
    ' */',
    "const CONTRACT = 'the toolbox contract, part 3 (toolbox-3.md), /cipher/classical';",
    '',
    'export const oracleCases: OperationCase[] = [',
]
for kind, name, given, expected, source in cases:
    if kind == 'ok':
        lines.append(f"\t{{ name: {ts(name)}, op: 'cipher-classical', input: {ts(given)}, expected: {{ status: 200, body: {ts(expected)} }}, source: {ts(source)} }},")
    else:
        lines.append(f"\t{{ name: {ts(name)}, op: 'cipher-classical', input: {ts(given)}, expected: {{ status: 422, body: {{ detail: {ts(expected)}, code: 'invalid_input' }} }}, source: CONTRACT }},")
lines.append('];')
(HERE.parent / 'oracle-cases.ts').write_text('\n'.join(lines) + '\n')
print(f'{len(cases)} cases written to oracle-cases.ts', file=sys.stderr)
