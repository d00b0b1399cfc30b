#!/usr/bin/env python3
"""Expected answers for pem-to-hex, hex-to-pem, oid-to-hex and hex-to-oid: PEM with Python's
base64/binascii/textwrap, OIDs with pyasn1's DER encoder and decoder (python3-pyasn1), not with
the TypeScript under test. Prints the case lines pasted into ../cases.ts."""
import base64, binascii, json, textwrap
from pyasn1.codec.der import decoder, encoder
from pyasn1.type import univ

ED = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAYTDXvjigb9QGHncZMmUYSst+HBG86h6+7hLXJpZpLWU=\n-----END PUBLIC KEY-----\n'
CSR = '-----BEGIN CERTIFICATE REQUEST-----\nMIIBBjCBrgIBADAjMRQwEgYDVQQDDAtjc3IuZXhhbXBsZTELMAkGA1UECgwCRXgw\nWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAATgm1p09Phsw3Oe5ShgkuZmqGDfTVwV\nUW/mjYyV0K6LsXsw70KEepZP9ocWn0uEXDfO8tSshP7bgogz+oFM28KmoCkwJwYJ\nKoZIhvcNAQkOMRowGDAWBgNVHREEDzANggtjc3IuZXhhbXBsZTAKBggqhkjOPQQD\nAgNHADBEAiAOWl03eptz4l29JOSoQnyZrqofejD7Lqkg/MRg3b9+/wIgaqLUdjJS\n5a04HlGjVqgxF9m0wqR8z5zjD0K6CV7J74g=\n-----END CERTIFICATE REQUEST-----\n'


def pem_body(pem: str) -> bytes:
    lines = pem.strip().split('\n')
    return base64.b64decode(''.join(lines[1:-1]))


def to_pem(der: bytes, label: str) -> str:
    return f'-----BEGIN {label}-----\n' + '\n'.join(textwrap.wrap(base64.b64encode(der).decode(), 64)) + f'\n-----END {label}-----\n'


def oid_content(dotted: str) -> str:
    der = encoder.encode(univ.ObjectIdentifier(dotted))
    assert der[0] == 0x06
    n = der[1]
    head = 2 if n < 0x80 else 2 + (n & 0x7f)
    return der[head:].hex()


def oid_from_content(h: str) -> str:
    content = binascii.unhexlify(h)
    length = bytes([len(content)]) if len(content) < 0x80 else bytes([0x81, len(content)])
    value, _ = decoder.decode(b'\x06' + length + content, asn1Spec=univ.ObjectIdentifier())
    return '.'.join(str(a) for a in value.asTuple())


def case(name, inp, body, source):
    print(f'\tconverted({json.dumps(name)}, {json.dumps(inp)}, {json.dumps(body)}, {json.dumps(source)}),')


B64 = 'python3 base64.b64decode of the lines between BEGIN and END, .hex()'
case('PEM to hex', {'action': 'pem-to-hex', 'input': ED}, {'output': pem_body(ED).hex()}, B64)
case('PEM to hex, two blocks: a line each', {'action': 'pem-to-hex', 'input': 'Two keys:\n' + ED + '\n' + CSR}, {'output': pem_body(ED).hex() + '\n' + pem_body(CSR).hex()}, B64 + ', joined by a line feed (CyberChef)')
TO = "python3: '-----BEGIN label-----\\n' + textwrap.wrap(base64.b64encode(der), 64) joined by line feeds + '\\n-----END label-----\\n'"
case('Hex to PEM (CyberChef\'s default label, CERTIFICATE)', {'action': 'hex-to-pem', 'input': pem_body(ED).hex()}, {'output': to_pem(pem_body(ED), 'CERTIFICATE')}, TO)
spaced = ' '.join(textwrap.wrap(pem_body(CSR).hex(), 32))
case('Hex to PEM with a label, hex with spaces, lines of 64', {'action': 'hex-to-pem', 'input': spaced, 'label': 'CERTIFICATE REQUEST'}, {'output': to_pem(pem_body(CSR), 'CERTIFICATE REQUEST')}, TO)
case('Hex to PEM from base64 bytes', {'action': 'hex-to-pem', 'input': base64.b64encode(pem_body(ED)).decode(), 'input_encoding': 'base64', 'label': 'PUBLIC KEY'}, {'output': to_pem(pem_body(ED), 'PUBLIC KEY')}, TO)
ENC = 'pyasn1 0.6 der encoder.encode(univ.ObjectIdentifier(oid)) without its tag and length'
case('Object identifier to hex (sha256WithRSAEncryption)', {'action': 'oid-to-hex', 'input': '1.2.840.113549.1.1.11'}, {'output': oid_content('1.2.840.113549.1.1.11'), 'name': 'sha256WithRSAEncryption'}, ENC + '; name: OpenSSL\'s (oid-names.ts)')
case('Object identifier to hex, first arc 2 and a second arc over 39', {'action': 'oid-to-hex', 'input': '2.999.3'}, {'output': oid_content('2.999.3')}, ENC)
uuid_oid = '2.25.' + str(0xf81d4fae7dec11d0a76500a0c91e6bf6)
case('Object identifier to hex, a UUID arc (128 bits)', {'action': 'oid-to-hex', 'input': uuid_oid + '\n'}, {'output': oid_content(uuid_oid)}, ENC)
case('Object identifier to hex, first arc 0', {'action': 'oid-to-hex', 'input': '0.9.2342.19200300.100.1.25'}, {'output': oid_content('0.9.2342.19200300.100.1.25'), 'name': 'domainComponent'}, ENC + '; name: OpenSSL\'s (oid-names.ts)')
DEC = 'pyasn1 0.6 der decoder.decode(06 + length + content, ObjectIdentifier()), dotted'
case('Hex to object identifier (commonName)', {'action': 'hex-to-oid', 'input': '550403'}, {'output': oid_from_content('550403'), 'name': 'commonName'}, DEC + '; name: OpenSSL\'s (oid-names.ts)')
case('Hex to object identifier, spaced hex', {'action': 'hex-to-oid', 'input': '2a 86 48 86 f7 0d 01 01 0b'}, {'output': oid_from_content('2a864886f70d01010b'), 'name': 'sha256WithRSAEncryption'}, DEC + '; name: OpenSSL\'s (oid-names.ts)')
case('Hex to object identifier, first arc 2', {'action': 'hex-to-oid', 'input': '883703'}, {'output': oid_from_content('883703')}, DEC)
case('Hex to object identifier, a UUID arc', {'action': 'hex-to-oid', 'input': oid_content(uuid_oid)}, {'output': oid_from_content(oid_content(uuid_oid))}, DEC)
