# Oracle for src/lib/ops/encode/cases-frames.ts (base92, hex-content, modhex, mime-header, cobs, netbios).
# Run from this folder with Debian's python3 and python3-yubikey-manager, python3-impacket:
#   /usr/bin/python3 frames.py > ../cases-frames.ts
# Every expected value is printed here by Python's stdlib, yubikit, impacket, or is a published
# example (Wikipedia's COBS table, RFC 1001, RFC 2047 section 8), never by the code under test.
import base64, email.charset, email.header, json, re
from yubikit.core.otp import modhex_encode, modhex_decode
from impacket.nmb import encode_name

L = []
def js(v): return json.dumps(v, ensure_ascii=False)
def case(name, inp, body, source):
    L.append('\t{ name: %s, op: \'encode\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (js(name), js(inp), js(body), js(source)))
def both(scheme, data, enc, source, label=None, extra={}, dec_in=None):
    """Bytes `data` encode to `enc` and `enc` (or `dec_in`) decodes back, the bytes as hex."""
    label = label or (js(data.decode()) if data.isascii() and data.decode().isprintable() else data.hex() or '(empty)')
    case(f'{scheme} encode {label}'[:90], {'input': data.hex(), 'input_encoding': 'hex', 'scheme': scheme, 'direction': 'encode', **extra}, {'output': enc, 'scheme': scheme, 'direction': 'encode'}, source)
    case((f'{scheme} decode ' + (f'back to {label}' if len(dec_in or enc) > 60 else js(dec_in or enc)))[:90], {'input': dec_in or enc, 'scheme': scheme, 'direction': 'decode', 'output_encoding': 'hex', **extra}, {'output': data.hex(), 'scheme': scheme, 'direction': 'decode'}, source)

PY = 'python3 src/lib/ops/encode/oracle/frames.py (run on this machine): '

# Base92, written from thenoviceoof's base92 spec (README and base92.py's algorithm: 13 bits to two
# characters, a tail under 7 bits as one 6-bit character), bit strings as the spec describes them.
def b92chr(v): return '!' if v == 0 else chr(ord('#') + v - 1) if v <= 61 else chr(ord('a') + v - 62)
def b92(data):
    bits = ''.join(format(x, '08b') for x in data); out = ''
    while len(bits) >= 13:
        v = int(bits[:13], 2); out += b92chr(v // 91) + b92chr(v % 91); bits = bits[13:]
    if bits:
        if len(bits) < 7: out += b92chr(int(bits.ljust(6, '0'), 2))
        else: v = int(bits.ljust(13, '0'), 2); out += b92chr(v // 91) + b92chr(v % 91)
    return out
# Checked against the published examples (CyberChef tests/operations/tests/Base92.mjs)
for s, e in [('AB', '8y2'), ('Hello!!', ';K_$aOTo&'), ('base-92', 'DX2?V<Y(*'), ('ietf!', "G'_DW[B")]: assert b92(s.encode()) == e, s
for data in [b'', b'AB', b'Hello!!', b'base-92', b'ietf!', 'Olá ✓'.encode(), bytes(range(0, 256, 17)), b'\xff' * 7]:
    both('base92', data, b92(data), PY + 'base92 from thenoviceoof\'s spec in Python, checked against CyberChef\'s Base92 tests (AB → 8y2, Hello!! → ;K_$aOTo&, base-92 → DX2?V<Y(*, ietf! ← G\'_DW[B)')

# Snort content (Snort users manual 3.5.1 "content": |..| holds hex bytes); what is written as hex is CyberChef's
# "Only special chars": anything but ASCII letters, digits and space.
def hexcontent(data):
    out = re.sub(rb'[^A-Za-z0-9 ]+', lambda m: b'|' + m.group(0).hex().encode() + b'|', data)
    return out.decode()
for data in [b'foo=bar', 'café: 10€!'.encode(), b'GET /index.html HTTP/1.1\r\n', b'\x00\x01abc\xff', b'']:
    both('hex-content', data, hexcontent(data), PY + 're.sub of each run of bytes outside [A-Za-z0-9 ] by |hex| (Snort manual, content); CyberChef To Hex Content\'s example foo=bar → foo|3d|bar')
def unhexcontent(s):
    return re.sub(rb'\|([0-9a-fA-F ]{2,})\|', lambda m: bytes.fromhex(m.group(1).decode()), s.encode())
for s in ['|47 45 54| /x |0D 0A|', 'a|41|b|42|c|', 'Zoë|7c|']:
    case(f'hex-content decode {js(s)}', {'input': s, 'scheme': 'hex-content', 'direction': 'decode', 'output_encoding': 'hex'}, {'output': unhexcontent(s).hex(), 'scheme': 'hex-content', 'direction': 'decode'}, PY + 're.sub of each |hex| group by bytes.fromhex (Snort manual: spaces between hex bytes allowed)')

# Modhex: Yubico's yubikit (python3-yubikey-manager)
for data in [b'', bytes.fromhex('0123456789abcdef'), b'Hello', bytes(range(250, 256))]:
    both('modhex', data, modhex_encode(data), PY + 'yubikit.core.otp.modhex_encode (python3-yubikey-manager 4.0.9)')
for s in ['CCCB VUVV', 'cb:dc:ef', 'vvvvcccc,nlnl']:
    case(f'modhex decode {js(s)}', {'input': s, 'scheme': 'modhex', 'direction': 'decode', 'output_encoding': 'hex'}, {'output': modhex_decode(re.sub(r'[\s,;:%]', '', s).lower()).hex(), 'scheme': 'modhex', 'direction': 'decode'}, PY + 'yubikit.core.otp.modhex_decode of the letters (separators as CyberChef\'s From Modhex skips them)')

# MIME encoded-words: RFC 2047 section 8's examples, and Python's email.header for the rest
# The decoded parts joined as they stand (make_header would add a space after a us-ascii word).
def mime_decode(s): return ''.join(p.decode(c or 'ascii') if isinstance(p, bytes) else p for p, c in email.header.decode_header(s))
RFC2047 = [('(=?ISO-8859-1?Q?a?=)', '(a)'), ('(=?ISO-8859-1?Q?a?= b)', '(a b)'), ('(=?ISO-8859-1?Q?a?= =?ISO-8859-1?Q?b?=)', '(ab)'), ('(=?ISO-8859-1?Q?a?=  =?ISO-8859-1?Q?b?=)', '(ab)'),
           ('(=?ISO-8859-1?Q?a?=\r\n    =?ISO-8859-1?Q?b?=)', '(ab)'), ('(=?ISO-8859-1?Q?a_b?=)', '(a b)'), ('(=?ISO-8859-1?Q?a?= =?ISO-8859-2?Q?_b?=)', '(a b)'),
           ('=?US-ASCII?Q?Keith_Moore?= <moore@cs.utk.edu>', 'Keith Moore <moore@cs.utk.edu>'), ('=?ISO-8859-1?Q?Keld_J=F8rn_Simonsen?= <keld@dkuug.dk>', 'Keld Jørn Simonsen <keld@dkuug.dk>'),
           ('=?ISO-8859-1?B?SWYgeW91IGNhbiByZWFkIHRoaXMgeW8=?=\r\n    =?ISO-8859-2?B?dSB1bmRlcnN0YW5kIHRoZSBleGFtcGxlLg==?=', 'If you can read this you understand the example.')]
for s, e in RFC2047:
    assert mime_decode(s) == e, s
    case(f'mime-header decode {js(s)}'[:90], {'input': s, 'scheme': 'mime-header', 'direction': 'decode'}, {'output': e, 'scheme': 'mime-header', 'direction': 'decode'}, 'RFC 2047 section 8 (examples); the same from python3 email.header.decode_header, its parts joined')
for s in ['Subject: =?UTF-8?B?5pel5pys6Kqe?=', '=?utf-8?q?=C3=89ric?= <eric@example.org>, =?utf-8?q?Ana=C3=AFs?= <anais@example.org>', '=?windows-1252?Q?=93quoted=94_=80?=', '=?KOI8-R?B?8NLJ18XU?=', 'no encoded words here']:
    case(f'mime-header decode {js(s)}'[:90], {'input': s, 'scheme': 'mime-header', 'direction': 'decode'}, {'output': mime_decode(s), 'scheme': 'mime-header', 'direction': 'decode'}, PY + 'email.header.decode_header(s), each part decoded in its charset and joined')
cs = email.charset.Charset('utf-8')
for s in ['café', 'Olá, mundo! ✓ 😀', 'héllo wörld ' * 8, '']:
    lines = cs.header_encode_lines(s, iter([75] * 100)) if s else []
    enc = '\n '.join(l.replace('=?utf-8?b?', '=?UTF-8?B?') for l in lines)
    case(f'mime-header encode {js(s)}'[:90], {'input': s, 'scheme': 'mime-header', 'direction': 'encode'}, {'output': enc, 'scheme': 'mime-header', 'direction': 'encode'}, PY + 'email.charset.Charset("utf-8").header_encode_lines(s, 75-character words) joined by "\\n " (a folded header), the charset and B written in capitals')
    case(f'mime-header decode of the encoding of {js(s)}'[:90], {'input': enc, 'scheme': 'mime-header', 'direction': 'decode'}, {'output': mime_decode(enc) if enc else '', 'scheme': 'mime-header', 'direction': 'decode'}, PY + 'email.header.decode_header of the encoded words')

# COBS: Wikipedia "Consistent Overhead Byte Stuffing", encoding examples 1-9 (the trailing 00 delimiter left out)
W = 'Wikipedia, Consistent Overhead Byte Stuffing, encoding example %d (its 00 frame delimiter left out); CyberChef To COBS gives the same'
r = bytes(range(1, 255))
COBS = [(b'\x00', '0101'), (b'\x00\x00', '010101'), (b'\x00\x11\x00', '01021101'), (b'\x11\x22\x00\x33', '03112202 33'.replace(' ', '')), (b'\x11\x22\x33\x44', '0511223344'), (b'\x11\x00\x00\x00', '02110101 01'.replace(' ', '')),
        (r, 'ff' + r.hex()), (b'\x00' + r, '01ff' + r.hex()), (r + b'\xff', 'ff' + r.hex() + '02ff')]
for i, (data, enc) in enumerate(COBS):
    both('cobs', data, enc, W % (i + 1), label=f'Wikipedia example {i + 1}')
both('cobs', b'', '01', 'Cheshire and Baker, COBS (IEEE/ACM ToN 1999): the empty packet is one block of code 01 (CyberChef writes nothing)', label='(empty)')

# NetBIOS first-level encoding: RFC 1001 section 14.1's example, and impacket's encode_name (the 16th byte is its suffix)
def netbios(name): return encode_name(name[:15].decode('latin-1'), name[15] if len(name) == 16 else 0x20, None)[1:33].decode()
assert netbios(b'FRED') == 'EGFCEFEECACACACACACACACACACACACA'
for name in [b'FRED', b'WORKGROUP', b'DC01\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x1c', b'*' + b'\x00' * 15]:
    both('netbios', name, netbios(name), 'RFC 1001 section 14.1 (FRED → EGFCEFEECACACACACACACACACACACACA); ' + PY + 'impacket.nmb.encode_name (python3-impacket 0.10.0) without its length byte', label=js(name.decode('latin-1')))
case('netbios encode "FRED" with offset 48', {'input': 'FRED', 'scheme': 'netbios', 'direction': 'encode', 'offset': 48}, {'output': ''.join(chr((b >> 4) + 48) + chr((b & 15) + 48) for b in b'FRED'.ljust(16)), 'scheme': 'netbios', 'direction': 'encode'}, PY + 'each half-byte of the space-padded name plus 48 (CyberChef\'s Offset argument)')

print('// Generated by src/lib/ops/encode/oracle/frames.py; do not edit (run it again).')
print("import type { OperationCase } from '../cases.js';\n")
print('/** Reference cases of base92, hex-content, modhex, mime-header, cobs and netbios (oracles named in each). */')
print('export const FRAME_CASES: OperationCase[] = [')
print('\n'.join(L))
print('];')
