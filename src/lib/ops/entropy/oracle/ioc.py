#!/usr/bin/env python3
"""Index of coincidence of each case's input, from the definition CyberChef's IndexOfCoincidence.mjs
uses (lower-case the text, keep a-z, sum f(f-1) / N(N-1), N at least 2), computed with
collections.Counter, not by the TypeScript under test. Adds the two figures to each 200 case of
../cases.ts in place (run it again after changing an input)."""
import base64, binascii, collections, json, pathlib, re

path = pathlib.Path(__file__).parent.parent / 'cases.ts'
src = path.read_text()


def decode(inp):
    enc = inp.get('input_encoding', 'utf8')
    raw = inp['input']
    return {'hex': binascii.unhexlify, 'base64': base64.b64decode, 'latin1': lambda t: t.encode('latin-1')}.get(enc, lambda t: t.encode('utf-8'))(raw)


def ioc(data: bytes) -> float:
    text = data.decode('utf-8', errors='replace').lower()
    counts = collections.Counter(c for c in text if 'a' <= c <= 'z')
    n = max(sum(counts.values()), 2)
    return sum(f * (f - 1) for f in counts.values()) / (n * (n - 1))


out = []
for line in src.split('\n'):
    m = re.match(r'(\s*measured\((?:"[^"]*"|\'[^\']*\'), )(\{.*?\}|\{ input: \'[^\']*\' \}), (\{"entropy_bits_per_byte".*?), "frequency"', line)
    if m and '"index_of_coincidence"' not in line:
        inp_text = m.group(2)
        inp = json.loads(re.sub(r"\{ input: '([^']*)' \}", r'{"input": "\1"}', inp_text))
        v = ioc(decode(inp))
        line = line.replace('"frequency"', f'"index_of_coincidence": {v!r}, "index_of_coincidence_normalized": {v * 26!r}, "frequency"', 1)
    out.append(line)
path.write_text('\n'.join(out))
