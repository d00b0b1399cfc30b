#!/usr/bin/env python3
"""SM2 encryption oracle: OpenSSL 3's own SM2 (openssl pkeyutl), independent of our code.

  sm2_openssl.py cases             prints the decrypt cases of cases.ts: OpenSSL encrypts the
                                   plaintexts with CyberChef's SM2 test key, and its DER
                                   SM2Ciphertext (GM/T 0009: x, y, C3, C2) is laid out as C1C3C2
                                   and C1C2C3 hex
  sm2_openssl.py decrypt HEX       OpenSSL decrypts a C1C3C2 hex ciphertext (ours) and prints the
                                   plaintext as hex (pubkey.test.ts uses it)

The key pair is CyberChef's (tests/operations/tests/SM2.mjs); OpenSSL is asked to derive the public
key from the private one and it must be CyberChef's x || y.
"""
import json
import os
import subprocess
import sys
import tempfile

PRIVATE = 'e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a'
PUBLIC = ('f7d903cab7925066c31150a92b31e548e63f954f92d01eaa0271fb2a336baef8'
          'fb0c45e410ef7a6cdae724e6a78dbff52562e97ede009e762b667d9b14adea6c')
SM2_OID = bytes.fromhex('06082a811ccf5501822d')  # 1.2.156.10197.1.301


def tlv(tag, content):
    n = len(content)
    length = bytes([n]) if n < 0x80 else bytes([0x80 | ((n.bit_length() + 7) // 8)]) + n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return bytes([tag]) + length + content


def read_tlv(data, at):
    tag = data[at]
    n = data[at + 1]
    at += 2
    if n & 0x80:
        k = n & 0x7f
        n = int.from_bytes(data[at:at + k], 'big')
        at += k
    return tag, data[at:at + n], at + n


def key_file():
    sec1 = tlv(0x30, tlv(0x02, b'\x01') + tlv(0x04, bytes.fromhex(PRIVATE)) + tlv(0xa0, SM2_OID) + tlv(0xa1, tlv(0x03, b'\x00\x04' + bytes.fromhex(PUBLIC))))
    f = tempfile.NamedTemporaryFile(suffix='.der', delete=False)
    f.write(sec1)
    f.close()
    text = subprocess.run(['openssl', 'pkey', '-inform', 'DER', '-in', f.name, '-text', '-noout'], capture_output=True, text=True, check=True).stdout
    pub = ''.join(text.split('pub:')[1].split('ASN1 OID')[0].split()).replace(':', '')
    assert pub == '04' + PUBLIC, 'OpenSSL derives another public key'
    return f.name


def integer(value, size=32):
    return value.lstrip(b'\x00').rjust(size, b'\x00')


def encrypt(key, plain):
    der = subprocess.run(['openssl', 'pkeyutl', '-encrypt', '-keyform', 'DER', '-inkey', key], input=plain, capture_output=True, check=True).stdout
    _, seq, _ = read_tlv(der, 0)
    _, x, at = read_tlv(seq, 0)
    _, y, at = read_tlv(seq, at)
    _, c3, at = read_tlv(seq, at)
    _, c2, at = read_tlv(seq, at)
    c1 = integer(x) + integer(y)
    return (c1 + c3 + c2).hex(), (c1 + c2 + c3).hex()


def decrypt(key, c1c3c2_hex):
    data = bytes.fromhex(c1c3c2_hex)
    x, y, c3, c2 = data[:32], data[32:64], data[64:96], data[96:]
    as_int = lambda b: tlv(0x02, (b'\x00' + b.lstrip(b'\x00')) if b.lstrip(b'\x00')[:1] >= b'\x80' else (b.lstrip(b'\x00') or b'\x00'))
    der = tlv(0x30, as_int(x) + as_int(y) + tlv(0x04, c3) + tlv(0x04, c2))
    return subprocess.run(['openssl', 'pkeyutl', '-decrypt', '-keyform', 'DER', '-inkey', key], input=der, capture_output=True, check=True).stdout


def main():
    key = key_file()
    try:
        if sys.argv[1:2] == ['decrypt']:
            print(decrypt(key, sys.argv[2]).hex())
            return
        for name, plain, encoding in (('a short text', b'I am a small plaintext', 'utf8'), ('UTF-8 over two KDF blocks', 'SM2 加密 ✓ — '.encode() * 4, 'utf8'), ('one byte', b'\x00', 'hex')):
            c132, c123 = encrypt(key, plain)
            for order, cipher in (('c1c3c2', c132), ('c1c2c3', c123)):
                out = plain.decode() if encoding == 'utf8' else plain.hex()
                print("\tok('SM2 decrypt %s, %s (OpenSSL encrypted)', 'pubkey', %s, { output: %s }, 'openssl pkeyutl -encrypt (OpenSSL %s, SM2, SM3) with CyberChef\\'s SM2 test key; its DER SM2Ciphertext laid out as %s'),"
                      % (name, order.upper(), json.dumps({'action': 'decrypt', 'algorithm': 'sm2', 'key': PRIVATE, 'input': cipher, 'input_encoding': 'hex', 'sm2_order': order, **({'output_encoding': 'hex'} if encoding == 'hex' else {})}, ensure_ascii=False),
                         json.dumps(out, ensure_ascii=False), subprocess.run(['openssl', 'version'], capture_output=True, text=True).stdout.split()[1], order.upper()))
    finally:
        os.unlink(key)


if __name__ == '__main__':
    main()
