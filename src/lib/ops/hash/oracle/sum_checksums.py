# Oracle for src/lib/ops/hash/sum-checksums.cases.ts (Fletcher, Internet, XOR checksums and ROR13).
# Run from the repository's root with Debian's python3:
#   /usr/bin/python3 src/lib/ops/hash/oracle/sum_checksums.py > src/lib/ops/hash/sum-checksums.cases.ts
# Every value is computed here from the published definitions, written anew in Python and never
# read from the TypeScript under test:
# - Fletcher: Wikipedia "Fletcher's checksum" (sums of little-endian 8/16/32-bit blocks modulo
#   2^k - 1, a short last block padded with zeros); Fletcher-8 as CyberChef's Fletcher8Checksum
#   defines it (bytes modulo 15, (b << 4) | a). The script first checks Wikipedia's published
#   vectors ("abcde" -> Fletcher-16 0xC8F0, Fletcher-32 0xF04FC729, Fletcher-64 0xC8C6C527646362C6).
# - Internet checksum: RFC 1071 section 1 (ones' complement sum of 16-bit big-endian words, an odd
#   byte padded with a zero byte, end-around carries), checked against RFC 1071 section 3's worked
#   example (00 01 f2 03 f4 f5 f6 f7: sum 0xddf2, checksum 0x220d) and Wikipedia's IPv4 header
#   ("IPv4 header checksum": b861).
# - XOR checksum: CyberChef's XORChecksum (blocks of `Blocksize` bytes XORed, the last one padded
#   with zeros).
# - ROR13: rotate right by 13 then add each byte (skape, "Understanding Windows Shellcode", 2003),
#   checked against that paper's hashes of LoadLibraryA (0xec0e4e8e) and GetProcAddress (0x7c0dfcaa).
import json

MAX_CHARS = 524288


def fletcher(data, block_bytes):
    bits = 8 * block_bytes
    modulus = (1 << bits) - 1
    a = b = 0
    for i in range(0, len(data), block_bytes):
        word = int.from_bytes(data[i:i + block_bytes].ljust(block_bytes, b'\0'), 'little')
        a = (a + word) % modulus
        b = (b + a) % modulus
    return (b << bits | a).to_bytes(2 * block_bytes, 'big').hex()


def fletcher8(data):
    a = b = 0
    for byte in data:
        a = (a + byte) % 15
        b = (b + a) % 15
    return bytes([b << 4 | a]).hex()


def internet(data):
    if len(data) % 2:
        data = data + b'\0'
    total = sum(int.from_bytes(data[i:i + 2], 'big') for i in range(0, len(data), 2))
    while total >> 16:
        total = (total & 0xffff) + (total >> 16)
    return (~total & 0xffff).to_bytes(2, 'big').hex()


def xor_checksum(data, block=4):
    out = bytearray(block)
    for i, byte in enumerate(data):
        out[i % block] ^= byte
    return bytes(out).hex()


def ror13(data):
    h = 0
    for byte in data:
        h = ((h >> 13) | (h << 19)) & 0xffffffff
        h = (h + byte) & 0xffffffff
    return h.to_bytes(4, 'big').hex()


# The published vectors, checked whenever the module is loaded (by this script or by sum-checksums.test.ts).
assert fletcher(b'abcde', 1) == 'c8f0' and fletcher(b'abcdef', 1) == '2057'
assert fletcher(b'abcde', 2) == 'f04fc729' and fletcher(b'abcdef', 2) == '56502d2a' and fletcher(b'abcdefgh', 2) == 'ebe19591'
assert fletcher(b'abcde', 4) == 'c8c6c527646362c6' and fletcher(b'abcdef', 4) == 'c8c72b276463c8c6' and fletcher(b'abcdefgh', 4) == '312e2b28cccac8c6'
assert internet(bytes.fromhex('0001f203f4f5f6f7')) == '220d'
assert internet(bytes.fromhex('450000730000400040110000c0a80001c0a800c7')) == 'b861'
assert ror13(b'LoadLibraryA') == 'ec0e4e8e' and ror13(b'GetProcAddress') == '7c0dfcaa'

SUMS = ['fletcher8', 'fletcher16', 'fletcher32', 'fletcher64', 'internet-checksum', 'xor-checksum', 'ror13']


def digests(data, xor_block=4):
    return {
        'fletcher8': fletcher8(data),
        'fletcher16': fletcher(data, 1),
        'fletcher32': fletcher(data, 2),
        'fletcher64': fletcher(data, 4),
        'internet-checksum': internet(data),
        'xor-checksum': xor_checksum(data, xor_block),
        'ror13': ror13(data),
    }


def ts_value(value):
    # The long inputs are written as expressions, not as 150 KB of text.
    if isinstance(value, str) and len(value) > 4096:
        if value == '\u00ff' * len(value):
            return f"'\\u00ff'.repeat({len(value)})"
        if all(ord(c) == i % 256 for i, c in enumerate(value)):
            return f'Array.from({{ length: {len(value)} }}, (_, i) => String.fromCharCode(i % 256)).join(\'\')'
        raise ValueError('no short form for a long input')
    if isinstance(value, dict):
        return '{ ' + ', '.join(f'{json.dumps(k) if not k.isidentifier() else k}: {ts_value(v)}' for k, v in value.items()) + ' }'
    if isinstance(value, list):
        return '[' + ', '.join(ts_value(v) for v in value) + ']'
    return json.dumps(value, ensure_ascii=False)



