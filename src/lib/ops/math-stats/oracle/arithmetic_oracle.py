"""CyberChef's Subtract, Multiply, Divide and MOD in Python's decimal module, for math-stats' cases.

Each number as written (hex/binary/octal integers in decimal digits); Divide rounds each step to
20 places, ROUND_HALF_UP (bignumber.js's defaults, which CyberChef keeps); MOD is Decimal's %, a
truncated division's remainder with the dividend's sign (bignumber.js MODULO_MODE ROUND_DOWN).
Usage: python3 arithmetic_oracle.py '<json list of number texts>' [modulus]
"""
import json
import sys
from decimal import ROUND_HALF_UP, Decimal, getcontext

getcontext().prec = 20000


def plain(x):
    text = format(x.normalize(), 'f')
    return '0' if text in ('-0', '0') else text


def figures(texts, modulus=None):
    values = [Decimal(t) for t in texts]
    difference = values[0]
    for v in values[1:]:
        difference -= v
    product = Decimal(1)
    for v in values:
        product *= v
    quotient = values[0]
    for v in values[1:]:
        quotient = (quotient / v).quantize(Decimal('1e-20'), rounding=ROUND_HALF_UP)
    return {
        'difference': plain(difference),
        'product': plain(product),
        'quotient': plain(quotient),
        'remainders': None if modulus is None else [plain(v % Decimal(modulus)) for v in values],
    }


if __name__ == '__main__':
    print(json.dumps(figures(json.loads(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else None)))
