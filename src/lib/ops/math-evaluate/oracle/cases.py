# Oracle for src/lib/ops/math-evaluate/cases.ts. Run from the repository's root with Debian's python3
# (and python3-sympy, for xgcd):
#   /usr/bin/python3 src/lib/ops/math-evaluate/oracle/cases.py > src/lib/ops/math-evaluate/cases.ts
# Every expected answer is computed here by Python: integers and fractions.Fraction for the exact
# arithmetic, math for the floating-point functions, pow(b, e, m) and pow(a, -1, m), sympy's igcdex
# for xgcd, unit factors from NIST SP 811's exact definitions, and decimal.Decimal to round each
# result to its significant digits (half to even), never by the code under test. The result text
# follows the README's rule: whole numbers in full; others in the form of format(x, '.{p}g') with
# JavaScript's exponent (1e-7, 1.5e+20).
import json, math, sys
from decimal import Decimal, Context, ROUND_HALF_EVEN, ROUND_HALF_UP, Inexact
from fractions import Fraction as F

sys.set_int_max_str_digits(0)
PY = 'python3 (src/lib/ops/math-evaluate/oracle/cases.py): '
CONTRACT = "the toolbox contract, part 4 (toolbox-3.md), /math/evaluate, and the README's limits"


def rounded(x, p):
    """x (int, Fraction or float) to p significant digits, half to even: (Decimal, inexact)."""
    ctx = Context(prec=p, rounding=ROUND_HALF_EVEN, Emax=10**6, Emin=-10**6)
    q = F(x)
    d = ctx.divide(Decimal(q.numerator), Decimal(q.denominator))
    return d, bool(ctx.flags[Inexact])


def text(x, p):
    if isinstance(x, int):
        return str(x), False
    d, inexact = rounded(x, p)
    if d == 0:
        return ('-0' if isinstance(x, float) and math.copysign(1, x) < 0 else '0'), inexact
    sign, digits, _ = d.as_tuple()
    e = d.adjusted()
    ds = ''.join(map(str, digits)).rstrip('0') or '0'
    if e < -4 or e >= p:
        body = ds[0] + ('.' + ds[1:] if len(ds) > 1 else '') + 'e' + ('-' if e < 0 else '+') + str(abs(e))
    elif e < 0:
        body = '0.' + '0' * (-e - 1) + ds
    else:
        body = ds[:e + 1] + ('.' + ds[e + 1:] if len(ds) > e + 1 else '') if len(ds) > e + 1 else ds + '0' * (e + 1 - len(ds))
    return ('-' if sign else '') + body, inexact


def js_number(s):
    v = float(s)
    return int(v) if v.is_integer() and abs(v) < 2**53 else v


def body(x, p=14, unit=None, exact=None):
    digits = min(p, 15) if unit else min(p, 17) if isinstance(x, float) else p
    t, inexact = text(x, digits)
    if isinstance(x, int):
        try:
            value = js_number(str(float(x))) if abs(x) < 2**53 else float(x)
        except OverflowError:
            value = None
    else:
        value = js_number(t)
    return {'result': t + (' ' + unit if unit else ''), 'value': value, 'exact': (not isinstance(x, float)) and not inexact, 'unit': unit}


CASES = []

if __name__ == '__main__' and '--stdin' in sys.argv:
    # math-evaluate.test.ts's cross-check: a JSON list of [expression, precision] made of integers,
    # + - * / ^ and parentheses, evaluated over Fraction; prints [result text or null] (null: 1/0).
    import re
    out = []
    for expression, p in json.load(sys.stdin):
        try:
            x = eval(re.sub(r'\d+', lambda m: 'F(%s)' % m.group(), expression).replace('^', '**'), {'F': F})
            out.append(text(int(x) if x.denominator == 1 else x, p)[0])
        except ZeroDivisionError:
            out.append(None)
    print(json.dumps(out))
    sys.exit()


def ok(name, expression, x, how, precision=None, unit=None):
    inp = {'expression': expression}
    if precision is not None:
        inp['precision'] = precision
    CASES.append((name, inp, {'status': 200, 'body': body(x, precision or 14, unit)}, PY + how))


def special(name, expression, result, value, how, exact=True):
    CASES.append((name, {'expression': expression}, {'status': 200, 'body': {'result': result, 'value': value, 'exact': exact, 'unit': None}}, PY + how))


def invalid(name, expression, detail, precision=None):
    inp = {'expression': expression}
    if precision is not None:
        inp['precision'] = precision
    CASES.append((name, inp, {'status': 422, 'body': {'detail': 'expression: ' + detail if not detail.startswith('precision') else detail, 'code': 'invalid_input'}}, CONTRACT))


