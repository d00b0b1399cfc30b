#!/usr/bin/env python3
"""Prints the convert-signature cases of cases.ts from python3-cryptography's
decode_dss_signature / encode_dss_signature (DER <-> r, s), independent of our code.

Signatures: CyberChef's P-256 test signature (tests/operations/tests/ECDSA.mjs) and ones
python3-cryptography makes with new P-256 and P-521 keys (a P-256 one drawn until r has a leading
zero byte, so that r || s must be padded). r || s is each value as an unsigned big-endian integer
of the curve's size (32, 48, 66 bytes); JSON is {"r", "s"} as the hex of the DER INTEGERs' content
(a 00 before a set top bit), as CyberChef (jsrsasign) writes it.
"""
import base64
import json
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature, encode_dss_signature

CYBERCHEF_P256 = bytes.fromhex('3046022100e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127022100b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d')


def content(v):
    b = v.to_bytes((v.bit_length() + 7) // 8 or 1, 'big')
    return (b'\x00' + b if b[0] & 0x80 else b).hex()


def forms(der, size):
    r, s = decode_dss_signature(der)
    assert encode_dss_signature(r, s) == der
    raw = r.to_bytes(size, 'big') + s.to_bytes(size, 'big')
    return {'der-hex': der.hex(), 'p1363-hex': raw.hex(), 'jws': base64.urlsafe_b64encode(raw).rstrip(b'=').decode(), 'json': json.dumps({'r': content(r), 's': content(s)}, separators=(',', ':'))}


def case(name, inp, frm, to, out, source):
    data = {'action': 'convert-signature', 'algorithm': 'ecdsa-sha256', 'input': inp, 'signature_to': to}
    if frm:
        data['signature_from'] = frm
    print("\tok(%s, 'pubkey', %s, { output: %s }, %s)," % (json.dumps(name), json.dumps(data), json.dumps(out), json.dumps(source)))


def main():
    cc = forms(CYBERCHEF_P256, 32)
    src = "python3-cryptography decode_dss_signature of CyberChef's P-256 test signature"
    for to in ('p1363-hex', 'jws', 'json', 'der-hex'):
        case('ECDSA signature DER (auto) to %s' % to, cc['der-hex'], None, to, cc[to], src)
    case('ECDSA signature r || s (auto) to DER', cc['p1363-hex'], None, 'der-hex', cc['der-hex'], 'python3-cryptography encode_dss_signature of r, s')
    case('ECDSA signature JWS (auto) to DER', cc['jws'], None, 'der-hex', cc['der-hex'], 'python3-cryptography encode_dss_signature of r, s')
    case('ECDSA signature JSON (auto) to r || s', cc['json'], None, 'p1363-hex', cc['p1363-hex'], 'python3-cryptography decode_dss_signature')
    case('ECDSA signature r || s, form given, to JSON', cc['p1363-hex'], 'p1363-hex', 'json', cc['json'], 'python3-cryptography decode_dss_signature')
    p521 = ec.generate_private_key(ec.SECP521R1()).sign(b'hello', ec.ECDSA(hashes.SHA512()))
    f = forms(p521, 66)
    case('P-521 ECDSA signature DER to r || s (66 bytes each)', f['der-hex'], 'der-hex', 'p1363-hex', f['p1363-hex'], 'python3-cryptography sign (P-521, SHA-512) and decode_dss_signature')
    case('P-521 ECDSA signature JWS to DER', f['jws'], 'jws', 'der-hex', f['der-hex'], 'python3-cryptography encode_dss_signature')
    key = ec.generate_private_key(ec.SECP256R1())
    while True:
        der = key.sign(b'hello', ec.ECDSA(hashes.SHA256()))
        if decode_dss_signature(der)[0] < 1 << 248:
            break
    f = forms(der, 32)
    case('P-256 ECDSA signature whose r has a leading zero byte, DER to r || s', f['der-hex'], None, 'p1363-hex', f['p1363-hex'], 'python3-cryptography sign (P-256) until r < 2^248, decode_dss_signature')
    case('P-256 ECDSA signature whose r has a leading zero byte, r || s to DER', f['p1363-hex'], 'p1363-hex', 'der-hex', f['der-hex'], 'python3-cryptography encode_dss_signature')


if __name__ == '__main__':
    main()
