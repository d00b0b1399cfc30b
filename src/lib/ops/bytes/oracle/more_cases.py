#!/usr/bin/env python3
"""Expected answers for take-nth, drop-nth, parity and xor-brute-force, computed in Python from
the definitions (CyberChef's TakeNthBytes/DropNthBytes/ParityBit/XORBruteForce read as prose),
not by the TypeScript under test. Prints the case lines pasted into ../cases.ts."""
import json


def nth(data: bytes, every: int, start: int, each_line: bool, keep: bool) -> bytes:
    lines = data.split(b'\n') if each_line else [data]
    out = []
    for line in lines:
        chosen = set(range(start, len(line), every))
        out.append(bytes(b for i, b in enumerate(line) if (i in chosen) == keep))
    return b'\n'.join(out)


def parity(text: str, even: bool, at_end: bool, encode: bool, delim: str) -> str:
    def block(b: str) -> str:
        if not encode:
            return b[:-1] if at_end else b[1:]
        bit = str((b.count('1') + (0 if even else 1)) % 2)
        return b + bit if at_end else bit + b
    if text == '':
        return text
    return delim.join(block(b) for b in text.split(delim)) if delim else block(text)


def as_text(b: bytes) -> str:
    try:
        return b.decode('utf-8')
    except UnicodeDecodeError:
        return b.decode('latin-1')


def brute(data: bytes, length=100, offset=0, crib='', null=False):
    sample = data[offset:offset + length]
    found = []
    for k in range(1, 256):
        out = bytes(b if null and (b == 0 or b == k) else b ^ k for b in sample)
        text = as_text(out)
        if crib and crib.lower() not in text.lower():
            continue
        points = sum(2 if b == 0x20 or 0x61 <= b <= 0x7a else 1 if 0x41 <= b <= 0x5a else 0 for b in out)
        score = points / 2 / len(out) if out else 0
        found.append((k, score, text, out))
    found.sort(key=lambda c: (-c[1], c[0]))
    return found


def j(x):
    return json.dumps(x, ensure_ascii=False)


def ok(name, inp, out: bytes, enc, how):
    text = out.hex() if enc == 'hex' else out.decode('utf-8')
    print(f'\tok({j(name)}, {j(inp)}, {j(text)}, {len(out)}, {j(how)}),')


data = b'0123456789abcdef'
ok('Take every 4th byte (CyberChef defaults)', {'input': data.decode(), 'action': 'take-nth', 'output_encoding': 'utf8'}, nth(data, 4, 0, False, True), 'utf8', 'data[0::4]')
ok('Take every 3rd byte from the second', {'input': data.decode(), 'action': 'take-nth', 'every': 3, 'offset': 1, 'output_encoding': 'utf8'}, nth(data, 3, 1, False, True), 'utf8', 'data[1::3]')
ok('Drop every 2nd byte from the second', {'input': data.decode(), 'action': 'drop-nth', 'every': 2, 'offset': 1, 'output_encoding': 'utf8'}, nth(data, 2, 1, False, False), 'utf8', 'bytes(b for i, b in enumerate(data) if i not in range(1, len(data), 2))')
lines = b'abcdefg\nhijklmn\nop'
ok('Take every 2nd byte of each line', {'input': lines.decode(), 'action': 'take-nth', 'every': 2, 'each_line': True, 'output_encoding': 'utf8'}, nth(lines, 2, 0, True, True), 'utf8', "b'\\n'.join(line[0::2] for line in data.split(b'\\n'))")
ok('Drop every 3rd byte of each line from the second', {'input': lines.decode(), 'action': 'drop-nth', 'every': 3, 'offset': 1, 'each_line': True, 'output_encoding': 'utf8'}, nth(lines, 3, 1, True, False), 'utf8', 'each line without line[1::3], joined by line feeds')
ok('Take nth bytes counts line feeds without each_line', {'input': lines.decode(), 'action': 'take-nth', 'every': 4}, nth(lines, 4, 0, False, True), 'hex', 'data[0::4]')


def par(name, inp, even, end, enc, delim):
    out = parity(inp['input'], even, end, enc, delim).encode()
    ok(name, inp, out, 'utf8', f"a parity bit by its definition in Python: '1' when the count of 1s is {'odd' if even else 'even'}, {'appended' if end else 'prepended'}" if enc else 'the first or last character of each block removed (Python slicing)')


par('Even parity bit at the start (CyberChef defaults)', {'input': '1011', 'action': 'parity'}, True, False, True, '')
par('Odd parity bit at the end', {'input': '1011001', 'action': 'parity', 'parity': 'odd', 'position': 'end'}, False, True, True, '')
par('Even parity bit for each block between spaces', {'input': '1011 0000 111', 'action': 'parity', 'position': 'end', 'delimiter': ' '}, True, True, True, ' ')
par('Odd parity, blocks split by commas', {'input': '1101,0,111,', 'action': 'parity', 'parity': 'odd', 'delimiter': ','}, False, False, True, ',')
par('Remove the parity bit at the end of each block', {'input': '10111 00000 1111', 'action': 'parity', 'direction': 'decode', 'position': 'end', 'delimiter': ' '}, True, True, False, ' ')


def bf(name, inp, **kw):
    data = bytes.fromhex(inp['input']) if inp.get('input_encoding') == 'hex' else inp['input'].encode()
    found = brute(data, **kw)
    best = found[0][3] if found else b''
    body = {'output': best.hex(), 'bytes': len(best), 'candidates': [{'key': f'{k:02x}', 'score': s, 'text': t} for k, s, t, _ in found]}
    print(f"\tbrute({j(name)}, {j(inp)}, {j(body)}),")


hello = bytes(b ^ 0x62 for b in b'Hello, world').hex()
bf('XOR brute force with a crib', {'input': hello, 'input_encoding': 'hex', 'action': 'xor-brute-force', 'crib': 'world'}, crib='world')
bf('XOR brute force, crib in any case, sample from offset 7', {'input': hello, 'input_encoding': 'hex', 'action': 'xor-brute-force', 'offset': 7, 'sample_length': 5, 'crib': 'ORL'}, offset=7, length=5, crib='ORL')
nul = bytes(b ^ 0x2a if b else 0 for b in b'key\x00value*').hex()
bf('XOR brute force, null preserving', {'input': nul, 'input_encoding': 'hex', 'action': 'xor-brute-force', 'null_preserving': True, 'crib': 'value'}, null=True, crib='value')
bf('XOR brute force lists all 255 keys without a crib', {'input': '5a7e', 'input_encoding': 'hex', 'action': 'xor-brute-force'})