# NIST SP 811 (2008) Appendix B exact definitions.
INCH = F('0.0254')
GALLON = 231 * INCH**3
KMH = F(1000, 3600)

try:
    from sympy.core.numbers import igcdex  # Debian's python3-sympy 1.11
except ImportError:
    from sympy.core.intfunc import igcdex  # sympy 1.13+

# Integers and fractions, exact.
ok('a big power, exact', '2^100', 2**100, '2**100')
ok('2^256 - 1 in full', '2^256 - 1', 2**256 - 1, '2**256 - 1')
ok('100 factorial', '100!', math.factorial(100), 'math.factorial(100)')
ok('factorial() and ! agree with a quotient', 'factorial(20) / 18!', F(math.factorial(20), math.factorial(18)), 'Fraction(factorial(20), factorial(18))')
ok('minus binds looser than the power (Python)', '-2^2', -(2**2), '-(2**2)')
ok('the power is right-associative', '2^3^2', 2**(3**2), '2**(3**2)')
ok('** is the power too, negative exponent exact', '2**-3', F(2)**-3, 'Fraction(2)**-3')
ok('precedence and parentheses', '(2 + 3) * 4 - 10 / 4', (2 + 3) * 4 - F(10, 4), '(2 + 3) * 4 - Fraction(10, 4)')
ok('fractions stay exact', '1/3 + 1/6', F(1, 3) + F(1, 6), 'Fraction(1, 3) + Fraction(1, 6)')
ok('0.1 + 0.2 is 0.3 (decimals are exact)', '0.1 + 0.2', F('0.1') + F('0.2'), "Fraction('0.1') + Fraction('0.2')")
ok('one third to 14 digits', '1/3', F(1, 3), 'Fraction(1, 3), Decimal rounding to 14 digits')
ok('two thirds to 5 digits', '2/3', F(2, 3), 'Fraction(2, 3), 5 digits', precision=5)
ok('a tie rounds half to even', '1/8', F(1, 8), "Fraction(1, 8) at 2 digits (Decimal ROUND_HALF_EVEN)", precision=2)
ok('scientific when the exponent is below -4', '1e-20 / 3', F('1e-20') / 3, "Fraction('1e-20') / 3")
ok('scientific when the exponent reaches the precision', '10^30 / 7', F(10**30, 7), 'Fraction(10**30, 7)')
ok('four digits of a decimal', '123456.789', F('123456.789'), "Fraction('123456.789') at 4 digits", precision=4)
ok('40 digits of one seventh', '1/7', F(1, 7), 'Fraction(1, 7) at 40 digits', precision=40)
ok('hex, binary and octal literals', '0xff + 0b101 + 0o17', 0xff + 0b101 + 0o17, '0xff + 0b101 + 0o17')
ok('modulo takes the sign of the divisor (Python)', '-7 % 3', -7 % 3, '-7 % 3')
ok('modulo by a negative number', '7 % -3', 7 % -3, '7 % -3')
ok('modulo of fractions', '7.5 % 2', F('7.5') % 2, "Fraction('7.5') % 2")
ok('mod() is the same modulo', 'mod(-7, 3)', -7 % 3, '-7 % 3')
ok('a percentage of a number', '15% of 80', F(15, 100) * 80, 'Fraction(15, 100) * 80')
ok('a percent at the end', '50%', F(50, 100), 'Fraction(50, 100)')
ok('a percent as a factor', '200 * 15%', 200 * F(15, 100), '200 * Fraction(15, 100)')
# Functions.
ok('square root of a perfect square fraction is exact', 'sqrt(16/9)', F(4, 3), 'Fraction(4, 3) (math.isqrt of 16 and 9)')
ok('square root of 2', 'sqrt(2)', math.sqrt(2), 'math.sqrt(2)')
ok('sqrt(2) sin(pi/4)', 'sqrt(2) * sin(pi / 4)', math.sqrt(2) * math.sin(math.pi / 4), 'math.sqrt(2) * math.sin(math.pi / 4)')
ok('pi to 17 digits (the most a double has)', 'pi', math.pi, 'math.pi at 17 digits', precision=17)
ok('a real asked for 30 digits gets 17', 'e', math.e, 'math.e at 17 digits', precision=30)
ok('natural log of e', 'ln(e)', math.log(math.e), 'math.log(math.e)')
ok('log with a base', 'log(8, 2)', math.log(8, 2), 'math.log(8, 2)')
ok('log10 and log2', 'log10(1000) + log2(1024)', math.log10(1000) + math.log2(1024), 'math.log10(1000) + math.log2(1024)')
ok('exp(1)', 'exp(1)', math.exp(1), 'math.exp(1)')
ok('atan(1) * 4', 'atan(1) * 4', math.atan(1) * 4, 'math.atan(1) * 4')
ok('asin, acos and tan', 'asin(1) + acos(0.5) + tan(pi / 3)', math.asin(1) + math.acos(0.5) + math.tan(math.pi / 3), 'math.asin(1) + math.acos(0.5) + math.tan(math.pi / 3)')
ok('sine of an angle in degrees', 'sin(30 deg)', math.sin(math.radians(30)), 'math.sin(math.radians(30))')
ok('log10 of a 401-digit integer', 'log10(10^400)', 400.0, 'math.log10(10**400) (Python reads big integers exactly)')
ok('round half away from zero', 'round(2.5) + round(-3.5)', 3 + -4, "Decimal('2.5'), Decimal('-3.5') quantized ROUND_HALF_UP (away from zero)")
ok('round to 4 decimals', 'round(pi, 4)', F(Decimal(math.pi).quantize(Decimal('0.0001'), rounding=ROUND_HALF_UP)), "Decimal(math.pi).quantize(Decimal('0.0001'), ROUND_HALF_UP)")
ok('floor, ceil and abs', 'floor(-2.5) + ceil(7/2) + abs(-3/4)', math.floor(F('-2.5')) + math.ceil(F(7, 2)) + abs(F(-3, 4)), "math.floor(Fraction('-2.5')) + math.ceil(Fraction(7, 2)) + abs(Fraction(-3, 4))")
ok('min and max', 'min(3, 1/2, 2) + max(2^10, 1000)', min(3, F(1, 2), 2) + max(2**10, 1000), 'min(3, Fraction(1, 2), 2) + max(2**10, 1000)')
ok('gcd of three numbers', 'gcd(12, 18, 27)', math.gcd(12, 18, 27), 'math.gcd(12, 18, 27)')
ok('lcm of three numbers', 'lcm(4, 6, 10)', math.lcm(4, 6, 10), 'math.lcm(4, 6, 10)')
ok('modular exponentiation', 'powmod(4, 13, 497)', pow(4, 13, 497), 'pow(4, 13, 497)')
ok('modular exponentiation, RSA-sized', 'powmod(65537, 2^127 - 1, 2^521 - 1)', pow(65537, 2**127 - 1, 2**521 - 1), 'pow(65537, 2**127 - 1, 2**521 - 1)')
ok('modular inverse', 'invmod(3, 11)', pow(3, -1, 11), 'pow(3, -1, 11)')
ok('a negative exponent modulo m is the inverse', 'powmod(3, -2, 7)', pow(3, -2, 7), 'pow(3, -2, 7)')
for a, b in [(240, 46), (-240, 46), (17, 5)]:
    x, y, g = igcdex(a, b)
    special(f'extended gcd of {a} and {b}', f'xgcd({a}, {b})', f'[{g}, {x}, {y}]', None, f'sympy igcdex({a}, {b}) = ({x}, {y}, {g}): {a}·{x} + {b}·{y} = {g}')
