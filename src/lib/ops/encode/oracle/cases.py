# Run from this folder with Debian's python3 (python3-base58, python3-idna) after writing CyberChef's
# ToMorseCode.mjs, ConvertToNATOAlphabet.mjs and lib/Braille.mjs (gchq/CyberChef) beside it as
# morse.mjs, nato.mjs, braille.mjs:  /usr/bin/python3 cases.py > oracle.json && python3 to-ts.py
# Oracle for src/lib/ops/encode/cases.ts: every expected value below is printed by Python (stdlib,
# python3-base58, idna) or CyberChef's own tables, never by the code under test.
import base64, binascii, json, quopri, re, sys, io, warnings
warnings.filterwarnings('ignore')
import uu, base58, idna

out = {}
def b(s): return s.encode('utf-8')

# base58 (python3-base58 1.0.3, Bitcoin alphabet)
out['base58'] = [(h, base58.b58encode(bytes.fromhex(h)).decode()) for h in ['', '61', '626262', '00eb15231dfceb60925886b67d065299925915aeb172c06647', '0000287fb4cd', b('Hello, World!').hex()]]
# base62 as base-x: the bytes as one big-endian integer in 0-9A-Za-z, a leading '0' per leading zero byte
A62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
def b62(data):
    z = len(data) - len(data.lstrip(b'\0')); n = int.from_bytes(data, 'big'); s = ''
    while n: n, r = divmod(n, 62); s = A62[r] + s
    return '0' * z + s
out['base62'] = [(h, b62(bytes.fromhex(h))) for h in ['', '0000ff', b('Hello, World!').hex(), b('ნუ პანიკას').hex()]]
out['base85'] = [(h, base64.b85encode(bytes.fromhex(h)).decode()) for h in ['', b('Hello, World!').hex(), '00000000', 'ffffffff01']]
out['ascii85'] = [(h, base64.a85encode(bytes.fromhex(h)).decode()) for h in ['', b('Hello, World!').hex(), '0000000041', '000000', b('Man is distinguished').hex()]]
B85 = b'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~'
Z85 = b'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'
# Python 3.13's base64.z85encode is exactly this translation of b85encode
out['z85'] = [(h, base64.b85encode(bytes.fromhex(h)).translate(bytes.maketrans(B85, Z85)).decode()) for h in ['864fd26fb559f75b', b('Hello, World!').hex()]]
out['base32hex'] = [(h, base64.b32hexencode(bytes.fromhex(h)).decode()) for h in ['', '66', '666f6f626172', b('Hello, World!').hex()]]
CR = b'0123456789ABCDEFGHJKMNPQRSTVWXYZ'; RFC = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
out['crockford32'] = [(h, base64.b32encode(bytes.fromhex(h)).translate(bytes.maketrans(RFC, CR)).decode().rstrip('=')) for h in ['', '66', '666f6f626172', b('Hello, World!').hex()]]
def nums(h, f): return ' '.join(f(x) for x in bytes.fromhex(h))
out['binary'] = [(b('Hi').hex(), nums(b('Hi').hex(), lambda x: format(x, '08b'))), (b('é€').hex(), nums(b('é€').hex(), lambda x: format(x, '08b')))]
out['octal'] = [(b('Γειά σου').hex(), nums(b('Γειά σου').hex(), lambda x: format(x, 'o')))]
out['decimal'] = [(b('Hello').hex(), nums(b('Hello').hex(), str)), ('00ff10', nums('00ff10', str))]
def cc(s, base): return ' '.join((format(ord(c), '02x' if ord(c) < 256 else '04x' if ord(c) < 65536 else '06x')) if base == 16 else str(ord(c)) for c in s)
out['charcode'] = [(s, base, cc(s, base)) for s, base in [('Γειά σου', 16), ('Γειά σου', 10), ('a😀', 16), ('a😀', 10)]]
out['qp'] = [(s, quopri.encodestring(b(s)).decode()) for s in ['Café = 5€', 'trailing space \nnext', 'x' * 80, 'line1\r\nline2\t\r\n', 'a.\n.\nb']]
def uue(data):
    i, o = io.BytesIO(data), io.BytesIO(); uu.encode(i, o, name='data.bin', mode=0o644); return o.getvalue().decode()
out['uu'] = [(h, uue(bytes.fromhex(h))) for h in ['', b('Cat').hex(), bytes(range(50)).hex()]]
out['punycode'] = [(d, idna.encode(d, uts46=True).decode()) for d in ['münchen.de', 'Bücher.example', '日本語.jp', 'example.com', 'xn--ls8h.la'.encode().decode() if False else 'straße.de']]
out['punycode_decode'] = [(d, idna.decode(d)) for d in ['xn--mnchen-3ya.de', 'xn--wgv71a119e.jp', 'xn--bcher-kva.example']] + [('xn--ls8h.la', b'ls8h'.decode('punycode') + '.la')]
out['unicode_escape'] = [(s, json.dumps(s, ensure_ascii=True)[1:-1]) for s in ['café €', '😀 ok', 'Γειά']]
# CyberChef's tables, read from its source files
src = open('morse.mjs').read(); table = {}
for k, v in re.findall(r'^\s+"(.{1,2})": "([<>a-z]+)",?$', src, re.M):
    table[json.loads('"' + k + '"')] = v.replace('<dot>', '.').replace('<dash>', '-')
def morse(s): return '\n'.join(' '.join('/' if c == ' ' else table[c.upper()] for c in line) for line in s.split('\n'))
out['morse'] = [(s, morse(s)) for s in ['SOS', 'Hello, World!', 'a1 b2\nc3?']]
src = open('nato.mjs').read(); nato = {json.loads('"' + k + '"'): v for k, v in re.findall(r'^\s+"(.)": "([A-Za-z -]+) ",?$', src, re.M)}
def nat(s): return ' '.join('/' if c == ' ' else nato[c.upper()] for c in s)
out['nato'] = [(s, nat(s)) for s in ['abcdefghijklmnopqrstuvwxyz0123456789,/.', 'Hi 5']]
src = open('braille.mjs').read(); asc = json.loads(re.search(r'ascii: (".*"),', src).group(1)); dot6 = re.search(r'dot6:\s+"(.*)"', src).group(1)
def br(s): return ''.join(dot6[asc.index(c.upper())] for c in s)
out['braille'] = [(s, br(s)) for s in ['hello world', 'Utilkit 2026!']]
json.dump(out, sys.stdout, ensure_ascii=False, indent=0)
