# BIP-173 reference code (segwit_addr.py by Pieter Wuille, MIT), for the bech32/bech32m cases.
CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
def polymod(values):
    g = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; chk = 1
    for v in values:
        b = chk >> 25; chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5): chk ^= g[i] if ((b >> i) & 1) else 0
    return chk
def hrp_expand(h): return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]
def create_checksum(h, data, const):
    p = polymod(hrp_expand(h) + data + [0]*6) ^ const
    return [(p >> 5 * (5 - i)) & 31 for i in range(6)]
def encode(h, data, const): return h + '1' + ''.join(CHARSET[d] for d in data + create_checksum(h, data, const))
def decode(s):
    s = s.lower(); pos = s.rfind('1'); h = s[:pos]; data = [CHARSET.find(x) for x in s[pos+1:]]
    const = polymod(hrp_expand(h) + data)
    return h, data[:-6], {1: 'bech32', 0x2bc830a3: 'bech32m'}.get(const)
def convertbits(data, frombits, tobits, pad=True):
    acc = bits = 0; ret = []; maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value; bits += frombits
        while bits >= tobits: bits -= tobits; ret.append((acc >> bits) & maxv)
    if pad and bits: ret.append((acc << (tobits - bits)) & maxv)
    elif not pad and (bits >= frombits or ((acc << (tobits - bits)) & maxv)): return None
    return ret
import json
for s in ["A12UEL5L", "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw", "split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w", "?1ezyfcl", "A1LQFN3A", "abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx", "?1v759aa"]:
    h, data, kind = decode(s); print(json.dumps([s, h, kind, bytes(convertbits(data, 5, 8, False)).hex()]))
for h, t in [('bc', b'Hello'), ('bc', b''), ('custom', b'test')]:
    print(json.dumps([h, t.decode(), encode(h, convertbits(t, 8, 5), 1), encode(h, convertbits(t, 8, 5), 0x2bc830a3)]))
for a in ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0']:
    h, data, kind = decode(a); print(json.dumps([a, h, kind, data[0], bytes(convertbits(data[1:], 5, 8, False)).hex()]))