special('hex of the whole expression', 'hex(255 * 256 + 255)', hex(255 * 256 + 255), 255 * 256 + 255, 'hex(255 * 256 + 255)')
special('bin()', 'bin(10)', bin(10), 10, 'bin(10)')
special('"to hex" of a negative number', '-255 to hex', hex(-255), -255, 'hex(-255)')
special('oct()', 'oct(2^20)', oct(2**20), 2**20, 'oct(2**20)')
# Units (/units's table; the factors as NIST SP 811 defines them).
ok('kilometres plus metres, in metres', '3 km + 200 m to m', 3 * 1000 + 200, '3·1000 + 200 (metres)', unit='m')
ok('a sum takes the first unit', '3 km + 200 m', F(3) + F(200, 1000), 'Fraction(3) + Fraction(200, 1000) (km)', unit='km')
ok('a unit scaled by a number', '2.5 h * 3 to min', F('2.5') * 3 * 60, "Fraction('2.5') * 3 * 60 (minutes)", unit='min')
ok('a unit divided by a unit is a number', '1 km / 250 m', F(1000, 250), 'Fraction(1000, 250)')
ok('inches to centimetres', '3 in to cm', 3 * INCH * 100, "3 · Fraction('0.0254') · 100", unit='cm')
ok('"in" after a unit converts', '3 ft in in', 3 * F('0.3048') / INCH, "3 · Fraction('0.3048') / Fraction('0.0254')", unit='in')
ok('a US gallon in litres', '1 gal to L', GALLON * 1000, "231 · Fraction('0.0254')**3 · 1000", unit='L')
ok('km/h to m/s', '100 km/h to m/s', 100 * KMH, 'Fraction(100 * 1000, 3600)', unit='m/s')
ok('Celsius to Fahrenheit', '100 °C to °F', F(100) * F(9, 5) + 32, '100 · 9/5 + 32', unit='°F')
ok('Fahrenheit to Celsius', '0 F to C', (F(0) - 32) * F(5, 9), '(0 − 32) · 5/9', unit='°C')
ok('gigabytes to gibibytes', '500 GB to GiB', F(500 * 10**9, 2**30), 'Fraction(500·10**9, 2**30)', unit='GiB')
ok('ETA: 1,500 items at 12 s each, in hours', '1500 * 12 s to h', F(1500 * 12, 3600), 'Fraction(1500 · 12, 3600)', unit='h')

