#!/usr/bin/env python3
"""Prints the LZNT1 / XPRESS / XPRESS LZ77+Huffman cases of cases.ts.

The oracle is fox-it's dissect.util (Apache-2.0), pure Python decoders independent of ours:
put its dissect/util/compression/{lznt1,lzxpress,lzxpress_huffman}.py in a directory and pass
that directory as the first argument (pip install dissect.util works too). The compressed inputs
are the published test vectors of dissect.util (tests/compression/test_*.py, each checked there
by a SHA-256 of the output), of CyberChef (tests/operations/tests/{XPRESS,LZNT1Decompress}.mjs)
and the examples of [MS-XCA] section 3; every expected output is what dissect.util decodes, and
its SHA-256 is checked against the one the vector's source published.
"""
import hashlib
import json
import sys

sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else '.')
try:
    from dissect.util.compression import lznt1, lzxpress, lzxpress_huffman  # type: ignore
except ImportError:
    import lznt1, lzxpress, lzxpress_huffman  # type: ignore

ABC100 = 'd9f5aeb06abebb3be3f38adec9a2e3b94228d52193be923eb4e24c9b56ee0930'
LOREM = '73d3dd96ca2e2f0144a117019256d770ee7c6febeaee09b24956c723ae22b529'

# (name, algorithm, hex input, published sha256 or expected text, source)
VECTORS = [
    ('LZNT1: CyberChef\'s test', 'lznt1', b'\x1a\xb0\x00compress\x00edtestda\x04ta\x07\x88alot'.hex(), 'compressedtestdatacompressedalot', 'CyberChef tests/operations/tests/LZNT1Decompress.mjs'),
    ('LZNT1: dissect.util "basic"', 'lznt1', '38b08846232000204720410010a24701a045204400084501507900c045200524138805b4024a44ef0358028c091601484500be009e000401189000', '4c306957685911d930cbc28c12baeefa87616d850b7b569fc629a4d551f5d28f', 'dissect.util tests/compression/test_lznt1.py (basic)'),
    ('XPRESS: [MS-XCA] 3.1 example, 26 literals', 'xpress', '3f000000' + b'abcdefghijklmnopqrstuvwxyz'.hex(), 'abcdefghijklmnopqrstuvwxyz', '[MS-XCA] 3.1 (plain LZ77 of the alphabet)'),
    ('XPRESS: "abc" x 100 ([MS-XCA] 3.2, dissect.util "basic")', 'xpress', 'ffffff1f61626317000fff2601', ABC100, '[MS-XCA] 3.2; dissect.util tests/compression/test_lzxpress.py (basic)'),
    ('XPRESS: shared half-byte across a literal', 'xpress', 'ffffff5f41070021420700', 'A' * 12 + 'B' * 13, 'CyberChef tests/operations/tests/XPRESS.mjs'),
    ('XPRESS: one-byte raw length', 'xpress', 'ffff0000413142324333443445354636473748387f000fd7', 'A1B2C3D4E5F6G7H8' * 16, 'CyberChef tests/operations/tests/XPRESS.mjs'),
    ('XPRESS: 16-bit raw lengths (70,000 bytes)', 'xpress', 'ffffff7f570700fffffcffffffff6d11', 'W' * 70000, 'CyberChef tests/operations/tests/XPRESS.mjs'),
    ('XPRESS LZ77+Huffman: "abc" x 100 (dissect.util "basic")', 'xpress-huffman',
     '0000000000000000000000000000000000000000000000000000000000000000'
     '0000000000000000000000000000000030230000000000000000000000000000'
     + '00' * 32 * 2 +
     '0200000000000000000000000000002000000000000000000000000000000000'
     + '00' * 32 * 3 + 'a8dc0000ff2601', ABC100, 'dissect.util tests/compression/test_lzxpress_huffman.py (basic)'),
]



def dissect_vector(tests_dir, module, vector_id):
    """The hex input and SHA-256 of one pytest.param of dissect.util's tests/compression/test_<module>.py."""
    import re
    src = open('%s/test_%s.py' % (tests_dir, module)).read()
    for param in re.finditer(r'pytest\.param\((.*?)id="(\w+)"', src, re.S):
        if param.group(2) == vector_id:
            parts = re.findall(r'"([0-9a-f ]*)"', param.group(1))
            return ''.join(parts[:-1]).replace(' ', ''), parts[-1]
    raise KeyError(vector_id)


if len(sys.argv) > 2:  # the second argument: dissect.util's tests/compression directory
    for module, algorithm in (('lznt1', 'lznt1'), ('lzxpress', 'xpress'), ('lzxpress_huffman', 'xpress-huffman')):
        data, digest = dissect_vector(sys.argv[2], module, 'large')
        VECTORS.append(('%s: Lorem ipsum (dissect.util "large")' % algorithm, algorithm, data, digest, 'dissect.util tests/compression/test_%s.py (large)' % module))

DECODERS = {'lznt1': lznt1.decompress, 'xpress': lzxpress.decompress, 'xpress-huffman': lzxpress_huffman.decompress}


def main():
    out = []
    for name, algorithm, data, expect, source in VECTORS:
        plain = DECODERS[algorithm](bytes.fromhex(data))
        if len(expect) == 64 and all(c in '0123456789abcdef' for c in expect):
            # dissect.util's LZNT1 test hashes the output with its trailing zero bytes stripped.
            checked = plain.rstrip(b'\x00') if algorithm == 'lznt1' else plain
            assert hashlib.sha256(checked).hexdigest() == expect, name
        else:
            assert plain == expect.encode(), name
        text = plain.decode('latin1')
        if len(plain) > 2000:  # too long to hold in cases.ts: only its digest, checked in compress.test.ts
            body = {'bytes_in': len(data) // 2, 'bytes_out': len(plain)}
            inp = {'input': data, 'input_encoding': 'hex', 'algorithm': algorithm, 'direction': 'decompress', 'output_encoding': 'base64'}
            out.append({'name': name, 'input': inp, 'sha256': hashlib.sha256(plain).hexdigest(), 'body': body, 'source': source})
            continue
        inp = {'input': data, 'input_encoding': 'hex', 'algorithm': algorithm, 'direction': 'decompress', 'output_encoding': 'utf8'}
        out.append({'name': name, 'input': inp, 'body': {'output': text, 'bytes_in': len(data) // 2, 'bytes_out': len(plain)}, 'source': 'dissect.util decompress of ' + source})
    for case in out:
        if 'sha256' in case:
            print('\t// %s: %s -> %d bytes, sha256 %s (%s)' % (case['name'], case['input']['input'], case['body']['bytes_out'], case['sha256'], case['source']))
            continue
        print('\tok(%s, %s, %s, %s),' % (json.dumps(case['name']), json.dumps(case['input']), json.dumps(case['body'], ensure_ascii=False), json.dumps(case['source'])))


if __name__ == '__main__':
    main()
