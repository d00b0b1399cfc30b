import json
d = json.load(open('oracle.json'))
L = []
def js(v): return json.dumps(v, ensure_ascii=False)
def case(name, inp, body, source):
    L.append('\t{ name: %s, op: \'encode\', input: %s, expected: { status: 200, body: %s }, source: %s },' % (js(name), js(inp), js(body), js(source)))
def both(scheme, hexin, enc, src, label=None, extra={}):
    label = label or hexin or '(empty)'
    case(f'{scheme} encode {label}', {'input': hexin, 'input_encoding': 'hex', 'scheme': scheme, 'direction': 'encode', **extra}, {'output': enc, 'scheme': scheme, 'direction': 'encode'}, src)
    case(f'{scheme} decode {js(enc)[:40]}', {'input': enc, 'scheme': scheme, 'direction': 'decode', 'output_encoding': 'hex', **extra}, {'output': hexin, 'scheme': scheme, 'direction': 'decode'}, src)
def text(scheme, t, enc, src, extra={}, dec=None):
    case(f'{scheme} encode {js(t)[:40]}' + (f' (base {extra["base"]})' if 'base' in extra else ''), {'input': t, 'scheme': scheme, 'direction': 'encode', **extra}, {'output': enc, 'scheme': scheme, 'direction': 'encode'}, src)
    case(f'{scheme} decode {js(enc)[:40]}' + (f' (base {extra["base"]})' if 'base' in extra else ''), {'input': enc, 'scheme': scheme, 'direction': 'decode', **extra}, {'output': t if dec is None else dec, 'scheme': scheme, 'direction': 'decode'}, src)
PY = 'python3 src/lib/ops/encode/oracle/cases.py (run on this machine): '
for h, e in d['base58']: both('base58', h, e, PY + 'base58.b58encode (python3-base58 1.0.3, Debian); the same pairs are in Bitcoin Core\'s base58_encode_decode.json')
for h, e in d['base62']: both('base62', h, e, PY + 'the bytes as one big-endian int in 0-9A-Za-z with a leading 0 per zero byte (base-x\'s rule), Python int arithmetic; "Hello, World!" and "ნუ პანიკას" are CyberChef tests/operations/tests/Base62.mjs')
for h, e in d['base85']: both('base85', h, e, PY + 'base64.b85encode')
for h, e in d['ascii85']: both('ascii85', h, e, PY + 'base64.a85encode')
for h, e in d['z85']: both('z85', h, e, PY + 'base64.b85encode translated to the Z85 alphabet (what Python 3.13 base64.z85encode does); 864fd26fb559f75b → HelloWorld is ZeroMQ RFC 32\'s test vector')
for h, e in d['base32hex']: both('base32hex', h, e, PY + 'base64.b32hexencode (RFC 4648 section 10 vectors for "f", "foobar")')
for h, e in d['crockford32']: both('crockford32', h, e, PY + 'base64.b32encode translated to Crockford\'s alphabet 0123456789ABCDEFGHJKMNPQRSTVWXYZ, padding dropped')
for h, e in d['binary']: both('binary', h, e, PY + 'format(byte, "08b") joined by spaces; CyberChef To Binary: "Hi" → 01001000 01101001')
for h, e in d['octal']: both('octal', h, e, PY + 'format(byte, "o") joined by spaces; CyberChef From Octal\'s example for Γειά σου')
for h, e in d['decimal']: both('decimal', h, e, PY + 'str(byte) joined by spaces; CyberChef To Decimal: Hello → 72 101 108 108 111')
for s, base, e in d['charcode']: text('charcode', s, e, PY + 'ord() of each character (hex padded to 2, 4 or 6 digits as CyberChef ToCharcode.mjs does); CyberChef\'s example Γειά σου → 0393 03b5 03b9 03ac 20 03c3 03bf 03c5', {'base': base})
for s, e in d['qp']: text('quoted-printable', s, e, PY + 'quopri.encodestring')
for h, e in d['uu']: both('uuencode', h, e, PY + 'uu.encode(name="data.bin", mode=0o644)')
for s, e in d['punycode']: case(f'punycode encode {s}', {'input': s, 'scheme': 'punycode', 'direction': 'encode'}, {'output': e, 'scheme': 'punycode', 'direction': 'encode'}, PY + 'idna.encode(uts46=True) (python3-idna, Debian)')
for s, e in d['punycode_decode']: case(f'punycode decode {s}', {'input': s, 'scheme': 'punycode', 'direction': 'decode'}, {'output': e, 'scheme': 'punycode', 'direction': 'decode'}, PY + ('idna.decode' if 'ls8h' not in s else 'the punycode codec (RFC 3492) for the label'))
for s, e in d['unicode_escape']: text('unicode-escape', s, e, PY + 'json.dumps(ensure_ascii=True) (\\uXXXX lower case, astral characters as surrogate pairs)')
CC = 'CyberChef\'s table (src/core/operations/%s), joined by a Python script: a space between signs, "/" for a space'
for s, e in d['morse']: text('morse', s, e, CC % 'ToMorseCode.mjs' + '; CyberChef test: SOS → ... --- ...', dec=s.upper())
for s, e in d['nato']: text('nato', s, e, CC % 'ConvertToNATOAlphabet.mjs' + ' (its test: a-z 0-9 , / .)', dec=s.upper())
for s, e in d['braille']: text('braille', s, e, 'CyberChef\'s table (src/core/lib/Braille.mjs), mapped by a Python script', dec=s.upper())
print('\n'.join(L))