# Refusals (422), in the catalog's words.
invalid('an empty expression', '   ', 'is empty')
invalid('a syntax error', '2 + * 3', 'unexpected "*" at position 5')
invalid('an operand missing at the end', '2 +', 'ends too early: a number or a closing parenthesis is missing')
invalid('a parenthesis not closed', '(1 + 2', 'ends too early: a number or a closing parenthesis is missing')
invalid('an unknown function', 'foo(2)', 'unknown name "foo" at position 1')
invalid('an unknown unit after "to"', '3 km to parsec', 'unknown unit "parsec" at position 9 (GET /units/list lists them)')
invalid('a number glued to a name', '2pi', '"2pi" at position 1 is not a number')
invalid('the wrong number of arguments', 'sqrt(1, 2)', 'sqrt() takes 1 argument, got 2')
invalid('division by zero', '1 / (3 - 3)', 'division by zero')
invalid('square root of a negative number', 'sqrt(-1)', 'this value is outside the domain of sqrt()')
invalid('logarithm of zero', 'log(0)', 'this value is outside the domain of log()')
invalid('asin outside [-1, 1]', 'asin(2)', 'this value is outside the domain of asin()')
invalid('a negative number to a fractional power', '(-8)^(1/3)', 'a negative number to a fractional power has no real value')
invalid('2^99999999 is refused before it is computed', '2^99999999', 'a number would need more than 65,536 bits (about 19,728 digits)')
invalid('a factorial past the limit', '10000!', 'a number would need more than 65,536 bits (about 19,728 digits)')
invalid('a denominator past the limit', '1 / 3^3000', "a fraction's denominator would need more than 4,096 bits (about 1,233 digits)")
invalid('a floating-point overflow', 'exp(1000)', 'the result is too large for a floating-point number')
invalid('factorial of a fraction', '(1/2)!', '! needs integers')
invalid('factorial of a negative number', 'factorial(-3)', 'factorial() needs a whole number ≥ 0')
invalid('no inverse', 'invmod(6, 9)', 'has no inverse: the number and the modulus have a common factor')
invalid('gcd of a huge integer', 'gcd(2^5000, 6)', 'gcd() takes integers of at most 4,096 bits')
invalid('units of different kinds', '3 km + 2 kg', 'km is a unit of length, kg of mass')
invalid('a number converted to a unit', '5 to m', 'a number without a unit cannot be converted to m')
invalid('units multiplied together', '3 m * 2 m', '"*" cannot combine these: units are added, subtracted, converted, scaled by numbers, or divided by a unit of the same kind')
invalid('Celsius in arithmetic', '20 °C + 5 °C', '°C can only be converted (for example 100 °C to °F), not used in arithmetic')
invalid('hex() inside arithmetic', 'hex(5) + 1', 'bin(), hex() and oct() write the whole answer: put them around the whole expression')
invalid('precision 0', '1/3', 'precision: Too small: expected number to be >=1', precision=0)

print("""import type { OperationCase } from '../cases.js';

/*
 * Written by oracle/cases.py (Python's integers, fractions, math, decimal, pow and sympy's igcdex,
 * run on this machine); the 422 cases follow the contract and this module's README (the catalog's
 * words). Change the script and run it again rather than editing this file.
 */
export const cases: OperationCase[] = [""")
for name, inp, expected, source in CASES:
    print('\t{ name: %s, op: \'math-evaluate\', input: %s, expected: %s, source: %s },' % (json.dumps(name, ensure_ascii=False), json.dumps(inp, ensure_ascii=False), json.dumps(expected, ensure_ascii=False), json.dumps(source, ensure_ascii=False)))
print('];')