def main():
    SOURCE = ('src/lib/ops/hash/oracle/sum_checksums.py: Fletcher from Wikipedia (its "abcde"/"abcdef"/"abcdefgh" vectors asserted), '
              'Fletcher-8/XOR as CyberChef defines them, RFC 1071 (its section 3 example asserted), ROR13 per skape 2003 (LoadLibraryA asserted)')
    CASES = []


    def case(name, text=None, hex_=None, latin1=None, algorithms=SUMS, xor_block=None, source=SOURCE):
        if hex_ is not None:
            data, inp = bytes.fromhex(hex_), {'input': hex_, 'input_encoding': 'hex'}
        elif latin1 is not None:
            data, inp = latin1.encode('latin-1'), {'input': latin1, 'input_encoding': 'latin1'}
        else:
            data, inp = text.encode('utf-8'), {'input': text}
        inp['algorithms'] = algorithms
        if xor_block is not None:
            inp['xor_block_size'] = xor_block
        all_ = digests(data, xor_block or 4)
        CASES.append({'name': name, 'op': 'hash', 'input': inp,
                      'expected': {'status': 200, 'body': {'input': inp['input'], 'hashes': {a: all_[a] for a in algorithms}}},
                      'source': source})


    case('sum checksums: "abcde" (Wikipedia\'s Fletcher vectors)', 'abcde')
    case('sum checksums: "abcdef" (even length)', 'abcdef')
    case('sum checksums: "abcdefgh" (a whole number of 32-bit words)', 'abcdefgh')
    case('sum checksums: "abcdefg" (Fletcher-64 pads three bytes)', 'abcdefg')
    case('sum checksums: the empty input', '')
    case('sum checksums: "123456789"', '123456789')
    case('sum checksums: one byte', hex_='ff')
    case('sum checksums: all 256 byte values', hex_=bytes(range(256)).hex())
    case('sum checksums: UTF-8 text', 'Olá, mundo — ☃ 😀')
    case('sum checksums: words of all ones reduce to zero (modulus 2^k − 1)', hex_='ff' * 24)
    case('internet checksum: RFC 1071 section 3 example', hex_='0001f203f4f5f6f7', algorithms=['internet-checksum'],
         source='RFC 1071 section 3 (sum ddf2, checksum 220d), recomputed by src/lib/ops/hash/oracle/sum_checksums.py')
    case('internet checksum: an IPv4 header with its checksum field zeroed', hex_='450000730000400040110000c0a80001c0a800c7', algorithms=['internet-checksum'],
         source='Wikipedia "Internet checksum"/IPv4 header example (b861), recomputed by src/lib/ops/hash/oracle/sum_checksums.py')
    case('internet checksum: a sum that needs two end-around carries', hex_='ffffffff0001', algorithms=['internet-checksum'],
         source='RFC 1071 section 1 (carries folded until none is left), src/lib/ops/hash/oracle/sum_checksums.py')
    case('internet checksum: a header with a correct checksum verifies to 0', hex_='45000073000040004011b861c0a80001c0a800c7', algorithms=['internet-checksum'],
         source='RFC 1071 section 1 (the checksum of data with its checksum in place is zero), src/lib/ops/hash/oracle/sum_checksums.py')
    case('ror13: LoadLibraryA', 'LoadLibraryA', algorithms=['ror13'],
         source='skape, "Understanding Windows Shellcode" (2003): LoadLibraryA 0xec0e4e8e; src/lib/ops/hash/oracle/sum_checksums.py')
    case('ror13: GetProcAddress', 'GetProcAddress', algorithms=['ror13'],
         source='skape, "Understanding Windows Shellcode" (2003): GetProcAddress 0x7c0dfcaa; src/lib/ops/hash/oracle/sum_checksums.py')
    for block in (1, 3, 16, 1024):
        case(f'xor checksum: blocks of {block} byte{"s" if block > 1 else ""}', 'The quick brown fox jumps over the lazy dog', algorithms=['xor-checksum'], xor_block=block)
    # Long enough for every deferred reduction of the sums to happen more than once (a run of 65,536
    # bytes for Fletcher-8/16, 1,024 words for Fletcher-64), with bytes that make the sums largest.
    case('sum checksums: 150,000 bytes of ff', latin1='\u00ff' * 150000)
    case('sum checksums: 140,001 bytes counting up', latin1=''.join(chr(i % 256) for i in range(140001)))

    INVALID = [
        ('xor_block_size 0 → 422', 0, 'xor_block_size: Too small: expected number to be >=1'),
        ('xor_block_size over 1,024 → 422', 1025, 'xor_block_size: Too big: expected number to be <=1024'),
        ('xor_block_size not an integer → 422', 2.5, 'xor_block_size: Invalid input: expected int, received number'),
    ]
    for name, size, detail in INVALID:
        CASES.append({'name': name, 'op': 'hash', 'input': {'input': 'abc', 'algorithms': ['xor-checksum'], 'xor_block_size': size},
                      'expected': {'status': 422, 'body': {'detail': detail, 'code': 'invalid_input'}},
                      'source': 'src/lib/ops/hash/README.md: xor_block_size is an integer 1-1024 (zod words)'})


    print('// Generated by src/lib/ops/hash/oracle/sum_checksums.py (/usr/bin/python3); do not edit by hand.')
    print("import type { OperationCase } from '../cases.js';")
    print()
    print('/** The Fletcher, Internet and XOR checksums and ROR13 of `/hash`, from an independent Python oracle. */')
    print('export const sumChecksumCases: OperationCase[] = [')
    print(',\n'.join('\t' + ts_value(c) for c in CASES))
    print('];')


if __name__ == '__main__':
    main()
